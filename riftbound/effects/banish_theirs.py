""""Choose a card revealed this way and banish it. When they hold, return it to their hand (even
if I'm no longer on the board)." (Ashe, Focused): after "Choose an opponent. They reveal their
hand.", the controller chooses a card of that hand as the instruction resolves (355.17, as for
:class:`~riftbound.effects.their_hand.FromTheirHand`) and banishes it (427); the instruction then
creates a delayed ability (390.2, 392) waiting for that opponent to hold (464.2), whose "it" is
the banished card (390.5): as it resolves, the card returns to its owner's hand if it is still in
banishment as the same object (359.3.e.4). The delayed ability has no end (rules/delayed.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from riftbound.cards.events import THEY_HOLD
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.nested import index_of
from riftbound.effects.choose_one import ChooseOne
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import action_triggers, delayed, zones
from riftbound.state import BANISHMENT, HAND

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class ReturnItToHand(Effect):
    """"Return it to their hand": the card a delayed ability refers to (390.5, slot ``target``),
    if it is still in its owner's banishment as the same object, goes to that owner's hand."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for card in ctx.slot(self.target):
            if g.o_zone[card] == zones.owner_zone(g, card, BANISHMENT):
                zones.move(g, card, zones.owner_zone(g, card, HAND))
                if g.log is not None:
                    log(g, "390.5", f"{name(g, card)} returns to P{g.o_owner[card]}'s hand")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Return it to their hand."


RETURN_WHEN_THEY_HOLD = TriggeredAbility(THEY_HOLD, (ReturnItToHand(),))  # "When they hold, return it to their hand."


@dataclass(frozen=True, slots=True)
class BanishTheirs(ChooseOne):
    """Banish the card chosen from the hand of the player of slot ``of`` (427; the chooser is shown
    that hand, revealed just before, 128.4), then create ``ability`` (event :data:`THEY_HOLD`),
    which waits for that player to hold and calls the banished card "it"."""

    ability: TriggeredAbility = RETURN_WHEN_THEY_HOLD
    of: int = 0
    optional: bool = field(default=False, init=False)  # "Choose a card ...": not a "you may"

    def __post_init__(self) -> None:
        if self.ability.event != THEY_HOLD or self.ability.targets:
            raise ValueError("'banish it. When they hold, ...': a THEY_HOLD ability with no targets of its own")

    def _hand(self, g: State, ctx: Ctx) -> list[int]:
        chosen = ctx.slot(self.of)  # the player, while still a legal target (359.3.e)
        return list(g.zone_of(chosen[0], HAND)) if len(chosen) == 1 else []

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        return self._hand(g, ctx)

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        return ("look", ctx.controller, *choices)  # 128.4: the chooser is shown the hand

    def run(self, g: State, ctx: Ctx) -> None:
        self.choose_alone(g, ctx)

    def chosen(self, g: State, ctx: Ctx, obj: int) -> None:
        player = g.o_owner[obj]
        if g.log is not None:
            log(g, "355.17", f"P{ctx.controller} chooses {name(g, obj)} from P{player}'s hand")
        zones.to_banishment(g, obj)
        if g.log is not None:
            log(g, "427.2", f"{name(g, obj)} is banished")
        action_triggers.banished(g, ctx.controller, [obj])
        index = index_of(g.catalog[g.o_card[ctx.source]], self.ability)
        delayed.create(g, ctx.controller, ctx.source, index, THEY_HOLD, (player, -2), (((obj, g.o_inc[obj]),),))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Choose a card revealed this way and banish it. {self.ability.text()}"
