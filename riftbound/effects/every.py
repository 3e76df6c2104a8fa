""""All" and "each" instructions: "Deal 3 to all enemy units here", "Kill all gear", "Ready
your units", "Return all units with 2 [M] or less to their owners' hands", "Deal 1 to each
unit here".

An :class:`All` stands where an instruction names its target slot (``Deal(3, target=All(...))``,
or ``every(...)``): the objects it acts on are selected by their characteristics, not chosen,
so they are not targets (355.10.d: no Deflect, no "when you choose me"); they are every object
that matches as
the instruction executes (359.3: the spell or ability checks the game as it resolves), found
with the same target filters as a chosen target (``TargetSpec``, rules/targeting.py) plus where
they are: ``any``, ``here`` (the source's location; for a Deathknell, where it died,
808.1.d.3), ``my_battlefield`` (the same, only if that is a battlefield: "at my battlefield"),
or ``there`` (the location of slot ``at``: a chosen battlefield — "Kill all units at a
battlefield" targets the battlefield, not the units, 355.10.b, 355.10.d — or a chosen unit, or
with ``at`` SELF, the source).

The instruction then performs its one game action on all of them at the same time: damage
dealt to several units at once (417.1.d), "Kill all gear" (428.6), stunning, buffing or
banishing one or more units (423.1, 426.3, 427.5), healing several (418.2): deaths from that
damage happen together in the cleanup that follows (323.5), and triggered abilities see them
as simultaneous (383.3.d).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from riftbound.cards.instruction import Ctx, Group, target_text
from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow
from riftbound.effects.amounts import SELF, unit_of
from riftbound.rules import last_known, zones
from riftbound.rules.might import might
from riftbound.rules.targeting import candidates

if TYPE_CHECKING:
    from riftbound.state import State

WHERE = ("any", "here", "my_battlefield", "there")  # where the matching objects are (see the module)
CONTROLLERS = ("any", "friendly", "enemy", "you")  # relative to the instruction's controller (740)
KINDS = ("unit", "gear", "permanent", "rune")  # board objects an "all" instruction can act on
_PLURAL = {"unit": "units", "gear": "gear", "permanent": "units and gear", "rune": "runes"}


@dataclass(frozen=True, slots=True)
class All(Group):
    """Every object ``spec`` accepts (its kind, controller relative to the instruction's
    controller, location, tag, Might, ...) that is ``where`` says, as the instruction
    executes; ``other``: not the source ("all other friendly units"); ``each`` renders "each
    unit" rather than "all units". Its fields are checked as it is written (a card with a
    bad one fails to register): ``spec`` chooses nothing (count 1, no "up to", no group
    restriction, not in a trash) and names board objects of :data:`KINDS`."""

    spec: TargetSpec
    where: str = "any"
    at: int = 0
    other: bool = False
    each: bool = False
    # "with less Might than the chosen unit": than the unit of this target slot, as it executes
    # (none while that unit is not available, 359.3.e.12)
    weaker_than: int = -1
    that: bool = False  # "there" of a battlefield named before written "at that battlefield"

    def __post_init__(self) -> None:
        s = self.spec
        if s.kind not in KINDS:
            raise ValueError(f"all: kind is one of {', '.join(KINDS)}, got {s.kind!r}")
        if s.controller not in CONTROLLERS:
            raise ValueError(f"all: controller is one of {', '.join(CONTROLLERS)}, got {s.controller!r}")
        if self.where not in WHERE:
            raise ValueError(f"all: where is one of {', '.join(WHERE)}, got {self.where!r}")
        if s.count != 1 or s.up_to or s.any_number or s.is_group or s.other:
            raise ValueError("all: nothing is chosen (355.10.d): no count, 'up to', 'any number', group "
                             "restriction or 'another' on its spec (use other=True)")
        if s.location not in ("any", "battlefield", "base"):
            raise ValueError(f"all: the objects are on the board; location {s.location!r} is not supported")
        if self.where != "any" and s.location != "any":
            raise ValueError("all: give either the spec's location or 'where', not both")
        if self.at < SELF or (self.at != 0 and self.where != "there"):
            raise ValueError("all: 'at' is the slot whose location 'there' is (SELF for the source)")

    def objects(self, g: State, ctx: Ctx) -> list[int]:
        """The matching objects now, in board order; none when the place is not available
        (359.3.e.12) or when the relation to "you" is asked of an ability with no "you"
        (an uncontrolled battlefield's, 187.6.c)."""
        if ctx.controller < 0 and self.spec.controller != "any":
            return []
        zone = -1
        if self.where != "any":
            found = self._zone(g, ctx)
            if found is None:
                return []
            zone = found
        source = ctx.source if self.other else -2
        objs = [obj for obj, _ in candidates(g, self.spec, ctx.controller, -1, chosen=False)
                if obj != source and (zone < 0 or g.o_zone[obj] == zone)]
        if self.weaker_than >= 0:
            chosen = [u for u in ctx.slot(self.weaker_than) if zones.on_board(g, u)]
            objs = [obj for obj in objs if chosen and might(g, obj) < might(g, chosen[0])]
        return objs

    def _zone(self, g: State, ctx: Ctx) -> int | None:
        """The location "here", "my battlefield" or "there" means, or ``None``."""
        if self.where == "there" and self.at != SELF:
            chosen = ctx.slot(self.at)
            if len(chosen) == 1 and chosen[0] in g.bf_objs:  # a chosen battlefield: its location (107.2)
                return zones.bf_location(g, g.bf_objs.index(chosen[0]))
            obj = unit_of(g, ctx, self.at)  # a chosen unit's location, or where this item moved it from
            return last_known.location(g, -1 if obj is None else obj, last_known.looked_back(g, ctx.uid, self.at))
        zone = last_known.location(g, ctx.source, ctx.lki)  # 808.1.d.3: where a Deathknell's source died
        if self.where == "my_battlefield" and zone is not None and g.zone_kind[zone] != zones.BF_LOCATION:
            return None
        return zone

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        """English for the group: "all enemy units here", "your units", "each unit here",
        "all other friendly units there", "all enemy units at a battlefield"."""
        s = self.spec
        bare = replace(s, location="any", controller="any" if s.controller == "you" else s.controller)
        noun = bare.noun()
        if s.kind == "permanent":  # the spec's "unit or gear" (133.4.a)
            noun = noun.replace("unit or gear", "unit and gear", 1)
        if not self.each:
            noun = noun.replace(s.kind if s.kind != "permanent" else "unit and gear", _PLURAL[s.kind], 1)
        if self.other:
            noun = f"other {noun}"
        less = " with less Might than the chosen unit" if self.weaker_than >= 0 else ""
        where = {"battlefield": " at battlefields", "base": " in bases"}.get(s.location, "")
        if self.where == "here":
            where = " here"
        elif self.where == "my_battlefield":
            where = " at my battlefield"
        elif self.where == "there":
            slot = targets[self.at] if 0 <= self.at < len(targets) else None
            named = target_text(targets, self.at) if slot is not None and slot.kind == "battlefield" else "it"
            # a battlefield named before: "there" ("at that battlefield")
            where = (" at that battlefield" if self.that else " there") if named == "it" else f" at {named}"
        if s.controller == "you":
            return f"each {noun} you control{where}{less}" if self.each else f"your {noun}{where}{less}"
        return f"{'each' if self.each else 'all'} {noun}{where}{less}"

    def shifted(self, offset: int) -> All:
        """The same group for one more execution of a spell's instructions (Repeat, 820.2.a)."""
        out = replace(self, at=self.at + offset) if self.where == "there" and self.at >= 0 else self
        return replace(out, weaker_than=out.weaker_than + offset) if out.weaker_than >= 0 else out


def every(kind: str = "unit", *, where: str = "any", at: int = 0, other: bool = False, each: bool = False,
          weaker_than: int = -1, that: bool = False, **spec: object) -> All:
    """``All(TargetSpec(kind, **spec), where, at, other, each)``: ``every("gear")`` is "all
    gear", ``every("unit", controller="enemy", where="here")`` "all enemy units here"."""
    return All(TargetSpec(kind, **spec), where, at, other, each, weaker_than, that)  # type: ignore[arg-type]


allow("All.where", WHERE)
