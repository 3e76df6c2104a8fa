"""Cards banished with a permanent and played from there (393-397, 427.3; Cursed Sarcophagus):
"When you play this, banish all units from your trash." with "[E]: Play a unit banished with
this." The first banishes every unit card in its controller's trash — selected, not chosen
(355.10.d) — and links them to this object (rules/linked.py); the second plays one of those
still in banishment as the same object, chosen as it resolves (banishment is no public zone,
355.10.a.1: not a target; decision ``play_card``), its costs paid as usual (419.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from riftbound.cards.model import TargetSpec
from riftbound.effects.actions import banish_linked
from riftbound.effects.choose_one import ChooseOne
from riftbound.effects.play import grant_of, playable
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import linked
from riftbound.rules.playing import start_limited_play
from riftbound.state import TRASH

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class BanishTrashUnits(Effect):
    """"Banish all units from your trash." (427): every unit card in the controller's trash, at
    once; those this object banished are remembered for its linked abilities (427.3, 397)."""

    links_banished: ClassVar[bool] = True

    def run(self, g: State, ctx: Ctx) -> None:
        cards = [c for c in g.zone_of(ctx.controller, TRASH) if g.catalog[g.o_card[c]].type == "unit"]
        banish_linked(g, ctx, cards, " from the trash")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Banish all units from your trash."


@dataclass(frozen=True, slots=True)
class PlayBanished(ChooseOne):
    """"Play a unit banished with this.": one of the unit cards this object banished that is
    still in banishment (397, 359.3.e.4) and could be played to the end (419.2.a), its costs
    paid (419.3); with none, nothing happens (419.3.c)."""

    refers_to_banished: ClassVar[bool] = True

    optional: bool = False

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        return [c for c in linked.linked_cards(g, ctx.source) if g.catalog[g.o_card[c]].type == "unit"
                and g.o_owner[c] == ctx.controller and playable(g, ctx.controller, c, grant_of("", 0))]

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        return ("play_card", ctx.controller, *choices)

    def chosen(self, g: State, ctx: Ctx, card: int) -> None:
        start_limited_play(g, ctx.controller, card, grant_of("", 0))

    def run(self, g: State, ctx: Ctx) -> None:
        self.choose_alone(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Play a unit banished with this."
