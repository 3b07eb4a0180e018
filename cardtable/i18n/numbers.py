"""Numbers as each language writes them: one decimal at most, with the language's decimal
mark from the catalog (German 1,5 where English and Japanese write 1.5)."""

from __future__ import annotations

from . import tr


def decimal(value: float) -> str:
    """``value`` to one decimal, a trailing zero dropped ("12", "1,3"); never "-0"."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text.replace(".", tr("text.decimal_mark"))
