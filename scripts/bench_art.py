#!/usr/bin/env python3
"""Time rasterising card art at 1080p hand size; print the medians as JSON.

    python scripts/bench_art.py [--width 150] [--runs 7]

(a) cold load: a fresh ``CardArt``, all 36 faces of one theme plus a back;
(b) theme switch: a warm ``CardArt`` switched to another theme, all 36 faces plus the back.
Both must stay within 300 ms (median).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from cardtable.engine.cards import ALL_CARDS  # noqa: E402
from cardtable.ui.art import CardArt  # noqa: E402

BUDGET_MS = 300.0


def draw_all(art: CardArt, width: int) -> None:
    for card in ALL_CARDS:
        art.face(card, width)
    art.back(width)


def timed(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def cold_load(theme: str, width: int) -> float:
    return timed(lambda: draw_all(CardArt(theme, "lattice"), width))


def theme_switch(old: str, new: str, width: int) -> float:
    art = CardArt(old, "lattice")
    draw_all(art, width)

    def switch() -> None:
        art.set_theme(new)
        draw_all(art, width)
    return timed(switch)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=150, help="card width in pixels")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.display.set_mode((1920, 1080))  # like the game: surfaces get convert_alpha()
    themes = ["french", "french4", "german", "swiss"]
    cold = {t: statistics.median(cold_load(t, args.width) for _ in range(args.runs)) for t in themes}
    switch = statistics.median(
        theme_switch(themes[i % 4], themes[(i + 1) % 4], args.width) for i in range(args.runs))
    result = {
        "card_width_px": args.width,
        "runs": args.runs,
        "cold_load_ms": {t: round(ms, 1) for t, ms in cold.items()},
        "cold_load_worst_theme_ms": round(max(cold.values()), 1),
        "theme_switch_ms": round(switch, 1),
        "budget_ms": BUDGET_MS,
        "within_budget": max(cold.values()) <= BUDGET_MS and switch <= BUDGET_MS,
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
