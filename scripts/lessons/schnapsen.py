"""How each Schnapsen lesson's deal was chosen (the lessons' order is the course's)."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.games.schnapsen.scoring import score

from .finder import REJECT, STOP, Context, Found, Say, best_card, expert_choice, find

GAME = "schnapsen"
POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
LEARNER = 0
OPPONENT = 1
NAMES = ["", "Anna"]


def _hand(ctx: Context) -> list[Card]:
    return list(ctx.state.hands[ctx.seat])


def _score(ctx: Context, seat: int) -> int:
    return score(ctx.rules.variants, ctx.state, seat)


def no_follow(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """The opponent leads a plain ace; the learner holds the ten of its suit, which would only
    add 10 points to the opponent's trick, and the review's best is a card of another suit."""
    s = ctx.state
    if not on_turn or s.phase != "FOLLOW":
        return None
    if len(s.tricks) > 4:
        return REJECT
    ten = Card(s.led.suit, "T")
    if s.led.rank != "A" or s.led.suit == s.trump or ten not in _hand(ctx):
        return None
    best = best_card(ctx)
    if best is None or best.card.suit == s.led.suit:
        return REJECT
    return Say(best, (s.led, ten, best.card), end=True)


def exchange(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """The learner holds the trump jack, the turn-up is the trump ace or ten: win a trick, then
    exchange."""
    s = ctx.state
    jack = Card(s.trump, "J")
    if ctx.steps == 0:
        if jack not in _hand(ctx) or s.talon[-1].rank not in "AT":
            return REJECT
        if not on_turn:
            return None
        best = best_card(ctx)
        if s.phase != "FOLLOW" or best is None:
            return REJECT
        ctx.notes["first"] = best
        return Say(best, (jack, s.talon[-1], s.led, best.card))
    if ctx.steps == 1:
        if not s.piles[ctx.seat]:
            return REJECT
        if Action("EXCHANGE") in legal:
            return Say("EXCHANGE", (jack, s.talon[-1]), end=True)
        return None
    return STOP


def marriage(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """The learner, with a trick won, leads and holds a king and queen: announce, then lead one."""
    s = ctx.state
    if ctx.steps == 0:
        if len(s.tricks) > 4:
            return REJECT
        marriages = [a for a in legal if a.kind == "MARRIAGE"]
        if on_turn and marriages and s.piles[ctx.seat]:
            trump = [a for a in marriages if a.arg == s.trump]
            chosen = (trump or marriages)[0]
            ctx.notes["pair"] = (Card(chosen.arg, "K"), Card(chosen.arg, "Q"))
            return Say(chosen, ctx.notes["pair"])
        return None
    return Say(best_card(ctx) or legal[0], ctx.notes["pair"], end=True)


def close(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """The learner can close with a winning hand (the expert closes): close, lead after the
    close, and claim at 66."""
    s = ctx.state
    if ctx.steps == 0:
        if len(s.tricks) > 3:
            return REJECT
        if on_turn and Action("CLOSE") in legal and _score(ctx, ctx.seat) >= 30 and s.phase == "LEAD":
            if expert_choice(ctx, legal) == Action("CLOSE"):
                trumps = [c for c in _hand(ctx) if c.suit == s.trump]
                return Say("CLOSE", tuple(trumps))
        return None
    if ctx.steps == 1:
        best = best_card(ctx) if on_turn else None
        return Say(best, (best.card,)) if best else None
    if Action("CLAIM") in legal and _score(ctx, ctx.seat) >= 66:
        return Say("CLAIM", end=True)
    if not on_turn:
        return None
    if s.phase == "FOLLOW" and ctx.steps == 2:  # the strict rule: the learner must follow
        cards = [a for a in legal if a.kind == "PLAY"]
        if len(cards) > 1:
            best = best_card(ctx)
            if best is not None:
                return Say(best, (s.led,))
    return None


def claim(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """The learner reaches 66 while the opponent is under 33: claim at once (two game points)."""
    s = ctx.state
    if Action("CLAIM") in legal and _score(ctx, ctx.seat) >= 66:
        if _score(ctx, OPPONENT) >= 33 or s.closed:
            return REJECT
        return Say("CLAIM", end=True)
    return None


def _short(found: Found) -> bool:
    return len(found.script) <= 16


LESSONS = [
    ("values", None, {}),  # arranged by hand: three tricks that count up to 41
    ("no_follow", no_follow, {"dealers": (LEARNER, OPPONENT), "count": 3000}),
    ("exchange", exchange, {"dealers": (LEARNER,)}),
    ("marriage", marriage, {"dealers": (LEARNER, OPPONENT)}),
    ("close", close, {"dealers": (LEARNER, OPPONENT), "count": 200, "best_of": 3}),
    ("claim", claim, {"dealers": (LEARNER, OPPONENT), "accept": _short, "best_of": 12}),
]


def course() -> list[tuple[str, Found | None]]:
    taken: set[str] = set()
    return [(lid, find(GAME, lid, LEARNER, hook, taken=taken, **options)) for lid, hook, options in LESSONS]
