"""Card definitions: immutable facts plus behaviour written in the card DSL.

A :class:`CardDef` is shared by every game that uses it; a game state refers to it by
its index in the game's catalog, never by holding the object in mutable state.
Rule references: card anatomy 125-139, units 140-146, gear 147-151, spells 152-158,
runes 159-167, battlefields 168-171, legends 172-175, tokens 176-184.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from riftbound.effects.primitives import Effect

UNIT = "unit"
GEAR = "gear"
SPELL = "spell"
RUNE = "rune"
BATTLEFIELD = "battlefield"
LEGEND = "legend"
CARD_TYPES = (UNIT, GEAR, SPELL, RUNE, BATTLEFIELD, LEGEND)
MAIN_DECK_TYPES = (UNIT, GEAR, SPELL)
PERMANENT_TYPES = (UNIT, GEAR)

CHAMPION = "champion"
SIGNATURE = "signature"
BASIC = "basic"
TOKEN = "token"
SUPERTYPES = (CHAMPION, SIGNATURE, BASIC, TOKEN)

# Domains (134.2) in a fixed order; the index is used for rune-pool power slots.
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
ANY_DOMAIN = "any"  # [A]: power of any domain (135.2.e.5)
# Rune-pool power slots: one per domain, then universal power that pays any domain.
DOMAIN_INDEX = {**{d: i for i, d in enumerate(DOMAINS)}, ANY_DOMAIN: 6}
POOL_SLOTS = 7
OWN_DOMAIN = "own"  # [C]: power of this card's domain (135.2.e.6)

# Keywords handled by the core engine now; the rest arrive with the keyword issue.
ACTION = "action"
REACTION = "reaction"


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One targeted choice made while a spell or ability is put on the chain (355.6-355.13).

    ``kind`` is ``"unit"``, ``"gear"``, ``"permanent"``, ``"battlefield"`` or ``"spell"`` (an
    item on the chain).
    ``controller`` is relative to the item's controller: ``"any"``, ``"friendly"``, ``"enemy"``.
    ``location`` restricts board objects: ``"any"``, ``"battlefield"`` or ``"base"``.
    ``count`` objects are chosen; with ``up_to`` any number from 0 to ``count`` (355.13).
    """

    kind: str = "unit"
    controller: str = "any"  # "any", "friendly", "enemy", or "you" (controlled by you)
    location: str = "any"
    max_might: int | None = None
    min_might: int | None = None
    exhausted: bool | None = None
    count: int = 1
    up_to: bool = False
    tag: str | None = None  # e.g. "Equipment" (133.8)

    def noun(self) -> str:
        """English for one object this spec accepts, used by card-text rendering."""
        words: list[str] = []
        if self.exhausted is True:
            words.append("exhausted")
        if self.controller == "friendly":
            words.append("friendly")
        elif self.controller == "enemy":
            words.append("enemy")
        words.append(self.kind)
        text = " ".join(words)
        if self.tag:
            text += f" with the {self.tag} tag"
        if self.location == "battlefield":
            text += " at a battlefield"
        elif self.location == "base":
            text += " in a base"
        if self.max_might is not None:
            text += f" with {self.max_might} Might or less"
        if self.min_might is not None:
            text += f" with {self.min_might} Might or more"
        return text

    def text(self) -> str:
        """English for the whole choice, e.g. ``"up to 2 enemy units"``."""
        noun = self.noun()
        if self.count == 1 and not self.up_to:
            article = "an" if noun[0] in "aeiou" else "a"
            return f"{article} {noun}"
        prefix = "up to " if self.up_to else ""
        return f"{prefix}{self.count} {noun}s"


DOMAIN_SYMBOLS = {"fury": "R", "calm": "G", "mind": "B", "body": "O", "chaos": "P",
                  "order": "Y", ANY_DOMAIN: "A", OWN_DOMAIN: "C"}


def power_symbol(domain: str) -> str:
    """The shorthand of one Power pip (134.2, 135.2.e.5-6), e.g. ``[R]``."""
    return f"[{DOMAIN_SYMBOLS[domain]}]"


