"""Buffs that give more this turn: "Buffs give an additional +1 [M] to friendly units this
turn." A buff is a +1 [M] counter on a unit (701-703); this instruction makes each buff on a
friendly unit (740.1) give one more for the rest of the turn. It is a statement of fact for a
window of time, a delayed passive ability (390.4, rules/lasting.py): it applies to every
friendly unit that has a buff while it lasts, units buffed later included, and stops for a
unit whose buff is spent (702.2.b); applied in the Arithmetic layer with the instruction's
timestamp (472.3, 475.1). It ends with the turn (317.2.c). As a hidden card's instruction it
is no choice, so it is not restricted to the hidden card's battlefield (the Origins FAQ,
Stand United)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import lasting

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class BuffsGiveMore(Effect):
    """"Buffs give an additional +``might`` [M] to friendly units this turn" (702, 390.4)."""

    might: int = 1

    def __post_init__(self) -> None:
        if self.might <= 0:
            raise ValueError("buffs give an additional positive Might (702)")

    def run(self, g: State, ctx: Ctx) -> None:
        lasting.create(g, ctx.controller, lasting.ANYWHERE, lasting.BUFFED_FRIENDLY, "might", self.might)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Buffs give an additional {self.might:+d} [M] to friendly units this turn."
