"""Instructions of linked abilities (393-397): what one ability does to the cards another
ability of the same object banished (427.3). See :mod:`riftbound.rules.linked`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import linked, zones
from riftbound.state import HAND

if TYPE_CHECKING:
    from riftbound.state import State

RETURN_TO = ("hand",)


@dataclass(frozen=True, slots=True)
class ReturnBanished(Effect):
    """"Return the banished card to its owner's hand": each card that an ability linked
    with this one banished, from this same object (397, 427.3-427.3.a), and that is still in
    banishment as the same object (359.3.e.4), goes to its owner's hand. No target: with
    none left it does nothing."""

    refers_to_banished: ClassVar[bool] = True

    to: str = "hand"

    def __post_init__(self) -> None:
        if self.to not in RETURN_TO:
            raise NotImplementedError(f"393-397: a linked ability returns the banished card to its owner's "
                                      f"hand only, not {self.to!r}")

    def run(self, g: State, ctx: Ctx) -> None:
        for card in linked.linked_cards(g, ctx.source):
            zones.move(g, card, zones.owner_zone(g, card, HAND))
            if g.log is not None:
                log(g, "397", f"{name(g, card)}, banished by {name(g, ctx.source)}, returns to its owner's hand")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Return the banished card to its owner's hand."


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("ReturnBanished.to", RETURN_TO)
