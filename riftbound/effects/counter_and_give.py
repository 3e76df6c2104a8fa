"""Countering a spell and giving a unit Might equal to its cost: "Choose a friendly unit and a
spell. Counter that spell and give that unit +[M] equal to that spell's Energy cost this
turn." (425, 131.4, 472.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules.chain import counter

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class CounterGiveCost(Effect):
    """Counter the spell chosen in slot ``spell`` (425) and give the unit chosen in slot
    ``unit`` +[M] equal to that spell's Energy cost this turn (expiring at 317.2). The cost is
    the spell's printed Energy cost (131.4), read as the instruction executes, before the
    spell leaves the chain. A spell that is no longer a legal target is neither countered nor
    read: its cost is null and no Might is given (359.3.e.12)."""

    unit: int = 0
    spell: int = 1

    def run(self, g: State, ctx: Ctx) -> None:
        uids = ctx.slot(self.spell)
        if not uids:
            return
        items = [it for it in g.chain if it.uid == uids[0]]
        if not items:
            return
        energy = g.catalog[g.o_card[items[0].obj]].energy
        counter(g, uids[0])
        for obj in ctx.slot(self.unit):
            g.o_mod[obj] += energy
            if g.log is not None:
                log(g, "317.2.c", f"{name(g, obj)} gets {energy:+d} Might this turn")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"Choose {targets[self.unit].text()} and {targets[self.spell].text()}. Counter that spell and "
                "give that unit +[M] equal to that spell's Energy cost this turn.")
