"""How the table calls its players, in the language chosen now.

A seat whose player gave no name is stored with the empty name (settings, saves and
statistics alike), so it is never the English word "You" written into a German match: it is
called by the language's word for you whenever it is shown, and a language switch renames it
at once. ``You`` marks the viewer's name as that word, so sentences pick their grammar by
who is meant ("You win", "Du gewinnst"), never by comparing words.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import tr
from ..storage import SeatConfig


class You(str):
    """The language's word for the player being addressed, as a name."""


def shown_name(name: str) -> str:
    """A stored name as the player reads it: the unnamed player is "You" / "Du"."""
    return name or You(tr("table.you"))


def seat_name(seats: Sequence[SeatConfig], seat: int) -> str:
    """A seat's name on the plates and in messages: where one person plays, the unnamed
    player is "You"; where several take turns at this screen (hot-seat), "You" would mean
    whoever looks, so an unnamed player is "Player n" (a match saved before names were asked)."""
    name = seats[seat].name
    if name or sum(s.human for s in seats) == 1:
        return shown_name(name)
    return tr("menu.player", n=seat + 1)


def table_names(seats: Sequence[SeatConfig], viewer: int) -> list[str]:
    """Each seat as sentences name it: the viewer is "You" when no one else plays at this
    screen (hot-seat players are called by their names)."""
    single = sum(s.human for s in seats) == 1
    return [You(tr("table.you")) if single and i == viewer else seat_name(seats, i) for i in range(len(seats))]
