"""What a Schnapsen seat knows, read from its observation (§13.5: own hand, public events,
perfect memory), and sampling of the hidden cards consistent with that knowledge."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.cards import Card, deck
from ...engine.ruleset import Ruleset
from ...games.schnapsen.cards import VALUES, strength
from ...games.schnapsen.observation import SchnapsenObservation


@dataclass
class Knowledge:
    obs: SchnapsenObservation
    me: int
    opp: int
    trump: str
    hand: list[Card]
    my_score: int
    opp_score: int
    opp_known: list[Card]  # cards the opponent is known to hold
    unseen: list[Card]  # neither mine, played, face up nor known: the opponent's rest and the talon
    void: set[str] = field(default_factory=set)  # suits the opponent cannot hold
    below: dict[str, int] = field(default_factory=dict)  # suit → opponent holds nothing stronger than this

    @property
    def strict(self) -> bool:
        return self.obs.closed or self.obs.talon_size == 0

    @property
    def has_tricks(self) -> tuple[bool, bool]:
        """(this seat, opponent) have won a trick."""
        return (bool(self.obs.tricks_won[self.me]), bool(self.obs.tricks_won[self.opp]))

    @property
    def pending(self) -> tuple[int, int]:
        """Declared marriage points that count only once their declarer wins a trick."""
        won = self.has_tricks
        mine, theirs = (
            0 if won[i] else sum(40 if s == self.trump else 20 for s in self.obs.marriages[p])
            for i, p in enumerate((self.me, self.opp))
        )
        return mine, theirs

    @property
    def opp_hand_size(self) -> int:
        return self.obs.hand_sizes[self.opp]

    @property
    def opp_hidden_count(self) -> int:
        return self.opp_hand_size - len(self.opp_known)

    def possible_for_opp(self, c: Card) -> bool:
        if c.suit in self.void:
            return False
        cap = self.below.get(c.suit)
        return cap is None or strength(c) < cap

    def outstanding(self) -> list[Card]:
        """Cards the opponent may hold: known ones plus the unseen they could have."""
        return self.opp_known + [c for c in self.unseen if self.possible_for_opp(c)]

    def opp_hand_if_known(self) -> tuple[Card, ...] | None:
        """The opponent's exact hand when counting reveals it: talon used up, or all cards shown."""
        if self.opp_hidden_count == 0:
            return tuple(self.opp_known)
        if not self.obs.closed and self.obs.talon_size == 0:
            return tuple(self.opp_known + self.unseen)
        return None


def possible(rules: Ruleset, obs: SchnapsenObservation) -> dict[int, set[Card]]:
    """The cards the opponent may hold as far as this seat can tell."""
    return {1 - obs.seat: set(read(obs, deck_size(obs)).outstanding())}


def deck_size(obs: SchnapsenObservation) -> int:
    """20 or 24: every card is in a hand, the talon or a trick."""
    return 2 * len(obs.tricks) + len(obs.trick) + sum(obs.hand_sizes) + obs.talon_size


def read(obs: SchnapsenObservation, deck_size: int) -> Knowledge:
    me, opp = obs.seat, 1 - obs.seat
    full = deck(deck_size)
    gone: set[Card] = set(obs.hand)
    for _, trick in obs.tricks:
        gone.update(c for _, c in trick)
    gone.update(c for _, c in obs.trick)
    if obs.turnup is not None:
        gone.add(obs.turnup)
    if obs.closed_turnup is not None and obs.closed_turnup not in obs.known[opp]:
        gone.add(obs.closed_turnup)  # turned down with the talon: out of play
    opp_known = [c for c in obs.known[opp] if c not in gone]
    unseen = [c for c in full if c not in gone and c not in opp_known]
    assert obs.trump is not None  # a Schnapsen deal always has its trump suit
    k = Knowledge(
        obs=obs, me=me, opp=opp, trump=obs.trump, hand=list(obs.hand),
        my_score=obs.scores[me], opp_score=obs.scores[opp], opp_known=opp_known, unseen=unseen,
    )
    _infer_voids(k)
    return k


def _infer_voids(k: Knowledge) -> None:
    """Under strict rules a failure to follow, trump or beat reveals what the opponent lacks."""
    since = k.obs.strict_since
    if since is None:
        return
    for _, ((_leader, led), (follower, followed)) in k.obs.tricks[since:]:
        if follower != k.opp:
            continue
        if followed.suit != led.suit:
            k.void.add(led.suit)
            if followed.suit != k.trump:
                k.void.add(k.trump)
        elif strength(followed) < strength(led):
            k.below[led.suit] = min(k.below.get(led.suit, 99), strength(led))


def value(c: Card) -> int:
    return VALUES[c.rank]
