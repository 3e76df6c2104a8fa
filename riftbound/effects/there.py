"""Damage to a chosen unit and to the others there (355.10.d, 417): "Choose a battlefield and
an enemy unit there. Deal 4 to that unit and 1 to each other enemy unit there." The
battlefield and the unit are targets (the unit's slot is "at its location" of the
battlefield's, rules/targeting.py); the other units are every other enemy unit there as the
instruction executes (359.3), not targets."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from riftbound.cards.model import UNIT, TargetSpec
from riftbound.effects.amounts import check_positive
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import game_actions as act
from riftbound.rules import last_known, zones
from riftbound.rules.damage import bonus
from riftbound.rules.players import is_friendly

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class DealThereAndOtherEnemies(Effect):
    """Deal ``amount`` to the enemy unit chosen for slot ``target`` and ``others`` to each
    other enemy unit (740.2) at the battlefield chosen for slot ``at``, as it executes
    (359.3). Each unit is dealt its own damage, with the Bonus Damage of the action added to
    it (715.2). With the battlefield no longer a legal target there is no "there" and the
    others get nothing (359.3.e.12)."""

    amount: int
    others: int
    target: int = 1
    at: int = 0

    def __post_init__(self) -> None:
        check_positive(self.amount, "damage dealt")
        check_positive(self.others, "damage dealt")

    def run(self, g: State, ctx: Ctx) -> None:
        field = [b for b in ctx.slot(self.at) if b in g.bf_objs]
        there = zones.bf_location(g, g.bf_objs.index(field[0])) if len(field) == 1 else None
        _deal_and_others(g, ctx, ctx.slot(self.target), self.amount, self.others, there)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        unit = replace(targets[self.target], location="any", at=None)
        return (f"Choose {targets[self.at].text()} and {unit.text()} there. Deal {self.amount} to that "
                f"{unit.kind} and {self.others} to each other enemy {unit.kind} there.")


@dataclass(frozen=True, slots=True)
class DealHereAndOtherEnemies(Effect):
    """Deal ``amount`` to the enemy unit chosen for slot ``target`` (a unit "here") and
    ``others`` to all other enemy units (740.2) at the source's location as it executes
    (359.3, 359.3.f.1-359.3.f.2; for an ability that triggered as its source left the board,
    where it last was, 808.1.d.3): Twisted
    Fate, Gambler's "Deal 2 to an enemy unit here and 1 to all other enemy units here". Each
    unit is dealt its own damage with the action's Bonus Damage (715.2); with no location
    "here" the others get nothing (359.3.e.12)."""

    amount: int
    others: int
    target: int = 0

    def __post_init__(self) -> None:
        check_positive(self.amount, "damage dealt")
        check_positive(self.others, "damage dealt")

    def run(self, g: State, ctx: Ctx) -> None:
        _deal_and_others(g, ctx, ctx.slot(self.target), self.amount, self.others,
                         last_known.location(g, ctx.source, ctx.lki))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        unit = targets[self.target]
        return f"Deal {self.amount} to {unit.text()} and {self.others} to all other enemy {unit.kind}s here."


def _deal_and_others(g: State, ctx: Ctx, chosen: list[int], amount: int, others: int, zone: int | None) -> None:
    """Deal ``amount`` to each chosen unit, then ``others`` to each other enemy unit (740.2) in
    ``zone`` (none when there is no such location, 359.3.e.12); each unit is dealt its own
    damage with the action's Bonus Damage (715.2)."""
    for obj in chosen:
        act.deal(g, obj, amount, ctx.source, bonus(g, (obj,), ctx.controller, ctx.source))
    if zone is None:
        return
    rest = [o for o in g.zones[zone] if o not in chosen and g.catalog[g.o_card[o]].type == UNIT and g.o_ctrl[o] >= 0
            and not is_friendly(g, ctx.controller, g.o_ctrl[o])]
    for obj in rest:
        act.deal(g, obj, others, ctx.source, bonus(g, (obj,), ctx.controller, ctx.source))
