"""Entering abilities checked as a card registers (149.1, 365.1, 364.3.a): "This enters
exhausted" is a gear's, other units' "enter ready" a permanent's or a legend's, and ``who``
names one of the groups the engine knows; each renders its own text."""

from __future__ import annotations

import pytest

from riftbound.cards import catalog
from riftbound.cards.model import GEAR, SPELL, UNIT, CardDef, Condition, EntersExhausted, EntersReady


@pytest.mark.parametrize("card, words", [
    (CardDef(id="test-bad-enter-1", name="Bad", type=UNIT, might=1, abilities=(EntersExhausted(),)),
     "is a gear's"),
    (CardDef(id="test-bad-enter-2", name="Bad", type=SPELL, abilities=(EntersReady(who="yours"),)),
     "passive ability of a permanent"),
])
def test_entering_abilities_where_they_mean_nothing_are_refused(card: CardDef, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        catalog.register(card)
    assert not catalog.registered(card.id)


def test_unknown_who_is_refused_and_texts_render() -> None:
    with pytest.raises(ValueError, match=r"EntersReady\.who is one of"):
        EntersReady(who="allies")
    assert EntersReady(who="other_friendly").text() == "Other friendly units enter ready."
    assert EntersReady(who="tokens").text() == "Your tokens enter ready."
    assert EntersReady(Condition("level", 11), who="yours").text() == "[Level 11][>] Your units enter ready."
    assert EntersReady(Condition("hand_at_most", 2), who="yours").text() == (
        "If you have two or fewer cards in your hand, your units enter ready.")
    assert CardDef(id="x", name="X", type=GEAR, abilities=(EntersExhausted(),)).rules_text() == "This enters exhausted."
