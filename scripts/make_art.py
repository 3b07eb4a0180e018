#!/usr/bin/env python3
"""Generate the card art under ``art/`` (installed as ``cardtable/art``): the script is the source, the SVG files its output.

    python scripts/make_art.py [--out DIR]

Writes ``<out>/<theme>/<CARD>.svg`` for the themes french, french4, german and swiss (36
cards each, named by the engine's text form, e.g. ``german/CQ.svg`` = Eichel-Ober) and
``<out>/backs/<name>.svg``. Output is deterministic; unchanged files are not rewritten.

Everything is drawn for SDL's SVG loader (nanosvg): only path/rect/circle/ellipse/polygon/
line, ``<g transform>``, hex colours and opacity. No ``<text>`` (indices are stroked glyph
paths), no ``<use>`` (every shape is written out), no clipPath/mask/filter/pattern.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

W, H = 200, 308  # viewBox; real cards are about 59 x 91 mm
CX, CY = W / 2, H / 2
RADIUS = 12
FACE = "#fbf7ec"
INK = "#2a2118"
SKIN = "#f3cfa6"
GOLD = "#e8b923"
FRAME_TINT = "#f4ead2"
SUITS = "CSHD"
RANKS = "ATKQJ9876"

Pip = Callable[[], str]  # draws one suit sign in a 100 x 100 box centred on the origin


# --------------------------------------------------------------------------- svg primitives
def fmt(v: float) -> str:
    """Short, deterministic number text."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def el(tag: str, **attrs: object) -> str:
    """One empty element; ``stroke_width`` becomes ``stroke-width``; floats are shortened."""
    parts = []
    for key, value in attrs.items():
        text = fmt(value) if isinstance(value, float) else str(value)
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{text}"')
    return f"<{tag} {' '.join(parts)}/>"


def group(children: Iterable[str], transform: str = "", **attrs: object) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    head = f'<g transform="{transform}"{extra}>' if transform else f"<g{extra}>"
    return head + "".join(children) + "</g>"


def path(d: str, fill: str = "none", stroke: str = "none", width: float = 0, **attrs: object) -> str:
    if stroke != "none":
        attrs = {"stroke": stroke, "stroke_width": width, "stroke_linejoin": "round",
                 "stroke_linecap": "round", **attrs}
    return el("path", d=d, fill=fill, **attrs)


def circle(x: float, y: float, r: float, fill: str, stroke: str = "none", width: float = 0,
           **attrs: object) -> str:
    if stroke != "none":
        attrs = {"stroke": stroke, "stroke_width": width, **attrs}
    return el("circle", cx=float(x), cy=float(y), r=float(r), fill=fill, **attrs)


def ellipse(x: float, y: float, rx: float, ry: float, fill: str, stroke: str = "none",
            width: float = 0, **attrs: object) -> str:
    if stroke != "none":
        attrs = {"stroke": stroke, "stroke_width": width, **attrs}
    return el("ellipse", cx=float(x), cy=float(y), rx=float(rx), ry=float(ry), fill=fill, **attrs)


def rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = "none",
         width: float = 0, r: float = 0) -> str:
    attrs: dict[str, object] = {"rx": float(r), "ry": float(r)} if r else {}
    if stroke != "none":
        attrs.update(stroke=stroke, stroke_width=float(width))
    return el("rect", x=float(x), y=float(y), width=float(w), height=float(h), fill=fill, **attrs)


def polygon(points: Iterable[tuple[float, float]], fill: str, stroke: str = "none",
            width: float = 0) -> str:
    pts = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    if stroke == "none":
        return el("polygon", points=pts, fill=fill)
    return el("polygon", points=pts, fill=fill, stroke=stroke, stroke_width=float(width),
              stroke_linejoin="round")


def limb(points: Iterable[tuple[float, float]], colour: str, width: float) -> str:
    """A thick rounded stroke with an ink outline: arms, staffs, stems."""
    d = "M" + " L".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    return path(d, stroke=INK, width=width + 2.6) + path(d, stroke=colour, width=width)


def document(body: Iterable[str]) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" '
            f'width="{W}" height="{H}">\n' + "\n".join(body) + "\n</svg>\n")


def card_base() -> list[str]:
    return [rect(1, 1, W - 2, H - 2, FACE, stroke=INK, width=2, r=RADIUS)]


def rotated(children: Iterable[str]) -> str:
    """Turn a drawing half a circle about the card's centre (double-ended cards, indices)."""
    return group(children, f"rotate(180 {fmt(CX)} {fmt(CY)})")


def place(pip: Pip, x: float, y: float, size: float, turn: float = 0) -> str:
    """Put a suit sign centred on (x, y), ``size`` units across, optionally rotated."""
    rot = f" rotate({fmt(turn)})" if turn else ""
    return group([pip()], f"translate({fmt(x)} {fmt(y)}){rot} scale({fmt(size / 100)})")


