""""Then discard 1. Then, do the following based on the discarded card's type: Spell - Draw 1.
Gear - Ready up to 2 runes. Unit - Give me +3 [M] this turn." (Hwei, Brooding Painter): the
player discards a card of their choice as it resolves (422; decision ``discard``), then the
instructions listed for that card's type are done (157.1); with no card discarded, none are.
The runes of "ready up to 2 runes" are targets chosen as the ability goes on the chain (355.10.a),
readied only if a gear was discarded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.effects.actions import Discard
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import action_triggers, zones
from riftbound.state import HAND, TRASH

if TYPE_CHECKING:
    from riftbound.state import State

TYPES = ("spell", "gear", "unit")


@dataclass(frozen=True, slots=True)
class DiscardByType(Effect):
    """Discard 1 (a card the controller chooses, 422.1.a), then do ``spell``, ``gear`` or ``unit``
    for the discarded card's type. Those instructions can't ask choices (NotImplementedError)."""

    spell: tuple[Effect, ...] = ()
    gear: tuple[Effect, ...] = ()
    unit: tuple[Effect, ...] = ()

    def __post_init__(self) -> None:
        for e in (*self.spell, *self.gear, *self.unit):
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"359.3: {type(e).__name__} asks a choice, which an instruction done "
                                          "for the discarded card's type can't do yet")

    @property
    def effects(self) -> tuple[Effect, ...]:
        """Every branch's instructions (what the card can do, for the catalog's facts)."""
        return (*self.spell, *self.gear, *self.unit)

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if g.res_count or not g.zone_of(ctx.controller, HAND):
            return None
        return ("discard", ctx.controller, 1)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("card", c) for c in g.zone_of(ctx.controller, HAND)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        Discard.answer(Discard(1), g, ctx, action)

    def run(self, g: State, ctx: Ctx) -> None:
        if not g.res_count:
            return  # nothing discarded (422.4): no type, nothing more
        card = g.zone_of(ctx.controller, TRASH)[-1]  # the card just discarded is the newest of the trash
        action_triggers.discarded(g, ctx.controller, [card])
        kind = g.catalog[g.o_card[card]].type if g.o_zone[card] == zones.pzone(ctx.controller, TRASH) else ""
        for e in {"spell": self.spell, "gear": self.gear, "unit": self.unit}.get(kind, ()):
            e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        branches = " ".join(f"{k.capitalize()} - {' '.join(e.text(targets) for e in fx)}"
                            for k, fx in zip(TYPES, (self.spell, self.gear, self.unit), strict=True) if fx)
        return f"Then discard 1. Then, do the following based on the discarded card's type: {branches}"
