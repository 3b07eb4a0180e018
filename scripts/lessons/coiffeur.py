"""How each Coiffeur lesson's deal was chosen (the lessons' order is the course's).

Four players in partnerships (the multipliers of the board): the learner in seat 0 plays with
seat 2. The learner bids first when seat 3 deals, last when seat 0 deals."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.games.coiffeur.cards import trick_points

from .finder import REJECT, STOP, Context, Found, Say, best_card, expert_choice, find

GAME = "coiffeur"
LEARNER, PARTNER = 0, 2
FIRST, LAST = 3, 0  # the dealer that makes the learner bid first or last
NAMES = ["", "Anna", "Ben", "Clara"]
VARIANTS = {"mode": "4p_partnership"}


def _points(ctx: Context, cards: list[Any]) -> int:
    s = ctx.state
    return trick_points(cards, s.declaration.play, len(s.tricks) + 1 == 9) if cards else 0


def _winner(ctx: Context) -> int:
    """The seat whose card wins the current trick so far."""
    s = ctx.state
    rules = ctx.rules
    tricks = rules.trick_rules(rules.observation(s, ctx.seat))
    assert tricks is not None
    return (s.leader + tricks.winner(s.trick, len(s.tricks))) % rules.seats


def values(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Another player declares a trump; the learner plays last to a trick already worth 10
    points or more and takes it with a plain ace or banner (the review's best)."""
    s = ctx.state
    if s.phase == "BIDDING":
        return REJECT if on_turn else None
    if not on_turn or len(s.tricks) > 5:
        return REJECT if on_turn else None
    if len(s.trick) != 3:
        return None
    cards = list(s.trick)
    if s.declaration.play.kind != "trump" or _points(ctx, cards) < 10:
        return None
    best = best_card(ctx)
    if best is None or best.card.rank not in "AT" or best.card.suit == s.declaration.play.trump:
        return None
    tricks = ctx.rules.trick_rules(ctx.rules.observation(s, ctx.seat))
    if tricks.winner([*cards, best.card], len(s.tricks)) != 3:
        return None
    return Say(best, (*cards, best.card), end=True)


def _declare_and_lead(wanted: Any, lead: Any = None) -> Any:
    """The learner bids first and declares what the expert would, if ``wanted(contract id)``;
    then leads the first trick with the review's best card (if ``lead(card)``)."""
    def hook(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
        s = ctx.state
        if not on_turn:
            return None
        if s.phase == "BIDDING":
            choice = expert_choice(ctx, legal)
            if choice.kind != "DECLARE" or not wanted(ctx, choice.arg):
                return REJECT
            return Say(choice)
        if s.phase == "PLAY" and not s.tricks and not s.trick:
            best = best_card(ctx)
            if best is None or (lead is not None and not lead(ctx, best.card)):
                return REJECT
            return Say(best, (best.card,), end=True)
        return STOP
    return hook


def _holds(ctx: Context, *cards: str) -> bool:
    return all(any(str(c) == t for c in ctx.state.hands[ctx.seat]) for t in cards)


def _puur_contract(ctx: Context, arg: str) -> bool:
    if not arg.startswith("trump_"):
        return False
    suit = arg[-1]
    return _holds(ctx, suit + "J", suit + "9")


puur = _declare_and_lead(_puur_contract, lambda ctx, card: card.rank == "J")
puur.__doc__ = """The learner bids first, holds the Puur and the Nell of a suit and declares it trumps
(the expert's choice), then leads the Puur (the review's best)."""

obenabe = _declare_and_lead(lambda ctx, arg: arg == "obenabe", lambda ctx, card: card.rank == "A")
obenabe.__doc__ = """The learner bids first and declares Obenabe (the expert's choice), then leads an
ace (the review's best)."""

undenufe = _declare_and_lead(lambda ctx, arg: arg == "undenufe", lambda ctx, card: card.rank == "6")
undenufe.__doc__ = """The learner bids first and declares Undenufe (the expert's choice), then leads a
six (the review's best)."""

board = _declare_and_lead(lambda ctx, arg: arg.startswith("joker"))
board.__doc__ = """The learner bids first and declares a Joker, a row that counts seven or eight times,
for its strong hand (the expert's choice), then leads the first trick (the review's best)."""


def partner(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Another player declares; the learner plays last to a trick its partner already wins and
    puts an ace or a banner on it (the review's best)."""
    s = ctx.state
    if s.phase == "BIDDING":
        return REJECT if on_turn else None
    if not on_turn or len(s.tricks) > 6:
        return REJECT if on_turn else None
    if len(s.trick) != 3 or _winner(ctx) != PARTNER:
        return None
    best = best_card(ctx)
    if best is None or best.card.rank not in "AT":
        return None
    return Say(best, (*s.trick, best.card), end=True)


def _steps(n: int) -> Any:
    return lambda found: found.steps >= n


LESSONS = [
    ("values", values, {"dealers": (LAST,), "count": 400}),
    ("puur", puur, {"dealers": (FIRST,), "count": 1500, "best_of": 1}),
    ("obenabe", obenabe, {"dealers": (FIRST,), "count": 1500, "best_of": 1}),
    ("undenufe", undenufe, {"dealers": (FIRST,), "count": 1500, "best_of": 1}),
    ("board", board, {"dealers": (FIRST,), "count": 1500, "best_of": 1}),
    ("partner", partner, {"dealers": (LAST,), "count": 600}),
]


def course() -> list[tuple[str, Found | None]]:
    taken: set[str] = set()
    return [(lid, find(GAME, lid, LEARNER, hook, variants=VARIANTS, taken=taken, **options))
            for lid, hook, options in LESSONS]
