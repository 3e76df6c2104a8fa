"""'For each point you scored from holding this turn' (Needlessly Large Yordle): a count of the
points its controller gained by Holds this turn (464.2, rules/turn_history.py), here in its own
cost, counted as the cost is determined (356.4.a: "I cost [2][G] less for each point you scored
from holding this turn")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.instruction import Amount, Ctx
from riftbound.cards.model import TargetSpec
from riftbound.rules import turn_history

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class HoldPoints(Amount):
    """``per`` for each point the controller scored from holding this turn (a "for each"
    count, as "I cost [N] less for each ..." takes one; a negative ``per`` is a discount)."""

    counts_objects: ClassVar[bool] = True  # a "for each" count, taken as the cost is determined (356.4.a)

    per: int = -1

    def __post_init__(self) -> None:
        if not self.per:
            raise ValueError("for each point: 'per' is the nonzero amount for each point")

    def value(self, g: State, ctx: Ctx) -> int | None:
        return self.per * turn_history.hold_points(g, ctx.controller)

    def head(self) -> str:
        return str(abs(self.per))

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return "for each point you scored from holding this turn"

    def sign(self) -> int:
        return 1 if self.per > 0 else -1
