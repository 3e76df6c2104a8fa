"""'Give the next spell you play this turn [Repeat] equal to its cost.' (820.1, 390.4, 391): a
delayed passive ability its controller's next spell uses as it is played: that spell has one
more instance of Repeat, costing its printed cost (rules/granted_repeat.py, rules/lasting.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import lasting

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class NextSpellRepeat(Effect):
    """"Give the next spell you play this turn [Repeat] equal to its cost": the next spell its
    controller plays this turn (391) has [Repeat] costing its printed Energy and Power cost
    (131, 820.1.c; docs/rulings.md), declared and paid like its own (356.2.b.1, 820.3).
    ``base`` is the wording "Give your next spell this turn [Repeat] equal to its base cost",
    the same ability: a card's base cost is its printed cost (131) before any instruction
    changes it, and the Repeat cost is read as printed (the Spiritforged FAQ, Temporal Portal)."""

    grants_repeat: ClassVar[bool] = True

    base: bool = False

    def run(self, g: State, ctx: Ctx) -> None:
        lasting.create(g, ctx.controller, lasting.ANYWHERE, "spell", lasting.NEXT_REPEAT, 0)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.base:
            return "Give your next spell this turn [Repeat] equal to its base cost."
        return "Give the next spell you play this turn [Repeat] equal to its cost."
