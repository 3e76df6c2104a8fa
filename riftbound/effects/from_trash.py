"""Instructions of abilities that work from their card's trash (385)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.play import grant_of, playable
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.rules.playing import start_limited_play
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


# Real cards III: the Vex, Jinx and Vi precons
_PAID_FOR = grant_of("ignore", 0)  # 356.1.a: the ability's cost is what the card is played for


@dataclass(frozen=True, slots=True)
class PlaySelf(Effect):
    """"[Pay X] to play me.", the ability of a card in its owner's trash ("When you discard
    me, you may pay [R] to play me."): the ability's cost is the card's cost for this play
    (356.1.a, docs/rulings.md "Flame Chompers"), paid as the ability is finalized (742.1.b),
    so the card is played with its Base Costs set to zero; additional costs and increases
    still apply (356.1.b.3). As it resolves, the source is played from the trash if it is
    still there and could be played to the end (419.3, 419.2.a); otherwise nothing happens
    (419.3.c). ``from_trash``: the text names the zone, "play me from your trash", as the
    ability self-describes where it works (385.2)."""

    from_trash: bool = False

    def run(self, g: State, ctx: Ctx) -> None:
        src = ctx.source
        if g.o_zone[src] != zones.owner_zone(g, src, TRASH) or not playable(g, ctx.controller, src, _PAID_FOR):
            if g.log is not None:
                log(g, "419.3.c", f"{name(g, src)} can't be played from the trash: nothing happens")
            return
        start_limited_play(g, ctx.controller, src, _PAID_FOR)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Play me from your trash." if self.from_trash else "Play me."
