"""The named situations of the gallery: how to bring a real table to each of them.

A situation is reached the way a player would reach it: a match is played by computer players
(the easy level, seeded) until the viewer (seat 0) faces the moment wanted, then the table is
opened on that match exactly as a continued match opens, and the situation's last step (a
hint asked, a card played, a side button pressed) is done through the table itself.
"""

from __future__ import annotations

import copy
import functools
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ... import games
from ...ai import make_player
from ...engine.actions import PLAY, Action
from ...engine.ruleset import Match, Ruleset
from ...session.controller import MatchController, Seat
from ...session.driver import computer_choice, play_deal
from ...storage import Statistics
from ...storage.history import DealRecord
from ...storage.seats import HUMAN
from ..assist import Assist
from ..bidhelp import BIDDING_GAMES
from ..practice import Practice
from ..scenes.dialogs import COUNT_SECONDS
from ..table.scene import TableScene
from .learning import bidding_help, coach_hover, lesson_wrong, open_lesson

if TYPE_CHECKING:
    from ..app import App
VIEWER = 0
NAMES = ("Alex", "Bea", "Carl", "Dora")
SEEDS = range(1, 40)  # the first seed whose deal shows the situation is used
STEPS = 1200  # actions per seed at most (a safety bound; real deals have far fewer)
DEALS = 2  # deals per seed
NEVER = 3600.0  # the computers' think delay: they never move while the picture is taken

Want = Callable[[Ruleset, Match], bool]


@dataclass(frozen=True)
class Situation:
    name: str
    want: Want  # the match is stopped where this first holds (before anyone acts)
    then: Callable[[TableScene], None] | None = None  # done at the table once it has settled
    hot_seat: bool = False  # two humans: the table opens behind a hand-off
    fresh: bool = False  # the table deals the first deal itself
    practice: bool = False  # practice with open cards (session.replay)
    lesson: bool = False  # the game's first lesson instead of a match
    bidding: bool = False  # with ``lesson``: the lesson with the most bids instead


def _legal(rules: Ruleset, match: Match) -> list[Action]:
    return rules.legal_actions(match.state, VIEWER) if match.deal_running else []


def _your_turn(rules: Ruleset, match: Match) -> bool:
    """The viewer plays a card into a trick already begun, some tricks into the deal."""
    obs = rules.observation(match.state, VIEWER) if match.deal_running else None
    return (obs is not None and obs.turn == VIEWER and len(obs.tricks) >= 2 and bool(obs.trick)
            and any(a.kind == PLAY for a in obs.legal))


def _your_choice(rules: Ruleset, match: Match) -> bool:
    """As ``_your_turn``, with at least two cards to choose from (the coach judges only a choice)."""
    return _your_turn(rules, match) and sum(a.kind == PLAY for a in rules.legal_actions(match.state, VIEWER)) >= 2


def _must_follow(rules: Ruleset, match: Match) -> bool:
    """As ``_your_turn``, and some card in the hand may not be played."""
    if not _your_turn(rules, match):
        return False
    obs = rules.observation(match.state, VIEWER)
    playable = {a.card for a in obs.legal if a.kind == PLAY}
    return any(card not in playable for card in obs.hand)


def _second_deal(rules: Ruleset, match: Match) -> bool:
    """The viewer's turn in a later deal: the sheet has a line on it."""
    return match.deals >= 2 and _your_turn(rules, match)


def _leading_after_trick(rules: Ruleset, match: Match) -> bool:
    obs = rules.observation(match.state, VIEWER) if match.deal_running else None
    return obs is not None and obs.turn == VIEWER and len(obs.tricks) >= 1 and not obs.trick and any(
        a.kind == PLAY for a in obs.legal)


def _offered(kinds: frozenset[str]) -> Want:
    return lambda rules, match: any(a.kind in kinds for a in _legal(rules, match))


def _never(rules: Ruleset, match: Match) -> bool:
    """Stopped by something else (a fresh deal, the end of the deal)."""
    return False


def _play_illegal(table: TableScene) -> None:
    obs = table.source.observation()
    assert obs is not None  # the situation is a deal in progress
    playable = {a.card for a in obs.legal if a.card is not None}
    card = next(c for c in obs.hand if c not in playable)
    table.act(Action(PLAY, card))


