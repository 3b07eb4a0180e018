"""Finding 13, the first minute: ``scripts/play`` installs the project on the first start and
again only when the project changed (its pyproject.toml, or the folder moved); any other start
goes straight to the installed command."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Stands in for the virtual environment's python: it notes each install and, like pip's
# editable install, leaves the ``cardtable`` command behind, which notes each start.
PYTHON = """#!/usr/bin/env bash
if [ "$1 $2 $3" = "-m pip install" ]; then
  echo install >> "$(dirname "$0")/../../log"
  printf '#!/usr/bin/env bash\\necho "start $*" >> "$(dirname "$0")/../../log"\\n' > "$(dirname "$0")/cardtable"
  chmod +x "$(dirname "$0")/cardtable"
fi
"""


def start(folder: Path, *args: str) -> list[str]:
    subprocess.run(["bash", str(folder / "scripts" / "play"), *args], check=True, timeout=60)
    return (folder / "log").read_text().split("\n")[:-1]


def test_only_the_first_start_and_a_changed_project_install(tmp_path):
    folder = tmp_path / "cardtable"
    (folder / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "play", folder / "scripts" / "play")
    shutil.copy(ROOT / "pyproject.toml", folder / "pyproject.toml")
    python = folder / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(PYTHON)
    python.chmod(0o755)
    assert start(folder) == ["install", "start "]
    assert start(folder, "demo") == ["install", "start ", "start demo"]  # the second start installs nothing
    with (folder / "pyproject.toml").open("a") as project:
        project.write("\n# a new dependency\n")
    assert start(folder)[-2:] == ["install", "start "]
    assert start(folder)[-2:] == ["start ", "start "]
