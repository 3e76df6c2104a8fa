""""+1 [M] for each of the following tags among your units - Bird, Cat, Dog, and Poro" (Friendship)
and "Reduce my cost by [1] for each of the following tags among your units - ..." (Daisy!): an
amount counting the listed tags the units you control have between them as it is computed (359.3;
356.4.a for a cost), each tag once (rules/tag_set.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.instruction import Amount, Ctx
from riftbound.rules import tag_set

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class TagsAmong(Amount):
    """``per`` for each of ``tags`` among the units the controller controls (negative ``per``:
    a cost reduction, 356.4)."""

    per: int = 1
    tags: tuple[str, ...] = tag_set.PETS
    counts_objects: ClassVar[bool] = True  # counted as a cost is determined (356.4.a)

    def __post_init__(self) -> None:
        if not self.per or len(self.tags) < 2:
            raise ValueError("'for each of the following tags' counts two or more tags, by a nonzero step")

    def value(self, g: State, ctx: Ctx) -> int | None:
        return tag_set.among(g, ctx.controller, self.tags) * self.per

    def head(self) -> str:
        return str(abs(self.per))

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return f"for each of the following tags among your units - {tag_set.listed(self.tags)}"

    def sign(self) -> int:
        return 1 if self.per > 0 else -1
