""""Unattach this" in an Equipment's Effect Text (Blighted Battleaxe): the ability is the unit's
own while the card is attached (718.3), and "this" is the attached card whose Effect Text it is
(rules/effect_text.py names it in the ability's index). The card detaches from the unit and
stays where it is (435; a gear left at a battlefield is recalled by the next Cleanup, 323.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.detach_from import detach
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import effect_text

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class UnattachThis(Effect):
    """Detach the card whose Effect Text ability this is from the unit, if it is still attached
    to it (a card already detached has nothing to unattach, 435)."""

    def run(self, g: State, ctx: Ctx) -> None:
        item = g.resolving
        if item is None or item.uid != ctx.uid or item.kind != "ability":
            return
        card = effect_text.attached_card(item.ability)
        if card >= 0 and g.o_attached[card] == item.obj:
            detach(g, card)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Unattach this."
