"""A player as a target (355.9.a): "choose an opponent", "choose a player" (rules/targeting.py)."""

from __future__ import annotations

import pytest

from riftbound.cards.model import TargetSpec
from riftbound.encoding import ActionSpace
from riftbound.errors import CardDefinitionError
from riftbound.state import HAND
from tests.support import play_scenario


def test_a_player_target_is_one_player_with_no_other_restriction() -> None:
    """355.9.a: "an opponent" (enemy, 484.8.d), "a player"; counts, places and states are
    for objects, and "you" is no choice."""
    assert TargetSpec("player", "enemy").text() == "an opponent"
    assert TargetSpec("player").text() == "a player"
    for bad in (dict(count=2), dict(location="battlefield"), dict(controller="you"), dict(states=("stunned",))):
        with pytest.raises(CardDefinitionError):
            TargetSpec("player", **bad)


def test_the_chosen_player_shows_on_the_chain_and_encodes_as_a_player() -> None:
    """The observation names a chosen player as ``{"player": p}``; the target decision's
    answers are ``player`` actions, which the fixed action space encodes."""
    game = play_scenario("cards/ogn/ogn-156.yaml", ["play sab"])
    space = ActionSpace("ffa3")
    legal = game.legal_actions()
    assert [a.kind for a in legal] == ["player", "player"]
    assert {space.describe(space.encode(game, a)) for a in legal} == {"player(1)", "player(2)"}
    game.apply_action(legal[0], player=0)
    chain = game.observation(2)["chain"]
    assert chain[0]["targets"] == [[{"player": 1}]]


def test_a_chosen_player_who_left_the_game_is_no_longer_a_legal_target() -> None:
    """359.3.e, 651: P1, Sabotage's target, concedes before it resolves; as it resolves P1 is
    no longer a legal target: no hand is revealed and nothing is recycled."""
    game = play_scenario("cards/ogn/ogn-156.yaml", ["play sab", "player p1"])
    game.apply_action(("concede", 1))
    asked = []
    while game.s.chain:
        assert game.s.pending is not None
        asked.append(game.s.pending[0])
        assert game.observation(2)["revealed"] == []
        game.apply_action(game.legal_actions()[0])
    assert "look" not in asked and game.s.zone_of(1, HAND) == []
    assert ("359.3.e.5", "P1 is no longer a legal target: it is unaffected") in game.game_log()
