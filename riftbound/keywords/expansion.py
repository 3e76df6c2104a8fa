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


def check_grantable(keywords: tuple[str, ...]) -> None:
    """Refuse an effect granting [Deathknell] as a bare keyword: it stands for "When I die,
    [Effect]" with an effect of its own (808.1.b-c), which a keyword name does not carry. The
    other keywords that stand for triggered abilities may be granted (801.3.a,
    keywords/granted.py)."""
    for kw in keywords:
        if kw.partition(":")[0] == "deathknell":
            raise NotImplementedError(f"808.1.b: granting [{kw}] needs its effect; a bare keyword has none "
                                      "(an Equipment's Effect Text may hold a Deathknell ability)")
