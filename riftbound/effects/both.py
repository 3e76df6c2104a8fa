""""<Instruction> and <instruction>" with one verb: "Give friendly units there +1 [M] this turn
and enemy units there -1 [M] this turn, to a minimum of 1 [M]." The instructions execute in the
order written (157.1, 359.3); :class:`Both` changes only how they are worded: the second
leaves out the verb the first already said."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class Both(Effect):
    """Do the two ``effects`` in order (157.1), written as one sentence sharing its verb. They
    can't ask choices of their own (NotImplementedError, 359.3)."""

    effects: tuple[Effect, ...]
    inner_slots: ClassVar[bool] = True  # its instructions use the item's target slots (keywords/repeat.py)

    def __post_init__(self) -> None:
        if len(self.effects) != 2:
            raise ValueError("'and' joins two instructions")
        for e in self.effects:
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"359.3: {type(e).__name__} asks a choice, which an instruction "
                                          "joined with another can't do yet")

    def run(self, g: State, ctx: Ctx) -> None:
        for e in self.effects:
            e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        first, second = (e.text(targets) for e in self.effects)
        return f"{first.rstrip('.')} and {second.partition(' ')[2]}"
