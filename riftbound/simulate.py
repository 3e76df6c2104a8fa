"""Simulation: many games between agents, with totals for a report.

Game ``k`` is played with seed ``seed + k``; each seat's agent gets a seed derived from the
game seed and the seat, so any single game can be re-run alone. A game that raises, or
that runs past the decision cap (a stuck-game guard, not a rule), counts as an error: its
seed and exception are recorded, its replay is saved in ``failed_dir``, and the run goes on.
"""

from __future__ import annotations

import hashlib
import os
import random
import time
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from riftbound.actions import Action
from riftbound.agents import Agent, make_agent
from riftbound.cluster import run_games
from riftbound.errors import RiftboundError
from riftbound.game import DEFAULT_MAX_TURNS, Game, new_game
from riftbound.replay import ReplayRecorder, error_text
from riftbound.replay import write as write_replay
from riftbound.rules.deck import Deck
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


def check_setup(agents: Sequence[str], mode: str, people: Collection[str] = ()) -> int:
    """Validate agent names and mode before playing; returns the number of seats. ``people``:
    names that stand for a person rather than an agent (``riftbound play --agents you,...``)."""
    try:
        m = get_mode(mode)
    except (ValueError, NotImplementedError) as e:
        raise RiftboundError(str(e)) from None
    if not agents or m.players % len(agents):
        raise RiftboundError(f"mode {mode!r} has {m.players} seats; give 1, or a number of agents "
                             f"that divides it, got {len(agents)} ({', '.join(agents) or 'none'})")
    for a in agents:
        if a not in people:
            make_agent(a, 0)
    return m.players


def chooser(agents: Sequence[Agent], concede_rate: float = 0.0, concede_seed: int = 0) -> Callable[[Game], Action]:
    """The next action of a game played by ``agents``: with probability ``concede_rate`` a
    player still in the game — the deciding one or any other, chosen at random — concedes
    (650: at any time); otherwise the deciding player's agent chooses."""
    rng = random.Random(concede_seed)

    def choose(game: Game) -> Action:
        if concede_rate and rng.random() < concede_rate:
            return Action("concede", rng.choice([p for p in range(game.s.n_players) if not game.s.removed[p]]))
        return agents[game.current_player()].choose(game)

    return choose


def seat_agents(agents: Sequence[str], mode: str, people: Collection[str] = ()) -> list[str]:
    """The agent of every seat of ``mode``: ``agents`` repeated around the table (checked
    first: known names or ``people``, a number that divides the seats)."""
    seats = check_setup(agents, mode, people)
    return [agents[i % len(agents)] for i in range(seats)]


def play_game(game: Game, agents: Sequence[Agent], recorder: ReplayRecorder | None = None,
              max_decisions: int = DEFAULT_MAX_DECISIONS, concede_rate: float = 0.0,
              concede_seed: int = 0) -> None:
    """Play ``game`` to its end: each pending decision is answered as :func:`chooser` says.

    Raises :class:`StuckGame` when it is not over after ``max_decisions`` decisions.
    """
    n = 0
    choose = chooser(agents, concede_rate, concede_seed)
    while not game.is_terminal():
        if n >= max_decisions:
            raise StuckGame(f"stuck: not over after {max_decisions} decisions "
                            f"(turn {game.s.turn_number}, pending {game.s.pending!r})")
        action = choose(game)
        if recorder is None:
            game.apply_action(action)
        else:
            recorder.play(game, action)
        n += 1


def play_command(seed: int, agents: Sequence[str], mode: str = "duel", decks: Sequence[Deck | str] | None = None,
                 concede_rate: float = 0.0, max_turns: int = DEFAULT_MAX_TURNS) -> str:
    """The ``riftbound play`` command that re-runs, narrated, the game a simulation played
    with game seed ``seed`` and these options."""
    parts = [f"riftbound play --seed {seed}", f"--agents {','.join(agents)}"]
    if mode != "duel":
        parts.append(f"--mode {mode}")
    if decks:
        parts.append(f"--decks {','.join(d if isinstance(d, str) else d.name for d in decks)}")
    if concede_rate:
        parts.append(f"--concede-rate {concede_rate!r}")
    if max_turns != DEFAULT_MAX_TURNS:
        parts.append(f"--max-turns {max_turns}")
    return " ".join(parts)


