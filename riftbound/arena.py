"""Tournaments between agents: every pair of agents plays the same seeds from both seats.

An agent is given as ``NAME`` or ``NAME:key=value:...`` (e.g. ``search:ms=10``: the
keywords go to the agent's factory after its seed). For ``games`` games a pairing, game
seeds ``seed .. seed + games/2 - 1`` are each played twice, the agents swapping seats, so
luck of the deal and of the first turn cancels out (paired seeds). A win scores 1, a game
without a winner 1/2. The report gives each pairing's score with a 95% Wilson interval and
Elo ratings fitted to all games (Bradley-Terry, mean 1500).
"""

from __future__ import annotations

import csv
import math
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import riftbound
from riftbound.agents import AGENTS, Agent, agent_names
from riftbound.errors import RiftboundError
from riftbound.game import DEFAULT_MAX_TURNS
from riftbound.rules.modes import get_mode
from riftbound.simulate import agent_seed, play_game

Progress = Callable[[int, int], None]
"""``progress(games_done, games_total)``, called after every game."""
Z95 = 1.959963984540054


def make_agent_spec(spec: str, seed: int) -> Agent:
    """An agent from ``NAME[:key=value...]``; numbers in values are read as numbers."""
    name, *opts = spec.split(":")
    if name not in AGENTS:
        raise RiftboundError(f"unknown agent {name!r}; known agents: {', '.join(agent_names())}")
    kwargs: dict[str, Any] = {}
    for opt in opts:
        key, eq, value = opt.partition("=")
        if not eq or not key:
            raise RiftboundError(f"agent option {opt!r} of {spec!r} is not key=value")
        kwargs[key] = _number(value)
    try:
        return AGENTS[name](seed, **kwargs)
    except TypeError as e:
        raise RiftboundError(f"agent {spec!r}: {e}") from None


def _number(text: str) -> Any:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def wilson(score: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``score`` out of ``n`` games."""
    if n == 0:
        return (0.0, 1.0)
    p = score / n
    d = 1 + Z95 ** 2 / n
    mid = (p + Z95 ** 2 / (2 * n)) / d
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def elo(names: Sequence[str], scores: list[list[float]], games: list[list[int]]) -> dict[str, float]:
    """Bradley-Terry strengths by minorization-maximization, as Elo (mean 1500); half a
    win of prior against each opponent keeps an unbeaten or winless agent finite."""
    n = len(names)
    won = [[scores[i][j] + (0.5 if i != j else 0.0) for j in range(n)] for i in range(n)]
    played = [[games[i][j] + (1 if i != j else 0) for j in range(n)] for i in range(n)]
    strength = [1.0] * n
    for _ in range(500):
        new = []
        for i in range(n):
            denom = sum(played[i][j] / (strength[i] + strength[j]) for j in range(n) if j != i)
            new.append(sum(won[i]) / denom if denom else strength[i])
        mean = math.exp(sum(math.log(s) for s in new) / n)
        strength = [s / mean for s in new]
    return {names[i]: 1500 + 400 * math.log10(strength[i]) for i in range(n)}


def arena(agents: Sequence[str], games: int, seed: int = 0, mode: str = "duel",
          decks: Sequence[str] | None = None, max_turns: int = DEFAULT_MAX_TURNS,
          progress: Progress | None = None) -> dict[str, Any]:
    """Play every pair of ``agents`` (specs) ``games`` times (an even number: each seed from
    both seats) in a two-player ``mode`` and return the JSON-ready report."""
    if len(agents) < 2 or len(set(agents)) != len(agents):
        raise RiftboundError(f"an arena needs at least two different agents, got {', '.join(agents) or 'none'}")
    if games < 2 or games % 2:
        raise RiftboundError(f"--games must be a positive even number (each seed from both seats), not {games}")
    if get_mode(mode).players != 2:
        raise RiftboundError(f"the arena pairs two agents: mode duel or match, not {mode!r}")
    for spec in agents:
        make_agent_spec(spec, 0)
    n = len(agents)
    scores = [[0.0] * n for _ in range(n)]
    played = [[0] * n for _ in range(n)]
    pairings: list[dict[str, Any]] = []
    total = n * (n - 1) // 2 * games
    done = 0
    start = time.perf_counter()
    for i in range(n):
        for j in range(i + 1, n):
            wins = [0, 0]
            draws = 0
            for k in range(games):
                game_seed = seed + k // 2
                seats = (i, j) if k % 2 == 0 else (j, i)
                game = riftbound.new_game(mode=mode, decks=list(decks) if decks else None, seed=game_seed,
                                          max_turns=max_turns)
                players = [make_agent_spec(agents[a], agent_seed(game_seed, s)) for s, a in enumerate(seats)]
                play_game(game, players)
                w = game.winners
                if len(w) == 1:
                    wins[0 if seats[w[0]] == i else 1] += 1
                else:
                    draws += 1
                done += 1
                if progress:
                    progress(done, total)
            score = wins[0] + draws / 2
            scores[i][j], scores[j][i] = score, games - score
            played[i][j] = played[j][i] = games
            lo, hi = wilson(score, games)
            pairings.append({"a": agents[i], "b": agents[j], "games": games, "a_wins": wins[0], "b_wins": wins[1],
                             "draws": draws, "a_score": score / games, "a_ci95": [lo, hi]})
    seconds = time.perf_counter() - start
    matrix = [[None if i == j else scores[i][j] / played[i][j] for j in range(n)] for i in range(n)]
    return {"agents": list(agents), "mode": mode, "decks": list(decks) if decks else None, "seed": seed,
            "games_per_pairing": games, "max_turns": max_turns, "pairings": pairings, "matrix": matrix,
            "elo": elo(agents, scores, played), "games": total, "seconds": seconds}


def write_csv(report: dict[str, Any], path: str | Path) -> None:
    """One row a pairing: a, b, games, wins, draws, a's score and its 95% interval."""
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["a", "b", "games", "a_wins", "b_wins", "draws", "a_score", "a_ci95_low", "a_ci95_high"])
        for p in report["pairings"]:
            w.writerow([p["a"], p["b"], p["games"], p["a_wins"], p["b_wins"], p["draws"], f"{p['a_score']:.4f}",
                        f"{p['a_ci95'][0]:.4f}", f"{p['a_ci95'][1]:.4f}"])


