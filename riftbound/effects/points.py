"""Gaining points by an instruction ("Score 1 point"): a gain of points that is not a
Score through a battlefield (463, 466.1.a.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.info import CF_RESTRICTION
from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log
from riftbound.rules import restrictions
from riftbound.rules.tasks import push_cleanup

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class GainPoints(Effect):
    """The controller gains ``n`` points. Points from a source other than a Conquer or a
    Hold are not bound by the Winning Point's restrictions (466.1.a.1, 466.1.b), score no
    battlefield (464-465) and trigger no Conquer or Hold abilities (466.2). Whether someone
    won is checked by the next Cleanup (323.1, 467), which this instruction calls for."""

    n: int = 1
    gain: bool = False  # written "Gain N points" rather than "Score N points" (the same action)

    def __post_init__(self) -> None:
        if self.n < 1:
            raise ValueError(f"points gained must be 1 or more, got {self.n}")

    def run(self, g: State, ctx: Ctx) -> None:
        if g.features & CF_RESTRICTION and not restrictions.may_gain_points(g, ctx.controller):
            if g.log is not None:
                log(g, "054.1", f"P{ctx.controller} can't gain points")
            return
        g.points[ctx.controller] += self.n
        if g.log is not None:
            log(g, "466.1.a.1", f"P{ctx.controller} gains {self.n} point{'s' if self.n != 1 else ''}")
        push_cleanup(g)  # 323.1, 467

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"{'Gain' if self.gain else 'Score'} {self.n} point{'s' if self.n != 1 else ''}."
