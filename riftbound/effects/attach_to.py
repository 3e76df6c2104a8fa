"""Attaching a chosen Equipment to a chosen unit (434, 716-719): "Attach a detached Equipment
you control to a unit you control." The Equipment's own [Equip] ability and Weaponmaster
attach it to their source (keywords/instructions.py); this instruction names both."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import action_triggers, zones
from riftbound.rules.attachment import attach

if TYPE_CHECKING:
    from riftbound.state import State


def equipment_text(spec: TargetSpec) -> str:
    """"a detached Equipment you control", "an attached Equipment you control" (818)."""
    words = [*spec.states, "Equipment"]
    text = " ".join(words) + (" you control" if spec.controller == "you" else "")
    return f"{'an' if text[0] in 'aeiouAEIOU' else 'a'} {text}"


def unit_text(spec: TargetSpec) -> str:
    """"a unit you control" (740, 185)."""
    return "a unit you control" if spec.controller == "you" else spec.text()


@dataclass(frozen=True, slots=True)
class AttachTo(Effect):
    """Attach the Equipment chosen in slot ``gear`` to the unit chosen in slot ``unit`` (434.1):
    it goes to the unit's location and detaches from any other (434.1.f); the instruction's
    controller attaches it, so "when you attach an Equipment to me" triggers (411.4). An
    Equipment already attached to that unit detaches and attaches again (the RQ Vegas 2026
    ruling on Jax, Grandmaster at Arms; docs/rulings.md). Nothing happens unless both are still
    legal targets on the board (359.3.e)."""

    gear: int = 0
    unit: int = 1

    def run(self, g: State, ctx: Ctx) -> None:
        gears, units = ctx.slot(self.gear), ctx.slot(self.unit)
        if len(gears) != 1 or len(units) != 1:
            return
        card, top = gears[0], units[0]
        if not (zones.on_board(g, card) and zones.on_board(g, top)):
            return
        if g.o_attached[card] == top:
            g.o_attached[card] = -1
            if g.log is not None:
                log(g, "435", f"{name(g, card)} detaches from {name(g, top)} to attach again")
        attach(g, card, top)
        action_triggers.attached(g, ctx.controller, top)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Attach {equipment_text(targets[self.gear])} to {unit_text(targets[self.unit])}."
