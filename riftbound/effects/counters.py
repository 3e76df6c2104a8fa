"""Counters beyond "Counter a spell" (425): "Counter a spell. Return it to its owner's hand
instead of putting it in their trash." (Abandon)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.instruction import Ctx, Effect, target_text
from riftbound.cards.model import TargetSpec
from riftbound.rules.chain import counter

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class CounterToHand(Effect):
    """Counter each chosen spell (425); the countered card goes to its owner's hand instead of
    their trash (425.1.a, replaced by the instruction itself; it still was not played, 425.1.b)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for uid in ctx.slot(self.target):
            counter(g, uid, to_hand=True)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"Counter {target_text(targets, self.target)}. Return it to its owner's hand instead of putting "
                "it in their trash.")
