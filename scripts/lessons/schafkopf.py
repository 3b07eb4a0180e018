"""How each Schafkopf lesson's deal was chosen (the lessons' order is the course's).

The learner sits in seat 0, forehand (the first to bid and to lead) when seat 3 deals."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.tricks import TRUMP

from .finder import REJECT, STOP, Context, Found, Mark, Say, best_card, expert_choice, find

GAME = "schafkopf"
LEARNER = 0
FOREHAND = 3  # the dealer that makes the learner forehand
NAMES = ["", "Anna", "Ben", "Clara"]
TOP = ("CQ", "SQ", "HQ")
AUCTION = ("MAIN", "DUEL_HOLDER", "DUEL_CHALLENGER")  # the three highest trumps of a Sauspiel or a hearts Solo


def _hand(ctx: Context) -> list[Any]:
    return list(ctx.state.hands[ctx.seat])


def _trick(ctx: Context) -> list[Any]:
    current = ctx.state.current
    return list(current.cards) if current is not None else []


def _defend(ctx: Context, legal: list[Action], on_turn: bool, words: bool) -> Any:
    """The learner passes in the auction and in the Kontra round (with words the first time
    when ``words``); None elsewhere."""
    if not on_turn or Action("PASS") not in legal or ctx.state.phase == "PLAY":
        return None
    if ctx.state.phase == "MAIN" and ctx.steps == 0 and words:
        return Say("PASS")
    return Mark("PASS")


def _announce(ctx: Context, legal: list[Action], games: tuple[str, ...], look: tuple[Any, ...] = ()) -> Any:
    """The learner's first bid: the expert's, if it is one of ``games`` (else not this deal);
    a second turn in the auction means someone outbid the learner."""
    if ctx.steps:
        return REJECT
    choice = expert_choice(ctx, legal)
    return Say(choice, look) if choice.kind == "BID" and choice.arg in games else REJECT


def trumps(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """The learner passes; in another player's Sauspiel (the learner not its partner) a trump is
    led and the learner holds an Ober or an Unter and a heart: all are trumps, one must be
    played; the review's best."""
    s = ctx.state
    if s.phase != "PLAY":
        return _defend(ctx, legal, on_turn, True)
    if s.contract is None or s.contract.type != "sauspiel" or ctx.seat in (s.contract.declarer, s.partner):
        return REJECT
    if not on_turn:
        return None
    if len(s.tricks) > 4:
        return REJECT
    trick = _trick(ctx)
    rank = s.contract.ranking
    if not trick or rank.eff(trick[0]) != TRUMP:
        return None
    herren = [c for c in _hand(ctx) if c.rank in "QJ"]
    hearts = [c for c in _hand(ctx) if c.suit == "H" and c.rank not in "QJ"]
    best = best_card(ctx)
    if not herren or not hearts or best is None:
        return None
    return Say(best, (trick[0], *herren, *hearts), end=True)


