"""The server's guarantees: seat authority (650 for conceding), durability through a SIGKILL
(every acknowledged action is in the journal; the game continues where it was), reconnection
and the absent-seat timeout — against SQLite and, when configured, PostgreSQL."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import httpx
import websockets

from riftbound.actions import Action
from riftbound.replay import verify
from riftbound.server.store import open_store
from riftbound.server.table import Table
from tests.server.conftest import Player, Server, play_all, seat_url


async def recv_state(ws: Any) -> dict[str, Any]:
    while True:
        m = json.loads(await asyncio.wait_for(ws.recv(), 30))
        if m["type"] in ("state", "error"):
            return dict(m)


async def recv(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        m = json.loads(await asyncio.wait_for(ws.recv(), 30))
        if m["type"] == kind:
            return dict(m)


async def presence(ws: Any, expected: list[bool]) -> None:
    """Wait for the presence message that shows ``expected``."""
    while (await recv(ws, "presence"))["presence"] != expected:
        pass


def test_only_the_deciding_seat_with_its_secret_may_act(server: Server) -> None:
    c = server.create(mode="ffa3", seed=8)

    async def run() -> None:
        urls = [seat_url(server, c, i) for i in range(3)]
        async with websockets.connect(urls[0]) as s0, websockets.connect(urls[1]) as s1, \
                websockets.connect(urls[2]) as s2, websockets.connect(f"{server.ws}/ws/{c['id']}") as spec:
            first = await recv_state(s0)
            assert first["decision"] is None  # not started yet
            await s0.send(json.dumps({"type": "action", "action": {"kind": "mulligan_done"}, "ref": 1}))
            err = await recv(s0, "error")
            assert err["code"] == "TableStateError" and "not started" in err["error"]
            server.start_game(c)
            states = [await recv_state(ws) for ws in (s0, s1, s2)]
            decider = states[0]["observation"]["decision"]["player"]
            dws, other = [(s0, s1), (s1, s2), (s2, s0)][decider]
            option = next(s for s in states if s["decision"])["decision"]["options"][0]["action"]
            # another seat, a spectator: refused, game unchanged
            await other.send(json.dumps({"type": "action", "action": option, "ref": 2}))
            err = await recv(other, "error")
            assert err["code"] == "SeatError" and "can't act now" in err["error"] and err["ref"] == 2
            await spec.send(json.dumps({"type": "action", "action": option, "ref": 3}))
            err = await recv(spec, "error")
            assert err["code"] == "SeatError" and "spectator" in err["error"]
            # malformed, illegal, or conceding for someone else: refused
            for ws, bad, code in (
                    (other, "nonsense", "RiftboundError"),
                    (dws, json.dumps({"type": "action", "action": [1]}), "IllegalActionError"),
                    (dws, json.dumps({"type": "action", "action": {"kind": "assign", "unit": 999}}),
                     "IllegalActionError"),
                    (other, json.dumps({"type": "action", "action": {"kind": "concede", "player": decider}}),
                     "SeatError")):
                await ws.send(bad)
                assert (await recv(ws, "error"))["code"] == code, bad
            assert httpx.get(f"{server.url}/api/games/{c['id']}").json()["actions"] == 0
            # conceding for oneself at any moment: accepted, the others play on (650-651)
            quitter = [0, 1, 2][(decider + 1) % 3]
            qws = [s0, s1, s2][quitter]
            await qws.send(json.dumps({"type": "action", "action": {"kind": "concede", "player": quitter}, "ref": 4}))
            ack = await recv(qws, "ack")
            assert ack["seq"] == 1
            st = await recv_state(dws)
            assert st["observation"]["removed"] == [quitter] and not st["observation"]["terminal"]
            assert st["decision"] is not None

        async with websockets.connect(f"{server.ws}/ws/{c['id']}?secret=forged") as bad:
            err = json.loads(await bad.recv())
            assert err["code"] == "SeatError" and "no seat" in err["error"]

    asyncio.run(run())


def test_a_killed_server_restarts_and_every_game_continues_where_it_was(db: str, tmp_path: Path) -> None:
    srv = Server(db).start()
    try:
        games = [srv.create(mode=m, seed=s, seats=seats) for m, s, seats in
                 (("duel", 1, [{}, {}]), ("ffa3", 2, [{}, {"agent": "random"}, {}]), ("match", 3, [{}, {}]))]
        for c in games:
            srv.start_game(c)
        players = [Player(seat_url(srv, c, i), seed=i, leave_at=30) for c in games
                   for i, s in enumerate(c["seats"]) if s["secret"]]
        play_all(players)
        acked: dict[str, list[int]] = {}
        for c in games:
            mine = [p for p in players if c["id"] in p.url]
            acked[c["id"]] = [m["seq"] for p in mine for m in p.messages if m["type"] == "ack"]
            assert acked[c["id"]]
        srv.kill()
        # every acknowledged action is in the journal; the journal re-creates the game
        store = open_store(db)
        before = {}
        for c in games:
            rec = store.game(c["id"])
            assert rec is not None and rec.status == "playing"
            journal = store.journal(c["id"])
            assert max(acked[c["id"]]) <= len(journal) == journal[-1][0]
            t = Table.load(store, rec)
            assert not t.broken
            before[c["id"]] = (t.n, t.game.state_hash())
        store.close()
        srv.start()
        store = open_store(db)
        for c in games:
            seq, h = before[c["id"]]
            summary = httpx.get(f"{srv.url}/api/games/{c['id']}").json()
            assert summary["status"] == "playing" and summary["actions"] >= seq
            if summary["actions"] == seq:  # no agent moved since: the very same state
                t = Table.load(store, store.game(c["id"]))  # type: ignore[arg-type]
                assert t.game.state_hash() == h
        store.close()
        # the games play on to the end, and their replays verify (hashes from before and after the kill)
        ends = play_all([Player(seat_url(srv, c, i), seed=10 + i) for c in games
                         for i, s in enumerate(c["seats"]) if s["secret"]])
        assert all(e["table"]["status"] == "over" for e in ends)
        for c in games:
            text = httpx.get(f"{srv.url}/api/games/{c['id']}/replay.jsonl").text
            path = tmp_path / f"{c['id']}.jsonl"
            path.write_text(text)
            assert verify(path).hashes_checked >= 1
    finally:
        srv.stop()


def test_reconnect_gets_the_current_view_and_the_others_see_the_seat_away(server: Server) -> None:
    c = server.create(mode="duel", seed=21)
    server.start_game(c)

    async def run() -> None:
        async with websockets.connect(seat_url(server, c, 0)) as s0:
            await recv_state(s0)
            async with websockets.connect(seat_url(server, c, 1)) as s1:
                await recv_state(s1)
                await presence(s0, [True, True])
            await presence(s0, [True, False])
            async with websockets.connect(seat_url(server, c, 1)) as s1:
                again = await recv_state(s1)
                assert again["seq"] == 0 and again["observation"]["viewer"] == 1
                assert ("hand" in again["observation"]["players"][1])
                await presence(s0, [True, True])

    asyncio.run(run())


def test_an_absent_seat_is_conceded_after_the_timeout(tmp_path: Path) -> None:
    srv = Server(str(tmp_path / "g.sqlite3"), ["--absent-timeout", "1"]).start()
    try:
        c = srv.create(mode="ffa3", seed=3, seats=[{}, {"agent": "random"}, {}])
        srv.start_game(c)
        p0 = Player(seat_url(srv, c, 0), seed=1)
        play_all([p0])  # seat 2 never comes: conceded, and the game goes on to its end
        removed = [m for m in p0.messages if m["type"] == "state" and 2 in m["observation"]["removed"]]
        assert removed and not removed[0]["observation"]["terminal"]
        assert removed[-1]["observation"]["terminal"]
    finally:
        srv.stop()


def test_the_journal_holds_each_accepted_action_before_its_ack(server: Server) -> None:
    c = server.create(mode="duel", seed=30)
    server.start_game(c)
    play_all([Player(seat_url(server, c, i), seed=i, leave_at=10) for i in range(2)])
    store = open_store(server.db)
    journal = store.journal(c["id"])
    store.close()
    assert [i for i, *_ in journal] == list(range(1, len(journal) + 1))
    assert all(Action.from_json(a) for _, _, a, _ in journal)


def test_the_host_fills_a_seat_with_an_agent_before_the_start(server: Server) -> None:
    c = server.create(mode="duel", seed=40)
    url = f"{server.url}/api/games/{c['id']}/fill"
    assert httpx.post(url, json={"host_secret": "x", "seat": 1, "agent": "random"}).status_code == 403
    r = httpx.post(url, json={"host_secret": c["host_secret"], "seat": 1, "agent": "chess"})
    assert r.status_code == 409 and "unknown agent" in r.json()["error"]
    r = httpx.post(url, json={"host_secret": c["host_secret"], "seat": 1, "agent": "random"})
    assert r.status_code == 200 and r.json()["seats"][1]["agent"] == "random"

    async def refused() -> None:
        async with websockets.connect(seat_url(server, c, 1)) as ws:  # the old invite no longer opens the seat
            assert json.loads(await ws.recv())["code"] == "SeatError"

    asyncio.run(refused())
    server.start_game(c)
    r = httpx.post(url, json={"host_secret": c["host_secret"], "seat": 0, "agent": "random"})
    assert r.status_code == 409 and "before the game starts" in r.json()["error"]
    assert play_all([Player(seat_url(server, c, 0), seed=2)])[0]["table"]["status"] == "over"
    header = json.loads(httpx.get(f"{server.url}/api/games/{c['id']}/replay.jsonl").text.splitlines()[0])
    assert header["seats"] == ["human", "random"]
