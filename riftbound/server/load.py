"""A load benchmark (not a test): N concurrent games between random players over WebSockets
on localhost, for a bounded time; reports games completed, errors, the latency of an action
(sent until acknowledged) at p50/p95/p99, the load average, and the server's CPU time per
action when it started the server itself.

    python -m riftbound.server.load --games 50 --seconds 60          # starts its own server
    python -m riftbound.server.load --url http://127.0.0.1:8000       # or uses a running one
    python -m riftbound.server.load --games 50 --think 0.5           # players who think 0-1 s

The players answer at once by default: the server (and this client) are then never idle, so
the latency is the time each action waits for the actions of the other games ahead of it.
With ``--think`` each answer waits a random 0 to 2 x THINK seconds first, as people do.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import orjson
import websockets

from riftbound.server.views import apply_patch


@dataclass
class Totals:
    games: int = 0
    actions: int = 0
    errors: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)


async def seat(ws_url: str, rng: random.Random, totals: Totals, deadline: float, think: float = 0.0) -> None:
    """Play one seat with random answers until the game ends (or time is up); each answer
    after a random 0 to 2 x ``think`` seconds."""
    sent: dict[int, float] = {}  # when each action (by its ref) was sent
    thinking: set[asyncio.Task[None]] = set()

    async def answer(ws: Any, ref: int, action: dict[str, Any], delay: float) -> None:
        await asyncio.sleep(delay)  # meanwhile this seat reads on (its last action's ack)
        sent[ref] = time.perf_counter()
        await ws.send(orjson.dumps({"type": "action", "ref": ref, "action": action}).decode())

    async def play(ws: Any) -> None:
        acted = -1
        obs: dict[str, Any] = {}
        while True:
            m = orjson.loads(await ws.recv())  # every message parsed, as a real client does
            if m["type"] == "ack":  # an ack may come after the next state (and the next action)
                totals.latencies.append(time.perf_counter() - sent.pop(m["ref"]))
                totals.actions += 1
            elif m["type"] == "error":
                totals.errors.append(m["error"])
                sent.pop(m["ref"], None)
            elif m["type"] == "state":
                obs = apply_patch(obs, m["patch"]) if m.get("patch") is not None else m["observation"]
                if obs["terminal"] or time.monotonic() > deadline:
                    return
                if m["decision"] and m["seq"] > acted:
                    acted = m["seq"]
                    action = rng.choice(m["decision"]["options"])["action"]
                    if think:
                        task = asyncio.ensure_future(answer(ws, acted, action, rng.uniform(0, 2 * think)))
                        thinking.add(task)
                        task.add_done_callback(thinking.discard)
                    else:
                        await answer(ws, acted, action, 0.0)

    async with websockets.connect(ws_url + "&delta=1", max_size=None) as ws:
        try:  # the other seat may have stopped at the deadline: stop waiting for it too
            async with asyncio.timeout(max(0.01, deadline - time.monotonic())):
                await play(ws)
        except TimeoutError:
            return
        finally:
            for task in thinking:  # answers not sent by the end are not sent
                task.cancel()


async def game_loop(url: str, k: int, totals: Totals, deadline: float, think: float = 0.0) -> None:
    """Play games one after another until the deadline."""
    rng = random.Random(k)
    ws_base = url.replace("http", "ws", 1)
    # no connection kept between requests: a game outlasts the server's keep-alive (5 s), and
    # reusing a connection the server is closing just then failed the request now and then
    async with httpx.AsyncClient(base_url=url, timeout=30, limits=httpx.Limits(max_keepalive_connections=0)) as http:
        while time.monotonic() < deadline:
            try:
                r = await http.post("/api/games", json={"mode": "duel", "seed": rng.randrange(2**31)})
                g = r.json()
                await http.post(f"/api/games/{g['id']}/start", json={"host_secret": g["host_secret"]})
                urls = [f"{ws_base}/ws/{g['id']}?secret={s['secret']}" for s in g["seats"]]
                await asyncio.gather(*(seat(u, random.Random(rng.random()), totals, deadline, think) for u in urls))
                done = (await http.get(f"/api/games/{g['id']}")).json()["status"] == "over"
                totals.games += done
            except Exception as e:  # counted, and the loop goes on
                totals.errors.append(f"{type(e).__name__}: {e}")


def start_server(port: int) -> subprocess.Popen[bytes]:
    db = Path(tempfile.mkdtemp()) / "load.sqlite3"
    proc = subprocess.Popen([sys.executable, "-m", "riftbound.cli", "serve", "--port", str(port), "--db", str(db),
                             "--agent-delay", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(300):
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/info", timeout=1)
            return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


def cpu_seconds(pid: int) -> float | None:
    """The CPU time (user and system, all threads) process ``pid`` has used so far, where
    /proc tells it."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def pct(xs: list[float], q: float) -> float:
    return sorted(xs)[min(len(xs) - 1, int(q * len(xs)))] * 1000 if xs else float("nan")


