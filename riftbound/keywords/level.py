"""Level N (824): "[Level N][>] text" is active while its controller has N or more XP
(824.1.b.1, 824.1.c-d). Here a spell's Level instructions, checked as it resolves; Level in
front of any other ability is :mod:`riftbound.keywords.dependent`."""

from __future__ import annotations

from riftbound.cards.instruction import Effect
from riftbound.cards.model import CardDef, TargetSpec
from riftbound.state import STAGE_CHOOSE, ChainItem, State

KEYWORD = "level"


def instructions(g: State, player: int, card: CardDef, own: list[Effect]) -> list[Effect]:
    """The spell's instructions ``own`` with its active Level text: added after them, or
    done instead of them ("Give it +3 [M] this turn instead.", 824.1.c)."""
    out = own
    for lv in card.level:
        if g.xp[player] >= lv.n:
            out = [*lv.effects] if lv.instead else [*out, *lv.effects]
    return out


def specs(g: State, item: ChainItem, card: CardDef) -> tuple[TargetSpec, ...]:
    """The target slots of a spell whose Level text chooses targets: the card's, then those
    of its Level text if it is active as the spell is played (727.1.b.2, 355.5). Once the
    targets are chosen, the slots are those that were (a Level text that becomes active or
    inactive later changes nothing chosen; its instructions then find no target or don't
    happen, 359.3.e.5, docs/rulings.md)."""
    extra = tuple(t for lv in card.level if g.xp[item.controller] >= lv.n for t in lv.targets)
    if item.stage > STAGE_CHOOSE:
        extra = tuple(t for lv in card.level for t in lv.targets)[:max(0, len(item.targets) - len(card.targets))]
    return card.targets + extra
