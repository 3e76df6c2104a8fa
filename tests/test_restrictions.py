"""Restrictions as the DSL writes them (cards/model.py Restriction, rules/restrictions.py; 054.1):
their text, and what a card may not write."""

from __future__ import annotations

import pytest

from riftbound.cards.model import SELF_COST, Condition, CostModifier, Restriction, TargetSpec
from riftbound.effects.bans import CantPlayThisTurn, CounterAndBar
from riftbound.rules import conquered, modes_used, restrictions


def test_restriction_text_with_and_without_a_condition() -> None:
    assert Restriction("me_unchoosable").text() == "I can't be chosen by enemy spells and abilities."
    assert Restriction("opponents_no_points", Condition("at_battlefield")).text() == \
        "While I'm at a battlefield, opponents can't gain points."
    assert Restriction("me_unchoosable", Condition("level", 16)).text() == \
        "[Level 16][>] I can't be chosen by enemy spells and abilities."


def test_an_unknown_rule_or_an_event_condition_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown rule"):
        Restriction("cant_anything")
    with pytest.raises(ValueError, match=r"364\.3\.a"):
        Restriction("me_unchoosable", Condition("excess_damage", 3))
    with pytest.raises(NotImplementedError, match=r"364\.3\.a"):
        Restriction("me_only_conquered", Condition("at_battlefield"))


def test_a_power_discount_is_an_own_cost_discount_only() -> None:
    assert CostModifier(-2, SELF_COST, power=("calm",)).text() == "I cost [2][G] less."
    with pytest.raises(NotImplementedError, match=r"356\.4"):
        CostModifier(-2, "spell", power=("calm",))
    with pytest.raises(NotImplementedError, match=r"356\.4"):
        CostModifier(2, SELF_COST, power=("calm",))


def test_bans_render_their_sentences() -> None:
    assert CantPlayThisTurn().text(()) == "Opponents can't play cards this turn."
    assert CounterAndBar().text((TargetSpec("spell"),)) == \
        "Counter a spell. Its controller can't play spells this turn."


def test_the_turn_records_sharing_trig_used_never_collide() -> None:
    """Moves counted (Kayn), units that conquered and modes chosen this turn (355.3) share
    ``State.trig_used`` with the limited abilities used (383.1.b): their keys are distinct."""
    modes = {modes_used._code(ability, mode) for ability in range(16) for mode in range(modes_used.SPAN)}
    assert restrictions.MOVED not in modes and conquered.CONQUERED not in modes
    assert restrictions.MOVED != conquered.CONQUERED
    assert max(restrictions.MOVED, conquered.CONQUERED, *modes) < 0  # never a limited ability's index
