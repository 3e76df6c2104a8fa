"""Where the server keeps its games: one small interface (:class:`Store`) with two
implementations, embedded SQLite (the default) and PostgreSQL (``--db postgresql://...``,
through psycopg).

A game is its replay header (seed, mode, decks, turn limit: everything needed to re-create it),
its seats (agent or human, and the hash of each human seat's secret), and a journal: one row per
accepted action, in order, with the state hash after it every ``hash_every`` actions and after
the last (added to the row just after it is written). The journal row of an action is committed
before the action is acknowledged to anyone, so a game survives the server being killed at any
moment: re-create it from the header and re-apply the journal (docs/server.md, "Storage").
"""

from __future__ import annotations

import asyncio
import json
import logging
import queue
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import orjson

from riftbound.errors import RiftboundError

log = logging.getLogger("riftbound.server")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY, header TEXT NOT NULL, seats TEXT NOT NULL, host_hash TEXT NOT NULL,
        status TEXT NOT NULL, rematch_of TEXT, created DOUBLE PRECISION NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS journal (
        game_id TEXT NOT NULL, i INTEGER NOT NULL, player INTEGER NOT NULL, action TEXT NOT NULL,
        hash TEXT, PRIMARY KEY (game_id, i))""",
)


class StoreError(RiftboundError):
    """The database refused or lost something (named in the message)."""


class StoreUnreachable(StoreError):
    """The connection to the database was lost and could not be opened again."""


Row = tuple[str, int, int, dict[str, Any], str | None]
"""A journal row: game id, action number, player, action (JSON form), state hash or None."""


@dataclass
class StoredGame:
    """One game as the database holds it."""

    id: str
    header: dict[str, Any]
    seats: list[dict[str, Any]]  # {"agent": name or None, "secret_hash": str or None}
    host_hash: str
    status: str  # "waiting", "playing" or "over"
    rematch_of: str | None
    created: float


class Store(Protocol):
    """What the server needs from a database; every write is committed when the call returns."""

    def create(self, g: StoredGame) -> None: ...
    def set_status(self, game_id: str, status: str) -> None: ...
    def set_seats(self, game_id: str, seats: list[dict[str, Any]]) -> None: ...
    def append(self, game_id: str, i: int, player: int, action: dict[str, Any], hash_: str | None = None) -> None: ...
    def append_rows(self, rows: list[Row]) -> None: ...
    def set_hash(self, game_id: str, i: int, hash_: str) -> None: ...
    def game(self, game_id: str) -> StoredGame | None: ...
    def games(self, status: str | None = None) -> list[StoredGame]: ...
    def journal(self, game_id: str) -> list[tuple[int, int, dict[str, Any], str | None]]: ...
    def close(self) -> None: ...


def _row(r: tuple[Any, ...]) -> StoredGame:
    return StoredGame(id=r[0], header=json.loads(r[1]), seats=json.loads(r[2]), host_hash=r[3], status=r[4],
                      rematch_of=r[5], created=float(r[6]))


_COLS = "id, header, seats, host_hash, status, rematch_of, created"


class SQLStore:
    """The SQL both databases share; ``ph`` is the driver's parameter placeholder. A store
    whose connection can be lost (PostgreSQL) reconnects after each of ``retry_delays``
    seconds in turn and runs the statement again; when they are used up the call raises
    :class:`StoreError` and nothing was written."""

    ph = "?"
    retry_delays: tuple[float, ...] = ()

    def __init__(self, conn: Any) -> None:
        self.conn: Any = conn
        self.lock = threading.Lock()
        self._writer: JournalWriter | None = None
        for stmt in SCHEMA:
            self._run(stmt)

    def _sql(self, sql: str) -> str:
        return sql.replace("?", self.ph)

    def _connect(self) -> Any:
        raise StoreError("the database connection is closed")

    def _lost(self, e: Exception) -> bool:
        """Whether ``e`` means the connection is gone (rather than the statement refused)."""
        return False

    def _attempt(self, sql: str, params: tuple[Any, ...], fetch: bool) -> list[tuple[Any, ...]]:
        if self.conn is None:
            self.conn = self._connect()
        cur = self.conn.cursor()
        cur.execute(self._sql(sql), params)
        rows = list(cur.fetchall()) if fetch else []
        self.conn.commit()
        return rows

    def _exec(self, sql: str, params: tuple[Any, ...] = (), fetch: bool = False,
              written: tuple[str, tuple[Any, ...]] | None = None) -> list[tuple[Any, ...]]:
        """Run one statement in its own transaction, committed when this returns. After a lost
        connection the commit may or may not have happened: ``written`` is the query whose rows
        say it did (so an insert is never made twice); an update is simply made again."""
        with self.lock:
            delays = iter(self.retry_delays)
            uncertain = False
            while True:
                try:
                    if uncertain and written is not None and self._attempt(*written, True):
                        return []
                    return self._attempt(sql, params, fetch)
                except Exception as e:
                    if not self._lost(e):
                        self._rollback()
                        what = "read" if fetch else "write"
                        raise StoreError(f"the database refused a {what}: {e}") from e
                    delay = next(delays, None)
                    self._drop()
                    if delay is None:
                        raise StoreUnreachable(f"lost the connection to the database and could not reconnect "
                                         f"({len(self.retry_delays)} attempts): {e}") from e
                    log.warning("the database connection was lost (%s); reconnecting in %.2f s", e, delay)
                    uncertain = True
                    time.sleep(delay)

    def _rollback(self) -> None:
        if self.conn is None:
            return
        try:
            self.conn.rollback()
        except Exception as e:  # the connection is unusable: the next statement reconnects
            if not self._lost(e):
                raise
            self._drop()

    def _drop(self) -> None:
        """Forget a lost connection (closing it quietly); the next attempt connects again."""
        conn, self.conn = self.conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception as e:  # already broken: nothing more to release
                log.debug("closing a lost connection: %s", e)

    def _run(self, sql: str, params: tuple[Any, ...] = (),
             written: tuple[str, tuple[Any, ...]] | None = None) -> None:
        self._exec(sql, params, written=written)

    def _all(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return self._exec(sql, params, fetch=True)

    def create(self, g: StoredGame) -> None:
        self._run(f"INSERT INTO games ({_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                  (g.id, json.dumps(g.header), json.dumps(g.seats), g.host_hash, g.status, g.rematch_of, g.created),
                  written=("SELECT 1 FROM games WHERE id = ?", (g.id,)))

    def set_status(self, game_id: str, status: str) -> None:
        self._run("UPDATE games SET status = ? WHERE id = ?", (status, game_id))

    def set_seats(self, game_id: str, seats: list[dict[str, Any]]) -> None:
        self._run("UPDATE games SET seats = ? WHERE id = ?", (json.dumps(seats), game_id))

    def append(self, game_id: str, i: int, player: int, action: dict[str, Any], hash_: str | None = None) -> None:
        self.append_rows([(game_id, i, player, action, hash_)])

    def append_rows(self, rows: list[Row]) -> None:
        """Journal rows, all in one transaction: all of them are committed, or none. One
        statement for them all (a multi-row VALUES): the journal's thread then waits for the
        interpreter's lock once per transaction, not once per row as it would in a statement
        run per row, while the event loop keeps the lock busy with the games."""
        params = [(g, i, p, orjson.dumps(a).decode(), h) for g, i, p, a, h in rows]
        g, i, p, text, _h = params[0]  # the first row says whether the transaction was committed
        self._run("INSERT INTO journal (game_id, i, player, action, hash) VALUES "
                  + ", ".join(["(?, ?, ?, ?, ?)"] * len(params)), tuple(x for row in params for x in row),
                  written=("SELECT 1 FROM journal WHERE game_id = ? AND i = ? AND player = ? AND action = ?",
                           (g, i, p, text)))

    def set_hash(self, game_id: str, i: int, hash_: str) -> None:
        """The state hash after journal row ``i`` (added once the row is written)."""
        self._run("UPDATE journal SET hash = ? WHERE game_id = ? AND i = ?", (hash_, game_id, i))

    def game(self, game_id: str) -> StoredGame | None:
        rows = self._all(f"SELECT {_COLS} FROM games WHERE id = ?", (game_id,))
        return _row(rows[0]) if rows else None

    def games(self, status: str | None = None) -> list[StoredGame]:
        if status is None:
            return [_row(r) for r in self._all(f"SELECT {_COLS} FROM games ORDER BY created")]
        return [_row(r) for r in self._all(f"SELECT {_COLS} FROM games WHERE status = ? ORDER BY created", (status,))]

    def journal(self, game_id: str) -> list[tuple[int, int, dict[str, Any], str | None]]:
        rows = self._all("SELECT i, player, action, hash FROM journal WHERE game_id = ? ORDER BY i", (game_id,))
        return [(int(r[0]), int(r[1]), json.loads(r[2]), r[3]) for r in rows]

    @property
    def writer(self) -> JournalWriter:
        """The thread that writes this store's journal for the event loop (started when first
        needed)."""
        if self._writer is None:
            self._writer = JournalWriter(self)
        return self._writer

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None
        with self.lock:
            self._drop()


class JournalWriter:
    """The one thread that writes a store's journal, so the event loop never waits for the
    database: :meth:`append` queues a row and returns a future that is settled once the row is
    committed (or could not be). Every row queued while a commit is under way goes into the
    next transaction together (group commit), so under load there are far fewer commits than
    rows; a row is still acknowledged only after its own commit. If a transaction of several
    rows is refused, each row is tried again alone, so one bad row fails no other; when the
    database is out of reach (:class:`StoreUnreachable`) they all fail at once. Other writes
    (``later``) run on the same thread, in order, without anyone waiting for them."""

    def __init__(self, store: SQLStore) -> None:
        self.store = store
        self.todo: queue.SimpleQueue[list[tuple[Any, ...]] | None] = queue.SimpleQueue()
        self.pending: list[tuple[Any, ...]] = []  # queued on the event loop, handed over once a loop pass
        self.thread = threading.Thread(target=self._run, name="riftbound-journal", daemon=True)
        self.thread.start()

    def append(self, game_id: str, i: int, player: int, action: dict[str, Any]) -> asyncio.Future[None]:
        """Queue journal row ``i`` of ``game_id`` (without a hash: :meth:`SQLStore.set_hash`
        adds one later); the future is settled once the row is committed."""
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[None] = loop.create_future()
        self._queue(loop, ("row", (game_id, i, player, action, None), loop, fut))
        return fut

    def later(self, write: Callable[[], None]) -> None:
        """Run ``write`` (a store call) on this thread after what is queued; a failure is logged."""
        self._queue(asyncio.get_running_loop(), ("call", write))

    def _queue(self, loop: asyncio.AbstractEventLoop, item: tuple[Any, ...]) -> None:
        """Everything queued during one pass of the event loop (the actions of every game
        that arrived together) is handed to the thread at once, at the end of the pass: one
        wake-up of the thread, not one per row."""
        if not self.pending:
            loop.call_soon(self._hand_over)
        self.pending.append(item)

    def _hand_over(self) -> None:
        items, self.pending = self.pending, []
        self.todo.put(items)

    def close(self) -> None:
        """Write what is queued, then stop the thread."""
        if self.pending:
            self._hand_over()
        self.todo.put(None)
        self.thread.join()

    def _run(self) -> None:
        while True:
            items = self.todo.get()
            if items is None:
                return
            batch = list(items)
            while len(batch) < 500:
                try:
                    more = self.todo.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    self.todo.put(None)  # stop once this batch is written
                    break
                batch += more
            rows = [b for b in batch if b[0] == "row"]
            if rows:
                self._write(rows)
            for b in batch:
                if b[0] == "call":
                    try:
                        b[1]()
                    except Exception as e:  # logged: this thread must go on writing the journal
                        log.warning("a database write failed: %s", e)

    def _write(self, rows: list[tuple[Any, ...]]) -> None:
        outcome: list[StoreError | None]
        try:
            self.store.append_rows([r[1] for r in rows])
            outcome = [None] * len(rows)
        except StoreUnreachable as e:
            outcome = [e] * len(rows)
        except StoreError as e:
            if len(rows) == 1:
                outcome = [e]
            else:
                for r in rows:
                    self._write([r])
                return
        except Exception as e:  # not the database's answer (a row that can't be written as JSON...)
            outcome = [StoreError(f"the journal row could not be written: {e}")] * len(rows)
        by_loop: dict[asyncio.AbstractEventLoop, list[tuple[asyncio.Future[None], StoreError | None]]] = {}
        for r, failed in zip(rows, outcome, strict=True):
            by_loop.setdefault(r[2], []).append((r[3], failed))
        for loop, settle in by_loop.items():
            try:
                loop.call_soon_threadsafe(_settle, settle)
            except RuntimeError:  # that event loop is closed: nobody waits any more
                log.debug("journal rows written for a closed event loop")


def _settle(futures: list[tuple[asyncio.Future[None], StoreError | None]]) -> None:
    for fut, e in futures:
        if fut.done():  # its waiter was cancelled
            continue
        if e is None:
            fut.set_result(None)
        else:
            fut.set_exception(e)


class SQLiteStore(SQLStore):
    """An embedded SQLite file (``:memory:`` for a throwaway one). Write-ahead logging: a
    committed row survives the process being killed."""

    def __init__(self, path: str) -> None:
        conn = sqlite3.connect(path, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        super().__init__(conn)


class PostgresStore(SQLStore):
    """A PostgreSQL database, by its ``postgresql://`` URL (needs psycopg). A lost connection
    (the server restarted, the backend was terminated) is opened again, waiting a little
    longer each time, about 6 s in all, before the call fails."""

    ph = "%s"
    retry_delays = (0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2)

    def __init__(self, url: str) -> None:
        try:
            import psycopg  # optional: only a PostgreSQL store needs it
        except ImportError:
            raise StoreError("a postgresql:// database needs psycopg: pip install 'riftbound[server]'") from None
        self.url = url
        self.psycopg: Any = psycopg
        try:
            conn = self._connect()
        except psycopg.Error as e:
            raise StoreError(f"can't connect to {url}: {e}") from None
        super().__init__(conn)

    def _connect(self) -> Any:
        return self.psycopg.connect(self.url, connect_timeout=5, application_name="riftbound-server")

    def _lost(self, e: Exception) -> bool:
        conn = self.conn
        return isinstance(e, self.psycopg.OperationalError) and (conn is None or conn.closed or conn.broken)


def open_store(db: str) -> SQLStore:
    """The store ``db`` names: a ``postgresql://`` URL, or the path of a SQLite file."""
    if db.startswith(("postgresql://", "postgres://")):
        return PostgresStore(db)
    try:
        return SQLiteStore(db)
    except sqlite3.Error as e:
        raise StoreError(f"can't open the SQLite database {db}: {e}") from None
