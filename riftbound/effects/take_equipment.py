""""If it's equipped, you may attach one of its Equipment to me." (Azir, Ascendant): one
Equipment attached to the unit chosen in slot ``of`` (818.3.b: it is equipped), chosen as the
instruction resolves (355.17; decision ``detach``, answered ``card REF`` or ``no``), attaches
to the ability's source (434.1): it detaches from that unit (434.1.f) and goes to the
source's location. Nothing happens if that unit or the source is no longer on the board
(359.3.e.12), or no Equipment is attached to it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.instruction import SELF
from riftbound.effects.detach_from import ChooseEquipment, equipment_of
from riftbound.effects.primitives import Ctx
from riftbound.rules import action_triggers, zones
from riftbound.rules.attachment import attach

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class AttachOneOfItsEquipment(ChooseEquipment):
    """You may attach one Equipment attached to the unit of slot ``of`` to me (434.1)."""

    of: int = 0
    optional: bool = True

    def __post_init__(self) -> None:
        if not self.optional:
            raise NotImplementedError("434.1: 'attach one of its Equipment to me' is a 'you may' so far")

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        units = [u for u in ctx.slot(self.of) if zones.on_board(g, u)]
        me = ctx.slot(SELF)
        if len(units) != 1 or not me or units[0] == me[0]:
            return []
        return equipment_of(g, units[0])

    def chosen(self, g: State, ctx: Ctx, obj: int) -> None:
        me = ctx.slot(SELF)[0]
        attach(g, obj, me)
        action_triggers.attached(g, ctx.controller, me)  # "when you attach an Equipment to me" (411.4)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "If it's equipped, you may attach one of its Equipment to me."
