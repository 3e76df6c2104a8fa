""""Then put a card from your hand on the top or bottom of your Main Deck." (Altar of Memories):
the player chooses a card of their own hand as it resolves — not a target, the hand is private
(355.10.a): decision ``put_card``, answered ``card REF`` — then where it goes, the top or the
bottom (decision ``either``, ``mode 1`` / ``mode 2``, 355.17). With an empty hand nothing
happens. The card is a new object in the deck, known to its owner alone (359.3.e.4, 128)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log
from riftbound.rules import zones
from riftbound.state import HAND, MAIN_DECK

if TYPE_CHECKING:
    from riftbound.state import State

PLACES = ("top", "bottom")


@dataclass(frozen=True, slots=True)
class PutFromHand(Effect):
    """Put a card of the controller's hand on the top or bottom of their Main Deck, both chosen
    as it resolves; ``then`` words it "Then put ..." (after an instruction it follows, 157.1)."""

    then: bool = False

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if g.res_count == 0:
            return ("put_card", ctx.controller) if g.zone_of(ctx.controller, HAND) else None
        if g.res_count == 1:
            return ("either", ctx.controller, len(PLACES))
        return None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        if g.res_count == 0:
            return [("card", c) for c in g.zone_of(ctx.controller, HAND)]
        return [("mode", i) for i in range(len(PLACES))]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.res_chosen.append(action[1])

    def run(self, g: State, ctx: Ctx) -> None:
        if len(g.res_chosen) < 2:
            return  # no card in hand: nothing to put
        where = g.res_chosen.pop()
        card = g.res_chosen.pop()
        zones.move(g, card, zones.pzone(ctx.controller, MAIN_DECK), bottom=where == 1)
        if g.log is not None:
            log(g, "359.3", f"P{ctx.controller} puts a card from their hand on the {PLACES[where]} of their "
                            "Main Deck")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        lead = "Then put" if self.then else "Put"
        return f"{lead} a card from your hand on the top or bottom of your Main Deck."
