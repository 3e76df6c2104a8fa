"""Doing something to the card an instruction plays: "When I attack, you may play an Equipment
with Energy cost no more than [2], ignoring its cost. If you do, then do this: Attach it to me."
(Rell, Magnetic, the Spiritforged FAQ's revised text).

The card is played as an instruction (419.3, effects/play.py): it goes on the chain as a
Pending Item while the instruction's item finishes resolving (354.3). "If you do, then do
this:" is a reflexive trigger (387) created when the card was played: its Pending Item is
added after the card's, and items are finalized in the order added (337.1.b), so the card,
a permanent, has entered the board (337.1.c) before the reflexive ability is put on the chain
and resolves. Its instructions call "it" the permanent that play put on the board: the card
as it entered the board from the chain (359.3.e.4); if that play did not complete, or the
permanent has left the board since, "it" is nothing (docs/rulings.md "Doing something to the
card an instruction played")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from riftbound.cards.events import DO_THIS
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.nested import index_of
from riftbound.cards.vocabulary import allow, free
from riftbound.effects.play import CARD_TYPES, COSTS, DESTS, ZONES, PlayCard, cost_text
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import action_triggers, reflexive, zones
from riftbound.rules.attachment import attach

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class PlayThenDoThis(PlayCard):
    """:class:`PlayCard` from the hand (419.1.a: where cards are played from when the
    instruction does not say), of a card with the printed ``tag`` (133.8) and an Energy cost
    no more than ``max_cost`` (the printed one, 131.4), then, if a card was played, the
    reflexive trigger ``ability`` (a ``DO_THIS`` ability with no targets of its own) whose
    instructions call slot 0 "it": the permanent that play puts on the board (see the
    module docstring)."""

    ability: TriggeredAbility = field(kw_only=True)
    tag: str | None = field(default=None, kw_only=True)
    max_cost: int | None = field(default=None, kw_only=True)

    def __post_init__(self) -> None:
        PlayCard.__post_init__(self)
        if self.ability.event != DO_THIS or self.ability.targets or self.ability.optional \
                or self.ability.condition is not None:
            raise ValueError("387: 'If you do, then do this:' is a DO_THIS ability with no targets, 'you may' or "
                             "condition of its own")
        if self.zone != "hand" or self.card_type not in ("unit", "gear") or self.dest or self.keyword or self.here:
            raise NotImplementedError("419.3: 'play <a unit or gear> ... If you do, then do this:' plays a unit or "
                                      "gear from the hand, to where it goes by default (no keyword or 'here')")

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        out = PlayCard.choices(self, g, ctx)
        return [c for c in out if (self.tag is None or self.tag in g.catalog[g.o_card[c]].tags)
                and (self.max_cost is None or g.catalog[g.o_card[c]].energy <= self.max_cost)]

    def chosen(self, g: State, ctx: Ctx, card: int) -> None:
        PlayCard.chosen(self, g, ctx, card)  # on the chain, from the hand: the same object until it enters the board
        it = ((card, g.o_inc[card] + 1),)  # 359.3.e.4: the object it becomes as it enters the board
        src = g.catalog[g.o_card[ctx.source]]
        reflexive.create(g, ctx.controller, ctx.source, index_of(src, self.ability), 1, (it,))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        kind = self.tag if self.tag is not None else self.card_type
        what = f"{'an' if kind[0] in 'aeiouAEIOU' else 'a'} {kind}"
        if self.max_cost is not None:
            what += f" with Energy cost no more than [{self.max_cost}]"
        body = " ".join(e.text(()) for e in self.ability.effects)
        play = f"{'You may play' if self.optional else 'Play'} {what}{cost_text(self.cost, 0)}."
        return f"{play} If you do, then do this: {body}"


@dataclass(frozen=True, slots=True)
class AttachItToMe(Effect):
    """"Attach it to me." (434, 716-719): the gear in slot ``target`` attaches to the source,
    both still on the board — the source as the same object ("me", 359.3.e.4) — by the
    instruction's controller (411.4: "when you attach an Equipment to me" triggers)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for gear in ctx.slot(self.target):
            for me in ctx.me:
                if zones.on_board(g, gear) and g.catalog[g.o_card[gear]].type == "gear" and g.o_attached[gear] != me:
                    attach(g, gear, me)
                    action_triggers.attached(g, ctx.controller, me)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Attach it to me."


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("PlayThenDoThis.zone", ZONES)
allow("PlayThenDoThis.card_type", CARD_TYPES)
allow("PlayThenDoThis.cost", COSTS)
allow("PlayThenDoThis.dest", DESTS)
allow("PlayThenDoThis.keyword", ("",))  # refused: a keyword filter is PlayCard's alone
free("PlayThenDoThis.tag", "a printed tag (133.8), e.g. Equipment")
