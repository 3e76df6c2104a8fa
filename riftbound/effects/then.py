""""Then": "Exhaust all friendly units, then deal 12 to all units at battlefields", "Buff me.
Then, if I am at a battlefield, buff all other friendly units there." A spell's or ability's
instructions execute in the order written (157.1, 359.3), so "then" changes nothing in play: it
is how the card words the next instruction, which :class:`Then` holds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class Then(Effect):
    """Do ``effects``, after the instructions before it (157.1), rendered "Then ...". The
    instructions it holds can't ask choices of their own (NotImplementedError, 359.3)."""

    effects: tuple[Effect, ...]

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("'then' needs the instructions it does")
        for e in self.effects:
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"359.3: {type(e).__name__} asks a choice, which an instruction "
                                          "after 'then' can't do yet")

    def run(self, g: State, ctx: Ctx) -> None:
        for e in self.effects:
            e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        body = " ".join(e.text(targets) for e in self.effects)
        if body[:1].isupper() and not body.startswith("I "):
            body = body[0].lower() + body[1:]
        return f"Then {body}"
