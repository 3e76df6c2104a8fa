""""Their owners recycle them.": the cards chosen in a target slot — cards in opponents'
trashes (355.9.a, 355.10.a) — are recycled by their owners (416: to the bottom of the owner's
Main Deck), each owner's recycle one action of theirs (416.1.c; "when you recycle one or more
cards" triggers once for each of them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import action_triggers
from riftbound.rules import game_actions as act

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True)
class OwnersRecycle(Effect):
    """The owners of the cards chosen in slot ``target`` recycle them; ``direct`` words it
    "Recycle <them>." (each card still goes to its owner's Main Deck, 416)."""

    needs_you: ClassVar[bool] = False

    target: int = 0
    direct: bool = False

    def run(self, g: State, ctx: Ctx) -> None:
        cards = ctx.slot(self.target)  # the cards still legal: in the trash they were chosen in
        for c in cards:
            if g.log is not None:
                log(g, "416", f"P{g.o_owner[c]} recycles {name(g, c)} from their trash")
            act.recycle(g, c, whole=False)
        action_triggers.recycled_objects(g, cards)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        spec = targets[self.target]
        if self.direct and spec.controller == "you" and spec.kind == "card" and not spec.up_to:
            return f"Recycle {spec.count} from your trash."  # as its costs are worded: "Recycle 3 from your trash"
        if self.direct:
            return f"Recycle {spec.text()}."
        return f"Choose {targets[self.target].text()}. Their owners recycle them."
