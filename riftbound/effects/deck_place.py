""""Choose an enemy unit at a battlefield. Its owner places it on the top or bottom of their
Main Deck." (Keeper's Verdict): the unit leaves the board for its owner's Main Deck (110; a
token ceases to exist instead, 183.1). Its owner chooses top or bottom as the instruction
resolves (355.17; decision ``either``, theirs, answered ``mode 0`` for the top, ``mode 1`` for
the bottom). A unit no longer a legal target is unaffected (359.3.e)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.instruction import target_text
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.rules.tasks import push_cleanup
from riftbound.state import MAIN_DECK

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State

TOP, BOTTOM = 0, 1


@dataclass(frozen=True, slots=True)
class OwnerPlacesOnDeck(Effect):
    """The owner of the unit of slot ``target`` places it on the top or the bottom of their
    Main Deck, their choice."""

    target: int = 0

    def _unit(self, g: State, ctx: Ctx) -> int:
        units = [u for u in ctx.slot(self.target) if zones.on_board(g, u)]
        return units[0] if len(units) == 1 else -1

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        u = self._unit(g, ctx)
        if g.res_count or u < 0:
            return None
        return ("either", g.o_owner[u], 2)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("mode", TOP), ("mode", BOTTOM)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.res_chosen.append(action[1])

    def run(self, g: State, ctx: Ctx) -> None:
        u = self._unit(g, ctx)
        where = g.res_chosen.pop() if g.res_chosen else TOP
        if u < 0:
            return
        owner = g.o_owner[u]
        if g.log is not None:
            log(g, "110", f"P{owner} places {name(g, u)} on the {'top' if where == TOP else 'bottom'} of their "
                          "Main Deck")
        zones.move(g, u, zones.owner_zone(g, u, MAIN_DECK), bottom=where == BOTTOM)
        push_cleanup(g)  # 323.6-323.7: an emptied battlefield, gear left unattached

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Its owner places {target_text(targets, self.target)} on the top or bottom of their Main Deck."