def event_loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop where it is installed (``riftbound[server]`` brings it with uvicorn's
    standard extras, as the server uses it): its sockets and callbacks cost this client a
    fraction of the CPU time asyncio's own loop does, and the client shares the machine with
    the server it measures. ``None``: asyncio's default loop."""
    try:
        import uvloop
    except ImportError:  # a platform uvloop does not support (Windows)
        return None
    return uvloop.new_event_loop


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m riftbound.server.load", description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=50, help="concurrent games (default 50)")
    ap.add_argument("--seconds", type=float, default=60.0, help="how long to play (default 60)")
    ap.add_argument("--url", help="a running server (default: start one on a free port)")
    ap.add_argument("--think", type=float, default=0.0, metavar="SECONDS",
                    help="each answer waits a random 0 to 2 x SECONDS first (default 0: at once)")
    ap.add_argument("--json", action="store_true", help="print the report as JSON")
    args = ap.parse_args(argv)
    proc = None
    url = args.url
    if url is None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        proc = start_server(port)
        url = f"http://127.0.0.1:{port}"
    totals = Totals()
    load_before = os.getloadavg()
    cpu0 = cpu_seconds(proc.pid) if proc is not None else None
    cpu = None
    t0 = time.monotonic()
    try:
        async def run() -> None:
            deadline = time.monotonic() + args.seconds
            await asyncio.gather(*(game_loop(url, k, totals, deadline, args.think) for k in range(args.games)))

        with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
            runner.run(run())
    finally:
        if proc is not None:
            cpu1 = cpu_seconds(proc.pid)
            cpu = cpu1 - cpu0 if cpu0 is not None and cpu1 is not None else None
            proc.terminate()
            proc.wait()
    lat = totals.latencies
    report: dict[str, Any] = {
        "concurrent_games": args.games, "think": args.think, "seconds": round(time.monotonic() - t0, 1),
        "games_completed": totals.games,
        "actions": totals.actions, "errors": len(totals.errors), "first_errors": totals.errors[:5],
        "latency_ms": {"p50": round(pct(lat, 0.5), 2), "p95": round(pct(lat, 0.95), 2),
                       "p99": round(pct(lat, 0.99), 2),
                       "mean": round(statistics.fmean(lat) * 1000, 2) if lat else None},
        "load_average": [round(x, 2) for x in (*load_before, *os.getloadavg())],  # 1, 5, 15 min: before, after
        "server_cpu_ms_per_action": round(cpu * 1000 / totals.actions, 2) if cpu and totals.actions else None}
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        la = report["latency_ms"]
        print(f"{args.games} concurrent games for {report['seconds']} s: {totals.games} completed, "
              f"{totals.actions} actions, {len(totals.errors)} errors; action latency p50 {la['p50']} ms, "
              f"p95 {la['p95']} ms, p99 {la['p99']} ms")
        if report["server_cpu_ms_per_action"] is not None:
            print(f"  the server's CPU time: {report['server_cpu_ms_per_action']} ms per action")
        print(f"  load average before {' '.join(map(str, report['load_average'][:3]))}, "
              f"after {' '.join(map(str, report['load_average'][3:]))} ({os.cpu_count()} CPUs)")
        for e in totals.errors[:5]:
            print("  error:", e)
    return 1 if totals.errors else 0


if __name__ == "__main__":
    sys.exit(main())
