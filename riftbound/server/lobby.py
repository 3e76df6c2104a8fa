"""The lobby: creating games (mode, decks, seats with agents or invitations), starting them,
rematches, and bringing every unfinished game back after a restart."""

from __future__ import annotations

import asyncio
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

import riftbound
from riftbound.agents import agent_names
from riftbound.cards.model import CardDef
from riftbound.decks import build
from riftbound.decks.named import named, names
from riftbound.errors import RiftboundError
from riftbound.game import DEFAULT_MAX_TURNS, default_decks
from riftbound.replay import DEFAULT_HASH_EVERY, card_data_hash
from riftbound.rules.deck import Deck
from riftbound.rules.modes import get_mode
from riftbound.server.store import SQLStore, StoredGame, StoreError
from riftbound.server.table import Table, log, new_secret, secret_hash, start_game

HASHES_KEPT = 256  # card data hashes remembered (one per set of cards in a game)
KEEP_FINISHED = 300.0  # seconds a finished game nobody watches stays in memory (then read back when asked for)


class LobbyError(RiftboundError):
    """A game request the lobby can't honour (named in the message)."""


def deck_from(spec: Any) -> Deck:
    """A deck from what a player sends: a named deck, a deck code, or the text of a deck list
    (never a path on the server)."""
    if not isinstance(spec, str) or not spec.strip():
        raise LobbyError(f"a deck is a deck name, a deck code or a deck list's text, not {spec!r}")
    spec = spec.strip()
    if "\n" in spec:
        return build.from_text(spec, "deck list")
    if spec in names():
        return named(spec)
    if spec.isalnum() and len(spec) >= 10:
        return build.from_code(spec, spec[:12] + "...")
    return named(spec)  # raises DeckError with the close names


def _int(d: dict[str, Any], key: str, default: int, low: int, high: int) -> int:
    v = d.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
        raise LobbyError(f"{key} must be a whole number from {low} to {high}, not {v!r}")
    return v


