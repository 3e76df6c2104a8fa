""""Choose a friendly unit. This turn, increase its Might to the Might of another friendly unit."
(Convergent Mutation): an Increase of the first unit's Might by the difference between the two,
read as it resolves, lasting this turn — as Swap does it (433.1.a-b), on one value only; with the
first unit's Might already as high, nothing happens (433.1.c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.rules.might import might

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class RaiseMightTo(Effect):
    """Increase the Might of the unit in slot ``target`` this turn to the Might of the unit in
    slot ``of``; with either no longer a legal target nothing happens (359.3.e.12)."""

    target: int = 0
    of: int = 1

    def __post_init__(self) -> None:
        if self.target == self.of:
            raise ValueError("'increase its Might to the Might of' another unit: two target slots")

    def run(self, g: State, ctx: Ctx) -> None:
        units, others = ctx.slot(self.target), ctx.slot(self.of)
        if len(units) != 1 or len(others) != 1:
            return
        diff = might(g, others[0]) - might(g, units[0])
        if diff <= 0:
            return  # already as mighty: no Increase (433.1.c)
        g.o_mod[units[0]] += diff
        if g.log is not None:
            log(g, "433.1.b", f"{name(g, units[0])} gets +{diff} Might this turn")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"Choose {_target_text(targets, self.target)}. This turn, increase its Might to the Might of "
                f"{_target_text(targets, self.of)}.")
