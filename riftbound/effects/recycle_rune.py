""""You must recycle one of your runes" (Sigil of the Storm): a choice made as the instruction
resolves, not a target (the Origins FAQ's errata on Sigil of the Storm: "must" marks an action
that must be taken, whose choices are no targets, 355.10.e). The controller picks one of the
runes they control on the board (decision ``recycle_rune``, answered ``card OBJ``; no decision
with one rune, nothing with none) and recycles it to the bottom of its owner's rune deck
(416.1.b); "when you recycle a rune" triggers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import RUNE, TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.state import BASE

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class RecycleOwnRune(Effect):
    """The controller recycles one of their runes, chosen as it resolves."""

    def _runes(self, g: State, player: int) -> list[int]:
        return [o for o in g.zone_of(player, BASE) if g.o_ctrl[o] == player and g.catalog[g.o_card[o]].type == RUNE]

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if ctx.controller < 0 or g.res_count or len(self._runes(g, ctx.controller)) < 2:
            return None
        return ("recycle_rune", ctx.controller)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("card", o) for o in self._runes(g, ctx.controller)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.res_chosen.append(action[1])
        if g.log is not None:
            log(g, "355.10.e", f"P{ctx.controller} chooses {name(g, action[1])} to recycle")

    def run(self, g: State, ctx: Ctx) -> None:
        runes = self._runes(g, ctx.controller) if ctx.controller >= 0 else []
        chosen = runes if len(runes) == 1 else [o for o in g.res_chosen if o in runes]
        g.res_chosen.clear()
        if chosen:
            act.recycle(g, chosen[0], rule="416.1.b")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "You must recycle one of your runes."
