"""Groups of targets (355.11, 355.13): how many objects one target choice may hold, and
restrictions met by the chosen objects as a whole ("any number of units at a battlefield
with total Might 4 or less").

While choosing, an object may be added only if the group still fits and can still be
completed (355.11.a, 355.16). As the spell or ability resolves, a group that no longer fits
is narrowed by its controller to a subset of the original targets that does (355.11.b):
:class:`KeepGroup` is that choice, run before the item's instructions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.instruction import Ctx, Effect
from riftbound.cards.model import TargetSpec
from riftbound.log import log, name
from riftbound.rules import playing
from riftbound.rules.might import might

if TYPE_CHECKING:
    from riftbound.state import State

MANY = 1 << 30  # "any number" (355.13): no upper bound


def at_least(spec: TargetSpec) -> int:
    """The fewest objects the choice may hold: none for "up to" and "any number" (355.13)."""
    return 0 if spec.up_to or spec.any_number else spec.count


def at_most(spec: TargetSpec) -> int:
    return MANY if spec.any_number else spec.count


def fits(g: State, spec: TargetSpec, objs: list[int]) -> bool:
    """Do these objects collectively fulfil the group's restrictions (355.11)?"""
    if spec.same_location and len({g.o_zone[o] for o in objs}) > 1:
        return False
    if spec.same_controller and len({g.o_ctrl[o] for o in objs}) > 1:
        return False
    return spec.total_max_might is None or sum(might(g, o) for o in objs) <= spec.total_max_might


def completable(g: State, spec: TargetSpec, chosen: list[int], pool: list[int], need: int) -> bool:
    """Can ``need`` more objects of ``pool`` join ``chosen`` with the group still fitting?
    The cheapest completion takes the objects with the least Might at one location, of one
    controller, as the group requires."""
    if need <= 0:
        return fits(g, spec, chosen)
    rest = [o for o in pool if o not in chosen]
    if spec.same_location or spec.same_controller:
        def key(o: int) -> tuple[int, int]:
            return (g.o_zone[o] if spec.same_location else -1, g.o_ctrl[o] if spec.same_controller else -1)
        keys = [key(chosen[0])] if chosen else sorted({key(o) for o in rest})
        groups = [[o for o in rest if key(o) == k] for k in keys]
    else:
        groups = [rest]
    base = sum(might(g, o) for o in chosen)
    for objs in groups:
        if len(objs) < need:
            continue
        if spec.total_max_might is None or base + sum(sorted(might(g, o) for o in objs)[:need]) \
                <= spec.total_max_might:
            return True
    return False


def allowed(g: State, spec: TargetSpec, chosen: list[int], cands: list[int]) -> list[int]:
    """The candidates that may join ``chosen`` (355.11.a): the group still fits and can
    still reach its least number of objects (355.16)."""
    need = at_least(spec) - len(chosen) - 1
    return [c for c in cands if completable(g, spec, [*chosen, c], cands, need)]


def enough(g: State, spec: TargetSpec, cands: list[int]) -> bool:
    """Is there a legal group at all (355.8)?"""
    return completable(g, spec, [], cands, at_least(spec))


@dataclass(frozen=True, slots=True)
class KeepGroup(Effect):
    """As the item resolves, if target slot ``slot`` no longer collectively fulfils its
    restrictions, its controller chooses a subset of the original (still legal) targets that
    does, one object at a time, then ``done`` (355.11.b). Not card text: the engine runs it
    before the instructions of any item with a group restriction."""

    slot: int

    def _spec(self, g: State) -> TargetSpec:
        assert g.resolving is not None
        return playing.item_specs(g, g.resolving)[self.slot]

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        spec = self._spec(g)
        if fits(g, spec, ctx.slot(self.slot)) or self.options(g, ctx) in ([], [("done",)]):
            return None  # nothing to choose: the subset is taken as it stands
        return ("keep", ctx.controller, self.slot)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        spec = self._spec(g)
        chosen = g.res_chosen
        pool = ctx.slot(self.slot)
        opts: list[tuple[Any, ...]] = [
            ("target", o) for o in pool
            if o not in chosen and len(chosen) < at_most(spec) and fits(g, spec, [*chosen, o])]
        if len(chosen) >= at_least(spec):
            opts.append(("done",))
        return opts

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        if action[0] == "target":
            g.res_chosen.append(action[1])
        else:
            self._narrow(g, ctx)

    def run(self, g: State, ctx: Ctx) -> None:
        if not fits(g, self._spec(g), ctx.slot(self.slot)):
            self._narrow(g, ctx)

    def _narrow(self, g: State, ctx: Ctx) -> None:
        item = g.resolving
        assert item is not None
        chosen = g.res_chosen
        slots = list(item.targets)
        slots[self.slot] = tuple(r for r in slots[self.slot] if r[0] in chosen)
        keep = [r[0] for r in slots[self.slot]]
        chosen.clear()
        item.targets = tuple(slots)
        ctx.targets[self.slot] = keep
        if g.log is not None:
            log(g, "355.11.b", f"P{ctx.controller} keeps {', '.join(name(g, o) for o in keep) or 'no target'}")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Choose which of {targets[self.slot].text() if self.slot < len(targets) else 'them'} to affect."


def keepers(specs: tuple[TargetSpec, ...]) -> tuple[Effect, ...]:
    """The :class:`KeepGroup` steps for the group slots among ``specs``."""
    return tuple(KeepGroup(i) for i, s in enumerate(specs) if s.is_group)
