""""Look at the top two cards of your Main Deck. You may recycle one or both of them. Put those
you don't back in any order." (The Candlelit Sanctum): the controller looks at the top ``n``
cards (as many as there are, 431.1.c: looking never burns out), shown to them alone (128.4), and
recycles any of them one at a time (decision ``look_recycle``: ``card OBJ`` recycles it, ``no``
stops; 416), then puts the rest back on top in the order they choose (decision ``deck_order``:
``card OBJ`` is the next card from the top, asked while two or more are left). The cards keep
their seats in the deck and change places among them (rules/identity.py: a deck's ids tell
positions, never cards). One recycle action for the cards recycled (416.1.c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log
from riftbound.rules import action_triggers, identity
from riftbound.rules import game_actions as act
from riftbound.state import MAIN_DECK

if TYPE_CHECKING:
    from riftbound.state import State

_WORDS = {2: "two", 3: "three"}


@dataclass(frozen=True, slots=True)
class LookRecycleReorder(Effect):
    """Look at the top ``n`` cards of your Main Deck, recycle any of them, the rest back in any order."""

    n: int = 2

    def __post_init__(self) -> None:
        if self.n not in _WORDS:
            raise ValueError(f"look, recycle and reorder: n is {' or '.join(map(str, _WORDS))}, got {self.n}")

    def _kept(self, g: State, ctx: Ctx) -> list[int]:
        """The looked-at cards not recycled, top first: the recycled ones went to the bottom."""
        deck = g.zone_of(ctx.controller, MAIN_DECK)
        m = min(self.n, len(deck))
        return deck[::-1][:m - g.res_kept]

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        kept = self._kept(g, ctx)
        if not kept:
            return None
        if g.res_count == g.res_kept:  # still recycling: no "no" answered, some card left
            return ("look_recycle", ctx.controller, *kept)
        rest = [c for c in kept if c not in g.res_chosen]
        return ("deck_order", ctx.controller, *rest) if len(rest) >= 2 else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        assert g.pending is not None
        cards: list[tuple[Any, ...]] = [("card", c) for c in g.pending[2:]]
        return [*cards, ("no",)] if g.pending[0] == "look_recycle" else cards

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        if g.res_count != g.res_kept:  # the order (the decision asked is gone by now)
            g.res_chosen.append(action[1])
        elif action[0] == "card":
            act.recycle(g, action[1], whole=False)
            g.res_kept += 1

    def run(self, g: State, ctx: Ctx) -> None:
        if g.res_kept:
            if g.log is not None:
                log(g, "416", f"P{ctx.controller} recycles {g.res_kept} looked-at card(s)")
            action_triggers.recycled(g, ctx.controller, cards=g.res_kept)
        kept = self._kept(g, ctx)
        order = [*g.res_chosen, *(c for c in kept if c not in g.res_chosen)]
        g.res_chosen.clear()
        if len(kept) >= 2 and order != kept:
            identity.permute(g, kept, order)  # the card chosen first goes to the top seat

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"Look at the top {_WORDS[self.n]} cards of your Main Deck. You may recycle one or "
                f"{'both' if self.n == 2 else 'more'} of them. Put those you don't back in any order.")
