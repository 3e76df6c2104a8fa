"""Keywords that stand for abilities (801.1), turned into those abilities when a card is
registered, so the engine handles them like any other ability of the card."""

from __future__ import annotations

from dataclasses import replace

from riftbound.cards.info import DERIVE
from riftbound.cards.model import CardDef, TriggeredAbility
from riftbound.keywords import hunt, quick_draw, temporary, vision, weaponmaster


def keyword_abilities(card: CardDef) -> tuple[TriggeredAbility, ...]:
    """The abilities the card's keywords stand for: Temporary (816.1.b), Hunt (823.1.c.1),
    Vision (817.1.b)."""
    return (temporary.abilities(card) + hunt.abilities(card) + vision.abilities(card)
            + quick_draw.abilities(card) + weaponmaster.abilities(card))


def expand(card: CardDef) -> CardDef:
    """The card with its keyword abilities appended (idempotent)."""
    extra = tuple(ab for ab in keyword_abilities(card) if ab not in card.abilities)
    return replace(card, abilities=card.abilities + extra) if extra else card

# cards/catalog.py runs this as a definition is registered
DERIVE.expand = expand
