"""Instructions with effects on groups that last the turn (docs/rulings.md "Delayed passive
abilities"):

- "Give friendly units +2 [M] this turn" (:class:`GiveUnitsThisTurn`): an instruction acting
  on the units that match as it resolves (359.3); a unit arriving later is not affected. Each
  unit gets a layered "this turn" effect (``g.cfx``, 472) with the instruction's timestamp
  (475.1) while it stays on the board (110).
- "Units you control have +1 [M] this turn", "Friendly units have [Shield] this turn",
  "This turn, your spells cost [1] less", "The next spell you play this turn costs [2] less",
  "Units you play this turn enter ready": statements of fact for a window of time, that is
  delayed passive abilities (364.2, 390.4, 391), kept in ``g.lasting``
  (:mod:`riftbound.rules.lasting`); they apply to whatever matches while they last.

All end with the turn (317.2.c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import UNIT, TargetSpec, check_grantable, keyword_text
from riftbound.cards.vocabulary import allow, free
from riftbound.effects.primitives import Ctx, Effect
from riftbound.errors import CardDefinitionError
from riftbound.log import log, name
from riftbound.rules import last_known, lasting, zones
from riftbound.rules.layers import tags_of
from riftbound.rules.might import might

if TYPE_CHECKING:
    from riftbound.state import State

_GIVE_WHO = {"yours": "your units", "friendly": "friendly units", "enemy": "enemy units", "units": "all units"}
_HAVE_WHO = {"yours": "units you control", "friendly": "friendly units", "enemy": "enemy units", "units": "all units"}
_CARDS = {"spell": "spells", "unit": "units", "gear": "gear", "any": "cards"}
_CARD = {"spell": "spell", "unit": "unit", "gear": "gear", "any": "card"}


def _check(who: str, might: int, keywords: tuple[str, ...]) -> None:
    if who not in lasting.WHO:
        raise ValueError(f"units this turn: who must be one of {lasting.WHO}, got {who!r}")
    if not might and not keywords:
        raise ValueError("units this turn: give some Might or keywords")
    check_grantable(keywords)


def _zone(g: State, ctx: Ctx, here: bool) -> int:
    """"here": the source's location as the instruction resolves (a spell has none), or
    where it left the board (808.1.d.3)."""
    if not here:
        return lasting.ANYWHERE
    zone = last_known.location(g, ctx.source, ctx.lki)
    return lasting.NOWHERE if zone is None else zone


def _there(g: State, ctx: Ctx, slot: int) -> int:
    """The location of the battlefield (107.2) or board object chosen for ``slot``."""
    chosen = [x for x in ctx.slot(slot) if x in g.bf_objs or zones.on_board(g, x)]
    if len(chosen) != 1:
        return lasting.NOWHERE
    x = chosen[0]
    return zones.bf_location(g, g.bf_objs.index(x)) if x in g.bf_objs else g.o_zone[x]


def _changes(might: int, keywords: tuple[str, ...]) -> str:
    parts = [f"{might:+d} [M]"] if might else []
    parts.extend(keyword_text(k) for k in keywords)
    return " and ".join(parts)


@dataclass(frozen=True, slots=True)
class GiveUnitsThisTurn(Effect):
    """Give each unit ``who`` describes (relative to the controller; ``here``: at the source's
    location; ``other``: not the source, "your other units here") ``might`` and ``keywords``
    this turn. The group is the units there as it
    resolves (359.3). A decrease "to a minimum of N" is limited per unit as it resolves and
    remembered at that level (472.3.b)."""

    who: str = "friendly"
    here: bool = False
    might: int = 0
    keywords: tuple[str, ...] = ()
    minimum: int | None = None
    tag: str | None = None  # "your Mechs": only units with this tag as it resolves (133.8, layer 1)
    other: bool = False
    # "there": at the location of the battlefield or unit chosen for this target slot as it
    # resolves (107.2; none while that choice is not legal, 359.3.e.12)
    there_at: int = -1
    grants_keywords: ClassVar[bool] = True

    def __post_init__(self) -> None:
        _check(self.who, self.might, self.keywords)
        if self.there_at >= 0 and self.here:
            raise CardDefinitionError("GiveUnitsThisTurn: 'here' or 'there', not both")
        if self.tag is not None and self.who != "yours":
            raise CardDefinitionError("GiveUnitsThisTurn.tag is written with who 'yours' ('your Mechs')")

    def run(self, g: State, ctx: Ctx) -> None:
        zone = _zone(g, ctx, self.here) if self.there_at < 0 else _there(g, ctx, self.there_at)
        units = [o for z in g.loc_zones for o in g.zones[z]
                 if g.catalog[g.o_card[o]].type == UNIT and (zone == lasting.ANYWHERE or g.o_zone[o] == zone)
                 and lasting.matches(g, ctx.controller, self.who, o) and not (self.other and o == ctx.source)
                 and (self.tag is None or self.tag in tags_of(g, o))]
        ts = g.clock
        g.clock += 1
        for obj in units:
            n = self.might
            if self.minimum is not None and n < 0:
                n = min(0, max(n, self.minimum - might(g, obj)))  # 472.3.b: snapshotted
            if n:
                g.cfx.append((ts, obj, g.o_inc[obj], "might", n, 1))
            g.cfx.extend((ts, obj, g.o_inc[obj], "keyword", k, 1) for k in self.keywords)
            if g.log is not None:
                log(g, "472", f"{name(g, obj)} gets {_changes(n, self.keywords)} this turn")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        here = " here" if self.here else " there" if self.there_at >= 0 else ""
        floor = f", to a minimum of {self.minimum} [M]" if self.minimum is not None else ""
        who = f"your {self.tag}s" if self.tag is not None else _GIVE_WHO[self.who]
        if self.other:  # "your other units", "other friendly units", "all other units"
            who = {"yours": "your other units", "units": "all other units"}.get(self.who, f"other {who}")
        return f"Give {who}{here} {_changes(self.might, self.keywords)} this turn{floor}."


@dataclass(frozen=True, slots=True)
class UnitsHaveThisTurn(Effect):
    """A delayed passive ability (390.4): the units ``who`` describes (``here``: at the
    source's location as it resolves) have ``might`` and ``keywords`` this turn, including
    units that arrive later; applied through the layers with this instruction's timestamp
    (472, 475.1)."""

    who: str = "yours"
    here: bool = False
    might: int = 0
    keywords: tuple[str, ...] = ()
    grants_keywords: ClassVar[bool] = True

    def __post_init__(self) -> None:
        _check(self.who, self.might, self.keywords)

    def run(self, g: State, ctx: Ctx) -> None:
        zone = _zone(g, ctx, self.here)
        if self.might:
            lasting.create(g, ctx.controller, zone, self.who, "might", self.might)
        for k in self.keywords:
            lasting.create(g, ctx.controller, zone, self.who, "keyword", k)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        who = _HAVE_WHO[self.who]
        here = " here" if self.here else ""
        return f"{who[0].upper()}{who[1:]}{here} have {_changes(self.might, self.keywords)} this turn."


@dataclass(frozen=True, slots=True)
class CostThisTurn(Effect):
    """A delayed passive ability changing the Energy cost of the cards of type ``cards`` its
    controller plays this turn (390.4): ``energy`` > 0 an increase (356.3), < 0 a discount
    (356.4). With ``next_only`` it applies to the next such card only, and ends when that
    card is played (391)."""

    energy: int
    cards: str = "spell"
    next_only: bool = False
    # written "Your non-token units cost [1] more to play this turn": the same units, since a token is
    # played only by an instruction, with no cost of its own to change (182.1.a)
    nontoken: bool = False

    def __post_init__(self) -> None:
        if not self.energy:
            raise ValueError("cost this turn: the change must not be 0")
        if self.nontoken and (self.cards != "unit" or self.next_only):
            raise ValueError("cost this turn: 'non-token' is said of your units, not of the next one")
        if self.cards not in lasting.CARD_TYPES:
            raise ValueError(f"cost this turn: cards must be one of {lasting.CARD_TYPES}, got {self.cards!r}")

    def run(self, g: State, ctx: Ctx) -> None:
        lasting.create(g, ctx.controller, lasting.ANYWHERE, self.cards,
                       "next_cost" if self.next_only else "cost", self.energy)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        how = f"[{abs(self.energy)}] {'less' if self.energy < 0 else 'more'}"
        if self.next_only:
            return f"The next {_CARD[self.cards]} you play this turn costs {how}."
        if self.nontoken:
            return f"Your non-token {_CARDS[self.cards]} cost {how} to play this turn."
        return f"This turn, your {_CARDS[self.cards]} cost {how}."


@dataclass(frozen=True, slots=True)
class EnterReadyThisTurn(Effect):
    """A delayed passive ability: the cards of type ``cards`` its controller plays this turn
    enter ready (390.4; a unit otherwise enters exhausted, 143.4). With ``next_only`` only
    the next such card does, and it ends when that card is played (391). ``friendly``:
    "Friendly units enter ready this turn" — units enter the board only by being played
    (359.2, 182.1.a), by their controller, so it is the same ability (docs/rulings.md)."""

    cards: str = "unit"
    next_only: bool = False
    friendly: bool = False

    def __post_init__(self) -> None:
        if self.cards not in lasting.CARD_TYPES:
            raise ValueError(f"enter ready this turn: cards must be one of {lasting.CARD_TYPES}, got {self.cards!r}")
        if self.next_only and self.friendly:
            raise ValueError("enter ready this turn: 'the next' and 'friendly' are two different abilities")

    def run(self, g: State, ctx: Ctx) -> None:
        lasting.create(g, ctx.controller, lasting.ANYWHERE, self.cards,
                       "next_ready" if self.next_only else "enter_ready", 1)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.next_only:
            return f"The next {_CARD[self.cards]} you play this turn enters ready."
        if self.friendly:
            return f"Friendly {_CARDS[self.cards]} enter ready this turn."
        return f"{_CARDS[self.cards].capitalize()} you play this turn enter ready."


@dataclass(frozen=True, slots=True)
class HideFreeThisTurn(Effect):
    """"You can hide cards ignoring costs this turn.": a delayed passive ability (390.4) by
    which its controller's Hides this turn pay nothing in place of [A] (421, 811.1.b;
    keywords/hidden.py)."""

    def run(self, g: State, ctx: Ctx) -> None:
        lasting.create(g, ctx.controller, lasting.ANYWHERE, "yours", "hide_free", 1)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "You can hide cards ignoring costs this turn."


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("GiveUnitsThisTurn.who", lasting.WHO)
allow("UnitsHaveThisTurn.who", lasting.WHO)
allow("CostThisTurn.cards", lasting.CARD_TYPES)
allow("EnterReadyThisTurn.cards", lasting.CARD_TYPES)

free("GiveUnitsThisTurn.tag", "a tag (133.8): any tag a card may have")
