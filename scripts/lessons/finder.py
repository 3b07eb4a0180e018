"""The machinery of ``scripts/find_lesson_deals.py``: play a deal code with seeded computer
players in every seat and let a lesson's hook steer the learner's seat.

A hook is called wherever the learner has a legal action (on turn, or an optional action such
as a Schnapsen exchange while the other seat is to play). It answers with:

- ``None``: the learner's computer player chooses (on turn), or the learner does nothing;
- ``Say(action, look, wrong)``: a lesson step with words, the intended ``action``;
- ``Mark(action)``: a learner move without words (the coach marks the card);
- ``STOP``: the lesson ends here; ``REJECT``: this deal does not have what the lesson needs.

Every other seat plays what its computer player (level ``normal``, seeded by the code) chooses,
so a lesson's other seats play as a computer would. The result is the lesson's script.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from cardtable import games
from cardtable.ai import make_player
from cardtable.engine import dealcode
from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.dealcode import DealCode
from cardtable.engine.ruleset import Match
from cardtable.session import review


@dataclass(frozen=True)
class Say:
    action: Action | str
    look: tuple[Card | str, ...] = ()
    wrong: dict[str, str] | None = None  # action id (or "else") → key suffix; default: "wrong"
    end: bool = False  # the lesson ends with this step's trick (or this action, if no card)


@dataclass(frozen=True)
class Mark:
    action: Action | str


STOP = "stop"
REJECT = "reject"
Answer = Say | Mark | str | None


@dataclass
class Context:
    """What a hook may keep between calls: the step count and anything it notes."""

    match: Match[Any, Any]
    seat: int
    steps: int = 0
    notes: dict[str, Any] = field(default_factory=dict)
    step_tricks: int = 0  # tricks completed when the last step was taken

    def tricks(self) -> int:
        return len(self.rules.observation(self.state, self.seat).tricks)

    def trick_over(self) -> bool:
        """Whether the trick of the last step is complete."""
        return self.tricks() > self.step_tricks

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def rules(self) -> Any:
        return self.match.rules


Hook = Callable[[Context, list[Action], bool], Answer]  # (context, legal, on turn)


@dataclass
class Found:
    code: DealCode
    seat: int
    script: list[Any]
    steps: int
    costs: list[tuple[str, float]]  # per card step: the worst wrong card and its loss
    note: str = ""  # for authors: what the hook looked for, and the learner's hand
    final: Any = None  # the deal state where the lesson ends


def _action(a: Action | str) -> Action:
    return a if isinstance(a, Action) else Action.parse(a)


def play(code: DealCode, seat: int, hook: Hook, prefix: str, level: str = "normal",
         max_actions: int = 400) -> Found | None:
    """The lesson the hook makes of the code's deal, or None when it rejects the deal."""
    match, _ = dealcode.deal(code)
    rules = match.rules
    players = [make_player(rules, level, s, code.seed) for s in range(rules.seats)]
    ctx = Context(match, seat)
    script: list[Any] = []
    costs: list[tuple[str, float]] = []
    ending = False
    for _ in range(max_actions):
        if not match.deal_running:
            break
        state = match.state
        turn = rules.turn(state)
        mover, action = None, None
        for s in range(rules.seats):  # interjections first, as the table's driver asks them
            if s in (turn, seat):
                continue
            legal = rules.legal_actions(state, s)
            if legal:
                chosen = players[s].interject(rules.observation(state, s), legal)
                if chosen is not None:
                    mover, action = s, chosen
                    break
        if action is None:
            legal = rules.legal_actions(state, seat)
            answer = hook(ctx, legal, turn == seat) if legal else None
            if answer == REJECT:
                return None
            if answer == STOP:
                break
            if isinstance(answer, Say):
                chosen = _action(answer.action)
                if chosen not in legal:
                    raise ValueError(f"{code}: step {ctx.steps + 1}: {chosen.id} is not legal")
                ctx.steps += 1
                key = f"{prefix}.{ctx.steps}"
                wrong = {k: f"{key}.{v}" for k, v in (answer.wrong or {"else": "wrong"}).items()}
                entry: dict[str, Any] = {"do": chosen.id}
                if answer.look:
                    entry["look"] = [str(c) for c in answer.look]
                entry.update(say=f"{key}.say", right=f"{key}.right", wrong=wrong)
                script.append(entry)
                costs.append(_cost(rules, state, seat, chosen, code))
                mover, action = seat, chosen
                ctx.step_tricks = ctx.tricks()
                ending = answer.end
            elif isinstance(answer, Mark):
                mover, action = seat, _action(answer.action)
                script.append(f"{seat} {action.id}")
            elif turn == seat:
                mover = seat
                action = players[seat].choose(rules.observation(state, seat), legal)
                script.append(f"{seat} {action.id}")
        if action is None:
            if turn is None:
                break
            mover = turn
            action = players[turn].choose(rules.observation(state, turn), rules.legal_actions(state, turn))
        if mover != seat:
            script.append(f"{mover} {action.id}")
        match.apply(mover, action)
        if ending and (action.kind != "PLAY" or ctx.trick_over()):
            break
    if ctx.steps == 0:
        return None
    start, _ = dealcode.deal(code)
    held = " ".join(str(c) for c in start.state.hands[seat])
    why = " ".join((hook.__doc__ or "").split())
    return Found(code, seat, script, ctx.steps, costs, f"{why} The learner holds {held}.", match.state)


