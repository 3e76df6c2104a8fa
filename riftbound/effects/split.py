"""Splitting damage among targets (355.14).

The targets are chosen as the spell or ability is put on the chain (355.14.b), at most one
per point of damage (355.14.c: the slot is "up to N"); each is a target on its own, so each
one with Deflect raises the cost (355.14.d, 809.1.c). How the damage is divided is decided
only as the instruction executes (355.14.e), among the targets still legal then (359.3.e.8):
a target that became illegal receives nothing and the whole amount is divided among the
others. Every target that stays a target receives at least 1 (355.14.f-g); with more targets
than damage, the controller's division decides which cease to be targets (355.14.h).

The division is made one point at a time (decision ``split``, answered ``target REF``); a
point whose place is forced is placed without asking. All the damage is then dealt at once
(417.1.d).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.rules.damage import bonus

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class DealSplit(Effect):
    """Deal ``amount`` damage split among the units chosen in slot ``target`` (355.14). The
    slot must be an "up to" choice of at most ``amount`` units (355.14.c). Bonus Damage
    granted to the action is added to the amount to split (715.3, rules/damage.py)."""

    amount: int
    target: int = 0

    def splits(self) -> tuple[int, int]:
        return self.target, self.amount

    def _total(self, g: State, ctx: Ctx) -> int:
        """The amount to split: ``amount`` plus the action's Bonus Damage (715.3)."""

        return self.amount + bonus(g, ctx.slot(self.target), ctx.controller, ctx.source)

    def _options(self, g: State, ctx: Ctx) -> list[int]:
        """Where the next point may go: a target without damage yet while the points left
        are only enough for those (355.14.f-h), else any target."""
        units = ctx.slot(self.target)
        placed = g.res_chosen
        left = self._total(g, ctx) - len(placed)
        if left <= 0:
            return []
        fresh = [u for u in units if u not in placed]
        return fresh if left <= len(fresh) else units

    def _forced(self, g: State, ctx: Ctx) -> list[int] | None:
        """The points left when where they go is forced: to the only possible target, or one
        to each target still without damage when exactly that many are left."""
        opts = self._options(g, ctx)
        left = self._total(g, ctx) - len(g.res_chosen)
        if len(opts) <= 1:
            return opts * left
        return opts if left == len(opts) and all(u not in g.res_chosen for u in opts) else None

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if self._forced(g, ctx) is not None:
            return None
        return ("split", ctx.controller, self._total(g, ctx) - len(g.res_chosen))

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("target", u) for u in self._options(g, ctx)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.res_chosen.append(action[1])

    def run(self, g: State, ctx: Ctx) -> None:
        forced = self._forced(g, ctx)
        assert forced is not None, "a split point with a choice is asked for"
        placed = g.res_chosen
        placed.extend(forced)
        if g.log is not None and len(placed) > self.amount:
            log(g, "715.3", f"{len(placed) - self.amount} Bonus Damage is added to the damage to split")
        shares: dict[int, int] = {}
        for u in placed:
            shares[u] = shares.get(u, 0) + 1
        placed.clear()
        for u in ctx.slot(self.target):  # in target order: deterministic
            if u in shares:
                if g.log is not None:
                    log(g, "355.14.e", f"P{ctx.controller} assigns {shares[u]} of the split to {name(g, u)}")
                act.deal(g, u, shares[u], ctx.source)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.target >= len(targets):
            return f"Deal {self.amount} damage split among them."
        spec = targets[self.target]
        among = f"any number of {spec.plural()}" if spec.count >= self.amount \
            else f"up to {spec.count} {spec.plural()}"
        return f"Deal {self.amount} damage split among {among}."


def check(effect: DealSplit, targets: tuple[TargetSpec, ...]) -> str | None:
    """Why ``effect`` can't be written with these targets, or None: its slot must exist
    and be an "up to" choice of at most ``amount`` units (355.14.a, 355.14.c)."""
    if effect.target >= len(targets):
        return f"split damage needs target slot {effect.target}"
    spec = targets[effect.target]
    if spec.kind != "unit" or not spec.up_to or spec.any_number or spec.count > effect.amount:
        return (f"split damage's targets must be 'up to' at most {effect.amount} units (355.14.c): "
                f"{{kind: unit, count: {effect.amount}, up_to: true}}")
    return None
