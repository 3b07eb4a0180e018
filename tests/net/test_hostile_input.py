"""Whatever a client sends, the server answers with an error frame (or closes a flooding
connection) and changes nothing; it stays up and the other tables play on."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from net_helpers import LIMIT, Person, bots_play, on_turn, read_log, run
from websockets.exceptions import ConnectionClosed

from cardtable.net import protocol
from cardtable.net.client import Connection, ServerError, create_table
from cardtable.net.host import ServerThread

FIELD_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-2**40, 2**40), st.floats(allow_nan=False),
                         st.text(max_size=80), st.lists(st.text(max_size=12), max_size=6),
                         st.dictionaries(st.text(max_size=8), st.integers() | st.text(max_size=8), max_size=4))
FIELD_NAMES = st.sampled_from(sorted({"v", "t", *(f for fields in protocol.CLIENT_FRAMES.values() for f in fields)}))
# Frames near the schema: a known or unknown type, known field names with values of any type.
FRAMES = st.fixed_dictionaries(
    {"v": st.sampled_from([1, 1, 1, 0, 2, "1", None]), "t": st.sampled_from([*protocol.CLIENT_FRAMES, "hello", "", 7])},
    optional={"extra": FIELD_VALUES}) | st.dictionaries(FIELD_NAMES, FIELD_VALUES, max_size=6)


def _fits(frame: dict[str, Any]) -> bool:
    fields = protocol.CLIENT_FRAMES.get(frame.get("t"), None) if isinstance(frame.get("t"), str) else None
    return (fields is not None and type(frame.get("v")) is int and frame["v"] == protocol.VERSION
            and frame.keys() <= {"v", "t", *fields}
            and all(name in frame for name, (_, required) in fields.items() if required)
            and all(check(frame[name]) is None for name, (check, _) in fields.items() if name in frame))


@settings(max_examples=400, deadline=None)
@given(FRAMES, st.sampled_from(["json", "bytes", "garbage"]))
def test_parse_takes_exactly_the_frames_of_the_schema(frame: dict[str, Any], form: str) -> None:
    raw: str | bytes = json.dumps(frame)
    if form == "bytes":
        raw = raw.encode()
    elif form == "garbage":
        raw = raw[: len(raw) // 2]
    try:
        parsed = protocol.parse(raw)
    except protocol.ProtocolError as exc:
        assert exc.code in protocol.ERRORS
        assert form == "garbage" or not _fits(frame)
    else:
        assert form != "garbage" and _fits(frame) and parsed == frame


@pytest.mark.parametrize(("frame", "code"), [
    ('{"v": 1, "t": "act"}', "bad_frame"),  # missing field
    ('{"v": 1, "t": "act", "action": 7}', "bad_frame"),  # wrong type
    ('{"v": 1, "t": "act", "action": "PLAY:HK", "as": 1}', "bad_frame"),  # unknown field
    ('{"v": 1, "t": "act", "action": "play a card"}', "bad_frame"),  # not an action id
    ('{"v": 1, "t": "teleport"}', "unknown_type"),
    ('{"v": 2, "t": "ready"}', "version"),
    ('{"v": 1, "t": "join", "table": "ABCDEFGHIJ", "name": "x"}', "bad_frame"),  # B, G, I are no code letters
    ('{"v": 1, "t": "create", "game": "skat", "seats": ["human"]}', "bad_frame"),
    ('[1, 2]', "bad_frame"),
    ('{"v": 1, "t": "ready", "v": NaN}', "bad_frame"),
    ("x" * (protocol.MAX_FRAME + 1), "too_large"),
])
def test_a_frame_off_the_schema_is_named(frame: str, code: str) -> None:
    with pytest.raises(protocol.ProtocolError) as refused:
        protocol.parse(frame)
    assert refused.value.code == code


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(frames=st.lists(FRAMES, min_size=1, max_size=8))
def test_the_server_answers_every_frame_and_changes_nothing(server: ServerThread, frames: list[dict[str, Any]]) -> None:
    async def scenario() -> None:
        code = (await create_table(server.url, "schnapsen", ["human", "human"]))["table"]
        people = [await Person.join(server.url, code, name) for name in ("Anna", "Ben")]
        for p in people:
            await p.conn.send("ready")
        for p in people:
            await p.until(lambda view, frame: view.deal_running)
        hostile = await Connection.open(server.url)
        state = server.call(lambda: server.server.rooms[code].table.to_json())
        for frame in frames:
            if frame.get("t") in ("create", "join", "resume"):
                continue  # those may rightly make tables and seats; their checks are the parse test's
            await hostile.ws.send(json.dumps(frame))
            answer = json.loads(await asyncio.wait_for(hostile.ws.recv(), LIMIT))
            assert answer["t"] == "error" and answer["code"] in protocol.ERRORS
        assert server.call(lambda: server.server.rooms[code].table.to_json()) == state
        await hostile.close()
        for p in people:
            await p.conn.close()

    run(scenario())


def test_an_illegal_action_gets_its_reason_and_changes_nothing(server: ServerThread) -> None:
    async def scenario() -> None:
        code = (await create_table(server.url, "schnapsen", ["human", "human"]))["table"]
        people = [await Person.join(server.url, code, n) for n in ("Anna", "Ben")]
        for p in people:
            await p.conn.send("ready")
        for p in people:
            await p.until(lambda view, frame: view.deal_running and view.raw_obs is not None)
        waiting = next(p for p in people if not on_turn(p.view))
        version = server.call(lambda: server.server.rooms[code].table.version)
        card = waiting.view.obs.hand[0].text
        with pytest.raises(ServerError) as refused:
            await waiting.conn.request("act", "update", action=f"PLAY:{card}")
        assert refused.value.code == "illegal"
        assert refused.value.frame["reason"]["key"] == "engine.not_your_turn"
        why = await waiting.conn.request("why", "why", action=f"PLAY:{card}")
        assert why["legal"] is False and why["reason"]["key"] == "engine.not_your_turn"
        assert server.call(lambda: server.server.rooms[code].table.version) == version
        for p in people:
            await p.conn.close()

    run(scenario())


def test_a_flood_is_cut_off_and_the_other_tables_finish(tmp_path: Path) -> None:
    server = ServerThread(tmp_path / "data").start()
    try:
        async def scenario() -> tuple[list[int], str]:
            async def flood() -> str:
                conn = await Connection.open(server.url)
                with contextlib.suppress(ConnectionClosed):
                    for _ in range(5_000):
                        await conn.ws.send('{"v": 1, "t": "ready"}')
                await asyncio.wait_for(conn.ws.wait_closed(), LIMIT)
                return str(conn.ws.close_reason)
            codes, reason = await asyncio.gather(bots_play(server.url, "schafkopf", tmp_path / "bots"), flood())
            return codes, reason

        codes, reason = run(scenario())
        assert reason == "flood"
        assert codes == [0, 0, 0, 0]
        assert read_log(tmp_path / "bots" / "seat0.jsonl")[-1]["match_over"]
        # a frame too large to read is refused too, and the server still answers
        async def oversized() -> dict[str, Any]:
            conn = await Connection.open(server.url)
            await conn.ws.send('{"v": 1, "t": "ready", "pad": "' + "x" * protocol.MAX_FRAME + '"}')
            return json.loads(await conn.ws.recv())
        assert run(oversized())["code"] == "too_large"
    finally:
        server.stop()


def test_joins_from_one_address_are_rate_limited(tmp_path: Path) -> None:
    server = ServerThread(tmp_path / "data", joins_per_minute=6).start()
    try:
        async def scenario() -> list[str]:
            answers = []
            for _ in range(4):
                try:
                    answers.append((await create_table(server.url, "schnapsen", ["human", "easy"]))["t"])
                except ServerError as exc:
                    answers.append(exc.code)
            return answers

        assert run(scenario()) == ["created", "created", "rate_limited", "rate_limited"]
    finally:
        server.stop()
