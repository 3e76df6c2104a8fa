"""Instructions followed by what to do if they couldn't be done in full: "Channel 1 rune
exhausted. If you can't, draw 1." A player channels as many runes as their rune deck holds
(430, 315.3.b.1); the follow-up instructions are done only if fewer than the number asked for
were channeled — a fact of this instruction, checked right after it (359.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log
from riftbound.rules import game_actions as act

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class ChannelElse(Effect):
    """Channel ``n`` runes (``exhausted``); if fewer than ``n`` were channeled, do ``effects``
    ("If you can't, ..." / "If you couldn't channel 2 runes this way, ..."). The follow-up
    instructions can't ask choices yet."""

    inner_slots: ClassVar[bool] = True  # its instructions use the item's target slots (keywords/repeat.py)

    n: int
    effects: tuple[Effect, ...]
    exhausted: bool = False

    def __post_init__(self) -> None:
        if self.n < 1 or not self.effects:
            raise ValueError("channel-or-else channels 1 or more runes and has instructions for when it can't")
        for e in self.effects:
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"359.3: {type(e).__name__} asks a choice, which a follow-up "
                                          "instruction can't do yet")

    def run(self, g: State, ctx: Ctx) -> None:
        done = act.channel(g, ctx.controller, self.n, self.exhausted)
        if done < self.n:
            if g.log is not None:
                log(g, "430", f"P{ctx.controller} couldn't channel {self.n} rune(s): the follow-up is done")
            for e in self.effects:
                e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        exhausted = " exhausted" if self.exhausted else ""
        runes = f"{self.n} rune{'s' if self.n != 1 else ''}"
        then = " ".join(e.text(targets) for e in self.effects)
        then = then[0].lower() + then[1:]
        if self.n == 1:
            return f"Channel {runes}{exhausted}. If you can't, {then}"
        return f"Channel {runes}{exhausted}. If you couldn't channel {runes} this way, {then}"
