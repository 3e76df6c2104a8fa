"""Conditions of card text (364.3, 377.2.b, 383.3.e): their rendered English, and the clear
errors for conditions used where they mean nothing. Behaviour is in tests/scenarios/conditions."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.cards.events import ATTACK, END_OF_YOUR_TURN, YOU_CONQUER
from riftbound.cards.model import ActivatedAbility, Condition, Cost, Static, TargetSpec, TriggeredAbility
from riftbound.effects.conditional import If
from riftbound.effects.primitives import Deal, Draw, Ready
from riftbound.errors import ScenarioError
from riftbound.scenario.cards import card_from_yaml

UNIT = TargetSpec("unit")


@pytest.mark.parametrize(("ability", "text"), [
    (TriggeredAbility(YOU_CONQUER, (Ready(0),), (UNIT,), optional=True, condition=Condition("excess_damage", 3)),
     "When you conquer, if you assigned 3 or more excess damage, you may ready a unit."),
    (TriggeredAbility(END_OF_YOUR_TURN, (Ready(0),), (UNIT,), condition=Condition("at_battlefield")),
     "At the end of your turn, if I'm at a battlefield, ready a unit."),
    (ActivatedAbility(Cost(exhaust_self=True), (Deal(3, 0),), (UNIT,), only_while=Condition("at_battlefield")),
     "[E]: Deal 3 to a unit. Use this ability only while I'm at a battlefield."),
    (TriggeredAbility(ATTACK, (If(Condition("hand_at_most", 1), (Draw(1),), after=True),)),
     "When I attack, draw 1 if you have one or fewer cards in your hand."),
    (TriggeredAbility(ATTACK, (If(Condition("opponent_controls_battlefield"), (Draw(2),)),)),
     "When I attack, if an opponent controls a battlefield, draw 2."),
    (Static(might=2, condition=Condition("combat_here")), "While there's a combat here, I have +2 [M]."),
])
def test_condition_text(ability: Any, text: str) -> None:
    assert ability.text() == text


def test_if_renders_in_a_spell() -> None:
    assert If(Condition("showdown"), (Draw(2),)).text(()) == "If it's during a showdown, draw 2."
    assert If(Condition("xp_at_least", 3), (Draw(1),), after=True).text(()) == "Draw 1 if you have 3 or more XP."


@pytest.mark.parametrize(("build", "message"), [
    (lambda: Condition("sunny"), "unknown condition"),
    (lambda: Condition("hand_at_least"), "take a number"),
    (lambda: Condition("alone", 2), "take a number"),
    (lambda: TriggeredAbility(ATTACK, (Draw(1),), condition=Condition("excess_damage", 3)), "conquer"),
    (lambda: TriggeredAbility(ATTACK, (Draw(1),), condition=Condition("legion")), "dependent"),
    (lambda: Static(might=1, condition=Condition("excess_damage", 3)), "364.3"),
    (lambda: If(Condition("excess_damage", 3), (Draw(1),)), "383.3.e"),
    (lambda: ActivatedAbility(Cost(), (Draw(1),), only_while=Condition("excess_damage", 1)), "377.2.b"),
])
def test_misplaced_condition_is_refused(build: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace(".", r"\.")):
        build()


def test_add_ability_with_a_use_condition_is_not_implemented() -> None:
    with pytest.raises(NotImplementedError, match=r"377\.2\.b"):
        ActivatedAbility(Cost(exhaust_self=True), (Draw(1),), adds=True, only_while=Condition("at_battlefield"))


@pytest.mark.parametrize(("card", "message"), [
    ({"id": "cd-bad-cond", "type": "unit", "abilities": [{"triggered": {"event": "attack", "condition": "rainy",
                                                                        "effects": [{"draw": 1}]}}]},
     "unknown condition"),
    ({"id": "cd-bad-count", "type": "spell", "effects": [{"if": {"condition": "hand_at_most:x",
                                                                 "effects": [{"draw": 1}]}}]}, "unknown condition"),
    ({"id": "cd-bad-if", "type": "spell", "effects": [{"if": {"effects": [{"draw": 1}]}}]}, "condition"),
    ({"id": "cd-bad-while", "type": "unit", "abilities": [{"activated": {"cost": {}, "only_while": "excess_damage:2",
                                                                         "effects": [{"draw": 1}]}}]}, "377.2.b"),
])
def test_bad_inline_condition_is_refused(card: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message.replace(".", r"\.")):
        card_from_yaml(card, "test")
