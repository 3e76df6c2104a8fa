"""An agent that picks uniformly among the legal actions: the baseline for fuzzing,
simulation and benchmarks."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from riftbound import engine

if TYPE_CHECKING:
    from riftbound.actions import Action
    from riftbound.game import Game


class RandomAgent:
    """Uniformly random play, reproducible from ``seed`` (its own ``random.Random``)."""

    name = "random"

    __slots__ = ("rng", "seed")

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        """A uniformly random legal action other than conceding (conceding is fuzzed
        separately, at a chosen rate: ``simulate --concede-rate``)."""
        actions = engine.legal_actions(game.s)  # the deciding player's answers, conceding aside
        if not actions:
            raise ValueError(f"no legal action to choose from ({game!r})")
        return actions[self.rng.randrange(len(actions))]

    def __repr__(self) -> str:
        return f"RandomAgent(seed={self.seed})"
