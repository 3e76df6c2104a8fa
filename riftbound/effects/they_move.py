"""A chosen player moves a unit of theirs: "Move a unit you control to a battlefield you
control. Then, choose an opponent. They move a unit they control to the same battlefield."

The opponent is a target (355.9.a); the unit they move is not (355.10.e: chosen by another
player), chosen by them as the instruction resolves (355.17; decision ``choose_unit``, theirs,
answered ``card OBJ``) among the units they control that may move there (355.4.a: not one
already there; 442.2, 444.2). They are the player who moves it (411.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.info import CF_UNIT
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.rules.action_triggers import moved_enemy
from riftbound.rules.movement import move_units, valid_destination
from riftbound.rules.restrictions import may_move

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True)
class TheyMoveThere(Effect):
    """The player chosen for slot ``of`` moves a unit they control to the battlefield chosen
    for slot ``to``; nothing if either is no longer a legal target (359.3.e), or they have no
    unit that may go there."""

    of: int = 2
    to: int = 1

    def _where(self, g: State, ctx: Ctx) -> tuple[int, int] | None:
        """(the player, the battlefield index), while both are still legal targets."""
        who, bfs = ctx.slot(self.of), ctx.slot(self.to)
        if len(who) != 1 or len(bfs) != 1:
            return None
        return who[0], g.bf_objs.index(bfs[0])

    def _units(self, g: State, ctx: Ctx) -> list[int]:
        where = self._where(g, ctx)
        if where is None:
            return []
        p, bf = where
        dest = zones.bf_location(g, bf)
        if not valid_destination(g, p, bf):
            return []
        return [o for z in g.loc_zones if z != dest for o in g.zones[z]
                if g.o_ctrl[o] == p and g.cinfo[g.o_card[o]].flags & CF_UNIT
                and may_move(g, p, o)]  # "They can't move it this turn" (054.1)

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        where = self._where(g, ctx)
        if g.res_count or where is None or not self._units(g, ctx):
            return None
        return ("choose_unit", where[0], "move")

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("card", u) for u in self._units(g, ctx)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.res_chosen.append(action[1])

    def run(self, g: State, ctx: Ctx) -> None:
        where = self._where(g, ctx)
        chosen = list(g.res_chosen)
        g.res_chosen.clear()
        if where is None or not chosen:
            return
        p, bf = where
        if g.log is not None:
            log(g, "355.10.e", f"P{p} chooses {name(g, chosen[0])} to move")
        move_units(g, p, chosen, zones.bf_location(g, bf), "444")
        moved_enemy(g, p, chosen[0])

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"Then, choose {targets[self.of].text()}. They move a unit they control to the same "
                f"{targets[self.to].kind}.")
