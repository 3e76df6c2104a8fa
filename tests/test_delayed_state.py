"""Delayed abilities, reflexive items, limited triggers and Additional Turns are plain state
data: a game holding each of them serializes to JSON and back to the same state, and the
clone plays on identically (docs/architecture.md, state.py)."""

from __future__ import annotations

from tests.support import play_scenario, round_trip


def test_pending_delayed_ability_and_limitround_trip() -> None:
    game = play_scenario("delayed/dl_when_that_unit_dies_this_turn.yaml",
                         ["play mark1", "target a", "pass", "pass", "play dl-doom", "target a", "pass", "pass"])
    assert game.s.delayed == [] and game.s.chain and game.s.chain[0].refs
    round_trip(game)
    game = play_scenario("delayed/dl_start_of_next_turn_draw.yaml", ["play dl-foresight", "pass", "pass"])
    assert len(game.s.delayed) == 1
    round_trip(game)
    game = play_scenario("triggers/dl_first_time_each_turn.yaml",
                         ["play dl-purge", "target r1", "target r2", "pass", "pass"])
    assert game.s.trig_used
    round_trip(game)


def test_queued_additional_turnround_trip() -> None:
    game = play_scenario("turn/extra_turn_taken_by_its_player.yaml", ["play dl-time-warp", "pass", "pass"])
    assert game.s.extra_turns == [0]
    round_trip(game)
    game = play_scenario("turn/extra_turn_taken_by_its_player.yaml", ["play dl-time-warp", "pass", "pass", "end_turn"])
    assert game.s.turn_regular == 0
    round_trip(game)
