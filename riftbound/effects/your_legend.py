""""Your legend" as what an instruction acts on ("ready your legend", Hall of Legends): the
legend in its controller's Legend Zone (112, 173), found as the instruction executes, not
chosen (355.10.d); none for an ability with no "you" (187.6.c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.instruction import Ctx, Group
from riftbound.cards.model import TargetSpec
from riftbound.rules import zones
from riftbound.state import LEGEND_ZONE

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class YourLegend(Group):
    """The legend the instruction's controller controls in their Legend Zone (112)."""

    def objects(self, g: State, ctx: Ctx) -> list[int]:
        if ctx.controller < 0:
            return []
        return [obj for obj in g.zones[zones.pzone(ctx.controller, LEGEND_ZONE)] if g.o_ctrl[obj] == ctx.controller]

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "your legend"
