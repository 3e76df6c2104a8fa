""""Return your Chosen Champion from your trash to your Champion Zone if it is empty" (Hallowed
Tomb): the Chosen Champion is the card its player designated (113; ``State.champions``), and
every copy of that card — the exact same name — is it (the Origins FAQ on Hallowed Tomb: the
copies are interchangeable; another card with the champion's tag is not). One copy in its
controller's trash goes to their Champion Zone (113), if that zone is empty as it resolves;
otherwise nothing happens."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.state import CHAMPION_ZONE, TRASH

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class ReturnChosenChampion(Effect):
    """Your Chosen Champion from your trash to your empty Champion Zone."""

    def run(self, g: State, ctx: Ctx) -> None:
        p = ctx.controller
        if p < 0 or g.champions[p] < 0 or g.zone_of(p, CHAMPION_ZONE):
            return
        champion = g.catalog[g.champions[p]].name
        for obj in g.zone_of(p, TRASH):
            if g.catalog[g.o_card[obj]].name == champion:
                zones.move(g, obj, zones.pzone(p, CHAMPION_ZONE))
                if g.log is not None:
                    log(g, "113", f"P{p} returns {name(g, obj)} from their trash to their Champion Zone")
                return

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Return your Chosen Champion from your trash to your Champion Zone if it is empty."
