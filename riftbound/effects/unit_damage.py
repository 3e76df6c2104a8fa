"""Damage dealt by units that an instruction names as its source (417.6.b, 417.6.b.3): fights
("Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each
other") and "It deals damage equal to its Might to an enemy unit".

The units are the sources of that damage, not the spell or ability (417.6.b.3): "When I'm
dealt damage" sees the unit as the one that dealt it, and the Bonus Damage that spells and
abilities deal does not apply (712-715 grant it to the Deal actions of spells, abilities and,
in combat, units; docs/rulings.md). Each unit deals its Might as the instruction executes,
counted as 0 when below 0 (143.2.b); in a fight both Mights are read first and the damage is
dealt at the same time (417.1.d). A unit that is no longer available — not a legal target any
more, or a source that left the board — has null Might (359.3.e.12) and is not affected
(359.3.e.5), so a fight with only one of its two units left deals no damage at all
(docs/rulings.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.amounts import SELF, Amount, MightOf, check_positive, evaluate, parts, unit_of
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.rules.damage import UNIT_DEALS
from riftbound.rules.might import effective_might

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class Fight(Effect):
    """The unit in slot ``target`` and the unit in slot ``other`` deal damage equal to their
    Mights to each other (417.6.b.3). ``target`` :data:`SELF` is the source itself ("We deal
    damage equal to our Mights to each other"); ``other == target`` names one slot holding
    both units ("Choose two units")."""

    target: int = 0
    other: int = 1

    def pair(self, g: State, ctx: Ctx) -> tuple[int, int] | None:
        """The two units, or ``None`` when either is no longer available (359.3.e.12)."""
        if self.other == self.target:
            both = ctx.slot(self.target)
            return (both[0], both[1]) if len(both) == 2 else None
        a, b = unit_of(g, ctx, self.target), unit_of(g, ctx, self.other)
        return None if a is None or b is None or a == b else (a, b)

    def run(self, g: State, ctx: Ctx) -> None:
        pair = self.pair(g, ctx)
        if pair is None:
            if g.log is not None:
                log(g, "359.3.e.12", "the fight has lost a unit: no damage is dealt")
            return
        a, b = pair
        might_a, might_b = effective_might(g, a), effective_might(g, b)  # both first (417.1.d)
        if g.log is not None:
            log(g, "417.6.b.3", f"{name(g, a)} and {name(g, b)} deal damage equal to their Mights to each other")
        act.deal(g, b, might_a, a, rule=UNIT_DEALS)
        act.deal(g, a, might_b, b, rule=UNIT_DEALS)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.target == SELF:
            return f"Choose {_target_text(targets, self.other)}. We deal damage equal to our Mights to each other."
        if self.other == self.target or self.other >= len(targets):  # the other one is "it" (a reference)
            chosen = _target_text(targets, self.target)
        else:
            chosen = f"{_target_text(targets, self.target)} and {_target_text(targets, self.other)}"
        return f"Choose {chosen}. They deal damage equal to their Mights to each other."


@dataclass(frozen=True, slots=True)
class UnitDeals(Effect):
    """The unit in slot ``by`` (or the source, :data:`SELF`) deals ``amount`` to each unit
    chosen in slot ``target`` (417.6.b.3): "It deals damage equal to its Might to an enemy
    unit". If that unit is no longer available, no damage is dealt (359.3.e.6, 359.3.e.12)."""

    by: int
    amount: int | Amount
    target: int = 1

    def __post_init__(self) -> None:
        check_positive(self.amount, "damage dealt")

    def run(self, g: State, ctx: Ctx) -> None:
        src = unit_of(g, ctx, self.by)
        targets = ctx.slot(self.target)
        if src is None or not targets:
            return
        n = evaluate(self.amount, g, ctx)
        if n is None:
            return
        if g.log is not None:
            log(g, "417.6.b.3", f"{name(g, src)} is the source of the damage")
        for obj in targets:
            act.deal(g, obj, n, src, rule=UNIT_DEALS)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        subject = "I deal" if self.by == SELF else "It deals"
        if isinstance(self.amount, MightOf) and self.amount.of == self.by:
            head, tail = "", f" equal to {'my' if self.by == SELF else 'its'} Might"
        else:
            head, tail = parts(self.amount, targets)
        what = f"{head} to {_target_text(targets, self.target)}{tail}" if head \
            else f"damage{tail} to {_target_text(targets, self.target)}"
        chooser = _target_text(targets, self.by)
        lead = "" if self.by == SELF or chooser == "it" else f"Choose {chooser}. "
        return f"{lead}{subject} {what}."


def check(effect: Fight | UnitDeals, targets: tuple[TargetSpec, ...]) -> str | None:
    """Why the effect doesn't fit its card's target slots, or ``None``: the units are chosen
    units, the source (-1) or "it" (a slot past the targets, which a trigger fills), and one
    slot holding both fighters chooses exactly two."""
    slots = (effect.target, effect.other) if isinstance(effect, Fight) else (effect.by, effect.target)
    for i in slots:
        if i < SELF or (0 <= i < len(targets) and targets[i].kind != "unit"):
            return f"417.6.b.3: slot {i} of {type(effect).__name__} must be a unit target slot (or -1 for me)"
    if isinstance(effect, UnitDeals) and effect.target == SELF:
        return "417.6.b.3: the units dealt damage are chosen in a slot, not the source"
    if isinstance(effect, Fight):
        if effect.other == SELF:
            return "417.6.b.3: the source of a fight is its 'target' (-1), the other unit a slot"
        spec = targets[effect.target] if 0 <= effect.target < len(targets) else None
        if effect.other == effect.target and spec is not None and (spec.count != 2 or spec.up_to or spec.any_number):
            return "417.6.b.3: one slot holding both units of a fight chooses exactly 2 units ({count: 2})"
    return None
