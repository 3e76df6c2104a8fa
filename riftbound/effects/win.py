"""Winning by an instruction: "you win the game". Card text supersedes the rules' ways of
winning (002); the game ends at once with the controller's side winning — in a team mode
their teammates win with them (484.6.a.3) — everyone else losing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules.victory import win

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class WinGame(Effect):
    """The controller wins the game (002, 484.6.a.3)."""

    def run(self, g: State, ctx: Ctx) -> None:
        p = ctx.controller
        win(g, [q for q in range(g.n_players) if g.teams[q] == g.teams[p]], "card", "002")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "You win the game."
