"""Swap (433): two numeric values on game objects are reversed by an Increase of the lower
and a Decrease of the higher, each by their difference (433.1.a-b); equal values are left
alone (433.1.c)."""

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
class SwapMight(Effect):
    """Swap the Might of two units this turn (433): the units chosen in slots ``target`` and
    ``other``, or the two chosen in slot ``target`` when ``other`` is the same slot. The
    Increase and the Decrease last this turn (see docs/rulings.md). With fewer than two
    legal units nothing is swapped (359.3.e.6)."""

    target: int = 0
    other: int = 1

    def _units(self, ctx: Ctx) -> list[int]:
        units = ctx.slot(self.target)
        if self.other != self.target:
            units = units + [u for u in ctx.slot(self.other) if u not in units]
        return units

    def run(self, g: State, ctx: Ctx) -> None:
        units = self._units(ctx)
        if len(units) != 2:
            return
        a, b = sorted(units, key=lambda u: (might(g, u), units.index(u)))
        diff = might(g, b) - might(g, a)
        if diff <= 0:
            return  # 433.1.c
        g.o_mod[a] += diff
        g.o_mod[b] -= diff
        if g.log is not None:
            log(g, "433.1.b", f"{name(g, a)} gets +{diff} Might and {name(g, b)} -{diff} Might this turn")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.other == self.target:
            return f"Swap the Might of {_target_text(targets, self.target)} this turn."
        return (f"Swap the Might of {_target_text(targets, self.target)} and "
                f"{_target_text(targets, self.other)} this turn.")
