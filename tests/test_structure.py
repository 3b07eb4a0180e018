"""The code's shape: parts talk through public names, and no UI module grows into a room of
its own (issue 25, part 4)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from cardtable import games
from cardtable.engine.ruleset import Match
from cardtable.games.registry import GAMES
from cardtable.i18n.actions import SPELLERS
from cardtable.storage.settings import THEMES

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cardtable"
UI_LIMIT = 500  # lines per UI module


def modules(under: Path = PACKAGE) -> list[Path]:
    return sorted(under.rglob("*.py"))


def private_uses(source: str) -> list[str]:
    """Every ``x._name`` where ``x`` is not ``self``, ``cls`` or ``super()``: another object's
    private member (dunders are the language's, not private)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            owner = node.value
            own = isinstance(owner, ast.Name) and owner.id in ("self", "cls")
            inherited = isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and owner.func.id == "super"
            if not (own or inherited):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return sorted(found)


def test_the_private_member_check_sees_a_call_and_an_attribute():
    assert private_uses("table._feed(events)\nx = hotseat._pending\nself._own()\nsuper()._own()\ny.__class__") == [
        "1: table._feed", "2: hotseat._pending"]


def test_no_module_touches_another_objects_private_members():
    found = {str(p.relative_to(ROOT)): uses for p in modules() if (uses := private_uses(p.read_text(encoding="utf-8")))}
    assert found == {}


def test_every_ui_module_is_short():
    lengths = {str(p.relative_to(ROOT)): n for p in modules(PACKAGE / "ui")
               if (n := len(p.read_text(encoding="utf-8").splitlines())) >= UI_LIMIT}
    assert lengths == {}


# ---- imports ------------------------------------------------------------------------------------
LAZY = "start-up"  # an import inside a function says why in a comment with these words


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def type_checking_only(tree: ast.AST) -> set[int]:
    """The nodes under ``if TYPE_CHECKING:``: read by the type checker, never run."""
    return {id(inner) for node in ast.walk(tree) if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for inner in ast.walk(node)}


def imported(path: Path, node: ast.Import | ast.ImportFrom, known: set[str]) -> set[str]:
    """The package modules an import statement loads (the nearest known module of each name)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        package = module_name(path).split(".")
        if path.name != "__init__.py":
            package = package[:-1]
        base = ".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else [])) if node.level else node.module or ""
        names = [f"{base}.{alias.name}" for alias in node.names]
    found = set()
    for name in names:
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name:
            found.add(name)
    return found


def import_graph(under: Path) -> dict[str, set[str]]:
    """Which module imports which, among the modules under ``under``, as they run."""
    paths = {module_name(p): p for p in modules(under)}
    graph = {}
    for name, path in paths.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = type_checking_only(tree)
        graph[name] = {target for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skip
                       for target in imported(path, node, set(paths))} - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_ui_has_no_import_cycles():
    assert cycles(import_graph(PACKAGE / "ui")) == []


def imports_in_functions(source: str) -> list[str]:
    """Every import inside a function that does not say why (``LAZY`` in a comment on its line
    or the line above, or it follows such an import)."""
    lines = source.splitlines()
    found, explained = [], set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            inner = sorted(n.lineno for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom)))
            for line in inner:
                if LAZY in lines[line - 1] or (line > 1 and LAZY in lines[line - 2]) or line - 1 in explained:
                    explained.add(line)
                else:
                    found.append(f"{line}: {lines[line - 1].strip()}")
    return found


def test_the_import_check_sees_an_unexplained_import_in_a_function():
    source = "def f():\n    import json\n\n\ndef g():\n    # start-up: pygame only when drawn\n    import pygame\n    import os\n"
    assert imports_in_functions(source) == ["2: import json"]


def test_the_ui_imports_at_the_top():
    """Scenes open each other through ``app.router``, never by importing one another late."""
    found = {str(p.relative_to(ROOT)): f for p in modules(PACKAGE / "ui") if (f := imports_in_functions(p.read_text(encoding="utf-8")))}
    assert found == {}


# ---- the map ------------------------------------------------------------------------------------
def described(module: Path, text: str) -> bool:
    """ARCHITECTURE.md names the module: its file (`` `name.py` ``, or with its folders) or, for
    a package, its folder (`` `name/` ``)."""
    inside = module.relative_to(PACKAGE)
    if module.name == "__init__.py":
        folder = inside.parent.as_posix()
        return folder == "." or any(f"`{name}/`" in text for name in (folder, module.parent.name, f"cardtable/{folder}"))
    return any(f"`{name}`" in text for name in (module.name, inside.as_posix(), f"cardtable/{inside.as_posix()}"))


def test_the_description_check_needs_the_name():
    text = "`rules.py` and `panels/`"
    assert described(PACKAGE / "games" / "skat" / "rules.py", text)
    assert described(PACKAGE / "ui" / "panels" / "__init__.py", text)
    assert not described(PACKAGE / "ui" / "router.py", text)


def test_architecture_describes_every_module():
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    assert [str(p.relative_to(ROOT)) for p in modules() if not described(p, text)] == []


# ---- the games' registry ----------------------------------------------------------------------------
def test_every_game_package_is_registered_and_its_descriptor_names_what_exists():
    assert set(GAMES) == {p.parent.name for p in (PACKAGE / "games").glob("*/__init__.py")}
    for game, info in games.infos().items():
        assert importlib.import_module(info.players).LEVELS, game
        assert importlib.import_module(info.panel).PANEL, game
        assert info.deck in THEMES, game
        assert {speller for _, speller in info.arguments.values()} <= set(SPELLERS), game
        assert {spec.id for spec in info.ruleset.VARIANTS} >= set(info.house_rules), game
        match = Match.new(info.ruleset(), 1)
        match.next_deal()
        assert all(hasattr(match.state, pile) for pile in info.hidden_piles), game
