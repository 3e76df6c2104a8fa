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
from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Ctx, Effect

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class Together(Effect):
    """Do ``effects`` in order (157.1), each target slot named in words once and "it" after.
    ``conjoin`` writes the last two as one sentence joined by that word ("and": "Take control
    of it and recall it."; "then": "Buff a friendly unit in your base, then move it to a
    battlefield."). An instruction among them that asks a choice as it resolves ("move it to
    a battlefield", 355.4) makes them steps the chain executes one at a time (:meth:`steps`,
    cards/info.py CF_STEPS), each asking in turn (359.3)."""

    effects: tuple[Effect, ...]
    conjoin: str = ""
    inner_slots: ClassVar[bool] = True  # its instructions use the item's target slots (keywords/repeat.py)

    def __post_init__(self) -> None:
        if len(self.effects) < 2:
            raise ValueError("'together' words two or more instructions")
        if self.conjoin not in CONJOIN:
            raise ValueError(f"Together.conjoin is one of {CONJOIN!r}, got {self.conjoin!r}")

    def _asks(self) -> bool:
        return any(type(e).ask is not Effect.ask for e in self.effects)

    def steps(self) -> tuple[Effect, ...]:
        if not self._asks():
            return (self,)
        return tuple(s for e in self.effects for s in e.steps())

    def run(self, g: State, ctx: Ctx) -> None:
        if self._asks():  # executed as steps only (a game whose catalog has it has CF_STEPS)
            raise NotImplementedError("359.3: instructions written together that ask choices run as steps")
        for e in self.effects:
            e.run(g, ctx)

    def paid_targets(self) -> tuple[TargetSpec, ...]:
        return next((t for e in self.effects if (t := e.paid_targets())), ())

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        with naming_again_as_it():
            texts = [e.text(targets) for e in self.effects]
        if self.conjoin:
            last = texts.pop()
            sep = " and " if self.conjoin == "and" else ", then "
            texts[-1] = f"{texts[-1].rstrip('.')}{sep}{last[0].lower()}{last[1:]}"
        return " ".join(texts)


CONJOIN = ("", "and", "then")
allow("Together.conjoin", CONJOIN)
