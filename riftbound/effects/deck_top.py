"""Instructions on the top cards of the controller's Main Deck that ask no choice: "Put the
top 2 cards of your Main Deck into your trash." (431.1.b) and "Reveal the top card of your
Main Deck. If it's a spell, put it in your hand. Otherwise, recycle it." (424, 416)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.rules import revealing, zones
from riftbound.state import HAND, MAIN_DECK

if TYPE_CHECKING:
    from riftbound.state import State

TAKE_TYPES = ("unit", "spell", "gear")


@dataclass(frozen=True, slots=True)
class TrashTop(Effect):
    """The controller puts the top ``n`` cards of their Main Deck into their trash; more
    than the deck holds makes them Burn Out for the rest (431.1.b, ``game_actions.trash_top``)."""

    n: int = 1

    def __post_init__(self) -> None:
        if self.n < 1:
            raise ValueError(f"TrashTop: 1 or more cards, got {self.n}")

    def run(self, g: State, ctx: Ctx) -> None:
        act.trash_top(g, ctx.controller, self.n)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        top = "the top card" if self.n == 1 else f"the top {self.n} cards"
        return f"Put {top} of your Main Deck into your trash."


@dataclass(frozen=True, slots=True)
class RevealTopTake(Effect):
    """The controller reveals the top card of their Main Deck (424.1); if it is a card of
    ``card_type`` they put it into their hand, otherwise they recycle it (416). An empty
    deck reveals nothing and causes no Burn Out (431.1.c, 431.1.c.1)."""

    card_type: str = "spell"

    def run(self, g: State, ctx: Ctx) -> None:
        deck = g.zone_of(ctx.controller, MAIN_DECK)
        if not deck:
            return  # 431.1.c.1
        top = deck[-1]
        if g.log is not None:
            log(g, "424.1", f"P{ctx.controller} reveals {name(g, top)}")
        revealing.from_deck(g, (top,))  # "As I'm revealed from your deck" (424)
        if g.catalog[g.o_card[top]].type == self.card_type:
            hand = zones.pzone(ctx.controller, HAND)
            zones.move(g, top, hand)
            g.revealed.extend((top, hand))  # seen by every player in the hand until the next action (424.3)
            if g.log is not None:
                log(g, "424.1", f"P{ctx.controller} puts {name(g, top)} into their hand")
        else:
            g.revealed.extend((top, g.o_zone[top]))
            act.recycle(g, top, rule="416")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"Reveal the top card of your Main Deck. If it's a {self.card_type}, put it in your hand. "
                "Otherwise, recycle it.")


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("RevealTopTake.card_type", TAKE_TYPES)
