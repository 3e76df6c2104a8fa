"""Conditional instructions: "If <condition>, <instructions>." and "<Instruction> if
<condition>." inside a spell's or an ability's instructions. The condition is part of the
instructions, not of a trigger (the Unleashed Rules FAQ, Triggered Abilities: Loose Cannon's
"draw 1 if you have one or fewer cards in your hand"), so it is checked as the instruction
resolves (157.1, 359.3), with the game as it is at that moment."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import DEPENDENT, EVENT_CONDITIONS, Condition, TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log
from riftbound.rules.conditions import holds

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class If(Effect):
    """Do ``effects`` only if ``condition`` holds for the resolving item's controller and
    source as this instruction resolves (rules/conditions.py). ``after`` renders the condition
    after a single instruction ("Draw 1 if ..."). The instructions it holds can't ask choices
    of their own; a condition about the event that triggered an ability belongs next to the
    trigger condition (383.3.e), and a dependent keyword is [Legion]/[Level N] text (727.1)."""

    condition: Condition
    effects: tuple[Effect, ...]
    after: bool = False

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("'if' needs the instructions it does")
        if self.condition.kind in EVENT_CONDITIONS + DEPENDENT:
            raise ValueError(f"an instruction's 'if' is about the game as it resolves; {self.condition.kind!r} "
                             "goes next to a trigger condition (383.3.e) or is a dependent keyword (727.1)")
        if self.after and len(self.effects) != 1:
            raise ValueError("'after' renders one instruction followed by its condition")
        for e in self.effects:
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"359.3: {type(e).__name__} asks a choice, which a conditional "
                                          "instruction can't do yet")

    def run(self, g: State, ctx: Ctx) -> None:
        done = holds(g, self.condition, ctx.controller, ctx.source, ctx.lki)
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
        return f"If {self.condition.clause()}, {body}"
