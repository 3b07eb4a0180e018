"""The contract every game implements, and the generic match that runs it.

A ``Ruleset`` is one object per game and variant choice. It deals from a seeded RNG, lists
the legal actions of any seat, applies an action to a copy of the state (returning the new
state and the events it caused), scores a finished deal and keeps the match record. A
``Match`` strings deals together; it is what saves, simulations and the table hold.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from . import codec, events as ev
from .actions import PLAY, Action, IllegalAction, Reason
from .cards import Card
from .events import Event
from .observation import Observation
from .tricks import TrickRules
from .variants import Variants, VariantSpec

S = TypeVar("S")  # the state of one deal (a dataclass)
M = TypeVar("M")  # the match record: scores, dealer, game-specific bookkeeping (a dataclass)
# what one seat may know: the game's Observation subclass
O = TypeVar("O", bound=Observation)  # noqa: E741

FORMAT_VERSION = 1
MAX_DEALS = 1_000_000  # deals started in one match: far beyond any real one


HAND_SUITS = "CHSD"  # black, red, black, red: neighbouring suits never share a colour


def alternating_colours(c: Card) -> tuple[int, int]:
    return (HAND_SUITS.index(c.suit), c.index)


T = TypeVar("T")


def shallow_copy(obj: T) -> T:
    """A new instance with the same field values (``copy.copy`` without its generic protocol):
    the start of every game's cheap ``clone``, which then copies the lists a step changes."""
    new: T = object.__new__(type(obj))
    new.__dict__ = obj.__dict__.copy()  # half the time of filling the new instance's own dict
    return new


def present(value: T | None) -> T:
    """``value``, which the phase the rules are in guarantees is there (a deal in play has its
    contract, a window its queue): None is a bug in the rules, never bad input."""
    assert value is not None
    return value


class SaveFormatError(ValueError):
    """A saved match that does not parse or validate; the message says what is wrong."""


class SimStats:
    """Game-specific figures for ``cardtable simulate``; games override what they report."""

    def deal(self, rules: Ruleset[Any, Any, Any], state: Any) -> None:
        """Called once per finished deal."""

    def match(self, rules: Ruleset[Any, Any, Any], record: Any) -> None:
        """Called once per finished match."""

    def summary(self) -> dict[str, Any]:
        return {}