# --------------------------------------------------------------------------- index glyphs
# Stroked glyphs in a 12 x 20 box (top-left origin); widths let "10" sit tightly.
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (12, "M0.5,20 L6,0 L11.5,20 M2.3,13.2 L9.7,13.2"),
    "K": (12, "M1.2,0 L1.2,20 M11,0 L1.2,11.5 M5,7.2 L11.2,20"),
    "Q": (12, "M6,0 C1.8,0 0.6,4.5 0.6,10 C0.6,15.5 1.8,20 6,20 C10.2,20 11.4,15.5 11.4,10 "
              "C11.4,4.5 10.2,0 6,0 Z M7.2,14.5 L11.8,21"),
    "J": (10, "M8.6,0 L8.6,14.5 C8.6,18.2 7,20 4.6,20 C2.2,20 0.8,18.4 0.6,15.6"),
    "D": (12, "M1.2,0 L1.2,20 L5,20 C9.6,20 11.4,16 11.4,10 C11.4,4 9.6,0 5,0 Z"),
    "O": (12, "M6,0 C1.8,0 0.6,4.5 0.6,10 C0.6,15.5 1.8,20 6,20 C10.2,20 11.4,15.5 11.4,10 "
              "C11.4,4.5 10.2,0 6,0 Z"),
    "U": (12, "M1,0 L1,13.6 C1,18 3,20 6,20 C9,20 11,18 11,13.6 L11,0"),
    "B": (12, "M1.2,10 L6.6,10 C9.7,10 11.4,11.9 11.4,15 C11.4,18.1 9.7,20 6.6,20 L1.2,20 "
              "L1.2,0 L6,0 C8.8,0 10.4,1.8 10.4,5 C10.4,8.2 8.8,10 6,10"),
    "1": (7, "M0.6,4.2 L5,0 L5,20"),
    "0": (11, "M5.5,0 C1.6,0 0.6,4.5 0.6,10 C0.6,15.5 1.6,20 5.5,20 C9.4,20 10.4,15.5 10.4,10 "
              "C10.4,4.5 9.4,0 5.5,0 Z"),
    "9": (12, "M11,7 C11,2.6 9,0 6,0 C2.8,0 1,2.6 1,6.6 C1,10.4 3,12.8 6,12.8 C9,12.8 11,10.4 "
              "11,7 L11,12.5 C11,17.5 9,20 5.6,20 C3.3,20 1.8,19 1,17.2"),
    "8": (12, "M6,9.4 C3.3,9.4 1.5,7.6 1.5,4.9 C1.5,2 3.4,0 6,0 C8.6,0 10.5,2 10.5,4.9 "
              "C10.5,7.6 8.7,9.4 6,9.4 C2.9,9.4 0.8,11.6 0.8,14.8 C0.8,18 3,20 6,20 "
              "C9,20 11.2,18 11.2,14.8 C11.2,11.6 9.1,9.4 6,9.4 Z"),
    "7": (12, "M0.6,0.4 L11.4,0.4 L4.4,20"),
    "6": (12, "M10.4,2.2 C9.4,0.8 8,0 6.2,0 C2.4,0 1,4.6 1,11 C1,17 3,20 6,20 C9,20 11,17.6 11,14 "
              "C11,10.4 9,8.2 6,8.2 C3.4,8.2 1.6,9.8 1,12.2"),
}
GLYPH_GAP = 1.2


def label_width(label: str) -> float:
    return sum(GLYPHS[ch][0] for ch in label) + GLYPH_GAP * (len(label) - 1)


def label_paths(label: str, x: float, y: float, height: float, colour: str) -> str:
    """Draw ``label`` with its top centre at (x, y); glyphs are 20 units tall before scaling."""
    scale = height / 20
    squeeze = 0.78 if len(label) > 1 else 1.0  # "10" keeps the width of one letter and a half
    left = -label_width(label) / 2
    strokes = []
    for ch in label:
        advance, d = GLYPHS[ch]
        strokes.append(group([path(d, stroke=colour, width=2.9)], f"translate({fmt(left)} 0)"))
        left += advance + GLYPH_GAP
    return group(strokes, f"translate({fmt(x)} {fmt(y)}) scale({fmt(scale * squeeze)} {fmt(scale)})")


def corner_index(label: str, pip: Pip, colour: str) -> list[str]:
    """The large rank-and-suit index, top left and (turned) bottom right."""
    one = [label_paths(label, 20, 11, 30, colour), place(pip, 20, 60, 25)]
    return one + [rotated(one)]


# --------------------------------------------------------------------------- French pips
def french_pips(colours: dict[str, str]) -> dict[str, Pip]:
    def heart() -> str:
        return path("M0,44 C-12,30 -48,8 -48,-18 C-48,-38 -34,-48 -21,-48 C-10,-48 -3,-41 0,-32 "
                    "C3,-41 10,-48 21,-48 C34,-48 48,-38 48,-18 C48,8 12,30 0,44 Z",
                    fill=colours["H"])

    def diamond() -> str:
        return path("M0,-50 C10,-32 24,-14 38,0 C24,14 10,32 0,50 C-10,32 -24,14 -38,0 "
                    "C-24,-14 -10,-32 0,-50 Z", fill=colours["D"])

    def spade() -> str:
        return path("M0,-50 C12,-30 46,-12 46,12 C46,30 33,38 21,38 C11,38 5,33 2,28 "
                    "C3,38 8,45 16,50 L-16,50 C-8,45 -3,38 -2,28 C-5,33 -11,38 -21,38 "
                    "C-33,38 -46,30 -46,12 C-46,-12 -12,-30 0,-50 Z", fill=colours["S"])

    def club() -> str:
        c = colours["C"]
        return "".join([
            circle(0, -24, 22, c), circle(-24, 12, 22, c), circle(24, 12, 22, c),
            path("M0,-6 L-12,14 L12,14 Z", fill=c),
            path("M0,4 C2,24 7,40 17,50 L-17,50 C-7,40 -2,24 0,4 Z", fill=c),
        ])

    return {"C": club, "S": spade, "H": heart, "D": diamond}