@dataclass
class Lobby:
    """Every table the server holds, by id; ``absent_timeout`` (seconds, 0: never) concedes
    for a human seat left without a connection that long."""

    store: SQLStore
    absent_timeout: float = 0.0
    agent_delay: float = 0.0
    keep_finished: float = KEEP_FINISHED
    tables: dict[str, Table] = field(default_factory=dict)
    rematches: dict[str, str] = field(default_factory=dict)  # game id -> its rematch's id
    tasks: set[asyncio.Task[None]] = field(default_factory=set)
    hashes: dict[tuple[str, ...], str] = field(default_factory=dict)  # card_data_hash by catalog

    def recover(self) -> list[Table]:
        """Load every game that was waiting or being played (after a restart: each continues
        exactly where its journal left it)."""
        recs = self.store.games()
        self.rematches.update((rec.rematch_of, rec.id) for rec in recs if rec.rematch_of)
        return [self._load(rec) for rec in recs if rec.status in ("waiting", "playing")]

    def _load(self, rec: StoredGame) -> Table:
        return self._add(Table.load(self.store, rec))

    def _add(self, t: Table) -> Table:
        t.agent_delay = self.agent_delay
        t.rematch = self.rematches.get(t.id)
        if t.status == "over":
            t.ended = time.monotonic()  # read back from the store: kept a while again
        self.tables[t.id] = t
        return t

    def sweep(self) -> None:
        """Let go of the finished games nobody has watched for ``keep_finished`` seconds since
        they ended: their journal is in the store, and :meth:`table` reads one back when it is
        asked for again (a replay, a rematch). A server that runs for days keeps in memory only
        what is being played and what just ended."""
        now = time.monotonic()
        for t in list(self.tables.values()):
            if t.ended is not None and not t.conns and now - t.ended >= self.keep_finished:
                del self.tables[t.id]

    async def watch_finished(self) -> None:
        """:meth:`sweep` every 10 seconds."""
        while True:
            await asyncio.sleep(10.0)
            self.sweep()

    def table(self, game_id: str) -> Table:
        t = self.tables.get(game_id)
        if t is None:
            rec = self.store.game(game_id)
            if rec is None:
                raise LobbyError(f"no game {game_id!r}")
            t = self._load(rec)
        return t

    async def create(self, req: Any) -> tuple[Table, dict[str, Any]]:
        """A new game from a request ``{"mode", "decks", "seats", "seed", "max_turns"}`` (each
        seat ``{"agent": name}`` for a built-in agent or ``{}`` for a person). Returns the
        table and what only the creator learns: the host secret and every seat's secret. The
        game is set up once (the engine runs on the event loop's thread only: it is not
        thread-safe); the database insert runs in a worker thread."""
        if not isinstance(req, dict):
            raise LobbyError("a game request is a JSON object")
        unknown = set(req) - {"mode", "decks", "seats", "seed", "max_turns"}
        if unknown:
            raise LobbyError(f"unknown field(s) {', '.join(sorted(unknown))} in the game request")
        mode = req.get("mode", "duel")
        try:
            m = get_mode(mode)
        except (RiftboundError, KeyError) as e:
            raise LobbyError(f"unknown mode {mode!r} ({e})") from None
        specs = req.get("decks") or list(default_decks(mode))
        if not isinstance(specs, list) or len(specs) != m.players:
            raise LobbyError(f"a {mode} game needs a list of {m.players} decks")
        decks = [deck_from(d) for d in specs]
        seats = req.get("seats") or [{} for _ in range(m.players)]
        if not isinstance(seats, list) or len(seats) != m.players or not all(isinstance(s, dict) for s in seats):
            raise LobbyError(f"a {mode} game has {m.players} seats: give a list of {m.players} objects")
        for s in seats:
            if s.get("agent") not in (None, *agent_names()):
                raise LobbyError(f"unknown agent {s.get('agent')!r}; agents: {', '.join(agent_names())}")
        header: dict[str, Any] = {
            "type": "header", "format": "riftbound-replay", "version": 1, "engine": riftbound.__version__,
            "rules": riftbound.RULES_EDITION, "card_data_hash": "",
            "seed": _int(req, "seed", secrets.randbelow(2**31), 0, 2**31 - 1), "mode": mode,
            "decks": [d.to_dict() for d in decks],
            "max_turns": _int(req, "max_turns", DEFAULT_MAX_TURNS, 1, 10_000),
            "hash_every": DEFAULT_HASH_EVERY,
            "seats": [s.get("agent") or "human" for s in seats]}
        game = start_game(header)  # refuses bad decks before anything is stored
        header["card_data_hash"] = self._card_data_hash(game.s.catalog)
        keys = [None if s.get("agent") else new_secret() for s in seats]
        host = new_secret()
        rec = StoredGame(id=secrets.token_hex(6), header=header,
                         seats=[{"agent": s.get("agent"), "secret_hash": k and secret_hash(k)}
                                for s, k in zip(seats, keys, strict=True)],
                         host_hash=secret_hash(host), status="waiting", rematch_of=None, created=time.time())
        await asyncio.to_thread(self.store.create, rec)
        return self._add(Table.new(self.store, rec, game)), {"host_secret": host, "seat_secrets": keys}

    def _card_data_hash(self, catalog: tuple[CardDef, ...]) -> str:
        """:func:`card_data_hash` of a game's catalog, computed once per set of cards (card
        definitions don't change while the server runs)."""
        key = tuple(c.id for c in catalog)
        h = self.hashes.get(key)
        if h is None:
            if len(self.hashes) >= HASHES_KEPT:  # deck lists sent by players: keep it bounded
                self.hashes.clear()
            h = self.hashes[key] = card_data_hash(catalog)
        return h

    async def rematch(self, old: Table) -> Table:
        """The same table again (same decks, seats and secrets) with a new seed (one, however
        many ask at once)."""
        async with old.lock:
            if old.status != "over":
                raise LobbyError("a rematch starts once the game is over")
            if old.rematch:
                return self.table(old.rematch)
            header = {**old.rec.header, "seed": secrets.randbelow(2**31)}
            rec = StoredGame(id=secrets.token_hex(6), header=header, seats=old.rec.seats,
                             host_hash=old.rec.host_hash, status="waiting", rematch_of=old.id, created=time.time())
            game = start_game(header)
            await asyncio.to_thread(self.store.create, rec)
            t = self._add(Table.new(self.store, rec, game))
            old.rematch = self.rematches[old.id] = t.id
            return t

    def spawn(self, coro: Any) -> None:
        """Run ``coro`` in the background, keeping a reference until it ends."""
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def watch_absent(self) -> None:
        """Every second, concede for human seats absent longer than ``absent_timeout``."""
        while self.absent_timeout > 0:
            for t in list(self.tables.values()):
                if t.status == "playing":
                    try:
                        await t.concede_absent(self.absent_timeout)
                    except StoreError as e:  # the database is out of reach: try again next time
                        log.warning("game %s: conceding for an absent seat failed: %s", t.id, e)
            await asyncio.sleep(1.0)
