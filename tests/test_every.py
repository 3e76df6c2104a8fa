""""All" and "each" instructions (effects/every.py) and "then" (effects/then.py): their fields
are checked as a card is written, they render their own English, and the objects they act on
are found as the instruction executes (359.3), never chosen (355.10.d). Their play is covered
by tests/scenarios/every/ and the real cards' scenarios."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.cards.model import TargetSpec
from riftbound.effects.actions import Banish, Discard, Heal, Recall
from riftbound.effects.amounts import SELF
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.each_buff import EachMaySpendBuff
from riftbound.effects.every import All, every
from riftbound.effects.primitives import Buff, Ctx, Deal, Draw, Effect, Exhaust, Kill, Ready, Stun
from riftbound.effects.then import Then
from riftbound.errors import ScenarioError
from riftbound.keywords.repeat import shifted
from riftbound.scenario.cards import card_from_yaml


@pytest.mark.parametrize(("effect", "targets", "text"), [
    (Kill(every("gear")), (), "Kill all gear."),
    (Kill(every("unit")), (), "Kill all units."),
    (Deal(3, every("unit", controller="enemy", where="here")), (), "Deal 3 to all enemy units here."),
    (Deal(1, every("unit", location="battlefield")), (), "Deal 1 to all units at battlefields."),
    (Deal(3, every("unit", controller="enemy", where="there")), (TargetSpec("battlefield"),),
     "Deal 3 to all enemy units at a battlefield."),
    (Deal(4, every("unit", where="my_battlefield")), (), "Deal 4 to all units at my battlefield."),
    (Deal(1, every("unit", where="here", each=True)), (), "Deal 1 to each unit here."),
    (Ready(every("unit", controller="you")), (), "Ready your units."),
    (Ready(every("rune", controller="you")), (), "Ready your runes."),
    (Exhaust(every("unit", controller="friendly")), (), "Exhaust all friendly units."),
    (Buff(every("unit", controller="friendly", where="there", at=SELF, other=True)), (),
     "Buff all other friendly units there."),
    (Stun(every("unit", controller="enemy", where="there", each=True)), (TargetSpec("unit"),),
     "Stun each enemy unit there."),
    (ReturnToHand(every("permanent")), (), "Return all units and gear to their owners' hands."),
    (ReturnToHand(every("unit", max_might=2)), (), "Return all units with 2 [M] or less to their owners' hands."),
    (Banish(every("gear", controller="enemy")), (), "Banish all enemy gear."),
    (Heal(every("unit", controller="friendly")), (), "Heal all friendly units."),
    (Recall(every("unit", tag="Mech")), (), "Recall all units with the Mech tag."),
    (Then((Deal(12, every("unit", location="battlefield")),)), (), "Then deal 12 to all units at battlefields."),
    (EachMaySpendBuff(every("unit", controller="friendly", each=True), (Ready(0),)), (),
     "For each friendly unit, you may spend its buff to ready it."),
])
def test_text(effect: Effect, targets: tuple[TargetSpec, ...], text: str) -> None:
    assert effect.text(targets) == text


@pytest.mark.parametrize(("make", "message"), [
    (lambda: every("battlefield"), "kind is one of"),
    (lambda: every("spell"), "kind is one of"),
    (lambda: every("unit", controller="enemies"), "controller is one of"),
    (lambda: every("unit", where="hereabouts"), "where is one of"),
    (lambda: every("unit", count=2), "nothing is chosen"),
    (lambda: every("unit", up_to=True), "nothing is chosen"),
    (lambda: every("unit", other=True, same_location=True), "nothing is chosen"),
    (lambda: All(TargetSpec("unit", other=True)), "nothing is chosen"),
    (lambda: every("unit", location="battlefield", where="here"), "either"),
    (lambda: every("unit", at=1), "'at' is the slot"),
    (lambda: Then(()), "needs the instructions"),
    (lambda: EachMaySpendBuff(every("unit"), ()), "needs effects"),
    (lambda: EachMaySpendBuff(every("unit"), (Ready(0),), it=-1), "slot number"),
])
def test_bad_fields_are_refused_as_the_card_is_written(make: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make()


def test_then_and_each_refuse_instructions_that_ask_choices() -> None:
    with pytest.raises(NotImplementedError, match=r"359\.3"):
        Then((Draw(1), Discard(1)))
    with pytest.raises(NotImplementedError, match=r"359\.3"):
        EachMaySpendBuff(every("unit"), (Discard(1),))


def test_repeat_shifts_the_slot_of_there() -> None:
    """Each execution of a Repeat reads its own targets (820.2.a), "there" included."""
    group = every("unit", controller="enemy", where="there", at=0)
    here = every("unit", where="here")
    assert shifted((Deal(1, group), Deal(1, here)), 2) == [Deal(1, every("unit", controller="enemy", where="there",
                                                                          at=2)), Deal(1, here)]


def test_a_group_needs_the_game_it_resolves_in() -> None:
    with pytest.raises(NotImplementedError, match=r"359\.3"):
        Ctx(0, -1, -1, []).slot(every("unit"))


@pytest.mark.parametrize(("effect", "message"), [
    ({"move_to": 1, "target": {"all": {"kind": "unit"}}}, "can't act on 'all' objects"),
    ({"kill": True, "target": {"all": {"kind": "unit", "where": "yonder"}}}, "where is one of"),
    ({"kill": True, "target": {"all": {"kind": "unit", "count": 2}}}, "keys"),
    ({"kill": True, "target": {"every": {"kind": "unit"}}}, "keys"),
    ({"kill": True, "target": {"all": {"kind": "unit", "at": "there"}}}, "whole number"),
])
def test_bad_inline_all_target_is_refused(effect: dict[str, Any], message: str) -> None:
    card = {"id": "every-bad", "type": "spell", "energy": 1, "effects": [effect]}
    with pytest.raises(ScenarioError, match=message):
        card_from_yaml(card, "test")


def test_inline_all_target() -> None:
    card = card_from_yaml({"id": "every-inline", "type": "spell", "energy": 1, "effects": [
        {"deal": 2, "target": {"all": {"kind": "unit", "controller": "enemy", "where": "there", "at": "me"}}}]}, "test")
    assert card.effects == (Deal(2, every("unit", controller="enemy", where="there", at=SELF)),)
    assert card.rules_text() == "Deal 2 to all enemy units there."
