"""Quick-Draw (819): the gear has Reaction (819.1.b) and "When you play this, attach it to a
unit you control" (819.1.d); extra instances do nothing more (819.2)."""

from __future__ import annotations

from riftbound.cards.model import CardDef, TargetSpec, TriggeredAbility
from riftbound.keywords.instructions import AttachSelf

KEYWORD = "quick-draw"


def abilities(card: CardDef) -> tuple[TriggeredAbility, ...]:
    if KEYWORD not in card.keywords:
        return ()
    return (TriggeredAbility("played_self", (AttachSelf(),), (TargetSpec("unit", controller="you"),),
                             keyword=KEYWORD),)
