"""The cost DSL's new fields checked as they are written (356): a discount for playing a card
from anywhere other than the hand is an "I cost ..." ability only, and renders its text."""

from __future__ import annotations

import pytest

from riftbound.cards.model import ORIGIN_NOT_HAND, CostModifier


def test_origin_discount_renders_and_is_refused_elsewhere() -> None:
    assert CostModifier(-2, cards="me", origin=ORIGIN_NOT_HAND).text() == (
        "I cost [2] less to play from anywhere other than your hand.")
    with pytest.raises(ValueError, match="origin"):
        CostModifier(-2, cards="spell", origin=ORIGIN_NOT_HAND)
    with pytest.raises(ValueError, match="origin"):
        CostModifier(-2, cards="me", origin="deck")
