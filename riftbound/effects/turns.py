"""Instructions about the turn queue: Additional Turns (734-738)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import extra_turns

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class ExtraTurn(Effect):
    """The controller takes a turn after this one: an Additional Turn (735)."""

    def run(self, g: State, ctx: Ctx) -> None:
        extra_turns.add(g, ctx.controller)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Take a turn after this one."
