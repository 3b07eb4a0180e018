"""Hand evaluation for the auction, the call, the trump suit, Kontra / Re and knocking."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...engine.actions import Action
from ...engine.cards import Card
from ...games.schafkopf.cards import (
    BETTEL,
    FARBWENZ,
    GEIER,
    OBERS,
    SAUSPIEL,
    SIE,
    SOLO,
    SOLO_TOUT,
    SUIT_ORDER,
    UNTERS,
    WENZ,
    WENZ_TOUT,
    Contract,
    callable_suits,
    holds_sie,
    ranking,
)


@dataclass(frozen=True)
class Thresholds:
    """How bold a level bids; strength units are roughly "tricks' worth" of the hand."""

    sauspiel: float
    solo: float
    wenz: float
    kontra: float
    re: float  # how far above the bid's own bar a hand answers a Kontra with Re

    def bid_bar(self, kind: str) -> float:
        """The strength this level wants to play ``kind``."""
        if kind == SAUSPIEL:
            return self.sauspiel
        return self.wenz if kind in (WENZ, GEIER) else self.solo


NORMAL = Thresholds(sauspiel=10.0, solo=16.0, wenz=11.0, kontra=12.0, re=3.0)
CAUTIOUS = Thresholds(sauspiel=13.0, solo=20.0, wenz=15.0, kontra=99.0, re=99.0)


def strength(hand: Iterable[Card], kind: str, suit: str | None) -> tuple[float, int]:
    """(strength, trump count) of ``hand`` as declarer of ``kind``: weighted trumps, plain
    aces (and tens behind them), and voids a long trump holding can ruff."""
    hand = list(hand)
    r = ranking(kind, suit)
    trumps = [c for c in hand if r.is_trump(c)]
    n = len(r.trumps)
    score = 0.0
    for c in trumps:
        rank_from_top = n - (r.power(c) - 100)  # 0 = the best trump
        score += 3.0 if rank_from_top < 2 else 2.5 if rank_from_top < 4 else 2.0 if rank_from_top < 6 else 1.3
    for s in SUIT_ORDER:
        plain = [c for c in hand if c.suit == s and not r.is_trump(c)]
        ranks = {c.rank for c in plain}
        if "A" in ranks:
            score += 2.0 + (1.0 if "T" in ranks else 0.0)
        elif not plain and len(trumps) >= 4:
            score += 0.8  # a void to ruff
    return score, len(trumps)


def best_suit(hand: Iterable[Card], kind: str) -> tuple[str, float, int]:
    hand = list(hand)
    return max(((s, *strength(hand, kind, s)) for s in SUIT_ORDER), key=lambda t: (t[1], t[2]))


def tout_safe(hand: list[Card], kind: str, suit: str | None) -> bool:
    """Every card is a sure winner: the top trumps in a row and nothing else loses."""
    r = ranking(kind, suit)
    trumps = sorted((c for c in hand if r.is_trump(c)), key=r.power, reverse=True)
    if list(r.trumps[:len(trumps)]) != trumps or len(trumps) < 5:
        return False
    for c in hand:
        if not r.is_trump(c):
            higher = [Card(c.suit, x) for x in "ATKQJ987" if not r.is_trump(Card(c.suit, x)) and r.power(Card(c.suit, x)) > r.power(c)]
            if any(h not in hand for h in higher):
                return False
    return True


def desired_game(hand: list[Card], t: Thresholds, variants) -> str | None:
    """The highest game this hand should play, or None."""
    if holds_sie(hand):
        return SIE
    suit, solo_s, solo_n = best_suit(hand, SOLO)
    if tout_safe(hand, SOLO, suit):
        return SOLO_TOUT
    if tout_safe(hand, WENZ, None) and sum(c in UNTERS for c in hand) == 4:
        return WENZ_TOUT
    if solo_n >= 5 and solo_s >= t.solo:
        return SOLO
    wenz_s, wenz_n = strength(hand, WENZ, None)
    if wenz_n >= 2 and Card("C", "J") in hand and wenz_s >= t.wenz:
        return WENZ
    if variants["farbwenz"]:
        _, fw_s, fw_n = best_suit(hand, FARBWENZ)
        if fw_n >= 5 and fw_s >= t.solo:
            return FARBWENZ
    if variants["geier"]:
        g_s, g_n = strength(hand, GEIER, None)
        if g_n >= 3 and Card("C", "Q") in hand and g_s >= t.wenz:
            return GEIER
    if variants["bettel"] and bettel_safe(hand):
        return BETTEL
    if callable_suits(hand):
        s, n = strength(hand, SAUSPIEL, None)
        if n >= 4 and s >= t.sauspiel:
            return SAUSPIEL
    return None


def bettel_safe(hand: list[Card]) -> bool:
    """No card that is hard to get rid of: every suit held has its low cards."""
    r = ranking(BETTEL, None)
    for s in SUIT_ORDER:
        held = sorted((c for c in hand if c.suit == s), key=r.power)
        if held and r.power(held[-1]) > 4 + len(held):  # too high for so few covers
            return False
    return True


def choose_bid(hand: list[Card], legal_games: list[str], t: Thresholds, variants) -> str | None:
    """Bid the game the hand wants if the auction still allows it, else pass (None)."""
    want = desired_game(hand, t, variants)
    return want if want in legal_games else None


def choose_call(hand: list[Card], suits: list[str]) -> str:
    """Call the suit where the partner's ace helps most: fewest own cards, no ten to lose."""
    r = ranking(SAUSPIEL, None)

    def key(s: str) -> tuple[int, int]:
        plain = [c for c in hand if c.suit == s and not r.is_trump(c)]
        return (len(plain), sum(c.rank == "T" for c in plain))

    return min(suits, key=key)


