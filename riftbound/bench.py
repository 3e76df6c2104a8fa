"""The benchmark (docs/tools.md, "Benchmark"): decisions and games per second of random
play, clones per second of a mid-game state, and the cost of generating legal actions, for
the default test decks and for two decks of real cards (``REAL_DECKS``).

Only the engine and the random agent's choice are timed: no replay recording, hashing or
bookkeeping. The default run takes about 12 seconds.
"""

from __future__ import annotations

import platform
import statistics
import time
from typing import Any

import riftbound
from riftbound.actions import Action
from riftbound.agents.random_agent import RandomAgent
from riftbound.game import Game, new_game
from riftbound.simulate import agent_seed

DEFAULT_SECONDS = 12.0
# Shares of the time budget: random play, clones, legal-action generation.
_PLAY, _CLONE, _LEGAL = 0.6, 0.15, 0.25
_MAX_DECISIONS = 50_000
# The real-card figure: two legal Duel decks made only of implemented real cards.
REAL_DECKS = ("real-rumble", "real-vi")
_REAL = 0.4  # the share of the time budget spent on the real decks


def _agents(seed: int) -> list[RandomAgent]:
    return [RandomAgent(agent_seed(seed, 0)), RandomAgent(agent_seed(seed, 1))]


def bench_play(seconds: float, seed: int = 0, decks: tuple[str, ...] | None = None) -> dict[str, Any]:
    """Random games from ``seed`` on until ``seconds`` of play have passed (the game in
    progress is finished, so games/second counts whole games)."""
    clock = time.perf_counter
    games = decisions = 0
    spent = 0.0
    while spent < seconds or games == 0:
        s = seed + games
        agents = _agents(s)
        t0 = clock()
        g = new_game(seed=s, decks=decks)
        n = 0
        while not g.is_terminal() and n < _MAX_DECISIONS:
            g.apply_action(agents[g.current_player()].choose(g))
            n += 1
        spent += clock() - t0
        games += 1
        decisions += n
    return {"games": games, "decisions": decisions, "seconds": round(spent, 3),
            "decisions_per_second": round(decisions / spent, 1),
            "games_per_second": round(games / spent, 3)}


def mid_game(seed: int = 0, fraction: float = 0.3, decks: tuple[str, ...] | None = None) -> Game:
    """The state ``fraction`` of the way through random game ``seed``."""
    agents = _agents(seed)
    g = new_game(seed=seed, decks=decks)
    actions: list[Action] = []
    while not g.is_terminal() and len(actions) < _MAX_DECISIONS:
        a = agents[g.current_player()].choose(g)
        g.apply_action(a)
        actions.append(a)
    g = new_game(seed=seed, decks=decks)
    for a in actions[: int(len(actions) * fraction)]:
        g.apply_action(a)
    return g


def bench_clone(seconds: float, seed: int = 0, decks: tuple[str, ...] | None = None) -> dict[str, Any]:
    """``clone()`` of a state about 30% into a random game, in batches of 1000."""
    g = mid_game(seed, decks=decks)
    clock = time.perf_counter
    n = 0
    spent = 0.0
    while spent < seconds or n == 0:
        t0 = clock()
        for _ in range(1000):
            g.clone()
        spent += clock() - t0
        n += 1000
    return {"clones": n, "seconds": round(spent, 3), "clones_per_second": round(n / spent, 1),
            "turn": g.s.turn_number, "decision": g.s.decisions, "objects": len(g.s.o_card)}


def bench_legal(seconds: float, seed: int = 0, decks: tuple[str, ...] | None = None) -> dict[str, Any]:
    """``legal_actions()`` on fresh decisions (its cache cleared first) at every decision
    of random games from ``seed`` on; the median and 90th percentile in microseconds."""
    clock = time.perf_counter_ns
    samples: list[int] = []
    spent = 0
    budget = int(seconds * 1e9)
    k = 0
    while spent < budget or not samples:
        s = seed + 1000 + k
        agents = _agents(s)
        g = new_game(seed=s, decks=decks)
        k += 1
        while not g.is_terminal() and spent < budget and len(samples) < 10 * _MAX_DECISIONS:
            g.s.legal_cache = None
            t0 = clock()
            g.legal_actions()
            dt = clock() - t0
            samples.append(dt)
            spent += dt
            g.apply_action(agents[g.current_player()].choose(g))
        if len(samples) >= 10 * _MAX_DECISIONS:
            break
    q = statistics.quantiles(samples, n=10) if len(samples) >= 2 else [samples[0]] * 9
    return {"samples": len(samples), "games": k,
            "median_us": round(statistics.median(samples) / 1000, 2),
            "p90_us": round(q[8] / 1000, 2)}


def _figures(seconds: float, seed: int, decks: tuple[str, ...] | None) -> dict[str, Any]:
    """The three benchmarks with ``decks`` (None: the default test decks) in about ``seconds``."""
    play = bench_play(seconds * _PLAY, seed, decks)
    clone = bench_clone(seconds * _CLONE, seed, decks)
    # The timed calls are a fraction of the loop (choosing and applying are not timed).
    legal = bench_legal(seconds * _LEGAL / 4, seed, decks)
    return {"play": play, "clone": clone, "legal_actions": legal}


def bench(seconds: float = DEFAULT_SECONDS, seed: int = 0) -> dict[str, Any]:
    """Run the three benchmarks within about ``seconds`` of timed work: the test decks first
    (the top-level figures), then the real decks (``real``)."""
    if seconds <= 0:
        raise ValueError(f"seconds must be positive, not {seconds}")
    start = time.perf_counter()
    test = _figures(seconds * (1 - _REAL), seed, None)
    real = _figures(seconds * _REAL, seed, REAL_DECKS)
    play, clone, legal = test["play"], test["clone"], test["legal_actions"]
    return {
        "engine": riftbound.__version__,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "seed": seed,
        "decisions_per_second": play["decisions_per_second"],
        "games_per_second": play["games_per_second"],
        "clones_per_second": clone["clones_per_second"],
        "legal_actions_median_us": legal["median_us"],
        "play": play,
        "clone": clone,
        "legal_actions": legal,
        "real": {"decks": list(REAL_DECKS),
                 "decisions_per_second": real["play"]["decisions_per_second"],
                 "games_per_second": real["play"]["games_per_second"],
                 "clones_per_second": real["clone"]["clones_per_second"],
                 "legal_actions_median_us": real["legal_actions"]["median_us"], **real},
        "seconds": round(time.perf_counter() - start, 2),
    }
