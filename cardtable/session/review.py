"""The review of a finished deal: for each card a seat chose among several, the value of the
card played and of the best card, and what the choice cost.

Values are the expert's deal values (``ai.<game>.policy.PLAYOUTS.value``: game points in
Schnapsen, the game's score for the side in Skat, Schafkopf and Coiffeur, strokes in Hindersche;
card points break ties), each seat's own. The rest of the deal is searched exactly (every seat
playing its best for itself, every hand open) within a node budget where the position is fully
known: in the deal's last ``SOLVED_TRICKS`` tricks, whose every card the reviewer knows (it
reads the whole deal), and where the seat's own knowledge pins the deal — every way of dealing
the cards it cannot see is the deal itself, as in Schnapsen once the talon is gone. Otherwise,
or when the budget runs out, the value is sampled: the same seeded dealt worlds
(``Ruleset.determinize``) for every candidate, each played out by the game's playout policy.
Same deal, same review. A decision before the cards (a bid, a call, taking the skat, a
declaration: what a lesson asks of its learner) is sampled alike, its worlds drawn as the
auction so far tells (``TOLD``: the game's ``likelihood``, as its expert weighs worlds), what
is left of the auction played by the game's normal players (``CONTINUATION``, seeded from the
same generator) before the playout takes over.

A loss *matters* (a real mistake, marked in the review) when it reaches the game's
``review_minimum`` (its ``games.descriptor.GameInfo``) — below it lie the card-point tie-breaks of the deal values — and, when sampled,
exceeds ``NOISE`` standard errors of the loss measured over the sampled worlds. Against the
best of many sampled moves, a lesson's move is only called a mistake when that holds again in
fresh worlds (``mistake``): the best owes part of its lead to the worlds that chose it.
"""

from __future__ import annotations

import copy
import importlib
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .. import games
from ..ai import levels, make_player
from ..ai.base import Player
from ..ai.search import Playouts, playout
from ..engine import codec
from ..engine.actions import PLAY, Action
from ..engine.cards import Card
from ..engine.events import TRICK_TAKEN
from ..engine.ruleset import Ruleset
from ..storage.history import DealRecord, replay
from .driver import choice_in

NODE_BUDGET = 5_000  # nodes per exact search of one candidate
SOLVED_TRICKS = 2  # the deal's last tricks: searched exactly with every hand open
WORLDS = 16  # sampled worlds per decision (fewer flag playout noise as mistakes)
CONTINUATION = "normal"  # the level whose players finish an auction in a sampled world
PIN_SAMPLES = 12  # dealt worlds that must all be the deal itself for the position to count as known
NOISE = 2.0  # a sampled loss must exceed this many standard errors to count
TOLD = 8  # dealt worlds to draw each world before the cards from, by what the auction told
CONFIRM = 4  # a mistake against the sampled best holds again in this many times the worlds (``mistake``)
Progress = Callable[[int, int], None]  # (decisions reviewed, decisions in all)


@dataclass(frozen=True)
class Verdict:
    seat: int
    trick: int  # 1 = the first trick
    action: Action
    best: Action
    value: float  # of the action taken, for its seat
    best_value: float
    exact: bool
    matters: bool = False  # the loss is a real mistake (see ``GameInfo.review_minimum`` and ``NOISE``)

    @property
    def loss(self) -> float:
        return round(self.best_value - self.value, 3)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "trick": self.trick, "action": self.action.id, "best": self.best.id,
                "loss": self.loss, "exact": self.exact, "matters": self.matters,
                "value": self.value, "best_value": self.best_value}


def total_loss(verdicts: Sequence[Verdict], seat: int) -> float:
    """What ``seat``'s mistakes in a deal cost together, in the game's units (the losses that
    matter; the rest is noise): ``total_loss(review(record, seat), seat)``."""
    return round(sum(v.loss for v in verdicts if v.seat == seat and v.matters), 3)


def people(record: DealRecord) -> list[int]:
    """The seats a person played in a stored deal (the others hold a computer level)."""
    computers = levels(record.rules.id)
    return [s for s, player in enumerate(record.players) if player not in computers]


@dataclass(frozen=True)
class Trick:
    """One trick of a stored deal as the review shows it, every hand open."""

    number: int  # 1 = the first trick
    hands: tuple[tuple[Card, ...], ...]  # each seat's hand as the trick began
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in the order played
    taker: int | None  # who took it (None: the deal ended before it was complete)
    calls: tuple[tuple[int, Action], ...]  # the other actions (bids, announcements) since the trick before


