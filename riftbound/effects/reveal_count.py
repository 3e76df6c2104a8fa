"""Revealing the top of the Main Deck to count what it shows: "Choose an enemy unit here and
reveal the top 5 cards of your Main Deck. Deal 1 to that unit for each card with [Hidden]
revealed this way, then recycle the revealed cards." (424.1, 417, 416.5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import KEYWORD_NAMES, TargetSpec, keyword_text
from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.effects.reveal_top import recycle_revealed
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.rules import zones
from riftbound.rules.damage import bonus
from riftbound.state import MAIN_DECK

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class RevealDealPer(Effect):
    """The controller reveals the top ``n`` cards of their Main Deck — as many as there are,
    never a Burn Out (424.1, 431.1.c.1) — and the source deals the unit chosen in slot
    ``target`` 1 damage for each revealed card with the printed ``keyword`` (417; none when
    there is none, or when the unit is gone, 359.3.e.2); then the revealed cards are recycled
    in a random order (416.5)."""

    n: int = 5
    keyword: str = "hidden"
    target: int = 0

    def __post_init__(self) -> None:
        if self.n < 1:
            raise ValueError(f"RevealDealPer: reveal 1 or more cards, got {self.n}")

    def run(self, g: State, ctx: Ctx) -> None:
        me = ctx.controller
        deck = zones.pzone(me, MAIN_DECK)
        shown = g.zones[deck][::-1][: self.n]  # top first
        for c in shown:
            g.revealed.extend((c, deck))
        if g.log is not None and shown:
            log(g, "424.1", f"P{me} reveals {', '.join(name(g, c) for c in shown)} from the top of their Main Deck")
        count = sum(self.keyword in g.catalog[g.o_card[c]].keywords for c in shown)
        if count:
            for obj in ctx.slot(self.target):
                act.deal(g, obj, count, ctx.source, bonus(g, (obj,), me, ctx.source))
        recycle_revealed(g, me, shown)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"Choose {_target_text(targets, self.target)} and reveal the top {self.n} cards of your Main Deck. "
                f"Deal 1 to that unit for each card with {keyword_text(self.keyword)} revealed this way, "
                "then recycle the revealed cards.")


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("RevealDealPer.keyword", KEYWORD_NAMES)
