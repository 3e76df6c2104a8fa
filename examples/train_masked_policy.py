"""Train a small masked policy in the Gymnasium environment (a demonstration, not a test).

The policy is a softmax over the legal actions only (the action mask), scoring each by a
linear function of a few features of the action: its kind and the printed facts of the
card it acts on, read from the learner's observation. It learns with REINFORCE against
the random agent for a few minutes, then plays fresh seeds against random play next to an
untrained (uniform) policy:

    pip install -e '.[rl]'
    python examples/train_masked_policy.py --minutes 3
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np

from riftbound.cards import catalog
from riftbound.envs.gymnasium import RiftboundEnv


def features(env: RiftboundEnv, ids: list[int]) -> np.ndarray:
    """One row per legal action: kind one-hot, then Energy, Might and type of its card."""
    assert env.game is not None
    obs = env.game.observation(env.seat)
    cards: dict[int, str] = {}
    for pd in obs["players"]:
        for zone in ("hand", "base", "legend", "champion_zone"):
            for o in pd.get(zone, []):
                cards[o["id"]] = o["card"]
    for bf in obs["battlefields"]:
        for o in bf["units"]:
            cards[o["id"]] = o["card"]
    kinds = list(env.space.segments)
    rows = []
    for i in ids:
        desc = env.space.describe(i)
        kind, args = desc.split("(")[0], desc[desc.index("(") + 1:-1]
        row = [0.0] * (len(kinds) + 5)
        row[kinds.index(kind)] = 1.0
        obj = int(args.split(",")[0]) if args else -1
        if obj in cards:
            c = catalog.get(cards[obj])
            row[len(kinds):] = [c.energy / 10, (c.might or 0) / 10, c.type == "unit", c.type == "spell",
                                c.type == "gear"]
        rows.append(row)
    return np.asarray(rows, dtype=np.float64)


def act(env: RiftboundEnv, theta: np.ndarray, rng: np.random.Generator) -> tuple[int, np.ndarray]:
    """A sampled action and the gradient of its log-probability."""
    ids = [int(i) for i in np.flatnonzero(env.action_masks())]
    phi = features(env, ids)
    logits = phi @ theta
    p = np.exp(logits - logits.max())
    p /= p.sum()
    k = int(rng.choice(len(ids), p=p))
    return ids[k], phi[k] - p @ phi


def episode(env: RiftboundEnv, theta: np.ndarray, rng: np.random.Generator, seed: int) -> tuple[float, Any]:
    env.reset(seed=seed)
    grad = np.zeros_like(theta)
    done, reward = False, 0.0
    while not done:
        a, g = act(env, theta, rng)
        grad += g
        _, reward, term, trunc, _ = env.step(a)
        done = term or trunc
    return float(reward), grad


def win_rate(env: RiftboundEnv, theta: np.ndarray, games: int, first_seed: int) -> float:
    rng = np.random.default_rng(first_seed)
    return sum(episode(env, theta, rng, first_seed + k)[0] > 0 for k in range(games)) / games


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minutes", type=float, default=3.0)
    ap.add_argument("--eval-games", type=int, default=100)
    ap.add_argument("--lr", type=float, default=0.05)
    args = ap.parse_args()
    env = RiftboundEnv(mode="duel", opponent="random", max_turns=60)
    theta = np.zeros(len(env.space.segments) + 5)
    rng = np.random.default_rng(0)
    baseline, n = 0.0, 0
    end = time.monotonic() + 60 * args.minutes
    while time.monotonic() < end:
        reward, grad = episode(env, theta, rng, 10_000 + n)
        theta += args.lr * (reward - baseline) * grad / max(1.0, np.abs(grad).sum())
        baseline += 0.05 * (reward - baseline)
        n += 1
        if n % 20 == 0:
            print(f"{n} episodes, running mean reward {baseline:+.2f}", flush=True)
    trained = win_rate(env, theta, args.eval_games, 0)
    uniform = win_rate(env, np.zeros_like(theta), args.eval_games, 0)
    print(f"after {n} episodes: trained policy wins {trained:.0%} against random, "
          f"an untrained (uniform) policy {uniform:.0%}")
    kinds = [*env.space.segments, "energy", "might", "unit", "spell", "gear"]
    print("largest weights:", ", ".join(f"{kinds[i]} {theta[i]:+.2f}" for i in np.argsort(-np.abs(theta))[:6]))


if __name__ == "__main__":
    main()