@dataclass(frozen=True, slots=True)
class Cost:
    """An Energy and Power cost (131, 356). ``power`` lists one domain per pip."""

    energy: int = 0
    power: tuple[str, ...] = ()
    exhaust_self: bool = False  # [E] (135.2.e.2)
    recycle_self: bool = False  # "Recycle this" (163.2.b)

    def text(self) -> str:
        parts: list[str] = []
        if self.energy:
            parts.append(f"[{self.energy}]")
        parts.extend(power_symbol(d) for d in self.power)
        if self.exhaust_self:
            parts.append("[E]")
        if self.recycle_self:
            parts.append("Recycle this")
        return ", ".join(parts) if parts else "[0]"


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """``cost: effect`` (376-381, 398-406). ``adds`` marks an Add ability (429): it
    resolves at once when activated and can be used while paying costs (357.1.a)."""

    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    keywords: tuple[str, ...] = ()
    adds: bool = False
    keyword: str = ""  # the keyword this ability is written as, e.g. "equip"

    def text(self) -> str:
        if self.keyword == "equip":
            return f"[Equip] {self.cost.text()}"
        kw = "".join(f"[{k.capitalize()}][>] " for k in self.keywords)
        body = " ".join(e.text(self.targets) for e in self.effects)
        return f"{self.cost.text()}: {kw}{body}"


# Trigger events (383), raised by rules/triggers.py. Events of the object itself:
PLAYED_SELF = "played_self"  # "When you play me/this" - a Play Effect (383.4.a)
ATTACK = "attack"  # "When I attack" (383.4.e)
DEFEND = "defend"  # "When I defend" (383.4.f)
CONQUER = "conquer"  # "When I conquer" (383.4.c)
HOLD = "hold"  # "When I hold" (383.4.d)
DIES = "dies"  # "When I die" / Deathknell (808)
START_OF_BEGINNING = "start_of_beginning"  # "At the start of your Beginning Phase" (315.2.a)
# Events a permanent on the board watches its controller perform (384.2):
YOU_PLAY_SPELL = "you_play_spell"  # "When you play a spell" (383.4.a.4: not a Play Effect)
YOU_CONQUER = "you_conquer"  # "When you conquer" (383.4.c.2.b)
YOU_HOLD = "you_hold"  # "When you hold" (383.4.d.2.b)
FRIENDLY_DIES = "friendly_dies"  # "When another unit you control dies" (383.2.c.2)
SELF_EVENTS = frozenset({PLAYED_SELF, ATTACK, DEFEND, CONQUER, HOLD, DIES, START_OF_BEGINNING})
WATCHER_EVENTS = frozenset({YOU_PLAY_SPELL, YOU_CONQUER, YOU_HOLD, FRIENDLY_DIES})
_LEADS = {PLAYED_SELF: "When you play me,", ATTACK: "When I attack,", DEFEND: "When I defend,",
          CONQUER: "When I conquer,", HOLD: "When I hold,", YOU_PLAY_SPELL: "When you play a spell,",
          YOU_CONQUER: "When you conquer,", YOU_HOLD: "When you hold,",
          FRIENDLY_DIES: "When another unit you control dies,"}


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """``When <event>, <effect>`` (382-385). Targets are chosen as the ability is put
    on the chain (355.5.b, 402)."""

    event: str
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False
    keyword: str = ""  # the keyword this ability is written as, e.g. "deathknell"

    def text(self) -> str:
        if self.keyword == "deathknell":
            return "[Deathknell][>] " + " ".join(e.text(self.targets) for e in self.effects)
        lead = _LEADS.get(self.event, f"When {self.event},")
        may = " you may" if self.optional else ""
        body = " ".join(e.text(self.targets) for e in self.effects)
        if may:
            body = body[0].lower() + body[1:]
        return f"{lead}{may} {body}"


