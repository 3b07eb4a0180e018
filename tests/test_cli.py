"""The command line: simulate reports, and bad input exits 2 with one line naming the choices."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from cardtable.cli import main


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True, text=True, timeout=120)


def test_simulate_reports_json_and_is_reproducible(capsys):
    args = ["simulate", "--game", "schnapsen", "--seats", "random,random", "--matches", "3", "--seed", "7", "--json"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["matches"] == 3 and len(first["seats"]) == 2
    assert set(first["seats"][0]) == {"player", "match_wins", "score", "decisions", "decision_ms_median", "decision_ms_p95"}
    def strip(r):
        return {**r, "seconds": 0, "seats": [{**s, "decision_ms_median": 0, "decision_ms_p95": 0} for s in r["seats"]]}
    assert strip(first) == strip(second)
    assert sum(s["match_wins"] for s in first["seats"]) == 3


@pytest.mark.parametrize(
    "args, message",
    [
        (["--game", "poker", "--seats", "random,random", "--matches", "1"], "invalid choice: 'poker' (choose from "),
        (["--game", "schnapsen", "--seats", "random,genius", "--matches", "1"], "unknown seat level 'genius'; valid: random"),
        (["--game", "schnapsen", "--seats", "random,random", "--matches", "1", "--variant", "nope=1"], "unknown variant 'nope'; valid: last_trick_bonus"),
        (["--game", "schnapsen", "--seats", "random,random", "--matches", "1", "--variant", "deck=52"], "variant deck takes one of 20, 24"),
        (["--game", "schnapsen", "--seats", "random,random", "--matches", "1", "--variant", "deck"], "id=value"),
        (["--game", "schnapsen", "--seats", "random,random,random", "--matches", "1"], "played by 2 players"),
        (["--game", "schnapsen", "--seats", "random,random", "--matches", "x"], "invalid int value"),
        (["--game", "schnapsen", "--seats", "random,random", "--matches", "1", "--variant", "match_target=100000000000"],
         "variant match_target takes a whole number from 1 to 100, not '100000000000'"),
    ],
)
def test_bad_input_exits_2_with_one_line(args, message):
    result = run_cli("simulate", *args)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], result.stderr


@pytest.mark.parametrize("command", ["simulate", "demo"])
def test_a_commands_help_names_the_games(command):
    result = run_cli(command, "--help")
    assert "--game {coiffeur,hindersche,schafkopf,schnapsen,skat}" in result.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY and WAYLAND_DISPLAY are Linux's")
@pytest.mark.parametrize("args", [[], ["demo", "--game", "skat"]])
def test_without_a_display_the_window_commands_say_so_and_stop(args, tmp_path):
    # SDL would fall back to an offscreen window and run for ever, unseen (the timeout fails it).
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    result = subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True, text=True, timeout=30,
                            env=env | {"CARDTABLE_HOME": str(tmp_path)})
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "cardtable: error: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset)"]


def test_headless_layers_never_import_pygame():
    code = (
        "import sys, cardtable.games as g, cardtable.ai as a, cardtable.session.simulate;"
        "[a.levels(n) for n in g.rulesets()];"
        "print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False", out.stderr


@pytest.mark.parametrize(
    "size, message",
    [("100000x800", "too large a window (at most 16384x16384)"), ("200x100", "too small a window"), ("big", "WIDTHxHEIGHT")],
)
def test_demo_refuses_a_window_size_out_of_range(size, message):
    result = run_cli("demo", "--game", "skat", "--size", size)
    assert result.returncode == 2 and message in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_version():
    result = run_cli("--version")
    assert result.returncode == 0 and result.stdout.strip().startswith("cardtable ")
    assert result.stdout.split()[1][0].isdigit()
