"""A real server in a subprocess (``riftbound serve``) and WebSocket players for the server
tests. Skipped when the ``server`` extra is not installed. ``RIFTBOUND_TEST_POSTGRES`` (a
postgresql:// URL of a database the tests may fill) adds PostgreSQL to the stores tested."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from riftbound.server.views import apply_patch

try:
    import httpx
    import starlette  # noqa: F401  (the server needs it)
    import uvicorn  # noqa: F401
    import websockets
except ImportError:  # without the server extra, these tests are not collected
    collect_ignore_glob = ["test_*.py"]

POSTGRES = os.environ.get("RIFTBOUND_TEST_POSTGRES", "")
CHROMIUM = "/usr/bin/chromium"  # the system's Chromium: Playwright's own browser download is not needed
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    """A ``riftbound serve`` subprocess."""

    db: str
    args: list[str] = field(default_factory=list)
    port: int = 0
    proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> Server:
        self.port = self.port or free_port()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "riftbound.cli", "serve", "--port", str(self.port), "--db", self.db,
             "--agent-delay", "0", *self.args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 90  # a loaded machine imports slowly
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {self.proc.stderr.read().decode() if self.proc.stderr else ''}")
            try:
                httpx.get(self.url + "/api/info", timeout=1).raise_for_status()
                return self
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def kill(self) -> None:
        """SIGKILL: no chance to flush or close anything."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def create(self, **req: Any) -> dict[str, Any]:
        r = httpx.post(self.url + "/api/games", json=req, timeout=30)
        assert r.status_code == 201, r.text
        return dict(r.json())

    def start_game(self, created: dict[str, Any]) -> None:
        r = httpx.post(f"{self.url}/api/games/{created['id']}/start", json={"host_secret": created["host_secret"]},
                       timeout=30)
        assert r.status_code == 200, r.text


def reset_postgres(url: str) -> None:
    import psycopg

    with psycopg.connect(url) as c:
        c.execute("DROP TABLE IF EXISTS games, journal")


def stores(tmp_path: Path) -> list[str]:
    return [str(tmp_path / "games.sqlite3"), *([POSTGRES] if POSTGRES else [])]


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Each store the tests can reach: SQLite always, PostgreSQL when one is configured."""
    if request.param == "sqlite":
        return str(tmp_path / "games.sqlite3")
    if not POSTGRES:
        pytest.skip("no PostgreSQL: set RIFTBOUND_TEST_POSTGRES=postgresql://... (.ci/run does)")
    reset_postgres(POSTGRES)
    return POSTGRES


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    s = Server(str(tmp_path_factory.mktemp("server") / "games.sqlite3")).start()
    yield s
    s.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium driven by Playwright; the browser tests skip without either."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where screenshots go: $RIFTBOUND_ARTIFACTS/browser (default: pytest's temporary directory)."""
    d = Path(os.environ.get("RIFTBOUND_ARTIFACTS", tmp_path)) / "browser"
    d.mkdir(parents=True, exist_ok=True)
    return d


@dataclass
class Player:
    """One connection playing a seat (or watching, without a secret) with random choices, and
    every message it received."""

    url: str
    seed: int = 0
    messages: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    leave_at: int | None = None  # leave once the game has had this many actions
    delta: bool = False  # ask for deltas; each state message's observation is rebuilt from its patch

    async def play(self) -> dict[str, Any]:
        """Play until the game is over (or ``leave_at`` actions); returns the last state."""
        rng = random.Random(self.seed)
        acted = -1
        last: dict[str, Any] = {}
        url = self.url + ("&" if "?" in self.url else "?") + "delta=1" if self.delta else self.url
        obs: dict[str, Any] = {}
        table: dict[str, Any] = {}
        async with websockets.connect(url, max_size=None) as ws:
            async for raw in ws:
                m = json.loads(raw)
                if m.get("patch") is not None:
                    m["observation"] = apply_patch(obs, m["patch"])
                if m["type"] == "state":
                    m.setdefault("table", {**table, "actions": m["seq"]})  # a delta leaves out an unchanged table
                    obs, table = m["observation"], m["table"]
                self.messages.append(m)
                if m["type"] == "error":
                    self.errors.append(m)
                if m["type"] != "state":
                    continue
                last = m
                if m["observation"]["terminal"] or (self.leave_at is not None and m["seq"] >= self.leave_at):
                    return last
                if m["decision"] and m["seq"] > acted:
                    acted = m["seq"]
                    await ws.send(json.dumps({"type": "action", "ref": m["seq"],
                                              "action": rng.choice(m["decision"]["options"])["action"]}))
        return last


def play_all(players: list[Player], timeout: float = 240) -> list[dict[str, Any]]:
    async def run() -> list[dict[str, Any]]:
        return list(await asyncio.wait_for(asyncio.gather(*(p.play() for p in players)), timeout))

    return asyncio.run(run())


def seat_url(server: Server, created: dict[str, Any], seat: int) -> str:
    return f"{server.ws}/ws/{created['id']}?secret={created['seats'][seat]['secret']}"