# --------------------------------------------------------------------------- German/Swiss pips
def heart_pip(fill: str, dark: str) -> Pip:
    def draw() -> str:
        return (path("M0,44 C-14,30 -46,10 -46,-16 C-46,-36 -33,-46 -21,-46 C-10,-46 -3,-39 0,-30 "
                     "C3,-39 10,-46 21,-46 C33,-46 46,-36 46,-16 C46,10 14,30 0,44 Z",
                     fill=fill, stroke=dark, width=3)
                + ellipse(0, 0, 10, 5.5, "#ffffff", opacity="0.45",
                          transform="translate(-22 -26) rotate(-40)"))
    return draw


def leaf_pip(light: str, fill: str, dark: str) -> Pip:
    """Grün: a heart-shaped leaf on a stem, lit on the left; few shapes keep it quick to draw."""
    blade = ("M0,-48 C14,-32 42,-16 42,8 C42,26 28,34 14,32 C8,31 3,28 0,24 C-3,28 -8,31 -14,32 "
             "C-28,34 -42,26 -42,8 C-42,-16 -14,-32 0,-48 Z ")
    stem = "M-2,26 C-2,37 1,44 8,51 L11,48 C5,42 2,36 2,26 Z "
    veins = "M0,-38 L0,24 M0,-16 L-16,-4 M0,-16 L16,-4 M0,2 L-24,14 M0,2 L24,14"

    def draw() -> str:
        return "".join([
            path(blade + stem, fill=fill),
            path("M0,-48 C-14,-32 -42,-16 -42,8 C-42,26 -28,34 -14,32 C-8,31 -3,28 0,24 Z", fill=light),
            path(blade + stem + veins, stroke=dark, width=2.7),
        ])
    return draw


def acorn_pip(nut: str, nut_dark: str, cup: str, cup_dark: str, leaf: str) -> Pip:
    """Eichel: nut with a tip, scaly cup, stem and a small leaf."""
    nut_d = "M0,-45 A24,33 0 1,1 0,21 A24,33 0 1,1 0,-45 Z M0,-50 L0,-45"
    cup_d = ("M-31,2 C-31,24 -16,32 0,32 C16,32 31,24 31,2 C31,-4 -31,-4 -31,2 Z "
             "M-25,7 q6,6 12.5,0 q6,6 12.5,0 q6,6 12.5,0 q6,6 12.5,0 "  # scales: open, so their
             "M-19,17 q5,5 9.5,0 q5,5 9.5,0 q5,5 9.5,0 q5,5 9.5,0")  # fill is the cup colour

    def draw() -> str:
        return "".join([
            path("M0,26 C0,38 -4,44 -12,50", stroke=cup_dark, width=5),
            ellipse(0, 0, 15, 6, leaf, stroke=cup_dark, width=2.4,
                    transform="translate(16 40) rotate(-28)"),
            path(nut_d, fill=nut, stroke=nut_dark, width=3),
            ellipse(0, 0, 6, 12, "#ffffff", opacity="0.4", transform="translate(-10 -22) rotate(14)"),
            path(cup_d, fill=cup, stroke=cup_dark, width=2.6),
        ])
    return draw


def bell_pip(gold: str, dark: str, band: str) -> Pip:
    r, top, bottom = 34.0, -8.0, 4.0
    xt, xb = math.sqrt(r * r - (top - 6) ** 2), math.sqrt(r * r - (bottom - 6) ** 2)
    band_d = (f"M{fmt(-xt)},{fmt(top)} Q0,{fmt(top + 5)} {fmt(xt)},{fmt(top)} "
              f"A{fmt(r)},{fmt(r)} 0 0,1 {fmt(xb)},{fmt(bottom)} "
              f"Q0,{fmt(bottom + 5)} {fmt(-xb)},{fmt(bottom)} "
              f"A{fmt(r)},{fmt(r)} 0 0,1 {fmt(-xt)},{fmt(top)} Z")

    def draw() -> str:
        return "".join([
            circle(0, -33, 7, "none", stroke=dark, width=4),
            circle(0, 6, r, gold, stroke=dark, width=3),
            path(band_d, fill=band, stroke=dark, width=2.4),
            path("M-15,24 L15,24 M-19,24 a4,4 0 1,0 8,0 a4,4 0 1,0 -8,0 "  # the slot and its holes
                 "M11,24 a4,4 0 1,0 8,0 a4,4 0 1,0 -8,0", fill=dark, stroke=dark, width=4.5),
            ellipse(0, 0, 10, 6, "#ffffff", opacity="0.5", transform="translate(-13 -12) rotate(-30)"),
        ])
    return draw


def polar(radius: float, degrees: float) -> str:
    a = math.radians(degrees)
    return f"{fmt(radius * math.cos(a))},{fmt(radius * math.sin(a))}"


def rose_pip(red: str, dark: str, yellow: str, green: str) -> Pip:
    """Five-petalled heraldic rose; each ring of shapes is one path, which keeps it quick to draw."""
    # Petal circles of radius 19 centred 24 from the middle; neighbours cross 32.14 out.
    petal_r, crossing = 19, 32.14
    sepals = "".join(f"M{polar(44, d)} L{polar(22, d - 20)} L{polar(22, d + 20)} Z"
                     for d in range(-54, 306, 72))
    petals = f"M{polar(crossing, -126)} " + " ".join(
        f"A{petal_r},{petal_r} 0 0,1 {polar(crossing, d + 36)}" for d in range(-90, 270, 72)) + " Z"
    dots = "".join(f"M{polar(7, d)} m-2,0 a2,2 0 1,0 4,0 a2,2 0 1,0 -4,0" for d in range(0, 360, 72))

    def draw() -> str:
        return "".join([path(sepals, fill=green, stroke=dark, width=2),
                        path(petals, fill=red, stroke=dark, width=3),
                        circle(0, 0, 15, yellow, stroke=dark, width=2.4),
                        path(dots, fill=dark)])
    return draw


