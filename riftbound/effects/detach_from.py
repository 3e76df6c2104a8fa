"""Detaching an Equipment chosen as the instruction resolves (435): "Then detach an Equipment
from it" (the unit chosen) and "If it's an Equipment, you may detach it" (the gear chosen).
``Detach`` (effects/actions.py) detaches each chosen card; these say which card as they
execute."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.effects.choose_one import ChooseOne
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.rules.attachment import attached_to
from riftbound.rules.layers import tags_of
from riftbound.rules.tasks import push_cleanup

if TYPE_CHECKING:
    from riftbound.state import State

EQUIPMENT = "Equipment"


def detach(g: State, card: int) -> None:
    """435: ``card`` stops being attached and stays where it is; gear left at a battlefield is
    recalled by the next Cleanup (435.4.a, 323.7)."""
    top = g.o_attached[card]
    if top < 0:
        return
    g.o_attached[card] = -1
    if g.log is not None:
        log(g, "435", f"{name(g, card)} detaches from {name(g, top)}")
    push_cleanup(g)


def _target(targets: tuple[TargetSpec, ...], slot: int) -> str:
    return targets[slot].text() if slot < len(targets) else "it"


def equipment_of(g: State, unit: int) -> list[int]:
    """The Equipment attached to ``unit`` (818.3.b)."""
    return [c for c in attached_to(g, unit) if EQUIPMENT in tags_of(g, c)]


class ChooseEquipment(ChooseOne):
    """One of a unit's Equipment chosen as the instruction resolves (355.17; decision
    ``detach``, answered ``card REF``), asked only when there is a choice."""

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        return ("detach", ctx.controller)

    def run(self, g: State, ctx: Ctx) -> None:
        self.choose_alone(g, ctx)


@dataclass(frozen=True, slots=True)
class DetachFrom(ChooseEquipment):
    """"Detach an Equipment from it": one Equipment attached to the unit chosen in slot
    ``of`` detaches (435). Which one is chosen by the instruction's controller as it resolves
    (355.17; decision ``detach``, answered ``card REF``), asked only when several are
    attached; with none, nothing happens. ``then`` words it "Then ..." (157.1)."""

    of: int = 0
    then: bool = False
    optional: bool = field(default=False, init=False)  # "Detach ...", not "you may"

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        units = ctx.slot(self.of)
        if len(units) != 1 or not zones.on_board(g, units[0]):
            return []
        return equipment_of(g, units[0])

    def chosen(self, g: State, ctx: Ctx, obj: int) -> None:
        detach(g, obj)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        it = "it" if self.then or self.of >= len(targets) else _target(targets, self.of)
        return f"{'Then detach' if self.then else 'Detach'} an Equipment from {it}."


@dataclass(frozen=True, slots=True)
class MayDetachIt(Effect):
    """"If it's an Equipment, you may detach it": the gear chosen in slot ``target``, if it is
    an Equipment attached to a unit (818), may be detached (435) — asked as it resolves
    (decision ``may_do``, answered ``yes``/``no``); otherwise nothing happens."""

    target: int = 0

    def _card(self, g: State, ctx: Ctx) -> int:
        chosen = ctx.slot(self.target)
        if len(chosen) != 1:
            return -1
        c = chosen[0]
        return c if zones.on_board(g, c) and g.o_attached[c] >= 0 and EQUIPMENT in tags_of(g, c) else -1

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        return ("may_do", ctx.controller) if not g.res_count and self._card(g, ctx) >= 0 else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("yes",), ("no",)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        if action[0] == "yes":
            detach(g, self._card(g, ctx))

    def run(self, g: State, ctx: Ctx) -> None:
        """Nothing more: the detaching, if any, was done as the player answered."""

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "If it's an Equipment, you may detach it."
