#!/usr/bin/env python3
"""Draw every card of a theme, plus the backs, on one PNG for review.

    python scripts/contact_sheet.py THEME OUT.png [--width PX] [--colours N]

One row per suit (ranks A..6), a last row with the backs. ``--colours`` quantises the
picture to a palette of N colours to keep README pictures small.
"""

from __future__ import annotations

import argparse
import os
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from cardtable.engine.cards import RANKS, SUITS, Card
from cardtable.ui.art import BACKS, THEMES, CardArt

TABLE = (34, 96, 58)


def sheet(theme: str, width: int) -> pygame.Surface:
    art = CardArt(theme)
    w, h = art.size_for_width(width)
    gap = max(4, width // 12)
    rows = [[art.face(Card(s, r), width) for r in RANKS] for s in SUITS]
    backs = []
    for name in BACKS:
        art.set_back(name)
        backs.append(art.back(width))
    rows.append(backs)
    out = pygame.Surface((gap + len(RANKS) * (w + gap), gap + len(rows) * (h + gap)))
    out.fill(TABLE)
    for j, row in enumerate(rows):
        for i, surface in enumerate(row):
            out.blit(surface, (gap + i * (w + gap), gap + j * (h + gap)))
    return out


def quantise(picture: pygame.Surface, colours: int) -> pygame.Surface:
    """Map to a palette of ``colours`` entries (small PNGs for the README).

    Colours are bucketed at 5 bits a channel so that a suit's own colour, drawn in a few
    small pips, wins a palette entry instead of yet another shade of the background.
    """
    size = picture.get_size()
    raw = pygame.image.tobytes(picture, "RGB")
    counts = Counter(raw[i:i + 3] for i in range(0, len(raw), 3))
    buckets: dict[tuple[int, ...], list[int]] = {}
    for colour, n in counts.items():
        acc = buckets.setdefault(tuple(c >> 3 for c in colour), [0, 0, 0, 0])
        for k in range(3):
            acc[k] += colour[k] * n
        acc[3] += n
    top = sorted(buckets.values(), key=lambda acc: -acc[3])[:colours]
    palette = [tuple(acc[k] // acc[3] for k in range(3)) for acc in top]
    index = {c: min(range(len(palette)), key=lambda i: sum((a - b) ** 2 for a, b in zip(c, palette[i])))
             for c in counts}
    out = pygame.image.frombytes(bytes(index[raw[i:i + 3]] for i in range(0, len(raw), 3)), size, "P")
    out.set_palette(palette)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("theme", choices=list(THEMES))
    parser.add_argument("out", type=Path)
    parser.add_argument("--width", type=int, default=120, help="card width in pixels")
    parser.add_argument("--colours", type=int, default=0, help="quantise to at most 256 colours")
    args = parser.parse_args(argv)
    picture = sheet(args.theme, args.width)
    if args.colours:
        picture = quantise(picture, min(args.colours, 256))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(picture, str(args.out))
    print(f"{args.out}: {picture.get_width()}x{picture.get_height()}")


if __name__ == "__main__":
    main()
