"""The ASGI application: plain HTTP for the lobby, card faces and replays, a WebSocket per
player or spectator for play, and the browser client as static files (docs/server.md)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from importlib import resources
from typing import Any

import orjson
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from riftbound.actions import Action
from riftbound.agents import agent_names
from riftbound.cards import catalog
from riftbound.cards.model import CardDef
from riftbound.decks.named import names
from riftbound.errors import RiftboundError
from riftbound.rules.modes import MODES
from riftbound.server.lobby import Lobby, LobbyError
from riftbound.server.store import SQLStore
from riftbound.server.table import SeatError, Table, TableStateError, Watcher, start_game

SECRET_KINDS = ("mulligan_toggle", "hide")  # actions that name a card the others may not see
STATIC = resources.files("riftbound.server").joinpath("static")
FRAMES_AT_ONCE = 20  # a replay's frames are made this many at a time between other games' turns


def _error(e: Exception, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": str(e), "code": type(e).__name__}, status_code=status)


def card_face(c: CardDef) -> dict[str, Any]:
    """What the client draws on a card: its facts and the text rendered from its definition."""
    keywords = list(dict.fromkeys([*c.keywords, *(k for a in c.abilities if (k := getattr(a, "keyword", "")))]))
    return {"id": c.id, "name": c.name, "type": c.type, "domains": list(c.domains), "energy": c.energy,
            "power": list(c.power), "might": c.might, "might_bonus": c.might_bonus, "tags": list(c.tags),
            "keywords": keywords, "text": c.rules_text()}


def create_app(store: SQLStore, absent_timeout: float = 0.0, agent_delay: float = 0.0) -> Starlette:
    """The server's application over ``store``; every unfinished game in it is brought back
    when the application starts."""
    lobby = Lobby(store, absent_timeout=absent_timeout, agent_delay=agent_delay)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        for t in lobby.recover():
            lobby.spawn(t.drive_agents())
        lobby.spawn(lobby.watch_absent())
        lobby.spawn(lobby.watch_finished())
        yield
        for task in list(lobby.tasks):
            task.cancel()

    def static_page(path: str, file: str) -> Route:
        async def endpoint(request: Request) -> Response:
            return FileResponse(str(STATIC.joinpath(file)), media_type="text/html")
        return Route(path, endpoint)

    async def info(request: Request) -> Response:
        return JSONResponse({"decks": names(), "agents": agent_names(),
                             "modes": {k: {"players": m.players, "victory_score": m.victory_score}
                                       for k, m in MODES.items()}})

    async def cards(request: Request) -> Response:
        ids = [i for i in request.query_params.get("ids", "").split(",") if i]
        try:
            return JSONResponse({i: card_face(catalog.get(i)) for i in ids[:500]})
        except RiftboundError as e:
            return _error(e, 404)

    async def body(request: Request) -> Any:
        try:
            return await request.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise LobbyError("the request body is not JSON") from None

    async def create(request: Request) -> Response:
        try:
            t, keys = await lobby.create(await body(request))
        except RiftboundError as e:
            return _error(e)
        seats = []
        for i, k in enumerate(keys["seat_secrets"]):
            seats.append({"seat": i, "agent": t.rec.seats[i]["agent"], "secret": k,
                          "url": f"/play/{t.id}?secret={k}" if k else None})
        return JSONResponse({"id": t.id, "host_secret": keys["host_secret"], "seats": seats,
                             "spectate": f"/play/{t.id}", "table": t.summary()}, status_code=201)

    def table_of(request: Request) -> Table:
        return lobby.table(request.path_params["game_id"])

    async def listing(request: Request) -> Response:
        return JSONResponse([t.summary() for t in lobby.tables.values()])

    async def show(request: Request) -> Response:
        try:
            return JSONResponse(table_of(request).summary())
        except LobbyError as e:
            return _error(e, 404)

    async def host_command(request: Request) -> Response:
        try:
            t = table_of(request)
        except LobbyError as e:
            return _error(e, 404)
        try:
            data = await body(request)
        except LobbyError as e:
            return _error(e)
        secret = data.get("host_secret") if isinstance(data, dict) else None
        if not t.is_host(secret):
            return _error(SeatError("only the game's host (with its host_secret) may do this"), 403)
        try:
            command = request.path_params["command"]
            if command not in ("start", "rematch", "fill"):
                return _error(LobbyError(f"unknown command {command!r}: start, fill or rematch"), 404)
            if command == "fill":
                await t.fill(data.get("seat"), data.get("agent"))
                return JSONResponse(t.summary())
            if command == "start":
                await t.start()
                lobby.spawn(t.drive_agents())
                return JSONResponse(t.summary())
            new = await lobby.rematch(t)
            async with t.lock:
                t.publish(t.log_marks())
            return JSONResponse(new.summary())
        except RiftboundError as e:
            return _error(e, 409)

    async def replay(request: Request) -> Response:
        """The finished game as a replay file (riftbound replay can verify it); while the game
        goes on its journal stays secret (it holds every hidden choice)."""
        try:
            t = table_of(request)
        except LobbyError as e:
            return _error(e, 404)
        if t.status != "over":
            return _error(TableStateError("the replay is available once the game is over"), 409)
        lines: list[dict[str, Any]] = [{**t.rec.header, "seats": [s["agent"] or "human" for s in t.rec.seats]}]
        for i, player, action, h in await asyncio.to_thread(store.journal, t.id):
            lines.append({"type": "action", "i": i, "player": player, "action": action})
            if h is not None and i % int(t.rec.header["hash_every"]) == 0:
                lines.append({"type": "hash", "i": i, "hash": h})
        lines.append({"type": "end", "i": t.n, "hash": t.game.state_hash(), "winners": t.game.winners,
                      "end_reason": t.game.end_reason})
        return PlainTextResponse("".join(json.dumps(x, separators=(",", ":")) + "\n" for x in lines),
                                 media_type="application/x-ndjson")

    async def replay_frames(request: Request) -> Response:
        """Every step of a finished game as a spectator saw it: the action's text and the board."""
        try:
            t = table_of(request)
        except LobbyError as e:
            return _error(e, 404)
        if t.status != "over":
            return _error(TableStateError("the replay is available once the game is over"), 409)
        g = start_game(t.rec.header)
        frames = [{"i": 0, "text": "the game begins", "observation": g.observation(-1)}]
        for i, _player, action, _h in await asyncio.to_thread(store.journal, t.id):
            a = Action.from_json(action)
            text = f"P{g.current_player()} chooses a hidden card" if a[0] in SECRET_KINDS else g.action_to_string(a)
            g.apply_action(a)
            frames.append({"i": i, "text": text, "observation": g.observation(-1)})
            if i % FRAMES_AT_ONCE == 0:
                await asyncio.sleep(0)  # the other games go on meanwhile (the engine stays on this thread)
        return JSONResponse({"table": t.summary(), "frames": frames, "log": t.logs.get(-1, [])})

    async def play_socket(ws: WebSocket) -> None:
        await ws.accept()
        try:
            t = lobby.table(ws.path_params["game_id"])
            seat = t.seat_of(ws.query_params.get("secret"))
        except RiftboundError as e:
            await ws.send_json({"type": "error", "error": str(e), "code": type(e).__name__})
            await ws.close(code=4403)
            return
        w = Watcher(seat, delta=ws.query_params.get("delta") == "1")

        async def sender() -> None:
            with contextlib.suppress(Exception):  # the connection went away: the receiver ends too
                while True:
                    await ws.send_text(await w.queue.get())

        out = asyncio.ensure_future(sender())
        await t.join(w)
        try:
            while True:
                raw = await ws.receive_text()
                ref = None
                try:
                    try:
                        msg = orjson.loads(raw)
                    except orjson.JSONDecodeError:
                        raise RiftboundError("a message must be JSON") from None
                    ref = msg.get("ref") if isinstance(msg, dict) else None
                    if not isinstance(msg, dict) or msg.get("type") != "action":
                        raise RiftboundError('a message is {"type": "action", "action": {...}, "ref": any}')
                    n = await t.act(seat, msg.get("action"))
                except RiftboundError as e:
                    w.put({"type": "error", "ref": ref, "error": str(e), "code": type(e).__name__})
                    continue
                w.put({"type": "ack", "ref": ref, "seq": n})
                if t.agents:
                    lobby.spawn(t.drive_agents())
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            out.cancel()
            await t.leave(w)  # the others see this seat disconnected

    routes = [
        static_page("/", "lobby.html"),
        static_page("/play/{game_id}", "play.html"),
        static_page("/replay/{game_id}", "replay.html"),
        Mount("/static", app=StaticFiles(directory=str(STATIC)), name="static"),
        Route("/api/info", info),
        Route("/api/cards", cards),
        Route("/api/games", listing, methods=["GET"]),
        Route("/api/games", create, methods=["POST"]),
        Route("/api/games/{game_id}", show),
        Route("/api/games/{game_id}/{command:str}", host_command, methods=["POST"]),
        Route("/api/games/{game_id}/replay.jsonl", replay),
        Route("/api/games/{game_id}/frames", replay_frames),
        WebSocketRoute("/ws/{game_id}", play_socket),
    ]
    return Starlette(routes=routes, lifespan=lifespan)