def shield_pip(yellow: str, red: str, black: str, dark: str) -> Pip:
    def draw() -> str:
        return "".join([
            path("M-38,-44 L38,-44 L38,-2 C38,24 20,40 0,49 C-20,40 -38,24 -38,-2 Z",
                 fill=yellow, stroke=dark, width=3),
            path("M-28,-34 L28,-34 L28,-6 L-28,-6 Z", fill=red),
            path("M-28,4 L28,4 L28,-2 C28,17 15,29 0,36 C-15,29 -28,17 -28,-2 Z", fill=black),
            path("M-28,-34 L28,-34 L28,-2 C28,17 15,29 0,36 C-15,29 -28,17 -28,-2 Z",
                 stroke=dark, width=2.2),
        ])
    return draw


# --------------------------------------------------------------------------- figures
@dataclass(frozen=True)
class Costume:
    robe: str
    trim: str
    hose: str


COSTUMES = {  # one per suit, shared by every theme so a suit's court looks related
    "C": Costume("#2c5a8c", "#e2b33c", "#7a2a2a"),
    "S": Costume("#2f6d3a", "#e2b33c", "#2c3e6a"),
    "H": Costume("#b8282f", "#e8c24a", "#2f6d3a"),
    "D": Costume("#c9821c", "#7a2a2a", "#2c5a8c"),
}


def face(x: float, y: float, r: float, beard: str | None) -> list[str]:
    """Head with eyes, nose and a smile, or a beard of colour ``beard``."""
    parts = [circle(x, y, r, SKIN, stroke=INK, width=1.8),
             circle(x - r * 0.36, y - r * 0.08, 1.7, INK), circle(x + r * 0.36, y - r * 0.08, 1.7, INK),
             path(f"M{fmt(x)},{fmt(y - 1)} L{fmt(x - 1.6)},{fmt(y + r * 0.3)} "
                  f"L{fmt(x + 0.8)},{fmt(y + r * 0.32)}", stroke=INK, width=1.1)]
    if beard:
        parts.append(path(f"M{fmt(x - r * 0.8)},{fmt(y + r * 0.25)} C{fmt(x - r * 0.7)},{fmt(y + r * 1.3)} "
                          f"{fmt(x + r * 0.7)},{fmt(y + r * 1.3)} {fmt(x + r * 0.8)},{fmt(y + r * 0.25)} "
                          f"C{fmt(x + r * 0.4)},{fmt(y + r * 0.55)} {fmt(x - r * 0.4)},{fmt(y + r * 0.55)} "
                          f"{fmt(x - r * 0.8)},{fmt(y + r * 0.25)} Z", fill=beard, stroke=INK, width=1.4))
        parts.append(path(f"M{fmt(x - r * 0.42)},{fmt(y + r * 0.5)} Q{fmt(x)},{fmt(y + r * 0.3)} "
                          f"{fmt(x + r * 0.42)},{fmt(y + r * 0.5)}", stroke=INK, width=1.2))
    else:
        parts.append(path(f"M{fmt(x - r * 0.3)},{fmt(y + r * 0.52)} Q{fmt(x)},{fmt(y + r * 0.68)} "
                          f"{fmt(x + r * 0.3)},{fmt(y + r * 0.52)}", stroke=INK, width=1.2))
    return parts


def crown(x: float, y: float, r: float) -> list[str]:
    base = y - r * 0.72
    pts = [(x - r * 1.05, base), (x - r * 1.2, base - r * 1.3), (x - r * 0.55, base - r * 0.7),
           (x, base - r * 1.55), (x + r * 0.55, base - r * 0.7), (x + r * 1.2, base - r * 1.3),
           (x + r * 1.05, base)]
    tips = [pts[1], pts[3], pts[5]]
    return ([polygon(pts, GOLD, stroke=INK, width=1.6),
             rect(x - r * 1.08, base - r * 0.28, r * 2.16, r * 0.36, "#c8962a", stroke=INK, width=1.2)]
            + [circle(tx, ty, 2.4, "#d8343a", stroke=INK, width=0.9) for tx, ty in tips]
            + [circle(x, base - r * 0.1, 2.2, "#2c5a8c")])


def feather_hat(x: float, y: float, r: float, colour: str, feather: str) -> list[str]:
    brim = y - r * 0.7
    return [
        path(f"M{fmt(x - r * 0.3)},{fmt(brim - r * 0.5)} C{fmt(x - r * 1.2)},{fmt(brim - r * 2.2)} "
             f"{fmt(x - r * 2)},{fmt(brim - r * 1.6)} {fmt(x - r * 2.3)},{fmt(brim - r * 2.4)} "
             f"C{fmt(x - r * 1.4)},{fmt(brim - r * 1.2)} {fmt(x - r * 1.2)},{fmt(brim - r * 0.6)} "
             f"{fmt(x - r * 0.5)},{fmt(brim - r * 0.2)} Z", fill=feather, stroke=INK, width=1.3),
        path(f"M{fmt(x - r * 0.85)},{fmt(brim)} C{fmt(x - r * 0.85)},{fmt(brim - r * 1.3)} "
             f"{fmt(x + r * 0.85)},{fmt(brim - r * 1.3)} {fmt(x + r * 0.85)},{fmt(brim)} Z",
             fill=colour, stroke=INK, width=1.6),
        ellipse(x, brim, r * 1.5, r * 0.3, colour, stroke=INK, width=1.6),
    ]


