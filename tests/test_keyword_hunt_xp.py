"""Hunt (823) and XP (728-733): the amount of XP gained, which the scenario format has no
expectation key for. Each test plays a scenario under tests/scenarios/keywords/ step by
step and checks every player's XP at the end, both in the state and in the public
observation (729.2: XP is public information)."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound import engine
from riftbound.game import Game
from riftbound.scenario.loader import build, load
from riftbound.scenario.runner import resolve_step

KW = Path(__file__).parent / "scenarios" / "keywords"


def play(name: str) -> Game:
    """Play the scenario's script (its own expectations are checked by test_scenarios)."""
    sc = load(KW / name)
    g = build(sc, True)
    engine.run(g)
    game = Game(g)
    for step in sc.script:
        actors = [k for k in step if k.startswith("p") and k[1:].isdigit()]
        if not actors or "error" in step:
            continue
        game.apply_action(resolve_step(g, sc, str(step[actors[0]])))
    return game


@pytest.mark.parametrize(("scenario", "xp"), [
    ("hunt_gains_xp_on_conquer.yaml", [1, 0]),  # 823.1.c.2: Hunt alone is Hunt 1; Conquer
    ("hunt_gains_xp_on_hold.yaml", [1, 0]),  # 823.1.b: Hunt is also a Hold effect
    ("hunt_two_gains_two_xp.yaml", [2, 0]),  # 823.1.c.3: the Hunt Value
    ("hunt_instances_sum_on_hold.yaml", [3, 0]),  # 823.2: Hunt + Hunt 2 = 3
    ("hunt_no_xp_for_defender_keeping_control.yaml", [0, 0]),  # 464.1: no Conquer, no Hunt
    ("temporary_hunter_killed_before_hold.yaml", [0, 0]),  # 816.1.b: killed before scoring
])
def test_hunt_xp(scenario: str, xp: list[int]) -> None:
    game = play(scenario)
    assert list(game.s.xp) == xp  # 730.1
    for viewer in (0, 1):
        obs = game.observation(viewer)
        assert [pl["xp"] for pl in obs["players"]] == xp  # 729.2