def _cost(rules: Any, state: Any, seat: int, action: Action, code: DealCode) -> tuple[str, float]:
    """For a card step: the review's worst loss among the other cards (the intended card must be
    the review's best, so its own loss is checked to be 0)."""
    if action.kind != "PLAY":
        return ("-", 0.0)
    cards = [a for a in rules.legal_actions(state, seat) if a.kind == "PLAY"]
    if len(cards) < 2:
        return ("-", 0.0)
    game = review.playouts(rules)
    verdicts = {a: review.judge(rules, game, state, seat, a, random.Random(f"{code}/find")) for a in cards}
    mine = verdicts[action]
    worst = min(cards, key=lambda a: verdicts[a].value)
    return (f"intended loss {mine.best_value - mine.value:.2f}; worst {worst.id}",
            round(mine.value - verdicts[worst].value, 2))


def best_card(ctx: Context) -> Action | None:
    """The review's best card for the learner here (None when it has no choice of cards)."""
    rules, state, seat = ctx.rules, ctx.state, ctx.seat
    cards = [a for a in rules.legal_actions(state, seat) if a.kind == "PLAY"]
    if not cards:
        return None
    if len(cards) == 1:
        return cards[0]
    rng = random.Random(f"{dealcode.code_of(ctx.match)}/find/{len(rules.observation(state, seat).tricks)}")
    return review.judge(rules, review.playouts(rules), state, seat, cards[0], rng).best


def card_losses(ctx: Context) -> dict[Action, float]:
    """The review's loss of each legal card of the learner here (0 for the best)."""
    rules, state, seat = ctx.rules, ctx.state, ctx.seat
    cards = [a for a in rules.legal_actions(state, seat) if a.kind == "PLAY"]
    seed = f"{dealcode.code_of(ctx.match)}/find/{len(rules.observation(state, seat).tricks)}"
    values = {a: review.judge(rules, review.playouts(rules), state, seat, a, random.Random(seed)).value for a in cards}
    top = max(values.values())
    return {a: round(top - v, 3) for a, v in values.items()}


def expert_choice(ctx: Context, legal: list[Action]) -> Action:
    """What the expert (seeded by the deal, one player through the deal) would do here."""
    if "expert" not in ctx.notes:
        ctx.notes["expert"] = make_player(ctx.rules, "expert", ctx.seat, str(dealcode.code_of(ctx.match)))
    player = ctx.notes["expert"]
    return player.choose(ctx.rules.observation(ctx.state, ctx.seat), legal)


def codes(game: str, seats: int | None = None, variants: dict[str, Any] | None = None,
          dealers: tuple[int, ...] = (0,), start: int = 1, count: int = 400,
          players: tuple[int, ...] = ()) -> Iterator[DealCode]:
    """Deal codes to scan: match seeds ``start`` … with deal 1 and each given dealer (and only
    ``players`` dealt in, when given: Hindersche's round two)."""
    cls = games.rulesets()[game]
    rules = cls(variants or {}, seats)
    for seed in range(start, start + count):
        for dealer in dealers:
            yield DealCode(rules, seed, 1, dealer, players)


def find(game: str, lesson_id: str, seat: int, hook: Hook | None, *, seats: int | None = None,
         variants: dict[str, Any] | None = None, dealers: tuple[int, ...] = (0,), count: int = 400,
         start: int = 1, accept: Callable[[Found], bool] | None = None, best_of: int = 6,
         taken: set[str] | None = None, players: tuple[int, ...] = ()) -> Found | None:
    """Among the first ``best_of`` deals (in seed order) the hook makes a lesson of (and that
    ``accept`` takes, and no earlier lesson uses), the one whose first step comes soonest:
    the fewest learner moves without words before it. No hook: a lesson arranged by hand."""
    prefix = f"lesson.{game}.{lesson_id}"
    if hook is None:
        return None
    candidates: list[Found] = []
    for code in codes(game, seats, variants, dealers, start, count, players):
        if taken is not None and str(code) in taken:
            continue
        found = play(code, seat, hook, prefix)
        if found is not None and (accept is None or accept(found)):
            candidates.append(found)
            if len(candidates) >= best_of:
                break
    if not candidates:
        raise SystemExit(f"{game}/{lesson_id}: no deal found in {count} seeds from {start}")
    chosen = min(candidates, key=marks_before_step)
    if taken is not None:
        taken.add(str(chosen.code))
    return chosen


def marks_before_step(found: Found) -> int:
    """The learner's moves without words before the lesson's first step."""
    marks = 0
    for entry in found.script:
        if isinstance(entry, dict):
            break
        marks += entry.startswith(f"{found.seat} ")
    return marks


def lesson(game: str, lesson_id: str, found: Found, names: list[str] | None = None) -> dict[str, Any]:
    """The lesson file's entry for a found deal."""
    prefix = f"lesson.{game}.{lesson_id}"
    out: dict[str, Any] = {"id": lesson_id, "title": f"{prefix}.title", "code": str(found.code),
                           "seat": found.seat}
    if names:
        out["names"] = names
    out["note"] = found.note
    out["script"] = found.script
    out["idea"] = f"{prefix}.idea"
    return out
