"""Instructions that change who controls a permanent (188, 472.1.a; rules/control.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.rules import control

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class TakeControl(Effect):
    """"Take control of it" (472.1.a): the effect's controller controls each chosen permanent
    still on the board; with ``this_turn``, until "this turn" effects expire (317.2.c),
    when control returns to whoever had it before (docs/rulings.md "Control changes")."""

    target: int = 0
    this_turn: bool = False

    def run(self, g: State, ctx: Ctx) -> None:
        for obj in ctx.slot(self.target):
            if self.this_turn:
                control.change_this_turn(g, obj, ctx.controller)
            else:
                control.change(g, obj, ctx.controller)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Take control of {_target_text(targets, self.target)}{' this turn' if self.this_turn else ''}."


@dataclass(frozen=True, slots=True)
class LoseControl(Effect):
    """"Lose control of it" (472.1.a): each chosen permanent still on the board returns to
    its owner's control (docs/rulings.md "Control changes")."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for obj in ctx.slot(self.target):
            if g.o_ctrl[obj] == ctx.controller:
                control.lose(g, obj)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Lose control of {_target_text(targets, self.target)}."


def check(effect: TakeControl | LoseControl, targets: tuple[TargetSpec, ...]) -> None:
    """Control of a spell on the chain ("Gain control of a spell", 188.2) is not supported."""
    if effect.target < len(targets) and targets[effect.target].kind == "spell":
        raise NotImplementedError("188.2: gaining or losing control of a spell on the chain is not supported")
