"""The store when the database goes away: PostgreSQL reconnects after its connection is lost
(a terminated backend, a restarted server) with a bounded backoff; an insert whose commit may
have happened is never made twice; when the database stays out of reach the write fails and
the action is refused, never acknowledged; a game catches up with a journal row whose
acknowledgement was lost."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from riftbound.server.lobby import Lobby
from riftbound.server.store import PostgresStore, Row, SQLiteStore, StoredGame, StoreError, open_store
from riftbound.server.table import Table
from tests.server.conftest import POSTGRES, Player, Server, play_all, reset_postgres, seat_url


def terminate_server_backends(url: str) -> int:
    """pg_terminate_backend on every connection the server side opened to this database."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as c:
        rows = c.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() "
                         "AND application_name = 'riftbound-server' AND pid <> pg_backend_pid()").fetchall()
    return len(rows)


def record(game_id: str = "g1") -> StoredGame:
    return StoredGame(id=game_id, header={"seed": 1}, seats=[], host_hash="h", status="playing", rematch_of=None,
                      created=time.time())


@pytest.fixture
def pg() -> Any:
    if not POSTGRES:
        pytest.skip("no PostgreSQL: set RIFTBOUND_TEST_POSTGRES=postgresql://... (.ci/run does)")
    reset_postgres(POSTGRES)
    store = PostgresStore(POSTGRES)
    store.create(record())
    yield store
    store.close()


def test_postgres_reconnects_after_its_backend_is_terminated(pg: PostgresStore) -> None:
    pg.append("g1", 1, 0, {"kind": "pass"})
    assert terminate_server_backends(POSTGRES) >= 1  # (a stopped server's backend may linger)
    pg.append("g1", 2, 1, {"kind": "pass"}, "h2")  # reconnects, then writes
    assert [(i, h) for i, _, _, h in pg.journal("g1")] == [(1, None), (2, "h2")]
    assert terminate_server_backends(POSTGRES) >= 1  # (a stopped server's backend may linger)
    assert pg.game("g1") is not None  # reads reconnect too


def test_an_insert_whose_commit_may_have_happened_is_not_made_twice(pg: PostgresStore) -> None:
    pg.append("g1", 1, 0, {"kind": "pass"})
    terminate_server_backends(POSTGRES)
    # as if the first commit had gone through and only its answer was lost: the row is there
    pg.append("g1", 1, 0, {"kind": "pass"})
    assert len(pg.journal("g1")) == 1
    terminate_server_backends(POSTGRES)
    with pytest.raises(StoreError, match="refused a write"):  # another action at the same place
        pg.append("g1", 1, 1, {"kind": "end_turn"}, None)
    assert [a for _, _, a, _ in pg.journal("g1")] == [{"kind": "pass"}]


def test_the_journal_thread_reconnects_and_writes_rows_of_several_games_together(pg: PostgresStore) -> None:
    pg.create(record("g2"))

    async def run() -> None:
        with pg.lock:  # the thread waits with what is queued while the backend goes away
            rows = [pg.writer.append(g, 1, 0, {"kind": "pass"}) for g in ("g1", "g2")]
            await asyncio.sleep(0.1)
            assert terminate_server_backends(POSTGRES) >= 1
        await asyncio.gather(*rows)

    asyncio.run(run())
    assert [len(pg.journal(g)) for g in ("g1", "g2")] == [1, 1]


def test_an_unreachable_database_fails_the_write_after_a_bounded_wait(pg: PostgresStore) -> None:
    pg.retry_delays = (0.01, 0.02)
    good = pg.url
    terminate_server_backends(POSTGRES)
    pg.url = "postgresql://riftbound:riftbound@127.0.0.1:1/nowhere"  # as if the server were down
    t0 = time.monotonic()
    with pytest.raises(StoreError, match="could not reconnect"):
        pg.append("g1", 1, 0, {"kind": "pass"})
    assert time.monotonic() - t0 < 10
    pg.url = good  # back up: the next write reconnects, and the failed one was never written
    pg.append("g1", 1, 0, {"kind": "end_turn"}, None)
    assert [a for _, _, a, _ in pg.journal("g1")] == [{"kind": "end_turn"}]


class FlakyStore(SQLiteStore):
    """SQLite whose next journal write fails: before writing (``lost_before``) or after it
    (the row is committed but the call fails, as when the answer is lost)."""

    fail: str = ""

    def append_rows(self, rows: list[Row]) -> None:
        fail, self.fail = self.fail, ""
        if fail == "after":
            super().append_rows(rows)
        if fail:
            raise StoreError("lost the connection to the database")
        super().append_rows(rows)


def test_a_failed_write_refuses_the_action_and_a_lost_answer_is_caught_up(tmp_path: Path) -> None:
    store = FlakyStore(str(tmp_path / "g.sqlite3"))

    async def run() -> None:
        t, _keys = await Lobby(store).create({"mode": "duel", "seed": 3})
        await t.start()
        seat = t.game.current_player()
        first = t.game.legal_actions()[0].to_json()
        before = t.game.state_hash()
        store.fail = "before"  # nothing written: refused, the game unchanged, the same action later accepted
        with pytest.raises(StoreError):
            await t.act(seat, first)
        assert t.n == 0 and t.game.state_hash() == before and store.journal(t.id) == []
        assert await t.act(seat, first) == 1
        seat = t.game.current_player()
        second = t.game.legal_actions()[0].to_json()
        store.fail = "after"  # written, but the call failed: refused now, caught up at the next message
        with pytest.raises(StoreError):
            await t.act(seat, second)
        assert t.n == 1 and len(store.journal(t.id)) == 2
        seat = t.game.current_player()
        await t.act(seat, {"kind": "concede", "player": seat})
        assert t.n == 3 and [i for i, *_ in store.journal(t.id)] == [1, 2, 3]
        again = Table.load(store, store.game(t.id))  # type: ignore[arg-type]
        assert again.game.state_hash() == t.game.state_hash() and not again.broken

    asyncio.run(run())
    store.close()


