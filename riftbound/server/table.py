"""One game being played on the server: its seats, the engine game, the connections watching
it, and the only path by which an action reaches the game (:meth:`Table.act`): the seat's own
action, legal now, journalled in the store, then applied and sent to everyone as each may see
it."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

import orjson

from riftbound.actions import Action
from riftbound.agents import agent_names, make_agent
from riftbound.agents.base import Agent
from riftbound.errors import IllegalActionError, RiftboundError
from riftbound.game import Game, new_game
from riftbound.match import Match
from riftbound.observe import redact
from riftbound.rules.deck import Deck
from riftbound.server import views
from riftbound.server.store import SQLStore, StoredGame, StoreError
from riftbound.state import State

log = logging.getLogger("riftbound.server")
AGENT_RETRY = 5.0  # seconds before an agent whose action the database could not take tries again


class SeatError(RiftboundError):
    """An action refused for who sent it: a spectator, a wrong secret or another seat's turn."""


class TableStateError(RiftboundError):
    """An action or command refused because of where the game is (not started, over, broken)."""


def secret_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def new_secret() -> str:
    return secrets.token_urlsafe(18)


def start_game(header: dict[str, Any]) -> Game | Match:
    """The game a replay header describes, at its first decision, with the judge's log on."""
    decks = [Deck.from_dict(d) for d in header["decks"]]
    return new_game(mode=header["mode"], decks=decks, seed=header["seed"], max_turns=header["max_turns"], log=True)


def encode(msg: dict[str, Any]) -> str:
    """A message as the JSON text sent on the socket (compact, UTF-8 as it is). orjson makes
    it in a quarter of the time the standard library takes, and every action sends one or
    more to each connection."""
    return orjson.dumps(msg, option=orjson.OPT_NON_STR_KEYS).decode()


@dataclass
class Watcher:
    """One open connection: the seat it speaks for (``-1``: a spectator) and the messages
    waiting to be sent to it, in order, already JSON text (views are built under the table's
    lock, when the state changes, so a connection never sees an older state after a newer one)."""

    seat: int
    delta: bool = False  # sent what changed in the observation, after the first whole one
    queue: asyncio.Queue[str] = field(default_factory=asyncio.Queue)
    last: dict[str, Any] | None = None  # the observation it was last sent
    table: int = -1  # the version of the table summary it was last sent (deltas: sent again when it changes)

    def put(self, msg: dict[str, Any]) -> None:
        self.queue.put_nowait(encode(msg))