def cap(x: float, y: float, r: float, colour: str, trim: str) -> list[str]:
    return [
        ellipse(x - r * 0.15, y - r * 0.78, r * 1.3, r * 0.55, colour, stroke=INK, width=1.6,
                transform=f"rotate(-10 {fmt(x)} {fmt(y)})"),
        rect(x - r, y - r * 0.78, r * 2, r * 0.28, trim, stroke=INK, width=1.1),
        circle(x + r * 0.95, y - r * 1.15, r * 0.22, trim, stroke=INK, width=1),
    ]


def long_hair(x: float, y: float, r: float, hair: str) -> list[str]:
    return [path(f"M{fmt(x - r * 1.15)},{fmt(y + r * 1.6)} C{fmt(x - r * 1.5)},{fmt(y - r * 0.6)} "
                 f"{fmt(x - r * 1.2)},{fmt(y - r * 1.35)} {fmt(x)},{fmt(y - r * 1.35)} "
                 f"C{fmt(x + r * 1.2)},{fmt(y - r * 1.35)} {fmt(x + r * 1.5)},{fmt(y - r * 0.6)} "
                 f"{fmt(x + r * 1.15)},{fmt(y + r * 1.6)} Z", fill=hair, stroke=INK, width=1.4)]


def tiara(x: float, y: float, r: float) -> list[str]:
    top = y - r * 1.0
    pts = [(x - r * 0.9, top), (x - r * 0.6, top - r * 0.55), (x - r * 0.3, top - r * 0.25),
           (x, top - r * 0.8), (x + r * 0.3, top - r * 0.25), (x + r * 0.6, top - r * 0.55),
           (x + r * 0.9, top)]
    return [polygon(pts, GOLD, stroke=INK, width=1.3), circle(x, top - r * 0.8, 2, "#d8343a")]


def robe(top: float, bottom: float, shoulder: float, hem: float, c: Costume,
         belt: float | None) -> list[str]:
    """Coat from the shoulders (``top``) to ``bottom``: trapezoid, placket, collar, belt."""
    left, right = CX - shoulder, CX + shoulder
    d = (f"M{fmt(left)},{fmt(top + 6)} Q{fmt(left)},{fmt(top)} {fmt(left + 8)},{fmt(top)} "
         f"L{fmt(right - 8)},{fmt(top)} Q{fmt(right)},{fmt(top)} {fmt(right)},{fmt(top + 6)} "
         f"L{fmt(CX + hem)},{fmt(bottom)} L{fmt(CX - hem)},{fmt(bottom)} Z")
    parts = [path(d, fill=c.robe, stroke=INK, width=1.8),
             polygon([(CX - 5, top), (CX + 5, top), (CX + 8, bottom), (CX - 8, bottom)], c.trim,
                     stroke=INK, width=1.1),
             path(f"M{fmt(CX - 14)},{fmt(top)} Q{fmt(CX)},{fmt(top + 14)} {fmt(CX + 14)},{fmt(top)} Z",
                  fill="#ffffff", stroke=INK, width=1.2)]
    if belt is not None:
        frac = (belt - top) / (bottom - top)
        half = shoulder + (hem - shoulder) * frac
        parts.append(rect(CX - half, belt - 3.5, half * 2, 7, "#5a3a1a", stroke=INK, width=1.1))
        parts.append(rect(CX - 4.5, belt - 4.5, 9, 9, GOLD, stroke=INK, width=1.1))
    return parts


def hand(x: float, y: float) -> str:
    return circle(x, y, 5, SKIN, stroke=INK, width=1.4)


def legs(c: Costume, top: float, bottom: float) -> list[str]:
    parts = []
    for x in (CX - 10, CX + 10):
        parts.append(rect(x - 6, top, 12, bottom - top, c.hose, stroke=INK, width=1.4))
        parts.append(ellipse(x + (4 if x > CX else -4), bottom + 2, 11, 5, "#3a2a1e", stroke=INK, width=1.2))
    return parts


@dataclass(frozen=True)
class Pose:
    """Where a figure holds its suit sign: Ober high above the head, Unter low at the hip."""
    arm: tuple[tuple[float, float], ...]  # shoulder, elbow, hand of the pip arm
    pip: tuple[float, float, float]  # centre and size of the held sign
    pip_behind_hand: bool  # held from below (Ober) or hanging from the hand (Unter)


OBER = Pose(((122, 124), (142, 108), (140, 84)), (139, 60, 44), True)
UNTER = Pose(((122, 124), (138, 152), (136, 180)), (137, 204, 42), False)
HIP_ARM = ((78, 124), (63, 146), (78, 164))
HEAD = (CX, 96, 15)  # centre and radius of a standing figure's head


