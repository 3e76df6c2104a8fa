"""Instructions that create replacement effects lasting this turn (367-375): "The next time
... would die this turn, instead ..." and Prevent (437). Each creates plain data in the state
(``State.rp_effects``), applied by :mod:`riftbound.rules.replacement` and expiring with the
turn's other "this turn" effects (317.2.c)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.info import DERIVE
from riftbound.cards.model import DAMAGE, DIE, DOMAINS, CardDef, Cost, TargetSpec, check_instead, instead_text
from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.rules import replacement

if TYPE_CHECKING:
    from riftbound.state import State

# Whose death a "the next time" effect replaces, relative to the effect's controller; "it" is
# the unit chosen in the instruction's target slot.
NEXT_TIME_WHO = ("it", "friendly", "enemy", "units")
_SUBJECTS = {"friendly": "a friendly unit", "enemy": "an enemy unit", "units": "a unit"}


@dataclass(frozen=True, slots=True)
class NextTimeInstead(Effect):
    """"The next time <who> would die this turn, instead <effects>" (369.1, 370): a replacement
    effect that applies once. ``effects`` act on the permanent that would have died (their
    slot 0, "it")."""

    effects: tuple[Effect, ...]
    who: str = "it"
    target: int = 0
    # "If it would die this turn, banish it instead.": it applies every time this turn, not only
    # the next time (317.2.c), to the unit an earlier instruction chose ("it", no "Choose")
    lasting: bool = False
    # "you may pay [R] to <effects> instead": a "you may" replacement effect (371.1) whose cost is
    # paid as it applies, before its instructions (370, 357.1; rules/replacement.py): Energy and
    # domain pips, offered only while they can be paid
    pay: Cost | None = None

    def __post_init__(self) -> None:
        if self.who not in NEXT_TIME_WHO:
            raise ValueError(f"'the next time' is about one of {', '.join(NEXT_TIME_WHO)}; got {self.who!r}")
        if self.lasting and self.who != "it":
            raise ValueError("'if it would die this turn' is about the unit an earlier instruction chose ('it')")
        if self.pay is not None and (self.lasting or self.who != "it" or replace(
                self.pay, energy=0, power=()) != Cost() or not (self.pay.energy or self.pay.power)
                or any(d not in DOMAINS for d in self.pay.power)):
            raise NotImplementedError("370, 357.1: a cost paid as a 'the next time it would die' effect applies is "
                                      "Energy and domain pips ('you may pay [R] to ...'), of a chosen unit's")
        check_instead(DIE, self.effects)

    def run(self, g: State, ctx: Ctx) -> None:
        spec = replacement_instructions(g.catalog[g.o_card[ctx.source]]).index(self)
        if self.who != "it":
            replacement.create(g, DIE, ctx.controller, ctx.source, spec, -1, 0)
            return
        for obj in ctx.slot(self.target):
            replacement.create(g, DIE, ctx.controller, ctx.source, spec, obj, 0)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.lasting:
            return f"If it would die this turn, {instead_text(self.effects)} instead."
        rest = f"would die this turn, instead {instead_text(self.effects)}."
        if self.pay is not None:
            rest = f"would die this turn, you may pay {self.pay.text()} to {instead_text(self.effects)} instead."
        if self.who == "it":
            return f"Choose {_target_text(targets, self.target)}. The next time it {rest}"
        return f"The next time {_SUBJECTS[self.who]} {rest}"


# The sources of damage a Prevent may be limited to (437.1.b, 437.1.b.1; 417.6): any, spells,
# or units that are enemies of the Prevent's controller (in combat, the opposing units).
# "spell_ability": damage a spell or an ability deals, not combat damage (417.6).
PREVENT_BY = ("", "spell", "enemy_units", "spell_ability")
_BY_TEXT = {"spell": "a spell", "enemy_units": "enemy units"}


@dataclass(frozen=True, slots=True)
class Prevent(Effect):
    """"Prevent the next ``amount`` damage that would be dealt to <target> this turn", or all
    of it when ``amount`` is None (437.1.b): a Prevent Value tracked on each chosen unit,
    reduced as it prevents damage (437.2-437.3). ``by`` limits it to damage from one source
    (437.1.b.1, the "[source]" of its format; 417.6): ``"spell"``, ``"enemy_units"`` or
    ``"spell_ability"`` (not combat damage, 417.6.c).

    ``next_time``: "The next time that unit would be dealt damage this turn, prevent it": all
    of the next damage dealt to it, then the effect ends (437.1.b.2, 437.3.a). ``every``:
    "Prevent all spell and ability damage this turn": to every unit, no target (437.1)."""

    amount: int | None = None
    target: int = 0
    by: str = ""
    next_time: bool = False
    every: bool = False

    def __post_init__(self) -> None:
        if self.amount is not None and self.amount < 1:
            raise ValueError(f"437.1.b.1.a: a Prevent Value is a positive amount or all; got {self.amount}")
        if self.by not in PREVENT_BY:
            raise ValueError(f"437.1.b.1: a Prevent's source is one of {PREVENT_BY[1:]} or none; got {self.by!r}")
        if (self.next_time or self.every) and (self.amount is not None or (self.next_time and self.every)):
            raise ValueError("437.1.b.1.b: 'prevent it' the next time, or all damage to every unit, prevents all "
                             "damage (no amount), and is one or the other")
        if self.every and self.by != "spell_ability":
            raise NotImplementedError("437.1: a Prevent for every unit is supported for spell and ability damage only")

    @property
    def who(self) -> str:
        """Whose damage it prevents, as rules/replacement.py reads a created effect's: every
        unit's, or only the chosen unit's."""
        return "units" if self.every else "it"

    def run(self, g: State, ctx: Ctx) -> None:
        value = replacement.ALL if self.amount is None else self.amount
        spec = replacement_instructions(g.catalog[g.o_card[ctx.source]]).index(self)
        if self.every:
            replacement.create(g, DAMAGE, ctx.controller, ctx.source, spec, -1, value)
            return
        for obj in ctx.slot(self.target):
            replacement.create(g, DAMAGE, ctx.controller, ctx.source, spec, obj, value)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.every:
            return "Prevent all spell and ability damage this turn."
        if self.next_time:
            return (f"Choose {_target_text(targets, self.target)}. The next time that unit would be dealt damage "
                    f"this turn, prevent it.")
        what = "all damage" if self.amount is None else f"the next {self.amount} damage"
        unit = _target_text(targets, self.target)
        if self.by:
            return f"Prevent {what} that {_BY_TEXT[self.by]} would deal to {unit} this turn."
        return f"Prevent {what} that would be dealt to {unit} this turn."


@dataclass(frozen=True, slots=True)
class DoubleDamage(Effect):
    """"Choose a unit. Double all damage that would be dealt to it this turn." (369.1, 370.1.a):
    a replacement effect lasting this turn, for each chosen unit, that replaces each damage
    event to it with one of twice the amount, its Bonus Damage doubled too (715.1). Applied once
    to an event (370.2); with a Prevent on the same unit, the unit's owner orders them (372)."""

    target: int = 0
    by: ClassVar[str] = ""  # any source of damage, as rules/replacement.py reads a created effect's
    who: ClassVar[str] = "it"

    def run(self, g: State, ctx: Ctx) -> None:
        spec = replacement_instructions(g.catalog[g.o_card[ctx.source]]).index(self)
        for obj in ctx.slot(self.target):
            replacement.create(g, DAMAGE, ctx.controller, ctx.source, spec, obj, replacement.DOUBLE)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Choose {_target_text(targets, self.target)}. Double all damage that would be dealt to it this turn."


def replacement_instructions(card: CardDef) -> tuple[Effect, ...]:
    """The instructions of a card that create a "next time" replacement effect, in a fixed
    order: a created effect refers to its instruction by its index here."""
    effects = [*card.effects, *card.legion, *(e for lv in card.level for e in lv.effects),
               *(e for ac in card.additional_costs for e in ac.effects),
               *(e for ab in card.abilities for e in getattr(ab, "effects", ()))]
    return tuple(e for e in effects if isinstance(e, NextTimeInstead | Prevent | DoubleDamage))

# cards/info.py computes this per catalog entry; rules/replacement.py finds a created effect's instruction
DERIVE.replacers = replacement_instructions


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("NextTimeInstead.who", NEXT_TIME_WHO)
allow("Prevent.by", PREVENT_BY)
