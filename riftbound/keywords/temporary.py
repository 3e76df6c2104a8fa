"""Temporary (816): "At the start of this permanent's controller's Beginning Phase, before
scoring, kill this." However many instances, it triggers once (816.2.a)."""

from __future__ import annotations

from riftbound.cards.events import START_OF_BEGINNING
from riftbound.cards.model import CardDef, TriggeredAbility
from riftbound.keywords.instructions import KillSelf

KEYWORD = "temporary"


def abilities(card: CardDef) -> tuple[TriggeredAbility, ...]:
    if not any(kw.partition(":")[0] == KEYWORD for kw in card.keywords):
        return ()
    return (TriggeredAbility(START_OF_BEGINNING, (KillSelf(),), keyword=KEYWORD),)
