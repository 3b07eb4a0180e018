"""The server as its own process: killed in the middle of a trick and started again, the table
goes on from the last card with nothing lost; SIGTERM saves and exits 0; and the command-line
``cardtable table`` and ``cardtable bot`` play a match against it."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

from net_helpers import LIMIT, Person, on_turn, run, spawn_server

from cardtable.net.client import create_table


def test_killed_mid_trick_and_restarted_the_table_goes_on_from_the_last_card(tmp_path: Path) -> None:
    data = tmp_path / "data"
    proc, url = spawn_server(data)
    try:
        async def before_the_kill() -> tuple[str, list[tuple[str, int, dict]]]:
            code = (await create_table(url, "schnapsen", ["human", "human"]))["table"]
            people = [await Person.join(url, code, name) for name in ("Anna", "Ben")]
            for p in people:
                await p.conn.send("ready")
            for p in people:
                await p.until(lambda view, frame: view.deal_running and view.raw_obs is not None)
            for _ in range(10):  # a whole trick, then the lead of the next one
                obs = people[0].view.obs
                if obs.tricks and len(obs.trick) == 1:
                    break
                mover = next(p for p in people if on_turn(p.view))
                version = mover.view.version
                await mover.play_card()
                for p in people:
                    await p.until(lambda view, frame, v=version: frame["t"] == "update" and view.version > v)
            assert all(p.view.obs.tricks and len(p.view.obs.trick) == 1 for p in people)
            return code, [(p.token, p.view.version, p.view.raw_obs) for p in people]

        code, seen = run(before_the_kill())
        proc.send_signal(signal.SIGKILL)
        proc.wait(LIMIT)
        proc, url = spawn_server(data)

        async def after_the_restart() -> None:
            people = []
            for token, version, obs in seen:
                p = await Person.resume(url, code, token)
                await p.until(lambda view, frame: frame["t"] == "update")
                assert (p.view.version, p.view.raw_obs) == (version, obs)  # not a card lost
                people.append(p)
            while people[0].view.deal_running:  # and the deal plays on to its end
                mover = next((p for p in people if on_turn(p.view)), None)
                if mover is None:
                    await people[0].until(lambda view, frame: frame["t"] == "update")
                    continue
                version = mover.view.version
                await mover.play_card()
                for p in people:
                    await p.until(lambda view, frame, v=version: frame["t"] == "update" and view.version > v)
            assert people[0].view.deals == 1 and people[0].view.record.sheet

        run(after_the_restart())
    finally:
        proc.kill()
        proc.wait(LIMIT)


def test_sigterm_saves_every_table_and_exits_0(tmp_path: Path) -> None:
    data = tmp_path / "data"
    proc, url = spawn_server(data)
    try:
        code = run(create_table(url, "skat", ["human", "expert", "expert"]))["table"]
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(LIMIT) == 0
    finally:
        proc.kill()
    saved = json.loads((data / "tables" / f"{code}.json").read_text())
    assert saved["kind"] == "cardtable-table" and saved["match"]["game"] == "skat"
    assert [p.name for p in data.rglob("*")] == ["tables", f"{code}.json"]  # nothing written anywhere else


def test_table_and_bot_commands_play_a_match(tmp_path: Path) -> None:
    proc, url = spawn_server(tmp_path / "data")
    cli = [sys.executable, "-m", "cardtable"]
    try:
        made = subprocess.run([*cli, "table", "--server", url, "--game", "schnapsen", "--variant", "match_target=2",
                               "--seats", "human,human", "--json"], capture_output=True, text=True, timeout=LIMIT)
        assert made.returncode == 0, made.stderr
        created = json.loads(made.stdout)
        assert created["url"] == f"cardtable://{url.removeprefix('ws://')}/{created['table']}"
        bots = [subprocess.Popen([*cli, "bot", "--server", url, "--table", table, "--level", "easy",
                                  "--log", str(tmp_path / f"bot{i}.jsonl")])
                for i, table in enumerate((created["table"], created["url"]))]  # a code, or the invite link
        assert [b.wait(LIMIT) for b in bots] == [0, 0]
        last = json.loads((tmp_path / "bot0.jsonl").read_text().splitlines()[-1])
        assert last["t"] == "update" and last["match_over"]
        wrong = subprocess.run([*cli, "bot", "--server", url, "--table", "AAAAAAAAAA", "--level", "easy"],
                               capture_output=True, text=True, timeout=LIMIT)
        assert wrong.returncode == 2 and "no_table" in wrong.stderr
    finally:
        proc.kill()
        proc.wait(LIMIT)
