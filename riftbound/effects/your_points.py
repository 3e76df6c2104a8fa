""""Your points" as an amount: "My Might is increased by your points." (Draven, Showboat). A
player's points are their score (463); a passive ability's Might counts them as the layers
apply it (472.3), so it follows the score as it changes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.instruction import Amount, Ctx

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.rules.layers import Board
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class YourPoints(Amount):
    """The points of the ability's controller (463); none for an uncontrolled source (187.6.c)."""

    def value(self, g: State, ctx: Ctx) -> int | None:
        return g.points[ctx.controller] if ctx.controller >= 0 else None

    def head(self) -> str:
        return ""

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return "equal to your points"

    def check_static(self) -> None:
        return None  # the score is read as the layers apply it, whatever the board's characteristics

    def quantity(self) -> str:
        return "your points"

    def on_board(self, g: State, controller: int, source: int, b: Board) -> int:
        return g.points[controller] if controller >= 0 else 0
