"""Level N (824): "[Level N][>] text" is active while its controller has N or more XP
(824.1.b.1, 824.1.c-d). Here a spell's Level instructions, checked as it resolves; Level in
front of any other ability is :mod:`riftbound.keywords.dependent`."""

from __future__ import annotations

from riftbound.cards.instruction import Effect
from riftbound.cards.model import CardDef
from riftbound.state import State

KEYWORD = "level"


def active_effects(g: State, player: int, card: CardDef) -> list[Effect]:
    out: list[Effect] = []
    for lv in card.level:
        if g.xp[player] >= lv.n:
            out.extend(lv.effects)
    return out
