"""'The next spell you play this turn deals 1 Bonus Damage.' (712-715, 390.4, 391): a delayed
passive ability its controller's next spell uses as it is played, which then deals that much
Bonus Damage with each of its Deal actions (rules/lasting.py, rules/damage.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import lasting

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class NextSpellBonus(Effect):
    """"The next spell you play this turn deals ``amount`` Bonus Damage": the next spell its
    controller plays this turn (391; the Origins FAQ adds "this turn") gets ``amount`` Bonus
    Damage on each of its Deal actions, summed with the other instances (714, 715.1-715.3)."""

    bonus_damage: ClassVar[bool] = True

    amount: int = 1

    def __post_init__(self) -> None:
        if self.amount < 1:
            raise ValueError(f"714.1: Bonus Damage is a positive amount; got {self.amount}")

    def run(self, g: State, ctx: Ctx) -> None:
        lasting.create(g, ctx.controller, lasting.ANYWHERE, "spell", lasting.NEXT_BONUS, self.amount)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"The next spell you play this turn deals {self.amount} Bonus Damage."
