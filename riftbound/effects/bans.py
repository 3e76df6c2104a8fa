"""Instructions forbidding players to play cards for the rest of the turn (054.1, 390.4):
"Opponents can't play cards this turn." and "Counter a spell. Its controller can't play
spells this turn." Each creates, for every player barred, a delayed passive ability in
``g.lasting`` (kind ``"no_play"``, rules/restrictions.py) that ends with the turn (317.2.c);
it forbids playing such cards from anywhere, by an instruction too (419), and never tokens,
which are not cards (052, 182)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.rules import lasting, restrictions
from riftbound.rules.chain import counter
from riftbound.rules.players import opponents

if TYPE_CHECKING:
    from riftbound.state import State

BARRED = {"card": "cards", "spell": "spells"}  # what may be barred: any card, or spells


def bar(g: State, player: int, cards: str) -> None:
    """``player`` can't play ``cards`` for the rest of this turn (390.4)."""
    g.lasting.append((g.clock, player, lasting.ANYWHERE, "", restrictions.NO_PLAY, cards))  # 475.1
    g.clock += 1
    if g.log is not None:
        log(g, "054.1", f"P{player} can't play {BARRED[cards]} this turn")


@dataclass(frozen=True, slots=True)
class CantPlayThisTurn(Effect):
    """"Opponents can't play cards this turn.": each opponent of the controller (740.2) as it
    resolves."""

    cards: str = "card"

    def run(self, g: State, ctx: Ctx) -> None:
        for p in opponents(g, ctx.controller):
            bar(g, p, self.cards)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Opponents can't play {BARRED[self.cards]} this turn."


@dataclass(frozen=True, slots=True)
class CounterAndBar(Effect):
    """"Counter a spell. Its controller can't play spells this turn.": the chosen spell in
    slot ``target`` is countered (425) and the player who controlled it, read before it left
    the chain, is barred; with the spell no longer a legal target nothing happens
    (359.3.e)."""

    cards: str = "spell"
    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for uid in ctx.slot(self.target):
            who = next((it.controller for it in g.chain if it.uid == uid), -1)
            if counter(g, uid) and who >= 0:
                bar(g, who, self.cards)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        what = _target_text(targets, self.target)
        return f"Counter {what}. Its controller can't play {BARRED[self.cards]} this turn."


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("CantPlayThisTurn.cards", tuple(BARRED))
allow("CounterAndBar.cards", tuple(BARRED))


# Real cards III: the Vex, Jinx and Vi precons
@dataclass(frozen=True, slots=True)
class CantMoveThisTurn(Effect):
    """"They can't move it this turn.": the controller of the unit in slot ``target`` ("it",
    the unit an opponent played) as this resolves can't move it — by a Standard Move or by
    their spells and abilities — for the rest of the turn (054.1, 390.4;
    rules/restrictions.py). Others may still move it; as a new object it is free again
    (359.3.e.4)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for u in ctx.slot(self.target):
            restrictions.bar_move(g, g.o_ctrl[u], u)
            if g.log is not None:
                log(g, "054.1", f"P{g.o_ctrl[u]} can't move {name(g, u)} this turn")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "They can't move it this turn."
