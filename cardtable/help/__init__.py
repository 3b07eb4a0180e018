"""In-app rules: one text per game and language, ``cardtable/help/<game>.<lang>.txt``.

The markup is line based:

    # Heading            a section heading
    ## Subheading        a smaller heading
    - item               a bullet (continuation lines are indented)
    [cards: HK HQ CJ]    a row of small card pictures, drawn in the current theme
    anything else        paragraph text; consecutive lines join (Japanese without a space),
                         a blank line ends it
    {suit:C} {rank:K}    a suit's or rank's name in the chosen deck (in any line), so that the
                         words match the cards on the table

A language without its own text falls back to English.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.cards import Card
from ..i18n import CJK, catalog
from ..i18n.cards import deck_of

DIR = Path(__file__).resolve().parent
HEADING, SUBHEADING, PARAGRAPH, BULLET, CARDS = "heading", "subheading", "paragraph", "bullet", "cards"
NAMED = re.compile(r"\{(suit|rank):(\w)\}")


@dataclass(frozen=True)
class Block:
    kind: str
    text: str = ""
    cards: tuple[Card, ...] = field(default=())


def rules_file(game: str, lang: str) -> Path:
    path = DIR / f"{game}.{lang}.txt"
    return path if path.exists() or lang == "en" else DIR / f"{game}.en.txt"


def load_rules(game: str, lang: str, theme: str = "french") -> list[Block]:
    """The rules of ``game`` in ``lang`` (English if there is no such text) as blocks, suits
    and ranks named as in the deck of ``theme``."""
    path = rules_file(game, lang)
    if not path.exists():
        raise FileNotFoundError(f"no rules text for {game!r}")
    names = catalog(path.name.split(".")[1])
    text = NAMED.sub(lambda m: names[f"{m[1]}.{deck_of(theme)}.{m[2]}"], path.read_text(encoding="utf-8"))
    return parse(text, path.name)


def joined(lines: list[str]) -> str:
    """The lines of a paragraph as one text: a space between them, none where Japanese
    (written without spaces) continues over the line end."""
    text = lines[0]
    for line in lines[1:]:
        text += ("" if CJK.match(text[-1]) or CJK.match(line[0]) else " ") + line
    return text


def parse(text: str, source: str = "<text>") -> list[Block]:
    blocks: list[Block] = []
    words: list[str] = []  # the paragraph or bullet being collected
    kind = PARAGRAPH

    def flush() -> None:
        if words:
            blocks.append(Block(kind, joined(words)))
            words.clear()

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("#"):
            flush()
            level, _, title = line.partition(" ")
            blocks.append(Block(HEADING if level == "#" else SUBHEADING, title.strip()))
        elif line.startswith("[cards:") and line.endswith("]"):
            flush()
            try:
                cards = tuple(Card.parse(t) for t in line[len("[cards:"):-1].split())
            except ValueError as exc:
                raise ValueError(f"{source}:{number}: {exc}") from None
            blocks.append(Block(CARDS, cards=cards))
        elif line.startswith("- "):
            flush()
            kind = BULLET
            words.append(line[2:].strip())
        else:
            if not words or (kind == BULLET and not raw.startswith(" ")):
                flush()
                kind = PARAGRAPH
            words.append(line)
    flush()
    return blocks
