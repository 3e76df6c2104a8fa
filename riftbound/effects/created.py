"""Instructions that create abilities as they resolve: delayed triggered abilities (389-392)
and reflexive triggers (386-388). The created ability is a :class:`TriggeredAbility` written
inside the instruction; its own targets are chosen when it is put on the chain, and its
instructions refer to what the creating instruction chose past them: with no targets of its
own, ``target=0`` is "it", the creator's first target (390.5, 388.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.events import (
    DAMAGED_THIS_TURN,
    DELAYED_EVENTS,
    DIES_THIS_TURN,
    DO_THIS,
    END_OF_TURN,
    NEXT_DAMAGE_THIS_TURN,
    NEXT_MAIN_START,
    WHEN_YOU_DO,
    WINS_COMBAT_THIS_TURN,
)
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.nested import index_of
from riftbound.effects.primitives import Ctx, Effect
from riftbound.keywords import legion
from riftbound.rules import delayed, reflexive, zones

if TYPE_CHECKING:
    from riftbound.state import State


def _index(g: State, ctx: Ctx, ability: TriggeredAbility) -> int:
    card = g.catalog[g.o_card[ctx.source]]
    try:
        return index_of(card, ability)
    except ValueError:
        raise NotImplementedError(
            f"389-392: {card.id} creates an ability its own definition does not hold") from None


def _battlefield_of(g: State, obj: int) -> tuple[int, int]:
    """The battlefield ``obj`` is at, as an (object, incarnation) reference, or none."""
    if obj < 0 or not zones.on_board(g, obj) or g.zone_kind[g.o_zone[obj]] != zones.BF_LOCATION:
        return delayed.NO_OBJECT
    bf = g.bf_objs[g.zone_bf[g.o_zone[obj]]]
    return (bf, g.o_inc[bf])


@dataclass(frozen=True, slots=True)
class Delayed(Effect):
    """Create a delayed triggered ability (390.2, 392): ``ability.event`` is
    ``NEXT_TURN_START`` ("At the start of your next turn"), ``NEXT_MAIN_START`` ("At the start
    of your next Main Phase": its instructions call the battlefield the source is at now "this
    battlefield", a slot past its targets), ``END_OF_TURN`` ("At the end of
    this turn"), ``NEXT_UNIT_THIS_TURN`` ("The next time you play a unit this turn": its
    instructions call that unit "it", 390.5) or ``DIES_THIS_TURN`` ("When that unit dies this turn": one for each unit
    still chosen in slot ``target``; with ``it``, that unit is the one an earlier instruction
    acted on: "When it dies this turn"), ``WINS_COMBAT_THIS_TURN`` ("When it wins a combat this
    turn": one for each unit still chosen in slot ``target``, 461.3.c). ``DAMAGED_THIS_TURN``
    ("When any unit takes damage this turn": each time, "it" being that unit) and
    ``NEXT_DAMAGE_THIS_TURN`` ("Choose a unit. Kill it the next time it takes damage this
    turn": one for each unit chosen in slot ``target``, written after its instructions) wait
    for damage (rules/delayed.py).

    ``unless_legion``: it is not created while the card's Legion is active, whose "[Legion] -
    ... now instead" (effects/now_instead.py) replaces it (812.1.c)."""

    ability: TriggeredAbility
    target: int = 0
    it: bool = False
    after: bool = False  # "<instructions> at the end of this turn": the timing written last
    unless_legion: bool = False

    def __post_init__(self) -> None:
        if self.after and self.ability.event not in (END_OF_TURN, NEXT_MAIN_START):
            raise ValueError("a delayed ability's timing is written last only for 'at the end of this turn' and "
                             "'at the start of your next Main Phase'")
        if self.ability.event == NEXT_DAMAGE_THIS_TURN and (self.it or self.after or self.ability.targets):
            raise ValueError("'<effects> the next time it takes damage this turn' is about the unit chosen in "
                             "'target' and chooses nothing itself")
        if self.ability.event not in DELAYED_EVENTS:
            raise ValueError(f"a delayed ability waits for one of {sorted(DELAYED_EVENTS)}, "
                             f"not {self.ability.event!r}")
        if self.ability.condition is not None:
            raise NotImplementedError("383.3.e: a delayed ability with a conditional statement is not supported")

    def run(self, g: State, ctx: Ctx) -> None:
        if self.unless_legion and legion.active(g, ctx.controller, ctx.source):
            return  # "[Legion] - ... now instead" (812.1.c)
        index = _index(g, ctx, self.ability)
        refs = delayed.creator_refs(g, ctx.uid, ctx.targets)
        event = self.ability.event
        if event == NEXT_MAIN_START:  # "this battlefield": the source's, if it is at one now
            delayed.create(g, ctx.controller, ctx.source, index, NEXT_MAIN_START, _battlefield_of(g, ctx.source), refs)
            return
        if event not in (DIES_THIS_TURN, NEXT_DAMAGE_THIS_TURN, WINS_COMBAT_THIS_TURN):
            delayed.create(g, ctx.controller, ctx.source, index, event, delayed.NO_OBJECT, refs)
            return
        watched = refs[self.target] if self.target < len(refs) else ()
        for ref in watched:
            if ref[1] >= 0:
                delayed.create(g, ctx.controller, ctx.source, index, event, ref, refs)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.ability.event == NEXT_DAMAGE_THIS_TURN:
            body = " ".join(e.text(self.ability.targets) for e in self.ability.effects).rstrip(".")
            return f"Choose {targets[self.target].text()}. {body} the next time it takes damage this turn."
        if self.ability.event == DAMAGED_THIS_TURN:
            return self.ability.text()
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
    then: bool = False  # "Then do this: ...", after the instructions before it (157.1)

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
        return f"{'Then do' if self.then else 'Do'} this{times}: {body}"
