"""What the DSL can't say yet, per unimplemented real card (riftbound.cards.sets.define.cannot):
each recorded card is a real card that is not implemented, and `riftbound cards --status`
names its missing capability."""

from __future__ import annotations

import pytest

from riftbound.cards import catalog, status
from riftbound.cards.facts.table import ABILITIES, table
from riftbound.cards.sets.define import cannot
from riftbound.cards.status import WANTING as NEEDS


def test_every_recorded_need_is_of_an_unimplemented_real_card_with_abilities() -> None:
    catalog.registered("ogn-001")  # the set modules record their needs as they are imported
    assert NEEDS  # fewer as cards get implemented
    for card_id, capability in NEEDS.items():
        facts = table().get(card_id)
        assert facts.behaviour == ABILITIES and not catalog.registered(card_id), card_id
        assert status.needs(facts)[-1] == f"behaviour not written: the DSL can't say {capability} yet"


def test_a_card_has_one_recorded_need() -> None:
    card_id = next(iter(NEEDS))
    with pytest.raises(ValueError, match="recorded already"):
        cannot("anything", card_id)