def tricks(record: DealRecord) -> list[Trick]:
    """The deal trick by trick; a deal that ends without a trick (all passed) is one step of calls."""
    out: list[Trick] = []
    hands: tuple[tuple[Card, ...], ...] = ()
    plays: list[tuple[int, Card]] = []
    calls: list[tuple[int, Action]] = []
    for seat, action, before, events in replay(record.rules, record.start, record.actions):
        if action.kind == PLAY and action.card is not None:
            if not plays:
                hands = _held(record.rules, before)
            plays.append((seat, action.card))
        else:
            calls.append((seat, action))
        for taken in (e for e in events if e.kind == TRICK_TAKEN):
            out.append(Trick(len(out) + 1, hands, tuple(plays), taken.seat, tuple(calls)))
            plays, calls = [], []
    if plays or calls or not out:
        if not plays:
            hands = _held(record.rules, record.start) if not out else out[-1].hands
        out.append(Trick(len(out) + 1, hands, tuple(plays), None, tuple(calls)))
    return out


def _held(rules: Ruleset[Any, Any, Any], state: Any) -> tuple[tuple[Card, ...], ...]:
    """Each seat's hand as its player holds it (the game's order: trumps first where they
    stand outside their suit)."""
    return tuple(tuple(sorted(hand, key=rules.hand_sort_key(rules.observation(state, seat))))
                 for seat, hand in enumerate(state.hands))


class _OutOfNodes(Exception):
    pass


def playouts(rules: Ruleset[Any, Any, Any]) -> Playouts:
    """The game's playout policy and deal values, as its expert uses them."""
    module = importlib.import_module(f"{games.info(rules.id).players}.policy")
    game: Playouts = module.PLAYOUTS
    return game


def decisions(record: DealRecord, seat: int | None = None) -> Iterator[tuple[int, int, Action, Any]]:
    """The card plays of the deal made by the seat on turn among two or more cards:
    (index among the deal's actions, seat, card played, state before)."""
    rules = record.rules
    for index, (mover, action, before, _events) in enumerate(replay(rules, record.start, record.actions)):
        if action.kind != PLAY or (seat is not None and mover != seat) or rules.turn(before) != mover:
            continue
        if len(_cards(rules, before, mover)) > 1:
            yield index, mover, action, before


def review(record: DealRecord, seat: int | None = None, progress: Progress | None = None) -> list[Verdict]:
    """The verdict on every card choice of ``seat`` (every seat's when None), in play order."""
    rules = record.rules
    game = playouts(rules)
    todo = list(decisions(record, seat))
    verdicts = []
    for n, (index, mover, action, before) in enumerate(todo):
        rng = decision_rng(record.code, index)  # one seat's review: the same verdicts
        verdicts.append(judge(rules, game, before, mover, action, rng))
        if progress is not None:
            progress(n + 1, len(todo))
    return verdicts


def judge(rules: Ruleset[Any, Any, Any], game: Playouts, state: Any, seat: int, action: Action,
          rng: random.Random) -> Verdict:
    """The verdict on ``seat`` playing ``action`` in ``state``."""
    found = evaluate(rules, game, state, seat, _cards(rules, state, seat), rng)
    trick = len(rules.observation(state, seat).tricks) + 1
    best = found.best(action)
    values = found.values
    return Verdict(seat, trick, action, best, round(values[action], 3), round(values[best], 3), found.exact,
                   found.matters(action, best))


@dataclass(frozen=True)
class Evaluation:
    """The expert's value of each candidate action for the seat, as the review finds it."""

    rules_id: str
    values: dict[Action, float]
    worlds: dict[Action, list[float]]  # each sampled world's value (empty when exact)
    exact: bool

    def best(self, prefer: Action | None = None) -> Action:
        """The best candidate; a tie keeps ``prefer`` (the card played)."""
        return max(self.values, key=lambda a: (self.values[a], a == prefer))

    def loss(self, action: Action, against: Action) -> float:
        return self.values[against] - self.values[action]

    def matters(self, action: Action, against: Action) -> bool:
        """Whether ``action`` instead of ``against`` is a real mistake: at least the game's
        ``review_minimum``, and when sampled above ``NOISE`` standard errors of its worlds."""
        loss = self.loss(action, against)
        if loss < games.info(self.rules_id).review_minimum - 1e-9:
            return False
        if not self.worlds:
            return True
        return loss > NOISE * _standard_error([b - a for b, a in zip(self.worlds[against], self.worlds[action])])


def evaluate(rules: Ruleset[Any, Any, Any], game: Playouts, state: Any, seat: int, candidates: Sequence[Action],
             rng: random.Random, open_cards: bool = True, worlds: int | None = None,
             seen: Sequence[Any] = ()) -> Evaluation:
    """Each candidate's value for ``seat``: searched exactly where the position is known
    (the last ``SOLVED_TRICKS`` tricks, whose cards the reviewer reads from the whole deal,
    or pinned by the seat's own knowledge), else sampled. Without ``open_cards`` only the
    seat's knowledge counts: advice during play never reads the hidden hands. ``worlds``:
    how many to sample (``WORLDS`` unless given); ``seen``: see ``play_out``."""
    last = open_cards and len(state.hands[seat]) <= SOLVED_TRICKS
    known = last or _pinned(rules, state, seat, rng)
    values = _exact_values(rules, game, state, seat, candidates) if known else None
    if values is not None:
        return Evaluation(rules.id, values, {}, True)
    sampled = _sampled_values(rules, game, state, seat, candidates, rng, worlds or WORLDS, seen)
    return Evaluation(rules.id, {a: sum(v) / len(v) for a, v in sampled.items()}, sampled, False)


