"""'The highest Might among units you control' (Sky Splitter): a computed amount read from
the board, here as a spell's own cost is determined (356.4.a: "This spell's Energy cost is
reduced by the highest Might among units you control")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.info import CF_UNIT
from riftbound.cards.instruction import Amount, Ctx
from riftbound.cards.model import TargetSpec
from riftbound.rules.might import effective_might

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class HighestMight(Amount):
    """The highest current Might (after the layers, 0 below 0, 143.2.b) among the units the
    instruction's controller controls on the board, 0 with none; times ``per`` (-1: a
    discount, 356.4)."""

    reads_board: ClassVar[bool] = True

    per: int = -1

    def __post_init__(self) -> None:
        if self.per not in (1, -1):
            raise ValueError(f"the highest Might is taken once, as an increase (1) or a discount (-1); got {self.per}")

    def value(self, g: State, ctx: Ctx) -> int | None:
        info, cards, ctrl = g.cinfo, g.o_card, g.o_ctrl
        best = max((effective_might(g, o) for z in g.loc_zones for o in g.zones[z]
                    if info[cards[o]].flags & CF_UNIT and ctrl[o] == ctx.controller), default=0)
        return self.per * best

    def head(self) -> str:
        return ""

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return "the highest Might among units you control"

    def sign(self) -> int:
        return self.per
