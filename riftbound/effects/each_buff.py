""""For each friendly unit, you may spend its buff to ready it" (Overt Operation): an "each"
instruction (effects/every.py) with a cost within it for each object (742.1, 702.2.b). The
units are every object of the group as the instruction resolves, not targets (355.10.d), and
the buffs spent are costs, not targets either (355.10.c.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import game_actions as act

if TYPE_CHECKING:
    from riftbound.effects.every import All
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class EachMaySpendBuff(Effect):
    """For each object of ``group`` (an :class:`~riftbound.effects.every.All`, rendered
    "each ..."), its controller may spend that object's buff (702.2.b) to do ``effects`` with
    it in slot ``it`` ("ready it"). As it resolves the player picks, one at a time, the buffed
    units whose buffs they spend (decision ``spend_buff``, answered ``card REF``; ``no``
    declines the rest), each unit once (``res_chosen``); the order changes nothing, each
    unit's buff and instructions being its own. A unit not buffed has no buff to spend
    (702.2.b.1). ``effects`` can't ask choices of their own (359.3)."""

    group: All
    effects: tuple[Effect, ...]
    it: int = 0

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("for each ..., you may spend its buff to do what? it needs effects")
        if self.it < 0:
            raise ValueError("for each ...: 'it' is a slot number, past the ability's own targets")
        for e in self.effects:
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"359.3: {type(e).__name__} asks a choice, which an instruction for "
                                          "each object can't do yet")

    def _choices(self, g: State, ctx: Ctx) -> list[int]:
        """The buffed units of the group its controller controls, but those already picked
        (``res_chosen``); none once the rest were declined (``res_kept``)."""
        if g.res_kept:
            return []
        return [u for u in self.group.objects(g, ctx)
                if g.o_buff[u] and g.o_ctrl[u] == ctx.controller and u not in g.res_chosen]

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        return ("spend_buff", ctx.controller) if self._choices(g, ctx) else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [*(("card", u) for u in self._choices(g, ctx)), ("no",)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        if action[0] != "card":
            g.res_kept = 1
            return
        unit = action[1]
        g.res_chosen.append(unit)
        if not act.spend_buff(g, unit):
            return
        slots: list[list[int] | None] = [*ctx.targets, *([None] * (self.it - len(ctx.targets)))]
        inner = Ctx(ctx.controller, ctx.source, ctx.uid, [*slots[: self.it], [unit]], ctx.lki)  # "it": the unit
        inner.me, inner.state = ctx.me, ctx.state
        for e in self.effects:
            e.run(g, inner)

    def run(self, g: State, ctx: Ctx) -> None:
        g.res_chosen.clear()  # the choices were made by the answers (none: no buffed unit)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        parts = [e.text(targets).rstrip(".") for e in self.effects]
        parts = [p[0].lower() + p[1:] for p in parts]
        body = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        return f"For {self.group.text(targets)}, you may spend its buff to {body}."
