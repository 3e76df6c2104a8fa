"""Instructions that create abilities as they resolve: delayed triggered abilities (389-392)
and reflexive triggers (386-388). The created ability is a :class:`TriggeredAbility` written
inside the instruction; its own targets are chosen when it is put on the chain, and its
instructions refer to what the creating instruction chose past them: with no targets of its
own, ``target=0`` is "it", the creator's first target (390.5, 388.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.events import DELAYED_EVENTS, DIES_THIS_TURN, DO_THIS, END_OF_TURN, NEXT_MAIN_START, WHEN_YOU_DO
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.nested import index_of
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import delayed, reflexive

if TYPE_CHECKING:
    from riftbound.state import State


def _index(g: State, ctx: Ctx, ability: TriggeredAbility) -> int:
    card = g.catalog[g.o_card[ctx.source]]
    try:
        return index_of(card, ability)
    except ValueError:
        raise NotImplementedError(
            f"389-392: {card.id} creates an ability its own definition does not hold") from None


@dataclass(frozen=True, slots=True)
class Delayed(Effect):
    """Create a delayed triggered ability (390.2, 392): ``ability.event`` is
    ``NEXT_TURN_START`` ("At the start of your next turn"), ``END_OF_TURN`` ("At the end of
    this turn"), ``NEXT_UNIT_THIS_TURN`` ("The next time you play a unit this turn": its
    instructions call that unit "it", 390.5) or ``DIES_THIS_TURN`` ("When that unit dies this turn": one for each unit
    still chosen in slot ``target``; with ``it``, that unit is the one an earlier instruction
    acted on: "When it dies this turn")."""

    ability: TriggeredAbility
    target: int = 0
    it: bool = False
    after: bool = False  # "<instructions> at the end of this turn": the timing written last

    def __post_init__(self) -> None:
        if self.after and self.ability.event not in (END_OF_TURN, NEXT_MAIN_START):
            raise ValueError("a delayed ability's timing is written last only for 'at the end of this turn' and "
                             "'at the start of your next Main Phase'")
        if self.ability.event not in DELAYED_EVENTS:
            raise ValueError(f"a delayed ability waits for one of {sorted(DELAYED_EVENTS)}, "
                             f"not {self.ability.event!r}")
        if self.ability.condition is not None:
            raise NotImplementedError("383.3.e: a delayed ability with a conditional statement is not supported")

    def run(self, g: State, ctx: Ctx) -> None:
        index = _index(g, ctx, self.ability)
        refs = delayed.creator_refs(g, ctx.uid, ctx.targets)
        if self.ability.event != DIES_THIS_TURN:
            delayed.create(g, ctx.controller, ctx.source, index, self.ability.event, delayed.NO_OBJECT, refs)
            return
        watched = refs[self.target] if self.target < len(refs) else ()
        for ref in watched:
            if ref[1] >= 0:
                delayed.create(g, ctx.controller, ctx.source, index, DIES_THIS_TURN, ref, refs)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.after:
            body = " ".join(e.text(self.ability.targets) for e in self.ability.effects).rstrip(".")
            when = "at the start of your next Main Phase" if self.ability.event == NEXT_MAIN_START else \
                "at the end of this turn"
            return f"{body} {when}."
        if self.ability.event == DIES_THIS_TURN and self.it:
            return self.ability.text().replace("When that unit dies", "When it dies", 1)
        if self.ability.event == DIES_THIS_TURN and self.target < len(targets):
            return f"Choose {targets[self.target].text()}. {self.ability.text()}"
        return self.ability.text()


@dataclass(frozen=True, slots=True)
class Reflexive(Effect):
    """A reflexive trigger (387): ``ability.event`` is ``DO_THIS`` ("Do this: ...", always
    created, ``times`` times, 387.1.a, 387.2) or ``WHEN_YOU_DO`` ("<do>. When you do, ...":
    created only if the instruction ``do`` was done — it still had a legal target, 359.3.e.7).
    An instruction that asks its player a choice can't be ``do``, and a reflexive "you may"
    (383.3.a) is not supported."""

    ability: TriggeredAbility
    do: Effect | None = None
    times: int = 1

    def __post_init__(self) -> None:
        ev = self.ability.event
        if ev not in (DO_THIS, WHEN_YOU_DO) or (ev == WHEN_YOU_DO) != (self.do is not None):
            raise ValueError("a reflexive trigger is DO_THIS without 'do', or WHEN_YOU_DO with 'do'")
        if self.ability.optional:
            raise NotImplementedError("383.3.a: a reflexive trigger with 'you may' is not supported")
        if self.ability.condition is not None:
            raise NotImplementedError("383.3.e: a reflexive trigger with a conditional statement is not supported")
        if self.do is not None and type(self.do).ask is not Effect.ask:
            raise NotImplementedError("387.2: 'when you do' after an instruction that asks a choice")
        if self.times < 1:
            raise ValueError("a reflexive trigger is created at least once (387.1.a)")

    def run(self, g: State, ctx: Ctx) -> None:
        done = True
        if self.do is not None:
            slot = getattr(self.do, "target", None)
            done = slot is None or bool(ctx.slot(slot))
            self.do.run(g, ctx)
        if done:
            reflexive.create(g, ctx.controller, ctx.source, _index(g, ctx, self.ability), self.times,
                             delayed.creator_refs(g, ctx.uid, ctx.targets))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        body = " ".join(e.text(self.ability.targets) for e in self.ability.effects)
        if self.do is not None:
            return f"{self.do.text(targets)} When you do, {body[0].lower()}{body[1:]}"
        times = f" {self.times} times" if self.times > 1 else ""
        return f"Do this{times}: {body}"
