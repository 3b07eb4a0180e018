"""How the active language joins words into text: lists, label and value, a sentence's end.

The marks come from the catalog (``text.*``), never from code: English and German write
"Anna 22, Ben 0" and "Not your turn.", Japanese "あなた 22、Bea 0" and "あなたの番ではありません。"
with its full-width marks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from . import CJK, tr

# marks that already end a sentence, in any of the languages
ENDS = (".", "!", "?", "。", "！", "？")
# Japanese text with a Western mark: an ASCII comma, stop, colon, question or exclamation mark
# after a Japanese character, an ASCII bracket beside one, or a list that a Japanese line
# separates with ", " (a line that opens with a closing mark is a fault too: ``CLOSING``)
HALF_WIDTH = re.compile(rf"{CJK.pattern} ?[,.:;!?)]|{CJK.pattern}\(|\({CJK.pattern}|\){CJK.pattern}"
                        rf"|{CJK.pattern}.*, |, .*{CJK.pattern}")
CLOSING = tuple("、。，．：；）」』")


def join(items: Iterable[object]) -> str:
    """Items of a list in a line: "Clubs, Hand" / "クラブ、ハンド"."""
    return tr("text.list").join(str(item) for item in items)


def listed(pairs: Iterable[tuple[str, object]]) -> str:
    """Names with their numbers, as a list: "Anna 22, Ben −3" (the number as the caller formats it)."""
    return join(tr("text.score", name=name, value=value) for name, value in pairs)


def labelled(label: str, value: object) -> str:
    """A label and its value: "Anna: 22" / "あなた：22"."""
    return tr("text.label", label=label, value=value)


def sentence(text: str) -> str:
    """``text`` as a sentence of its own: a capital first letter (where the script has one) and
    the language's full stop, unless it already ends with one."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith(ENDS) else tr("text.sentence", text=text)


def aside(text: str, note: object) -> str:
    """``text`` with a note in brackets: "Clubs (12)" / "クラブ（12）"."""
    return tr("text.aside", text=text, note=note)


def japanese_faults(lines: Iterable[str]) -> list[str]:
    """The lines that write Japanese with Western marks (see ``HALF_WIDTH``) or start with a
    mark that may not open a line; what the gallery reports and the tests hold at none."""
    return [line for line in lines if HALF_WIDTH.search(line) or line.lstrip().startswith(CLOSING)]


def dotted(items: Iterable[object]) -> str:
    """Short notes side by side: "dealer · to act" / "ディーラー・手番"."""
    return tr("text.notes").join(str(item) for item in items)
