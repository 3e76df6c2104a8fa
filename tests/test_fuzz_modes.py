"""Random play with concessions at random moments in every mode (476-484, 649-652): zones
stay consistent (105-110), nobody removed is ever waited on (651.3), clones, serialized
copies and recorded replays give identical state hashes, and every game ends (302)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from riftbound import Action, Game
from riftbound.agents.random_agent import RandomAgent
from riftbound.replay import ReplayRecorder, verify
from riftbound.rules.modes import get_mode
from tests.test_fuzz import check_zones

CASES = [(mode, seed) for mode in ("duel", "ffa3", "ffa4", "2v2") for seed in range(6)]


@pytest.mark.parametrize(("mode", "seed"), CASES)
def test_concession_fuzz(mode: str, seed: int, tmp_path: Path) -> None:
    """Rules 650-652 at random moments (any player, deciding or not), in every mode."""
    n = get_mode(mode).players
    rec, g = ReplayRecorder.start(seed=seed, mode=mode, seats=["random"] * n, hash_every=10)
    twin = g.clone()
    agent = RandomAgent(seed)
    rng = random.Random(seed + 7)
    steps = 0
    while not g.is_terminal():
        check_zones(g)
        cp = g.current_player()
        assert not g.s.removed[cp], "the engine waits on a removed player (651.3)"
        if rng.random() < 0.02:
            action = Action("concede", rng.choice([p for p in range(n) if not g.s.removed[p]]))
            assert g.legal_actions(action[1], include_concede=True)[-1] == action
            assert action not in g.legal_actions(action[1])
        else:
            action = agent.choose(g)
        rec.play(g, action)
        twin.apply_action(action)
        steps += 1
        assert twin.state_hash() == g.state_hash()
        if steps % 30 == 0:
            assert Game.deserialize(g.serialize()).state_hash() == g.state_hash()
        assert steps < 60000, "no end (302)"
    check_zones(g)
    assert g.winners and all(not g.s.removed[w] for w in g.winners)
    assert g.returns().count(1.0) == len(g.winners)
    rec.finish(g)
    path = rec.write(tmp_path / "game.jsonl")
    verify(path)
