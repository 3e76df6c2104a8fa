"""Instructions of abilities that work from their card's trash (385)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.state import HAND, TRASH

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class ReturnSelfToHand(Effect):
    """Return the ability's source from its owner's trash to their hand (385.2), if it is
    still there as the ability resolves."""

    def run(self, g: State, ctx: Ctx) -> None:
        src = ctx.source
        if g.o_zone[src] == zones.owner_zone(g, src, TRASH):
            zones.move(g, src, zones.owner_zone(g, src, HAND))
            if g.log is not None:
                log(g, "385.2", f"{name(g, src)} returns from the trash to P{g.o_owner[src]}'s hand")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Return this from your trash to your hand."