def king_figure(c: Costume, pip: Pip) -> list[str]:
    """König: crowned, ermine hem, sceptre, the suit sign worn on the chest."""
    parts = legs(c, 240, 266) + robe(118, 252, 25, 40, c, belt=None)
    parts += [rect(CX - 40, 244, 80, 9, "#ffffff", stroke=INK, width=1.2)]
    parts += [circle(CX - 30 + 10 * i, 248.5, 1.3, INK) for i in range(7)]
    parts += [ellipse(CX, 152, 17, 19, FACE, stroke=INK, width=1.4), place(pip, CX, 152, 26)]
    parts += [limb([(66, 214), (58, 62)], GOLD, 4), circle(58, 56, 6, GOLD, stroke=INK, width=1.4),
              circle(58, 56, 2, "#d8343a")]
    parts += [limb(HIP_ARM[:2] + ((64, 170),), c.robe, 10), hand(64, 170)]
    parts += [limb(((122, 124), (136, 148), (118, 162)), c.robe, 10), hand(118, 162)]
    return parts + face(*HEAD, beard="#ece6da") + crown(*HEAD)


def holding_figure(pose: Pose, c: Costume, pip: Pip, headdress: list[str], beard: str | None) -> list[str]:
    """Ober or Unter: one hand on the hip, the other holding the suit sign as ``pose`` says."""
    parts = legs(c, 216, 266) + robe(118, 222, 24, 34, c, belt=166)
    parts += [limb(HIP_ARM, c.robe, 10), hand(*HIP_ARM[-1])]
    held = place(pip, *pose.pip)
    arm = [limb(pose.arm, c.robe, 10), hand(*pose.arm[-1])]
    parts += ([held] + arm) if pose.pip_behind_hand else (arm + [held])
    return parts + face(*HEAD, beard=beard) + headdress


def standing_figure(rank: str, c: Costume, pip: Pip) -> list[str]:
    """A full single-ended figure in the court frame (German and Swiss packs)."""
    if rank == "K":
        return king_figure(c, pip)
    if rank == "Q":
        return holding_figure(OBER, c, pip, feather_hat(*HEAD, colour=c.robe, feather="#ffffff"), "#8a5a2a")
    return holding_figure(UNTER, c, pip, cap(*HEAD, colour=c.hose, trim=c.trim), None)


def court_frame() -> list[str]:
    return [rect(38, 14, 124, 280, FRAME_TINT, stroke=INK, width=1.2, r=6)]


def bust(rank: str, c: Costume, pip: Pip) -> list[str]:
    """Top half of a double-ended French court card; the caller adds the turned copy."""
    head = (CX, 76, 18)
    parts = [place(pip, 58, 36, 28)]
    if rank == "Q":
        parts += long_hair(*head, hair="#6b3f1a")
    parts += robe(100, 154, 30, 40, c, belt=None)
    if rank == "K":
        parts += [limb([(130, 152), (140, 36)], GOLD, 4), circle(140, 32, 6, GOLD, stroke=INK, width=1.4)]
    elif rank == "Q":
        parts += [limb([(130, 136), (138, 58)], "#3f8f2f", 2.5)]
        parts += [circle(138 + 6 * math.cos(a), 52 + 6 * math.sin(a), 5, "#d8343a", stroke=INK, width=1)
                  for a in (0, 1.26, 2.51, 3.77, 5.03)] + [circle(138, 52, 3.5, GOLD)]
    else:
        parts += [limb([(134, 154), (142, 24)], "#8a5a2a", 3.5)]
        parts += [path("M142,38 L156,28 C160,38 156,46 150,50 Z M142,38 L132,30 L142,20 Z",
                       fill="#c8ccd2", stroke=INK, width=1.3)]
    parts += [limb(((124, 106), (140, 124), (132, 138)), c.robe, 10), hand(132, 138)]
    parts += [limb(((76, 106), (64, 128), (88, 144)), c.robe, 10), hand(88, 144)]
    beard = {"K": "#ece6da", "Q": None, "J": None}[rank]
    parts += face(*head, beard=beard)
    parts += {"K": lambda: crown(*head), "Q": lambda: tiara(*head),
              "J": lambda: cap(*head, colour=c.hose, trim=c.trim)}[rank]()
    return parts


def french_court(rank: str, suit: str, pip: Pip) -> list[str]:
    half = bust(rank, COSTUMES[suit], pip)
    return court_frame() + half + [rotated(half),
                                   path(f"M38,{fmt(CY)} L162,{fmt(CY)}", stroke=INK, width=1.2)]


# --------------------------------------------------------------------------- number layouts
def french_spots(n: int) -> list[tuple[float, float]]:
    """Classic French pip positions for 6-10 (the lower half is turned)."""
    left, mid, right = 66, CX, 134
    cols = [(x, y) for x in (left, right) for y in ((64, 154, 244) if n < 9 else (64, 124, 184, 244))]
    extra = {6: [], 7: [(mid, 109)], 8: [(mid, 109), (mid, 199)], 9: [(mid, CY)],
             10: [(mid, 94), (mid, 214)]}[n]
    return cols + extra


def row_spots(n: int) -> list[tuple[float, float]]:
    """German and Swiss pips stand upright in vertical rows: 2 x 3, 2 x 3 + 1, 2 x 4, 3 x 3, 2 x 5."""
    if n == 9:
        return [(x, y) for x in (56, CX, 144) for y in (78, CY, 230)]
    rows = {6: 3, 7: 3, 8: 4, 10: 5}[n]
    top, bottom = (58, 250) if rows == 5 else (70, 238)
    ys = [top + (bottom - top) * i / (rows - 1) for i in range(rows)]
    spots = [(x, y) for x in (62, 138) for y in ys]
    if n == 7:
        spots.append((CX, (ys[0] + ys[1]) / 2))
    return spots


