""""That much" after "if you assigned 5 or more excess damage to enemy units": the excess combat
damage the ability's controller assigned in the combat of the conquer (rules/combat.py records
it as combat damage is assigned and forgets it as the combat ends, 461.7; a conquer's abilities
resolve before that, docs/rulings.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.instruction import Amount, Ctx
from riftbound.cards.model import TargetSpec

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class ExcessAssigned(Amount):
    """The excess damage the controller assigned in the combat in progress ("that much"); null
    outside a combat (359.3.e.12)."""

    def value(self, g: State, ctx: Ctx) -> int | None:
        if g.combat < 0 or ctx.controller < 0:
            return None
        return g.excess[ctx.controller]

    def head(self) -> str:
        return "that much"

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return ""
