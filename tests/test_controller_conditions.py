"""Conditions about a card's controller added for Real cards II (cards/model.py Condition,
rules/conditions.py): runes (107.1.c), an opponent near the Victory Score (478.3), other units in
the base, controlling a unit with a tag (133.8); a card's own conditional cost modifier,
"this costs [2] less if ..." (356.4.a, 364.3.a), and "I enter ready if ..." (359.2). Their play is
covered by the real cards' scenarios (ogs-004, ogn-047, sfd-071, sfd-076, sfd-094, sfd-176)."""

from __future__ import annotations

import pytest

from riftbound.cards.model import Condition, CostModifier, EntersReady, Static
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.errors import CardDefinitionError


@pytest.mark.parametrize(("cond", "clause"), [
    (Condition("runes_at_least", 8), "you have 8+ runes"),
    (Condition("opponent_near_victory", 3), "an opponent's score is within 3 points of the Victory Score"),
    (Condition("other_units_in_base", 2), "you have two or more other units in your base"),
    (Condition("control_tag", tag="Mech"), "you control a Mech"),
    (Condition("control_another_tag", tag="Dragon"), "you control another Dragon"),
])
def test_clauses(cond: Condition, clause: str) -> None:
    assert cond.clause() == clause


def test_a_tag_goes_with_the_tag_kinds_only() -> None:
    with pytest.raises(CardDefinitionError, match=r"Condition\.tag"):
        Condition("control_tag")
    with pytest.raises(CardDefinitionError, match=r"Condition\.tag"):
        Condition("your_turn", tag="Mech")
    with pytest.raises(ValueError, match="take a number"):
        Condition("runes_at_least")


def test_a_passive_conditioned_on_tags_is_refused() -> None:
    with pytest.raises(NotImplementedError, match="472"):
        Static(might=1, condition=Condition("control_tag", tag="Mech"))


def test_own_cost_and_entering_wordings() -> None:
    mech = Condition("control_tag", tag="Mech")
    assert CostModifier(-2, cards="me", condition=mech, spell=True, after=True).text() == (
        "This costs [2] less if you control a Mech.")
    assert CostModifier(-2, cards="me", condition=Condition("opponent_near_victory", 3), spell=True).text() == (
        "If an opponent's score is within 3 points of the Victory Score, this costs [2] less.")
    assert EntersReady(Condition("control_another_tag", tag="Mech"), after=True).text() == (
        "I enter ready if you control another Mech.")
    with pytest.raises(CardDefinitionError, match="after"):
        EntersReady(after=True)
    with pytest.raises(CardDefinitionError, match="this costs"):
        CostModifier(-1, cards="spell", spell=True)
    with pytest.raises(NotImplementedError, match=r"364\.3\.a"):
        CostModifier(-2, cards="me", condition=Condition("mighty"))


def test_give_your_tagged_units() -> None:
    assert GiveUnitsThisTurn("yours", might=1, tag="Mech").text(()) == "Give your Mechs +1 [M] this turn."
    with pytest.raises(CardDefinitionError, match="yours"):
        GiveUnitsThisTurn("enemy", might=1, tag="Mech")
