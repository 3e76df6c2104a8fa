"""Instructions written together (effects/it.py): a target slot named again is "it", which is
the object chosen for that slot (355.5), not a new choice; the instructions execute in order
(157.1, 359.3). And "a unit or gear from your trash" (a permanent card, 133.4.a; 355.10.a).
Their play is covered by the real cards' scenarios (ogn-260, sfd-202, sfd-035)."""

from __future__ import annotations

import pytest

from riftbound.cards.model import SPELL, CardDef, TargetSpec
from riftbound.effects.actions import Discard
from riftbound.effects.amounts import MightOf
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.control import TakeControl
from riftbound.effects.it import Together
from riftbound.effects.move import Move
from riftbound.effects.pay import has_steps
from riftbound.effects.primitives import Buff, Deal, MightThisTurn, Ready
from riftbound.effects.unit_damage import UnitDeals
from riftbound.keywords.repeat import shifted

FRIENDLY = TargetSpec("unit", controller="friendly")
ENEMY_AT_BF = TargetSpec("unit", controller="enemy", location="battlefield")


def test_a_slot_named_again_is_it() -> None:
    together = Together((Ready(0), UnitDeals(0, MightOf(0), 1)))
    assert together.text((FRIENDLY, ENEMY_AT_BF)) == (
        "Ready a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield.")
    assert Together((TakeControl(target=0), Ready(0))).text((ENEMY_AT_BF,)) == (
        "Take control of an enemy unit at a battlefield. Ready it.")


def test_outside_together_every_instruction_names_its_slot() -> None:
    targets = (FRIENDLY, ENEMY_AT_BF)
    assert Ready(0).text(targets) + " " + UnitDeals(0, MightOf(0), 1).text(targets) == (
        "Ready a friendly unit. Choose a friendly unit. It deals damage equal to its Might to an enemy unit "
        "at a battlefield.")
    together = Together((MightThisTurn(2, target=0), Deal(1, target=0)))
    together.text((FRIENDLY,))
    assert Deal(1, target=0).text((FRIENDLY,)) == "Deal 1 to a friendly unit."  # the naming ended with it


def test_together_is_two_or_more_instructions_done_as_steps_when_one_asks() -> None:
    with pytest.raises(ValueError, match="two or more"):
        Together((Ready(0),))
    quiet = Together((Ready(0), Deal(1, target=0)))
    assert quiet.steps() == (quiet,)  # executed whole (157.1)
    asking = Together((Ready(0), Discard(1)))
    assert asking.steps() == (Ready(0), Discard(1))  # the chain asks each in turn (359.3)
    assert has_steps(CardDef(id="together-steps", name="T", type=SPELL, targets=(FRIENDLY,), effects=(asking,)))
    assert not has_steps(CardDef(id="together-whole", name="T", type=SPELL, targets=(FRIENDLY,), effects=(quiet,)))


def test_together_joins_its_last_two_instructions() -> None:
    assert Together((TakeControl(target=0), Ready(0)), conjoin="and").text((ENEMY_AT_BF,)) == (
        "Take control of an enemy unit at a battlefield and ready it.")
    assert Together((Buff(0), Move(0, dest="battlefield")), conjoin="then").text((FRIENDLY,)) == (
        "Buff a friendly unit, then move it to a battlefield.")
    with pytest.raises(ValueError, match="conjoin"):
        Together((Ready(0), Buff(0)), conjoin="or")


def test_under_repeat_each_execution_uses_its_own_targets() -> None:
    (again,) = shifted((Together((Ready(0), UnitDeals(0, MightOf(0), 1))),), 2)
    assert isinstance(again, Together)
    assert again.effects == (Ready(2), UnitDeals(2, MightOf(2), 3))


def test_a_unit_or_gear_from_your_trash() -> None:
    spec = TargetSpec("permanent", controller="you", location="trash")
    assert ReturnToHand(0).text((spec,)) == "Return a unit or gear from your trash to your hand."
    with pytest.raises(NotImplementedError, match=r"355\.10\.a"):
        TargetSpec("rune", controller="you", location="trash")
