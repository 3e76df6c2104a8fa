"""Copy effects and "this turn" control changes are plain state data: a game holding them
serializes to JSON and back to the same state, and the clone plays on identically
(docs/architecture.md, state.py, rules/copies.py, rules/control.py)."""

from __future__ import annotations

from tests.support import play_scenario, round_trip


def test_copiesround_trip() -> None:
    game = play_scenario("control/cc_copy_of_a_copy.yaml",
                         ["play cc-mirror", "target broker", "pass", "pass", "play cc-mirror", "target 5"])
    assert len(game.s.copies) == 1
    round_trip(game)


def test_this_turn_controlround_trip() -> None:
    game = play_scenario("control/cc_this_turn_control_reverts.yaml", ["play cc-borrow", "pass", "pass"])
    assert len(game.s.ctrl_turn) == 1
    round_trip(game)
    game = play_scenario("control/cc_this_turn_control_reverts.yaml", ["play cc-borrow", "pass", "pass", "end_turn"])
    assert game.s.ctrl_turn == []
