"""Group effects that last the turn (effects/lasting.py, rules/lasting.py): their text is
rendered from the DSL, bad inline cards are refused, delayed passive abilities are plain
state data that serializes and expires with the turn (390.4, 317.2.c)."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.effects.lasting import CostThisTurn, EnterReadyThisTurn, GiveUnitsThisTurn, UnitsHaveThisTurn
from riftbound.errors import ScenarioError
from riftbound.game import Game
from riftbound.scenario.cards import card_from_yaml
from tests.support import play_scenario


@pytest.mark.parametrize(("effect", "text"), [
    (UnitsHaveThisTurn("yours", might=1), "Units you control have +1 [M] this turn."),
    (UnitsHaveThisTurn("friendly", keywords=("shield",)), "Friendly units have [Shield] this turn."),
    (UnitsHaveThisTurn("enemy", here=True, might=-1), "Enemy units here have -1 [M] this turn."),
    (GiveUnitsThisTurn("friendly", might=2), "Give friendly units +2 [M] this turn."),
    (GiveUnitsThisTurn("enemy", might=-3, minimum=1), "Give enemy units -3 [M] this turn, to a minimum of 1 [M]."),
    (GiveUnitsThisTurn("yours", here=True, keywords=("ganking",)), "Give your units here [Ganking] this turn."),
    (CostThisTurn(-1), "This turn, your spells cost [1] less."),
    (CostThisTurn(1, "unit"), "This turn, your units cost [1] more."),
    (CostThisTurn(-2, next_only=True), "The next spell you play this turn costs [2] less."),
    (EnterReadyThisTurn(), "Units you play this turn enter ready."),
])
def test_text_is_rendered(effect: Any, text: str) -> None:
    assert effect.text(()) == text


@pytest.mark.parametrize(("effect", "message"), [
    ({"units_have": {"who": "yours", "might": 1, "until": "end"}}, "unknown keys"),
    ({"units_have": {"who": "mine", "might": 1}}, "who must be one of"),
    ({"give_units": {"who": "friendly"}}, "some Might or keywords"),
    ({"give_units": {"might": "2"}}, "whole number"),
    ({"cost_this_turn": {"energy": 0}}, "must not be 0"),
    ({"cost_this_turn": {"energy": -1, "cards": "rune"}}, "cards must be one of"),
    ({"enter_ready_this_turn": {"cards": "unit", "who": "you"}}, "unknown keys"),
])
def test_bad_inline_card_is_refused(effect: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        card_from_yaml({"id": "gp-bad", "type": "spell", "effects": [effect]}, "test")


def test_delayed_passive_abilities_round_trip_and_expire() -> None:
    steps = ["play gp-war-drums", "pass", "pass"]
    game = play_scenario("lasting_effects/expire_at_end_of_turn.yaml", steps)
    assert [r[4] for r in game.s.lasting] == ["might", "cost"]
    back = Game.deserialize(game.serialize())
    assert back.state_hash() == game.state_hash()
    assert back.legal_actions() == game.legal_actions()
    clone = Game(game.s.clone())
    assert clone.s.lasting == game.s.lasting
    game = play_scenario("lasting_effects/expire_at_end_of_turn.yaml", [*steps, "end_turn"])
    assert game.s.lasting == [] and game.s.cfx == []
