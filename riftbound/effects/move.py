"""Moves caused by spells and abilities (420.2.a, 444), to a destination other than a
battlefield chosen in a target slot (that is ``MoveTo``, effects/primitives.py).

``Move(target, dest)`` moves each chosen unit of slot ``target``:

- ``"its_base"`` / ``"base"``: to its base ("Move a friendly unit at a battlefield to its
  base", "Move up to 2 friendly units to base"). A unit goes to the base of its controller,
  whoever's base the text names (docs/rulings.md "Moves to a base"). A unit already there is
  not a valid choice for the move (355.4.a; rules/playing.py filters it out).
- ``"chosen"``: to a location chosen as the instruction resolves ("Move an enemy unit."):
  its controller's base or a battlefield where it may go (355.4.a, 442.2.a-b, 444.2, 457).
- ``"to_or_from_base"``: from a battlefield to its base, or from its base to a chosen
  battlefield ("Move a friendly unit to or from its base").
- ``"there"``: to the location of the unit chosen in slot ``at`` ("... to that enemy unit's
  battlefield"); nothing happens if that unit is no longer a legal target (359.3.e.12). With
  ``at`` the slot past the targets of a "When I move to a battlefield" ability, to the
  battlefield it moved to ("... to that battlefield"; rules/action_triggers.py).
- ``"here"`` / ``"this_battlefield"`` / ``"my_battlefield"``: to the battlefield where the
  ability's source is ("you may move an enemy unit to here", "... your token units to this
  battlefield", "... to my battlefield"; 359.3.f.1);
  nothing if the source is no longer on the board as the same object (359.3.e.12) or is in a
  base.
- ``"other_battlefield"`` / ``"battlefield"``: to a battlefield other than its own, chosen as
  it resolves ("... to a different battlefield", "... to a battlefield"; never a base).
- ``"single_location"``: as ``"chosen"``, all the units to one location ("... to a single
  location"; one other than each one's, 355.4.a).
- ``"open_battlefield"``: to an open battlefield (169.10.c: no unit there, no controller), chosen
  as it resolves ("move any number of your units to an open battlefield").
- ``"paid"``: to the location of the unit exhausted to pay for the ability (its first cost done
  to an object, rules/cost_objects.py), as it resolves; nothing once that unit has left the board
  (359.3.e.12) ("Move a different unit you control to the location of the unit you exhausted to
  pay for this ability").
- ``"same_controller"``: to a chosen location other than its own where there is another unit
  with the same controller ("Move an enemy unit to a location where there's a unit with the
  same controller").
- ``"outmatched_enemy"``: to a chosen occupied enemy battlefield whose enemy units' total Might
  is less than the unit's ("Move me to an occupied enemy battlefield if my Might is greater
  than the total Might of enemy units there"); none, nothing happens.

A destination that is not fixed is chosen by the instruction's controller as it resolves
(decision ``move_dest``, which names the unit moved, answered ``location ZONE``, or ``no``
with ``optional``, "you may"; asked only when there is a real choice; docs/rulings.md "Moves
by spells and abilities"). Units moved by one instruction to one destination move together
(144.3.a, 441.3), each battlefield not controlled by the unit's controller becomes Contested
(445), a Cleanup follows (448) and the effect's controller is the one who moved them ("when
you move an enemy unit", 411.4). A destination that is invalid for a unit when it must go
there (a fixed ``"there"``) recalls it instead (442.2.c, 449).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from riftbound.cards.instruction import SELF, Group, target_text
from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import zones
from riftbound.rules.action_triggers import moved_enemy
from riftbound.rules.might import effective_might
from riftbound.rules.move_rules import may_go_to_base
from riftbound.rules.movement import move_units, recall, valid_destination
from riftbound.rules.players import is_friendly
from riftbound.rules.restrictions import may_move
from riftbound.rules.tasks import push_cleanup

if TYPE_CHECKING:
    from riftbound.state import State

BASE_DESTS = ("its_base", "base")
HERE_DESTS = ("here", "this_battlefield", "my_battlefield")
DESTS = (*BASE_DESTS, "chosen", "to_or_from_base", "there", "same_controller", "outmatched_enemy", *HERE_DESTS,
         "other_battlefield", "battlefield", "single_location", "paid", "open_battlefield")
ORIGINS = ("", "from")


@dataclass(frozen=True, slots=True)
class Move(Effect):
    """Move the units of slot ``target`` to ``dest`` (module docstring). ``origin="from"``
    writes a battlefield restriction of the units as "from a battlefield" instead of "at a
    battlefield"; ``optional`` is "You may move"."""

    target: int | Group = 0  # a slot, SELF, or a group found as it executes ("all enemy units there")
    dest: str = "chosen"
    at: int = -1
    origin: str = ""
    optional: bool = False
    then: bool = False  # worded "Then move ..." after the instructions before it (157.1)
    # how "there" past the targets (the event's battlefield or unit) is worded: "" "to that battlefield",
    # "same" "to the same battlefield", "there" "there", "with" "I may be moved with it" (where that unit is),
    # "this" "to this battlefield" (the battlefield a delayed ability's creator was at)
    called: str = ""

    def __post_init__(self) -> None:
        if self.dest not in DESTS:
            raise ValueError(f"Move: unknown dest {self.dest!r}; one of {', '.join(DESTS)}")
        if self.origin not in ORIGINS:
            raise ValueError(f"Move: unknown origin {self.origin!r}; one of {', '.join(map(repr, ORIGINS))}")
        if (self.dest == "there") != (self.at >= 0):
            raise ValueError("Move: dest 'there' needs the slot `at` of the unit whose location it is, "
                             "and only it takes one")
        if self.called == "with" and (self.target != SELF or self.dest != "there"):
            raise ValueError("Move: 'I may be moved with it' moves me to the location of the unit of slot `at`")
        if not isinstance(self.target, int) and self.dest not in BASE_DESTS:
            raise NotImplementedError("Move: 'all' units move only to their bases so far")
        if self.at >= 0 and self.at == self.target:
            raise ValueError("Move: `at` names the units moved themselves")
        if self.optional and self.dest in BASE_DESTS:
            raise NotImplementedError("Move: 'you may move ... to base' is not supported yet")

    def to_base_slot(self) -> int:
        return self.target if self.dest in BASE_DESTS and isinstance(self.target, int) else -1

    # ---- destinations ----------------------------------------------------------------------
    def _units(self, g: State, ctx: Ctx) -> list[int]:
        return [u for u in ctx.slot(self.target) if zones.on_board(g, u)]

    def _choices(self, g: State, ctx: Ctx, units: list[int]) -> list[int]:
        """The destinations (zones) the units may be moved to together (355.4.a)."""
        if not units:
            return []
        if self.dest == "paid":
            item = g.resolving
            paid = [o for k, o in (item.cost_objs if item is not None else ()) if k == 0 and o >= 0]
            return [g.o_zone[o] for o in paid[:1] if zones.on_board(g, o)]
        if self.dest in HERE_DESTS:
            return [z for z in (g.o_zone[me] for me in ctx.slot(SELF)) if g.zone_kind[z] == zones.BF_LOCATION]
        if self.dest == "there":
            for x in ctx.slot(self.at):
                if x in g.bf_objs:  # the battlefield a "when I move to a battlefield" went to
                    return [zones.bf_location(g, g.bf_objs.index(x))]
                if zones.on_board(g, x):
                    return [g.o_zone[x]]
            return []
        if self.dest == "my_battlefield":  # the source's location, if it is at a battlefield now
            here = g.o_zone[ctx.source] if ctx.source >= 0 and zones.on_board(g, ctx.source) else -1
            return [here] if here >= 0 and g.zone_kind[here] == zones.BF_LOCATION else []
        out: list[int] | None = None
        for u in units:
            mine = self._unit_choices(g, u)
            out = mine if out is None else [z for z in out if z in mine]
        return out or []

    def _unit_choices(self, g: State, u: int) -> list[int]:
        ctrl = g.o_ctrl[u]
        here = g.o_zone[u]
        base = zones.base_of(g, ctrl) if may_go_to_base(g, u) else -1  # rules/move_rules.py
        bfs = [zones.bf_location(g, bf) for bf in range(len(g.bf_objs))
               if zones.bf_location(g, bf) != here and valid_destination(g, ctrl, bf)]
        home = [base] if base >= 0 and here != base else []
        if self.dest in ("chosen", "single_location"):
            return home + bfs
        if self.dest in ("other_battlefield", "battlefield"):
            return bfs
        if self.dest == "open_battlefield":  # 169.10.c: no unit there and no controller
            return [z for z in bfs if g.bf_ctrl[g.zone_bf[z]] < 0
                    and not any(g.catalog[g.o_card[o]].type == "unit" for o in g.zones[z])]
        if self.dest == "to_or_from_base":
            return bfs if here == zones.base_of(g, ctrl) else home
        if self.dest == "outmatched_enemy":
            return [z for z in bfs if _outmatched(g, u, z)]
        # same_controller: where another unit of its controller is
        return [z for z in home + bfs
                if any(o != u and g.o_ctrl[o] == ctrl and g.catalog[g.o_card[o]].type == "unit"
                       for o in g.zones[z])]

    # ---- resolution ----------------------------------------------------------------------
    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if g.res_count or self.dest in BASE_DESTS:
            return None
        choices = self._choices(g, ctx, self._units(g, ctx))
        if not choices or (len(choices) == 1 and not self.optional):
            return None
        return ("move_dest", ctx.controller, self._units(g, ctx)[0])  # the (first) unit moved

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        opts: list[tuple[Any, ...]] = [("location", z) for z in self._choices(g, ctx, self._units(g, ctx))]
        return [*opts, ("no",)] if self.optional else opts

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        if action[0] == "location":
            self._move(g, ctx, self._units(g, ctx), int(action[1]))

    def run(self, g: State, ctx: Ctx) -> None:
        if g.res_count:
            return  # the destination was chosen (answer)
        units = self._units(g, ctx)
        if self.dest in BASE_DESTS:
            for ctrl in sorted({g.o_ctrl[u] for u in units}):
                base = zones.base_of(g, ctrl)
                self._move(g, ctx, [u for u in units if g.o_ctrl[u] == ctrl and g.o_zone[u] != base
                                    and may_go_to_base(g, u)], base)
            return
        if self.optional:
            return  # nothing to choose, or declined
        choices = self._choices(g, ctx, units)
        if choices:
            self._move(g, ctx, units, choices[0])

    @staticmethod
    def _move(g: State, ctx: Ctx, units: list[int], dest: int) -> None:
        """Move the units that may go to ``dest`` there together; recall those that can't
        (442.2.c)."""
        bf = g.zone_bf[dest] if g.zone_kind[dest] == zones.BF_LOCATION else -1
        units = [u for u in units if may_move(g, ctx.controller, u)]  # "They can't move it this turn" (054.1)
        going = [u for u in units if g.o_zone[u] != dest and (bf < 0 or valid_destination(g, g.o_ctrl[u], bf))]
        for u in units:
            if u not in going and g.o_zone[u] not in (dest, zones.base_of(g, g.o_ctrl[u])):
                recall(g, u, "442.2.c")
                push_cleanup(g)
        if going:
            move_units(g, g.o_ctrl[going[0]], going, dest, "444")
            for u in going:
                moved_enemy(g, ctx.controller, u)

    # ---- text ----------------------------------------------------------------------------
    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.called == "with":  # "When a friendly unit moves from my location, I may be moved with it."
            return "I may be moved with it." if self.optional else "Move me with it."
        if not isinstance(self.target, int):  # "Move all enemy units there to their base."
            return f"Move {target_text(targets, self.target)} to their base."
        spec = targets[self.target] if 0 <= self.target < len(targets) else None
        if spec is None:
            who = "me" if self.target < 0 else "it"
        elif self.origin == "from":
            where_from = "here" if spec.location == "here" else "a battlefield"
            who = f"{replace(spec, location='any').text()} from {where_from}"
        else:
            who = target_text(targets, self.target)  # "it" when named before (effects/it.py)
        plural = spec is not None and (spec.count > 1 or spec.any_number)
        if self.dest == "its_base":
            where = " to your base" if who == "me" else " to their base" if plural else " to its base"
        elif self.dest == "base":
            where = " to base"
        elif self.dest == "to_or_from_base":
            where = " to or from its base"
        elif self.dest == "there" and self.at >= len(targets):
            # the battlefield moved to, of "when I move to a battlefield"
            where = {"same": " to the same battlefield", "there": " there",
                     "this": " to this battlefield"}.get(self.called, " to that battlefield")
        elif self.dest == "there" and targets[self.at].kind == "battlefield":
            where = " to that battlefield"  # a chosen battlefield
        elif self.dest == "there":
            of = targets[self.at]
            place = "battlefield" if of.location == "battlefield" else "location"
            where = f" to that {replace(of, location='any').noun()}'s {place}"
        elif self.dest == "here":
            where = " to here"
        elif self.dest == "other_battlefield":
            where = " to a different battlefield"
        elif self.dest == "battlefield":
            where = " to a battlefield"
        elif self.dest == "paid":  # the unit paid for the cost is another one than the unit moved
            who = f"a different {spec.noun()}" if spec is not None else who
            where = " to the location of the unit you exhausted to pay for this ability"
        elif self.dest == "open_battlefield":
            where = " to an open battlefield"
        elif self.dest == "single_location":
            where = " to a single location"  # all of them together, to one destination (144.3.a)
        elif self.dest == "this_battlefield":
            where = " to this battlefield"
        elif self.dest == "my_battlefield":
            where = " to my battlefield"
        elif self.dest == "same_controller":
            where = " to a location where there's a unit with the same controller"
        elif self.dest == "outmatched_enemy":
            mine = "my" if who == "me" else "its"
            where = (f" to an occupied enemy battlefield if {mine} Might is greater than the total Might of enemy "
                     "units there")
        else:
            where = ""
        verb = "You may move" if self.optional else "Then move" if self.then else "Move"
        return f"{verb} {who}{where}."


