"""Counting the cards banished with an object and putting them back (427.3, 393-397; Jhin,
Virtuoso): "When you play a spell, if you spent [4] or more, you may banish it. Then, if there
are four spells banished with me, put each in its trash, channel 4 runes, and draw 1." The
Banish before it links each card it banishes to the ability's source (rules/linked.py); this
instruction counts the spells still in banishment that this object banished (397, 359.3.e.4:
one that left banishment is a new object) and, with enough of them, puts each in its owner's
trash (so none of them is banished with it any more) and does the instructions that follow."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import SPELL, TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import linked, zones

if TYPE_CHECKING:
    from riftbound.state import State


_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


@dataclass(frozen=True, slots=True)
class TrashBanishedSpells(Effect):
    """"Then, if there are ``n`` spells banished with me, put each in its trash, <effects>.":
    checked as it resolves (157.1, 359.3); ``effects`` ask no choices."""

    refers_to_banished: ClassVar[bool] = True
    counts_banished: ClassVar[bool] = True  # may follow the Banish in its own ability (rules/linked.py)

    n: int
    effects: tuple[Effect, ...]

    def __post_init__(self) -> None:
        if self.n < 1 or not self.effects:
            raise ValueError("'if there are N spells banished with me' needs N >= 1 and the instructions it does")
        if any(type(e).ask is not Effect.ask for e in self.effects):
            raise NotImplementedError("359.3: the instructions after 'put each in its trash' can't ask choices here")

    def run(self, g: State, ctx: Ctx) -> None:
        spells = [c for c in linked.linked_cards(g, ctx.source) if g.catalog[g.o_card[c]].type == SPELL]
        if len(spells) < self.n:
            return
        for c in spells:
            if g.log is not None:
                log(g, "427.3", f"{name(g, c)} goes from banishment to its owner's trash")
            zones.to_trash(g, c)
        for e in self.effects:
            e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        parts = [e.text(targets).rstrip(".") for e in self.effects]
        parts = [p[:1].lower() + p[1:] for p in parts]
        done = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ", and " + parts[-1]
        n = _WORDS[self.n] if self.n < len(_WORDS) else str(self.n)
        return f"Then, if there are {n} spells banished with me, put each in its trash, {done}."
