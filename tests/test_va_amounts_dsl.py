"""Computed amounts and fights in the card DSL (effects/amounts.py, effects/unit_damage.py):
the text each construct renders, the inline-card syntax, and bad input refused with a clear
error naming the rule."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.cards.model import SELF_COST, CostModifier, Static, TargetSpec
from riftbound.effects.actions import Channel
from riftbound.effects.amounts import SELF, Count, DamageOn, KeywordValue, MightOf
from riftbound.effects.primitives import Deal, Draw, Effect, GainXP, MightThisTurn
from riftbound.effects.unit_damage import Fight, UnitDeals
from riftbound.errors import ScenarioError
from riftbound.scenario.cards import card_from_yaml

FRIENDLY = TargetSpec("unit", controller="friendly")
ENEMY = TargetSpec("unit", controller="enemy")
ENEMY_BF = TargetSpec("unit", controller="enemy", location="battlefield")


@pytest.mark.parametrize(("effect", "targets", "text"), [
    (Deal(MightOf()), (ENEMY,), "Deal damage equal to my Might to an enemy unit."),
    (Deal(DamageOn(0)), (TargetSpec("unit"),), "Deal damage to a unit equal to the damage marked on it."),
    (Deal(KeywordValue("assault")), (ENEMY,), "Deal damage equal to my [Assault] to an enemy unit."),
    (Draw(Count("battlefield", whose="friendly", other=True)), (),
     "Draw 1 for each other battlefield you or allies control."),
    (Deal(Count("gear", per=2)), (ENEMY,), "Deal 2 to an enemy unit for each gear you control."),
    (Draw(Count(whose="enemy", where="here")), (), "Draw 1 for each enemy unit here."),
    (Draw(Count(mighty=True)), (), "Draw 1 for each [Mighty] unit you control."),
    (Draw(Count("hand")), (), "Draw 1 for each card in your hand."),
    (Draw(Count("played", named=True)), (), "Draw 1 for each card with my name you've played this turn."),
    (Draw(Count(where="here", other=True, named=True)), (),
     "Draw 1 for each other unit you control here with my name."),
    (MightThisTurn(Count("buff")), (TargetSpec("unit"),), "Give a unit +1 [M] this turn for each buff you control."),
    (MightThisTurn(MightOf()), (FRIENDLY,), "Give a friendly unit +[M] equal to my Might this turn."),
    (MightThisTurn(Count(whose="enemy", where="there", per=2)),
     (TargetSpec("unit", controller="friendly", location="battlefield"),),
     "Give a friendly unit at a battlefield +2 [M] this turn for each enemy unit there."),
    (MightThisTurn(Count(per=-1, tag="Yordle", other=True)), (ENEMY,),
     "Give an enemy unit -1 [M] this turn for each other Yordle you control."),
    (GainXP(Count(whose="friendly")), (), "Gain 1 XP for each friendly unit."),
    (Channel(Count("battlefield", whose="friendly")), (), "Channel 1 rune for each battlefield you or allies control."),
    (Fight(0, 1), (FRIENDLY, ENEMY),
     "Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each other."),
    (Fight(SELF, 0), (ENEMY_BF,),
     "Choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other."),
    (UnitDeals(0, MightOf(0), 1), (FRIENDLY, ENEMY_BF),
     "Choose a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield."),
    (UnitDeals(SELF, MightOf(), 0), (ENEMY,), "I deal damage equal to my Might to an enemy unit."),
])
def test_text(effect: Effect, targets: tuple[TargetSpec, ...], text: str) -> None:
    assert effect.text(targets) == text


def test_inline_card_builds_the_constructs() -> None:
    card = card_from_yaml({
        "id": "va-test-all", "type": "spell",
        "targets": [{"kind": "unit", "controller": "friendly"}, {"kind": "unit", "controller": "enemy"}],
        "effects": [{"might": {"amount": {"for_each": {"what": "buff"}}, "minimum": 1}},
                    {"fight": 1}, {"deals": {"by": 0}, "target": 1}, {"draw": {"might": 0}},
                    {"gain_xp": {"for_each": {"what": "unit", "whose": "friendly"}}},
                    {"channel": {"for_each": {"what": "battlefield"}}}, {"deal": {"damage_on": 1}, "target": 1}],
    }, "test")
    assert card.effects == (MightThisTurn(Count("buff"), 0, 1), Fight(0, 1), UnitDeals(0, MightOf(0), 1),
                            Draw(MightOf(0)), GainXP(Count(whose="friendly")), Channel(Count("battlefield")),
                            Deal(DamageOn(1), 1))


@pytest.mark.parametrize(("card", "message"), [
    ({"id": "va-bad-amount", "type": "spell", "effects": [{"draw": {"might": 0, "per": 2}}]}, "amount mapping"),
    ({"id": "va-bad-what", "type": "spell", "effects": [{"draw": {"for_each": {"what": "dragon"}}}]}, "count: what"),
    ({"id": "va-bad-key", "type": "spell", "effects": [{"draw": {"for_each": {"kind": "unit"}}}]}, "for_each"),
    ({"id": "va-bad-negative", "type": "spell", "targets": ["unit"],
      "effects": [{"deal": {"for_each": {"what": "unit"}, "per": -1}}]}, "can't be negative"),
    ({"id": "va-bad-hand", "type": "spell", "effects": [{"draw": {"for_each": {"what": "hand", "whose": "enemy"}}}]},
     "your own hand"),
    ({"id": "va-bad-fight-slot", "type": "spell", "targets": ["unit", "gear"], "effects": [{"fight": 1}]},
     "417.6.b.3"),
    ({"id": "va-bad-fight-one", "type": "spell", "targets": ["unit"], "effects": [{"fight": 0}]}, "417.6.b.3"),
    ({"id": "va-bad-fight-slot2", "type": "spell", "targets": ["unit"], "effects": [{"fight": -2}]}, "417.6.b.3"),
    ({"id": "va-bad-deals", "type": "spell", "targets": ["unit"], "effects": [{"deals": {"amount": 2}}]},
     "keys by, amount"),
    ({"id": "va-bad-slot", "type": "spell", "targets": ["unit"], "effects": [{"deal": {"might": "you"}}]},
     "slot"),
])
def test_bad_inline_card_is_refused(card: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message.replace(".", r"\.")):
        card_from_yaml(card, "test")


def test_cost_modifier_for_each() -> None:
    mod = CostModifier(Count("trash", per=-1), cards=SELF_COST, minimum=1)
    assert mod.text() == "I cost [1] less for each card in your trash, to a minimum of [1]."
    assert CostModifier(Count("gear", per=2), cards=SELF_COST).text() == "I cost [2] more for each gear you control."
    with pytest.raises(NotImplementedError, match=r"356\.4\.a"):
        CostModifier(Count("trash", per=-1), cards="spell")
    with pytest.raises(NotImplementedError, match=r"356\.4\.a"):
        CostModifier(MightOf(), cards=SELF_COST)


def test_static_might_for_each() -> None:
    st = Static(might=Count(where="here", other=True))
    assert st.text() == "I have +1 [M] for each other unit you control here."
    with pytest.raises(NotImplementedError, match=r"473\.1"):
        Static(might=Count(mighty=True))
    with pytest.raises(NotImplementedError, match=r"473\.1"):
        Static(might=MightOf())


def test_x_cost_is_not_defined_by_the_rules() -> None:
    with pytest.raises(NotImplementedError, match=r"131\.2\.a"):
        card_from_yaml({"id": "va-x-cost", "type": "spell", "energy": "X"}, "test")