def _outmatched(g: State, u: int, z: int) -> bool:
    """Is battlefield location ``z`` an occupied enemy battlefield — controlled by an opponent
    of ``u``'s controller (740.2), with units there — whose enemy units' total Might is less
    than ``u``'s ("if my Might is greater than the total Might of enemy units there", read as
    the destination is chosen; Might below 0 counts as 0, 143.2.b)?"""
    ctrl = g.o_ctrl[u]
    owner = g.bf_ctrl[g.zone_bf[z]]
    if owner < 0 or is_friendly(g, ctrl, owner):
        return False
    enemies = [o for o in g.zones[z] if g.catalog[g.o_card[o]].type == "unit" and not is_friendly(g, ctrl, g.o_ctrl[o])]
    return bool(enemies) and effective_might(g, u) > sum(effective_might(g, o) for o in enemies)


def check(effect: Move, targets: tuple[TargetSpec, ...]) -> str | None:
    """Why a card's Move can't work: units are the only permanents that move (442.3), so its
    slot must choose units; the slot of ``"there"`` must be a unit slot of the same targets."""
    if isinstance(effect.target, int) and 0 <= effect.target < len(targets) and targets[effect.target].kind != "unit":
        return f"move needs a target slot of kind unit (442.3; slot {effect.target})"
    if effect.dest == "there" and effect.at < len(targets) and targets[effect.at].kind not in ("unit", "battlefield"):
        return (f"move to 'there' needs `at` to be a unit or battlefield target slot, or the slot past them "
                f"(slot {effect.at})")
    return None


allow("Move.dest", DESTS)
allow("Move.origin", ORIGINS)
allow("Move.called", ("", "same", "there", "with", "this"))
