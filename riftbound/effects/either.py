"""One instruction or another, chosen as it resolves: "Draw 1 or channel 1 rune exhausted."
Not a bulleted list of modes (355.3, chosen as it is played): a choice the text asks of its
player that the play process does not outline, so it is made on resolution (355.17) —
decision ``either``, answered ``mode I`` (the I-th instruction, from 0 as written)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True)
class Either(Effect):
    """Do one of ``options`` (two or more instructions that ask no choice of their own), the
    controller's choice as it resolves (355.17); the one chosen is noted in ``res_chosen``."""

    either: tuple[Effect, ...]

    def __post_init__(self) -> None:
        if len(self.either) != 2:
            raise ValueError("'or' chooses between two instructions")
        for e in self.either:
            if type(e).ask is not Effect.ask or e.modes():
                raise NotImplementedError(f"355.17: {type(e).__name__} asks a choice of its own; an 'or' "
                                          "chooses between instructions that don't")

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        return None if g.res_count else ("either", ctx.controller, len(self.either))

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("mode", i) for i in range(len(self.either))]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.res_chosen.append(action[1])
        if g.log is not None:
            what = self.either[action[1]].text(()).rstrip(".")
            log(g, "355.17", f"P{ctx.controller} chooses to {what[0].lower()}{what[1:]}")

    def run(self, g: State, ctx: Ctx) -> None:
        if g.res_chosen:
            self.either[g.res_chosen.pop()].run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        first, second = (e.text(targets).rstrip(".") for e in self.either)
        verb, _, rest = first.partition(" ")
        verb2, _, rest2 = second.partition(" ")
        if rest and rest == rest2:  # one object: "Ready or exhaust a legend."
            return f"{verb} or {verb2.lower()} {rest}."
        return f"{first} or {second if second.startswith('I ') else second[0].lower() + second[1:]}."