def mistake(rules: Ruleset[Any, Any, Any], game: Playouts, state: Any, seat: int, action: Action,
            found: Evaluation, rng: random.Random, seen: Sequence[Any] = ()) -> Action | None:
    """The better move against which ``action`` is a real mistake (``found``: the decision's
    values), or None. The best of many sampled candidates owes part of its lead to its own
    luck in the very worlds that chose it, so a sampled verdict is only upheld when it holds
    again, ``action`` against that best, in ``CONFIRM`` times as many fresh worlds (``rng``)."""
    best = found.best(action)
    if not found.matters(action, best):
        return None
    if found.exact:
        return best
    again = evaluate(rules, game, state, seat, [action, best], rng, worlds=CONFIRM * WORLDS, seen=seen)
    return best if again.matters(action, best) else None


def choices(legal: Sequence[Action]) -> list[Action]:
    """The moves worth comparing among ``legal``: all of them, except that of the bids that
    differ only in their number the lowest stands for the rest (a higher one is the same bid
    made sooner, and each costs the rest of an auction to play out)."""
    numbered = sorted((a for a in legal if a.arg is not None and a.arg.isdigit()), key=lambda a: -int(a.arg or 0))
    lowest = {a.kind: a for a in numbered}  # the last of each kind: its lowest
    return [a for a in legal if a not in numbered or lowest[a.kind] == a]


def decision_rng(code: object, index: int, again: bool = False) -> random.Random:
    """The seeded generator of the decision at action ``index`` of the deal ``code``: the
    review, the coach and the lessons judge a decision alike. ``again``: another, for the
    fresh worlds that check a verdict (``mistake``)."""
    return random.Random(f"{code}/review/{index}" + ("/again" if again else ""))


def _standard_error(differences: Sequence[float]) -> float:
    n = len(differences)
    mean = sum(differences) / n
    return (sum((d - mean) ** 2 for d in differences) / (n - 1) / n) ** 0.5 if n > 1 else 0.0


def _cards(rules: Ruleset[Any, Any, Any], state: Any, seat: int) -> list[Action]:
    return [a for a in rules.legal_actions(state, seat) if a.kind == PLAY]


def _exact_values(rules: Ruleset[Any, Any, Any], game: Playouts, state: Any, seat: int,
                  candidates: Sequence[Action]) -> dict[Action, float] | None:
    """Each candidate's value in the deal itself, every hand open; None past the node budget."""
    try:
        return {a: _solve_after(rules, game, state, seat, a, NODE_BUDGET)[seat] for a in candidates}
    except _OutOfNodes:
        return None


def _sampled_values(rules: Ruleset[Any, Any, Any], game: Playouts, state: Any, seat: int,
                    candidates: Sequence[Action], rng: random.Random, worlds: int,
                    seen: Sequence[Any] = ()) -> dict[Action, list[float]]:
    """Each candidate's value in each of ``worlds`` dealt worlds (the same worlds for all).
    Before the cards, each world also has one seed for the rest of the deal, the same for every
    candidate: a candidate's value does not depend on which others are valued with it (a card
    keeps the one generator throughout, as the review always had it)."""
    values: dict[Action, list[float]] = {a: [] for a in candidates}
    obs = rules.observation(state, seat)
    auction = not _playing(rules, state)
    warmed: dict[int, list[Player[Any]]] = {}
    for _ in range(worlds):
        world = _told(rules, game, obs, rng) if auction else rules.determinize(obs, rng)
        seed = rng.getrandbits(64) if auction else None
        for a in candidates:
            after = rules.clone(world)
            rules.step(after, seat, a)
            values[a].append(play_out(rules, game, after, seat, rng if seed is None else random.Random(seed), seen,
                                      warmed))
    return values


def _told(rules: Ruleset[Any, Any, Any], game: Playouts, obs: Any, rng: random.Random) -> Any:
    """A dealt world drawn as the auction so far tells: one of ``TOLD`` dealt worlds, each as
    likely as its hands are to have made the others' bids and calls (the game's ``likelihood``,
    as its expert weighs its worlds)."""
    drawn = [rules.determinize(obs, rng) for _ in range(TOLD)]
    return rng.choices(drawn, weights=[game.likelihood(rules, obs, w) for w in drawn])[0]


