"""Random play with the keyword test decks, whose cards carry every keyword (805-826), watcher
triggers (383-384), passive abilities and "this turn" effects applied through the layers
(468-475): zones stay consistent (105-110), hands stay private (128), clones, serialized copies
and recorded replays give identical state hashes, and every game ends (302)."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound import Game
from riftbound.agents.random_agent import RandomAgent
from riftbound.replay import ReplayRecorder, verify
from tests.test_fuzz import check_privacy, check_zones

DECKS = ["test-keywords-raider", "test-keywords-warden"]


@pytest.mark.parametrize("seed", range(8))
def test_keyword_deck_fuzz(seed: int, tmp_path: Path) -> None:
    rec, g = ReplayRecorder.start(seed=seed, decks=DECKS, seats=["random", "random"], hash_every=10)
    twin = g.clone()
    agent = RandomAgent(seed)
    steps = 0
    while not g.is_terminal():
        check_zones(g)
        if steps % 25 == 0:
            check_privacy(g)
            assert Game.deserialize(g.serialize()).state_hash() == g.state_hash()
        action = agent.choose(g)
        rec.play(g, action)
        twin.apply_action(action)
        steps += 1
        assert twin.state_hash() == g.state_hash()
        assert steps < 20000, "no end (302)"
    assert g.winners
    rec.finish(g)
    path = rec.write(tmp_path / "game.jsonl")
    verify(path)
