"""Keywords that stand for abilities (801.1), turned into those abilities when a card is
registered, so the engine handles them like any other ability of the card."""

from __future__ import annotations

from dataclasses import replace

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


# Keywords that stand for triggered abilities (801.1): a card has those abilities only if its
# printed keywords include them (expanded above), so an effect can't grant them yet.
TRIGGERED_KEYWORDS = frozenset({"temporary", "hunt", "vision", "quick-draw", "weaponmaster", "deathknell"})


def check_grantable(keywords: tuple[str, ...]) -> None:
    """Refuse an effect granting a keyword that stands for a triggered ability (801.1):
    granted that way it would not trigger, so the engine says so instead."""
    for kw in keywords:
        if kw.partition(":")[0] in TRIGGERED_KEYWORDS:
            raise NotImplementedError(f"801.1: granting [{kw}], a keyword that stands for a triggered ability, "
                                      "is not supported yet (only printed ones trigger)")
