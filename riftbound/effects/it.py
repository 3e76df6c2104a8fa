"""Instructions written together, where a target named again is "it": "Ready a friendly unit.
It deals damage equal to its Might to an enemy unit at a battlefield." The instructions execute
in the order written (157.1, 359.3) on the targets chosen as the card was played (355.5); "it"
is the object chosen for that slot, not a new choice. :class:`Together` changes only how they
are worded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.instruction import naming_again_as_it
from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class Together(Effect):
    """Do ``effects`` in order (157.1), each target slot named in words once and "it" after.
    The instructions it holds can't ask choices of their own (NotImplementedError, 359.3)."""

    effects: tuple[Effect, ...]
    conjoin: bool = False  # the last two written as one sentence: "Take control of it and recall it."
    inner_slots: ClassVar[bool] = True  # its instructions use the item's target slots (keywords/repeat.py)

    def __post_init__(self) -> None:
        if len(self.effects) < 2:
            raise ValueError("'together' words two or more instructions")
        for e in self.effects:
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"359.3: {type(e).__name__} asks a choice, which an instruction "
                                          "written with others can't do yet")

    def run(self, g: State, ctx: Ctx) -> None:
        for e in self.effects:
            e.run(g, ctx)

    def paid_targets(self) -> tuple[TargetSpec, ...]:
        return next((t for e in self.effects if (t := e.paid_targets())), ())

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        with naming_again_as_it():
            texts = [e.text(targets) for e in self.effects]
        if self.conjoin:
            last = texts.pop()
            texts[-1] = f"{texts[-1].rstrip('.')} and {last[0].lower()}{last[1:]}"
        return " ".join(texts)
