"""A person's seat over the network: joining, coming back with the seat token, the grace
period after which a computer plays the seat, and getting it back."""

from __future__ import annotations

import asyncio

import pytest
from net_helpers import Person, on_turn, run

from cardtable.net.client import ServerError, create_table
from cardtable.net.host import ServerThread


async def _two_people(url: str, grace: int = 120) -> tuple[str, Person, Person]:
    code = (await create_table(url, "schnapsen", ["human", "human"], grace=grace))["table"]
    a = await Person.join(url, code, "Anna")
    b = await Person.join(url, code, "Ben")
    for p in (a, b):
        await p.conn.send("ready")
    for p in (a, b):
        await p.until(lambda view, frame: view.deal_running and view.raw_obs is not None)
    return code, a, b


def test_a_person_who_drops_comes_back_to_the_same_hand_with_the_seat_token(server: ServerThread) -> None:
    async def scenario() -> None:
        code, a, b = await _two_people(server.url)
        mover = a if on_turn(a.view) else b
        before = mover.view.version
        await mover.play_card()
        await a.until(lambda view, frame: frame["t"] == "update" and view.version > before)
        assert len(a.view.obs.trick) == 1  # in the middle of a trick
        hand, trick = a.view.obs.hand, a.view.obs.trick
        await a.conn.close()
        seen = await b.until(lambda view, frame: frame["t"] == "table" and not frame["seats"][a.view.seat]["present"])
        assert seen["seats"][a.view.seat]["standin"] is False  # within the grace period the seat waits
        back = await Person.resume(server.url, code, a.token)
        await back.until(lambda view, frame: frame["t"] == "update")
        assert back.view.seat == a.view.seat
        assert (back.view.obs.hand, back.view.obs.trick) == (hand, trick)
        with pytest.raises(ServerError) as refused:
            await Person.resume(server.url, code, "x" * 32)
        assert refused.value.code == "bad_token"
        await back.conn.close()
        await b.conn.close()

    run(scenario())


def test_after_the_grace_period_a_computer_plays_the_seat_until_the_person_returns(server: ServerThread) -> None:
    async def scenario() -> None:
        code, a, b = await _two_people(server.url, grace=1)
        seat = a.view.seat
        await a.conn.close()
        await b.until(lambda view, frame: frame["t"] == "table" and frame["seats"][seat]["standin"], limit=10)
        # the computer now moves for the absent person: Ben plays and the deal goes on
        await b.play_until(lambda view: not view.deal_running or any(
            e["kind"] == "CardPlayed" and e["seat"] == seat for f in b.frames if f["t"] == "update" for e in f["events"]))
        back = await Person.resume(server.url, code, a.token)
        frame = await back.until(lambda view, frame: frame["t"] == "table")
        assert frame["seats"][seat] | {"present": True, "standin": False} == frame["seats"][seat]
        await back.until(lambda view, frame: frame["t"] == "update")
        # the person has the seat again: when it is their turn, nobody moves for them
        await b.play_until(lambda view: not view.deal_running or view.obs.turn == seat)
        if b.view.deal_running:
            version = server.call(lambda: server.server.rooms[code].table.version)
            await asyncio.sleep(0.5)
            assert server.call(lambda: server.server.rooms[code].table.version) == version
        await back.conn.close()
        await b.conn.close()

    run(scenario())
