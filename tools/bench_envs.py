"""Dev tool: what the learning environments cost on top of the engine (CPU time).

    python tools/bench_envs.py [--mode duel] [--games 10] [--repeat 3] [--decks real]

Plays the same random games (uniform random legal actions, recorded beforehand) three ways,
so every figure is over identical decisions:

- raw engine decisions/s: ``legal_actions()`` then ``apply_action()``, nothing else;
- PettingZoo AEC steps/s: ``last()`` (the observation tensor and the action mask) then
  ``step()`` with the recorded action's integer, and the wrappers' share of a step
  (``1 - env rate / raw rate``; the issue asks for at most 25%);
- the same AEC environment building its tensor the old way, ``encode(observation())``;

then the time to build one tensor both ways over the games' states, each after its legal actions
were listed (the environments list them first, for the mask) and each computing the layers
(Might in a game with passive abilities) unless that listing did. The three are measured
in turns, ``--repeat`` times, and each figure is the best of its repeats, so a burst of load
from other processes moves them less. Times are the process's CPU time
(``time.process_time``), which still moves with the machine's load: compare ratios from one
run. Needs the ``rl`` extra.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

import riftbound
from riftbound.actions import Action
from riftbound.bench import REAL_DECKS
from riftbound.encoding import ActionSpace, ObservationEncoder
from riftbound.envs.pettingzoo import env
from riftbound.game import Game
from riftbound.match import Match

Recorded = list[tuple[int, int, list[tuple[Action, int]]]]  # (env seed, game seed, [(action, its integer)])


def record(mode: str, games: int, decks: list[str] | None) -> Recorded:
    """Random games, each with the game seed that ``env.reset(seed=s)`` gives game ``s``."""
    space = ActionSpace(mode)
    out: Recorded = []
    for s in range(games):
        seed = random.Random(s).getrandbits(31)
        g = riftbound.new_game(mode=mode, seed=seed, decks=decks)
        r = random.Random(s)
        acts = []
        while not g.is_terminal():
            a = r.choice(g.legal_actions())
            acts.append((a, space.encode(g, a)))
            g.apply_action(a)
        out.append((s, seed, acts))
    return out


def raw(mode: str, games: Recorded, decks: list[str] | None) -> tuple[int, float]:
    n, t0 = 0, time.process_time()
    for _s, seed, acts in games:
        g = riftbound.new_game(mode=mode, seed=seed, decks=decks)
        for a, _i in acts:
            g.legal_actions()
            g.apply_action(a)
            n += 1
    return n, time.process_time() - t0


def aec(mode: str, games: Recorded, decks: list[str] | None, old_tensor: bool = False) -> tuple[int, float]:
    e = env(mode=mode, decks=decks)
    if old_tensor:  # the tensor as it was built before encode_game: from the observation dict
        def slow(game: Game | Match, player: int) -> Any:
            return e.encoder.encode(game.observation(player))
        e.encoder.encode_game = slow  # type: ignore[method-assign]
    n, t0 = 0, time.process_time()
    for s, _seed, acts in games:
        e.reset(seed=s)
        ids = iter(acts)
        for _agent in e.agent_iter():
            _obs, _reward, termination, truncation, _info = e.last()
            e.step(None if termination or truncation else next(ids)[1])
            n += 1
    return n, time.process_time() - t0


def tensors(mode: str, games: Recorded, decks: list[str] | None) -> tuple[int, float, float, float]:
    """(states, seconds in observation(), in encode(), in encode_game()) over the games' states."""
    enc = ObservationEncoder(mode)
    n, t_obs, t_enc, t_fast = 0, 0.0, 0.0, 0.0
    for _s, seed, acts in games:
        g = riftbound.new_game(mode=mode, seed=seed, decks=decks)
        for a, _i in acts:
            p = g.current_player()
            g.legal_actions()  # as the environments do first (the mask): encode_game reuses its layers
            listed = g.s.legal_board  # the layers if listing computed them; each build below starts from it
            t0 = time.process_time()
            obs = g.observation(p)
            t1 = time.process_time()
            enc.encode(obs)
            t2 = time.process_time()
            g.s.legal_board = listed  # not the layers observation() computed: encode_game pays for its own
            enc.encode_game(g, p)
            t_fast += time.process_time() - t2
            t_obs += t1 - t0
            t_enc += t2 - t1
            n += 1
            g.apply_action(a)
    return n, t_obs, t_enc, t_fast


def best(runs: list[tuple[int, float]]) -> tuple[int, float]:
    return min(runs, key=lambda r: r[1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mode", default="duel")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--decks", default=None,
                    help="comma-separated deck names, or 'real' for the bench's real decks (real-rumble,real-vi); "
                         "default: the mode's test decks")
    a = ap.parse_args()
    decks = list(REAL_DECKS) if a.decks == "real" else a.decks.split(",") if a.decks else None
    games = record(a.mode, a.games, decks)
    runs: dict[str, list[tuple[int, float]]] = {"raw": [], "aec": [], "old": []}
    measure: dict[str, Callable[[], tuple[int, float]]] = {
        "raw": lambda: raw(a.mode, games, decks), "aec": lambda: aec(a.mode, games, decks),
        "old": lambda: aec(a.mode, games, decks, old_tensor=True)}
    for _ in range(a.repeat):
        for k, f in measure.items():
            runs[k].append(f())
    (n_raw, t_raw), (n_env, t_env), (n_old, t_old) = best(runs["raw"]), best(runs["aec"]), best(runs["old"])
    raw_rate, env_rate, old_rate = n_raw / t_raw, n_env / t_env, n_old / t_old
    print(f"mode {a.mode}, decks {', '.join(decks) if decks else 'test'}, {a.games} random games, best of {a.repeat}")
    print(f"raw engine       {raw_rate:9,.0f} decisions/s  ({n_raw} decisions)")
    print(f"pettingzoo AEC   {env_rate:9,.0f} steps/s      ({n_env} steps; "
          f"{100 * (1 - env_rate / raw_rate):.0f}% slower than raw)")
    print(f"  old tensor     {old_rate:9,.0f} steps/s      ({100 * (1 - old_rate / raw_rate):.0f}% slower than raw)")
    n_obs, t_obs, t_enc, t_fast = tensors(a.mode, games, decks)
    print(f"tensor           {1e6 * t_fast / n_obs:9,.0f} us a build with encode_game(); "
          f"{1e6 * (t_obs + t_enc) / n_obs:,.0f} us with observation() {1e6 * t_obs / n_obs:,.0f} us "
          f"+ encode() {1e6 * t_enc / n_obs:,.0f} us")
    print(f"raw decision     {1e6 * t_raw / n_raw:9,.0f} us")


if __name__ == "__main__":
    main()
