""""Repeat this gear's play effect." (Sprite Fountain's Deathknell): the instructions of the
card's "When you play this" ability, done again by another ability of the same card (808.1;
157.1). They are the same instructions, so they are written once and named here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class RepeatEffect(Effect):
    """Do ``effects`` — the same instructions as another ability of this card — rendered
    "Repeat this gear's play effect." They can't ask choices (NotImplementedError, 359.3)."""

    effects: tuple[Effect, ...]
    inner_slots: ClassVar[bool] = True  # its instructions use the item's target slots (keywords/repeat.py)

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("'repeat' needs the instructions it repeats")
        for e in self.effects:
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"359.3: {type(e).__name__} asks a choice, which a repeated "
                                          "instruction can't do yet")

    def run(self, g: State, ctx: Ctx) -> None:
        for e in self.effects:
            e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Repeat this gear's play effect."
