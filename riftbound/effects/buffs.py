"""Spending a buff as a cost within an instruction: "[You may] spend a buff to <do X>"
(702.2.b, 355.10.c.1). The cost "Spend my buff" of an activated ability is
``Cost(spend_buff=True)`` (cards/model.py), paid in rules/playing.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.effects.choose_one import ChooseOne
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import game_actions as act
from riftbound.rules import zones

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class SpendBuff(ChooseOne):
    """Spend a buff from a unit its controller controls (702.2.b.2) to do ``effects``. The
    buff is part of a cost within the instruction, so it is not a target (355.10.c.1): the
    unit is chosen as the instruction resolves (355.17; decision ``spend_buff``, answered
    ``card REF``, or ``no`` when ``optional``). With no buffed unit the cost can't be paid
    (702.2.b.1) and ``effects`` are not done; a choice with one option is made for the
    player. ``effects`` may use the item's targets but can't ask choices of their own."""

    effects: tuple[Effect, ...]
    optional: bool = False

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("spend a buff to do what? it needs effects")
        for e in self.effects:
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"702.2.b: {type(e).__name__} asks a choice, which an instruction "
                                          "paid for by spending a buff can't do yet")

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        """The buffed units its controller controls."""

        return [o for z in g.own_zones[ctx.controller] for o in g.zones[z]
                if g.o_buff[o] and g.o_ctrl[o] == ctx.controller and zones.on_board(g, o)]

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        return ("spend_buff", ctx.controller)

    def run(self, g: State, ctx: Ctx) -> None:
        self.choose_alone(g, ctx)

    def chosen(self, g: State, ctx: Ctx, unit: int) -> None:
        if act.spend_buff(g, unit):
            for e in self.effects:
                e.run(g, ctx)

    def check_leading(self) -> None:
        """At the start of a triggered ability "spend a buff to" is its base cost (383.3.b),
        paid as it is finalized, not as it resolves (effects/pay.py)."""
        raise NotImplementedError("383.3.b, 742.1.b: spending a buff as a triggered ability's base cost is not "
                                  "supported yet")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        parts = [e.text(targets).rstrip(".") for e in self.effects]
        parts = [p[0].lower() + p[1:] for p in parts]
        body = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        return f"{'You may spend' if self.optional else 'Spend'} a buff to {body}."
