"""How each Hindersche lesson's deal was chosen (the lessons' order is the course's).

The learner sits in seat 0; play runs to the right (seat 1 next), and the seat right of the
dealer leads: the learner when seat 3 deals. A deal code that names the seats dealt in
(``hindersche-4-…-3.01``) is a deal of round two with those players still in, one stroke each.
Schleipfe (taking a trick one did not win) is off in the lessons: no lesson is about it, and
the offer after every trick would stand between the learner and the next card."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.cards import deck
from cardtable.games.hindersche.cards import trumps

from .finder import REJECT, Context, Found, Mark, Say, best_card, find

GAME = "hindersche"
LEARNER = 0
NAMES = ["", "Anna", "Ben", "Clara"]
OFF = {"schleipfe": False, "hupscher": False}
DEALER = 3  # the learner leads
TWO = (0, 1)  # round two with the learner and Anna left
THREE = (0, 1, 2)
HEAVY = 45  # card points in a hand that asks for a new deal


def _trick(ctx: Context) -> list[Any]:
    return [card for _, card in ctx.state.trick]  # the trick holds (seat, card)


def _table(ctx: Context) -> Any:
    return trumps(ctx.state.trump_card.suit)


def _rules(ctx: Context) -> Any:
    rules = ctx.rules
    return rules.trick_rules(rules.observation(ctx.state, ctx.seat))


def _wins(ctx: Context, card: Any) -> bool:
    """Whether ``card`` played now would be winning the trick."""
    trick = [*_trick(ctx), card]
    return bool(_rules(ctx).winner(trick, len(ctx.state.tricks)) == len(trick) - 1)


def _cards(legal: list[Action]) -> list[Action]:
    return [a for a in legal if a.kind == "PLAY"]


def points(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Round one: a plain suit is led and already headed by a higher card; the learner holds the
    ten of that suit, which ranks low but counts 10, and gives it away (the review's best)."""
    s = ctx.state
    if not on_turn:
        return None
    if len(s.tricks) > 4:
        return REJECT
    trick = _trick(ctx)
    table = _table(ctx)
    if not trick or table.is_trump(trick[0]):
        return None
    best = best_card(ctx)
    if best is None or best.card.rank != "T" or best.card.suit != trick[0].suit or _wins(ctx, best.card):
        return None
    return Say(best, (*trick, best.card), end=True)


def alt(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Round one: the learner holds the Alt or the Kloei (the top trumps, 12 points each) and
    spends it on a cheap trick, one with no more than 4 points in it so far (the review's best)."""
    s = ctx.state
    if not on_turn:
        return None
    if len(s.tricks) > 5:
        return REJECT
    trick = _trick(ctx)
    table = _table(ctx)
    if len(trick) < 2 or table.points(trick) > 4 or len(_cards(legal)) < 2:
        return None
    best = best_card(ctx)
    if best is None or best.card.rank != "J" or not table.is_trump(best.card):
        return None
    return Say(best, (*trick, best.card), end=True)


def slate(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Round one, a whole deal: the learner's first card is a step (the review's best), and the
    deal ends with the stroke on the slate for another player."""
    if not on_turn:
        return None
    if ctx.steps == 0:
        best = best_card(ctx)
        return Say(best, (best.card,)) if best is not None and len(_cards(legal)) > 1 else REJECT
    return None


def _stroke_elsewhere(found: Found) -> bool:
    result = found.final.result
    return bool(result is not None and result.card_points[LEARNER] < max(result.card_points.values()))


def round_two(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Round two with two players left (the learner and Anna, one stroke each): the one with
    fewer points wipes his stroke and is out. The learner's first card is a step (the review's
    best), and the learner ends with fewer points."""
    if not on_turn or ctx.steps:
        return None
    best = best_card(ctx)
    return Say(best, (best.card,)) if best is not None and len(_cards(legal)) > 1 else REJECT


def _learner_lower(found: Found) -> bool:
    result = found.final.result
    return bool(result is not None and result.card_points[LEARNER] < result.card_points[1])


def march(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Round two with two players left: the learner's hand takes all nine tricks, leading its
    strongest card and winning each trick with its cheapest winning card (a March: two strokes
    wiped). Steps at the first lead and at the ninth trick."""
    s = ctx.state
    if not on_turn:
        return None
    chosen = _march_card(ctx, _cards(legal))
    if ctx.steps == 0 or len(s.tricks) == 8:
        return Say(chosen, (chosen.card,))
    return Mark(chosen)


def _march_card(ctx: Context, cards: list[Action]) -> Action:
    """Leading: the card fewest others could beat; following: the weakest card that wins."""
    rules = _rules(ctx)
    done = len(ctx.state.tricks)
    mine = {a.card for a in cards}

    def beaters(card: Any) -> int:
        return sum(1 for x in deck(36) if x not in mine and rules.winner([card, x], done) == 1)
    if not _trick(ctx):
        return min(cards, key=lambda a: beaters(a.card))
    winning = [a for a in cards if _wins(ctx, a.card)]
    return max(winning or cards, key=lambda a: beaters(a.card))


def _all_tricks(found: Found) -> bool:
    result = found.final.result
    return bool(result is not None and result.tricks[LEARNER] == 9)


def hupscher(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Round two with three players left: the learner's hand holds 45 card points or more (it
    would take many); the learner calls Hüpscher, and the others agree: the deal is dealt again."""
    s = ctx.state
    if s.phase != "hupscher":
        return REJECT if on_turn else None
    if on_turn and Action("HUPSCHER") in legal:
        table = _table(ctx)
        if table.points(s.hands[ctx.seat]) < HEAVY:
            return REJECT
        return Say("HUPSCHER", tuple(c for c in s.hands[ctx.seat] if table.value[c] >= 10))
    return None


def _cancelled(found: Found) -> bool:
    return bool(found.final.phase == "cancelled")


LESSONS = [
    ("points", points, {"variants": OFF, "dealers": (DEALER, 0, 1, 2), "count": 300}),
    ("alt", alt, {"variants": OFF, "dealers": (DEALER, 0, 1, 2), "count": 600}),
    ("slate", slate, {"variants": OFF, "dealers": (DEALER,), "count": 300, "best_of": 1, "accept": _stroke_elsewhere}),
    ("round_two", round_two, {"variants": OFF, "players": TWO, "dealers": (DEALER,), "count": 300, "best_of": 1,
                              "accept": _learner_lower}),
    ("march", march, {"variants": OFF, "players": TWO, "dealers": (DEALER,), "count": 3000, "best_of": 1,
                      "accept": _all_tricks}),
    ("hupscher", hupscher, {"variants": {"schleipfe": False}, "players": THREE, "dealers": (DEALER,), "count": 2000,
                            "best_of": 1, "accept": _cancelled}),
]


def course() -> list[tuple[str, Found | None]]:
    taken: set[str] = set()
    return [(lid, find(GAME, lid, LEARNER, hook, taken=taken, **options)) for lid, hook, options in LESSONS]
