"""Dev tool: the real-deck fuzz campaign. Every playable real deck (retail, real and event
decks) in every multiplayer mode, with random and heuristic agents, and a player conceding
at a random moment in a quarter of the games.

    python tools/real_deck_campaign.py [--random 2000] [--heuristic 400] [--jobs 2] [--json]

The games are split evenly over the modes (duel, ffa3, ffa4, 2v2). In each mode, game ``k``
seats the decks in rotation (seat ``i`` gets deck ``(k + i * step) % n``, ``step`` chosen so
that all seats differ), so every deck plays every mode against changing opponents. Every
fourth game (``k % 4 == 0``) runs with a per-decision concession chance of 1/80, so a
player concedes at a random moment (650: at any time) in nearly all of those games (a game
of 200 decisions ends first in about one in ten); the report counts the games where a
player was removed that way. A game that raises or gets stuck is an error: its ``riftbound
play`` command is printed and its replay saved in ``--failed-dir``.

The seeds are ``seed + k`` per mode and agent kind: the same command plays the same games.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from riftbound.decks.named import events, real, resolve, retail
from riftbound.errors import DeckError
from riftbound.replay import write as write_replay
from riftbound.rules.deck import unplayable, validate
from riftbound.rules.modes import get_mode
from riftbound.rules.setup import check_teams
from riftbound.simulate import play_command, play_one

MODES = ("duel", "ffa3", "ffa4", "2v2")
CONCEDE_RATE = 1 / 80


def playable_decks() -> list[str]:
    """The real decks with every card implemented that are valid (without a ban list) in every mode."""
    out = []
    for name, deck in {**retail(), **real(), **events()}.items():
        if not unplayable(deck) and all(not validate(deck, get_mode(m)) for m in MODES):
            out.append(name)
    return out


@dataclass(frozen=True)
class Job:
    """One game of the campaign."""

    mode: str
    agent: str
    seed: int
    decks: tuple[str, ...]
    concede_rate: float

    def command(self) -> str:
        return play_command(self.seed, [self.agent], self.mode, list(self.decks), self.concede_rate)


def seating(decks: list[str], mode: str, k: int) -> tuple[str, ...]:
    """The decks of game ``k`` of ``mode``: seat ``i`` takes deck ``k + i * step`` in rotation,
    or the next one after it that is not seated yet and may play beside the seat's teammates
    (484.8.g-h: no shared legend or battlefield)."""
    m, n = get_mode(mode), len(decks)
    step = max(1, n // m.players)
    seated: list[str] = []
    for i in range(m.players):
        for j in range(n):
            name = decks[(k + i * step + j) % n]
            mates = [seated[q] for q in range(i) if m.teams and m.teams[q] == m.teams[i]]
            if name not in seated and all(_may_team(name, q) for q in mates):
                seated.append(name)
                break
        else:
            raise DeckError("teams", [f"no seating of {', '.join(decks)} lets teammates play together in {mode}"])
    check_teams(m, [resolve(d) for d in seated])
    return tuple(seated)


def _may_team(a: str, b: str) -> bool:
    da, db = resolve(a), resolve(b)
    return da.legend != db.legend and not set(da.battlefields) & set(db.battlefields)


def jobs(decks: list[str], games: int, agent: str, seed: int) -> Iterator[Job]:
    """``games`` games with ``agent`` in every seat, split evenly over the modes."""
    for mi, mode in enumerate(MODES):
        for k in range(games // len(MODES) + (mi < games % len(MODES))):
            yield Job(mode, agent, seed + k, seating(decks, mode, k), CONCEDE_RATE if k % 4 == 0 else 0.0)


def play(job: Job) -> dict[str, Any]:
    """Play one game (unrecorded; replayed with a recorder only when it failed)."""
    seats = [job.agent] * get_mode(job.mode).players
    r = play_one(job.seed, seats, job.mode, list(job.decks), concede_rate=job.concede_rate, record=False)
    out = {"error": r["error"], "decisions": r["counts"]["decisions"], "conceded": bool(r["removed"])}
    if r["error"] is not None:
        again = play_one(job.seed, seats, job.mode, list(job.decks), concede_rate=job.concede_rate)
        out["replay"] = again.get("replay")
    return out


def run(decks: list[str], random_games: int, heuristic_games: int, seed: int = 0, workers: int = 1,
        failed_dir: Path | None = None, progress: bool = False) -> dict[str, Any]:
    """Play the campaign and return its totals per mode and agent, as JSON-ready data."""
    todo = [*jobs(decks, random_games, "random", seed), *jobs(decks, heuristic_games, "heuristic", seed)]
    rows: dict[tuple[str, str], Counter[str]] = {}
    errors: list[dict[str, str]] = []
    start = time.perf_counter()
    with ExitStack() as stack:
        if workers > 1:
            results = stack.enter_context(ProcessPoolExecutor(workers)).map(play, todo, chunksize=4)
        else:
            results = map(play, todo)
        for i, (job, r) in enumerate(zip(todo, results, strict=True), 1):
            c = rows.setdefault((job.mode, job.agent), Counter())
            c["games"] += 1
            c["decisions"] += r["decisions"]
            c["with_concession_chance"] += job.concede_rate > 0
            c["with_concession"] += r["conceded"]
            c["errors"] += r["error"] is not None
            if r["error"] is not None:
                errors.append({"command": job.command(), "error": r["error"]})
                if failed_dir is not None and r.get("replay"):
                    write_replay(failed_dir / f"{job.mode}-{job.agent}-{job.seed}.jsonl", r["replay"])
            if progress and i % 50 == 0:
                print(f"{i}/{len(todo)} games, {len(errors)} errors, {time.perf_counter() - start:.0f} s",
                      file=sys.stderr)
    return {"decks": decks, "seed": seed, "seconds": round(time.perf_counter() - start, 1),
            "games": sum(c["games"] for c in rows.values()), "errors": errors,
            "rows": [{"mode": m, "agent": a, **c} for (m, a), c in rows.items()]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--random", type=int, default=2000, help="games with random agents (default 2000)")
    ap.add_argument("--heuristic", type=int, default=400, help="games with heuristic agents (default 400)")
    ap.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    ap.add_argument("--decks", help="comma-separated deck names (default: every playable real deck)")
    ap.add_argument("--failed-dir", type=Path, default=Path("failed-games"), help="replays of failed games")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    decks = args.decks.split(",") if args.decks else playable_decks()
    if len(decks) < 2:
        ap.error(f"need at least 2 playable decks, have {decks}")
    result = run(decks, args.random, args.heuristic, args.seed, args.jobs, args.failed_dir, progress=True)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{len(decks)} decks: {', '.join(decks)}")
        print(f"{result['games']} games in {result['seconds']} s, {len(result['errors'])} errors")
        for r in result["rows"]:
            print(f"  {r['mode']:<5} {r['agent']:<9} {r['games']:>5} games {r['decisions']:>9} decisions "
                  f"{r['with_concession']:>4} with a concession, {r['errors']} errors")
        for e in result["errors"]:
            print(f"  error: {e['command']}\n    {e['error']}")
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
