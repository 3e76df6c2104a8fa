"""'If this kills it, do this: ...' (387.2-387.3): a reflexive trigger whose condition is the
death of the unit the item dealt damage to. A unit dealt lethal damage by a spell is not
killed as the spell resolves but in the cleanup right after it (323.5), so the trigger waits
for that death: the Origins FAQ (Disintegrate) says the wording is a reflexive trigger for
this reason. The instruction notes each unit still chosen in its slot; if one dies in the
cleanup that follows the item's resolution, the reflexive ability is added to the chain as a
Pending Item (388.1) with the abilities that triggered there; once that cleanup has completed
without its death (it survived, or a replacement effect saved it), nothing happens
(rules/delayed.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.events import DO_THIS, KILLED_BY_THIS
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.nested import index_of
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import delayed, zones

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class IfThisKills(Effect):
    """"If this kills it, do this: <ability>": ``ability`` (event ``DO_THIS``) is added to
    the chain when the unit chosen in slot ``target`` dies in the cleanup after this item
    resolves (387.2-387.3, 323.5). Written as the item's last instruction, after the damage."""

    ability: TriggeredAbility
    target: int = 0

    def __post_init__(self) -> None:
        if self.ability.event != DO_THIS or self.ability.optional or self.ability.condition is not None:
            raise ValueError("'if this kills it, do this:' holds a DO_THIS ability with no 'you may' or condition "
                             "of its own (387.2)")

    def run(self, g: State, ctx: Ctx) -> None:
        index = index_of(g.catalog[g.o_card[ctx.source]], self.ability)
        refs = delayed.creator_refs(g, ctx.uid, ctx.targets)
        for obj in ctx.slot(self.target):
            if zones.on_board(g, obj):
                delayed.create(g, ctx.controller, ctx.source, index, KILLED_BY_THIS, (obj, g.o_inc[obj]), refs)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        body = " ".join(e.text(self.ability.targets) for e in self.ability.effects)
        return f"If this kills it, do this: {body[0].lower()}{body[1:]}"
