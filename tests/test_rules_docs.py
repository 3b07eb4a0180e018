"""The rules files in ``docs/rules/`` stay in step with the code that cites them.

Every ``§N.M`` in the code and the tests names a section of that game's rules file, every
Hindersche ``[R-n]``/``[D-n]`` id is defined there, every worked-example test has its example,
each file's variant table lists exactly the ids and defaults of the game's ``VARIANTS``, and
every module (and function) the rules files and ARCHITECTURE's rule finder name exists.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from cardtable.games import rulesets

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "rules"
GAMES = tuple(rulesets())
# "§7.2", or "section 7.2" as Hindersche's code writes it
SECTION_REF = re.compile(r"(?:§\s?|\bsections? )(\d+(?:\.\d+)*)", re.IGNORECASE)
HEADING = re.compile(r"^#{2,5} (\d+(?:\.\d+)*)\.? ", re.MULTILINE)
EXAMPLE_HEADING = re.compile(r"^#{2,5} (?:E|Example )(\d+)\b", re.MULTILINE)
EXAMPLE_TEST = re.compile(r"^def test_(?:e|examples?_?)0*(\d+)", re.MULTILINE)
LIST_ITEM = re.compile(r"^(\d+)\. ")
TAG = re.compile(r"\[([RD]-\d+)\]")
VARIANT_HEADER = "| id | default | values and effect |"


def rules_text(game: str) -> str:
    return (RULES / f"{game}.md").read_text(encoding="utf-8")


@cache
def sections(game: str) -> frozenset[str]:
    """Section numbers of the file: its headings, and for a numbered list directly in a section
    ("1. Null ends …" under 9.5) the item numbers after the section's (9.5.1)."""
    found: set[str] = set()
    current = None
    for line in rules_text(game).splitlines():
        heading = HEADING.match(line)
        if heading:
            current = heading.group(1)
            found.add(current)
        elif line.startswith("#"):
            current = None
        elif current and (item := LIST_ITEM.match(line)):
            found.add(f"{current}.{item.group(1)}")
    return frozenset(found)


def game_of(path: Path, context: str) -> str | None:
    """The game a reference speaks of: named by its file's path, else next to it in the text."""
    in_path = {g for g in GAMES if any(g in part for part in path.relative_to(ROOT).parts)}
    if len(in_path) == 1:
        return in_path.pop()
    in_line = {g for g in GAMES if re.search(rf"\b{g}\b", context, re.IGNORECASE)}
    return in_line.pop() if len(in_line) == 1 else None


def citing_files() -> list[Path]:
    found = [p for ext in ("py", "json", "txt") for p in (ROOT / "cardtable").rglob(f"*.{ext}")]
    found += [p for p in (ROOT / "tests").rglob("*.py") if p != Path(__file__).resolve()]
    found += RULES.glob("*.md")  # the rules files' own cross-references
    return sorted(found)


def references() -> list[tuple[Path, int, str, str | None, str]]:
    """(file, line number, line, game, section) for every § reference."""
    refs = []
    for path in citing_files():
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, 1):
            context = " ".join(lines[max(0, number - 2) : number])  # this line and the one before
            for section in SECTION_REF.findall(line):
                refs.append((path, number, line.strip(), game_of(path, context), section))
    return refs


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_its_rules_file(game):
    assert (RULES / f"{game}.md").is_file(), f"docs/rules/{game}.md is missing"


def test_every_section_reference_names_an_existing_section():
    refs = references()
    assert len(refs) > 200  # the scan really reads the code
    broken = [
        f"{path.relative_to(ROOT)}:{n}: §{section} ({game or 'which game?'}): {line}"
        for path, n, line, game, section in refs
        if game is None or section not in sections(game)
    ]
    assert not broken, "§ references without a section in docs/rules:\n" + "\n".join(broken)


def test_hindersche_rule_and_decision_ids_are_defined():
    defined = set(TAG.findall(rules_text("hindersche")))
    cited = {
        tag
        for path in citing_files()
        if "hindersche" in str(path.relative_to(ROOT))
        for tag in TAG.findall(path.read_text(encoding="utf-8"))
    }
    assert cited, "no [R-n]/[D-n] ids found"
    assert not cited - defined


@pytest.mark.parametrize("game", GAMES)
def test_every_worked_example_test_has_its_example(game):
    examples = set(EXAMPLE_HEADING.findall(rules_text(game)))
    tested = {
        n
        for path in (ROOT / "tests" / game).glob("test_*example*.py")
        for n in EXAMPLE_TEST.findall(path.read_text(encoding="utf-8"))
    }
    assert tested, f"no worked-example tests found for {game}"
    assert tested <= examples, f"{game}: examples {sorted(tested - examples, key=int)} are not in the rules file"


def shown(value: object) -> str:
    """A default as the rules files write it: `true`, `7`, `"either"`."""
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    return f'`"{value}"`' if isinstance(value, str) else f"`{value}`"


def variant_table(game: str) -> dict[str, str]:
    lines = rules_text(game).splitlines()
    assert VARIANT_HEADER in lines, f"{game}: no variant table headed {VARIANT_HEADER!r}"
    rows: dict[str, str] = {}
    for line in lines[lines.index(VARIANT_HEADER) + 2 :]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows[cells[0].strip("`")] = cells[1]
    return rows


@pytest.mark.parametrize("game", GAMES)
def test_variant_table_matches_the_code(game):
    table = variant_table(game)
    code = {spec.id: shown(spec.default) for spec in rulesets()[game].VARIANTS}
    assert table == code


MODULE = re.compile(r"`((?:[\w.]+/)*\w+\.py)`(?: \(((?:`\w+`(?:, )?)+)\))?")


def named_modules() -> list[tuple[str, Path, list[str]]]:
    """(document, module, names said to be defined there) for every module a rules file or
    ARCHITECTURE's rule finder names; a bare name in a rules file lives in that game's package."""
    named = []
    sources = [(f"docs/rules/{g}.md", rules_text(g), ROOT / "cardtable" / "games" / g) for g in GAMES]
    architecture = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    finder = "\n".join(line for line in architecture.splitlines() if line.startswith("| ") and "games/" in line)
    sources.append(("ARCHITECTURE.md", finder, ROOT / "cardtable"))
    for doc, text, home in sources:
        for path, names in MODULE.findall(text):
            base = ROOT if path.startswith("tests/") else ROOT / "cardtable" if "/" in path else home
            named.append((doc, base / path, re.findall(r"`(\w+)`", names)))
    return named


def test_the_modules_and_names_the_docs_point_to_exist():
    named = named_modules()
    assert len(named) > 20
    missing = [f"{doc}: {path.relative_to(ROOT)}" for doc, path, _ in named if not path.is_file()]
    assert not missing, "modules named by the docs do not exist:\n" + "\n".join(missing)
    undefined = [
        f"{doc}: {name} in {path.relative_to(ROOT)}"
        for doc, path, names in named
        for name in names
        if not re.search(
            rf"^\s*(?:def|class) {name}\b|^{name}\b[^=\n]*=", path.read_text(encoding="utf-8"), re.MULTILINE
        )
    ]
    assert not undefined, "names the docs point to are not defined there:\n" + "\n".join(undefined)
