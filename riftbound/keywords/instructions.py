"""The instructions the keyword abilities are made of (801.1): Temporary's "kill this" (816),
Hunt's "gain X XP" (823), Vision's look at the top card (817), Equip's and Quick-Draw's
"attach this" (818, 819) and Weaponmaster's attach (821). They are defined here, beneath
the DSL's other instructions (``effects/``), because the keyword rules build those
abilities as a card is registered and as keywords are granted on the board
(keywords/expansion.py, keywords/granted.py); card definitions take them from
``effects/primitives.py`` like any other instruction."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.instruction import Amount, Ctx, Effect, check_positive, evaluate, parts, target_text
from riftbound.log import log
from riftbound.rules import action_triggers, turn_history, zones
from riftbound.rules import game_actions as act
from riftbound.rules.attachment import attach
from riftbound.state import MAIN_DECK

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class KillSelf(Effect):
    """Kill the source of the ability, if it is still on the board (e.g. Temporary, 816)."""

    def run(self, g: State, ctx: Ctx) -> None:
        if zones.on_board(g, ctx.source):
            act.kill(g, (ctx.source,))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Kill this."


@dataclass(frozen=True, slots=True)
class GainXP(Effect):
    """The controller gains XP (730.1); XP is not shared with teammates (732). A computed
    amount ("gain 1 XP for each friendly unit", effects/amounts.py) is evaluated as it
    executes; when null, nothing is gained (359.3.e.12)."""

    amount: int | Amount = 1

    def __post_init__(self) -> None:
        check_positive(self.amount, "XP gained")

    def run(self, g: State, ctx: Ctx) -> None:
        n = evaluate(self.amount, g, ctx)
        if n is None:
            return
        g.xp[ctx.controller] += n
        turn_history.gained_xp(g, ctx.controller)  # "If you've gained XP this turn"
        if g.log is not None:
            log(g, "730.1", f"P{ctx.controller} gains {n} XP")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        head, tail = parts(self.amount, targets)
        return f"Gain {head} XP{tail}." if head else f"Gain XP{tail}."


@dataclass(frozen=True, slots=True)
class LookTopMayRecycle(Effect):
    """Look at the top card of your main deck; you may recycle it (Vision, 817.1.b). The card
    is shown only to that player (128.4); with an empty deck there is nothing to do
    (431.1.c: looking never burns out)."""

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        deck = g.zone_of(ctx.controller, MAIN_DECK)
        return ("look", ctx.controller, deck[-1]) if deck and not g.res_count else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("yes",), ("no",)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        if action[0] == "yes":
            top = g.zone_of(ctx.controller, MAIN_DECK)[-1]
            act.recycle(g, top, rule="817.1.b")

    def run(self, g: State, ctx: Ctx) -> None:
        return None  # an empty deck: nothing to look at

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Look at the top card of your Main Deck. You may recycle it."


@dataclass(frozen=True, slots=True)
class AttachSelf(Effect):
    """Attach the source (an Equipment) to the chosen unit (434, 818.1.c.2), if both are
    still on the board; its controller attaches it ("when you attach an Equipment to me",
    411.4), unless it is already attached there (434.1.g-h: nothing happens)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for u in ctx.slot(self.target):
            if zones.on_board(g, ctx.source) and zones.on_board(g, u) and g.o_attached[ctx.source] != u:
                attach(g, ctx.source, u)
                action_triggers.attached(g, ctx.controller, u)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Attach this to {target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class AttachTargetToSource(Effect):
    """Attach the chosen Equipment to the source unit (Weaponmaster, 821.1.c); as for
    :class:`AttachSelf`, its controller attaches it."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for gear in ctx.slot(self.target):
            if zones.on_board(g, ctx.source) and zones.on_board(g, gear) and g.o_attached[gear] != ctx.source:
                attach(g, gear, ctx.source)
                action_triggers.attached(g, ctx.controller, ctx.source)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Attach the chosen Equipment to me."

