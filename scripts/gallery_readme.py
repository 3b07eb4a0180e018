#!/usr/bin/env python3
"""The README's screenshots, taken from the gallery (``cardtable gallery``) at 1280×800.

    .venv/bin/python scripts/gallery_readme.py [--out docs/img] [NAME.png ...]

Each picture is one gallery situation in one card theme; the gallery's measures are printed
too, so a screenshot with anything overlapping is noticed before it reaches the README.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's cardtable, whatever the venv has installed

from cardtable.ui import gallery  # noqa: E402

# README file → (game, situation, theme, UI scale, language)
SHOTS = {
    "table-menu.png": ("app", "menu", "french", 100, "en"),
    "table-deal-german.png": ("schnapsen", "your_turn", "german", 100, "en"),
    "table-exchange-swiss.png": ("schnapsen", "trump_exchange", "swiss", 100, "en"),
    "table-summary-french.png": ("schnapsen", "deal_summary", "french", 100, "en"),
    "table-skat.png": ("skat", "declaring", "french4", 100, "en"),
    "table-schafkopf.png": ("schafkopf", "trick_in_flight", "german", 100, "en"),
    "table-coiffeur.png": ("coiffeur", "play_type", "swiss", 100, "en"),
    "table-hindersche.png": ("hindersche", "score_sheet", "swiss", 100, "en"),
    "history.png": ("skat", "history", "french", 100, "en"),
    "review-skat.png": ("skat", "review", "french", 100, "en"),
    "statistics.png": ("app", "statistics", "french", 100, "en"),
    "practice-schnapsen.png": ("schnapsen", "practice", "german", 100, "en"),
    "ja-schafkopf-auction.png": ("schafkopf", "announcement", "german", 100, "ja"),
    "ja-schafkopf-reason.png": ("schafkopf", "illegal_move", "german", 100, "ja"),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "img")
    parser.add_argument("names", nargs="*", metavar="NAME.png", help="these pictures only (default: all)")
    args = parser.parse_args()
    unknown = sorted(set(args.names) - set(SHOTS))
    if unknown:
        parser.error(f"unknown picture {unknown[0]!r}; valid: {', '.join(SHOTS)}")
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, (game, situation, theme, scale, lang) in SHOTS.items():
            if args.names and name not in args.names:
                continue
            look = gallery.Look((1280, 800), lang, scale, theme)
            screens = [situation] if game == "app" else []
            games = [] if game == "app" else [game]
            shots = gallery.run(Path(tmp), [look], games, only=[situation], screens=screens)["shots"]
            shot = next(s for s in shots if s["situation"] == situation)
            shutil.copyfile(Path(tmp) / shot["file"], args.out / name)
            bad += len(shot["overlaps"]) + shot["missing_glyphs"] + len(shot["punctuation"])
            print(f"{name}: {game} {situation} ({theme}) overlaps {shot['overlaps']}, "
                  f"smallest text {shot['min_text_px']} px, missing glyphs {shot['missing_glyphs']}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