@dataclass
class Table:
    """A game in play. ``conns`` are the open connections; ``logs[v]`` the judge's log as viewer
    ``v`` (``-1`` for spectators) sees it."""

    stored: SQLStore
    rec: StoredGame
    game: Game | Match
    n: int = 0
    agents: dict[int, Agent] = field(default_factory=dict)
    conns: list[Watcher] = field(default_factory=list)
    logs: dict[int, list[list[str]]] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    absent_since: dict[int, float] = field(default_factory=dict)
    broken: str = ""
    agent_delay: float = 0.0
    rematch: str | None = None
    ended: float | None = None  # when the game was seen over (time.monotonic), for Lobby.sweep
    unsynced: bool = False  # a journal write failed: the journal may hold one action more than the game
    _log_seen: tuple[int, int] = (0, 0)  # (Match game number, entries of its log already shared out)
    _summary: dict[str, Any] | None = None  # the table summary last sent
    _summary_key: tuple[Any, ...] = ()  # what it was made of (:meth:`current_summary`)
    _summary_version: int = 0  # changes whenever the summary changes in more than its number of actions

    # ---- building ----------------------------------------------------------------------
    @classmethod
    def load(cls, stored: SQLStore, rec: StoredGame) -> Table:
        """Re-create a game from its header and re-apply its journal, checking every stored
        hash (after a restart, the game continues exactly where it was)."""
        t = cls.new(stored, rec, start_game(rec.header))
        for i, player, action, h in stored.journal(rec.id):
            before = t.game.s.sight()
            try:
                a = Action.from_json(action)
                t.game.apply_action(a)
            except RiftboundError as e:
                t.broken = f"journal entry {i} ({action}) no longer applies: {e}"
                break
            t.n = i
            t._share_log(before)
            if h is not None and h != t.game.state_hash():
                t.broken = f"state hash after action {i} differs from the journal's (player {player})"
                break
        return t

    @classmethod
    def new(cls, stored: SQLStore, rec: StoredGame, game: Game | Match) -> Table:
        """The table of ``game``, just set up from ``rec``'s header (no journal yet)."""
        t = cls(stored=stored, rec=rec, game=game)
        t._make_agents()
        t._share_log()
        return t

    def _make_agents(self) -> None:
        for seat, info in enumerate(self.rec.seats):
            if info.get("agent"):
                self.agents[seat] = make_agent(info["agent"], self.rec.header["seed"] * 31 + seat)

    @property
    def id(self) -> str:
        return self.rec.id

    @property
    def n_seats(self) -> int:
        return len(self.rec.seats)

    def seat_of(self, secret: str | None) -> int:
        """The seat whose secret this is; ``-1`` (a spectator) without a secret."""
        if not secret:
            return -1
        h = secret_hash(secret)
        for seat, info in enumerate(self.rec.seats):
            if info.get("secret_hash") and secrets.compare_digest(info["secret_hash"], h):
                return seat
        raise SeatError("this secret opens no seat of this game")

    def is_host(self, secret: str | None) -> bool:
        return bool(secret) and secrets.compare_digest(self.rec.host_hash, secret_hash(secret or ""))

    # ---- what each viewer sees -------------------------------------------------------------
    def _share_log(self, before: State | None = None) -> None:
        """Append the log entries produced since last time (by the action that led from state
        ``before``) to every viewer's log, redacted for each (:func:`riftbound.observe.redact`)."""
        g = self.game
        game_no = g.games if isinstance(g, Match) else 1
        seen_no, seen = self._log_seen
        s = g.s
        entries = s.log or []  # read in place: copying the whole log each action grew with the game
        if game_no != seen_no:
            seen = 0
            before = None  # a new game of the match: other objects
            if seen_no:
                for log in self.logs.values():
                    log.append(["", f"--- game {game_no} of the match ---"])
        viewers = range(-1, self.n_seats)
        logs = [self.logs.setdefault(v, []) for v in viewers]
        for rule, text in entries[seen:]:
            for log, seen_as in zip(logs, redact(before, s, text, viewers), strict=True):
                log.append([rule, seen_as])
        self._log_seen = (game_no, len(entries))

    def presence(self) -> list[bool]:
        here = {w.seat for w in self.conns}
        return [seat in self.agents or seat in here for seat in range(self.n_seats)]

    def summary(self) -> dict[str, Any]:
        """The public facts of the table (the lobby's view)."""
        h = self.rec.header
        return {"id": self.id, "mode": h["mode"], "status": self.status, "seats": [
            {"seat": i, "agent": info.get("agent"), "team": self.game.s.teams[i], "deck": h["decks"][i]["name"]
             if isinstance(h["decks"][i], dict) and "name" in h["decks"][i] else None}
            for i, info in enumerate(self.rec.seats)], "presence": self.presence(), "actions": self.n,
            "winners": self.game.winners, "end_reason": self.game.end_reason, "rematch": self.rematch,
            "broken": self.broken}

    @property
    def status(self) -> str:
        if self.broken:
            return "broken"
        if self.game.is_terminal():
            return "over"
        return self.rec.status

    def view(self, seat: int, log_from: int, summary: dict[str, Any] | None = None,
             obs: dict[str, Any] | None = None) -> dict[str, Any]:
        """The message for ``seat``: built from ``observation(seat)`` (``obs``, if already
        made), that seat's own decision and its redacted log from entry ``log_from`` on
        (``summary``: the table's, if already made)."""
        g = self.game
        playing = self.status == "playing"
        if obs is None:
            obs = self.observations([seat])[0]
        return {"type": "state", "seat": seat, "seq": self.n, "table": summary or self.summary(),
                "observation": obs,
                "decision": views.decision(g, seat) if playing else None,
                "can_concede": playing and g.may_concede(seat),
                "log_from": log_from, "log": self.logs.get(seat, [])[log_from:]}

    def observations(self, seats: list[int]) -> list[dict[str, Any]]:
        """``observation(seat)`` of each seat, built together (:meth:`Game.observations`)."""
        if self.status == "playing":
            self.game.legal_actions()  # listed first (once a decision): the views reuse the layers it computed
        return self.game.observations(seats)

    def current_summary(self) -> tuple[dict[str, Any], int]:
        """The table summary now and its version, which changes whenever the summary changes
        in more than its number of actions (a delta message leaves an unchanged table out).
        After most actions only that number changed: the summary is made again only when what
        the rest of it is made of changed (its mode, decks and teams never do)."""
        g = self.game
        key = (self.status, tuple(self.presence()), tuple(info.get("agent") for info in self.rec.seats),
               tuple(g.winners), g.end_reason, self.rematch, self.broken)
        if self._summary is None or key != self._summary_key:
            self._summary, self._summary_key = self.summary(), key
            self._summary_version += 1
        elif self._summary["actions"] != self.n:
            self._summary = {**self._summary, "actions": self.n}
        return self._summary, self._summary_version

    def publish(self, log_from: dict[int, int]) -> None:
        """Queue the new view for every connection (call with the lock held): each seat's view
        is built once and each distinct message encoded once, however many connections show
        it; a connection that asked for deltas gets only what changed in the observation."""
        summary, version = self.current_summary()
        seats = sorted({w.seat for w in self.conns})
        obs = dict(zip(seats, self.observations(seats), strict=True))
        built: dict[tuple[int, int], dict[str, Any]] = {}
        texts: dict[tuple[int, int, int, bool], str] = {}
        bases = [w.last for w in self.conns]  # alive until the end: their ids stay theirs
        for w in self.conns:
            key = (w.seat, log_from.get(w.seat, 0))
            v = built.get(key)
            if v is None:
                v = built[key] = self.view(*key, summary, obs[w.seat])
            base = w.last if w.delta else None
            same_table = w.delta and w.table == version
            tkey = (*key, id(base), same_table)
            text = texts.get(tkey)
            if text is None:
                msg = v
                if base is not None:
                    msg = {**v, "observation": None, "patch": views.patch(base, v["observation"])}
                    if same_table:
                        del msg["table"]
                text = texts[tkey] = encode(msg)
            w.last = v["observation"]
            w.table = version
            w.queue.put_nowait(text)
        del bases

    async def join(self, w: Watcher) -> None:
        """A new connection: it gets the whole view, the others learn the seat is here."""
        async with self.lock:
            self.conns.append(w)
            summary, w.table = self.current_summary()
            v = self.view(w.seat, 0, summary)
            w.last = v["observation"]
            w.put(v)
            self.announce_presence()

    async def leave(self, w: Watcher) -> None:
        async with self.lock:
            if w in self.conns:
                self.conns.remove(w)
            self.announce_presence()

    def announce_presence(self) -> None:
        """Tell everyone which seats have a connection (a seat without one is shown as
        disconnected)."""
        text = encode({"type": "presence", "presence": self.presence()})
        for w in self.conns:
            w.queue.put_nowait(text)

    def log_marks(self) -> dict[int, int]:
        return {v: len(log) for v, log in self.logs.items()}

    # ---- acting ---------------------------------------------------------------------------
    def check(self, seat: int, action: Any) -> Action:
        """The action if ``seat`` may take it now; otherwise a clear error and nothing changes."""
        if self.broken:
            raise TableStateError(f"this game can't go on: {self.broken}")
        if self.game.is_terminal():
            raise TableStateError("the game is over")
        if self.rec.status != "playing":
            raise TableStateError("the game has not started yet")
        if seat < 0:
            raise SeatError("a spectator can't act; open the game with a seat's invite link")
        if seat in self.agents:
            raise SeatError(f"seat {seat} is played by the {self.rec.seats[seat]['agent']} agent")
        if not isinstance(action, dict):
            raise IllegalActionError(f"an action is a JSON object such as {{\"kind\": \"pass\"}}, not {action!r}")
        a = Action.from_json(action)
        if a[0] == "concede":
            if a[1:] != (seat,):
                raise SeatError(f"seat {seat} may concede only for itself")
        elif self.game.current_player() != seat:
            raise SeatError(f"seat {seat} can't act now: P{self.game.current_player()} is deciding")
        if a not in self.game.legal_actions(seat, include_concede=True):
            raise IllegalActionError(f"{a.to_json()} is not a legal answer to the pending decision")
        return a

    async def commit(self, seat: int, a: Action) -> None:
        """Journal the action, then apply it (the journal row is committed first: 'written
        before acknowledged'). The row is written by the store's journal thread
        (:class:`JournalWriter`, which commits the rows of all the games that wait together),
        so other games go on meanwhile. A failed write raises :class:`StoreError`: the action
        is refused and the game unchanged."""
        i = self.n + 1
        try:
            await self.stored.writer.append(self.id, i, seat, a.to_json())
        except (StoreError, asyncio.CancelledError):
            self.unsynced = True  # its commit may have happened all the same: see sync()
            raise
        self._advance(a, i)

    def _advance(self, a: Action, i: int) -> None:
        """Apply journal entry ``i``, action ``a``, to the game. Every ``hash_every`` actions,
        and after the last, the state hash is added to the entry's row (on the journal's
        thread, after the row: a crash between the two leaves a row without a hash, which
        only means one check fewer)."""
        before = self.game.s.sight()  # what each viewer could see before it, for the log
        try:
            self.game.apply_action(a)
        except Exception as e:  # an engine bug: the journal holds an action the game can't take
            self.broken = f"journal entry {i} ({a.to_json()}) failed in the engine: {e}"
            log.exception("game %s: %s", self.id, self.broken)
            raise TableStateError(f"this game can't go on: {self.broken}") from None
        self.n = i
        self._share_log(before)
        over = self.game.is_terminal()
        if i % int(self.rec.header["hash_every"]) == 0 or over:
            h = self.game.state_hash()
            self.stored.writer.later(lambda: self.stored.set_hash(self.id, i, h))
        if over:
            self.rec.status = "over"
            self.ended = time.monotonic()
            # after the last row, on the journal's thread; if it fails, the journal says it is
            # over all the same: a restart finds that out again
            self.stored.writer.later(lambda: self.stored.set_status(self.id, "over"))

    async def sync(self) -> bool:
        """After a failed journal write, make the game agree with the journal again: an
        action whose row was committed though the call failed (the connection was lost before
        the answer) is applied now. Returns whether anything was applied."""
        if not self.unsynced:
            return False
        rows = [r for r in await asyncio.to_thread(self.stored.journal, self.id) if r[0] > self.n]
        for i, _player, action, _h in rows:
            self._advance(Action.from_json(action), i)
        self.unsynced = False
        return bool(rows)

    async def act(self, seat: int, action: Any) -> int:
        """Take ``seat``'s action (checked, journalled, applied) and send everyone the new view;
        returns the action's number in the journal. The agents answer in :meth:`drive_agents`."""
        async with self.lock:
            marks = self.log_marks()
            if await self.sync():
                self.publish(marks)
                marks = self.log_marks()
            await self.commit(seat, self.check(seat, action))
            self.publish(marks)
            return self.n

    async def drive_agents(self) -> None:
        """Let the built-in agents answer every decision that is theirs, one at a time, each
        sent to everyone (``agent_delay`` seconds apart, so people can follow them). After a
        failed journal write (the database is out of reach) the agent tries again a little
        later."""
        while True:
            async with self.lock:
                marks = self.log_marks()
                try:
                    if await self.sync():
                        self.publish(marks)
                        marks = self.log_marks()
                    seat = self.game.current_player()
                    if self.status != "playing" or seat not in self.agents:
                        return
                    await self.commit(seat, self.agent_action(seat))
                except StoreError as e:
                    log.warning("game %s: an agent's action was not journalled (%s); trying again", self.id, e)
                    delay = AGENT_RETRY
                else:
                    self.publish(marks)
                    delay = self.agent_delay
            await asyncio.sleep(delay)

    def agent_action(self, seat: int) -> Action:
        """The agent's choice; an agent that answers with an illegal action (a bug in the agent)
        gets the first legal action instead, so a game never stalls on it."""
        a = self.agents[seat].choose(self.game)  # type: ignore[arg-type]  # a Match answers as a Game
        legal = self.game.legal_actions()
        if a not in legal:
            log.warning("game %s: the %s agent at seat %d chose the illegal %r; taking %r", self.id,
                        self.rec.seats[seat]["agent"], seat, a, legal[0])
            return legal[0]
        return a

    async def fill(self, seat: Any, agent: Any) -> None:
        """Before the start, give a person's seat to a built-in agent (its invite link stops
        working)."""
        async with self.lock:
            if self.rec.status != "waiting":
                raise TableStateError("seats are filled before the game starts")
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n_seats:
                raise SeatError(f"seat must be a seat number 0..{self.n_seats - 1}, not {seat!r}")
            if seat in self.agents:
                raise SeatError(f"seat {seat} is already played by the {self.rec.seats[seat]['agent']} agent")
            if agent not in agent_names():
                raise SeatError(f"unknown agent {agent!r}; agents: {', '.join(agent_names())}")
            seats = [dict(s) for s in self.rec.seats]
            seats[seat] = {"agent": agent, "secret_hash": None}
            await asyncio.to_thread(self.stored.set_seats, self.id, seats)
            self.rec.seats = seats
            self.agents[seat] = make_agent(agent, self.rec.header["seed"] * 31 + seat)
            for w in [w for w in self.conns if w.seat == seat]:
                w.seat = -1  # that connection now watches as a spectator
            self.publish(self.log_marks())
            self.announce_presence()

    async def start(self) -> None:
        async with self.lock:
            if self.rec.status != "waiting":
                raise TableStateError(f"the game is already {self.status}")
            await asyncio.to_thread(self.stored.set_status, self.id, "playing")
            self.rec.status = "playing"
            self.publish(self.log_marks())
        await self.drive_agents()

    async def concede_absent(self, timeout: float) -> None:
        """Concede for every human seat that has been without a connection for ``timeout``
        seconds (650), if the server was started with such a timeout."""
        now = time.monotonic()
        here = self.presence()
        for seat in range(self.n_seats):
            if here[seat]:
                self.absent_since.pop(seat, None)
                continue
            since = self.absent_since.setdefault(seat, now)
            if now - since >= timeout and self.status == "playing" and self.game.may_concede(seat):
                await self.act(seat, Action("concede", seat).to_json())
                await self.drive_agents()
