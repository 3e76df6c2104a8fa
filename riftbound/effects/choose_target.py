""""Choose an enemy unit at a battlefield with 3 [M] or less. If you paid the additional cost,
choose any enemy unit at a battlefield instead." The target is chosen as the card is played
(355.5), after its optional additional costs are declared (356.2.b.1 comes before the targets
in rules/playing.py): declared, the card's target slot is ``paid_instead`` (356.2.b.1). The
instruction itself does nothing as it resolves; it is how the card words its choice, which
the instructions after it call "it" (written together, effects/it.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.instruction import target_text
from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class ChooseTarget(Effect):
    """"Choose <slot 0>." and, with ``paid_instead``, "If you paid the additional cost, choose
    any <it> instead." (the card's only target slot, chosen as it is played)."""

    paid_instead: TargetSpec | None = None
    target: int = 0
    also: int = -1  # "Choose <slot 0> and <slot also>." (both chosen as it is played, 355.5)

    def __post_init__(self) -> None:
        if self.also >= 0 and (self.also <= self.target or self.paid_instead is not None):
            raise ValueError("ChooseTarget.also names a later slot, chosen with the first (no paid_instead)")
        if self.target != 0 or (self.paid_instead is not None and self.paid_instead.count != 1):
            raise NotImplementedError("356.2.b.1: a target chosen instead if the cost was paid is the card's "
                                      "only target slot, one object")

    def run(self, g: State, ctx: Ctx) -> None:
        return None  # 355.5: chosen as the card was played

    def paid_targets(self) -> tuple[TargetSpec, ...]:
        return () if self.paid_instead is None else (self.paid_instead,)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        also = f" and {target_text(targets, self.also)}" if self.also >= 0 else ""
        out = f"Choose {target_text(targets, self.target)}{also}."
        if self.paid_instead is not None:
            spec = self.paid_instead.text()
            out += f" If you paid the additional cost, choose any {spec.split(' ', 1)[1]} instead."
        return out