@dataclass(frozen=True, slots=True)
class CostModifier:
    """A passive ability changing the Energy cost of cards played (356.3-356.4): ``energy``
    > 0 is an increase, < 0 a discount, never below ``minimum`` (356.4.e). ``cards`` is the
    card type it applies to (or ``"any"``); ``whose`` is ``"you"`` or ``"opponents"``,
    relative to the controller of the object that has it."""

    energy: int
    cards: str = "any"
    whose: str = "you"
    minimum: int = 0

    def text(self) -> str:
        what = "Cards" if self.cards == "any" else f"{self.cards.capitalize()}s"
        who = "you play" if self.whose == "you" else "your opponents play"
        more = f"[{abs(self.energy)}] {'more' if self.energy > 0 else 'less'}"
        floor = f", to a minimum of [{self.minimum}]" if self.minimum and self.energy < 0 else ""
        return f"{what} {who} cost {more}{floor}."


@dataclass(frozen=True, slots=True)
class MightHere:
    """A battlefield's passive ability "Units here have +N Might" (169.8, 364): a
    continuous effect that ends the moment the battlefield leaves (652.2.c)."""

    amount: int

    def text(self) -> str:
        return f"Units here have {self.amount:+d} [M]."


@dataclass(frozen=True, slots=True)
class LevelText:
    """"[Level N][>] text" on a spell: its instructions count while its controller has N or
    more XP (824.1.b.1)."""

    n: int
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """"As an additional cost to play this, [you may] pay ..." (356.2). An optional one is
    declared while making choices (356.2.b.1); ``effects`` happen on resolution if it was
    paid ("if you do")."""

    energy: int = 0
    power: tuple[str, ...] = ()
    optional: bool = False
    effects: tuple[Effect, ...] = ()
    enters_ready: bool = False  # Accelerate: "If you do, I enter ready" (805.1.a)
    repeat: bool = False  # Repeat: "If you do, execute this spell's instructions again" (820.1.d)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        cost = Cost(self.energy, self.power).text()
        if self.repeat:
            return f"[Repeat] {cost}"
        if not self.optional:
            return f"As an additional cost to play this, pay {cost}."
        rest = " ".join(e.text(targets) for e in self.effects)
        return f"As you play this, you may pay {cost} as an additional cost. If you do, {rest[0].lower()}{rest[1:]}"


Ability = ActivatedAbility | TriggeredAbility | CostModifier | MightHere


@dataclass(frozen=True, slots=True)
class CardDef:
    """The facts of one card (or token) and its behaviour in the DSL."""

    id: str
    name: str
    type: str
    domains: tuple[str, ...] = ()
    energy: int = 0
    power: tuple[str, ...] = ()
    might: int | None = None
    supertypes: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    abilities: tuple[Ability, ...] = ()
    additional_costs: tuple[AdditionalCost, ...] = ()
    legion: tuple[Effect, ...] = ()  # "[Legion][>] ...": instructions active after another card (812)
    level: tuple[LevelText, ...] = ()  # "[Level N][>] ...": instructions active with N XP (824)
    might_bonus: int | None = None  # an Equipment's Might Bonus (137), applied while attached
    test: bool = False
    set_id: str = ""
    extra: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    @property
    def is_permanent(self) -> bool:
        return self.type in PERMANENT_TYPES

    @property
    def cost(self) -> Cost:
        return Cost(self.energy, self.power)

    def has_keyword(self, keyword: str) -> bool:
        return keyword in self.keywords

    def rules_text(self) -> str:
        """The card's text, rendered from its definition (the project ships no printed text)."""
        lines: list[str] = []
        for kw in self.keywords:
            lines.append(f"[{kw.capitalize()}]")
        for ac in self.additional_costs:
            lines.append(ac.text(self.targets))
        if self.effects:
            lines.append(" ".join(e.text(self.targets) for e in self.effects))
        if self.legion:
            lines.append("[Legion][>] " + " ".join(e.text(self.targets) for e in self.legion))
        for lv in self.level:
            lines.append(f"[Level {lv.n}][>] " + " ".join(e.text(self.targets) for e in lv.effects))
        for ab in self.abilities:
            if not (isinstance(ab, TriggeredAbility) and ab.keyword and ab.keyword != "deathknell"):
                lines.append(ab.text())  # keyword abilities render as their keyword
        return "\n".join(lines)
