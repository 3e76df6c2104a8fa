"""Conditional instructions: "If <condition>, <instructions>." and "<Instruction> if
<condition>." inside a spell's or an ability's instructions. The condition is part of the
instructions, not of a trigger (the Unleashed Rules FAQ, Triggered Abilities: Loose Cannon's
"draw 1 if you have one or fewer cards in your hand"), so it is checked as the instruction
resolves (157.1, 359.3), with the game as it is at that moment."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import DEPENDENT, EVENT_CONDITIONS, UNIT, Condition, TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log
from riftbound.rules import zones
from riftbound.rules.conditions import holds
from riftbound.rules.last_known import CONTROLLER, MIGHT, looked_back
from riftbound.rules.might import effective_might
from riftbound.rules.players import is_friendly
from riftbound.rules.targeting import in_state
from riftbound.state import HAND

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class If(Effect):
    """Do ``effects`` only if ``condition`` holds for the resolving item's controller and
    source as this instruction resolves (rules/conditions.py). ``after`` renders the condition
    after a single instruction ("Draw 1 if ..."), ``then`` after "Then, ". The instructions it holds can't ask choices
    of their own; a condition about the event that triggered an ability belongs next to the
    trigger condition (383.3.e), and a dependent keyword is [Legion]/[Level N] text (727.1)."""

    inner_slots: ClassVar[bool] = True  # its instructions use the item's target slots (keywords/repeat.py)

    condition: Condition
    effects: tuple[Effect, ...]
    after: bool = False
    then: bool = False  # "Then, if it had 3 [M] or less, ...": after the instruction before it

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("'if' needs the instructions it does")
        if self.then and self.after:
            raise ValueError("'then' leads the condition; 'after' puts it last")
        if self.condition.kind in EVENT_CONDITIONS + DEPENDENT:
            raise ValueError(f"an instruction's 'if' is about the game as it resolves; {self.condition.kind!r} "
                             "goes next to a trigger condition (383.3.e) or is a dependent keyword (727.1)")
        if self.after and len(self.effects) != 1:
            raise ValueError("'after' renders one instruction followed by its condition")
        _no_choices(self.effects)

    def run(self, g: State, ctx: Ctx) -> None:
        done = is_true(g, self.condition, ctx)
        if g.log is not None:
            log(g, "359.3", f"'if {self.condition.clause()}' is {'true' if done else 'false'}")
        if done:
            for e in self.effects:
                e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.after:
            return f"{self.effects[0].text(targets).rstrip('.')} if {self.condition.clause()}."
        body = " ".join(e.text(targets) for e in self.effects)
        if body[:1].isupper() and not body.startswith("I "):
            body = body[0].lower() + body[1:]
        return f"{'Then, if' if self.then else 'If'} {self.condition.clause()}, {body}"


def _no_choices(effects: tuple[Effect, ...]) -> None:
    for e in effects:
        if type(e).ask is not Effect.ask:
            raise NotImplementedError(f"359.3: {type(e).__name__} asks a choice, which a conditional "
                                      "instruction can't do yet")


def is_true(g: State, cond: Condition, ctx: Ctx) -> bool:
    """Does ``cond`` hold as the instruction resolves? One about a chosen target ("if it's
    attacking", ``of``) reads that target, and is false when it is no longer a legal target
    (359.3.e: the instruction can't learn anything about it, docs/rulings.md); the others are
    read for the item's controller and source (rules/conditions.py)."""
    if cond.of is not None:
        objs = ctx.slot(cond.of)
        if cond.kind in ("enemy", "friendly"):  # whose it was, as it last existed if this item moved it away
            seen = looked_back(g, ctx.uid, cond.of)
            ctrls = [seen[CONTROLLER]] if len(seen) > CONTROLLER else [g.o_ctrl[o] for o in objs]
            return bool(ctrls) and all(is_friendly(g, ctx.controller, c) == (cond.kind == "friendly") for c in ctrls)
        if cond.kind == "had_might_at_most":  # its Might as it last existed if this item moved it away (359.3.e.13)
            seen = looked_back(g, ctx.uid, cond.of)
            mights = [seen[MIGHT]] if len(seen) > MIGHT else [
                effective_might(g, o) for o in objs if zones.on_board(g, o)]  # not killed: as it is now
            return bool(mights) and all(m <= cond.n for m in mights)
        if cond.kind == "only_yours_there":  # no other unit its controller controls at its location
            return bool(objs) and all(zones.on_board(g, o) and only_yours_there(g, o, ctx.controller) for o in objs)
        return bool(objs) and all(zones.on_board(g, o) and in_state(g, o, cond.kind) for o in objs)
    if cond.kind == "played_from_hand":  # the zone the spell resolving was played from (358.4's origin)
        item = g.resolving
        return item is not None and item.uid == ctx.uid and item.kind == "card" \
            and g.zone_kind[item.origin] == HAND
    return holds(g, cond, ctx.controller, ctx.source, ctx.lki)


def only_yours_there(g: State, obj: int, player: int) -> bool:
    """"It is the only unit you control there": ``player`` controls ``obj`` and no other unit
    at its location."""
    return g.o_ctrl[obj] == player and not any(
        o != obj and g.o_ctrl[o] == player and g.catalog[g.o_card[o]].type == UNIT for o in g.zones[g.o_zone[obj]])


@dataclass(frozen=True, slots=True)
class Instead(Effect):
    """"<effects>. If <condition>, <instead> instead.": a conditional replacement written in
    the instructions themselves. The condition is checked as the instruction resolves, before
    either is done (the instructions it replaces never happen, 367.1-367.2), with the game as it
    is then; the replaced instructions and the ones done instead act on the same targets
    ("deal 4 to it instead"). Neither may ask a choice yet. ``otherwise`` renders the same as
    "Choose <its target>. If <condition>, <instead>. Otherwise, <effects>."."""

    inner_slots: ClassVar[bool] = True  # its instructions use the item's target slots (keywords/repeat.py)

    condition: Condition
    effects: tuple[Effect, ...]
    instead: tuple[Effect, ...]
    otherwise: bool = False

    def __post_init__(self) -> None:
        if not self.effects or not self.instead:
            raise ValueError("'instead' needs the instructions it replaces and those done instead")
        if self.condition.kind in EVENT_CONDITIONS + DEPENDENT:
            raise ValueError(f"an instruction's 'if' is about the game as it resolves, not {self.condition.kind!r}")
        _no_choices(self.effects + self.instead)

    def run(self, g: State, ctx: Ctx) -> None:
        done = is_true(g, self.condition, ctx)
        if g.log is not None:
            log(g, "359.3", f"'if {self.condition.clause()}' is {'true' if done else 'false'}"
                + (": the instructions are done instead" if done else ""))
        for e in (self.instead if done else self.effects):
            e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.otherwise:  # "Choose an enemy unit. If it is stunned, kill it. Otherwise, stun it."
            alt = " ".join(e.text(()) for e in self.instead)
            base = " ".join(e.text(()) for e in self.effects)
            clause = self.condition.clause().replace("it's already ", "it is ")  # no "already": not "instead"
            return (f"Choose {targets[0].text()}. If {clause}, {alt[0].lower()}{alt[1:]} "
                    f"Otherwise, {base[0].lower()}{base[1:]}")
        base = " ".join(e.text(targets) for e in self.effects)
        alt = " ".join(e.text(()) for e in self.instead).rstrip(".")  # its targets are "it" by now
        return f"{base} If {self.condition.clause()}, {alt[0].lower()}{alt[1:]} instead."