def check_output_dir(path: str | Path, what: str) -> Path:
    """Make sure replays can be written to directory ``path`` (created when the first is
    written) before any game is played: a clear :class:`RiftboundError` otherwise."""
    p = Path(path)
    if p.exists() and not p.is_dir():
        raise RiftboundError(f"{what} directory {str(path)!r} is a file")
    parent = p
    while not parent.exists():  # the nearest existing folder, where the rest will be created
        parent = parent.parent
    if not parent.is_dir():
        raise RiftboundError(f"can't create {what} directory {str(path)!r}: {str(parent)!r} is a file")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise RiftboundError(f"can't write to {what} directory {str(path)!r}: {str(parent)!r} is not writable")
    return p


def play_one(gseed: int, seats: Sequence[str], mode: str = "duel", decks: Sequence[Deck | str] | None = None,
             max_turns: int = DEFAULT_MAX_TURNS, max_decisions: int = DEFAULT_MAX_DECISIONS,
             concede_rate: float = 0.0, record: bool = True, keep_replay: bool = False) -> dict[str, Any]:
    """Play the game with seed ``gseed``, seat ``i``'s agent ``seats[i]`` seeded
    ``agent_seed(gseed, i)``, and return its outcome as plain data: ``seed``, ``winners``
    (seats), ``end_reason``, ``counts`` (:meth:`Game.counts`), ``turn``, ``removed`` (the seats
    removed from the game, by conceding for one, 650-652), ``error`` (the
    exception's text, or None) and, when recorded, ``replay`` (the replay's lines) if the
    game failed or ``keep_replay`` asks for it.

    A failure while playing is recorded, not raised; a failure to set the game up raises.
    ``record=False`` plays without a replay recorder (faster: the recorder checks every action).
    """
    players = [make_agent(name, agent_seed(gseed, seat)) for seat, name in enumerate(seats)]
    rec: ReplayRecorder | None = None
    if record:
        rec, game = ReplayRecorder.start(seed=gseed, mode=mode, max_turns=max_turns, decks=decks, seats=list(seats))
    else:
        game = new_game(mode=mode, decks=None if decks is None else list(decks), seed=gseed, max_turns=max_turns)
    failure: BaseException | None = None
    try:
        play_game(game, players, rec, max_decisions, concede_rate, agent_seed(gseed, 99))
    except Exception as e:  # any failure is recorded, and the run goes on
        failure = e
    out: dict[str, Any] = {"seed": gseed, "winners": list(game.winners), "end_reason": game.end_reason,
                           "counts": game.counts(), "turn": game.s.turn_number,
                           "removed": [p for p in range(game.s.n_players) if game.s.removed[p]],
                           "error": None if failure is None else error_text(failure)}
    if rec is not None:
        rec.finish(game, failure)
        if keep_replay or failure is not None:
            out["replay"] = rec.lines
    return out


