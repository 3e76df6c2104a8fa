"""Unique (825): a deck construction constraint checked by
:func:`riftbound.rules.deck.validate`.

825.2.a: a deck can contain only one card of a given name if the card has Unique.
825.2.b: a Unique Signature card still counts toward the three Signature cards, and only
one of each named Unique card is allowed among them.
Each test starts from the built-in fury/calm (Tinker) deck, which is legal, and adds or
swaps cards.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

import riftbound
from riftbound.cards.catalog import register
from riftbound.cards.model import CHAMPION, GEAR, SIGNATURE, UNIT, CardDef
from riftbound.cards.test_cards import TEST_DECKS
from riftbound.rules.deck import Deck, validate
from riftbound.rules.modes import get_mode

DUEL = get_mode("duel")
FC = "test-fury-calm"
MO = "test-mind-order"

UNIQUE_UNIT = register(CardDef(
    id="test-uniquetest-unit", name="Test Unique Warden", type=UNIT, domains=("fury",),
    energy=2, might=2, keywords=("unique",), test=True, set_id="TEST"))
UNIQUE_SIGNATURE = register(CardDef(
    id="test-uniquetest-signature", name="Tinker's Test Unique Widget", type=GEAR,
    domains=("calm",), energy=1, supertypes=(SIGNATURE,), tags=("Tinker",),
    keywords=("unique",), test=True, set_id="TEST"))
PLAIN_SIGNATURE = register(CardDef(
    id="test-uniquetest-signature-plain", name="Tinker's Test Plain Widget", type=GEAR,
    domains=("calm",), energy=1, supertypes=(SIGNATURE,), tags=("Tinker",), test=True,
    set_id="TEST"))
UNIQUE_CHAMPION = register(CardDef(
    id="test-uniquetest-champion", name="Tinker, Test Unique Champion", type=UNIT,
    domains=("fury",), energy=3, might=3, supertypes=(CHAMPION,), tags=("Tinker",),
    keywords=("unique",), test=True, set_id="TEST"))


def deck_dict(name: str = FC) -> dict[str, Any]:
    return copy.deepcopy(TEST_DECKS[name])


def reasons_of(d: dict[str, Any]) -> list[str]:
    return validate(Deck.from_dict(d), DUEL)


def unique_reasons(d: dict[str, Any]) -> list[str]:
    return [r for r in reasons_of(d) if r.startswith("825.2.a")]


def test_one_copy_of_a_unique_card_is_legal() -> None:
    """825.2.a: a single copy of a Unique card is fine."""
    d = deck_dict()
    d["main"].append(UNIQUE_UNIT.id)
    assert reasons_of(d) == []


def test_two_copies_of_a_unique_card_are_refused() -> None:
    """825.2.a: two copies of a Unique card break the rule (though 103.2.b allows 3 of a
    name), and Unique is the only reason given."""
    d = deck_dict()
    d["main"].extend([UNIQUE_UNIT.id] * 2)
    reasons = reasons_of(d)
    assert len(reasons) == 1, reasons
    assert reasons[0].startswith("825.2.a")
    assert UNIQUE_UNIT.name in reasons[0] and "2" in reasons[0]


def test_three_copies_are_refused_by_unique_not_by_the_copy_limit() -> None:
    """825.2.a is stricter than 103.2.b: three copies pass the copy limit but not Unique."""
    d = deck_dict()
    d["main"].extend([UNIQUE_UNIT.id] * 3)
    reasons = reasons_of(d)
    assert len(reasons) == 1, reasons
    assert reasons[0].startswith("825.2.a") and "3" in reasons[0]


def test_new_game_refuses_a_deck_with_two_unique_copies() -> None:
    """825.2.a: an illegal deck is refused when the game is created, naming the rule."""
    d = deck_dict()
    d["main"].extend([UNIQUE_UNIT.id] * 2)
    with pytest.raises(riftbound.DeckError) as info:
        riftbound.new_game(decks=[d, deck_dict(MO)])
    assert "825.2.a" in str(info.value)


def test_unique_signature_counts_within_three_signatures() -> None:
    """825.2.b: a Unique Signature card is one of the three Signature cards; the built-in
    signature, a plain one and the Unique one make three, which is legal."""
    d = deck_dict()
    assert d["main"].count("test-signature-tinker") == 1
    d["main"].extend([PLAIN_SIGNATURE.id, UNIQUE_SIGNATURE.id])
    assert reasons_of(d) == []


def test_unique_signature_still_only_one_copy_within_three_signatures() -> None:
    """825.2.b: three Signature cards, but two of them the same Unique one: refused for
    Unique only (three Signature cards is within 103.2.d.1)."""
    d = deck_dict()
    d["main"].extend([UNIQUE_SIGNATURE.id] * 2)
    reasons = reasons_of(d)
    assert len(reasons) == 1, reasons
    assert reasons[0].startswith("825.2.a") and UNIQUE_SIGNATURE.name in reasons[0]


def test_unique_signature_as_a_fourth_signature_is_refused() -> None:
    """825.2.b / 103.2.d.1: a Unique Signature card is still a Signature card, so a fourth
    one breaks the limit of three."""
    d = deck_dict()
    d["main"].extend([PLAIN_SIGNATURE.id, UNIQUE_SIGNATURE.id, "test-signature-tinker"])
    reasons = reasons_of(d)
    assert any(r.startswith("103.2.d.1") for r in reasons), reasons
    assert unique_reasons(d) == []


def test_unique_chosen_champion_counts_as_the_one_copy() -> None:
    """825.2.a with 103.2.b.1: the chosen champion is in the deck, so a Unique champion as
    chosen champion allows no other copy in the main deck."""
    d = deck_dict()
    d["champion"] = UNIQUE_CHAMPION.id
    assert reasons_of(d) == []
    d["main"].append(UNIQUE_CHAMPION.id)
    reasons = reasons_of(d)
    assert len(reasons) == 1, reasons
    assert reasons[0].startswith("825.2.a") and UNIQUE_CHAMPION.name in reasons[0]
