"""Decisions asked of several players in turn as an instruction resolves (355.17), each their
own (the decision names them, ``pending[1]``), in turn order from the turn player (303.2.a):

- :class:`YouAndEachOpponentMay`: "You and each opponent may play a Gold gear token exhausted.
  For each opponent who did, you play a Gold gear token exhausted." (decision ``may_do``);
- :class:`EachOtherChooses`: "Each other player chooses cards or runes. For each player that
  chooses cards, you and that player each draw 1. For each player that chooses runes, you and
  that player each channel 1 rune exhausted." (decision ``either``, answered ``mode I``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.effects.players import in_turn_order
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log
from riftbound.rules.players import active_players, opponents

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


def _as(ctx: Ctx, p: int) -> Ctx:
    """The context a player does instructions in: they are its "you"."""
    theirs = Ctx(p, ctx.source, ctx.uid, ctx.targets, ctx.lki)
    theirs.me = ctx.me
    theirs.state = ctx.state
    return theirs


def _clause(effects: tuple[Effect, ...]) -> str:
    text = " ".join(e.text(()) for e in effects).rstrip(".")
    return text[0].lower() + text[1:]


def _no_choices(effects: tuple[Effect, ...]) -> None:
    if not effects:
        raise ValueError("instructions to do")
    for e in effects:
        if type(e).ask is not Effect.ask:
            raise NotImplementedError(f"355.17: {type(e).__name__} asks a choice of its own, which an "
                                      "instruction done for each player's decision can't hold yet")


@dataclass(frozen=True)
class YouAndEachOpponentMay(Effect):
    """The controller and each opponent, in turn order, may do ``effects`` (each as they
    decide, ``may_do``); then the controller does ``for_each`` once for each opponent who did."""

    effects: tuple[Effect, ...]
    for_each: tuple[Effect, ...]

    def __post_init__(self) -> None:
        _no_choices(self.effects)
        _no_choices(self.for_each)

    def _players(self, g: State, ctx: Ctx) -> list[int]:
        return in_turn_order(g, [ctx.controller, *opponents(g, ctx.controller)])

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        players = self._players(g, ctx)
        return ("may_do", players[g.res_kept]) if g.res_kept < len(players) else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("yes",), ("no",)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        p = self._players(g, ctx)[g.res_kept]
        g.res_kept += 1
        if action[0] != "yes":
            return
        if g.log is not None:
            log(g, "355.17", f"P{p} chooses to {_clause(self.effects)}")
        for e in self.effects:
            e.run(g, _as(ctx, p))
        if p != ctx.controller:
            g.res_chosen.append(p)

    def run(self, g: State, ctx: Ctx) -> None:
        did = len(g.res_chosen)
        g.res_chosen.clear()
        for _ in range(did):
            for e in self.for_each:
                e.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"You and each opponent may {_clause(self.effects)}. For each opponent who did, you "
                f"{_clause(self.for_each)}.")


@dataclass(frozen=True)
class EachOtherChooses(Effect):
    """Each other player, in turn order, chooses one of ``names`` (``either``, theirs); then
    for each player that chose ``names[i]``, in turn order, the controller and that player
    each do ``outcomes[i]`` (the controller first)."""

    names: tuple[str, str]
    outcomes: tuple[tuple[Effect, ...], tuple[Effect, ...]]

    def __post_init__(self) -> None:
        if len(self.names) != 2 or len(self.outcomes) != 2:
            raise ValueError("EachOtherChooses: two names, and the instructions for each")
        for effects in self.outcomes:
            _no_choices(effects)

    def _players(self, g: State, ctx: Ctx) -> list[int]:
        return in_turn_order(g, [p for p in active_players(g) if p != ctx.controller])

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        players = self._players(g, ctx)
        return ("either", players[g.res_count], len(self.names)) if g.res_count < len(players) else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("mode", i) for i in range(len(self.names))]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        p = self._players(g, ctx)[g.res_count]
        g.res_chosen.extend((p, action[1]))
        if g.log is not None:
            log(g, "355.17", f"P{p} chooses {self.names[action[1]]}")

    def run(self, g: State, ctx: Ctx) -> None:
        chosen = g.res_chosen[:]
        g.res_chosen.clear()
        for p, i in zip(chosen[0::2], chosen[1::2], strict=True):
            for who in (ctx.controller, p):
                for e in self.outcomes[i]:
                    e.run(g, _as(ctx, who))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        out = f"Each other player chooses {self.names[0]} or {self.names[1]}."
        for name, effects in zip(self.names, self.outcomes, strict=True):
            out += f" For each player that chooses {name}, you and that player each {_clause(effects)}."
        return out
