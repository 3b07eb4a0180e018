"""The code stays lint-clean, free of dead code and type-checked with the settings in pyproject.toml.

Run as tests so that every run of the suite (and so CI) holds the line; the output of a
failure is the checker's own report.
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def check(*command: str) -> None:
    done = subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{' '.join(command)}:\n{done.stdout}{done.stderr}"


def test_ruff_finds_nothing():
    check("ruff", "check", ".")


def test_vulture_finds_no_dead_code():
    check("vulture")  # paths, confidence and the names it cannot see used: [tool.vulture]


def test_mypy_finds_nothing():
    check("mypy")  # files and strictness per module: [tool.mypy] in pyproject.toml
