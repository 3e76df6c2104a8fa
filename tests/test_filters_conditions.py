"""Target filters and conditions of card text (355.9.b, 355.16, 359.3, 364.3.a): their
rendered English, the errors for malformed ones, and how they read a game. Cards using them
play in tests/scenarios/cards (sfd-017, sfd-023, sfd-040, unl-134, unl-014, ogn-045, ...)."""

from __future__ import annotations

from typing import Any

import pytest
from support import SCENARIOS

from riftbound.cards import catalog
from riftbound.cards.events import ATTACK
from riftbound.cards.model import (
    SPELL,
    ActivatedAbility,
    CardDef,
    Condition,
    Cost,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.conditional import If, Instead, is_true
from riftbound.effects.primitives import Ctx, Deal, Draw, Stun
from riftbound.errors import CardDefinitionError
from riftbound.keywords import repeat
from riftbound.rules.conditions import holds
from riftbound.rules.targeting import has_enough, in_state
from riftbound.scenario.loader import build, load

UNIT = TargetSpec("unit")


@pytest.mark.parametrize(("spec", "text"), [
    (TargetSpec("unit", controller="enemy", states=("attacking",)), "an attacking enemy unit"),
    (TargetSpec("unit", controller="friendly", states=("equipped",)), "an equipped friendly unit"),
    (TargetSpec("unit", states=("stunned", "damaged")), "a stunned damaged unit"),
    (TargetSpec("unit", controller="friendly", states=("token",)), "a friendly token unit"),
    (TargetSpec("gear", max_cost=1), "a gear with Energy cost no more than [1]"),
    (TargetSpec("spell", max_cost=4, max_power=1), "a spell that costs no more than [4] and no more than [A]"),
    (TargetSpec("unit", other_than=0), "another unit"),
    (TargetSpec("unit", other_than=0, up_to=True), "up to one other unit"),
])
def test_target_filter_text(spec: TargetSpec, text: str) -> None:
    assert spec.text() == text


def test_conditions_and_instead_render() -> None:
    at_bf = (TargetSpec("unit", location="battlefield"),)
    assert Instead(Condition("attacking", of=0), (Deal(2),), (Deal(4),)).text(at_bf) == \
        "Deal 2 to a unit at a battlefield. If it's attacking, deal 4 to it instead."
    assert Instead(Condition("stunned", of=0), (Stun(),), (ReturnToHand(),)).text((UNIT,)) == \
        "Stun a unit. If it's already stunned, return it to its owner's hand instead."
    assert If(Condition("beginning_phase"), (Draw(1),)).text(()) == "If it's your Beginning Phase, draw 1."
    assert Static(might=2, condition=Condition("combat_alone")).text() == \
        "While I'm attacking or defending alone, I have +2 [M]."
    assert Static("yours", states=("token",), might=1).text() == "Your token units have +1 [M]."
    assert Static("other_yours", here=True, keywords=("deflect",)).text() == "Your other units here have [Deflect]."
    assert Static("units", here=True, states=("defending_alone",), might=-2).text() == \
        "While a unit here is defending alone, it has -2 [M]."
    assert Static("other_friendly", states=("buffed",), might=2).text() == "Other buffed friendly units have +2 [M]."
    assert If(Condition("played_from_hand"), (Draw(1),)).text(()) == "If you played this from your hand, draw 1."
    assert Condition("enemy", of=0).clause() == "it was an enemy unit"  # as it last existed (359.3.e.13)


@pytest.mark.parametrize(("build_it", "message"), [
    (lambda: TargetSpec("unit", states=("sleepy",)), "TargetSpec.states"),
    (lambda: TargetSpec("unit", states=("token", "not_token")), "TargetSpec.states"),
    (lambda: TargetSpec("unit", max_power=1), "max_power"),
    (lambda: TargetSpec("rune", states=("attacking",)), "no state or cost"),
    (lambda: Condition("mighty", of=0), "about a target"),
    (lambda: Static(might=1, condition=Condition("attacking", of=0)), "364.3"),
    (lambda: TriggeredAbility(ATTACK, (Draw(1),), condition=Condition("stunned", of=0)), "383.3.e"),
    (lambda: ActivatedAbility(Cost(exhaust_self=True), (Draw(1),), only_while=Condition("stunned", of=0)),
     "377.2.b"),
    (lambda: Static("me", states=("token",), might=1), "Static.states"),
    (lambda: Static(might=1, condition=Condition("played_from_hand")), "how the spell was played"),
    (lambda: Instead(Condition("excess_damage", 1), (Draw(1),), (Draw(2),)), "as it resolves"),
])
def test_malformed_filters_and_conditions_are_refused(build_it: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace(".", r"\.")):
        build_it()


def test_other_than_must_name_an_earlier_slot() -> None:
    card = CardDef(id="test-filt-bad-other", name="Bad Other", type=SPELL, energy=1,
                   targets=(TargetSpec("unit", other_than=0), UNIT), effects=(Deal(1),))
    with pytest.raises(CardDefinitionError, match=r"other_than is 0, not an earlier target slot"):
        catalog.register(card)
    assert not catalog.registered("test-filt-bad-other")


def test_repeat_points_each_execution_at_its_own_targets() -> None:
    """820.2.a: a repeated execution's "another" and "if it's ..." refer to its own slots."""
    card = catalog.get("sfd-023")
    specs = repeat.targets(card, 1)
    assert [s.other_than for s in specs] == [None, 0, None, 2]
    dread = catalog.get("unl-134")
    (moved,) = repeat.shifted(dread.effects, 1)
    assert isinstance(moved, Instead) and moved.condition.of == 1
    assert [getattr(e, "target", None) for e in moved.effects + moved.instead] == [1, 1]


def _game(path: str) -> tuple[Any, dict[str, int]]:
    sc = load(SCENARIOS / path)
    return build(sc), sc.labels


def test_conditions_read_the_game() -> None:
    g, _ = _game("cards/unl/unl-014.yaml")  # P0 controls a facedown card; it is P0's Main Phase
    src = g.bf_objs[0]
    assert holds(g, Condition("control_facedown"), 0, src)
    assert holds(g, Condition("control_facedown_at_battlefield"), 0, src)
    assert not holds(g, Condition("control_facedown"), 1, src)
    assert not holds(g, Condition("beginning_phase"), 0, src)


def test_a_condition_about_a_target_no_longer_legal_is_false() -> None:
    g, labels = _game("cards/sfd/sfd-159.yaml")
    unit = labels["alone"]
    assert in_state(g, unit, "not_token") and not in_state(g, unit, "attacking")
    assert is_true(g, Condition("not_token", of=0), Ctx(0, -1, -1, [[unit]]))
    assert not is_true(g, Condition("not_token", of=0), Ctx(0, -1, -1, [[]]))  # 359.3.e


def test_another_needs_two_different_objects() -> None:
    """355.8: "a unit and another unit" needs two; P1 controls one unit, P0 two."""
    g, _ = _game("cards/sfd/sfd-159.yaml")
    mine = TargetSpec("unit", controller="you")
    two = (mine, TargetSpec("unit", controller="you", other_than=0))
    assert has_enough(g, two, 0, -1)
    assert not has_enough(g, two, 1, -1)
    assert has_enough(g, (mine, TargetSpec("unit", controller="you", other_than=0, up_to=True)), 1, -1)
