""""Choose a unit and an Equipment with the same controller. Attach that Equipment to that unit
or detach that Equipment from that unit." (Angle Shot): both are targets chosen as the spell is
played (355.5; the Equipment's controller is the unit's, ``TargetSpec.same_controller_as``);
which of the two to do is chosen as it resolves (355.17; decision ``either``, answered ``mode
1`` to attach, ``mode 2`` to detach in scenarios)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.effects.attach_to import AttachTo
from riftbound.effects.detach_from import EQUIPMENT, detach
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name

if TYPE_CHECKING:
    from riftbound.state import State

_WHAT = ("attach that Equipment to that unit", "detach that Equipment from that unit")


@dataclass(frozen=True, slots=True)
class AttachOrDetach(Effect):
    """Attach the Equipment of slot ``gear`` to the unit of slot ``unit`` (as :class:`AttachTo`:
    one already attached there detaches and attaches again, 434.1.f), or detach it from that
    unit if it is attached to it (435); the controller chooses which as it resolves. Nothing
    happens unless both targets are still legal (359.3.e)."""

    unit: int = 0
    gear: int = 1

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if g.res_count or len(ctx.slot(self.unit)) != 1 or len(ctx.slot(self.gear)) != 1:
            return None
        return ("either", ctx.controller, 2)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("mode", 0), ("mode", 1)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.res_chosen.append(action[1])
        if g.log is not None:
            log(g, "355.17", f"P{ctx.controller} chooses to {_WHAT[action[1]]}")

    def run(self, g: State, ctx: Ctx) -> None:
        if not g.res_chosen:
            return
        if g.res_chosen.pop() == 0:
            AttachTo(self.gear, self.unit).run(g, ctx)
            return
        card, top = ctx.slot(self.gear)[0], ctx.slot(self.unit)[0]
        if g.o_attached[card] == top:
            detach(g, card)
        elif g.log is not None:
            log(g, "435", f"{name(g, card)} is not attached to {name(g, top)}: nothing to detach")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        unit, gear = targets[self.unit], targets[self.gear]
        if gear.same_controller_as != self.unit or gear.tag != EQUIPMENT or gear.kind != "gear":
            raise ValueError("355.9.b: the Equipment is a gear with the Equipment tag whose controller is the "
                             "unit's (same_controller_as)")
        return (f"Choose {unit.text()} and an Equipment with the same controller. "
                f"{_WHAT[0][0].upper()}{_WHAT[0][1:]} or {_WHAT[1]}.")
