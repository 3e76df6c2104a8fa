"""Vision (817): "When this is played, look at the top card of your Main Deck. You may
recycle it." Each instance triggers separately (817.2)."""

from __future__ import annotations

from riftbound.cards.model import CardDef, TriggeredAbility
from riftbound.keywords.instructions import LookTopMayRecycle

KEYWORD = "vision"


def abilities(card: CardDef) -> tuple[TriggeredAbility, ...]:
    n = sum(1 for kw in card.keywords if kw == KEYWORD)
    # 817.2: instances trigger separately; the definitions differ only by their position.
    return tuple(TriggeredAbility("played_self", (LookTopMayRecycle(),), keyword=KEYWORD) for _ in range(n))
