"""Each player in turn chooses a unit, "starting with the next player": "Starting with the next
player, each player may return a unit to its owner's hand." / "Starting with the next player,
each other player chooses a unit you don't control that hasn't been chosen for this spell.
Kill those units."

The units are not targets: they are chosen by other players (355.10.e), as the spell resolves
(355.17), one player after another in turn order (303.2.a) from the player after the
controller (116.1.c); the controller, for "each player", chooses last. A player with no unit
to choose is skipped; each chooses with the earlier choices made (and done, for a return) —
decision ``choose_unit`` asked of that player (``pending[1]``), answered ``card OBJ``, or
``no`` when the choice is a "may".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from riftbound.cards.info import CF_UNIT
from riftbound.cards.vocabulary import allow
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.rules.players import active_players

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State

EACH_DOES = ("return", "kill")  # "may return a unit to its owner's hand" / "chooses a unit ... Kill those units."


@dataclass(frozen=True)
class EachChoosesUnit(Effect):
    """``does`` ``return``: each player, the controller last, may return a unit of their choice
    to its owner's hand, done as they choose. ``kill``: each other player chooses a unit the
    controller doesn't control and no one chose before; then those units are killed together
    (428)."""

    needs_you: ClassVar[bool] = False

    does: str = "return"

    def __post_init__(self) -> None:
        if self.does not in EACH_DOES:
            raise ValueError(f"EachChoosesUnit: does is one of {', '.join(EACH_DOES)}, not {self.does!r}")

    def _players(self, g: State, ctx: Ctx) -> list[int]:
        """Turn order from the player after the controller (116.1.c): the controller is last,
        and left out for "each other player"."""
        order = active_players(g)
        if ctx.controller not in order:
            return order
        i = order.index(ctx.controller)
        ring = order[i + 1:] + order[:i + 1]
        return ring[:-1] if self.does == "kill" else ring

    def _units(self, g: State, ctx: Ctx) -> list[int]:
        units = [o for z in g.loc_zones for o in g.zones[z] if g.cinfo[g.o_card[o]].flags & CF_UNIT]
        if self.does == "kill":
            return [u for u in units if g.o_ctrl[u] != ctx.controller and u not in g.res_chosen]
        return units

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        players = self._players(g, ctx)
        if g.res_kept >= len(players) or not self._units(g, ctx):
            return None
        return ("choose_unit", players[g.res_kept], self.does)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        opts: list[tuple[Any, ...]] = [("card", u) for u in self._units(g, ctx)]
        return [*opts, ("no",)] if self.does == "return" else opts

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        chooser = self._players(g, ctx)[g.res_kept]
        g.res_kept += 1  # the next player's turn to choose
        if action[0] != "card":
            return
        if g.log is not None:
            log(g, "355.10.e", f"P{chooser} chooses {name(g, action[1])}")
        if self.does == "return":
            ReturnToHand(0).run(g, Ctx(chooser, ctx.source, ctx.uid, [[action[1]]], ctx.lki))
        else:
            g.res_chosen.append(action[1])

    def run(self, g: State, ctx: Ctx) -> None:
        if self.does == "kill":
            chosen = list(g.res_chosen)
            g.res_chosen.clear()
            if chosen:
                act.kill(g, chosen)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.does == "return":
            return "Starting with the next player, each player may return a unit to its owner's hand."
        return ("Starting with the next player, each other player chooses a unit you don't control that hasn't "
                "been chosen for this spell. Kill those units.")


allow("EachChoosesUnit.does", EACH_DOES)
