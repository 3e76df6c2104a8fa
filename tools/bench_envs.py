"""Dev tool: what the learning environments cost on top of the engine (wall clock).

    python tools/bench_envs.py [--mode duel] [--games 10]

Reports, over the same random games (seeds 0..N-1, uniform random legal actions):

- raw engine decisions/s (``legal_actions`` + ``apply_action``, nothing else);
- PettingZoo AEC steps/s (``last()`` then ``step()``, the action drawn from the mask) and
  the wrappers' share of a step;
- the time to build one observation tensor: ``game.observation(player)`` and
  ``ObservationEncoder.encode`` separately.

Times are the process's CPU time (``time.process_time``), which moves less with the
machine's load than wall-clock time but still does: compare runs made back to back.
Needs the ``rl`` extra.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

import riftbound
from riftbound.encoding import ObservationEncoder
from riftbound.envs.pettingzoo import env


def raw(mode: str, games: int) -> tuple[int, float]:
    n, t0 = 0, time.process_time()
    for s in range(games):
        g = riftbound.new_game(mode=mode, seed=s)
        r = random.Random(s)
        while not g.is_terminal():
            g.apply_action(r.choice(g.legal_actions()))
            n += 1
    return n, time.process_time() - t0


def aec(mode: str, games: int) -> tuple[int, float]:
    e = env(mode=mode)
    rng = np.random.default_rng(0)
    n, t0 = 0, time.process_time()
    for s in range(games):
        e.reset(seed=s)
        for _agent in e.agent_iter():
            obs, _reward, termination, truncation, _info = e.last()
            e.step(None if termination or truncation else int(rng.choice(obs["action_mask"].nonzero()[0])))
            n += 1
    return n, time.process_time() - t0


def tensor(mode: str, games: int) -> tuple[int, float, float]:
    """(observations, seconds in observation(), seconds in encode()) over the games' states."""
    enc = ObservationEncoder(mode)
    n, t_obs, t_enc = 0, 0.0, 0.0
    for s in range(games):
        g = riftbound.new_game(mode=mode, seed=s)
        r = random.Random(s)
        while not g.is_terminal():
            p = g.current_player()
            t0 = time.process_time()
            obs = g.observation(p)
            t1 = time.process_time()
            enc.encode(obs)
            t_obs += t1 - t0
            t_enc += time.process_time() - t1
            n += 1
            g.apply_action(r.choice(g.legal_actions()))
    return n, t_obs, t_enc


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mode", default="duel")
    ap.add_argument("--games", type=int, default=10)
    a = ap.parse_args()
    n_raw, t_raw = raw(a.mode, a.games)
    n_env, t_env = aec(a.mode, a.games)
    n_obs, t_obs, t_enc = tensor(a.mode, a.games)
    raw_rate, env_rate = n_raw / t_raw, n_env / t_env
    print(f"mode {a.mode}, {a.games} random games")
    print(f"raw engine     {raw_rate:9,.0f} decisions/s  ({n_raw} decisions)")
    print(f"pettingzoo AEC {env_rate:9,.0f} steps/s      ({n_env} steps; "
          f"{100 * (1 - env_rate / raw_rate):.0f}% slower than raw)")
    print(f"tensor         {1e6 * (t_obs + t_enc) / n_obs:9,.0f} us a build: observation() "
          f"{1e6 * t_obs / n_obs:,.0f} us + encode() {1e6 * t_enc / n_obs:,.0f} us")


if __name__ == "__main__":
    main()