# --------------------------------------------------------------------------- themes
@dataclass(frozen=True)
class Theme:
    id: str
    pips: dict[str, Pip]
    ink: dict[str, str]  # index colour per suit
    labels: dict[str, str]  # corner index per rank
    pip_size: float
    upright: bool  # pips all upright (German, Swiss) or the lower half turned (French)
    draw: Callable[[Theme, str, str], list[str]]  # the centre of one card


def numbers(theme: Theme, suit: str, n: int) -> list[str]:
    spots = row_spots(n) if theme.upright else french_spots(n)
    pip = theme.pips[suit]
    return [place(pip, x, y, theme.pip_size, 0 if theme.upright or y <= CY else 180) for x, y in spots]


def french_centre(theme: Theme, suit: str, rank: str) -> list[str]:
    pip = theme.pips[suit]
    if rank == "A":
        return [place(pip, CX, CY, 92)]
    if rank in "KQJ":
        return french_court(rank, suit, pip)
    return numbers(theme, suit, 10 if rank == "T" else int(rank))


def german_centre(theme: Theme, suit: str, rank: str) -> list[str]:
    pip = theme.pips[suit]
    if rank == "A":  # Daus: two big signs on a laurel-ringed field
        return [ellipse(CX, CY, 56, 104, FRAME_TINT, stroke=INK, width=1.2),
                ellipse(CX, CY, 50, 98, "none", stroke=COSTUMES[suit].trim, width=2),
                place(pip, CX, 104, 70), place(pip, CX, 204, 70)]
    if rank in "KQJ":
        return court_frame() + standing_figure(rank, COSTUMES[suit], pip)
    return numbers(theme, suit, 10 if rank == "T" else int(rank))


def flag(suit: str, pip: Pip, pip_size: float) -> list[str]:
    """Swiss Banner: a swallow-tailed flag on a pole, bearing the suit sign."""
    c = COSTUMES[suit]
    cloth = "M70,46 L158,46 L140,100 L158,154 L70,154 Z"
    return [limb([(68, 272), (68, 30)], "#8a5a2a", 5), circle(68, 26, 6, GOLD, stroke=INK, width=1.4),
            path(cloth, fill="#ffffff"),
            polygon([(70, 46), (158, 46), (154, 58), (70, 58)], c.robe),
            polygon([(70, 142), (154, 142), (158, 154), (70, 154)], c.robe),
            path(cloth, stroke=INK, width=1.8),
            place(pip, 108, 100, pip_size)]


def swiss_centre(theme: Theme, suit: str, rank: str) -> list[str]:
    pip = theme.pips[suit]
    if rank == "A":  # As: one large sign on a flag-like field
        return [path("M44,40 C80,30 120,50 156,40 L156,268 C120,278 80,258 44,268 Z",
                     fill=FRAME_TINT, stroke=INK, width=1.4),
                path("M50,48 C82,40 118,58 150,48 L150,260 C118,270 82,252 50,260 Z",
                     stroke=COSTUMES[suit].trim, width=2),
                place(pip, CX, CY, 94)]
    if rank == "T":
        return flag(suit, pip, 58)
    if rank in "KQJ":
        return court_frame() + standing_figure(rank, COSTUMES[suit], pip)
    return numbers(theme, suit, int(rank))


FRENCH_LABELS = {"A": "A", "T": "10", "K": "K", "Q": "Q", "J": "J", "9": "9", "8": "8", "7": "7", "6": "6"}
RED, BLACK = "#c8102e", "#1b1b1b"


def themes() -> list[Theme]:
    two = {"C": BLACK, "S": BLACK, "H": RED, "D": RED}
    four = {"C": BLACK, "S": "#1e7d32", "H": RED, "D": "#ee8a00"}
    # Index inks follow the four-colour pairing (acorns dark, leaves green, bells orange) so
    # that suits differ by colour as well as by the small sign.
    german_ink = {"C": "#4a2a0a", "S": "#2f6b1f", "H": "#b3121f", "D": "#c86a00"}
    swiss_ink = {"C": "#b3121f", "S": "#2f6b1f", "H": "#c86a00", "D": "#1b1b1b"}
    german_pips: dict[str, Pip] = {
        "C": acorn_pip("#d9a03d", "#7a4a12", "#7b4a1e", "#3e230a", "#3f8f2f"),
        "S": leaf_pip("#62b245", "#3f8f2f", "#1f4f14"),
        "H": heart_pip("#d42a2a", "#7a0f12"),
        "D": bell_pip("#f0b81f", "#7a5200", "#d0392b"),
    }
    swiss_pips: dict[str, Pip] = {
        "C": rose_pip("#d6262b", "#6e0e12", "#f2c21b", "#3f8f2f"),
        "S": acorn_pip("#dfa445", "#6b3f12", "#40591c", "#1f2a08", "#4a9a34"),
        "H": bell_pip("#f2c21b", "#6e4a00", "#3a7a3a"),
        "D": shield_pip("#f2c21b", "#c8202a", "#222222", "#2a1a0a"),
    }
    return [
        Theme("french", french_pips(two), two, FRENCH_LABELS, 36, False, french_centre),
        Theme("french4", french_pips(four), four, FRENCH_LABELS, 36, False, french_centre),
        Theme("german", german_pips, german_ink, {**FRENCH_LABELS, "A": "D", "Q": "O", "J": "U"},
              42, True, german_centre),
        Theme("swiss", swiss_pips, swiss_ink, {**FRENCH_LABELS, "Q": "O", "J": "U", "T": "B"},
              42, True, swiss_centre),
    ]


