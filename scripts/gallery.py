#!/usr/bin/env python3
"""The full gallery: every game's situations at four window sizes, in English and German, at
100 % and 200 % UI scale, then a summary per size, language and scale.

    .venv/bin/python scripts/gallery.py [--out /tmp/gallery] [--sizes ...] [--langs ...] [--scales ...]

Runs headless (SDL's dummy video driver unless one is set). The pictures and ``layout.json``
go to ``--out``; the summary (shots, overlaps, smallest text, missing glyphs) is printed as a
table and the exit status is 1 when anything overlaps, text is below 11 px or a glyph is missing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/gallery"))
    parser.add_argument("--sizes", default="1024x600,1280x800,1920x1080,2560x1440")
    parser.add_argument("--langs", default="en,de")
    parser.add_argument("--scales", default="100,200")
    parser.add_argument("--games", default="all")
    args = parser.parse_args()
    env = {**os.environ}
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    cmd = [sys.executable, "-m", "cardtable", "gallery", "--out", str(args.out), "--sizes", args.sizes,
           "--langs", args.langs, "--scales", args.scales, "--games", args.games]
    subprocess.run(cmd, check=True, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    shots = json.loads((args.out / "layout.json").read_text())["shots"]
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for shot in shots:
        groups[(shot["size"], shot["lang"], shot["scale"])].append(shot)
    print(f"{'size':<10} {'lang':<4} {'scale':>5} {'shots':>5} {'overlaps':>8} {'min_px':>6} {'missing':>7}")
    bad = False
    for (size, lang, scale), group in sorted(groups.items()):
        drawn = [s for s in group if not s.get("unreachable")]
        overlaps = sum(len(s["overlaps"]) for s in drawn)
        small = min(s["min_text_px"] for s in drawn)
        missing = sum(s["missing_glyphs"] for s in drawn)
        bad |= overlaps > 0 or small < 11 or missing > 0
        print(f"{size:<10} {lang:<4} {scale:>5} {len(drawn):>5} {overlaps:>8} {small:>6} {missing:>7}")
    for shot in shots:
        if shot.get("overlaps"):
            print(f"  {shot['file']}: {shot['overlaps']}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
