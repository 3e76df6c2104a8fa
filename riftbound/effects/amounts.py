"""Computed amounts of the card DSL: "damage equal to my Might", "draw 1 for each enemy unit
here", "+1 [M] this turn for each buff you control".

A numeric instruction (``Deal``, ``Draw``, ``MightThisTurn``, ``GainXP``, ``Channel``,
``CreateToken``'s count, ``UnitDeals``) takes a plain ``int`` — read as is, at no cost — or an
:class:`Amount`, evaluated as the instruction executes (359.3: the spell or ability checks the
game as it resolves). A :class:`Count` is also the Might of a passive ability ("I have +1 [M]
for each ...", counted by the layers, 472.3) and an "I cost [1] less for each ..." (356.4.a,
counted as the cost is determined). Might is the unit's
current Might after the layers, counted as 0 when below 0 (143.2.b). Information about an
object that is no longer available — a target that is no longer legal, a source that left
the board — is null, and every calculation based on it is ignored (359.3.e.12): the amount is
``None`` and the instruction using it is not executed.

An amount renders its own English as two parts (:func:`parts`): the number printed where a
constant would be, and the clause that follows ("for each enemy unit here", "equal to my
Might"); each instruction places them in its sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.info import CF_UNIT
from riftbound.cards.instruction import SELF as SELF
from riftbound.cards.instruction import Amount as Amount
from riftbound.cards.instruction import Ctx, named_before
from riftbound.cards.instruction import check_positive as check_positive
from riftbound.cards.instruction import evaluate as evaluate
from riftbound.cards.instruction import for_targets as for_targets
from riftbound.cards.instruction import parts as parts
from riftbound.cards.instruction import sign as sign
from riftbound.cards.model import KEYWORD_NAMES, TargetSpec, keyword_text
from riftbound.cards.vocabulary import allow, free
from riftbound.keywords import has
from riftbound.keywords import value as keyword_value
from riftbound.rules import last_known, zones
from riftbound.rules.layers import Board, tags_of
from riftbound.rules.might import effective_might, is_mighty
from riftbound.rules.players import is_friendly
from riftbound.state import BASE, HAND, TRASH

if TYPE_CHECKING:
    from riftbound.state import State

COUNTED = ("unit", "gear", "rune", "battlefield", "buff", "hand", "trash", "played")  # what Count counts
WHOSE = ("you", "friendly", "enemy", "any")  # relative to the instruction's controller (740)
WHERE = ("any", "battlefield", "base", "here", "there", "my_battlefield")  # where counted objects are


def unit_of(g: State, ctx: Ctx, of: int) -> int | None:
    """The unit an amount or instruction reads: the source (``SELF``) while it is a unit on
    the board, or the one legal unit of a slot; ``None`` when not available (359.3.e.12) —
    as is a chosen unit this spell or ability has moved off the board, which only
    :func:`last_seen` can read (359.3.e.13)."""

    if of == SELF:
        obj = ctx.source
        if obj < 0 or not zones.on_board(g, obj) or not g.cinfo[g.o_card[obj]].flags & CF_UNIT:
            return None
        return obj
    chosen = ctx.slot(of)
    return chosen[0] if len(chosen) == 1 and not last_known.looked_back(g, ctx.uid, of) else None


def last_seen(g: State, ctx: Ctx, of: int) -> last_known.Note:
    """What an amount may look back at when its unit is gone: the source's note when its
    ability triggered as it left the board (808.1.d.3), or a chosen unit this item moved off
    the board itself (359.3.e.13); ``()`` otherwise."""
    return ctx.lki if of == SELF else last_known.looked_back(g, ctx.uid, of)


class _OfUnit(Amount):
    """An amount read from one unit: the source (``of`` :data:`SELF`, "my") or the unit chosen
    in slot ``of`` ("its"); null once that unit is not available (359.3.e.12)."""

    of: int

    def head(self) -> str:
        return ""

    def whose(self, targets: tuple[TargetSpec, ...], it: int | None) -> str:
        if self.of == SELF:
            return "my"
        if self.of == it or not 0 <= self.of < len(targets) or named_before(self.of):
            return "its"
        return f"the chosen {targets[self.of].noun()}'s"

    def refers(self, slot: int) -> bool:
        return self.of == slot

    def shifted(self, offset: int) -> Amount:
        return self if self.of == SELF else replace(self, of=self.of + offset)  # type: ignore[type-var]


@dataclass(frozen=True, slots=True)
class MightOf(_OfUnit):
    """"Equal to my Might" or "equal to its Might": the unit's current Might as it executes, 0
    if below 0 (143.2.b); for the ability of a unit that triggered as it left the board, its
    Might as it last existed there (808.1.d.3)."""

    of: int = SELF

    def value(self, g: State, ctx: Ctx) -> int | None:
        seen = last_seen(g, ctx, self.of)
        if seen:
            return seen[last_known.MIGHT]
        obj = unit_of(g, ctx, self.of)
        return None if obj is None else effective_might(g, obj)

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return f"equal to {self.whose(targets, it)} Might"


@dataclass(frozen=True, slots=True)
class DamageOn(_OfUnit):
    """"Equal to the damage marked on it": the damage on the unit (143.3); on a unit whose
    ability triggered as it left the board, the damage it had then (808.1.d.3)."""

    of: int = 0

    def value(self, g: State, ctx: Ctx) -> int | None:
        seen = last_seen(g, ctx, self.of)
        if seen:
            return seen[last_known.DAMAGE]
        obj = unit_of(g, ctx, self.of)
        return None if obj is None else g.o_dmg[obj]

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        whose = self.whose(targets, it)
        on = {"my": "me", "its": "it"}.get(whose, whose.removesuffix("'s"))
        return f"equal to the damage marked on {on}"


@dataclass(frozen=True, slots=True)
class KeywordValue(_OfUnit):
    """"Equal to my [Assault]": the summed value of a numeric keyword (807.2, 814.2), with the
    keywords the layers give the unit; 0 without it."""

    keyword: str = "assault"
    of: int = SELF

    def value(self, g: State, ctx: Ctx) -> int | None:
        obj = unit_of(g, ctx, self.of)
        return None if obj is None else keyword_value(g, obj, self.keyword)

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return f"equal to {self.whose(targets, it)} {keyword_text(self.keyword)}"


@dataclass(frozen=True, slots=True)
class Count(Amount):
    """``per`` for each object counted as the instruction executes (not a choice: nothing
    counted is a target, 355.10.d). ``what`` is one of :data:`COUNTED`: units, gear, runes
    or battlefields on the board, buffs (a unit has at most one, 702.3), cards in your hand
    or in your trash, or cards you've played this turn (finalized, as Legion counts them,
    812.1.c). ``whose``: controlled by you, friendly (you and teammates, 740.1),
    enemy (740.2) or anyone's. ``where``: anywhere, at a battlefield, in a base, ``here`` (the
    source's location), ``there`` (the location of the unit chosen in slot ``at``) or
    ``my_battlefield`` ("at my battlefield": the source's location while it is a battlefield,
    none otherwise). Units
    and gear may further need a ``tag`` (after the layers, 472.1); units a ``keyword`` (801),
    to be ``mighty`` (706) or ``buffed`` (702); board objects to be ``other`` than the source;
    gear to be ``attached`` to the source ("for each Equipment attached to me", 716-719; then
    whoever controls it); any of them to be ``named`` like the source ("with my name", 132)."""

    counts_objects: ClassVar[bool] = True

    what: str = "unit"
    whose: str = "you"
    where: str = "any"
    per: int = 1
    at: int = 0
    tag: str | None = None
    keyword: str | None = None
    mighty: bool = False
    buffed: bool = False
    other: bool = False
    attached: bool = False
    named: bool = False

    def __post_init__(self) -> None:
        if self.what not in COUNTED or self.whose not in WHOSE or self.where not in WHERE:
            raise ValueError(f"count: what is one of {', '.join(COUNTED)}, whose one of {', '.join(WHOSE)}, "
                             f"where one of {', '.join(WHERE)}; got {self.what!r}, {self.whose!r}, {self.where!r}")
        if not self.per:
            raise ValueError("count: 'per' is the nonzero amount for each object counted")
        board = self.what in ("unit", "gear", "rune", "buff", "battlefield")
        if self.what in ("hand", "trash", "played") and (self.whose != "you" or self.where != "any"):
            raise ValueError(f"count {self.what}: cards in your own {self.what}, with no 'whose' or 'where'")
        if self.what == "battlefield" and self.where != "any":
            raise ValueError("count battlefield: battlefields are not at a location ('where' is any)")
        unit_only = self.keyword is not None or self.mighty or self.buffed
        if (unit_only and self.what != "unit") or (self.tag is not None and self.what not in ("unit", "gear")) \
                or (self.other and not board) or (self.attached and self.what != "gear"):
            raise ValueError("count: keyword, mighty and buffed filter units, tag units and gear, other board "
                             "objects, attached gear")

    def value(self, g: State, ctx: Ctx) -> int | None:
        n = self._count(g, ctx)
        return None if n is None else n * self.per

    def check_static(self) -> None:
        """What a passive ability's Might can count (472.3): what the layers don't compute
        in layer 3 — not Mighty units, whose Might depends on this very layer (473.1), and
        not "there", which needs a chosen unit."""
        if self.mighty or self.where == "there":
            Amount.check_static(self)

    def on_board(self, g: State, controller: int, source: int, b: Board) -> int:
        """The value for a passive ability of ``source`` as the layers apply it (472.3): tags
        and keywords as board ``b`` has them so far (layers 1-2 come first, 472)."""
        n = self._count(g, Ctx(controller, source, -1, []), b)
        return 0 if n is None else n * self.per

    def _count(self, g: State, ctx: Ctx, b: Board | None = None) -> int | None:
        if self.what == "hand":  # never the card being played, which is on its way to the chain (354)
            return sum(1 for c in g.zone_of(ctx.controller, HAND) if c != ctx.source and self._named(g, ctx, c))
        if self.what == "trash":
            return sum(1 for c in g.zone_of(ctx.controller, TRASH) if self._named(g, ctx, c))
        if self.what == "played":
            return sum(1 for p, c, _ in g.played_cards if p == ctx.controller and self._named_card(g, ctx, c))
        if self.what == "battlefield":
            return sum(1 for bf, c in zip(g.bf_objs, g.bf_ctrl, strict=True)
                       if c >= 0 and self._whose(g, ctx.controller, c) and not (self.other and bf == ctx.source))
        locations = self._locations(g, ctx)
        if locations is None:
            return None
        return sum(1 for z in locations for obj in g.zones[z] if self._counts(g, ctx, obj, b))

    def _locations(self, g: State, ctx: Ctx) -> tuple[int, ...] | None:
        """The locations searched; ``None`` when "here" or "there" is not available."""

        where = self.where
        if where == "my_battlefield":  # "at my battlefield": here, if a battlefield (808.1.d.3 for a Deathknell)
            zone = last_known.location(g, ctx.source, ctx.lki)
            return None if zone is None or g.zone_kind[zone] != zones.BF_LOCATION else (zone,)
        if where in ("here", "there"):
            # a battlefield's "here" is its location (107.2); a Deathknell's, where it died (808.1.d.3);
            # "there", where the chosen unit is, or was if this item moved it away (359.3.e.13)
            obj = unit_of(g, ctx, self.at) if where == "there" else ctx.source
            seen = ctx.lki if where == "here" else last_known.looked_back(g, ctx.uid, self.at)
            zone = last_known.location(g, -1 if obj is None else obj, seen)
            return None if zone is None else (zone,)  # 359.3.e.12: no location
        if where == "my_battlefield":  # "at my battlefield": none while I'm not at one (359.3.f.1)
            zone = last_known.location(g, ctx.source, ctx.lki)
            return (zone,) if zone is not None and g.zone_kind[zone] == zones.BF_LOCATION else ()
        if where == "any":
            return g.loc_zones
        kind = BASE if where == "base" else zones.BF_LOCATION
        return tuple(z for z in g.loc_zones if g.zone_kind[z] == kind)

    def _whose(self, g: State, controller: int, ctrl: int) -> bool:
        w = self.whose
        if w == "any":
            return True
        if controller < 0:
            return False  # an uncontrolled battlefield's ability has no "you" (187.6.b)
        if w == "you":
            return ctrl == controller
        return ctrl >= 0 and is_friendly(g, controller, ctrl) == (w == "friendly")

    def _named(self, g: State, ctx: Ctx, obj: int) -> bool:
        """With ``named``: does it have the source's name (132)?"""
        return self._named_card(g, ctx, g.o_card[obj])

    def _named_card(self, g: State, ctx: Ctx, card: int) -> bool:
        """With ``named``: does the card with catalog index ``card`` have the source's name (132)?"""
        if not self.named:
            return True
        cat = g.catalog
        return ctx.source >= 0 and cat[card].name == cat[g.o_card[ctx.source]].name

    def _counts(self, g: State, ctx: Ctx, obj: int, b: Board | None) -> bool:
        kind = g.catalog[g.o_card[obj]].type
        what = self.what
        if kind != ("unit" if what == "buff" else what):
            return False
        if self.attached:
            if g.o_attached[obj] != ctx.source or ctx.source < 0:
                return False
        elif not self._whose(g, ctx.controller, g.o_ctrl[obj]):
            return False
        if (self.other and obj == ctx.source) or not self._named(g, ctx, obj):
            return False
        if (what == "buff" or self.buffed) and not g.o_buff[obj]:
            return False
        if self.tag is not None and self.tag not in (tags_of(g, obj) if b is None else b.tags.get(obj, ())):
            return False
        if self.keyword is not None and not (has(g, obj, self.keyword) if b is None
                                             else self.keyword in b.kw.get(obj, {})):
            return False
        if self.mighty:
            return is_mighty(g, obj)
        return True

    def head(self) -> str:
        return str(abs(self.per))

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return f"for each {self.noun()}"

    def refers(self, slot: int) -> bool:
        return self.where == "there" and self.at == slot

    def sign(self) -> int:
        return 1 if self.per > 0 else -1

    def plural(self) -> str:
        return self.noun().replace(self.what, self.what + "s", 1)

    def quantity(self) -> str:
        """"the number of cards in your trash", "the number of enemy units here" (one each)."""
        if self.per != 1:
            raise NotImplementedError("a quantity counts one for each object")
        noun = self.noun()
        return f"the number of {'cards' + noun[len('card'):] if noun.startswith('card') else self.plural()}"

    def noun(self) -> str:
        """What is counted, in the singular: "enemy unit here", "buff you control"."""
        named = " with my name" if self.named else ""
        if self.what in ("hand", "trash"):
            return f"card{named} in your {self.what}"
        if self.what == "played":
            return f"card{named} you've played this turn"
        if self.what == "battlefield":
            return ("other " if self.other else "") + {
                "you": "battlefield you control", "friendly": "battlefield you or allies control",
                "enemy": "battlefield an opponent controls", "any": "controlled battlefield"}[self.whose]
        if self.attached:
            return f"{self.tag or 'gear'} attached to me"
        words = ["other"] if self.other else []
        if self.what == "unit":
            words += (["buffed"] if self.buffed else []) + (["[Mighty]"] if self.mighty else [])
        if self.whose in ("friendly", "enemy"):
            words.append(self.whose)
        words.append(self.tag if self.tag is not None else self.what)
        if self.whose == "you":
            words.append("you control")
        if self.keyword is not None:
            words.append(f"with {keyword_text(self.keyword)}")
        where = {"any": "", "battlefield": "at a battlefield", "base": "in a base", "here": "here",
                 "there": "there", "my_battlefield": "at my battlefield"}[self.where]
        return " ".join(words + ([where] if where else []) + (["with my name"] if self.named else []))

    def shifted(self, offset: int) -> Amount:
        return replace(self, at=self.at + offset) if self.where == "there" else self


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("Count.what", COUNTED)
allow("Count.whose", WHOSE)
allow("Count.where", WHERE)
allow("Count.keyword", KEYWORD_NAMES)
allow("KeywordValue.keyword", KEYWORD_NAMES)
free("Count.tag", "a tag (133.8)")
