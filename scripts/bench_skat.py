#!/usr/bin/env python3
"""Skat bidding and game choice benchmark: what three computer players make of seeded deals.

Usage: scripts/bench_skat.py [--deals 1000] [--seed 1] [--seats expert,expert,expert] [--jobs 2]
                             [--xskat]

Deal ``i`` is the first deal of a match seeded ``seed + i`` (so every run and every level sees
the same cards), scored on the Seeger-Fabian list (§10.7). Prints one JSON object: the
passed-out rate, each game type's share of the games played, the soloist's win rate overall and
per type, and per deal: the plain list (the game's value if won, −2 × value if lost, 0 when
passed out), the soloist's own Seeger-Fabian score (±50 with it, but without the defenders' 40
for a lost game, which would let a table's overbidding hide behind its own defenders) and the
table's Seeger-Fabian points per seat; each with a 95 % interval (Wilson for rates, normal for
means).

With ``--xskat`` the deals are XSkat's instead (a benchmark reference, never a dependency:
Debian's ``xskat``, run as ``xskat -auto N`` with ``random_seed`` ``seed``; it needs an X
display in ``DISPLAY``, e.g. Xvfb): XSkat's three computers play them, ours play the same cards
from the same dealer, and the report gains ``xskat`` with XSkat's figures on those deals and
``paired``: ours minus XSkat's per deal for the plain list and the soloist's own score, with
95 % intervals, and the soloists' win rates side by side.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import subprocess
import tempfile
from collections import Counter

from cardtable import games
from cardtable.ai import make_player
from cardtable.engine.ruleset import Match
from cardtable.games.skat.bidding import GAME_WORDS
from cardtable.games.skat.cards import DECK
from cardtable.games.skat.scoring import SF_LOSS, SF_WIN
from cardtable.games.skat.state import GAME
from cardtable.session.driver import computer_choice, play_deal

Z = 1.96


def wilson(hits: int, n: int) -> list[float]:
    if n == 0:
        return [0.0, 0.0, 0.0]
    p = hits / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return [round(p, 4), round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def mean_interval(values: list[float]) -> list[float]:
    m = statistics.fmean(values)
    half = Z * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return [round(m, 2), round(m - half, 2), round(m + half, 2)]


# Seeger-Fabian list points of the table, game type played (None: passed out), soloist won, plain
# list (value or −2 × value), the soloist's own Seeger-Fabian score
Outcome = tuple[float, str | None, bool, int, int]
XDeal = tuple[int, list[list[str]], list[str]]  # XSkat's dealer (0-2), the three hands and the skat


def deal_outcome(levels: list[str], seed: int, cards: XDeal | None = None) -> Outcome:
    """Deal 1 of the match ``seed`` (or XSkat's ``cards`` dealt in it) as an ``Outcome``."""
    rules = games.get("skat")({"scoring": "seeger_fabian"})
    players = [make_player(rules, level, s, seed) for s, level in enumerate(levels)]
    match = Match.new(rules, seed)
    if cards is None:
        play_deal(match, players)
    else:
        match.next_deal()
        state = match.state
        assert state is not None  # dealt just now
        dealer, hands, skat = cards
        by_name = {str(c): c for c in DECK}
        for player, hand in enumerate(hands):  # the same positions: XSkat's dealer is ours
            state.hands[(player - dealer + state.dealer) % 3] = [by_name[c] for c in hand]
        state.skat = [by_name[c] for c in skat]
        while match.deal_running:
            choice = computer_choice(match, players)
            assert choice is not None  # every seat is a computer
            match.apply(*choice)
    assert match.state is not None and match.state.result is not None  # the deal was played to its end
    result = match.state.result
    if result.kind != GAME or result.game is None:
        return sum(result.scores), None, False, 0, 0
    game = result.game
    return (sum(result.scores), GAME_WORDS[game.declaration.type], game.won, *soloist_scores(game.value, game.won))


def soloist_scores(value: int, won: bool) -> tuple[int, int]:
    """The plain list entry and the soloist's own Seeger-Fabian score of a game of ``value``."""
    return (value, value + SF_WIN) if won else (-2 * value, -2 * value - SF_LOSS)


XSKAT_SUITS = {"club": "C", "spade": "S", "heart": "H", "diamond": "D"}
XSKAT_GAMES = {"Diamond": "D", "Heart": "H", "Spade": "S", "Club": "C", "Grand": "G", "Null": "N"}


def _xskat_card(text: str) -> str:
    suit, rank = text.replace("_", " ").lower().split()
    return XSKAT_SUITS[suit] + {"10": "T"}.get(rank, rank.upper())


XSKAT_CHUNK = 200  # games per XSkat run: its game list keeps a page of a few hundred games only


def xskat(deals: int, seed: int) -> tuple[list[XDeal], list[Outcome]]:
    """XSkat's three computers on ``deals`` deals from ``random_seed seed``: each deal as
    dealt, and XSkat's outcome (Seeger-Fabian list points from its game list)."""
    dealt: list[XDeal] = []
    outcomes: list[Outcome] = []
    for skip in range(0, deals, XSKAT_CHUNK):
        blocks, rows = _xskat_run(seed, skip, min(XSKAT_CHUNK, deals - skip))
        for block, (*_, value, won) in zip(blocks, rows, strict=True):
            dealt.append(_xskat_deal(block))
            played = [line.split()[2] for line in block.splitlines() if " played " in line]
            if played:
                points = int(value) + 50 if won == "1" else 30 - 2 * int(value)
                outcomes.append((points, GAME_WORDS[XSKAT_GAMES[played[0]]], won == "1",
                                 *soloist_scores(int(value), won == "1")))
            else:
                outcomes.append((0, None, False, 0, 0))
    return dealt, outcomes


def _xskat_run(seed: int, skip: int, n: int) -> tuple[list[str], list[list[str]]]:
    """The log blocks and game-list rows of XSkat's games ``skip`` to ``skip + n``."""
    with tempfile.TemporaryDirectory() as tmp:
        game, log, sheet = (os.path.join(tmp, name) for name in ("game", "log", "list"))
        with open(game, "w") as f:
            f.write(f"random_seed {seed} {skip}\n")
        subprocess.run(["xskat", "-auto", str(n), "-game", game, "-log", log, "-list", sheet],
                       check=True, capture_output=True, env={**os.environ, "PATH": os.environ.get("PATH", "") + ":/usr/games"})
        with open(log) as f:
            blocks = f.read().split("=" * 40)[:n]
        with open(sheet) as f:
            rows = [line.split() for line in f if line.startswith("e ")]
    return blocks, rows


def _xskat_deal(block: str) -> XDeal:
    """A deal as dealt, from its log block (the declarer's column shows his cards after the
    pickup; ``Skat was`` is the skat dealt, ``Skat is`` the one put away)."""
    lines = block.splitlines()
    at = next(i for i, line in enumerate(lines) if "random_seed" in line)
    dealer = int(lines[at].split()[4]) - 1
    hands: list[list[str]] = [[], [], []]
    for line in lines[at + 1:at + 11]:  # ten rows, a column per player
        for player in range(3):
            hands[player].append(_xskat_card(line[2 + 12 * player:14 + 12 * player]))
    found = {line.split(":")[0]: [_xskat_card(c) for c in line.split(":")[1].split(",")]
             for line in lines if line.startswith("Skat ")}
    skat = found.get("Skat was", found["Skat is"])  # passed out: the skat stays as dealt
    played = [line.split() for line in lines if " played " in line]
    if played:
        declarer = int(played[0][0][-1]) - 1
        hands[declarer] = [c for c in hands[declarer] + found["Skat is"] if c not in skat]
    assert sorted(sum(hands, skat)) == sorted(map(str, DECK)), f"XSkat's log misread: {hands} {skat}"
    return dealer, hands, skat


def run(levels: list[str], deals: int, seed: int, jobs: int = 1,
        xskat_deals: list[XDeal] | None = None) -> list[Outcome]:
    tasks = [(levels, seed + i, xskat_deals[i] if xskat_deals else None) for i in range(deals)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            return pool.starmap(deal_outcome, tasks, chunksize=4)
    return [deal_outcome(*task) for task in tasks]


def summary(outcomes: list[Outcome]) -> dict:
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for _, kind, soloist_won, _, _ in outcomes:
        if kind is not None:
            played[kind] += 1
            won[kind] += soloist_won
    games_played = sum(played.values())
    return {
        "passed_out": wilson(len(outcomes) - games_played, len(outcomes)),
        "share": {k: wilson(played[k], games_played) for k in GAME_WORDS.values()},
        "soloist_won": wilson(sum(won.values()), games_played),
        "won_by_type": {k: wilson(won[k], played[k]) for k in GAME_WORDS.values() if played[k]},
        "plain_list_per_deal": mean_interval([o[3] for o in outcomes]),
        "soloist_seeger_fabian_per_deal": mean_interval([o[4] for o in outcomes]),
        "list_points_per_seat_and_deal": mean_interval([o[0] / 3 for o in outcomes]),
    }


def paired(ours: list[Outcome], theirs: list[Outcome]) -> dict:
    """Ours minus theirs on the same deals, and both soloists' win rates."""
    def rate(outcomes: list[Outcome]) -> list[float]:
        games_played = [o for o in outcomes if o[1] is not None]
        return wilson(sum(o[2] for o in games_played), len(games_played))
    return {
        "plain_list_per_deal": mean_interval([a[3] - b[3] for a, b in zip(ours, theirs, strict=True)]),
        "soloist_seeger_fabian_per_deal": mean_interval([a[4] - b[4] for a, b in zip(ours, theirs, strict=True)]),
        "soloist_won": {"ours": rate(ours), "theirs": rate(theirs)},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", default="expert,expert,expert")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (the result does not depend on it)")
    parser.add_argument("--xskat", action="store_true", help="play XSkat's deals and report its figures on them")
    args = parser.parse_args()
    levels = args.seats.split(",")
    report: dict = {"seats": levels, "deals": args.deals, "seed": args.seed}
    if args.xskat:
        dealt, theirs = xskat(args.deals, args.seed)
        ours = run(levels, args.deals, args.seed, args.jobs, dealt)
        report |= summary(ours)
        report["xskat"] = summary(theirs)
        report["paired"] = paired(ours, theirs)
    else:
        report |= summary(run(levels, args.deals, args.seed, args.jobs))
    print(json.dumps(report))


if __name__ == "__main__":
    main()
