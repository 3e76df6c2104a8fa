"""An additional Might bonus on a condition, written after the first: "Give a friendly unit
+1 [M] this turn, then an additional +1 [M] this turn if it is the only unit you control
there." The condition is part of the instructions (157.1, 359.3): checked as this instruction
executes, after the first bonus, with the game as it is then (effects/conditional.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import Condition, TargetSpec
from riftbound.effects.conditional import is_true
from riftbound.effects.primitives import Ctx, Effect, MightThisTurn
from riftbound.log import log

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class AdditionalMightIf(Effect):
    """"Then an additional +``amount`` [M] this turn if <condition>": the unit in slot
    ``target`` gets ``amount`` more Might this turn (472.3) when ``condition`` (about that
    target, ``Condition.of``) holds as this executes."""

    amount: int
    condition: Condition
    target: int = 0

    def __post_init__(self) -> None:
        if self.condition.of != self.target:
            raise ValueError("an additional bonus 'if it ...' reads the unit it gives Might to (Condition.of)")

    def run(self, g: State, ctx: Ctx) -> None:
        done = is_true(g, self.condition, ctx)
        if g.log is not None:
            log(g, "359.3", f"'if {self.condition.clause()}' is {'true' if done else 'false'}")
        if done:
            MightThisTurn(self.amount, self.target).run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Then an additional {self.amount:+d} [M] this turn if {self.condition.clause()}."
