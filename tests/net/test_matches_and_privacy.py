"""Whole matches of every game between ``cardtable bot`` players over localhost, and the
privacy proof: every frame the server sent to every seat, over every deal of those matches,
compared with the deal as dealt (its deal code deals the same cards again): no seat received a
card of another hand, or of the stock or skat, before the rules let it see that card.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
from net_helpers import SHORT, bots_play, read_log, run

from cardtable import games
from cardtable.engine import dealcode
from cardtable.engine.cards import ALL_CARDS
from cardtable.engine.events import CARD_PLAYED, DEAL
from cardtable.net.host import ServerThread

CARD_TEXTS = {c.text for c in ALL_CARDS}

# Public events that show cards of another hand or of the undealt rest, each by its rule.
REVEALS = {
    # Schnapsen §13.1: the turn-up, the exchanged jack, both cards of a marriage
    "schnapsen": {"Dealt", "StockDrawn", "StockClosed", "TrumpExchanged", "Announced"},

    # Skat §13: an ouvert hand; the skat at the summary
    "skat": {"OuvertRevealed", "SkatRevealed"},

    # Schafkopf §15: every hand at the end of the deal
    "schafkopf": {"HandShown"},

    # Hindersche §17: the turned trump card
    "hindersche": {"TrumpTurned"},

    "coiffeur": set(),
}
# Cards in a frame that are no card of the deal: Coiffeur's tie-break draws (§10.3, shown to all).
NOT_DEALT = {"coiffeur": ("draws",)}


def cards_in(value: Any, path: str = "$") -> list[tuple[str, str]]:
    """Every card text in a frame (an action id's card too), with where it was found."""
    if isinstance(value, str):
        return [(part, path) for part in value.split(":") if part in CARD_TEXTS]
    if isinstance(value, dict):
        return [found for k, v in value.items() for found in cards_in(v, f"{path}.{k}")]
    if isinstance(value, list):
        return [found for v in value for found in cards_in(v, path)]
    return []


def leaks(game: str, seat: int, frames: list[dict[str, Any]]) -> list[str]:
    """The cards ``seat`` was sent and may not see: '<card> at <path> in <deal code>'."""
    found: list[str] = []
    code = None
    own: set[str] = set()
    public: set[str] = set()
    for frame in frames:
        if frame["t"] != "update" or not frame["code"]:
            continue
        if frame["code"] != code:  # a new deal: deal it again from its code
            code = frame["code"]
            hands = dealt_hands(code)
            others = set().union(*(h for s, h in hands.items() if s != seat))
            own = set(hands.get(seat, ()))
            public = set()
        obs = frame["obs"] or {}
        for event in frame["events"]:
            if event["kind"] == CARD_PLAYED or (event["kind"] in REVEALS[game] and event["private"] is None):
                public.update(event["cards"])
        public.update(card for _, card in obs.get("trick", []))
        public.update(card for _, trick in obs.get("tricks", []) for _, card in trick)
        hand = set(obs.get("hand", []))
        own |= hand - others  # drawn from the stock, the skat taken up
        for card, path in cards_in(frame):
            if card not in own and card not in public and not any(p in path for p in NOT_DEALT.get(game, ())):
                found.append(f"{card} at {path} in {code}")
    return found


# Random players, except where one may end every deal before the proof has cards to check: a
# random Schnapsen player claims 66 at its first turn (one deal lost 0 cards played); the easy
# one claims only with 66. (Easy Schafkopf players may all pass every deal of a round.)
LEVELS = {"schnapsen": "easy"}


@cache
def dealt_hands(code: str) -> dict[int, frozenset[str]]:
    """The hands of the deal ``code`` as dealt (its deal events), by seat."""
    _, dealt = dealcode.deal(dealcode.parse(code, games.rulesets()))
    hands: dict[int, set[str]] = {}
    for e in dealt:
        if e.kind == DEAL and e.private is not None:
            hands.setdefault(e.private, set()).update(c.text for c in e.cards)
    return {seat: frozenset(cards) for seat, cards in hands.items()}


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[list[int], Path]]:
    """Every game's shortest whole match, played once by bots; their exit codes and logs."""
    root = tmp_path_factory.mktemp("matches")
    server = ServerThread(root / "data").start()
    try:
        return {game: (run(bots_play(server.url, game, root / game, LEVELS.get(game, "random"))), root / game) for game in games.rulesets()}
    finally:
        server.stop()


@pytest.mark.parametrize("game", list(games.rulesets()))
def test_bots_play_a_whole_match_over_the_network(played: dict[str, tuple[list[int], Path]], game: str) -> None:
    codes, logs = played[game]
    assert codes == [0] * len(codes)
    finals = [[f for f in read_log(p) if f["t"] == "update"][-1] for p in sorted(logs.glob("seat*.jsonl"))]
    assert all(f["match_over"] for f in finals)
    assert len({str(f["record"]) for f in finals}) == 1  # every seat saw the same score sheet
    rules = games.get(game)(SHORT[game])
    assert finals[0]["deals"] >= 1 and rules.seats == len(finals)


@pytest.mark.parametrize("game", list(games.rulesets()))
def test_no_seat_is_sent_a_card_it_may_not_see(played: dict[str, tuple[list[int], Path]], game: str) -> None:
    _, logs = played[game]
    for path in sorted(logs.glob("seat*.jsonl")):
        seat = int(path.stem.removeprefix("seat"))
        frames = read_log(path)
        updates = [f for f in frames if f["t"] == "update"]
        played_cards = [e for f in updates for e in f["events"] if e["kind"] == CARD_PLAYED]
        # the proof is not empty: the seat held a hand and saw tricks played (a Schnapsen deal
        # may end after two tricks, when a marriage's 40 and two tricks reach 66)
        assert any((f["obs"] or {}).get("hand") for f in updates) and len(played_cards) >= 4
        assert leaks(game, seat, frames) == []


def test_the_proof_finds_a_card_of_another_hand(played: dict[str, tuple[list[int], Path]]) -> None:
    _, logs = played["schnapsen"]
    frames = read_log(logs / "seat0.jsonl")
    first = next(f for f in frames if f["t"] == "update" and f["code"])
    theirs = min(dealt_hands(first["code"])[1])
    doctored = {**first, "obs": {**first["obs"], "hand": [*first["obs"]["hand"], theirs]}}
    assert leaks("schnapsen", 0, [doctored]) == [f"{theirs} at $.obs.hand in {first['code']}"]
