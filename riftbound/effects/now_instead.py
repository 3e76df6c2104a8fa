"""'[Legion] - Kill it now instead.' (812.1.c): the Legion text of a spell whose instructions
create a delayed ability (effects/created.py ``Delayed(unless_legion=True)``), done now in its
place while Legion is active."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class NowInstead(Effect):
    """"<effects> now instead.": ``effects`` act on the spell's chosen unit ("it") as it
    resolves, in place of the delayed ability its instructions would create (812.1.c). Only
    a card's ``legion`` text, with a ``Delayed(unless_legion=True)`` among its instructions."""

    effects: tuple[Effect, ...]

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("'now instead' needs the instructions done now")

    def run(self, g: State, ctx: Ctx) -> None:
        for e in self.effects:
            e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        body = " ".join(e.text(()) for e in self.effects).rstrip(".")
        return f"{body} now instead."
