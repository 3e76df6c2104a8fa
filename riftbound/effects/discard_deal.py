"""Damage set by a discarded card: "Discard 1. Deal its Energy cost as damage to a unit at a
battlefield. (Ignore its Power cost.)" — the card the controller discarded as this
instruction executed (422.1), its printed Energy cost (131.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.actions import Discard
from riftbound.effects.primitives import Ctx, _target_text
from riftbound.rules import action_triggers
from riftbound.rules import game_actions as act
from riftbound.rules.damage import bonus
from riftbound.state import TRASH

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class DiscardDeal(Discard):
    """The controller discards 1 card of their choice (422.1.a); then the chosen units in slot
    ``target`` are dealt damage equal to that card's Energy cost, its Power cost ignored, by
    the source (417.6). With no card discarded (an empty hand, 422.4) "its" is null and
    nothing is dealt (359.3.e.12); an Energy cost of 0 deals nothing."""

    target: int = 0

    def __post_init__(self) -> None:
        if self.n != 1:
            raise ValueError("DiscardDeal: 'discard 1', one card whose Energy cost is dealt")

    def run(self, g: State, ctx: Ctx) -> None:
        if not g.res_count:
            return
        card = g.zone_of(ctx.controller, TRASH)[-1]  # the card discarded is the newest of the trash
        action_triggers.discarded(g, ctx.controller, [card])
        n = g.catalog[g.o_card[card]].energy or 0
        if n <= 0:
            return
        for obj in ctx.slot(self.target):
            act.deal(g, obj, n, ctx.source, bonus(g, (obj,), ctx.controller, ctx.source))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Discard 1. Deal its Energy cost as damage to {_target_text(targets, self.target)}."
