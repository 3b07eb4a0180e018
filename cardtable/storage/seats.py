"""Who sits where: a name and either a human or a computer level (saves and settings)."""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = "human"  # the same marker as ``session.controller.HUMAN`` (a test checks)
COMPUTER_LEVELS = ("random", "easy", "normal", "expert", "master")  # ``ai.LEVEL_ORDER``, named here so that
# settings need not import the players (a test checks they agree)
TABLE_LEVELS = tuple(lv for lv in COMPUTER_LEVELS if lv != "random")  # the opponents offered at the table:
# random plays any legal card, a yardstick for ``cardtable simulate``
MAX_NAME = 40


@dataclass(frozen=True)
class SeatConfig:
    name: str  # "": a human who gave no name, shown as the language's word for you
    level: str = HUMAN  # HUMAN, or a computer level from ``ai.levels(game)``

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or self.name != self.name.strip() or len(self.name) > MAX_NAME:
            raise ValueError(f"a seat name is up to {MAX_NAME} characters without spaces around, not {self.name!r}")
        if not isinstance(self.level, str) or not self.level:
            raise ValueError(f"a seat level is a name, not {self.level!r}")

    @property
    def human(self) -> bool:
        return self.level == HUMAN