class Ruleset(ABC, Generic[S, M, O]):
    id: ClassVar[str]
    title: ClassVar[str]
    VARIANTS: ClassVar[tuple[VariantSpec, ...]] = ()
    SEAT_COUNTS: ClassVar[tuple[int, ...]]
    STATE_TYPE: ClassVar[type]
    MATCH_TYPE: ClassVar[type]

    def __init__(self, variants: Mapping[str, Any] | None = None, seats: int | None = None) -> None:
        self.variants = Variants(self.VARIANTS, variants)
        self.seats = seats if seats is not None else self.default_seats()
        if self.seats not in self.SEAT_COUNTS:
            valid = ", ".join(map(str, self.SEAT_COUNTS))
            raise ValueError(f"{self.id} is played by {valid} players, not {self.seats}")

    def default_seats(self) -> int:
        return self.SEAT_COUNTS[0]

    # ---- match bookkeeping -------------------------------------------------------------
    @abstractmethod
    def new_match(self, rng: random.Random, previous: M | None = None) -> M:
        """A fresh match record; ``previous`` is the match before, for games whose dealer
        order carries on from one match to the next (else the first dealer is drawn)."""

    @abstractmethod
    def start_deal(self, record: M, rng: random.Random) -> tuple[S, list[Event]]:
        """Shuffle with ``rng`` and deal the next deal of the match."""

    @abstractmethod
    def record_deal(self, record: M, state: S) -> M:
        """The match record after the finished deal ``state`` (a new record)."""

    @abstractmethod
    def match_over(self, record: M) -> bool: ...

    @abstractmethod
    def match_scores(self, record: M) -> tuple[float, ...]:
        """Each seat's running total in the game's own unit."""

    def match_winners(self, record: M) -> tuple[int, ...]:
        """Seats that count as winners of a finished match (default: the highest totals)."""
        scores = self.match_scores(record)
        best = max(scores)
        return tuple(i for i, s in enumerate(scores) if s == best)

    # ---- one deal ----------------------------------------------------------------------
    @abstractmethod
    def turn(self, state: S) -> int | None:
        """The seat the deal waits for; ``None`` once the deal is over."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Everything ``seat`` may do now (other seats than ``turn`` may have options too)."""

    @abstractmethod
    def _apply(self, state: S, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action on ``state`` in place (a card play: ``_played``)."""

    @abstractmethod
    def _play(self, state: S, seat: int, card: Card, events: list[Event] | None) -> None:
        """Play the legal ``card`` in place; its events go to ``events`` (None: a search step,
        which needs none)."""

    def _played(self, state: S, seat: int, card: Card) -> list[Event]:
        """``_play`` with its events: the card plays of ``_apply``."""
        events: list[Event] = []
        self._play(state, seat, card, events)
        return events

    def why_illegal(self, state: S, seat: int, action: Action) -> Reason:
        """The rule an illegal action breaks (games override with their own reasons)."""
        return Reason.of("engine.not_now")

    def hand_sort_key(self, obs: O) -> Callable[[Card], tuple[int, ...]]:
        """How a player holds the cards: suits in alternating colours, each high to low.

        Games whose trumps stand outside their printed suit (Skat's jacks, Schafkopf's Ober
        and Unter) override this to group the trumps first.
        """
        return alternating_colours

    def apply(self, state: S, seat: int, action: Action) -> tuple[S, list[Event]]:
        """The next state and the events; an illegal action raises and changes nothing."""
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(action, self.why_illegal(state, seat, action))
        new = self.copy_state(state)
        return new, self._apply(new, seat, action)

    def copy_state(self, state: S) -> S:
        return copy.deepcopy(state)

    # ---- search: the calls every computer player's look-ahead uses ---------------------------
    def clone(self, state: S) -> S:
        """A copy that ``step`` may change without touching ``state`` (default: ``copy_state``)."""
        return self.copy_state(state)

    def step(self, state: S, seat: int, action: Action) -> None:
        """Carry out a legal action in place, unchecked and without events: playouts call it
        on a ``clone`` many thousand times per decision (card plays, most of them, make no
        events at all)."""
        if action.kind == PLAY and action.card is not None:
            self._play(state, seat, action.card, None)
        else:
            self._apply(state, seat, action)

    def determinize(self, obs: O, rng: random.Random) -> S:
        """A whole deal that ``obs`` could have come from: what the seat sees kept as it is
        (``observation(result, obs.seat) == obs``), the cards it cannot see dealt at random to
        the places they may be in (a card only where the seat's inferences allow it)."""
        raise NotImplementedError(f"{self.id} does not deal its hidden cards")

    @abstractmethod
    def deal_over(self, state: S) -> bool: ...

    @abstractmethod
    def deal_scores(self, state: S) -> tuple[float, ...]:
        """What each seat gained in this finished deal, in the game's own unit."""

    def deal_result(self, state: S) -> tuple[float, ...]:
        """The finished deal for each seat as the game's players rank their deals (the
        statistics and the deal history): by default the deal scores."""
        return self.deal_scores(state)

    @abstractmethod
    def observation(self, state: S, seat: int) -> O: ...

    @abstractmethod
    def trick_rules(self, obs: O) -> TrickRules | None:
        """The card play of the deal ``obs`` shows: effective suits, legal cards, trick
        winners, card points (None while the game to be played is not yet known)."""

    def check_state(self, state: S) -> None:
        """Raise ValueError when a loaded state breaks an invariant (default: trust the types)."""

    @abstractmethod
    def check_record(self, record: M) -> None:
        """Raise ValueError when a loaded match record is impossible under these rules and
        seats: lists that do not match the seats, counters out of range, totals that do not
        add up to the score sheet, values no play reaches (each game: ``state.py``)."""

    def new_stats(self) -> SimStats:
        return SimStats()


@dataclass
class Match(Generic[S, M]):
    """A match in progress: the ruleset, the record, the current deal and the seed."""

    rules: Ruleset[S, M, Any]
    seed: int
    record: M
    state: S | None = None
    deals: int = 0  # deals started so far

    @classmethod
    def new(cls, rules: Ruleset[S, M, Any], seed: int, previous: M | None = None) -> Match[S, M]:
        return cls(rules, seed, rules.new_match(random.Random(f"{seed}/match"), previous))

    @property
    def over(self) -> bool:
        return self.rules.match_over(self.record)

    @property
    def deal_running(self) -> bool:
        return self.state is not None and not self.rules.deal_over(self.state)

    def next_deal(self) -> list[Event]:
        if self.over:
            raise ValueError("the match is over")
        if self.deal_running:
            raise ValueError("the current deal is not finished")
        self.deals += 1
        self.state, events = self.rules.start_deal(self.record, random.Random(f"{self.seed}/{self.deals}"))
        return events

    def apply(self, seat: int, action: Action) -> list[Event]:
        if self.state is None or not self.deal_running:
            raise IllegalAction(action, Reason.of("engine.no_deal"))
        self.state, events = self.rules.apply(self.state, seat, action)
        if self.rules.deal_over(self.state):
            self.record = self.rules.record_deal(self.record, self.state)
            scores = self.rules.deal_scores(self.state)
            events.append(Event(ev.DEAL_SCORED, data={"scores": list(scores)}))
            if self.over:
                events.append(Event(ev.MATCH_OVER, data={"winners": list(self.rules.match_winners(self.record))}))
        return events

    # ---- saving -----------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT_VERSION,
            "game": self.rules.id,
            "variants": codec.encode(self.rules.variants.changed()),
            "seats": self.rules.seats,
            "seed": self.seed,
            "deals": self.deals,
            "record": codec.encode(self.record),
            "state": codec.encode(self.state),
        }

    @classmethod
    def from_json(cls, data: Any, rulesets: Mapping[str, type[Ruleset[Any, Any, Any]]]) -> Match[Any, Any]:
        """Rebuild a saved match; raise SaveFormatError with a clear reason on bad data."""
        if not isinstance(data, dict):
            raise SaveFormatError("a saved match is a JSON object")
        if data.get("format") != FORMAT_VERSION:
            raise SaveFormatError(f"unsupported save format {data.get('format')!r} (this version reads {FORMAT_VERSION})")
        game = data.get("game")
        if not isinstance(game, str) or game not in rulesets:
            raise SaveFormatError(f"unknown game {game!r}; known: {', '.join(sorted(rulesets))}")
        try:
            variants = data.get("variants", {})
            if not isinstance(variants, dict):
                raise ValueError("variants must be an object")
            rules = rulesets[game](variants, data.get("seats"))
            seed = codec.decode(int, data.get("seed"), "$.seed")
            deals = codec.decode(int, data.get("deals"), "$.deals")
            record = codec.decode(rules.MATCH_TYPE, data.get("record"), "$.record")
            if not 0 <= deals <= MAX_DEALS:
                raise ValueError(f"$.deals: {deals} is not a number of deals")
            rules.check_record(record)
            raw_state = data.get("state")
            state = None if raw_state is None else codec.decode(rules.STATE_TYPE, raw_state, "$.state")
            if state is not None:
                rules.check_state(state)
                if deals < 1:
                    raise ValueError("$.deals: a deal is on the table but none was started")
                if not rules.deal_over(state) and rules.match_over(record):
                    raise ValueError("a deal is running in a match that is over")
        except (ValueError, TypeError) as exc:
            raise SaveFormatError(f"invalid {game} save: {exc}") from None
        return cls(rules, seed, record, state, deals)
