"""The code's shape: parts talk through public names, and no UI module grows into a room of
its own (issue 25, part 4)."""

from __future__ import annotations

import ast
from pathlib import Path

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