def _play_first(table: TableScene) -> None:
    table.act(next(a for a in table.legal if a.kind == PLAY))
    for _ in range(4):  # a few frames: the card is on its way to the trick
        table.app.step(1 / 30, draw=False)


def _hint(table: TableScene) -> None:
    table.addon(Assist).hint()


def _practice_hint(table: TableScene) -> None:
    """Frames until the standing hint of practice has been found and shown."""
    for _ in range(3000):
        if table.addon(Practice).shown is not None:
            return
        table.app.step(1 / 30, draw=False)
        time.sleep(0.01)  # the hint is found on a worker thread


def _peek(table: TableScene) -> None:
    table.controls.peek = True


def _counted(table: TableScene) -> None:
    """The summary's scores counted up, as a player sees them after a moment."""
    for _ in range(round(COUNT_SECONDS * 30) + 1):
        table.app.step(1 / 30, draw=False)


def _open_side(table: TableScene) -> None:
    table.controls.side[0].on_click()


def situations(game: str) -> list[Situation]:
    """Every situation the gallery shows for ``game``, in order."""
    out = [
        Situation("dealing", _never, fresh=True),
        Situation("your_turn", _your_turn),
        Situation("trick_in_flight", _your_turn, _play_first),
        Situation("illegal_move", _must_follow, _play_illegal),
        Situation("hint", _your_turn, _hint),
        Situation("last_trick", _leading_after_trick, _peek),
        Situation("practice", _your_turn, _practice_hint, practice=True),
    ]
    out += [Situation(name, _offered(kinds)) for name, kinds in games.info(game).situations.items()]  # its own decisions
    out.append(Situation("deal_summary", _never, _counted))
    if game != "schnapsen":  # the others keep a sheet, a board or a slate behind a side button
        out.append(Situation("score_sheet", _second_deal, _open_side))
    out.append(Situation("hand_off", _never, hot_seat=True, fresh=True))
    out += [Situation("history", _never, _history, fresh=True), Situation("review", _never, _review, fresh=True)]
    bidding = next(iter(games.info(game).situations.values())) if game in BIDDING_GAMES else None
    out += [Situation("lesson_step", _never, lesson=True), Situation("lesson_take_back", _never, lesson_wrong, lesson=True),
            Situation("coach", _your_choice, coach_hover),
            Situation("bidding_help", _offered(bidding) if bidding else _your_turn, bidding_help)]
    if bidding:
        out.append(Situation("lesson_bidding_help", _never, lesson=True, bidding=True))
    return out


