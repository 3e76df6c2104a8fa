"""Hunt X (823): "When I conquer or hold, my controller gains X XP" — both a Conquer and a
Hold effect (823.1.b); instances sum (823.2)."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, HOLD
from riftbound.cards.model import CardDef, TriggeredAbility
from riftbound.keywords.instructions import GainXP

KEYWORD = "hunt"


def abilities(card: CardDef) -> tuple[TriggeredAbility, ...]:
    x = sum(int(kw.partition(":")[2] or 1) for kw in card.keywords if kw.partition(":")[0] == KEYWORD)
    if not x:
        return ()
    return (TriggeredAbility(CONQUER, (GainXP(x),), keyword=KEYWORD),
            TriggeredAbility(HOLD, (GainXP(x),), keyword=KEYWORD))
