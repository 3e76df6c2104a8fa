"""Two chosen objects acted on by one instruction: "Stun a friendly unit and an enemy unit at the
same battlefield" (Facebreaker).

:class:`AtSameBattlefield` stands where an instruction names its target slot. Its objects are the
targets chosen for its two slots (355.5; still legal as it resolves, 359.3.e), the second slot
choosing "at its location" of the first, which chooses at a battlefield (359.3.f.1): both are at
the same battlefield. The instruction does its one game action on both at once (a stun of two
units is one stun, 423.1).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from riftbound.cards.instruction import Group
from riftbound.cards.model import TargetSpec

if TYPE_CHECKING:
    from riftbound.cards.instruction import Ctx
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class AtSameBattlefield(Group):
    """The objects chosen for slots ``first`` and ``second``, where ``second`` is chosen at the
    location of ``first`` (``TargetSpec(location="its", at=first)``) and ``first`` at a battlefield
    (``location="battlefield"``); checked as the card is rendered, which every registered card is."""

    first: int = 0
    second: int = 1

    def objects(self, g: State, ctx: Ctx) -> list[int]:
        return ctx.slot(self.first) + ctx.slot(self.second)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        a, b = targets[self.first], targets[self.second]
        if a.location != "battlefield" or b.location != "its" or b.at != self.first:
            raise ValueError("359.3.f.1: 'at the same battlefield' is a slot at a battlefield and a later slot "
                             "at its location")
        return f"{replace(a, location='any').text()} and {replace(b, location='any', at=None).text()} " \
               "at the same battlefield"
