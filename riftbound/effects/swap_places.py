"""Two units trade places: "Move me to its location and it to my original location." (Tideturner)
and "Move each to the other's location." (444).

As the instruction resolves both units must still be there (the source on the board as the same
object, the chosen unit a legal target, 359.3.e.12): with either gone, the other location is
unknown and nothing moves. The first unit moves to the second's location, then the second to the
first's original location: two moves, in the order written (157.1), each followed by the usual
Contested status (445) and its "when I move" abilities; a location that can't take a unit recalls
it instead (442.2.c). A unit goes to its own controller's base when the other's location is a
base (docs/rulings.md "Moves to a base"). Two units at the same location don't move (355.4.a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.instruction import SELF
from riftbound.cards.model import KEYWORD_NAMES, keyword_text
from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Ctx, Effect
from riftbound.keywords import has
from riftbound.rules import zones
from riftbound.rules.movement import move_units, recall, valid_destination
from riftbound.rules.tasks import push_cleanup

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class SwapPlaces(Effect):
    """The unit of slot ``target`` (``SELF``: me) moves to the location of the unit of slot
    ``other``, and that unit to the first one's original location."""

    target: int = SELF
    other: int = 0
    # "If at least one of them has [<keyword>], ...": checked as it resolves, with the keywords
    # they have then (801); neither has it, nothing moves
    if_either_has: str = ""

    def __post_init__(self) -> None:
        if self.target == self.other:
            raise ValueError("SwapPlaces: two different slots trade places")

    def run(self, g: State, ctx: Ctx) -> None:
        first, second = ctx.slot(self.target), ctx.slot(self.other)
        if len(first) != 1 or len(second) != 1 or not all(zones.on_board(g, u) for u in (*first, *second)):
            return
        a, b = first[0], second[0]
        za, zb = g.o_zone[a], g.o_zone[b]
        if za == zb:
            return  # 355.4.a: no other location to go to
        if self.if_either_has and not (has(g, a, self.if_either_has) or has(g, b, self.if_either_has)):
            return
        _go(g, a, zb)
        _go(g, b, za)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.target == SELF:
            text = "Move me to its location and it to my original location."
        else:
            text = "Move each to the other's location."
        if self.if_either_has:
            return f"If at least one of them has {keyword_text(self.if_either_has)}, {text[0].lower()}{text[1:]}"
        return text


def _go(g: State, u: int, z: int) -> None:
    """Move ``u`` to location ``z`` — its controller's base for a base (444) — or recall it if
    it can't go there (442.2.c)."""
    ctrl = g.o_ctrl[u]
    if g.zone_kind[z] != zones.BF_LOCATION:
        z = zones.base_of(g, ctrl)
    elif not valid_destination(g, ctrl, g.zone_bf[z]):
        if g.o_zone[u] != zones.base_of(g, ctrl):
            recall(g, u, "442.2.c")
            push_cleanup(g)
        return
    if g.o_zone[u] != z:
        move_units(g, ctrl, [u], z, "444")


allow("SwapPlaces.if_either_has", ("", *KEYWORD_NAMES))
