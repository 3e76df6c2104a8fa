"""The cost DSL's new fields checked as they are written (356): a discount for playing a card
from anywhere other than the hand is an "I cost ..." ability only; non-standard additional
costs (356.6) name what they are done to; each renders its text."""

from __future__ import annotations

import pytest

from riftbound.cards.model import ORIGIN_NOT_HAND, ActivatedAbility, AdditionalCost, Cost, CostModifier, TargetSpec
from riftbound.effects.actions import CreateToken
from riftbound.effects.amounts import Count
from riftbound.effects.primitives import Draw


def test_origin_discount_renders_and_is_refused_elsewhere() -> None:
    assert CostModifier(-2, cards="me", origin=ORIGIN_NOT_HAND).text() == (
        "I cost [2] less to play from anywhere other than your hand.")
    with pytest.raises(ValueError, match="origin"):
        CostModifier(-2, cards="spell", origin=ORIGIN_NOT_HAND)
    with pytest.raises(ValueError, match="origin"):
        CostModifier(-2, cards="me", origin="deck")


@pytest.mark.parametrize("kwargs, words", [
    ({"act": "burn"}, "act is one of"),
    ({"act": "kill"}, "needs `what`"),
    ({"act": "discard", "what": TargetSpec("unit", controller="friendly")}, "takes no `what`"),
    ({"act": "kill", "what": TargetSpec("unit", controller="enemy")}, "one friendly object"),
    ({"act": "kill", "what": TargetSpec("unit", controller="friendly"), "n": 2}, "only for discard"),
    ({"act": "discard", "less": 2}, "optional cost's"),
])
def test_additional_costs_are_checked_as_written(kwargs: dict[str, object], words: str) -> None:
    with pytest.raises((ValueError, NotImplementedError), match=words):
        AdditionalCost(**kwargs)  # type: ignore[arg-type]


def test_additional_costs_render_their_text() -> None:
    friendly = TargetSpec("unit", controller="friendly")
    assert AdditionalCost(act="kill", what=friendly).text((), "me") == (
        "As an additional cost to play me, kill a friendly unit.")
    assert AdditionalCost(act="exhaust", what=friendly, optional=True, effects=(Draw(2),)).text(()) == (
        "As you play this, you may exhaust a friendly unit as an additional cost. If you do, draw 2.")
    assert AdditionalCost(act="discard", n=2, optional=True, less=3).text((), "me") == (
        "As you play me, you may discard 2 as an additional cost. If you do, reduce my cost by [3].")
    assert AdditionalCost(xp=5, optional=True, to_play=True, effects=(Draw(1),)).text(()) == (
        "You may spend 5 XP as an additional cost to play this. If you do, draw 1.")


def test_an_ability_discount_lowers_its_cost_and_renders() -> None:
    sprite = CreateToken("token-sprite", exhausted=False)
    fewer = Count("unit", whose="friendly", keyword="temporary", per=-1)
    ab = ActivatedAbility(Cost(energy=4, exhaust_self=True), (sprite,), discount=fewer)
    assert ab.text().endswith("This ability costs [1] less for each friendly unit with [Temporary].")
    with pytest.raises(ValueError, match="lowers its Energy cost"):
        ActivatedAbility(Cost(energy=4), (sprite,), discount=Count("unit", whose="friendly"))


def test_any_number_costs_are_limited_to_what_the_engine_pays() -> None:
    friendly = TargetSpec("unit", controller="friendly")
    with pytest.raises(NotImplementedError, match="any number of"):
        AdditionalCost(act="kill", what=friendly, any_number=True, less_power="order")  # not optional
    with pytest.raises(NotImplementedError, match="any number of"):
        AdditionalCost(act="discard", optional=True, any_number=True, less_power="order")
    assert AdditionalCost(act="kill", what=friendly, optional=True, any_number=True, less_power="order").text(
        (), "me") == ("As you play me, you may kill any number of friendly units as an additional cost. "
                      "Reduce my cost by [Y] for each killed this way.")
