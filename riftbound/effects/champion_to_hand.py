""""Put a Teemo unit you own into your hand from your Champion Zone or the board" (Teemo, Swift
Scout): the chosen unit (a target, TargetSpec location ``champion_or_board``: both zones are
public, 355.9.a.5, 355.10.a.1) goes to its owner's hand, who is the ability's controller. From
the Champion Zone it is a move between non-board zones (108.3); from the board it leaves the
board exactly as a unit returned to its owner's hand does (110, 359.3.e.4; docs/rulings.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.state import CHAMPION_ZONE, HAND

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class PutIntoHand(Effect):
    """Put each chosen unit of target slot ``target`` (location ``champion_or_board``) into its
    owner's hand: from the Champion Zone, or from the board as :class:`ReturnToHand` does."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for obj in ctx.slot(self.target):
            if g.zone_kind[g.o_zone[obj]] == CHAMPION_ZONE:
                zones.move(g, obj, zones.owner_zone(g, obj, HAND))
                if g.log is not None:
                    log(g, "108.3", f"{name(g, obj)} goes from P{g.o_owner[obj]}'s Champion Zone to their hand")
        ReturnToHand(self.target).run(g, ctx)  # those on the board; a card already in hand is not returned

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Put {_target_text(targets, self.target)} into your hand from your Champion Zone or the board."
