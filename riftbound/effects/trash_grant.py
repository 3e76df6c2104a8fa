""""You may play this from your trash for [A]." as an instruction of a spell (Death from
Below): the spell is still on the chain as it resolves and goes to its owner's trash only
after (359, 419.4), so the instruction can't play it then (419.3.c); it grants its controller a
permission to play it from the trash, its base cost replaced by the instruction's (356.1.a).
The permission refers to its source, so it lasts as long as the card is in the trash (390.5.b,
docs/rulings.md "Death from Below"): it is noted in ``g.granted`` as the (object, incarnation)
the card will have there, so the card leaving the trash (played, recycled, banished) ends it
(359.3.e.4). rules/trash_play.py offers the card and rules/costs.py prices it; cards with the
instruction carry ``CF_TRASH_GRANT``, so other games pay nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import Cost, TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class MayPlayFromTrash(Effect):
    """"You may play this from your trash for ``cost``." (356.1.a; a cost of Energy and Power):
    the resolving spell's controller may play it from the trash while it stays there."""

    grants_trash_play: ClassVar[bool] = True

    cost: Cost

    def __post_init__(self) -> None:
        if self.cost.exhaust_self or self.cost.recycle_self or self.cost.kill_self or self.cost.xp \
                or self.cost.spend_buff or self.cost.spend_a_buff or self.cost.discard:
            raise NotImplementedError("356.1.a: a cost to play a card 'for' is Energy and Power")

    def run(self, g: State, ctx: Ctx) -> None:
        src = ctx.source
        # the incarnation it gets as it moves from the chain to the trash (rules/zones.py move)
        g.granted.extend((src, g.o_inc[src] + 1, ctx.controller))
        if g.log is not None:
            log(g, "356.1.a", f"P{ctx.controller} may play {name(g, src)} from the trash for {self.cost.text()}")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"You may play this from your trash for {self.cost.text()}."

