""""<effects> unless its controller has you <do>": Shakedown's "Choose an enemy unit. Deal 6 to
it unless its controller has you draw 2."

As the instruction resolves, the controller of the object chosen in slot ``target`` — not a
target themselves (355.10.d) — chooses whether to have the spell's controller do ``then_you``
(decision ``may_do``, asked of them: a choice the text asks of a player as it resolves,
355.17); if they do, ``then_you`` is done by the spell's controller and ``effects`` are not; if they
don't, or there is no such player (the object is gone, 359.3.e.12), ``effects`` are done.
Done as steps of the item's instructions, like "unless its controller pays" (effects/players.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.effects.pay import Gated
from riftbound.effects.players import players_of
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True)
class UnlessHasYou(Effect):
    """Do ``effects`` unless the controller of slot ``target``'s object has you do ``then_you``."""

    effects: tuple[Effect, ...]
    then_you: tuple[Effect, ...]
    target: int = 0

    def __post_init__(self) -> None:
        if not self.effects or not self.then_you:
            raise ValueError("'unless its controller has you': the instructions, and what they have you do")
        for e in (*self.effects, *self.then_you):
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"355.17: {type(e).__name__} asks a choice, which 'unless ... has "
                                          "you' can't hold yet")

    def steps(self) -> tuple[Effect, ...]:
        return (TheyChoose(self.target), *(Gated(e) for e in self.then_you), *(Gated(e, done=0) for e in self.effects))

    def run(self, g: State, ctx: Ctx) -> None:
        raise AssertionError("355.17: 'unless its controller has you' is done as steps of the item's instructions")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        body = " ".join(e.text(()) for e in self.effects).rstrip(".")  # "it": named by the choice
        do = " ".join(e.text(()) for e in self.then_you).rstrip(".")
        return f"Choose {targets[self.target].text()}. {body} unless its controller has you {do[0].lower()}{do[1:]}."


@dataclass(frozen=True)
class TheyChoose(Effect):
    """The step asking the controller of slot ``of``'s object "yes" or "no" (``may_do``,
    theirs); notes the answer in ``State.did`` for the gated steps that follow."""

    of: int = 0

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if g.res_count:
            return None
        players = players_of(g, ctx, "controller", self.of)
        return ("may_do", players[0]) if players else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("yes",), ("no",)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.did[:] = [int(action[0] == "yes")]
        if g.log is not None:
            players = players_of(g, ctx, "controller", self.of)
            log(g, "355.17", f"P{players[0] if players else '?'} {'does' if g.did[0] else 'does not'} have "
                             f"P{ctx.controller} do it")

    def run(self, g: State, ctx: Ctx) -> None:
        if not g.res_count:  # no one to ask
            g.did[:] = [0]

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return ""
