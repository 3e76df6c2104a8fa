"""Random answers to the targeting and game-action scenarios (tests/scenarios/targeting and
tests/scenarios/actions, files ``tg_*``): every decision they reach — group targets, split
damage, keeping a subset (355.11, 355.13, 355.14), paying with Gold (184.5) — must leave a
state that clones and serializes to the same hash, and an illegal answer must be refused
with the state unchanged."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from riftbound import engine
from riftbound.errors import IllegalActionError
from riftbound.scenario.loader import build, load
from riftbound.state import State

ROOT = Path(__file__).parent / "scenarios"
FILES = sorted([*ROOT.glob("targeting/tg_*.yaml"), *ROOT.glob("actions/tg_*.yaml")])


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_random_answers_keep_state_consistent(path: Path) -> None:
    for seed in range(8):
        rnd = random.Random(seed)
        g = build(load(path), False)
        engine.run(g)
        for _ in range(120):
            if g.terminal:
                break
            legal = engine.legal_actions(g)
            assert legal, "a pending decision always has a legal answer"
            before = g.state_hash()
            with pytest.raises(IllegalActionError):
                engine.apply(g, ("target", -99))
            assert g.state_hash() == before
            engine.apply(g, rnd.choice(legal))
            h = g.state_hash()
            assert g.clone().state_hash() == h
            assert State.from_dict(g.to_dict(), g.catalog).state_hash() == h