def sauspiel(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Forehand: the expert bids a Sauspiel and calls an ace; nobody outbids or doubles; the
    learner leads the called suit at once (the review's best), so the called ace must fall and
    shows the partner."""
    s = ctx.state
    if not on_turn:
        return None
    if s.phase in AUCTION:
        return _announce(ctx, legal, ("sauspiel",))
    if s.phase == "DECLARE":
        choice = expert_choice(ctx, legal)
        suit = choice.arg
        ctx.notes["called"] = suit
        return Say(choice, tuple(c for c in _hand(ctx) if c.suit == suit and c.rank in "AT K987"))
    if s.phase == "RE":
        return Mark("PASS")
    if s.phase == "PLAY" and not s.tricks:
        best = best_card(ctx)
        if best is None or best.card.suit != ctx.notes["called"] or s.contract.ranking.is_trump(best.card):
            return REJECT
        return Say(best, (best.card,), end=True)
    return STOP


def _solo_game(kind: str, lead: str) -> Any:
    def hook(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
        s = ctx.state
        if not on_turn:
            return None
        if s.phase in AUCTION:
            return _announce(ctx, legal, (kind,))
        if s.phase == "DECLARE":
            choice = expert_choice(ctx, legal)
            return Say(choice, tuple(c for c in _hand(ctx) if c.suit == choice.arg))
        if s.phase == "RE":
            return Mark("PASS")
        if s.phase == "PLAY" and not s.tricks:
            best = best_card(ctx)
            if best is None or best.card.rank not in lead:
                return REJECT
            return Say(best, (best.card,), end=True)
        return STOP
    return hook


wenz = _solo_game("wenz", "J")
wenz.__doc__ = """Forehand: the expert bids a Wenz (only the four Unters are trumps), nobody outbids;
the learner leads an Unter (the review's best)."""
solo = _solo_game("solo", "QJ")
solo.__doc__ = """Forehand: the expert bids a Solo and names the trump suit, nobody outbids; the learner
leads an Ober or an Unter (the review's best)."""


def laufende(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Forehand with the three highest Obers: the expert's game (a Sauspiel or a Solo), the
    learner leads an Ober, and the deal, played to its end, counts at least three Laufende and
    Schneider."""
    s = ctx.state
    if s.phase == "MAIN" and not all(any(str(c) == t for c in _hand(ctx)) for t in TOP):
        return REJECT
    if not on_turn:
        return None
    if s.phase in AUCTION:
        return _announce(ctx, legal, ("sauspiel", "solo"), tuple(c for c in _hand(ctx) if str(c) in TOP))
    if s.phase == "DECLARE":
        choice = expert_choice(ctx, legal)
        return Say(choice, tuple(c for c in _hand(ctx) if c.suit == choice.arg))
    if s.phase == "RE":
        return Mark("PASS")
    if s.phase == "PLAY" and not s.tricks and ctx.steps == 2:
        best = best_card(ctx)
        if best is None or best.card.rank != "Q":
            return REJECT
        return Say(best, (best.card,))
    return None


def _laufende_schneider(found: Found) -> bool:
    result = found.final.result
    return bool(result and result.won and result.laufende >= 3 and result.schneider)


def kontra(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Another player's Sauspiel; the learner, not the partner, holds strong trumps and the
    expert says Kontra: the learner doubles, and the lesson ends there."""
    s = ctx.state
    if s.phase in AUCTION:
        return _defend(ctx, legal, on_turn, True)
    if s.phase == "KONTRA" and on_turn:
        if Action("KONTRA") not in legal:
            return REJECT
        choice = expert_choice(ctx, legal)
        if choice != Action("KONTRA"):
            return REJECT
        trumps_held = [c for c in _hand(ctx) if s.contract.ranking.is_trump(c)]
        return Say("KONTRA", tuple(trumps_held), end=True)
    return None if not on_turn else REJECT


def _steps(n: int) -> Any:
    return lambda found: found.steps >= n


LESSONS = [
    ("trumps", trumps, {"dealers": (0, 1, 2, FOREHAND), "count": 300, "accept": _steps(2)}),
    ("sauspiel", sauspiel, {"dealers": (FOREHAND,), "count": 1500, "best_of": 2}),
    ("wenz", wenz, {"dealers": (FOREHAND,), "count": 3000, "best_of": 1}),
    ("solo", solo, {"dealers": (FOREHAND,), "count": 3000, "best_of": 1}),
    ("laufende", laufende, {"dealers": (FOREHAND,), "count": 3000, "best_of": 1, "accept": _laufende_schneider}),
    ("kontra", kontra, {"dealers": (0, 1, 2), "count": 3000, "best_of": 1, "accept": _steps(2)}),
]


def course() -> list[tuple[str, Found | None]]:
    taken: set[str] = set()
    return [(lid, find(GAME, lid, LEARNER, hook, taken=taken, **options)) for lid, hook, options in LESSONS]
