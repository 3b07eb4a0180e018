#!/usr/bin/env python3
"""Time rasterising card art at 1080p hand size; print the medians as JSON.

    python scripts/bench_art.py [--width 150] [--runs 7]

(a) cold load: a fresh ``CardArt``, all 36 faces of one theme plus a back;
(b) theme switch: a warm ``CardArt`` switched to another theme, all 36 faces plus the back.
Both must stay within 300 ms (median wall clock). CPU time is reported too: on a busy
machine the wall clock includes waiting for a core, the CPU time does not.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from cardtable.engine.cards import ALL_CARDS
from cardtable.ui.art import CardArt

BUDGET_MS = 300.0


def draw_all(art: CardArt, width: int) -> None:
    for card in ALL_CARDS:
        art.face(card, width)
    art.back(width)


Timing = tuple[float, float]  # wall, CPU milliseconds


def timed(action: Callable[[], None]) -> Timing:
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def medians(timings: list[Timing]) -> dict[str, float]:
    return {"wall_ms": round(statistics.median(t[0] for t in timings), 1),
            "cpu_ms": round(statistics.median(t[1] for t in timings), 1)}


def cold_load(theme: str, width: int) -> Timing:
    return timed(lambda: draw_all(CardArt(theme, "lattice"), width))


def theme_switch(old: str, new: str, width: int) -> Timing:
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
    cold = {t: medians([cold_load(t, args.width) for _ in range(args.runs)]) for t in themes}
    switch = medians([theme_switch(themes[i % 4], themes[(i + 1) % 4], args.width)
                      for i in range(args.runs)])
    worst = max(m["wall_ms"] for m in cold.values())
    result = {
        "card_width_px": args.width,
        "runs": args.runs,
        "cold_load": cold,
        "theme_switch": switch,
        "budget_ms": BUDGET_MS,
        "within_budget": worst <= BUDGET_MS and switch["wall_ms"] <= BUDGET_MS,
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
