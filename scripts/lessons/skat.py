"""How each Skat lesson's deal was chosen (the lessons' order is the course's).

The learner sits in seat 0: forehand when seat 2 deals, middlehand when seat 1 deals,
rearhand when seat 0 deals."""

from __future__ import annotations

from typing import Any

from cardtable.engine.actions import Action
from cardtable.games.skat.cards import TRUMP, effective_suit, points, trick_winner
from cardtable.games.skat.scoring import BASE, matadors

from .finder import REJECT, STOP, Context, Found, Mark, Say, best_card, card_losses, expert_choice, find

GAME = "skat"
LEARNER = 0
FOREHAND, MIDDLEHAND = 2, 1  # the dealer that puts the learner there
NAMES = ["", "Anna", "Ben"]
LADDER = (18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50)


def _declared(ctx: Context) -> str | None:
    d = ctx.state.declaration
    return d.type if d is not None else None


def _defend(ctx: Context, legal: list[Action], first: bool) -> Any:
    """The learner passes in the auction (with words the first time when ``first``)."""
    if Action("PASS") not in legal:
        return None
    if first and ctx.steps == 0:
        return Say("PASS")
    return Mark("PASS")


def _play_phase(ctx: Context) -> bool:
    return ctx.state.phase == "PLAY"


def _suit_game_by_other(ctx: Context) -> bool:
    game = _declared(ctx)
    return game in ("C", "S", "H", "D") and ctx.state.declarer != ctx.seat


