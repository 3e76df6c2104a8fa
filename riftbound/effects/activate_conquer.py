""""Activate the conquer effects of units here" (Reckoner's Arena, as a Hold ability): the
game is treated as if the ability's controller had conquered the battlefield, for the
Conquer Effects of their units there only (383.4.c): each unit's "When I conquer" and "When
you conquer" abilities see a conquer event and trigger if their other conditions hold now —
"When I conquer a battlefield that was uncontrolled" does not, as it was controlled (the
Origins FAQ on Reckoner's Arena and Yone). No conquer happens: no point, no battlefield's or
other permanent's conquer abilities (docs/rulings.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.events import CONQUER, YOU_CONQUER
from riftbound.cards.info import CF_UNIT
from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log
from riftbound.rules import last_known, more_triggers, scoring, triggers, zones

if TYPE_CHECKING:
    from riftbound.state import State

_YOU_CONQUER = frozenset({YOU_CONQUER})


@dataclass(frozen=True, slots=True)
class ActivateConquer(Effect):
    """The conquer effects of the units its controller controls at the source's location, as
    it resolves (383.4.c.2.a-b); nothing when the source is no battlefield's location."""

    def run(self, g: State, ctx: Ctx) -> None:
        zone = last_known.location(g, ctx.source, ctx.lki)
        if zone is None or g.zone_kind[zone] != zones.BF_LOCATION:
            return
        if g.log is not None:
            log(g, "383.4.c", f"P{ctx.controller} activates the conquer effects of their units at "
                              f"{zones.location_name(g, zone)}")
        check = scoring.at_that_battlefield(g, g.zone_bf[zone])
        for u in list(g.zones[zone]):
            if g.o_ctrl[u] == ctx.controller and g.cinfo[g.o_card[u]].flags & CF_UNIT:
                more = _YOU_CONQUER | more_triggers.score_events(g, u, CONQUER)  # a hold effect that is also one
                triggers.collect(g, u, CONQUER, more=more, check=check)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Activate the conquer effects of units here."
