"""The auction of §8.1: eligibility (§4.4), legal bids and the MAIN / DUEL transitions."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...engine.actions import Reason
from ...engine.cards import Card
from .cards import LEVEL, SAUSPIEL, SIE, VARIANT_GAMES, callable_suits, holds_sie
from .state import DUEL_CHALLENGER, DUEL_HOLDER, MAIN, SchafkopfState

BY_LEVEL = sorted(LEVEL, key=LEVEL.__getitem__)


def eligible(hand: Iterable[Card], variants: Mapping[str, object]) -> list[str]:
    """E(p) of §4.4, lowest level first."""
    hand = list(hand)
    out = []
    for g in BY_LEVEL:
        if g in VARIANT_GAMES and not variants[g]:
            continue
        if g == SAUSPIEL and not callable_suits(hand):
            continue
        if g == SIE and not holds_sie(hand):
            continue
        out.append(g)
    return out


def bidder(s: SchafkopfState) -> int:
    """The seat to speak in MAIN / DUEL_HOLDER / DUEL_CHALLENGER."""
    if s.phase == DUEL_HOLDER:
        assert s.holder is not None  # a duel is between a holder and a challenger
        return s.holder
    if s.phase == DUEL_CHALLENGER:
        assert s.challenger is not None
        return s.challenger
    return s.order[s.speaker]


def legal_bids(s: SchafkopfState, variants: Mapping[str, object]) -> list[str]:
    """Game types the seat to speak may bid (``pass`` is always legal too)."""
    games = eligible(s.hands[bidder(s)], variants)
    if s.phase == MAIN and s.holder is None:
        return games
    if s.phase == DUEL_HOLDER:  # equal is enough for the earlier seat (seed rule)
        assert s.challenger_game is not None  # the challenger named a game
        return [g for g in games if LEVEL[g] >= LEVEL[s.challenger_game]]
    assert s.holder_game is not None  # the holder holds a game
    return [g for g in games if LEVEL[g] > LEVEL[s.holder_game]]


def bid_reason(s: SchafkopfState, variants: Mapping[str, object], game: str) -> Reason:
    """Why ``game`` may not be bid now."""
    if game not in LEVEL:
        return Reason.of("schafkopf.unknown_game", arg=game)
    if game in VARIANT_GAMES and not variants[game]:
        return Reason.of("schafkopf.game_off", game=game)
    hand = s.hands[bidder(s)]
    if game == SAUSPIEL and not callable_suits(hand):
        return Reason.of("schafkopf.sauspiel_ace")
    if game == SIE and not holds_sie(hand):
        return Reason.of("schafkopf.sie_cards")
    if s.phase == DUEL_HOLDER:
        return Reason.of("schafkopf.keep_game")
    return Reason.of("schafkopf.higher_game")


def apply_bid(s: SchafkopfState, game: str | None) -> None:
    """Carry out a bid (``game``) or a pass (None) of the seat to speak, in place."""
    if s.phase == MAIN:
        if game is not None and s.holder is None:
            s.holder, s.holder_game = bidder(s), game
        elif game is not None:
            s.challenger, s.challenger_game = bidder(s), game
            s.phase = DUEL_HOLDER
            return
        s.speaker += 1
    elif s.phase == DUEL_HOLDER:
        if game is None:  # the holder drops out; the challenger holds
            s.holder, s.holder_game = s.challenger, s.challenger_game
            _end_duel(s)
        else:
            s.holder_game = game
            s.phase = DUEL_CHALLENGER
    elif game is None:  # the challenger drops out
        _end_duel(s)
    else:
        s.challenger_game = game
        s.phase = DUEL_HOLDER


def _end_duel(s: SchafkopfState) -> None:
    s.challenger = s.challenger_game = None
    s.speaker += 1
    s.phase = MAIN


def auction_over(s: SchafkopfState) -> bool:
    return s.phase == MAIN and s.speaker == 4