def trumps(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """The learner passes; in the declarer's suit game a trump is led and the learner, holding a
    jack and a card of the trump suit, must answer with a trump: the review's best one."""
    s = ctx.state
    if s.phase == "BIDDING":
        return _defend(ctx, legal, True) if on_turn else None
    if not on_turn or not _play_phase(ctx):
        return None
    if not _suit_game_by_other(ctx) or len(s.tricks) > 3:
        return REJECT
    game = _declared(ctx)
    hand = s.hands[ctx.seat]
    if not s.trick or effective_suit(s.trick[0], game) != TRUMP:
        return None
    jacks = [c for c in hand if c.rank == "J"]
    suit = [c for c in hand if c.suit == game and c.rank != "J"]
    if not jacks or not suit:
        return None
    best = best_card(ctx)
    return Say(best, (s.trick[0], *jacks, *suit), end=True)


def _value(hand: list[Any]) -> tuple[str, int, int, bool]:
    """The learner's best suit game counted without the skat: (suit, value, matadors, with)."""
    def trumps_in(suit: str) -> int:
        return sum(1 for c in hand if c.rank == "J" or c.suit == suit)
    suit = max("CSHD", key=lambda x: (trumps_in(x), BASE[x]))
    n, with_ = matadors(hand, suit)
    return suit, BASE[suit] * (n + 1), n, with_


def bidding(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Middlehand with a suit hand worth 24 to 36 counted without the skat bids up to that value
    step by step; forehand holds it, and the learner passes at the next number."""
    s = ctx.state
    if s.phase != "BIDDING":
        return REJECT
    if not on_turn:
        return None
    suit, value, n, _ = _value(list(s.hands[ctx.seat]))
    if not 24 <= value <= 36 or sum(1 for c in s.hands[ctx.seat] if c.rank == "J" or c.suit == suit) < 6:
        return REJECT
    ctx.notes["value"] = (suit, value, n)
    if Action("HOLD") in legal:  # rearhand bids to the learner: not this lesson's auction
        return REJECT
    nxt = next(b for b in LADDER if s.highest is None or b > s.highest)
    if nxt > value:
        return Say("PASS", end=True) if ctx.steps >= 2 else REJECT
    if ctx.steps == 0:
        return Say(f"BID:{nxt}")
    if nxt == value:
        return Say(f"BID:{nxt}")
    return Mark(f"BID:{nxt}")


def _declarer_start(ctx: Context, legal: list[Action], on_turn: bool, words: bool) -> tuple[bool, Any]:
    """Forehand after two passes plays for 18 (``words``: as a step). ``(True, answer)`` while
    the auction runs or another seat acts, ``(False, None)`` once the declarer is on turn."""
    s = ctx.state
    if not on_turn:
        return True, None
    if s.phase == "BIDDING":
        if Action.parse("BID:18") in legal and s.auction == "F_LAST":
            return True, Say("BID:18") if words else Mark("BID:18")
        return True, REJECT  # the others bid: not this lesson's deal
    return False, None


def skat(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Forehand after two passes takes the skat, discards two cards as the expert would — a
    whole short suit, or a ten or an ace that would be lost — and declares a suit game."""
    s = ctx.state
    started, answer = _declarer_start(ctx, legal, on_turn, True)
    if started:
        return answer
    if s.phase == "SKAT_CHOICE":
        choice = expert_choice(ctx, legal)
        return Say("TAKE_SKAT", tuple(s.skat)) if choice == Action("TAKE_SKAT") else REJECT
    if s.phase == "DISCARD":
        choice = expert_choice(ctx, legal)
        if len(s.hands[ctx.seat]) == 12:
            ctx.notes["first"] = choice
            return Say(choice, (choice.card,))
        first = ctx.notes["first"].card
        rest = [c for c in s.hands[ctx.seat] if c != choice.card]
        void = first.suit == choice.card.suit and first.rank != "J" and choice.card.rank != "J" and not any(
            c.suit == first.suit and c.rank != "J" for c in rest)
        if not void and not any(c.rank in "AT" for c in (first, choice.card)):
            return REJECT
        return Say(choice, (choice.card,))
    if s.phase == "DECLARE":
        choice = expert_choice(ctx, legal)
        if choice.arg not in ("clubs", "spades", "hearts", "diamonds"):
            return REJECT
        return Say(choice, end=True)
    return STOP


def grand(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Forehand after two passes holds three or four jacks; the expert declares a grand (with
    the skat or hand), and the learner leads the first trick with a jack or an ace."""
    s = ctx.state
    if sum(1 for c in s.hands[ctx.seat] if c.rank == "J") < 3 and s.phase == "BIDDING":
        return REJECT
    started, answer = _declarer_start(ctx, legal, on_turn, False)
    if started:
        return answer
    if s.phase in ("SKAT_CHOICE", "DISCARD", "DECLARE"):
        choice = expert_choice(ctx, legal)
        if s.phase == "SKAT_CHOICE" and choice.arg and not choice.arg.startswith("grand"):
            return REJECT
        if s.phase == "DECLARE" and not (choice.arg or "").startswith("grand"):
            return REJECT
        if choice.kind == "DECLARE":
            return Say(choice, tuple(c for c in s.hands[ctx.seat] if c.rank == "J"))
        return Mark(choice)
    if s.phase == "PLAY" and not s.trick and not s.tricks:
        best = best_card(ctx)
        if best is None or best.card.rank not in "JA":
            return REJECT
        return Say(best, (best.card,), end=True)
    return STOP


def null(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Forehand after two passes holds a hand of low cards; the expert takes the skat, puts away
    its highest cards and declares a null; the learner plays the first trick low."""
    s = ctx.state
    started, answer = _declarer_start(ctx, legal, on_turn, False)
    if started:
        return answer
    if s.phase == "SKAT_CHOICE":
        choice = expert_choice(ctx, legal)
        return Mark(choice) if choice == Action("TAKE_SKAT") else REJECT
    if s.phase == "DISCARD":
        choice = expert_choice(ctx, legal)
        return Say(choice, (choice.card,))
    if s.phase == "DECLARE":
        choice = expert_choice(ctx, legal)
        return Say(choice) if choice.arg == "null" else REJECT
    if s.phase == "PLAY" and ctx.steps < 5:
        best = best_card(ctx)
        if best is None:
            return None
        cards = [a for a in legal if a.kind == "PLAY"]
        if len(cards) < 2:
            return Mark(best) if not s.tricks else STOP
        return Say(best, (best.card,), end=True)
    return STOP


def schneider(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """Forehand after two passes declares a suit game (the expert's choice) and plays it; late
    in the deal, with the defenders close to 31, the review's best card keeps them under 31
    (Schneider) and another card would let them out; the deal ends with the declarer's Schneider."""
    s = ctx.state
    started, answer = _declarer_start(ctx, legal, on_turn, False)
    if started:
        return answer
    if s.phase in ("SKAT_CHOICE", "DISCARD", "DECLARE"):
        choice = expert_choice(ctx, legal)
        if s.phase == "DECLARE":
            if choice.arg not in ("clubs", "spades", "hearts", "diamonds"):
                return REJECT
            return Say(choice)
        return Mark(choice)
    if s.phase != "PLAY":
        return None
    theirs = sum(points(t.cards) for t in s.tricks if t.winner != ctx.seat)
    if ctx.steps >= 2:
        return None
    if theirs >= 31:
        return REJECT
    cards = [a for a in legal if a.kind == "PLAY"]
    if len(s.tricks) >= 4 and theirs >= 15 and len(cards) > 1:
        losses = card_losses(ctx)
        best = min(losses, key=lambda a: losses[a])
        if max(losses.values()) >= BASE[_declared(ctx)]:
            return Say(best, (best.card,))
    return None


def defence(ctx: Context, legal: list[Action], on_turn: bool) -> Any:
    """The learner passes; in the declarer's game the learner plays last to a trick its partner
    already wins and puts points on it (an ace or a ten: the review's best)."""
    s = ctx.state
    if s.phase == "BIDDING":
        return _defend(ctx, legal, True) if on_turn else None
    if not on_turn or not _play_phase(ctx):
        return None
    game = _declared(ctx)
    if game is None or game == "N" or s.declarer == ctx.seat:
        return REJECT
    if len(s.tricks) > 6:
        return REJECT
    if len(s.trick) != 2:
        return None
    leader = s.leader
    winner = (leader + trick_winner(s.trick, game)) % 3
    if winner == s.declarer:
        return None
    best = best_card(ctx)
    cards = [a.card for a in legal if a.kind == "PLAY"]
    if best is None or best.card.rank not in "AT" or not any(points([c]) == 0 for c in cards):
        return None
    return Say(best, (*s.trick, best.card), end=True)


def _schneider(found: Found) -> bool:
    result = found.final.result
    return bool(found.steps >= 2 and result and result.game and result.game.won
                and result.game.declarer_points >= 90)


def _steps(n: int) -> Any:
    return lambda found: found.steps >= n


LESSONS = [
    ("trumps", trumps, {"dealers": (0, MIDDLEHAND, FOREHAND), "count": 300, "accept": _steps(2)}),
    ("bidding", bidding, {"dealers": (MIDDLEHAND,), "count": 2000}),
    ("skat", skat, {"dealers": (FOREHAND,), "count": 2000, "best_of": 1}),
    ("grand", grand, {"dealers": (FOREHAND,), "count": 2000, "best_of": 1}),
    ("null", null, {"dealers": (FOREHAND,), "count": 2000, "best_of": 1}),
    ("schneider", schneider, {"dealers": (FOREHAND,), "count": 600, "best_of": 1, "accept": _schneider}),
    ("defence", defence, {"dealers": (0, MIDDLEHAND, FOREHAND), "count": 300, "accept": _steps(2)}),
]


def course() -> list[tuple[str, Found | None]]:
    taken: set[str] = set()
    return [(lid, find(GAME, lid, LEARNER, hook, taken=taken, **options)) for lid, hook, options in LESSONS]
