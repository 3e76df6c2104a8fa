"""The move instructions, passive move rules and trigger limits check their fields as a card is
defined (effects/move.py, cards/model.py MoveRule; 355.4, 383.1, 442.3, 444): a typo fails,
naming the field."""

from __future__ import annotations

import pytest

from riftbound.cards.events import MOVE, THIRD_IN_TURN
from riftbound.cards.model import CardDefinitionError, MoveRule, TargetSpec, TriggeredAbility
from riftbound.effects.amounts import SELF
from riftbound.effects.every import every
from riftbound.effects.move import Move, check
from riftbound.effects.primitives import Draw
from riftbound.effects.swap_places import SwapPlaces


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"dest": "home"}, "dest"),
    ({"origin": "at"}, "origin"),
    ({"dest": "there"}, "at"),
    ({"dest": "chosen", "at": 1}, "at"),
])
def test_a_move_with_a_bad_field_is_refused_naming_it(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(ValueError, match=field):
        Move(**kwargs)  # type: ignore[arg-type]


def test_you_may_move_to_base_is_not_supported_yet() -> None:
    with pytest.raises(NotImplementedError, match="base"):
        Move(dest="its_base", optional=True)


def test_a_move_rule_with_an_unknown_rule_is_refused() -> None:
    with pytest.raises(ValueError, match="no_base"):
        MoveRule("no_bases")


def test_units_are_the_only_permanents_that_move() -> None:
    """442.3: a Move's slot must choose units; "there" needs a unit or battlefield slot or the slot past
    them."""
    assert check(Move(), (TargetSpec("gear"),)) is not None
    assert check(Move(dest="there", at=1), (TargetSpec("unit"), TargetSpec("gear"))) is not None
    assert check(Move(dest="there", at=1), (TargetSpec("unit"), TargetSpec("battlefield"))) is None
    assert check(Move(dest="there", at=1), (TargetSpec("unit"),)) is None
    assert check(Move(dest="its_base"), (TargetSpec("unit", location="battlefield"),)) is None


def test_moves_render_their_destinations() -> None:
    friendly = (TargetSpec("unit", controller="friendly", location="battlefield"),)
    assert Move(dest="its_base").text(friendly) == "Move a friendly unit at a battlefield to its base."
    assert Move(dest="its_base", origin="from").text((TargetSpec("unit", location="battlefield"),)) \
        == "Move a unit from a battlefield to its base."
    assert Move().text((TargetSpec("unit", controller="enemy"),)) == "Move an enemy unit."
    assert Move(1, dest="there", at=0, optional=True).text(
        (TargetSpec("unit", controller="enemy", location="battlefield"), TargetSpec("unit", controller="friendly"))) \
        == "You may move a friendly unit to that enemy unit's battlefield."


def test_a_trigger_limit_with_a_typo_is_refused() -> None:
    """383.1: "the first time", "the third time", "once each turn"; nothing else is a limit."""
    with pytest.raises(ValueError, match="limit"):
        TriggeredAbility(MOVE, (Draw(1),), limit="fourth")
    assert TriggeredAbility(MOVE, (Draw(1),), limit=THIRD_IN_TURN).text() == "The third time I move in a turn, draw 1."


def test_move_me_is_a_move_of_the_source() -> None:
    """An ability's "me" (slot SELF) may be moved: "Move me to your base." (its controller's)"""
    assert Move(SELF, dest="its_base").text(()) == "Move me to your base."


def test_the_movement_family_renders_its_destinations() -> None:
    """Real cards III: movement (docs/cards.md "Moves")."""
    enemy = (TargetSpec("unit", controller="enemy"),)
    assert Move(dest="here").text(enemy) == "Move an enemy unit to here."
    assert Move(dest="other_battlefield").text(enemy) == "Move an enemy unit to a different battlefield."
    assert Move(dest="open_battlefield").text((TargetSpec("unit", controller="you", any_number=True),)) == (
        "Move any number of your units to an open battlefield.")
    assert Move(dest="single_location").text(enemy) == "Move an enemy unit to a single location."
    assert Move(1, then=True).text((*enemy, TargetSpec("unit", controller="friendly"))) == (
        "Then move a friendly unit.")
    assert Move(dest="there", at=1, called="same").text(enemy) == "Move an enemy unit to the same battlefield."
    assert Move(SELF, dest="there", at=0, called="there").text(()) == "Move me there."
    assert Move(SELF, dest="there", at=0, optional=True, called="with").text(()) == "I may be moved with it."
    assert Move(dest="paid").text((TargetSpec("unit", controller="you"),)) == (
        "Move a different unit you control to the location of the unit you exhausted to pay for this ability.")
    assert Move(every("unit", controller="enemy", where="there", at=1, weaker_than=0, that=True),
                dest="its_base").text((TargetSpec("unit", controller="friendly"), TargetSpec("battlefield"))) == (
        "Move all enemy units at a battlefield with less Might than the chosen unit to their base.")


def test_the_movement_family_refuses_what_it_cant_do() -> None:
    with pytest.raises(ValueError, match="moved with it"):
        Move(0, dest="there", at=1, called="with")  # only "me" is moved with it
    with pytest.raises(NotImplementedError, match="their bases"):
        Move(every("unit", controller="enemy"))  # a group moves to its bases only
    with pytest.raises(NotImplementedError, match="less Might than me"):
        TargetSpec("unit", weaker_than_me=True)  # a unit here, at the source's location
    with pytest.raises(CardDefinitionError, match="where you have units"):
        TargetSpec("unit", your_units_there=True)  # a battlefield's
    with pytest.raises(ValueError, match="trade places"):
        SwapPlaces(0, 0)
