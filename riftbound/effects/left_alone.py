""""Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at
that battlefield, draw 1." (Isolate): a move to base followed by instructions done only if,
after the move, an enemy unit (740.2) is alone (741.1: no other unit friendly to it there) at
the battlefield the unit moved from. "That battlefield" is where the unit was as the
instruction began, read before it moves (359.3.f.1); a unit no longer a legal target moved
nowhere, so there is no such battlefield and nothing more happens (359.3.e.12)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.effects.move import BASE_DESTS, Move
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import zones
from riftbound.rules.players import is_friendly
from riftbound.rules.special_terms import is_alone

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class IfEnemyLeftAlone(Effect):
    """Do ``move`` (to a base), then ``effects`` if an enemy unit is alone at a battlefield
    one of the moved units left."""

    move: Move
    effects: tuple[Effect, ...]

    def __post_init__(self) -> None:
        if self.move.dest not in BASE_DESTS or not isinstance(self.move.target, int):
            raise NotImplementedError("IfEnemyLeftAlone: the move is of a chosen unit to its base")
        if not self.effects or any(type(e).ask is not Effect.ask for e in self.effects):
            raise NotImplementedError("359.3: the instructions done if an enemy unit is left alone ask no choice")

    def to_base_slot(self) -> int:
        return self.move.to_base_slot()  # 355.4.a: a unit already in its base is no choice

    def run(self, g: State, ctx: Ctx) -> None:
        origins = {g.o_zone[u] for u in ctx.slot(self.move.target)
                   if zones.on_board(g, u) and g.zone_kind[g.o_zone[u]] == zones.BF_LOCATION}
        self.move.run(g, ctx)
        if any(g.catalog[g.o_card[u]].type == "unit" and not is_friendly(g, ctx.controller, g.o_ctrl[u])
               and is_alone(g, u) for z in sorted(origins) for u in g.zones[z]):
            for e in self.effects:
                e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        then = " ".join(e.text(targets) for e in self.effects)
        return (f"{self.move.text(targets)} Then, if there's an enemy unit alone at that battlefield, "
                f"{then[0].lower()}{then[1:]}")
