"""The card itself and places as references (359.3.f.1): "me", "here" and "at its location"
render their own English and are refused, naming the rule, where they mean nothing: a spell
has no "me" and no "here" (they are an ability's source and its location), and "at its
location" names an earlier target slot choosing something on the board. What they do in play
is in tests/scenarios/references/ and the cards' scenarios."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from riftbound.cards import catalog
from riftbound.cards.events import ATTACK, DEFEND, MOVE_FROM_LOCATION, PLAYED_SELF
from riftbound.cards.model import ActivatedAbility, CardDef, Condition, Cost, Static, TargetSpec, TriggeredAbility
from riftbound.effects.actions import CreateToken, DoubleMight
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.give import Give
from riftbound.effects.primitives import Buff, Deal, Draw, Ready, Stun
from riftbound.errors import ScenarioError
from riftbound.scenario.cards import card_from_yaml


def test_places_render_their_own_english() -> None:
    assert TargetSpec("unit", controller="enemy", location="here").text() == "an enemy unit here"
    assert TargetSpec("unit", controller="enemy", location="its", at=0).text() == "an enemy unit at its location"
    assert ReturnToHand(SELF).text(()) == "Return me to my owner's hand."
    assert ReturnToHand(0).text((TargetSpec("unit"),)) == "Return a unit to its owner's hand."
    played = TriggeredAbility(PLAYED_SELF, (Deal(2),), (TargetSpec("unit", controller="enemy", location="here"),),
                              condition=Condition("at_battlefield"))
    assert played.text() == "When you play me to a battlefield, deal 2 to an enemy unit here."


@pytest.mark.parametrize("spec", [dict(location="its"), dict(at=0), dict(location="its", at=-1)])
def test_its_location_needs_its_slot(spec: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=r"359\.3\.f\.1"):
        TargetSpec("unit", **spec)


@pytest.mark.parametrize(("name", "fields"), [
    ("here spell", dict(targets=(TargetSpec("unit", location="here"),), effects=(Deal(1),))),
    ("me spell", dict(effects=(Ready(SELF),))),
    ("its later slot", dict(targets=(TargetSpec("unit", location="its", at=1), TargetSpec("unit")),
                            effects=(Stun(0),))),
    # "at its location" of a chosen battlefield is the battlefield (107.2; Crescent Strike), of a rune nothing
    ("its rune", dict(targets=(TargetSpec("rune"), TargetSpec("unit", location="its", at=0)),
                      effects=(Stun(1),))),
])
def test_a_spell_misusing_a_reference_fails_to_register(name: str, fields: dict[str, Any]) -> None:
    card = CardDef(id=f"rf-bad-{name.replace(' ', '-')}", name=name, type="spell", test=True, **fields)
    with pytest.raises(ValueError, match=r"359\.3\.f\.1"):
        catalog.register(card)
    assert not catalog.registered(card.id)


def test_an_ability_misusing_its_location_fails_to_register() -> None:
    ab = TriggeredAbility(ATTACK, (Buff(0),), (TargetSpec("unit", location="its", at=0),))
    card = CardDef(id="rf-bad-self-anchor", name="Rf Bad", type="unit", might=1, abilities=(ab,), test=True)
    with pytest.raises(ValueError, match=r"ability 0's target 0 is 'at its location' of slot 0"):
        catalog.register(card)


def test_an_ability_may_use_me_and_here() -> None:
    ab = TriggeredAbility(ATTACK, (Deal(1), Ready(SELF)), (TargetSpec("unit", controller="enemy", location="here"),))
    card = CardDef(id="rf-good-raider", name="Rf Good Raider", type="unit", might=1, abilities=(ab,), test=True)
    assert catalog.register(card).rules_text() == "When I attack, deal 1 to an enemy unit here. Ready me."


@pytest.mark.parametrize(("card", "message"), [
    ({"id": "rf-y-here", "type": "spell", "targets": [{"kind": "unit", "location": "here"}], "effects": [{"kill": 1}]},
     "359.3.f.1"),
    ({"id": "rf-y-me", "type": "spell", "effects": [{"ready": True, "target": "me"}]}, "359.3.f.1"),
    ({"id": "rf-y-its", "type": "spell", "targets": [{"kind": "unit", "location": "its"}], "effects": [{"kill": 1}]},
     "359.3.f.1"),
    ({"id": "rf-y-slot", "type": "spell", "effects": [{"ready": True, "target": "you"}]}, "slot"),
])
def test_inline_cards_misusing_references_are_refused(card: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message.replace(".", r"\.")):
        card_from_yaml(card, "test")


def test_my_abilities_share_one_use_restriction() -> None:
    """377.2.b: "Use my abilities only while ..." is printed once when every ability of the card
    is an activated ability with that restriction; otherwise each ability says its own."""
    at_bf = Condition("at_battlefield")
    draw = ActivatedAbility(Cost(energy=1), (Draw(1),), only_while=at_bf)
    ready = ActivatedAbility(Cost(energy=2), (Ready(SELF),), only_while=at_bf)
    both = CardDef(id="rf-two-abilities", name="Rf", type="unit", might=1, abilities=(draw, ready), test=True)
    assert both.rules_text() == "[1]: Draw 1.\n[2]: Ready me.\nUse my abilities only while I'm at a battlefield."
    other = replace(ready, only_while=Condition("buffed"))
    mixed = CardDef(id="rf-two-abilities", name="Rf", type="unit", might=1, abilities=(draw, other), test=True)
    assert mixed.rules_text() == ("[1]: Draw 1. Use this ability only while I'm at a battlefield.\n"
                                  "[2]: Ready me. Use this ability only while I'm buffed.")


@pytest.mark.parametrize("event", [ATTACK, None])
def test_tokens_there_need_a_move_ability(event: str | None) -> None:
    """359.3.f.3: "there" (where the source moved from) is noted only by a "When I move ..." ability."""
    there = CreateToken("token-recruit", there=True)
    fields: dict[str, Any] = (dict(type="unit", might=1, abilities=(TriggeredAbility(event, (there,)),))
                              if event else dict(type="spell", effects=(there,)))
    card = CardDef(id=f"rf-bad-there-{event}", name="Rf Bad There", test=True, **fields)
    with pytest.raises(ValueError, match=r"359\.3\.f\.3"):
        catalog.register(card)
    good = TriggeredAbility(MOVE_FROM_LOCATION, (CreateToken("token-sprite", there=True),))
    assert good.text() == "When I move from a location, play a 3 [M] Sprite unit token with [Temporary] there."


def test_double_my_might_this_combat() -> None:
    """432, 461.7: "this combat" ends with the combat (scenarios cards/sfd/sfd-110.yaml)."""
    assert DoubleMight(SELF, this_combat=True).text(()) == "Double my Might this combat."
    assert DoubleMight(SELF).text(()) == "Double my Might this turn."
    assert Give(keywords=("shield:2",), this_combat=True).text((TargetSpec("unit"),)) == \
        "Give a unit [Shield 2] this combat."
    fiora = TriggeredAbility(ATTACK, (DoubleMight(SELF, this_combat=True),), also=(DEFEND,),
                             condition=Condition("one_on_one"))
    assert fiora.text() == "When I attack or defend one on one, double my Might this combat."


def test_a_keyword_equal_to_a_count() -> None:
    """807.2: "I have [Assault] equal to the number of enemy units here" (cards/sfd/sfd-131.yaml)."""
    here = Count("unit", whose="enemy", where="here")
    assert Static(keywords=("assault",), keyword_count=here).text() == \
        "I have [Assault] equal to the number of enemy units here."
    for bad in (dict(keywords=("assault:2",), keyword_count=here), dict(keywords=(), keyword_count=here),
                dict(keywords=("assault",), keyword_count=Count("unit", per=2))):
        with pytest.raises(ValueError, match=r"807\.2"):
            Static(**bad)  # type: ignore[arg-type]
