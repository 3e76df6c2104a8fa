"""'If you paid the additional cost' (356.2.b.1) as a Play trigger's conditional statement
(383.3.e): checked as the card registers — only next to "When you play me", only on a
permanent with an optional additional cost of its own."""

from __future__ import annotations

from dataclasses import replace

import pytest

from riftbound.cards import catalog
from riftbound.cards.events import PLAYED_SELF, YOU_PLAY
from riftbound.cards.model import AdditionalCost, CardDef, Condition, Cost, Static, TargetSpec, TriggeredAbility
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.players import EachKillsOwn
from riftbound.effects.primitives import Draw
from riftbound.errors import CardDefinitionError

PAID = Condition("paid_additional")


def test_only_a_play_trigger_can_ask_whether_the_cost_was_paid() -> None:
    assert TriggeredAbility(PLAYED_SELF, (Draw(1),), condition=PAID).text() == (
        "When you play me, if you paid the additional cost, draw 1.")
    with pytest.raises(ValueError, match=r"383\.3\.e"):
        TriggeredAbility(YOU_PLAY, (Draw(1),), condition=PAID)
    with pytest.raises(CardDefinitionError, match="how the spell was played"):
        Static(might=1, condition=PAID)


def test_a_card_without_an_optional_additional_cost_is_refused() -> None:
    ability = TriggeredAbility(PLAYED_SELF, (Draw(1),), condition=PAID)
    for costs in ((), (AdditionalCost(energy=1),)):
        with pytest.raises(ValueError, match=r"356\.2\.b\.1"):
            catalog.register(CardDef("test-paid-none", "Paid None", "unit", energy=1, might=1,
                                     abilities=(ability,), additional_costs=costs))
    assert not catalog.registered("test-paid-none")


def test_each_kills_own_can_spare_a_paid_controller() -> None:
    assert EachKillsOwn("unit", must=True, spare_paid=True).text(()) == (
        "Each player must kill one of their units. If you paid my additional cost, you don't kill a unit this way.")
    with pytest.raises(ValueError, match="spares the controller"):
        EachKillsOwn("unit", who="opponents", spare_paid=True)
    ability = TriggeredAbility(PLAYED_SELF, (EachKillsOwn("unit", spare_paid=True),))
    with pytest.raises(ValueError, match=r"356\.2\.b\.1"):
        catalog.register(CardDef("test-paid-spare", "Paid Spare", "unit", energy=1, might=1, abilities=(ability,)))


def test_play_for_is_an_optional_choice_of_its_own() -> None:
    jhin = AdditionalCost(play_for=Cost(power=("mind",)), optional=True, condition=Condition("spent_on_spell", 4))
    assert jhin.text((), "me") == "If you've spent [4] or more to play a spell this turn, you may play me for [B]."
    for bad in ({"optional": False}, {"optional": True, "energy": 1}, {"optional": True, "less": 1}):
        with pytest.raises(ValueError, match=r"356\.1\.a"):
            AdditionalCost(play_for=Cost(power=("mind",)), **bad)  # type: ignore[arg-type]


def test_a_target_chosen_instead_if_paid() -> None:
    enemy = TargetSpec("unit", controller="enemy", location="battlefield")
    choose = ChooseTarget(enemy)
    assert choose.paid_targets() == (enemy,) and ChooseTarget().paid_targets() == ()
    assert choose.text((replace(enemy, max_might=3),)) == (
        "Choose an enemy unit at a battlefield with 3 [M] or less. If you paid the additional cost, choose any "
        "enemy unit at a battlefield instead.")
    with pytest.raises(NotImplementedError, match=r"356\.2\.b\.1"):
        ChooseTarget(replace(enemy, count=2))
