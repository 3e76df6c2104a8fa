"""Amounts read from what the ability's cost did: "the Might of the unit you recycled" — the
Might the unit had on the board as it was recycled to pay the cost (416, 359.3.e.13; noted in
``ChainItem.cost_might`` by rules/cost_objects.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.instruction import Amount, Ctx
from riftbound.cards.model import TargetSpec

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class RecycledMight(Amount):
    """"The Might of the unit you recycled": the Might, as it last existed on the board, of the
    unit the resolving item's cost recycled; null if its cost recycled none (359.3.e.12)."""

    def value(self, g: State, ctx: Ctx) -> int | None:
        item = g.resolving
        if item is None or item.uid != ctx.uid or item.cost_might < 0:
            return None
        return item.cost_might

    def head(self) -> str:
        return ""

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return "the Might of the unit you recycled"