def test_a_server_on_postgres_goes_on_after_its_connection_is_killed(tmp_path: Path) -> None:
    if not POSTGRES:
        pytest.skip("no PostgreSQL: set RIFTBOUND_TEST_POSTGRES=postgresql://... (.ci/run does)")
    reset_postgres(POSTGRES)
    srv = Server(POSTGRES).start()
    try:
        c = srv.create(mode="duel", seed=7)
        srv.start_game(c)
        first = [Player(seat_url(srv, c, i), seed=i, leave_at=8) for i in range(2)]
        play_all(first)
        assert terminate_server_backends(POSTGRES) >= 1
        rest = [Player(seat_url(srv, c, i), seed=5 + i, leave_at=20) for i in range(2)]
        play_all(rest)
        acks = sorted(m["seq"] for p in rest for m in p.messages if m["type"] == "ack")
        assert not [e for p in rest for e in p.errors] and acks and acks[0] > 8
        store = open_store(POSTGRES)
        journal = store.journal(c["id"])
        store.close()
        assert [i for i, *_ in journal] == list(range(1, len(journal) + 1)) and len(journal) >= acks[-1]
        assert httpx.get(f"{srv.url}/api/games/{c['id']}").json()["actions"] == len(journal)
    finally:
        srv.stop()


def test_a_finished_game_nobody_watches_is_let_go_and_read_back_when_asked_for(tmp_path: Path) -> None:
    """A long-running server keeps in memory only what is played and what just ended; a game
    it let go is read back from its journal, the same state, its rematch link kept."""
    store = SQLiteStore(str(tmp_path / "g.sqlite3"))

    async def run() -> None:
        lobby = Lobby(store, keep_finished=60.0)
        t, _keys = await lobby.create({"mode": "duel", "seed": 4})
        await t.start()
        lobby.sweep()
        assert t.id in lobby.tables  # being played: kept
        seat = t.game.current_player()
        await t.act(seat, {"kind": "concede", "player": seat})
        assert t.status == "over" and t.ended is not None
        lobby.sweep()
        assert t.id in lobby.tables  # just ended: kept a while
        new = await lobby.rematch(t)
        t.ended -= 60.0
        lobby.sweep()
        assert t.id not in lobby.tables and new.id in lobby.tables
        again = lobby.table(t.id)  # read back from the store
        assert again is not t and again.status == "over" and again.rematch == new.id
        assert again.game.state_hash() == t.game.state_hash()
        assert (await lobby.rematch(again)).id == new.id  # the same rematch, not a second one

    asyncio.run(run())
    store.close()


class CountingStore(SQLiteStore):
    """SQLite that records how many rows each journal transaction held."""

    def __init__(self, path: str) -> None:
        super().__init__(path)
        self.batches: list[int] = []

    def append_rows(self, rows: list[Row]) -> None:
        self.batches.append(len(rows))
        super().append_rows(rows)


def test_the_journal_thread_commits_waiting_rows_together_and_acknowledges_each_after_its_commit(
        tmp_path: Path) -> None:
    store = CountingStore(str(tmp_path / "g.sqlite3"))
    for g in ("a", "b", "c"):
        store.create(record(g))

    async def run() -> None:
        with store.lock:  # the database is busy: the thread waits with the first row, the others queue
            first = store.writer.append("a", 1, 0, {"kind": "pass"})
            while not store.batches:
                await asyncio.sleep(0.01)
            rest = [store.writer.append("b", 1, 0, {"kind": "pass"}),
                    store.writer.append("c", 1, 1, {"kind": "end_turn"}),
                    store.writer.append("a", 1, 1, {"kind": "end_turn"})]  # a second row 1: refused
            await asyncio.sleep(0.05)
            assert not first.done() and not any(f.done() for f in rest)  # nothing acknowledged before its commit
        await first
        await rest[0]
        await rest[1]
        with pytest.raises(StoreError, match="refused a write"):
            await rest[2]  # only the bad row fails: the others of its transaction are written alone
        store.writer.later(lambda: store.set_hash("c", 1, "h"))  # a state hash, added to the written row
        for _ in range(500):
            await asyncio.sleep(0.01)
            if store.journal("c")[0][3] is not None:
                break

    asyncio.run(run())
    assert store.batches == [1, 3, 1, 1, 1]
    assert [(i, p, a) for i, p, a, _ in store.journal("a")] == [(1, 0, {"kind": "pass"})]
    assert [h for *_, h in store.journal("c")] == ["h"] and len(store.journal("b")) == 1
    store.close()


def test_the_journal_thread_outlives_a_row_it_cannot_write(tmp_path: Path) -> None:
    store = SQLiteStore(str(tmp_path / "g.sqlite3"))
    store.create(record("a"))

    async def run() -> None:
        with pytest.raises(StoreError, match="could not be written"):
            await store.writer.append("a", 1, 0, {"kind": object()})  # not JSON
        await store.writer.append("a", 1, 0, {"kind": "pass"})

    asyncio.run(run())
    assert [a for _, _, a, _ in store.journal("a")] == [{"kind": "pass"}]
    store.close()