def sample_statistics(game: str = "schnapsen") -> Statistics:
    """Statistics as a season of play leaves them (seeded): the viewer's deals over three weeks
    against each level, matches won and lost, a dozen deals reviewed, the last forty against par
    (the expert ahead at first, then behind); the game played last."""
    rng, par_rng = random.Random(17), random.Random(23)
    rules = games.get(game)()
    names = ["", *NAMES[1:rules.seats]]
    stats = Statistics()
    for n in range(54):
        level = ("easy", "normal", "expert")[n * 3 // 54]
        levels = [HUMAN, *[level] * (rules.seats - 1)]
        mine = rng.choice((3, 2, 1, 1, -1, -1, -2, -3)) + (n // 18)
        scores = [mine, *[-mine / (rules.seats - 1)] * (rules.seats - 1)]
        stats = stats.with_deal(game, names, scores, levels, f"2026-11-{1 + n * 24 // 54:02d}")
        if n >= 14:
            stats = stats.with_par(game, "", mine, mine + par_rng.choice((3, 2, 1, 0, -1)) - (n - 14) // 10,
                                   f"2026-11-{1 + n * 24 // 54:02d}")
        if n % 3 == 2:
            stats = stats.with_match(game, names, [7.0, 4.0, 2.0, 1.0][:rules.seats], [0] if rng.random() < 0.3 + n / 80 else [1],
                                     levels)
        if n % 4 == 0:
            stats = stats.with_review(game, "", f"deal-{n}", rng.uniform(0, 12))
    return stats


@functools.cache  # every game's history picture shows the same ten deals (a record is frozen)
def played_deal(game: str, seed: int = 1) -> DealRecord:
    """The first deal of ``game`` from ``seed`` on in which cards were played (not all passed),
    played by the easy computers and stored as the history stores it, the viewer's seat under its name."""
    rules = games.get(game)()
    for first in range(seed, seed + STEPS):
        match = Match.new(rules, first)
        log = play_deal(match, [make_player(rules, "easy", i, first) for i in range(rules.seats)], keep_log=True)
        if log is not None and any(action.kind == PLAY for _, action in log.actions):
            return log.record(match, [NAMES[VIEWER], *["easy"] * (rules.seats - 1)])
    raise RuntimeError(f"no deal of {game} with card play")


def _history(table: TableScene) -> None:
    """The deal history (over the table), a few deals of every game in it, this one's first."""
    order = [table.rules.id, *(g for g in games.rulesets() if g != table.rules.id)]
    played = [played_deal(g, seed) for seed in (2, 1) for g in reversed(order)]  # the oldest first
    table.app.router.history(played[::-1])
    table.app.step(1 / 30, draw=False)


def _review(table: TableScene) -> None:
    """The review of a finished deal, its verdicts ready, at the viewer's first marked mistake
    (else the first trick in which the viewer chose a card)."""
    review = table.app.router.review(played_deal(table.rules.id))
    review.wait()
    verdicts = [v for v in review.verdicts or [] if v.seat == VIEWER]
    chosen = next((v for v in verdicts if v.matters), verdicts[0] if verdicts else None)
    if chosen is not None:
        review.go(chosen.trick - 1)
    table.app.step(1 / 30, draw=False)


# ---- reaching a situation ------------------------------------------------------------------------
def seats(rules: Ruleset, hot_seat: bool) -> list[Seat]:
    humans = {VIEWER, 1} if hot_seat else {VIEWER}
    return [Seat(NAMES[i]) if i in humans else Seat(NAMES[i], "easy") for i in range(rules.seats)]


def find(rules: Ruleset, situation: Situation) -> tuple[Match, tuple[int, Action] | None] | None:
    """A match stopped where ``situation`` holds (for the deal summary: just before the action
    that ends the deal, and that action), or None when no seed shows it."""
    for seed in SEEDS:
        match = Match.new(rules, seed)
        if situation.fresh:
            return match, None
        match.next_deal()
        players = [make_player(rules, "easy", i, seed) for i in range(rules.seats)]
        for _ in range(STEPS):
            if situation.want(rules, match):
                return match, None
            choice = computer_choice(match, players)
            if choice is None:
                break
            before = copy.copy(match)  # Match.apply replaces state and record: a shallow copy keeps them
            match.apply(*choice)
            if not match.deal_running:
                if situation.name == "deal_summary":
                    return before, choice
                if match.over or match.deals >= DEALS:
                    break
                match.next_deal()  # (a score sheet with lines on it is one deal further)
    return None


def open_table(app: App, game: str, situation: Situation) -> TableScene | None:
    """The table (and whatever it opened over it) in ``situation``; None when unreachable."""
    if situation.lesson:
        table = open_lesson(app, game, situation.bidding)
        if table is not None and situation.then is not None:
            situation.then(table)
        return table
    rules = games.get(game)()
    found = find(rules, situation)
    if found is None:
        return None
    match, last = found
    controller = MatchController(rules, seats(rules, situation.hot_seat), match.seed, think_delay=NEVER,
                                 practice=situation.practice)
    controller.match = match
    table = TableScene(app, controller)
    app.push(table)
    if situation.fresh and not situation.hot_seat:  # the cards are on their way round the table
        for _ in range(12):
            app.step(1 / 30, draw=False)
    else:
        settle(app, table)
    if last is not None:
        seat, action = last
        table.feed(controller.submit(seat, action))
        settle(app, table)
    if situation.then is not None:
        situation.then(table)
    return table


def settle(app: App, table: TableScene, frames: int = 300) -> None:
    """Frames until nothing moves and the table waits (or another scene lies over it)."""
    for _ in range(frames):
        app.step(1 / 30, draw=False)
        if app.top is not table or (table.synced and not table.animating):
            return
