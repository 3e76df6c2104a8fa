"""The game's own random generator: SplitMix64 on a single integer kept in the state.

Randomness lives in the state (docs/architecture.md, "The state") so a clone carries its generator for free and
the same seed with the same actions replays byte for byte.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from riftbound.state import State

_MASK = (1 << 64) - 1


def seed_value(seed: int) -> int:
    """Map any integer seed to a 64-bit generator state."""
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def next_u64(g: State) -> int:
    s = (g.rng + 0x9E3779B97F4A7C15) & _MASK
    g.rng = s
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def below(g: State, n: int) -> int:
    """A uniform integer in ``range(n)`` (n > 0)."""
    return next_u64(g) % n


def shuffle(g: State, items: list[int]) -> None:
    """Fisher-Yates shuffle in place."""
    for i in range(len(items) - 1, 0, -1):
        j = below(g, i + 1)
        items[i], items[j] = items[j], items[i]
