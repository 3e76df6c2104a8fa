"""A card chosen from another player's hand as an instruction resolves: "Choose an opponent.
They reveal their hand. Choose a card from it, and they discard that card."

The player is the target of the spell or ability (355.9.a, ``TargetSpec("player", "enemy")``)
and reveals their hand with ``TheyDo((Reveal(zone="hand"),), "chosen")`` (424: shown to every
player, until the next action). The card is not a target — a hand is not a public zone
(355.10.a) — and is chosen by the controller as the instruction resolves (355.17), from the
cards of that hand, which the decision shows the chooser alone (``look``, 128.4): the hand was
revealed to them, and the reveal may have ended with an earlier decision ("you may pay 2 XP
to choose ..."). No other player sees more than the reveal showed them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.info import CF_UNIT
from riftbound.cards.vocabulary import allow
from riftbound.effects.choose_one import ChooseOne
from riftbound.effects.primitives import Effect
from riftbound.log import log, name
from riftbound.rules import action_triggers, lasting, zones
from riftbound.rules import game_actions as act
from riftbound.state import HAND

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.effects.primitives import Ctx
    from riftbound.state import State

THEN = ("discard", "recycle")  # what is done with the card chosen


@dataclass(frozen=True)
class FromTheirHand(ChooseOne):
    """The controller chooses a card (``non_unit``: not a unit card) from the hand of the
    player chosen for slot ``of``, then ``then``: that player discards it (422.1; their
    discard triggers, 422.1.b) and draws ``draw``, or it is recycled (416). ``after_reveal``
    renders the hand as "it" (just revealed). With no such card, nothing; with one and no
    "you may", it is chosen without asking (docs/rulings.md)."""

    then: str = "discard"
    non_unit: bool = False
    of: int = 0
    draw: int = 0
    after_reveal: bool = True
    optional: bool = False

    def __post_init__(self) -> None:
        if self.then not in THEN:
            raise ValueError(f"FromTheirHand: then is one of {', '.join(THEN)}, not {self.then!r}")
        if self.draw and self.then != "discard":
            raise ValueError("FromTheirHand: 'and draw' follows 'they discard that card'")

    def _hand(self, g: State, ctx: Ctx) -> list[int]:
        chosen = ctx.slot(self.of)  # the player, while still a legal target (359.3.e)
        return list(g.zone_of(chosen[0], HAND)) if len(chosen) == 1 else []

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        hand = self._hand(g, ctx)
        if self.non_unit:
            return [c for c in hand if not g.cinfo[g.o_card[c]].flags & CF_UNIT]
        return hand

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        return ("look", ctx.controller, *self._hand(g, ctx))  # 128.4: the chooser is shown the hand

    def chosen(self, g: State, ctx: Ctx, obj: int) -> None:
        owner = g.o_owner[obj]
        if g.log is not None:
            log(g, "355.17", f"P{ctx.controller} chooses {name(g, obj)} from P{owner}'s hand")
        if self.then == "recycle":
            act.recycle(g, obj)
            return
        zones.to_trash(g, obj)
        if g.log is not None:
            log(g, "422.1", f"P{owner} discards {name(g, obj)}")
        action_triggers.discarded(g, owner, [obj])
        if self.draw:
            act.draw(g, owner, self.draw)

    def run(self, g: State, ctx: Ctx) -> None:
        self.choose_alone(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        card = "non-unit card" if self.non_unit else "card"
        if self.then == "recycle":
            then = "recycle that card"
        else:
            then = "they discard that card" + (f" and draw {self.draw}" if self.draw else "")
        return f"Choose a {card} from {'it' if self.after_reveal else 'their hand'}, and {then}."


@dataclass(frozen=True)
class LookAtTheirFacedown(Effect):
    """"You can look at their facedown cards this turn": the controller may look at the
    facedown cards (811) the player chosen for slot ``of`` controls, now and as more are
    hidden, until the end of the turn (128.4; a delayed passive ability, rules/lasting.py)."""

    of: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        chosen = ctx.slot(self.of)
        if len(chosen) == 1:
            lasting.create(g, ctx.controller, lasting.ANYWHERE, "yours", "look_facedown", chosen[0])

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "You can look at their facedown cards this turn."


allow("FromTheirHand.then", THEN)
