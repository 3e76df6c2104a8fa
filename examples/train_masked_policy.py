"""Train a small masked policy in the Gymnasium environment and show it beats random play
(a demonstration, not a test).

The policy is a softmax over the legal actions only (the action mask), scoring each by a
linear function of a few features of the action: its kind and the printed facts of the
card it acts on, read from the learner's observation. It learns with REINFORCE (numpy only)
against the random agent for a few minutes of CPU time, then plays a fixed set of seeded
Duels against random play, next to an untrained (uniform) policy on the same seeds, and
prints each win rate with its 95% (Wilson) interval:

    pip install -e '.[rl]'
    python examples/train_masked_policy.py --minutes 4 --eval-games 200
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np

from riftbound.cards import catalog
from riftbound.envs.gymnasium import RiftboundEnv
from riftbound.ratings import wilson

EXTRA = ("energy", "might", "unit", "spell", "gear")


def features(env: RiftboundEnv, ids: list[int]) -> np.ndarray:
    """One row per legal action: kind one-hot, then Energy, Might and type of its card (a card
    the learner sees: in its hand, on the board, its legend or champion)."""
    assert env.game is not None
    obs = env.game.observation(env.seat)
    cards: dict[int, str] = {}
    for pd in obs["players"]:
        for zone in ("hand", "base", "legend", "champion_zone"):
            for o in pd.get(zone, []):
                cards[o["id"]] = o["card"]
    for bf in obs["battlefields"]:
        for o in bf["units"] if bf else []:
            cards[o["id"]] = o["card"]
    kinds = list(env.space.segments)
    rows = []
    for i in ids:
        desc = env.space.describe(i)
        kind, args = desc.split("(")[0], desc[desc.index("(") + 1:-1]
        row = [0.0] * (len(kinds) + len(EXTRA))
        row[kinds.index(kind)] = 1.0
        obj = int(args.split(",")[0]) if args else -1
        if obj in cards:
            c = catalog.get(cards[obj])
            row[len(kinds):] = [c.energy / 10, (c.might or 0) / 10, c.type == "unit", c.type == "spell",
                                c.type == "gear"]
        rows.append(row)
    return np.asarray(rows, dtype=np.float64)


def act(env: RiftboundEnv, theta: np.ndarray, rng: np.random.Generator) -> tuple[int, np.ndarray]:
    """A sampled legal action and the gradient of its log-probability."""
    ids = [int(i) for i in np.flatnonzero(env.action_masks())]
    phi = features(env, ids)
    logits = phi @ theta
    p = np.exp(logits - logits.max())
    p /= p.sum()
    k = int(rng.choice(len(ids), p=p))
    return ids[k], phi[k] - p @ phi


def episode(env: RiftboundEnv, theta: np.ndarray, rng: np.random.Generator, seed: int) -> tuple[float, Any]:
    """One game (the seat and the deal from ``seed``): the learner's return and the summed
    gradient of its choices' log-probabilities."""
    env.reset(seed=seed)
    grad = np.zeros_like(theta)
    done, reward = False, 0.0
    while not done:
        a, g = act(env, theta, rng)
        grad += g
        _, reward, term, trunc, _ = env.step(a)
        done = term or trunc
    return float(reward), grad


def evaluate(env: RiftboundEnv, theta: np.ndarray, games: int, first_seed: int) -> tuple[int, int, int]:
    """(wins, draws, losses) over the seeded games ``first_seed ..``: the same deals and
    seats for every policy evaluated (a draw: the turn limit)."""
    rng = np.random.default_rng(first_seed)
    results = [episode(env, theta, rng, first_seed + k)[0] for k in range(games)]
    return sum(r > 0 for r in results), sum(r == 0 for r in results), sum(r < 0 for r in results)


def report(label: str, wdl: tuple[int, int, int]) -> str:
    wins, draws, losses = wdl
    n = wins + draws + losses
    lo, hi = wilson(wins, n)
    return (f"{label}: {wins} wins, {draws} draws (turn limit), {losses} losses of {n} games: "
            f"win rate {wins / n:.1%} (95% CI {lo:.1%}-{hi:.1%})")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--minutes", type=float, default=4.0, help="CPU minutes of training (default 4)")
    ap.add_argument("--episodes", type=int, default=None, help="train this many games instead")
    ap.add_argument("--eval-games", type=int, default=200, help="seeded games for each evaluation (default 200)")
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    env = RiftboundEnv(mode="duel", opponent="random", max_turns=60)
    theta = np.zeros(len(env.space.segments) + len(EXTRA))
    rng = np.random.default_rng(args.seed)
    baseline, n = 0.0, 0
    start = time.process_time()
    end = start + 60 * args.minutes
    while n < args.episodes if args.episodes is not None else time.process_time() < end:
        reward, grad = episode(env, theta, rng, 1_000_000 + args.seed * 100_000 + n)  # never an evaluation seed
        theta += args.lr * (reward - baseline) * grad / max(1.0, np.abs(grad).sum())
        baseline += 0.05 * (reward - baseline)
        n += 1
        if n % 100 == 0:
            print(f"{n} episodes, {time.process_time() - start:.0f} s CPU, running mean reward {baseline:+.2f}",
                  flush=True)
    print(f"trained on {n} games in {time.process_time() - start:.0f} s of CPU")
    names = [*env.space.segments, *EXTRA]
    print("largest weights:", ", ".join(f"{names[i]} {theta[i]:+.2f}" for i in np.argsort(-np.abs(theta))[:6]))
    print(report("trained policy vs random", evaluate(env, theta, args.eval_games, 0)))
    print(report("uniform policy vs random", evaluate(env, np.zeros_like(theta), args.eval_games, 0)))


if __name__ == "__main__":
    main()