def play_out(rules: Ruleset[Any, Any, Any], game: Playouts, state: Any, seat: int, rng: random.Random,
             seen: Sequence[Any] = (), warmed: dict[int, list[Player[Any]]] | None = None) -> float:
    """The value for ``seat`` of playing ``state`` (changed in place) to the deal's end: what
    is left of the auction and the declarations by ``CONTINUATION`` players seeded from
    ``rng``, then the cards by the game's playout policy. ``seen``: the states of ``seat``'s
    own decisions in a row up to this one (the skat taken, a first card put away): its player
    is asked at each first, its answers unused, as a player at the table would have been — a
    player plans a choice in several parts (two cards to put away and the game) where it
    begins, and a player new to its middle would plan on the cards left. ``warmed``: the
    players so asked, by seed, to be copied rather than asked again."""
    players: list[Player[Any]] = []
    while not rules.deal_over(state) and not _playing(rules, state):
        if not players:
            players = _continuation(rules, seat, rng.getrandbits(64), seen, warmed)
        choice = choice_in(rules, state, players)
        assert choice is not None  # every seat has a player
        rules.step(state, *choice)
    return playout(rules, state, seat, game, rng)


def _continuation(rules: Ruleset[Any, Any, Any], seat: int, seed: int, seen: Sequence[Any],
                  warmed: dict[int, list[Player[Any]]] | None) -> list[Player[Any]]:
    """The ``CONTINUATION`` players seeded by ``seed``, ``seat``'s asked at ``seen``; a copy of
    those in ``warmed`` where they are there already (the candidates of one world share them)."""
    players = warmed.get(seed) if warmed is not None else None
    if players is None:
        players = [make_player(rules, CONTINUATION, s, seed) for s in range(rules.seats)]
        for before in seen:
            players[seat].choose(rules.observation(before, seat), rules.legal_actions(before, seat))
        if warmed is not None:
            warmed[seed] = players
    return copy.deepcopy(players, {id(rules): rules})  # a player's plans and generator, not the rules


def _playing(rules: Ruleset[Any, Any, Any], state: Any) -> bool:
    """Whether the deal is in its card play, where the game's playout policy goes on: the seat
    on turn may play a card, or a card has been played (Schnapsen's draws between tricks)."""
    turn = rules.turn(state)
    if turn is None:
        return False
    if any(a.kind == PLAY for a in rules.legal_actions(state, turn)):
        return True
    obs = rules.observation(state, turn)
    return bool(obs.tricks or obs.trick)


def _pinned(rules: Ruleset[Any, Any, Any], state: Any, seat: int, rng: random.Random) -> bool:
    """Whether the seat's knowledge leaves only this deal: every sampled world is the deal."""
    obs = rules.observation(state, seat)
    truth = _hidden(rules, state)
    return all(_hidden(rules, rules.determinize(obs, rng)) == truth for _ in range(PIN_SAMPLES))


def _hidden(rules: Ruleset[Any, Any, Any], state: Any) -> list[Any]:
    """Who holds which cards, in any order within a hand, and the game's hidden piles (its
    descriptor's ``hidden_piles``: a skat in any order, a talon in its order)."""
    out: list[Any] = [[sorted(codec.encode(hand)) for hand in state.hands]]
    for name, ordered in games.info(rules.id).hidden_piles.items():
        pile = codec.encode(getattr(state, name))
        out.append(pile if ordered or pile is None else sorted(pile))
    return out


def _solve_after(rules: Ruleset[Any, Any, Any], game: Playouts, state: Any, seat: int, action: Action,
                 budget: int) -> tuple[float, ...]:
    after = rules.clone(state)
    rules.step(after, seat, action)
    nodes = [budget]
    return _solve(rules, game, after, nodes)


def _solve(rules: Ruleset[Any, Any, Any], game: Playouts, state: Any, nodes: list[int]) -> tuple[float, ...]:
    """Each seat's value of the rest of the deal when every seat plays its best for itself
    (every hand open); raises ``_OutOfNodes`` past the budget."""
    nodes[0] -= 1
    if nodes[0] < 0:
        raise _OutOfNodes
    seats = range(rules.seats)
    if rules.deal_over(state):
        return tuple(game.value(rules, state, p) for p in seats)
    mover = rules.turn(state)
    assert mover is not None
    if rules.seats == 2:  # two seats: the deal values are each other's negatives
        known = game.exact(rules, state, mover)
        if known is not None:
            return tuple(known if p == mover else -known for p in seats)
    best: tuple[float, ...] | None = None
    for action in rules.legal_actions(state, mover):
        child = rules.clone(state)
        rules.step(child, mover, action)
        values = _solve(rules, game, child, nodes)
        if best is None or values[mover] > best[mover]:
            best = values
    assert best is not None
    return best
