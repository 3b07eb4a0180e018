"""Card order, follow rules and trick winners per contract (rules file §4, §5, §9.1, §11).

Pure functions on a ``Contract``; the rules, the scoring and the computer players share them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from ...engine.actions import Reason
from ...engine.cards import ALL_CARDS, Card, cards
from ...engine.tricks import TRUMP, TrickRules

# Game type ids (§4.1, §4.2) and their rank levels for bidding (§4.3).
SAUSPIEL, BETTEL, GEIER, FARBWENZ, WENZ = "sauspiel", "bettel", "geier", "farbwenz", "wenz"
SOLO, WENZ_TOUT, SOLO_TOUT, SIE, RAMSCH = "solo", "wenz_tout", "solo_tout", "sie", "ramsch"
LEVEL = {SAUSPIEL: 1, BETTEL: 2, GEIER: 3, FARBWENZ: 4, WENZ: 5, SOLO: 6, WENZ_TOUT: 7, SOLO_TOUT: 8, SIE: 9}
VARIANT_GAMES = (BETTEL, GEIER, FARBWENZ)  # bid only when their variant is on (§14)
SUIT_CHOICE = (SOLO, SOLO_TOUT, FARBWENZ)  # the declarer names a trump suit (§9)
TOUTS = (WENZ_TOUT, SOLO_TOUT)
NORMAL_GAMES = (SAUSPIEL, WENZ, SOLO, GEIER, FARBWENZ)  # decided by 61 card points (§12.3.1)
UNTER_GAMES = (WENZ, WENZ_TOUT, GEIER, FARBWENZ)  # Laufende threshold 2 (§12.2)

SUIT_ORDER = "CSHD"  # canonical (§0)
CALLABLE = "CSD"  # the Herz-Sau is never called (§9.1)
POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
HERREN = tuple(cards("CQ SQ HQ DQ CJ SJ HJ DJ"))  # every Ober beats every Unter (§5)
OBERS, UNTERS = HERREN[:4], HERREN[4:]
ACES = {suit: Card(suit, "A") for suit in SUIT_ORDER}
GAME_NAMES = {
    SAUSPIEL: "Sauspiel", BETTEL: "Bettel", GEIER: "Geier", FARBWENZ: "Farbwenz", WENZ: "Wenz",
    SOLO: "Solo", WENZ_TOUT: "Wenz Tout", SOLO_TOUT: "Solo Tout", SIE: "Sie", RAMSCH: "Ramsch",
}


@dataclass(frozen=True)
class Contract:
    """What is played: type, declarer (None in Ramsch), and the called or trump suit."""

    type: str
    declarer: int | None
    called_suit: str | None = None
    trump_suit: str | None = None

    @property
    def ranking(self) -> Ranking:
        return ranking(self.type, self.trump_suit)

    @property
    def trump_letter(self) -> str | None:
        """The suit whose plain cards are trumps (Herz in a Sauspiel and Ramsch)."""
        return "H" if self.type in (SAUSPIEL, RAMSCH) else self.trump_suit

    @property
    def id(self) -> str:
        """The game and its suit as the score sheet keeps it: ``sauspiel/D`` (the called
        Schellen-Sau), ``solo/H``, ``wenz``; the UI words it in the chosen deck."""
        suit = self.called_suit or self.trump_suit
        return f"{self.type}/{suit}" if suit else self.type

    @classmethod
    def parse(cls, text: str, declarer: int | None) -> Contract:
        """The contract of an ``id`` (ValueError for anything else)."""
        kind, _, suit = text.partition("/")
        if kind not in GAME_NAMES or (suit and suit not in SUIT_ORDER):
            raise ValueError(f"unknown Schafkopf game {text!r}")
        if kind == SAUSPIEL:
            return cls(kind, declarer, called_suit=suit or None)
        return cls(kind, declarer, trump_suit=suit or None)


def card_points(cs: Iterable[Card]) -> int:
    return sum(POINTS[c.rank] for c in cs)


class Ranking:
    """Trumps (high → low) and plain suit orders of one contract (§5).

    Its questions are table lookups, every card's answer worked out once: the search asks
    them for every card of every playout.
    """

    def __init__(self, trumps: tuple[Card, ...], plain_ranks: str) -> None:
        self.trumps = trumps
        trump_power = {c: 100 + len(trumps) - i for i, c in enumerate(trumps)}
        plain_power = {r: len(plain_ranks) - i for i, r in enumerate(plain_ranks)}
        deck = [c for c in ALL_CARDS if c in trump_power or c.rank in plain_power]
        # the effective suit: ``TRUMP`` or the printed suit (§0)
        self.eff: Callable[[Card], str] = {c: TRUMP if c in trump_power else c.suit for c in deck}.__getitem__
        # strength within the effective suit; every trump is above every plain card
        self.power: Callable[[Card], int] = {c: trump_power.get(c) or plain_power[c.rank] for c in deck}.__getitem__
        self.is_trump: Callable[[Card], bool] = trump_power.__contains__

    def winner_index(self, trick: Sequence[Card]) -> int:
        """Index in ``trick`` of the card that wins it so far (§11.5)."""
        led = self.eff(trick[0])
        best, best_key = 0, -1
        for k, c in enumerate(trick):
            e = self.eff(c)
            key = self.power(c) if e in (TRUMP, led) else -1
            if key > best_key:
                best, best_key = k, key
        return best


@cache
def ranking(kind: str, suit: str | None) -> Ranking:
    """§5 table; ``suit`` is the Solo/Farbwenz trump suit (ignored elsewhere)."""
    herren = HERREN
    if kind in (SAUSPIEL, RAMSCH):
        return Ranking(herren + tuple(cards("HA HT HK H9 H8 H7")), "ATK987")
    if kind in (SOLO, SOLO_TOUT, FARBWENZ) and suit is None:
        raise ValueError(f"a {kind} names its trump suit")
    if kind in (SOLO, SOLO_TOUT):
        return Ranking(herren + tuple(Card(suit or "", r) for r in "ATK987"), "ATK987")
    if kind in (WENZ, WENZ_TOUT):
        return Ranking(UNTERS, "ATKQ987")
    if kind == SIE:
        return Ranking(herren, "ATK987")
    if kind == GEIER:
        return Ranking(OBERS, "ATKJ987")
    if kind == FARBWENZ:
        return Ranking(UNTERS + tuple(Card(suit or "", r) for r in "ATKQ987"), "ATKQ987")
    if kind == BETTEL:
        return Ranking((), "AKQJT987")
    raise ValueError(f"unknown game type {kind!r}")


def callable_suits(hand: Iterable[Card]) -> list[str]:
    """§9.1: C, S or D whose ace the player lacks while holding a plain card of the suit."""
    hand = set(hand)
    sau = ranking(SAUSPIEL, None)
    return [
        x for x in CALLABLE
        if Card(x, "A") not in hand and any(c.suit == x and not sau.is_trump(c) for c in hand)
    ]


def holds_sie(hand: Iterable[Card]) -> bool:
    return set(HERREN) <= set(hand)


def trick_winner(contract: Contract, leader: int, trick: Sequence[Card]) -> int:
    """The seat that wins ``trick`` led by ``leader`` (§11.5)."""
    return (leader + contract.ranking.winner_index(trick)) % 4


@dataclass(frozen=True)
class Tricks(TrickRules):
    """The card play of ``contract``; ``leads`` are the first cards of the deal's tricks so
    far (the called-ace rule asks whether the called suit was led before)."""

    contract: Contract
    leads: tuple[Card, ...] = ()

    def suit(self, card: Card) -> str:
        return self.contract.ranking.eff(card)

    def legal(self, hand: Sequence[Card], trick: Sequence[Card], done: int) -> list[Card]:
        return legal_cards(self.contract, hand, self.leads[:done], trick)

    def winner(self, trick: Sequence[Card], done: int) -> int:
        return self.contract.ranking.winner_index(trick)

    def points(self, card: Card) -> int:
        return POINTS[card.rank]


def called_restriction(contract: Contract, hand: Sequence[Card], earlier_leads: Iterable[Card]) -> bool:
    """§11.3 ``restricted``: the hand holds the called ace and its suit was never led before."""
    if contract.type != SAUSPIEL or contract.called_suit is None:
        return False
    x, r = contract.called_suit, contract.ranking
    return ACES[x] in hand and not any(r.eff(c) == x for c in earlier_leads)


def legal_cards(
    contract: Contract, hand: Sequence[Card], earlier_leads: Iterable[Card], trick: Sequence[Card]
) -> list[Card]:
    """§11.4: the cards ``hand`` may play; ``earlier_leads`` are the first cards of the
    completed tricks, ``trick`` the cards already on the table."""
    if len(hand) == 1:
        return list(hand)  # rule 5
    r = contract.ranking
    restricted = called_restriction(contract, hand, earlier_leads)
    x = contract.called_suit
    ace = ACES[x] if x else None
    if not trick:
        if restricted and sum(1 for c in hand if r.eff(c) == x) < 4:
            return [c for c in hand if r.eff(c) != x or c is ace]  # rule 2
        return list(hand)  # rule 3 included
    led = r.eff(trick[0])
    if restricted and led == x:
        assert ace is not None  # a restriction needs a called suit
        return [ace]  # rule 1
    same = [c for c in hand if r.eff(c) == led]
    if same:
        return same
    if restricted:
        return [c for c in hand if c is not ace]  # rule 4
    return list(hand)


def illegal_card_reason(
    contract: Contract, hand: Sequence[Card], earlier_leads: Iterable[Card], trick: Sequence[Card], card: Card
) -> Reason:
    """The rule that forbids playing ``card`` (assumed held and not legal)."""
    r = contract.ranking
    leads = list(earlier_leads)
    restricted = called_restriction(contract, hand, leads)
    x = contract.called_suit
    if not trick:
        return Reason.of("schafkopf.run_away", suit=x or "")
    led = r.eff(trick[0])
    if restricted and led == x:
        return Reason.of("schafkopf.called_ace")
    if any(r.eff(c) == led for c in hand):
        return Reason.of("engine.follow_trump") if led == TRUMP else Reason.of("engine.follow_suit", suit=led)
    if restricted:
        return Reason.of("schafkopf.keep_called_ace")
    return Reason.of("schafkopf.card_not_now")
