"""Simulation: many games between agents, with totals for a report.

Game ``k`` is played with seed ``seed + k``; each seat's agent gets a seed derived from the
game seed and the seat, so any single game can be re-run alone. A game that raises, or
that runs past the decision cap (a stuck-game guard, not a rule), counts as an error: its
seed and exception are recorded, its replay is saved in ``failed_dir``, and the run goes on.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from riftbound.actions import Action
from riftbound.agents import Agent, make_agent
from riftbound.errors import RiftboundError
from riftbound.game import DEFAULT_MAX_TURNS, Game
from riftbound.replay import ReplayRecorder, error_text
from riftbound.rules.game_actions import STAT_NAMES
from riftbound.rules.modes import get_mode

DEFAULT_MAX_DECISIONS = 50_000

Progress = Callable[[int, int, dict[str, Any]], None]
"""``progress(done, total, result_so_far)``, called after every game."""


class StuckGame(RiftboundError):
    """A game still going after the decision cap of a simulation."""


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s agent in the game with seed ``game_seed`` (stable across
    runs and platforms: a hash, not Python's ``hash``)."""
    digest = hashlib.blake2b(f"riftbound-agent:{game_seed}:{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def check_setup(agents: Sequence[str], mode: str) -> int:
    """Validate agent names and mode before playing; returns the number of seats."""
    try:
        m = get_mode(mode)
    except (ValueError, NotImplementedError) as e:
        raise RiftboundError(str(e)) from None
    if not agents or m.players % len(agents):
        raise RiftboundError(f"mode {mode!r} has {m.players} seats; give 1, or a number of agents "
                             f"that divides it, got {len(agents)} ({', '.join(agents) or 'none'})")
    for a in agents:
        make_agent(a, 0)
    return m.players


def play_game(game: Game, agents: Sequence[Agent], recorder: ReplayRecorder | None = None,
              max_decisions: int = DEFAULT_MAX_DECISIONS, concede_rate: float = 0.0,
              concede_seed: int = 0) -> None:
    """Play ``game`` to its end: each pending decision is answered by its player's agent.
    With ``concede_rate`` p, before each decision a player still in the game — the deciding
    one or any other, chosen at random — concedes with probability p (650: at any time).

    Raises :class:`StuckGame` when it is not over after ``max_decisions`` decisions.
    """
    n = 0
    rng = random.Random(concede_seed)
    while not game.is_terminal():
        if n >= max_decisions:
            raise StuckGame(f"stuck: not over after {max_decisions} decisions "
                            f"(turn {game.s.turn_number}, pending {game.s.pending!r})")
        if concede_rate and rng.random() < concede_rate:
            action = Action("concede", rng.choice([p for p in range(game.s.n_players) if not game.s.removed[p]]))
        else:
            action = agents[game.current_player()].choose(game)
        if recorder is None:
            game.apply_action(action)
        else:
            recorder.play(game, action)
        n += 1


def simulate(games: int, seed: int = 0, agents: Sequence[str] = ("random", "random"),
             mode: str = "duel", max_turns: int = DEFAULT_MAX_TURNS,
             replay_dir: str | Path | None = None, failed_dir: str | Path | None = "failed-games",
             progress: Progress | None = None,
             max_decisions: int = DEFAULT_MAX_DECISIONS, concede_rate: float = 0.0,
             decks: Sequence[str] | None = None) -> dict[str, Any]:
    """Play ``games`` games and return the totals as a JSON-ready dict.

    ``replay_dir`` saves every game's replay; ``failed_dir`` (if not None) saves the replay
    of every game that raised or got stuck, as ``seed-<seed>.jsonl``.
    """
    if games < 0:
        raise RiftboundError(f"the number of games can't be negative ({games})")
    if max_decisions < 1:
        raise RiftboundError(f"max_decisions must be at least 1, not {max_decisions}")
    seats = check_setup(agents, mode)
    agents = [agents[i % len(agents)] for i in range(seats)]  # repeated around the table
    wins = [0] * seats
    draws = 0
    errors: list[dict[str, Any]] = []
    end_reasons: Counter[str] = Counter()
    totals = dict.fromkeys(("decisions", *STAT_NAMES), 0)
    result: dict[str, Any] = {}
    start = time.perf_counter()
    for k in range(games):
        gseed = seed + k
        players = [make_agent(name, agent_seed(gseed, seat)) for seat, name in enumerate(agents)]
        rec, game = ReplayRecorder.start(seed=gseed, mode=mode, max_turns=max_turns, decks=decks,
                                         seats=list(agents))
        failure: BaseException | None = None
        try:
            play_game(game, players, rec, max_decisions, concede_rate, agent_seed(gseed, 99))
        except Exception as e:  # any failure is recorded, and the run goes on
            failure = e
        rec.finish(game, failure)
        for key, n in game.counts().items():  # a Match's sums all its games
            totals[key] += n
        if replay_dir is not None:
            rec.write(Path(replay_dir) / f"seed-{gseed}.jsonl")
        if failure is not None:
            err: dict[str, Any] = {"seed": gseed, "error": error_text(failure),
                                   "decisions": game.s.decisions, "turn": game.s.turn_number}
            if failed_dir is not None:
                err["replay"] = str(rec.write(Path(failed_dir) / f"seed-{gseed}.jsonl"))
            errors.append(err)
        else:
            end_reasons[game.end_reason] += 1
            if game.winners:
                for w in game.winners:
                    wins[w] += 1
            else:
                draws += 1
        if progress is not None:
            result = _result(games, k + 1, seed, agents, mode, max_turns, wins, draws, errors,
                             end_reasons, totals, time.perf_counter() - start)
            progress(k + 1, games, result)
    return _result(games, games, seed, agents, mode, max_turns, wins, draws, errors, end_reasons,
                   totals, time.perf_counter() - start)


def _result(games: int, done: int, seed: int, agents: Sequence[str], mode: str, max_turns: int,
            wins: list[int], draws: int, errors: list[dict[str, Any]],
            end_reasons: Counter[str], totals: dict[str, int], seconds: float) -> dict[str, Any]:
    secs = max(seconds, 1e-9)
    return {
        "games": done,
        "games_requested": games,
        "seed": seed,
        "agents": list(agents),
        "mode": mode,
        "max_turns": max_turns,
        "errors": len(errors),
        "error_seeds": [e["seed"] for e in errors],
        "error_details": list(errors),
        "results": {"wins": list(wins), "draws": draws},
        "end_reasons": dict(sorted(end_reasons.items())),
        **totals,
        "seconds": round(seconds, 3),
        "decisions_per_second": round(totals["decisions"] / secs, 1),
        "games_per_second": round(done / secs, 3),
    }