def simulate(games: int, seed: int = 0, agents: Sequence[str] = ("random", "random"),
             mode: str = "duel", max_turns: int = DEFAULT_MAX_TURNS,
             replay_dir: str | Path | None = None, failed_dir: str | Path | None = "failed-games",
             progress: Progress | None = None,
             max_decisions: int = DEFAULT_MAX_DECISIONS, concede_rate: float = 0.0,
             decks: Sequence[Deck | str] | None = None, ray_address: str | None = None) -> dict[str, Any]:
    """Play ``games`` games and return the totals as a JSON-ready dict.

    ``replay_dir`` saves every game's replay; ``failed_dir`` (if not None) saves the replay
    of every game that raised or got stuck, as ``seed-<seed>.jsonl``; both are checked
    before the first game. Interrupted (Ctrl-C), it returns the totals of the games
    finished so far, with ``"interrupted": true``. Each error and each game stopped by the
    turn limit comes with the ``riftbound play`` command that re-runs it.

    ``ray_address`` plays the games as tasks on a Ray cluster (:data:`riftbound.cluster.LOCAL`:
    one on this machine); the totals are the same as here, only the timings differ.
    """
    if games < 0:
        raise RiftboundError(f"the number of games can't be negative ({games})")
    if max_decisions < 1:
        raise RiftboundError(f"max_decisions must be at least 1, not {max_decisions}")
    agents = seat_agents(agents, mode)
    replays = None if replay_dir is None else check_output_dir(replay_dir, "replay")
    failed = None if failed_dir is None else check_output_dir(failed_dir, "failed-games")
    t = _Tally(games, seed, agents, mode, max_turns, ray_address)
    one = partial(play_one, seats=agents, mode=mode, decks=decks, max_turns=max_turns,
                  max_decisions=max_decisions, concede_rate=concede_rate, keep_replay=replays is not None)
    start = time.perf_counter()
    try:
        for _, r in run_games(one, range(seed, seed + games), agents, ray_address):
            gseed = r["seed"]
            if replays is not None:
                write_replay(replays / f"seed-{gseed}.jsonl", r["replay"])
            replay = None if r["error"] is None or failed is None else str(
                write_replay(failed / f"seed-{gseed}.jsonl", r["replay"]))
            t.add(r, play_command(gseed, agents, mode, decks, concede_rate, max_turns), replay)
            if progress is not None:
                progress(t.done, games, t.result(time.perf_counter() - start))
    except KeyboardInterrupt:  # the games in progress are dropped; the finished ones are reported
        t.interrupted = True
    return t.result(time.perf_counter() - start)


class _Tally:
    """The running totals of a simulation."""

    def __init__(self, games: int, seed: int, agents: Sequence[str], mode: str, max_turns: int,
                 ray_address: str | None) -> None:
        self.games, self.seed, self.agents, self.mode, self.max_turns = games, seed, list(agents), mode, max_turns
        self.ray_address = ray_address
        self.done = 0
        self.wins = [0] * len(agents)
        self.draws = 0
        self.errors: list[dict[str, Any]] = []
        self.turn_limits: list[dict[str, Any]] = []
        self.end_reasons: Counter[str] = Counter()
        self.totals = dict.fromkeys(("decisions", *STAT_NAMES), 0)
        self.interrupted = False

    def add(self, r: dict[str, Any], command: str, replay: str | None) -> None:
        """Count the outcome ``r`` of :func:`play_one` (in any order: the lists are sorted by seed)."""
        self.done += 1
        for key, n in r["counts"].items():  # a Match's sums all its games
            self.totals[key] += n
        if r["error"] is not None:
            err: dict[str, Any] = {"seed": r["seed"], "error": r["error"], "decisions": r["counts"]["decisions"],
                                   "turn": r["turn"], "command": command}
            if replay is not None:
                err["replay"] = replay
            self.errors.append(err)
            return
        self.end_reasons[r["end_reason"]] += 1
        if r["end_reason"] == "turn_limit":
            self.turn_limits.append({"seed": r["seed"], "command": command})
        if r["winners"]:
            for w in r["winners"]:
                self.wins[w] += 1
        else:
            self.draws += 1

    def result(self, seconds: float) -> dict[str, Any]:
        secs = max(seconds, 1e-9)
        errors = sorted(self.errors, key=lambda e: int(e["seed"]))
        return {
            "games": self.done,
            "games_requested": self.games,
            "interrupted": self.interrupted,
            "seed": self.seed,
            "agents": list(self.agents),
            "mode": self.mode,
            "max_turns": self.max_turns,
            "errors": len(self.errors),
            "error_seeds": [e["seed"] for e in errors],
            "error_details": errors,
            "turn_limit_games": sorted(self.turn_limits, key=lambda t: int(t["seed"])),
            "results": {"wins": list(self.wins), "draws": self.draws},
            "end_reasons": dict(sorted(self.end_reasons.items())),
            **self.totals,
            "seconds": round(seconds, 3),
            "decisions_per_second": round(self.totals["decisions"] / secs, 1),
            "games_per_second": round(self.done / secs, 3),
            "ray": self.ray_address,
        }