def card_svg(theme: Theme, suit: str, rank: str) -> str:
    body = card_base() + theme.draw(theme, suit, rank)
    body += corner_index(theme.labels[rank], theme.pips[suit], theme.ink[suit])
    return document(body)


# --------------------------------------------------------------------------- backs
Point = tuple[float, float]
Poly = list[Point]


def clip_to_box(poly: Poly, x0: float, y0: float, x1: float, y1: float) -> Poly:
    """Sutherland-Hodgman clip of a convex polygon to a rectangle (nanosvg has no clipPath)."""
    def cut_x(x: float) -> Callable[[Point, Point], Point]:
        return lambda p, q: (x, p[1] + (q[1] - p[1]) * (x - p[0]) / (q[0] - p[0]))

    def cut_y(y: float) -> Callable[[Point, Point], Point]:
        return lambda p, q: (p[0] + (q[0] - p[0]) * (y - p[1]) / (q[1] - p[1]), y)

    edges = [(lambda p: p[0] >= x0, cut_x(x0)), (lambda p: p[0] <= x1, cut_x(x1)),
             (lambda p: p[1] >= y0, cut_y(y0)), (lambda p: p[1] <= y1, cut_y(y1))]
    for inside, cut in edges:
        out: Poly = []
        for i, cur in enumerate(poly):
            prev = poly[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cut(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cut(prev, cur))
        poly = out
        if not poly:
            break
    return poly


def lozenges(box: tuple[float, float, float, float], w: float, h: float, colours: tuple[str, str],
             checker: bool, gap: float = 0) -> list[str]:
    """Fill ``box`` with lozenges of the second colour on the first, clipped to the box.

    ``checker`` colours every other row of the rhombic tiling (the Bavarian Rauten); otherwise
    every cell is drawn ``gap`` units smaller, leaving a lattice of the ground colour.
    """
    x0, y0, x1, y1 = box
    hw, hh = (w - gap) / 2, (h - gap * h / w) / 2
    shapes = [rect(x0, y0, x1 - x0, y1 - y0, colours[0])]
    for j in range(int((y1 - y0) / (h / 2)) + 2):
        if checker and j % 2:
            continue
        for i in range(-1, int((x1 - x0) / w) + 2):
            cx, cy = x0 + i * w + (w / 2 if j % 2 else 0), y0 + j * h / 2
            diamond = [(cx, cy - hh), (cx + hw, cy), (cx, cy + hh), (cx - hw, cy)]
            clipped = clip_to_box(diamond, x0, y0, x1, y1)
            if len(clipped) >= 3:
                shapes.append(polygon(clipped, colours[1]))
    return shapes


def back_frame(inner: list[str], border: str, ground: str) -> str:
    return document([
        rect(1, 1, W - 2, H - 2, border, stroke=INK, width=2, r=RADIUS),
        *inner,
        rect(12, 12, W - 24, H - 24, "none", stroke=ground, width=2, r=4),
    ])


def medallion(x: float, y: float, fill: str, ring: str) -> list[str]:
    return [ellipse(x, y, 30, 40, fill, stroke=ring, width=3),
            ellipse(x, y, 22, 32, "none", stroke=ring, width=1.5)]


def lattice_back() -> str:
    """Fine red diamonds on gold lines round an oval medallion, the classic casino back."""
    box = (14.0, 14.0, W - 14.0, H - 14.0)
    inner = lozenges(box, 16, 20, ("#e8c27a", "#9e1b2a"), checker=False, gap=2.4)
    return back_frame(inner + medallion(CX, CY, "#9e1b2a", "#e8c27a"), "#fbf7ec", "#9e1b2a")


def lozenge_back() -> str:
    """Bavarian blue and white Rauten."""
    inner = lozenges((14.0, 14.0, W - 14.0, H - 14.0), 24, 30, ("#ffffff", "#1f6fb8"), checker=True)
    return back_frame(inner, "#fbf7ec", "#1f6fb8")


def plain_back() -> str:
    """Dark blue with a double gold rule and a small diamond."""
    gold = "#c9a45a"
    inner = [rect(14, 14, W - 28, H - 28, "#1d2b44", r=6),
             rect(22, 22, W - 44, H - 44, "none", stroke=gold, width=1.6, r=4),
             rect(27, 27, W - 54, H - 54, "none", stroke=gold, width=0.8, r=3),
             polygon([(CX, CY - 34), (CX + 22, CY), (CX, CY + 34), (CX - 22, CY)], "none",
                     stroke=gold, width=1.6),
             polygon([(CX, CY - 20), (CX + 12, CY), (CX, CY + 20), (CX - 12, CY)], gold)]
    return back_frame(inner, "#fbf7ec", "#1d2b44")


BACKS: dict[str, Callable[[], str]] = {"lattice": lattice_back, "lozenge": lozenge_back, "plain": plain_back}


# --------------------------------------------------------------------------- output
def all_files() -> dict[str, str]:
    """Relative path -> SVG text for every file the generator owns."""
    files = {f"{t.id}/{s}{r}.svg": card_svg(t, s, r) for t in themes() for s in SUITS for r in RANKS}
    files.update({f"backs/{name}.svg": draw() for name, draw in BACKS.items()})
    return files


def write(out: Path) -> int:
    """Write the art under ``out``; return how many files changed."""
    changed = 0
    for rel, text in all_files().items():
        target = out / rel
        if target.exists() and target.read_text(encoding="utf-8") == text:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        changed += 1
    return changed


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "art")
    args = parser.parse_args(argv)
    print(f"{write(args.out)} file(s) written under {args.out}")


if __name__ == "__main__":
    main()