def defence_strength(hand: list[Card], kind: str, suit: str | None) -> float:
    """How well a defender's hand stands against the contract (trumps held, aces)."""
    return strength(hand, kind, suit)[0]


def wants_knock(first_four: list[Card]) -> bool:
    return sum(c in OBERS for c in first_four) >= 2


def auction_action(hand: list[Card], legal: Sequence[Action], contract: Contract | None, t: Thresholds,
                   variants) -> Action:
    """The rule-of-thumb answer to a decision before the cards (knock, bid, call, trump suit,
    Kontra, Re): the normal player's, and the expert's playouts' for the auction after its own
    searched bid or call."""
    kinds = {a.kind for a in legal}
    if "KNOCK" in kinds:
        return Action("KNOCK" if wants_knock(hand) else "NO_KNOCK")
    if "BID" in kinds:
        game = choose_bid(hand, [a.arg for a in legal if a.kind == "BID" and a.arg], t, variants)
        return Action("BID", arg=game) if game else Action("PASS")
    if "CALL" in kinds:
        return Action("CALL", arg=choose_call(hand, [a.arg for a in legal if a.arg]))
    if "TRUMP" in kinds and contract is not None:  # set once the auction is over
        return Action("TRUMP", arg=best_suit(hand, contract.type)[0])
    if "KONTRA" in kinds and contract is not None:
        bar = t.kontra + (0 if contract.type == SAUSPIEL else 2)
        return Action("KONTRA" if defence_strength(hand, contract.type, contract.trump_suit) >= bar else "PASS")
    if "RE" in kinds and contract is not None:
        # Re answers a Kontra with a hand well above what the game needed
        bar = t.bid_bar(contract.type) + t.re
        return Action("RE" if strength(hand, contract.type, contract.trump_suit)[0] >= bar else "PASS")
    return legal[0]


SEARCH_MARGIN = 4.0  # how far below a game's bar the expert still tries it in sampled deals
SAFE_ONLY = {SOLO_TOUT: SOLO, WENZ_TOUT: WENZ}  # tried only when every card is a sure winner


def bid_candidates(hand: list[Card], legal: Sequence[Action], t: Thresholds) -> list[Action]:
    """Pass, and the bids worth trying in sampled deals (``worth_trying``)."""
    return [a for a in legal if a.kind != "BID" or a.arg is None or worth_trying(hand, a.arg, t)]


def worth_trying(hand: list[Card], game: str, t: Thresholds) -> bool:
    """Whether the expert tries bidding ``game`` in sampled deals: a game the hand is near the
    bar for, a Tout only when every card is a sure winner, a Bettel only when the hand can duck
    every trick, a Sie always (its holder bids nothing else)."""
    if game == SIE:
        return True
    if game in SAFE_ONLY:
        base = SAFE_ONLY[game]
        return tout_safe(hand, base, best_suit(hand, SOLO)[0] if base == SOLO else None)
    if game == BETTEL:
        return bettel_safe(hand)
    suit = best_suit(hand, game)[0] if game in (SOLO, FARBWENZ) else None
    return strength(hand, game, suit)[0] >= t.bid_bar(game) - SEARCH_MARGIN
