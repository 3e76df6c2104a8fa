"""Equipment giving more than their Might Bonus (137, 718.4): "Each Equipment attached to me
gives double its base Might bonus." The attached Equipment already add their Might Bonus
(472.3.c, rules/attachment.py); this passive ability of the unit adds each one's base (printed)
Might Bonus once more, in the Arithmetic layer (472.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.instruction import Amount, Ctx
from riftbound.cards.model import Static, TargetSpec
from riftbound.cards.vocabulary import allow, free
from riftbound.rules import zones
from riftbound.rules.attachment import attached_to

if TYPE_CHECKING:
    from riftbound.rules.layers import Board
    from riftbound.state import State


def _base_bonuses(g: State, unit: int) -> int:
    """The printed Might Bonuses (137) of the Equipment attached to ``unit``."""
    if unit < 0 or not zones.on_board(g, unit):
        return 0
    return sum(g.catalog[g.o_card[c]].might_bonus or 0 for c in attached_to(g, unit))


@dataclass(frozen=True, slots=True)
class AttachedBonuses(Amount):
    """The base Might Bonuses of the Equipment attached to me, summed (137)."""

    def value(self, g: State, ctx: Ctx) -> int | None:
        return _base_bonuses(g, ctx.source)

    def on_board(self, g: State, controller: int, source: int, b: Board) -> int:
        return _base_bonuses(g, source)

    def check_static(self) -> None:
        """Attachments are no characteristic the layers change: counted as they apply."""

    def head(self) -> str:
        return ""

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return "equal to the base Might Bonuses of the Equipment attached to me"


@dataclass(frozen=True, slots=True)
class DoubledBonuses(Static):
    """"Each Equipment attached to me gives double its base Might bonus.": I have +[M] equal to
    their base Might Bonuses once more (a passive ability of the unit, 365.1, 472.3)."""

    def text(self) -> str:
        return "Each Equipment attached to me gives double its base Might bonus."


allow("DoubledBonuses.who", ("me",))  # a passive ability of the unit itself
for _field in ("tag", "having", "named"):
    free(f"DoubledBonuses.{_field}", "as Static's, and unused: it affects me")
DOUBLED_BONUSES = DoubledBonuses("me", might=AttachedBonuses())
