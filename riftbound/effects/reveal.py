"""Reveal (424): cards from a zone hidden to some players are shown to every player.

Revealing is a temporary state, not a zone (424.1.a): the cards stay where they are, in the
same order (424.1.a.2). The engine keeps them in ``State.revealed`` as ``object, zone``
pairs; :func:`riftbound.observe.observation` shows them to every viewer while they are still
in that zone, until the next action is taken (every player has then had a chance to see
them, 424.3; see docs/rulings.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import revealing
from riftbound.state import HAND, MAIN_DECK

if TYPE_CHECKING:
    from riftbound.state import State

ZONES = ("main_deck", "hand")


@dataclass(frozen=True, slots=True)
class Reveal(Effect):
    """The controller reveals the top ``n`` cards of their Main Deck (``zone="main_deck"``,
    424.3's example) or their whole hand (``zone="hand"``); as many as there are."""

    n: int = 1
    zone: str = "main_deck"

    def __post_init__(self) -> None:
        if self.zone not in ZONES:
            raise ValueError(f"Reveal: unknown zone {self.zone!r}; zones: {', '.join(ZONES)}")

    def run(self, g: State, ctx: Ctx) -> None:
        if self.zone == "hand":
            cards = list(g.zone_of(ctx.controller, HAND))
        else:
            cards = g.zone_of(ctx.controller, MAIN_DECK)[::-1][: self.n]  # top first
        for obj in cards:
            g.revealed.extend((obj, g.o_zone[obj]))
        if self.zone != "hand":
            revealing.from_deck(g, cards)  # "As I'm revealed from your deck" (424)
        if g.log is not None and cards:
            log(g, "424.1", f"P{ctx.controller} reveals {', '.join(name(g, o) for o in cards)}")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.zone == "hand":
            return "Reveal your hand."
        if self.n == 1:
            return "Reveal the top card of your Main Deck."
        return f"Reveal the top {self.n} cards of your Main Deck."


def revealed_now(g: State) -> list[int]:
    """The cards revealed and still in the zone they were revealed from (424.1.a.2)."""
    r = g.revealed
    return [r[i] for i in range(0, len(r), 2) if g.o_zone[r[i]] == r[i + 1]]


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("Reveal.zone", ZONES)