def write_heatmap(report: dict[str, Any], path: str | Path) -> None:
    """A PNG heat map of the score matrix (row agent against column agent); needs
    matplotlib (the ``rl`` extra)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise RiftboundError("the heat map needs matplotlib: pip install 'riftbound[rl]'") from None
    names = report["agents"]
    m = [[0.5 if v is None else v for v in row] for row in report["matrix"]]
    fig, ax = plt.subplots(figsize=(1.2 * len(names) + 2, 1.0 * len(names) + 1.5))
    im = ax.imshow(m, cmap="RdYlGn", vmin=0, vmax=1)
    ax.set_xticks(range(len(names)), names, rotation=30, ha="right")
    ax.set_yticks(range(len(names)), names)
    for i, row in enumerate(report["matrix"]):
        for j, v in enumerate(row):
            ax.text(j, i, "-" if v is None else f"{v:.2f}", ha="center", va="center")
    ax.set_title(f"score of row against column ({report['games_per_pairing']} games a pairing)")
    fig.colorbar(im)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def report_text(r: dict[str, Any]) -> str:
    lines = [f"riftbound arena: {', '.join(r['agents'])}; mode {r['mode']}, {r['games_per_pairing']} games a "
             f"pairing (seeds {r['seed']}..{r['seed'] + r['games_per_pairing'] // 2 - 1} from both seats), "
             f"{r['games']} games in {r['seconds']:.1f} s"]
    for p in r["pairings"]:
        lo, hi = p["a_ci95"]
        lines.append(f"  {p['a']} vs {p['b']}: {p['a_wins']}-{p['b_wins']}-{p['draws']} "
                     f"score {p['a_score']:.3f} (95% CI {lo:.3f}-{hi:.3f})")
    lines.append("  Elo:")
    for name, rating in sorted(r["elo"].items(), key=lambda kv: -kv[1]):
        lines.append(f"    {rating:7.1f}  {name}")
    return "\n".join(lines)
