#!/usr/bin/env python3
"""The README's screenshots, taken from the gallery (``cardtable gallery``) at 1280×800.

    .venv/bin/python scripts/gallery_readme.py [--out docs/img]

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

# README file → (game, situation, theme, UI scale)
SHOTS = {
    "table-menu.png": ("app", "menu", "french", 100),
    "table-deal-german.png": ("schnapsen", "your_turn", "german", 100),
    "table-exchange-swiss.png": ("schnapsen", "trump_exchange", "swiss", 100),
    "table-summary-french.png": ("schnapsen", "deal_summary", "french", 100),
    "table-skat.png": ("skat", "declaring", "french4", 100),
    "table-schafkopf.png": ("schafkopf", "trick_in_flight", "german", 100),
    "table-coiffeur.png": ("coiffeur", "play_type", "swiss", 100),
    "table-hindersche.png": ("hindersche", "score_sheet", "swiss", 100),
    "history.png": ("skat", "history", "french", 100),
    "review-skat.png": ("skat", "review", "french", 100),
    "statistics.png": ("app", "statistics", "french", 100),
    "practice-schnapsen.png": ("schnapsen", "practice", "german", 100),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "img")
    args = parser.parse_args()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, (game, situation, theme, scale) in SHOTS.items():
            look = gallery.Look((1280, 800), "en", scale, theme)
            screens = [situation] if game == "app" else []
            games = [] if game == "app" else [game]
            shots = gallery.run(Path(tmp), [look], games, only=[situation], screens=screens)["shots"]
            shot = next(s for s in shots if s["situation"] == situation)
            shutil.copyfile(Path(tmp) / shot["file"], args.out / name)
            bad += len(shot["overlaps"]) + shot["missing_glyphs"]
            print(f"{name}: {game} {situation} ({theme}) overlaps {shot['overlaps']}, "
                  f"smallest text {shot['min_text_px']} px, missing glyphs {shot['missing_glyphs']}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
