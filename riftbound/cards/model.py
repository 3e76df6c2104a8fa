"""Card definitions: immutable facts plus behaviour written in the card DSL.

A :class:`CardDef` is shared by every game that uses it; a game state refers to it by
its index in the game's catalog, never by holding the object in mutable state.
Rule references: card anatomy 125-139, units 140-146, gear 147-151, spells 152-158,
runes 159-167, battlefields 168-171, legends 172-175, tokens 176-184.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from riftbound.cards.events import (
    ATTACK,
    BECOME_READY,
    CHOSEN,
    CONQUER,
    CONQUER_HERE,
    CONTROLLED_YOU_PLAY,
    DEFEND,
    DIES,
    DISCARDED_SELF,
    EACH_FIRST_BEGINNING,
    FILTERED_PLAY_EVENTS,
    FIRST_AFTER,
    FIRST_EACH_TURN,
    LEADS,
    LIMITS,
    ONCE_EACH_TURN,
    OPPONENT_PLAYS,
    PLAYED_SELF,
    PLAYED_SELF_FACEDOWN,
    RETURNED_FROM_HERE,
    THEY_EVENTS,
    THIRD_IN_TURN,
    TRASH,
    YOU_CONQUER,
    YOU_PLAY,
)
from riftbound.cards.instruction import Amount, Effect, sign
from riftbound.cards.vocabulary import allow, free
from riftbound.errors import CardDefinitionError

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
# A pip of a two-domain card's printed cost payable with either of its domains, "fury|mind"
# (135.2.e.6.c of the 2026-07-16 Core Rules; docs/rulings.md "Either-domain pips").
EITHER = "|"
# Restricted resources an Add instruction may add (429, 165; rules/restricted.py): what they
# may be spent on, with the sentence the card prints after the Add.
USE_SPELLS = "spells"
USE_GEAR = "gear"
USE_SHOWDOWNS = "showdowns"
USES = {USE_SPELLS: "Use only to play spells.",
        USE_GEAR: "Use only to play gear or use gear abilities.",
        USE_SHOWDOWNS: "Spend this Energy only during showdowns."}


def either_domains(pip: str) -> tuple[str, ...]:
    """The domains an either-domain pip may be paid with, ``()`` for any other pip."""
    return tuple(pip.split(EITHER)) if EITHER in pip else ()


def check_power(card_id: str, domains: tuple[str, ...], power: tuple[str, ...]) -> None:
    """Each pip of a cost is a domain, [A], [C] or an either-domain pip of two different
    domains of the card (135.2.e.4-6); anything else is refused, naming the card and the pip."""
    for pip in power:
        either = either_domains(pip)
        if either:
            if len(either) != 2 or either[0] == either[1] or any(d not in domains for d in either):
                raise ValueError(f"{card_id}: the either-domain pip {pip!r} names two different domains of "
                                 f"the card {domains} (135.2.e.6.c)")
        elif pip not in DOMAIN_INDEX and pip != OWN_DOMAIN:
            raise ValueError(f"{card_id}: unknown power pip {pip!r}; a pip is one of {', '.join(DOMAIN_INDEX)}, "
                             f"{OWN_DOMAIN!r} or 'a|b' for either of the card's two domains (135.2.e)")

# Keywords handled by the core engine now; the rest arrive with the keyword issue.
ACTION = "action"
REACTION = "reaction"


ELSEWHERE = "elsewhere"  # TargetSpec.location: "at a different location" than the source (359.3.f.1)


# TargetSpec.location: "a <tag> unit you own ... from your Champion Zone or the board": a unit its
# controller owns (127), in their Champion Zone or on the board, both public (355.9.a.5, 355.10.a.1)
CHAMPION_OR_BOARD = "champion_or_board"


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One targeted choice made while a spell or ability is put on the chain (355.6-355.13).

    ``kind`` is ``"unit"``, ``"gear"``, ``"permanent"``, ``"battlefield"``, ``"spell"`` (an
    item on the chain) or ``"player"`` (355.9.a: "a player", with controller ``"enemy"`` "an
    opponent"; rules/targeting.py).
    ``controller`` is relative to the item's controller: ``"any"``, ``"friendly"``, ``"enemy"``.
    ``location`` restricts board objects: ``"any"``, ``"battlefield"``, ``"base"`` or
    ``"your_base"`` (the base of the item's controller: "a friendly unit in your base"); ``"trash"``
    chooses a card in your trash instead (a public zone, 355.9.a, 355.10.a). A place relative
    to something else (359.3.f.1, rules/targeting.py): ``"here"``, the location of the
    ability's source ("an enemy unit here"), and ``"its"``, the location of the object chosen
    for the earlier slot ``at`` ("an enemy unit at its location"), ``"not_its"``, any location
    but that one ("another unit you control at a different location"), ``"its_destination"``,
    the location of the unit a reflexive ability calls "it", which its creator moved ("another
    enemy unit at its destination"), and ``"elsewhere"``, any
    location but the source's ("a unit you control at another location"); all are checked
    again as the item resolves (359.3.f.2).
    ``count`` objects are chosen; with ``up_to`` any number from 0 to ``count`` (355.13);
    with ``any_number`` any number of them, including zero (355.13). Group restrictions
    (355.11) hold for the chosen objects as a whole: ``total_max_might`` (their total Might
    at most this) and ``same_location`` (all at one location); see :mod:`riftbound.rules.groups`.
    Targeting restrictions (355.9.b): ``other`` ("another": not the source), ``other_than``
    (not an object chosen for that earlier target slot: "a unit and another unit"), ``states``
    (each of :data:`TARGET_STATES`: ``attacking``/``defending`` 459.2.b, ``stunned`` 423,
    ``damaged`` 417, ``buffed`` 702, ``equipped`` 818.3, ``token`` / ``not_token`` 182),
    ``max_cost`` (its printed Energy cost at most this, 131.4) and ``max_power`` (at most that
    many Power pips, "and no more than [A]", 131.3); in a trash, ``any_tag`` (a card with one
    of these printed tags, 133.8).
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
    any_number: bool = False
    total_max_might: int | None = None
    same_location: bool = False
    same_controller: bool = False  # a group restriction (355.11): "with the same controller"
    other: bool = False  # "another": not the source of the ability choosing (rules/targeting.py)
    at: int | None = None  # with location "its": the earlier target slot whose location it is
    other_than: int | None = None  # not an object chosen for this earlier slot ("... and another unit")
    states: tuple[str, ...] = ()  # each of TARGET_STATES it must be in ("an attacking unit")
    max_cost: int | None = None  # "with Energy cost no more than [N]" (131.4, the printed cost)
    max_power: int | None = None  # "and no more than [A]": at most N Power pips (131.3)
    # a card in your trash with any of these printed tags (133.8): "a Bird, Cat, Dog, or Poro from your trash"
    any_tag: tuple[str, ...] = ()
    # "another": not the object the triggered ability calls "it" (its event's unit, e.g. the unit played)
    other_than_it: bool = False
    # "of them": one of the objects a reflexive ability calls "them", those its creator just played
    # ("Ready up to two of them", 388.1; effects/played_tokens.py)
    among_it: bool = False
    # "a unit at a battlefield or a gear": with kind unit, any gear also fits (only ``controller`` applies to it)
    or_gear: bool = False
    # in a trash: "with Energy cost less than your points" (131.4, the printed cost; 188.4.a)
    cost_below_points: bool = False
    # in your trash, kind "card": "cards with [Hidden]" (a printed keyword, 133.3)
    keyword: str | None = None
    # a unit in your trash "that costs no more Energy and no more Power than the killed unit": the unit killed
    # for the card's additional cost (KILLED_FOR_COST; rules/targeting.py ``killed_fits``; docs/rulings.md)
    within_killed: bool = False
    # with location "here": "an enemy unit here with less Might than me" (the source's Might now, 359.3.e.12)
    weaker_than_me: bool = False
    # of a battlefield: "a battlefield where you have units" (a unit you control there, 107.2)
    your_units_there: bool = False
    # "a unit with the named tag": the tag its source named as it was played (133.8; rules/named_tags.py)
    named_tag: bool = False
    # of kind "permanent": "a gear, unit, or facedown card": a card hidden facedown at a battlefield
    # (107.3, 811) fits too, whatever its type (rules/targeting.py)
    or_facedown: bool = False

    # a spell or ability on the chain by what it chose (355.6; rules/targeting.py): "that chooses a friendly
    # unit or gear" (CHOOSES_FRIENDLY), or with ``chooses_only`` the earlier slot whose object it chooses and
    # no other friendly unit ("that chooses it and no other friendly unit")
    chooses: str = ""
    chooses_only: int | None = None
    # "a unit and an Equipment with the same controller": controlled by whoever controls the object
    # chosen for this earlier slot (355.9.b, 355.16; rules/targeting.py)
    same_controller_as: int | None = None

    def __post_init__(self) -> None:
        if (self.chooses or self.chooses_only is not None) and (
                self.kind not in ("spell", "ability", "chain_item")
                or bool(self.chooses) == (self.chooses_only is not None)
                or (self.chooses_only is not None and self.chooses_only < 0)):
            raise CardDefinitionError("TargetSpec.chooses / chooses_only: a spell or ability on the chain that "
                                      "chooses a friendly unit or gear, or the object of an earlier slot only; "
                                      "one of the two")
        if (self.location in ("its", "not_its")) != (self.at is not None) or (self.at is not None and self.at < 0):
            raise ValueError("359.3.f.1: location 'its' names the earlier target slot `at` whose location it "
                             "is, and `at` goes only with it")
        if self.kind == "card" and (self.location != "trash" or self.controller not in ("enemy", "any", "you")):
            raise NotImplementedError("355.9.a: 'cards' of any type are chosen in trashes only (location 'trash', "
                                      "controller 'enemy', 'any' or 'you')")
        if self.keyword is not None and (self.kind != "card" or self.controller != "you"):
            raise CardDefinitionError("TargetSpec.keyword: 'cards with [Keyword]' are cards in your trash "
                                      "(kind 'card', location 'trash', controller 'you')")
        if self.location == "trash" and (
                self.controller not in ("you", "friendly", "enemy", "any")
                or (self.controller in ("enemy", "any") and self.kind != "card")
                or self.kind not in ("unit", "gear", "permanent", "spell", "card")
                or self.max_might is not None or self.min_might is not None or self.exhausted is not None
                or self.is_group or self.states or self.other_than is not None):
            raise NotImplementedError("355.10.a: a target in a trash is a unit, gear, permanent (a unit or gear) "
                                      "or spell card in your own trash, or any card in opponents' trashes, with "
                                      "no restriction but its cost and tags")
        if self.or_gear and (self.kind != "unit" or self.location in ("trash", "here", "its", "not_its", "elsewhere")):
            raise CardDefinitionError("TargetSpec.or_gear: 'a unit ... or a gear' is a unit target on the board")
        if self.any_tag and (self.location != "trash" or len(self.any_tag) < 2):
            raise NotImplementedError("133.8: 'any of these tags' is a card in your trash with one of two or more "
                                      "tags (one tag on the board is `tag`)")
        if self.cost_below_points and (self.location != "trash" or self.max_cost is not None):
            raise NotImplementedError("131.4: 'Energy cost less than your points' is a card in your trash "
                                      "with no other cost restriction")
        if self.within_killed and replace(self, within_killed=False) != TargetSpec(
                "unit", controller="you", location="trash"):
            raise NotImplementedError("355.9.b: 'no more Energy and no more Power than the killed unit' is a unit "
                                      "in your trash, with no other restriction")
        if self.named_tag and (self.kind not in ("unit", "gear", "permanent") or self.tag is not None
                               or self.location in ("trash", "here", "its", "not_its", "elsewhere", "there",
                                                    "its_destination")):
            raise NotImplementedError("133.8: 'with the named tag' is a unit or gear on the board, with no tag of "
                                      "its own and no location of its source's")
        if self.or_facedown and (self.kind != "permanent" or self.location != "any" or self.states
                                 or self.max_cost is not None or self.tag is not None or self.is_group
                                 or self.max_might is not None or self.min_might is not None
                                 or self.exhausted is not None):
            raise CardDefinitionError("TargetSpec.or_facedown: 'a gear, unit, or facedown card' is a permanent "
                                      "anywhere on the board, restricted by its controller and 'another' only")
        if self.location == CHAMPION_OR_BOARD and (self.kind != "unit" or replace(
                self, location="any", tag=None) != TargetSpec()):
            raise NotImplementedError("355.9.a.5: 'a unit you own from your Champion Zone or the board' is one unit, "
                                      "restricted by a tag only")
        if self.your_units_there and self.kind != "battlefield":
            raise CardDefinitionError("TargetSpec.your_units_there is a battlefield's ('where you have units')")
        if self.weaker_than_me and (self.kind != "unit" or self.location != "here"):
            raise NotImplementedError("359.3.f.1: 'with less Might than me' is a unit here, at the source's location")
        bad = [st for st in self.states if st not in TARGET_STATES]
        if bad or len(set(self.states)) != len(self.states) or {"token", "not_token"} <= set(self.states):
            raise CardDefinitionError(f"TargetSpec.states {self.states!r}: each at most once, one of "
                                      f"{', '.join(TARGET_STATES)}, and not both token and not_token")
        if self.max_power is not None and self.max_cost is None:
            raise CardDefinitionError("TargetSpec.max_power is written with max_cost ('costs no more than [N] "
                                      "and no more than [A]')")
        if self.kind == "player" and (self.controller == "you" or any(
                getattr(self, f.name) != f.default for f in fields(self) if f.name not in ("kind", "controller"))):
            raise CardDefinitionError("TargetSpec: a player target (355.9.a) is one player: 'any', 'enemy' "
                                      "(an opponent) or 'friendly', with no other restriction")
        if (self.states or self.max_cost is not None) and self.kind in ("rune", "battlefield", "ability", "legend",
                                                                        "chain_item"):
            raise CardDefinitionError(f"TargetSpec: a {self.kind} has no state or cost to restrict")
        if self.same_controller_as is not None and (self.same_controller_as < 0 or self.kind not in (
                "unit", "gear", "permanent") or self.location in ("trash", "here", "its") or self.controller != "any"):
            raise CardDefinitionError("TargetSpec.same_controller_as: a unit or gear on the board whose controller is "
                                      "that of an earlier slot's object, with no other controller restriction")
        if self.among_it and (self.kind not in ("unit", "gear", "permanent") or self.controller != "any"
                              or self.location != "any" or self.any_number or self.other_than_it):
            raise CardDefinitionError("TargetSpec.among_it: 'of them' chooses among the units or gear a reflexive "
                                      "ability refers to, with no other controller or location restriction")
        if self.kind == "something" and any(getattr(self, f.name) != f.default for f in fields(self)
                                            if f.name not in ("kind", "other", "exhausted")):
            raise CardDefinitionError("TargetSpec: 'something' is any unit, gear, rune or legend on the board, "
                                      "'else' (other) and 'that's exhausted' its only restrictions")

    @property
    def is_group(self) -> bool:
        """Does this choice have a restriction on the group as a whole (355.11)?"""
        return self.total_max_might is not None or self.same_location or self.same_controller

    def noun(self) -> str:
        """English for one object this spec accepts, used by card-text rendering."""
        if self.kind == "something":  # "something else that's exhausted"
            return "something" + (" else" if self.other else "") + (" that's exhausted" if self.exhausted else "")
        if self.kind == "player":
            return {"enemy": "opponent", "friendly": "friendly player"}.get(self.controller, "player")
        if self.location == CHAMPION_OR_BOARD:  # "a Teemo unit you own"
            return f"{self.tag} unit you own" if self.tag else "unit you own"
        if self.location == "trash":
            cost = ""
            if self.max_cost is not None:  # "a unit costing no more than [3] and no more than [A] from your trash"
                cost = f" costing no more than [{self.max_cost}]"
                cost += f" and no more than {'[A]' * self.max_power}" if self.max_power is not None else ""
            kind = "unit or gear" if self.kind == "permanent" else self.kind  # permanent cards (133.4.a)
            if self.cost_below_points:
                return f"{kind} from your trash with Energy cost less than your points"
            if self.any_tag:  # "Bird, Cat, Dog, or Poro from your trash"
                return f"{', '.join(self.any_tag[:-1])}, or {self.any_tag[-1]}{cost} from your trash"
            if self.controller == "enemy":  # "up to 3 cards from opponents' trashes"
                return f"{kind}{cost} from opponents' trashes"
            if self.keyword:  # "cards with [Hidden] from your trash"
                return f"{kind} with {keyword_text(self.keyword)} from your trash"
            if self.within_killed:
                return f"{kind} from your trash that costs no more Energy and no more Power than the killed unit"
            if self.controller == "any":  # "up to 4 cards from trashes": every player's
                return f"{kind}{cost} from trashes"
            return f"{self.tag or kind}{cost} from your trash"  # "a Mech from your trash" (133.8)
        # "another": at a different location than another choice, it is another object too
        words: list[str] = ["other"] if self.other or self.other_than is not None or self.other_than_it \
            or self.location == "not_its" else []
        words += [_STATE_WORDS[st] for st in self.states if st not in _STATES_AFTER]
        if self.exhausted is True:
            words.append("exhausted")
        if self.controller == "friendly":
            words.append("friendly")
        elif self.controller == "enemy":
            words.append("enemy")
        words += [_STATE_WORDS[st] for st in self.states if st in _STATES_AFTER and st not in _STATES_LAST]
        words.append("spell or ability" if self.kind == "chain_item" else self.kind)
        words += [_STATE_WORDS[st] for st in self.states if st in _STATES_LAST]
        if self.or_facedown:  # "another friendly gear, unit, or facedown card" (811)
            words[-1] = "gear, unit, or facedown card"
        elif self.kind == "permanent":  # "a friendly unit or gear" (133.4.a: the permanent types)
            words[-1] = "unit or gear"
        text = " ".join(words)
        if self.controller == "you" and not self.other and self.kind != "player":
            text += " you control"  # "a unit you control", "a battlefield you control"
        if self.max_cost is not None:
            if self.max_power is None:
                text += f" with Energy cost no more than [{self.max_cost}]"
            else:
                text += f" that costs no more than [{self.max_cost}] and no more than {'[A]' * self.max_power}"
        if self.tag:
            text += f" with the {self.tag} tag"
        elif self.named_tag:
            text += " with the named tag"
        if self.location == "battlefield" and not self.same_location:
            text += " at a battlefield"  # with same_location: "at the same battlefield" (text)
        if self.or_gear:
            text += " or a gear"
        elif self.location == "base":
            text += " in a base"
        elif self.location == "your_base":
            text += " in your base"  # the base of the spell's or ability's controller (107.1)
        elif self.location == "here":
            text += " here"
        elif self.location == "there":
            text += " there"  # the battlefield conquered or held (359.3.f.3)
        elif self.location == "elsewhere":
            text += " at another location"  # not at the source's location (359.3.f.1)
        if self.weaker_than_me:
            text += " with less Might than me"
        if self.your_units_there:
            text += " where you have units"
        elif self.location == "its":
            text += " at its location"
        elif self.location == "not_its":
            text += " at a different location"  # than the object chosen for slot ``at``
        elif self.location == "its_destination":
            text += " at its destination"  # where "it", moved by the instruction creating this ability, is
        if self.max_might is not None:
            text += f" with {self.max_might} [M] or less"
        if self.min_might is not None:
            text += f" with {self.min_might} [M] or more"
        if self.chooses:
            text += " that chooses a friendly unit or gear"
        elif self.chooses_only is not None:
            text += " that chooses it and no other friendly unit"
        return text

    def text(self) -> str:
        """English for the whole choice, e.g. ``"up to two enemy units"``."""
        noun = self.noun()
        group = ""
        if self.same_location:
            group += " at the same battlefield" if self.location == "battlefield" else " at the same location"
        if self.same_controller:  # "with the same controller and a total Might of 8 or less"
            group += " with the same controller"
            if self.total_max_might is not None:
                group += f" and a total Might of {self.total_max_might} or less"
        elif self.total_max_might is not None:
            group += f" with total Might {self.total_max_might} or less"
        if self.any_number and self.controller == "you" and not self.other:
            return f"any number of your {replace(self, controller='any').plural()}{group}"  # "... of your token units"
        if self.any_number:
            return f"any number of {self.plural()}{group}"
        if self.among_it:  # "one of them", "up to two of them"
            return f"{'up to ' if self.up_to else ''}{number_word(self.count)} of them"
        if self.count == 1 and not self.up_to:
            if self.controller == "you" and self.other:
                return f"one of your {self.plural()}{group}"  # "one of your other units here"
            if self.kind == "something":
                return noun
            if self.other or self.other_than is not None or self.other_than_it or self.location == "not_its":
                # "another friendly unit", "another unit you control here"
                return f"an{noun}{group}"
            article = "an" if noun[0] in "aeio" or (noun[0] == "u" and not noun.startswith("uni")) else "a"
            return f"{article} {noun}{group}"
        prefix = "up to " if self.up_to else ""
        return f"{prefix}{number_word(self.count)} {self.noun() if self.count == 1 else self.plural()}{group}"

    def plural(self) -> str:
        """English for several objects this spec accepts, e.g. ``"enemy units at a battlefield"``."""
        noun = self.noun()
        kind = self.kind
        if kind == "player":
            return f"{noun}s"
        if kind == "chain_item":
            return noun.replace("spell or ability", "spells or abilities", 1)
        if kind == "permanent" and not self.or_facedown and self.location != "trash":
            return noun.replace("unit or gear", "units and gear", 1)
        return noun.replace(kind, "abilities" if kind == "ability" else f"{kind}s", 1)


TARGET_STATES = ("attacking", "defending", "stunned", "damaged", "buffed", "equipped", "token", "not_token",
                 "in_combat", "attached", "detached",  # attached: a gear attached to a unit or not (716, 435)
                 "no_temporary")  # "without [Temporary]" (a unit without the keyword, 817)
# What an instruction's "if it ..." may ask of a chosen target (Condition.of): a state, or whose it was,
# or "it is the only unit you control there" (741.1's count, of units its spell's controller controls)
TARGET_CONDITIONS = (*TARGET_STATES, "enemy", "friendly", "only_yours_there", "had_might_at_most")
# "if it had 3 [M] or less": the chosen unit's Might, as it last existed if this item moved it away (359.3.e.13)
COUNTED_TARGET_CONDITIONS = ("had_might_at_most",)
_STATE_WORDS = {"defending_alone": "defending alone",
                "attacking": "attacking", "defending": "defending", "stunned": "stunned", "damaged": "damaged",
                "buffed": "buffed", "equipped": "equipped", "token": "token", "not_token": "non-token",
                "in_combat": "in combat", "attached": "attached", "detached": "detached",
                "no_temporary": "without [Temporary]"}
_STATES_AFTER = ("token", "not_token", "in_combat", "no_temporary")  # after the controller: "enemy token unit"
# written after the noun: "enemy units in combat" (741.3), "a friendly unit without [Temporary]"
_STATES_LAST = ("in_combat", "no_temporary")


NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number_word(n: int) -> str:
    """A count as the cards print it: "two" up to ten, digits beyond."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


DOMAIN_SYMBOLS = {"fury": "R", "calm": "G", "mind": "B", "body": "O", "chaos": "P",
                  "order": "Y", ANY_DOMAIN: "A", OWN_DOMAIN: "C"}


def power_symbol(domain: str) -> str:
    """The shorthand of one Power pip (134.2, 135.2.e.5-6), e.g. ``[R]``; an either-domain
    pip as its two domains, ``[R/B]``."""
    if EITHER in domain:
        return f"[{'/'.join(DOMAIN_SYMBOLS[d] for d in either_domains(domain))}]"
    return f"[{DOMAIN_SYMBOLS[domain]}]"


@dataclass(frozen=True, slots=True)
class Cost:
    """An Energy and Power cost (131, 356). ``power`` lists one domain per pip."""

    energy: int = 0
    power: tuple[str, ...] = ()
    exhaust_self: bool = False  # [E] (135.2.e.2)
    recycle_self: bool = False  # "Recycle this" (163.2.b)
    kill_self: bool = False  # "Kill this" (e.g. the Gold gear token, 184.5)
    xp: int = 0  # "Spend N XP" (730.2)
    spend_buff: bool = False  # "Spend my buff" (702.2.b)
    # "spend a buff": one of its controller's units' (702.2.b.2), chosen as it is paid; only a
    # triggered ability's cost (rules/buff_costs.py)
    spend_a_buff: bool = False
    # "you may discard 1 to ...": cards of your hand, chosen as a triggered ability's cost is
    # determined (357.2.a, rules/cost_objects.py); a triggered ability's only
    discard: int = 0

    def __post_init__(self) -> None:
        if self.discard < 0:
            raise ValueError(f"357.2: discard is a number of cards, got {self.discard}")

    def text(self) -> str:
        parts: list[str] = [f"Spend {self.xp} XP"] if self.xp else []  # printed first, as on the cards
        if self.spend_buff:
            parts.append("Spend my buff")
        if self.spend_a_buff:
            parts.append("Spend a buff")
        if self.energy:
            parts.append(f"[{self.energy}]")
        parts.extend(power_symbol(d) for d in self.power)
        if self.kill_self:
            parts.append("Kill this")
        if self.exhaust_self:
            parts.append("[E]")
        if self.recycle_self:
            parts.append("Recycle this")
        return ", ".join(parts) if parts else "[0]"

    def within(self, me: str = "me") -> str:
        """The cost as the "[do X]" of a cost within instructions, "[do X] to [do Y]" (742.1):
        ``"pay [1] and exhaust me"`` (``me`` "this" for a gear's, 383.4.a.1's wording)."""
        pay = ([f"[{self.energy}]"] if self.energy else []) + [power_symbol(d) for d in self.power]
        parts = [f"pay {''.join(pay)}"] if pay else []
        if self.discard:  # printed before exhausting: "discard 1 and exhaust me" (LeBlanc, Deceiver)
            parts.append(f"discard {self.discard}")
        parts += [words for flag, words in ((self.exhaust_self, f"exhaust {me}"), (self.recycle_self, f"recycle {me}"),
                                            (self.kill_self, f"kill {me}"), (self.spend_buff, "spend my buff"),
                                            (self.spend_a_buff, "spend a buff"))
                  if flag]
        if self.xp:
            parts.append(f"spend {self.xp} XP")
        return _and(parts) if parts else "pay [0]"


_ABILITY_TEXTS: dict[int, tuple[ActivatedAbility, str]] = {}  # ActivatedAbility.text() by the ability's id


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
    dependent: Condition | None = None  # "[Legion][>]" / "[Level N][>]": active only then (727.1.c.3)
    only_while: Condition | None = None  # "Use this ability only while <condition>." (377.2.b)
    # "This ability costs [1] less for each friendly unit with [Temporary]": a Count with a
    # negative ``per``, counted as the cost is determined (356.4, 403; rules/playing.py)
    discount: Amount | None = None
    # Parts of the cost done to other objects ("Recycle 1 from your trash", "Recycle a unit from
    # your trash"): chosen as the total cost is determined, done as it is paid (403, 357.2;
    # rules/cost_objects.py), rendered before [E] as printed
    object_costs: tuple[AdditionalCost, ...] = ()
    # "This ability's Energy cost is reduced by the Might of the unit you choose": the target slot
    # of that unit, read as the cost is determined, after the targets (403, 356.4)
    less_might_of: int | None = None
    # the costs done to other objects printed first ("Recycle 3 from your trash, [1], [E]")
    objects_first: bool = False
    once_per_turn: bool = False  # "Use only once per turn." (377.2.b; rules/use_limits.py)

    def __post_init__(self) -> None:
        if self.cost.discard:
            raise NotImplementedError("357.2: discarding as an activated ability's cost is not supported yet")
        check_dependent(self.dependent)
        if self.less_might_of is not None and (
                self.adds or not 0 <= self.less_might_of < len(self.targets)
                or self.targets[self.less_might_of].kind != "unit" or self.discount is not None):
            raise ValueError("403, 356.4: 'reduced by the Might of the unit you choose' names a unit target slot "
                             "of a non-Add ability with no other discount")
        if any(ac.optional or ac.energy or ac.power or ac.xp or not ac.act for ac in self.object_costs) or (
                self.object_costs and self.adds and (REACTION in self.keywords or self.targets)):
            raise NotImplementedError("403, 357.2: an activated ability's costs done to other objects are "
                                      "mandatory acts (no Energy, Power or XP of their own); on an Add ability, "
                                      "one without [Reaction] (not used while paying, 357.1.a) or targets")
        if self.discount is not None and (isinstance(self.discount, int) or self.discount.sign() >= 0
                                          or self.adds):
            raise ValueError("356.4: an ability's discount is an amount that lowers its Energy cost "
                             "('costs [1] less for each ...'), not on an Add ability")
        if self.adds and (self.cost.xp or self.cost.spend_buff):
            raise NotImplementedError("730.2, 702.2.b: an Add ability spending XP or spending a buff is not supported")
        if self.cost.spend_a_buff:
            raise NotImplementedError("702.2.b.2: 'spend a buff' of any unit as an activated ability's cost is not "
                                      "supported (a triggered ability's is)")
        check_no_target(self.only_while, "377.2.b, 'use this ability only while'")
        if self.only_while is not None:
            if self.adds:
                raise NotImplementedError("377.2.b: an Add ability with a condition on using it is not supported")
            if self.only_while.kind in EVENT_CONDITIONS + DEPENDENT:
                raise ValueError(f"377.2.b: 'use this ability only while' is about the game now; "
                                 f"{self.only_while.kind!r} is not (a dependent keyword is `dependent`)")

    def text(self) -> str:
        """Its rules text. Made once per ability (an action's description names it every time
        the ability can be used: the server's options, the CLI, the log)."""
        hit = _ABILITY_TEXTS.get(id(self))
        if hit is not None and hit[0] is self:
            return hit[1]
        if len(_ABILITY_TEXTS) >= 4096:  # abilities made while playing (lent ones): keep it bounded
            _ABILITY_TEXTS.clear()
        text = self._render()
        _ABILITY_TEXTS[id(self)] = (self, text)  # the ability kept with it: its id is not reused meanwhile
        return text

    def _render(self) -> str:
        if self.keyword == "equip":
            less = "" if self.less_might_of is None else \
                ". This ability's Energy cost is reduced by the Might of the unit you choose."
            dash = "- " if self.object_costs else ""  # "[Equip] - [P], Recycle 2 cards from your trash"
            return f"[Equip] {dash}{self.cost_text()}{less}"
        kw = "".join(f"[{k.capitalize()}][>] " for k in self.keywords)
        body = " ".join(e.text(self.targets) for e in self.effects)
        if self.only_while is not None and self.only_while.kind in HISTORY_CONDITIONS:
            body += f" Use only if {self.only_while.clause()}."  # a fact of this turn (377.2.b)
        elif self.only_while is not None:
            body += f" Use this ability only while {self.only_while.clause()}."
        if self.discount is not None:
            body += f" This ability costs [{self.discount.head()}] less {self.discount.tail(self.targets)}."
        if self.once_per_turn:
            body += " Use only once per turn."
        return dependent_text(self.dependent, f"{self.cost_text()}: {kw}{body}")

    def cost_text(self) -> str:
        """The cost as printed: its costs done to other objects come before [E] and "Recycle
        this" ("[1][R], Recycle a unit from your trash, [E]")."""
        base = self.cost.text()
        if not self.object_costs:
            return base
        parts = [] if base == "[0]" else base.split(", ")
        last = [p for p in parts if p in ("[E]", "Recycle this")]
        doing = [ac.doing() for ac in self.object_costs]
        doing = [d[0].upper() + d[1:] for d in doing]
        if self.objects_first:
            return ", ".join(doing + parts)
        return ", ".join([p for p in parts if p not in last] + doing + last)


PLAY_TYPES = ("card", "unit", "gear", "spell")
PLAY_FROM = ("", "not_hand", "facedown")  # PlayFilter.from_zone: anywhere, not the hand, Hidden (811)
_ORDINALS = ("first", "second", "third", "fourth", "fifth")


@dataclass(frozen=True, slots=True)
class PlayFilter:
    """What a play watcher (YOU_PLAY, OPPONENT_PLAYS) looks for in the card or token played,
    checked after the play (383.2.c, rules/watchers.py): its ``type`` (``"card"``: any card,
    not a token, 182), a printed Energy cost of at least ``min_cost`` (131.4), a ``token``
    unit or gear (182.1.a), a ``mighty`` unit (706), ``another`` than the watcher, played
    ``from_zone`` (PLAY_FROM), on an opponent's turn, during a showdown, or the player's ``nth``
    card this turn; ``min_power`` Power pips or more, a unit with the ``tag``."""

    type: str = "card"
    min_cost: int = 0
    token: bool = False
    mighty: bool = False
    another: bool = False
    from_zone: str = ""
    opponents_turn: bool = False
    nth: int = 0
    showdown: bool = False  # "during a showdown": one is in progress as the play completes (341)
    min_power: int = 0  # "with Power cost [A][A] or more": N or more printed Power pips (131.3, 131.4)
    tag: str = ""  # "a Dragon": a unit with that tag as it is after the play (133.8)

    def __post_init__(self) -> None:
        if self.min_power < 0 or (self.tag and self.type != "unit"):
            raise ValueError("play filter min_power 0 or more; a tag names units ('a Dragon', 133.8)")
        if self.type not in PLAY_TYPES:
            raise ValueError(f"play filter type {self.type!r}: one of {', '.join(PLAY_TYPES)}")
        if self.from_zone not in PLAY_FROM:
            raise ValueError(f"play filter from {self.from_zone!r}: one of {', '.join(map(repr, PLAY_FROM))}")
        if self.token and self.type not in ("unit", "gear"):
            raise ValueError("play filter token: a token unit or a token gear (182: tokens are not cards)")
        if self.mighty and self.type != "unit":
            raise ValueError("play filter mighty: only units are Mighty (706)")
        if not 0 <= self.nth <= len(_ORDINALS) or self.min_cost < 0:
            raise ValueError(f"play filter nth 0-{len(_ORDINALS)} and min_cost 0 or more")
        if self.nth and self.type != "card":  # the count is of every card whose play was complete (419.4.a)
            raise ValueError("play filter nth: 'your Nth card in a turn' counts cards (type card), not one type")

    def text(self, opponent: bool = False) -> str:
        whose = "their" if opponent else "your"
        kind = ("[Mighty] " if self.mighty else "") + ("token " if self.token else "") + (self.tag or self.type)
        if self.nth:
            out = f"{whose} {_ORDINALS[self.nth - 1]} {kind} in a turn"
        else:
            out = f"{'another' if self.another else 'a'} {kind}"
        if self.min_cost:
            out += f" that costs [{self.min_cost}] or more"
        if self.min_power:
            out += f" with Power cost {'[A]' * self.min_power} or more"
        if self.from_zone == "not_hand":
            out += f" from anywhere other than {whose} hand"
        elif self.from_zone == "facedown":
            out += " from face down"
        return out + (" on an opponent's turn" if self.opponents_turn else "") + (
            " during a showdown" if self.showdown else "")


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """``When <event>, <effect>`` (382-385). Targets are chosen as the ability is put
    on the chain (355.5.b, 402)."""

    event: str
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False
    keyword: str = ""  # the keyword this ability is written as, e.g. "deathknell"
    limit: str = ""  # FIRST_EACH_TURN, ONCE_EACH_TURN or THIRD_IN_TURN (383.1.b, 383.3.f); "" for none
    zone: str = ""  # where it works: "" on the board (384.2), TRASH in its owner's trash (385)
    dependent: Condition | None = None  # "[Legion][>]" / "[Level N][>]": triggers only then (727.1.c.1)
    also: tuple[str, ...] = ()  # more events that trigger it: "When I attack or defend"
    play: PlayFilter | None = None  # what its YOU_PLAY / OPPONENT_PLAYS event looks for (None: any card)
    condition: Condition | None = None  # "When ..., if <condition>, ...": checked as it triggers (383.3.e)
    cost: Cost | None = None  # "[you may] <cost> to ...": its base cost, paid as it is finalized (383.3.b, 742.1.b)
    this: bool = False  # its cost names its source "this" ("exhaust this"), as some gear print it, not "me"
    # the part of that cost done to other objects ("you may recycle another friendly unit to ...";
    # rules/cost_objects.py): chosen as its cost is determined, done as it is paid (403, 357.2)
    object_costs: tuple[AdditionalCost, ...] = ()
    while_clause: bool = False  # its condition written "When ... while <condition>," (383.3.e; the same check)

    def __post_init__(self) -> None:
        check_dependent(self.dependent)
        if self.while_clause and self.condition is None:
            raise ValueError("383.3.e: 'while <condition>' after the trigger condition needs the condition")
        if any(ac.optional or ac.energy or ac.power or ac.xp or not ac.act for ac in self.object_costs) or (
                self.object_costs and not self.optional):
            raise NotImplementedError("383.3.b, 357.2: a triggered ability's costs done to other objects are acts "
                                      "(no Energy, Power or XP of their own) of a 'you may' ability")
        if self.limit not in LIMITS:
            raise ValueError(f"a triggered ability's limit is one of {', '.join(map(repr, LIMITS))}; "
                             f"got {self.limit!r}")
        if self.play is not None and FILTERED_PLAY_EVENTS.isdisjoint(self.events):
            raise ValueError(f"a play filter needs the event {YOU_PLAY}, {OPPONENT_PLAYS} or {CONTROLLED_YOU_PLAY}")
        check_trigger_condition(self.condition, self.events)
        if self.condition is not None and self.condition.kind == "spent_on_it" and (
                self.play is None or self.play.type != SPELL):
            raise ValueError("383.3.e: 'if you spent [N] or more' is about a spell you played: a spell filter")
        if self.cost == Cost():
            raise ValueError("742.1: a cost within instructions pays something; this cost is empty")
        leading = getattr(self.effects[0], "check_leading", None) if self.effects else None
        if leading is not None:  # the FAQ's sequence: a "you may" and a cost within instructions there
            leading()  # belong to the ability (383.3.a-383.3.b); effects/pay.py

    @property
    def events(self) -> tuple[str, ...]:
        """Every event that triggers it (383.1: one condition, written with "or")."""
        return (self.event, *self.also)

    def text(self) -> str:
        return dependent_text(self.dependent, self._text("this" if self.this else "me"))

    def _text(self, me: str) -> str:
        if self.keyword == "deathknell":  # a condition about me reads me as I last existed (808.1.d.3): past tense
            cond = "" if self.condition is None else f"If {_PAST.get(self.condition.kind, self.condition.clause())}, "
            body = self._body(me)
            return f"[Deathknell][>] {cond}{body[0].lower() + body[1:] if cond else body}"
        lead = self._lead(self.event)
        if self.this and self.event == PLAYED_SELF:
            lead = "When you play this,"  # a gear's wording for its own Play Effect (383.4.a)
        elif self.this and self.event == PLAYED_SELF_FACEDOWN:
            lead = "When you play this from face down,"
        if self.this and self.events == (PLAYED_SELF, DISCARDED_SELF, DIES):
            lead = "When this is played, discarded, or killed,"  # a gear's wording for its own three events
            return f"{lead} {self._body(me)[0].lower()}{self._body(me)[1:]}"
        for ev in self.also:
            if (self.event, ev) == (CHOSEN, BECOME_READY):
                lead = "When you choose or ready me,"  # one sentence for a Targeting Effect and readying
                continue
            more = self._lead(ev)
            for subject in ("When you play ", "When you ", "When I "):  # one subject: "When you conquer or hold"
                if lead.startswith(subject) and more.startswith(subject):
                    more = more[len(subject):]
            lead = f"{lead[:-1]} or {more[0].lower()}{more[1:]}"
        during = self.limit == FIRST_EACH_TURN and self.condition == Condition("beginning_phase")
        if during:  # the condition limits the events counted: "the first time ... during your Beginning Phase"
            lead = f"The first time {lead.removeprefix('When ')[:-1]} during your Beginning Phase each turn,"
        elif self.limit == FIRST_EACH_TURN and self.event in FIRST_AFTER:
            lead = f"{lead[:-1]} for the first time each turn,"
        elif self.limit == FIRST_EACH_TURN:
            lead = f"The first time {lead.removeprefix('When ')[:-1]} each turn,"
        elif self.limit == THIRD_IN_TURN:
            lead = f"The third time {lead.removeprefix('When ')[:-1]} in a turn,"
        elif self.limit == ONCE_EACH_TURN:
            lead = f"Once each turn, {lead[0].lower()}{lead[1:]}"
        if self.zone == TRASH and "from your trash" not in self._body(me):  # else it self-describes (385.2)
            lead = f"While this is in your trash, {lead[0].lower()}{lead[1:]}"
        if self.events == (PLAYED_SELF_FACEDOWN,) and self.condition == Condition("your_turn"):
            lead = "When you play me from face down on your turn,"
        elif self.events == (PLAYED_SELF,) and self.condition == Condition("at_battlefield"):
            lead = "When you play me to a battlefield,"  # where I enter is where I was played (359.2)
        elif set(self.events) <= {ATTACK, DEFEND} and self.condition == Condition("one_on_one"):
            lead = f"{lead[:-1]} one on one,"  # "When I attack or defend one on one," (741.2)
        elif self.condition == Condition("pet_tags_all"):  # the card listed the four tags before
            lead = f"{lead[:-1]} while your units have all 4 tags,"
        elif self.condition is not None and self.while_clause:
            lead = f"{lead[:-1]} while {self.condition.clause()},"
        elif self.condition is not None and self.condition.kind == "excess_after_attack":  # a combat's conquer
            lead = f"{lead[:-1]} after an attack, if {self.condition.clause()},"
        elif self.condition is not None and not during:
            lead = f"{lead} if {self.condition.clause()},"
        may = " you may" if self.optional or self.limit == ONCE_EACH_TURN else ""
        body = self._body(me)
        if body[:1].isupper() and not body.startswith("I "):
            body = body[0].lower() + body[1:]  # the instruction continues the sentence
        if self.event == RETURNED_FROM_HERE:  # "you" is the player whose hand it went to
            may = may.replace("you", "that player")
        elif self.event in THEY_EVENTS:  # "you" is the player who played: "they" (187.6.b)
            may = may.replace("you", "they")
            body = body.replace("you control", "they control")
        if self.event == EACH_FIRST_BEGINNING:  # "that player channels 1 rune": they are its "you" (187.6.b)
            verb, _, rest = body.partition(" ")
            body = f"that player {verb}s {rest}"
        elif self.event in THEY_EVENTS and not may:  # "they draw 1"
            body = f"they {body}"
        return f"{lead}{may} {body}"

    def _body(self, me: str) -> str:
        """Its instructions, after its cost within instructions: "Exhaust me to ready a unit." (742.1)."""
        body = " ".join(e.text(self.targets) for e in self.effects)
        if self.cost is None and not self.object_costs:
            return body
        if len(self.effects) > 1:  # "[do X] to [do Y] and [do Z]" (742.1)
            parts = [e.text(self.targets).rstrip(".") for e in self.effects]
            parts[1:] = [p[0].lower() + p[1:] for p in parts[1:]]
            if parts[-1].startswith("then "):  # "... to draw 1, then put a card ..." (157.1)
                body = ", ".join(parts) + "."
            else:
                body = ", ".join(parts[:-1]) + " and " + parts[-1] + "."
        if body[:1].isupper() and not body.startswith("I "):
            body = body[0].lower() + body[1:]
        doing = ([self.cost.within(me)] if self.cost is not None else []) + [ac.doing() for ac in self.object_costs]
        cost = _and(doing)
        return f"{cost[0].upper()}{cost[1:]} to {body}"

    def _lead(self, event: str) -> str:
        lead = LEADS.get(event, f"When {event},")
        if event in FILTERED_PLAY_EVENTS:
            return f"{lead} {(self.play or PlayFilter()).text(event == OPPONENT_PLAYS)},"
        return lead


@dataclass(frozen=True, slots=True)
class CostModifier:
    """A passive ability changing the Energy cost of cards played (356.3-356.4): ``energy``
    > 0 is an increase, < 0 a discount, never below ``minimum`` (356.4.e). ``cards`` is the
    card type it applies to (or ``"any"``); ``whose`` is ``"you"`` or ``"opponents"``,
    relative to the controller of the object that has it. With ``cards`` ``"me"`` it is "I
    cost [N] less": it applies as its own card is played (356.4.a), usually behind a dependent
    keyword (727.1, "[Legion][>] I cost [2] less"), or with ``energy`` a ``Count`` ("I cost [1]
    less for each card in your trash": ``per`` -1), counted as the cost is determined
    (effects/amounts.py, rules/costs.py), or with a ``condition`` about you or the game ("If an
    opponent controls a stunned unit, I cost [2] less"), checked then."""

    energy: int | Amount
    cards: str = "any"
    whose: str = "you"
    minimum: int = 0
    dependent: Condition | None = None  # "[Legion][>]" / "[Level N][>]": applies only then (727.1.c.2)
    condition: Condition | None = None  # "While I'm at a battlefield, ...": a conditional passive (364.3.a)
    # "I cost [2] less to play from anywhere other than your hand": ORIGIN_NOT_HAND, read as the
    # cost is determined from the zone the card was played from (356.4.a, rules/costs.py)
    origin: str = ""
    # "[Level 11][>] This costs [4] less instead.": while active, it replaces the card's "I cost
    # ..." written before it (rules/costs.py)
    instead: bool = False
    # a spell's "this costs": the subject of its own cost modifier; ``after`` words its condition
    # after it ("This costs [2] less if you control a Mech.")
    spell: bool = False
    after: bool = False
    # "the first friendly non-token gear played each turn": only while no card of its type has
    # been played by a friendly player this turn (812.1.c; tokens are not cards, 182; rules/costs.py)
    first: bool = False

    # "I cost [2][G] less": Power pips the discount takes off too (356.4); on cards played by
    # others, [A] pips only: "friendly spells cost [1][A] less", "enemy spells cost [1][A] more"
    power: tuple[str, ...] = ()
    # "Your Dragons' Energy costs are reduced by [2], to a minimum of [1]": only cards with this tag
    # (133.8; a card's tags where it is played from)
    tag: str = ""
    # "Reduce my cost by [1] for each ...": how some cards word "I cost [1] less for each ..."
    reduce: bool = False
    # written in the sentence of the cost modifier before it, sharing its condition: "While I'm
    # in combat, friendly spells cost [1][A] less ..., and enemy spells cost [1][A] more."
    joined: bool = False
    # "This costs [2] less if you choose a Bird, Cat, Dog, or Poro": a spell's own discount that
    # applies when one of the objects it chooses (355.7) has one of these tags (133.8), read as the
    # cost is determined, after the targets (356.4.a; rules/chosen_discounts.py)
    chosen_tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        check_dependent(self.dependent)
        if self.tag and (self.cards != "any" or self.whose != "you" or self.condition is not None or self.first
                         or not isinstance(self.energy, int) or self.energy >= 0):
            raise NotImplementedError("356.4: a cost modifier for the cards of a tag is supported as 'Your <tag>s' "
                                      "Energy costs are reduced by [N]' only")
        if self.first and (self.cards in ("any", SELF_COST) or self.whose != "you"):
            raise CardDefinitionError("CostModifier.first: 'the first friendly non-token <type> played each turn' "
                                      "names a card type and applies to friendly players")
        self_ok = self.cards == SELF_COST and all(d in DOMAIN_INDEX for d in self.power) and not (
            self.energy > 0 if isinstance(self.energy, int) else self.energy.sign() > 0)
        others_ok = self.cards != SELF_COST and isinstance(self.energy, int) \
            and all(d == ANY_DOMAIN for d in self.power)
        if self.power and not (self_ok or others_ok):
            raise NotImplementedError("356.3-356.4: a Power change is supported on 'I cost [N][X] less [for each "
                                      "...]', with domain pips, and on other cards' costs with [A] pips")
        if ((self.spell or self.after) and self.cards != SELF_COST) or (
                self.after and self.condition is None and not self.chosen_tags):
            raise CardDefinitionError("CostModifier.spell and .after word a card's own cost modifier ('this costs'), "
                                      "after only with a condition")
        if self.origin not in ("", ORIGIN_NOT_HAND) or (self.origin and self.cards != SELF_COST):
            raise ValueError(f"356.4.a: a cost modifier's origin is '' or {ORIGIN_NOT_HAND!r} (an 'I cost ...' only); "
                             f"got {self.origin!r} on cards {self.cards!r}")
        if self.condition is not None and (self.condition.kind in EVENT_CONDITIONS or (self.cards == SELF_COST and (
                self.dependent is not None or self.condition.kind in SOURCE_CONDITIONS))):
            raise NotImplementedError("364.3.a: a conditional cost modifier is supported with a condition about "
                                      "the game now; on its own card's cost, about its controller or the game "
                                      "(not with a dependent keyword too)")
        if self.reduce and (self.cards != SELF_COST or sign(self.energy) > 0  # counted: an int (rules/costs.py)
                            or self.condition is not None or self.dependent is not None or self.origin):
            raise CardDefinitionError("CostModifier.reduce words 'Reduce my cost by [1] for each ...': a computed "
                                      "discount of my own cost, with nothing else")
        if self.chosen_tags and (not self.spell or not self.after or self.condition is not None
                                 or not isinstance(self.energy, int) or self.energy >= 0):
            raise NotImplementedError("356.4.a: a discount read from the chosen targets is supported as a spell's "
                                      "'This costs [N] less if you choose a <tag>, ... or <tag>.' only")
        if self.instead and self.cards != SELF_COST:
            raise NotImplementedError("356.4: 'instead' is supported on an 'I cost ...' only")
        if self.dependent is not None and self.cards != SELF_COST:
            raise NotImplementedError("727.1.c.2: a dependent cost modifier is supported as 'I cost ...' only")
        if not isinstance(self.energy, int) and (not (self.energy.counts_objects or self.energy.reads_board)
                                                 or self.cards != SELF_COST):
            raise NotImplementedError("356.4.a: a computed cost change is supported as 'I cost [N] less/more "
                                      "for each ...' or 'This spell's Energy cost is reduced by ...' only")
        if not isinstance(self.energy, int) and self.energy.reads_board and (
                not self.spell or self.energy.sign() > 0 or self.condition is not None or self.dependent is not None
                or self.minimum or self.origin or self.instead):
            raise NotImplementedError("356.4.a: an amount read from the board is supported as 'This spell's Energy "
                                      "cost is reduced by ...' only")

    def text(self) -> str:
        if isinstance(self.energy, int):
            pips = "".join(power_symbol(d) for d in self.power)
            more, less = f"[{abs(self.energy)}]{pips} {'more' if self.energy > 0 else 'less'}", self.energy < 0
        elif self.energy.reads_board:  # "This spell's Energy cost is reduced by the highest Might among ..."
            return f"This spell's Energy cost is reduced by {self.energy.tail(())}."
        else:
            less = self.energy.sign() < 0
            pips = "".join(power_symbol(d) for d in self.power)  # "[2][G] less for each ..."
            more = f"[{self.energy.head()}]{pips} {'less' if less else 'more'} {self.energy.tail(())}"
        floor = f", to a minimum of [{self.minimum}]" if self.minimum and less else ""
        if self.reduce and not isinstance(self.energy, int):
            return f"Reduce my cost by [{self.energy.head()}] {self.energy.tail(())}{floor}."
        if self.cards == SELF_COST:
            where = " to play from anywhere other than your hand" if self.origin == ORIGIN_NOT_HAND else ""
            instead = " instead" if self.instead else ""
            body = f"{'This costs' if self.spell else 'I cost'} {more}{where}{floor}{instead}"
            if self.chosen_tags:  # "This costs [2] less if you choose a Bird, Cat, Dog, or Poro."
                tags = self.chosen_tags
                some = f"{', '.join(tags[:-1])}, or {tags[-1]}" if len(tags) > 2 else " or ".join(tags)
                return f"{body} if you choose a {some}."
            if self.condition is not None:  # 364.3.a, checked as the cost is determined (356.4.a)
                cond = self.condition.clause()
                lead = body[0].lower() + body[1:] if self.spell else body  # "this costs", but "I cost"
                return f"{body} if {cond}." if self.after else f"If {cond}, {lead}."
            return dependent_text(self.dependent, f"{body}.")
        if self.first:
            body = f"the first friendly non-token {self.cards} played each turn costs {more}{floor}."
            return f"{self.condition.text()}, {body}" if self.condition is not None else body.capitalize()
        if self.tag and isinstance(self.energy, int):
            return f"Your {self.tag}s' Energy costs are reduced by [{-self.energy}]{floor}."
        what = "Cards" if self.cards == "any" else f"{self.cards.capitalize()}s"
        who = {"you": " you play", "opponents": " your opponents play"}.get(self.whose, "")
        if self.whose in ("friendly", "enemy"):  # "friendly spells", "enemy spells" (740)
            what = f"{self.whose.capitalize()} {what.lower()}"
        if self.joined:  # "..., and enemy spells cost [1][A] more." (its condition is the one before)
            return f"{what.lower()}{who} cost {more}{floor}."
        if self.condition is not None:
            return f"{self.condition.text()}, {what.lower()}{who} cost {more}{floor}."
        return f"{what}{who} cost {more}{floor}."


SELF_COST = "me"  # CostModifier.cards: "I cost [N] less/more" (356.4.a)
ORIGIN_NOT_HAND = "not_hand"  # CostModifier.origin: "... to play from anywhere other than your hand"
DEPENDENT = ("legion", "level")  # the dependent keywords (727, 812, 824) as Condition kinds


def check_dependent(dep: Condition | None) -> None:
    if dep is not None and dep.kind not in DEPENDENT:
        raise ValueError(f"727.1: a dependent keyword is one of {', '.join(DEPENDENT)}, not {dep.kind!r}")


def check_no_target(cond: Condition | None, where: str) -> None:
    """A condition about a chosen target ("if it's attacking") belongs to an instruction's "if",
    one about how the card was played to its instructions or its Play trigger's condition."""
    if cond is not None and (cond.of is not None or cond.kind in ITEM_CONDITIONS + PLAY_CONDITIONS):
        raise CardDefinitionError(f"{where}: a condition about a target ('of') or about how the spell was "
                                  f"played ({cond.kind!r}) is only an instruction's 'if' (effects/conditional.py)")


def check_trigger_condition(cond: Condition | None, events: tuple[str, ...]) -> None:
    """The conditional statement next to a trigger condition (383.3.e): any condition but a
    dependent keyword (that is ``dependent``, 727.1.c.1); one about the event only with the
    event the engine records it for (excess damage: a conquer, docs/rulings.md); one about how
    the permanent was played ("if you paid the additional cost") only with "When you play me"."""
    if cond is not None and cond.kind in PLAY_CONDITIONS:
        if events != (PLAYED_SELF,):
            raise ValueError(f"383.3.e: {cond.kind!r} is about how the card was played: a condition of its "
                             f"'When you play me' ({PLAYED_SELF}) ability, not {', '.join(events)}")
        return
    check_no_target(cond, "383.3.e, a trigger's condition")
    if cond is None:
        return
    if cond.kind in DEPENDENT:
        raise ValueError(f"383.3.e: {cond.kind} is a dependent keyword: give it as `dependent` (727.1.c.1)")
    if cond.kind == "excess_after_attack" and events != (CONQUER,):
        raise ValueError(f"383.3.e: {cond.kind!r} is 'When I conquer after an attack' ({CONQUER} alone)")
    if cond.kind == "excess_damage" and any(ev not in (CONQUER, YOU_CONQUER, CONQUER_HERE) for ev in events):
        raise ValueError(f"383.3.e: {cond.kind!r} is recorded for a conquer only ({CONQUER}, {YOU_CONQUER}, "
                         f"{CONQUER_HERE}), not {', '.join(events)}")
    if cond.kind == "spent_on_it" and events not in ((YOU_PLAY,), (CONTROLLED_YOU_PLAY,)):
        raise ValueError(f"383.3.e: {cond.kind!r} is recorded for your play of a spell only ({YOU_PLAY} with a "
                         f"spell filter), not {', '.join(events)}")
    if cond.kind == "units_at_that_battlefield" and events != (YOU_CONQUER,):
        raise ValueError(f"383.3.e: 'that battlefield' is the one conquered, read for {YOU_CONQUER} only "
                         "(rules/scoring.py)")


def dependent_text(dep: Condition | None, text: str) -> str:
    """An ability behind a dependent keyword renders as "[Legion][>] text" (812.1.a, 824.1.a)."""
    return text if dep is None else f"{dep.text()} {text}"


def keyword_text(keyword: str) -> str:
    """A keyword as printed: ``"assault:2"`` is ``[Assault 2]`` (807.1.b)."""
    name, _, n = keyword.partition(":")
    name = "-".join(part.capitalize() for part in name.split("-"))
    return f"[{name}{' ' + n if n else ''}]"


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


# Conditions ("if ..." / "while ...", 364.3, 383.3.e, 377.2.b; evaluated by rules/conditions.py).
# About the ability's source:
SOURCE_CONDITIONS = ("mighty", "attacking", "defending", "in_combat", "alone", "one_on_one", "buffed",
                     "at_battlefield", "combat_alone", "other_unit_here", "attacking_with_another",
                     "died_not_alone", "enemy_alone_here", "ready_enemy_here", "not_conquered_this_turn",
                     "in_showdown")
# About its controller ("you"), the dependent keywords (727.1) among them:
CONTROLLER_CONDITIONS = ("hand_at_least", "hand_at_most", "xp_at_least", "your_turn", "control_battlefield",
                         "opponent_controls_battlefield", "level", "legion", "beginning_phase", "control_facedown",
                         "control_facedown_at_battlefield", "runes_at_least", "opponent_near_victory",
                         "other_units_in_base", "control_tag", "control_another_tag",
                         "opponent_controls_stunned", "gained_xp_this_turn", "friendly_died_beginning",
                         "played_spell_this_turn", "spent_on_spell", "gear_at_least", "other_units_might",
                         "discarded_this_turn", "enemy_died_this_turn", "spent_power",
                         "units_here_at_least", "control_this_battlefield",
                         "played_equipment_this_turn", "pet_tags_all", "hand_and_battlefield_units_exactly",
                         "chose_enemies", "score_near_victory")
# Those naming a tag (Condition.tag: "you control a Mech", "... another Dragon"):
TAG_CONDITIONS = ("control_tag", "control_another_tag")
# About the state of the game:
STATE_CONDITIONS = ("showdown", "combat_here", "unit_died_this_turn")
# About what happened earlier this turn (rules/turn_history.py), written "If ...", not "While ...":
HISTORY_CONDITIONS = ("gained_xp_this_turn", "friendly_died_beginning", "unit_died_this_turn",
                      "played_spell_this_turn", "spent_on_spell", "discarded_this_turn", "enemy_died_this_turn",
                      "spent_power", "played_equipment_this_turn", "chose_enemies")
# About the event that triggered the ability, as the engine recorded it (only next to a trigger condition):
EVENT_CONDITIONS = ("excess_damage", "spent_on_it", "units_at_that_battlefield", "excess_after_attack")
# The records kept only in games whose catalog reads them (rules/turn_history.py, cards/info.py CF_HISTORY):
RECORDED_CONDITIONS = ("discarded_this_turn", "spent_power", "spent_on_it", "not_conquered_this_turn",
                       "chose_enemies")
# About how the spell resolving was played (only an instruction's "if": effects/conditional.py):
ITEM_CONDITIONS = ("played_from_hand",)
# About how the permanent was played (rules/turn_history.py): its "When you play me" ability's
# condition, or an "if" in its instructions ("if you paid the additional cost", 356.2.b.1)
PLAY_CONDITIONS = ("paid_additional",)
CONDITIONS = (SOURCE_CONDITIONS + CONTROLLER_CONDITIONS + STATE_CONDITIONS + EVENT_CONDITIONS + ITEM_CONDITIONS
              + PLAY_CONDITIONS)
COUNTED_CONDITIONS = ("hand_at_least", "hand_at_most", "xp_at_least", "excess_damage", "excess_after_attack",
                      "level",  # take an n
                      "units_at_that_battlefield",
                      "runes_at_least", "opponent_near_victory", "other_units_in_base", "spent_on_spell",
                      "gear_at_least", "other_units_might", "spent_power", "spent_on_it", "chose_enemies",
                      "score_near_victory",
                      "units_here_at_least", "hand_and_battlefield_units_exactly")
# Those reading units' Might, which the layers compute (not a passive ability's condition):
MIGHT_CONDITIONS = ("other_units_might",)
# Whom a passive ability affects, relative to its source and the source's controller:
AFFECTS = ("me", "friendly", "other_friendly", "enemy", "units", "yours", "other_yours")  # yours: you control
_SUBJECTS = {"me": "I", "friendly": "friendly units", "other_friendly": "other friendly units",
             "enemy": "enemy units", "units": "units", "yours": "your units", "other_yours": "your other units"}
STATIC_STATES = ("attacking", "defending", "stunned", "damaged", "buffed", "token", "not_token",  # Static.states
                 "defending_alone")


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition of card text (rules/conditions.py says how each is evaluated): "while ..."
    on a conditional passive ability (364.3.a), "if ..." next to a trigger condition
    (383.3.e, :attr:`TriggeredAbility.condition`), "Use this ability only while ..." (377.2.b,
    :attr:`ActivatedAbility.only_while`) and "if ..." inside instructions
    (``effects/conditional.py``). ``kind`` is one of :data:`CONDITIONS`; the kinds of
    :data:`COUNTED_CONDITIONS` take a number ``n``. About the source: ``mighty`` (706),
    ``attacking``/``defending`` (459.2.b), ``in_combat``, ``alone``, ``one_on_one`` (741),
    ``in_showdown`` (at the battlefield of the showdown in progress, 341),
    ``buffed`` (702), ``at_battlefield`` (107.2); about its controller: ``hand_at_least`` /
    ``hand_at_most`` ``n`` cards in hand, ``xp_at_least`` ``n`` XP (728), ``your_turn``,
    ``control_battlefield`` and ``opponent_controls_battlefield`` (185-187), and the dependent
    keywords ``level`` ``n`` (727.1.b.2, 824: ``n`` or more XP) and ``legion`` (812: another
    card played this turn); about the game: ``showdown`` (a showdown is in progress, 341) and
    ``combat_here`` (a combat at the source's location, 454); ``combat_alone`` (attacking or
    defending alone, 459.2.b, 741.1), ``other_unit_here`` (its controller has another unit at
    its location); ``beginning_phase`` (it's your Beginning Phase, 315.2), ``control_facedown``
    (you control a facedown card, 811; ``..._at_battlefield`` says where, where every facedown
    card is, 107.3), ``opponent_controls_stunned`` (an opponent controls a stunned unit, 423);
    ``enemy_alone_here`` (an enemy unit at the source's location is alone, 741.1);
    ``gained_xp_this_turn`` (you gained XP this turn, 730.1), ``unit_died_this_turn`` (any
    unit died this turn), ``friendly_died_beginning`` (a friendly unit died during your
    Beginning Phase this turn, 315.2; all three recorded by rules/turn_history.py);
    ``died_not_alone`` (another friendly unit was at its location: a "When I die" ability's
    "If I didn't die alone", read as it last existed, 808.1.d.3); about a chosen target
    (``of``, the slot; only in an instruction's "if", effects/conditional.py): one of
    :data:`TARGET_STATES`; about the event:
    ``excess_damage`` ``n`` (its controller assigned ``n`` or more excess combat damage in the
    combat of the conquer, docs/rulings.md), ``excess_after_attack`` ``n`` (the same, of "When I
    conquer after an attack, if you assigned ``n`` or more excess damage to enemy units"),
    ``units_at_that_battlefield`` ``n`` (its controller has ``n`` or more units at the
    battlefield they conquered, rules/scoring.py);
    about the source's location: ``ready_enemy_here`` (an enemy unit there is ready, 414);
    ``not_conquered_this_turn`` ("if I didn't conquer this turn": the source was not among the
    units of a conquer this turn, 466.2.a; rules/conquered.py)."""

    kind: str
    n: int = 0
    of: int | None = None  # about the object chosen for this target slot ("if it's attacking"), not me
    tag: str | None = None  # the tag a kind of TAG_CONDITIONS names (133.8)

    def __post_init__(self) -> None:
        if (self.kind in TAG_CONDITIONS) != (self.tag is not None):
            raise CardDefinitionError(f"Condition.tag: {', '.join(TAG_CONDITIONS)} name a tag, the other kinds none; "
                                      f"got {self.kind!r} with tag {self.tag!r}")
        if self.of is not None:
            if self.kind not in TARGET_CONDITIONS or (self.n < 0 if self.kind in COUNTED_TARGET_CONDITIONS
                                                      else self.n) or self.of < 0:
                raise CardDefinitionError(f"Condition.kind {self.kind!r} about a target ('of'): one of "
                                          f"{', '.join(TARGET_CONDITIONS)}, with no number but "
                                          f"{', '.join(COUNTED_TARGET_CONDITIONS)}")
            return
        if self.kind not in CONDITIONS:
            raise ValueError(f"unknown condition {self.kind!r}; one of {', '.join(CONDITIONS)}")
        if (self.kind in COUNTED_CONDITIONS) != (self.n > 0 or self.kind == "hand_at_most") or self.n < 0:
            raise ValueError(f"condition {self.kind!r}: {', '.join(COUNTED_CONDITIONS)} take a number "
                             f"(hand_at_most may be 0, the others 1 or more), the rest none; got n={self.n}")

    def clause(self) -> str:
        """The condition as a statement, e.g. ``"you have one or fewer cards in your hand"``."""
        n = self.n
        if self.kind == "only_yours_there":
            return "it is the only unit you control there"
        if self.kind == "had_might_at_most":
            return f"it had {n} [M] or less"
        if self.of is not None:  # whose it was: read as it last existed if this item killed it (359.3.e.13)
            return f"it {'was' if self.kind in ('enemy', 'friendly') else 'is'} {_IT_IS[self.kind]}".replace(
                "it is ", "it's ")
        if self.kind in DEPENDENT:
            raise ValueError(f"{self.kind} is a dependent keyword, written [{self.kind.capitalize()}][>]")
        return {"mighty": "I'm Mighty", "attacking": "I'm attacking", "defending": "I'm defending",
                "in_combat": "I'm in combat", "in_showdown": "I'm in a showdown",
                "alone": "I'm alone", "one_on_one": "I'm one on one",
                "buffed": "I'm buffed", "at_battlefield": "I'm at a battlefield",
                "hand_at_least": f"you have {n} or more cards in your hand",
                "hand_at_most": f"you have {_number_word(n)} or fewer cards in your hand",
                "xp_at_least": f"you have {n} or more XP", "your_turn": "it's your turn",
                "control_battlefield": "you control a battlefield",
                "control_this_battlefield": "you control this battlefield",
                "opponent_controls_battlefield": "an opponent controls a battlefield",
                "showdown": "it's during a showdown", "combat_here": "there's a combat here",
                "excess_damage": f"you assigned {n} or more excess damage",
                "excess_after_attack": f"you assigned {n} or more excess damage to enemy units",
                "combat_alone": "I'm attacking or defending alone",
                "attacking_with_another": "I'm attacking with another unit",
                "played_from_hand": "you played this from your hand",
                "paid_additional": "you paid the additional cost",
                "other_unit_here": "you have another unit here",
                "beginning_phase": "it's your Beginning Phase",
                "control_facedown": "you control a facedown card",
                "control_facedown_at_battlefield": "you control a facedown card at a battlefield",
                "runes_at_least": f"you have {n}+ runes",
                "units_here_at_least": f"you have {n}+ units here",
                "hand_and_battlefield_units_exactly":
                    f"you have exactly {n} cards in hand and exactly {n} units at battlefields",
                "opponent_near_victory": f"an opponent's score is within {n} points of the Victory Score",
                "score_near_victory": f"your score is within {n} points of the Victory Score",
                "other_units_in_base": f"you have {_number_word(n)} or more other units in your base",
                "gear_at_least": f"you control {_number_word(n)} or more gear",
                "other_units_might": f"your other units have total Might {n} or more",
                "control_tag": f"you control a {self.tag}",
                "control_another_tag": f"you control another {self.tag}",
                "pet_tags_all": "your units have all of the following tags among them - Bird, Cat, Dog, and Poro",
                "died_not_alone": "I didn't die alone", "enemy_alone_here": "an enemy unit is alone here",
                "not_conquered_this_turn": "I didn't conquer this turn",
                "ready_enemy_here": "there is a ready enemy unit here",
                "units_at_that_battlefield": f"you have {n}+ units at that battlefield",
                "opponent_controls_stunned": "an opponent controls a stunned unit",
                "gained_xp_this_turn": "you've gained XP this turn",
                "played_spell_this_turn": "you've played a spell this turn",
                "played_equipment_this_turn": "you've played an Equipment this turn",
                "spent_on_spell": f"you've spent [{n}] or more to play a spell this turn",
                "discarded_this_turn": "you've discarded a card this turn",
                "enemy_died_this_turn": "an enemy unit has died this turn",
                "spent_power": f"you've spent at least {'[A]' * n} this turn",
                "spent_on_it": f"you spent [{n}] or more",
                "chose_enemies": f"you've chosen enemy units and/or gear {_times(n)} this turn with spells or "
                                 "unit abilities",
                "unit_died_this_turn": "a unit died this turn",
                "friendly_died_beginning": "a friendly unit died during your Beginning Phase this turn"}[self.kind]

    def text(self) -> str:
        """As the lead of a passive ability: "While I'm Mighty", "[Level 6][>]"."""
        if self.kind == "level":
            return f"[Level {self.n}][>]"
        if self.kind == "legion":
            return "[Legion][>]"
        if self.kind in HISTORY_CONDITIONS:  # a fact of this turn: "If you've gained XP this turn, ..."
            return f"If {self.clause()}"
        return f"While {self.clause()}"


# "if it's ...": a condition about a chosen target (Condition.of); "already" for a state an
# instruction beside it would give ("Stun it. If it's already stunned, ... instead").
_IT_IS = {"enemy": "an enemy unit", "friendly": "a friendly unit",
          "attacking": "attacking", "defending": "defending", "stunned": "already stunned", "damaged": "damaged",
          "buffed": "buffed", "equipped": "equipped", "token": "a token", "not_token": "not a token",
          "attached": "attached", "detached": "detached", "no_temporary": "without [Temporary]"}


# A Deathknell's condition about its unit, as it last existed on the board (808.1.d.3)
_PAST = {"alone": "I died alone", "mighty": "I was [Mighty]"}


def _number_word(n: int) -> str:
    """Card text spells small counts out: "one or fewer cards"."""
    words = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    return words[n] if n < len(words) else str(n)


def _times(n: int) -> str:
    """How many times: "once", "twice", "3 times"."""
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def check_grantable(keywords: tuple[str, ...]) -> None:
    """Refuse an effect granting [Deathknell] as a bare keyword: it stands for "When I die,
    [Effect]" with an effect of its own (808.1.b-c), which a keyword name does not carry. The
    other keywords that stand for triggered abilities may be granted (801.3.a,
    keywords/granted.py)."""
    for kw in keywords:
        if kw.partition(":")[0] == "deathknell":
            raise NotImplementedError(f"808.1.b: granting [{kw}] needs its effect; a bare keyword has none "
                                      "(an Equipment's Effect Text may hold a Deathknell ability)")


@dataclass(frozen=True, slots=True)
class Static:
    """A passive ability that changes characteristics (363-365, 468-475), active while its
    source is on the board (365.1). ``who`` it affects (:data:`AFFECTS`), narrowed to units at
    the source's location (``here``), with a ``tag`` or with a keyword (``having``). What it does,
    by layer (472): ``set_might`` and ``tags`` (1, Trait-Altering), ``keywords`` gained and
    ``lose`` (2, Ability-Altering; ``"*"`` loses every keyword), ``might`` (3, Arithmetic): a
    number, or a ``Count`` ("I have +1 [M] for each other unit you control here") counted as
    the layers apply it (effects/amounts.py, rules/layers.py)."""

    who: str = "me"
    here: bool = False
    tag: str | None = None
    having: str | None = None
    might: int | Amount = 0
    set_might: int | None = None
    tags: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    lose: tuple[str, ...] = ()
    condition: Condition | None = None
    # "I have [Assault] equal to the number of enemy units here": a Count giving the value of each
    # keyword of ``keywords`` (807.2), counted as the layers apply it (rules/layers.py)
    keyword_count: Amount | None = None
    states: tuple[str, ...] = ()  # the units it affects are in each of these ("your token units")
    named: str | None = None  # the units it affects have this name ("Your Sand Soldiers", 132)

    # "-8 [M], to a minimum of 1 [M]": a decrease limited as it applies (472.3.b, 472.3.d.2)
    minimum: int | None = None
    # "My Might is increased by <amount>.": how "I have +<amount> [M]" is worded on some cards
    increased: bool = False
    # "... have [Deflect] if they didn't already": each keyword only to units without it (layer 2)
    if_absent: bool = False
    # "Friendly buffed units": the side before the states, as some cards word it
    side_first: bool = False

    def __post_init__(self) -> None:
        check_grantable(self.keywords)
        if self.minimum is not None and not (isinstance(self.might, int) and self.might < 0 and self.minimum >= 0
                                             and not (self.keywords or self.lose or self.tags)
                                             and self.set_might is None):
            raise ValueError("472.3.b: 'to a minimum of N [M]' limits a fixed Might decrease, the ability's "
                             "only change")
        if self.condition is not None and self.condition.kind in MIGHT_CONDITIONS:  # 472.3: read from the layers
            raise NotImplementedError("472: a passive ability conditioned on units' Might depends on the layers "
                                      "it takes part in")
        if self.named is not None and (self.tag is not None or self.who == "me"):
            raise CardDefinitionError("Static.named: units with a name ('your Sand Soldiers'), not with a tag too, "
                                      "and not 'me'")
        if self.condition is not None and self.condition.kind in (*TAG_CONDITIONS, "pet_tags_all"):  # 472.1: layer 1
            raise NotImplementedError("472: a passive ability conditioned on the tags of units depends on the "
                                      "layers it takes part in")
        # a Count has ``per``; other amounts don't count objects
        if self.keyword_count is not None and (getattr(self.keyword_count, "per", 0) != 1 or not self.keywords
                                               or any(":" in k for k in self.keywords)):
            raise ValueError("807.2: a keyword 'equal to the number of ...' is a Count (per 1) giving the value "
                             "of keywords written without one")
        if any(st not in STATIC_STATES for st in self.states) or (self.states and self.who == "me"):
            raise CardDefinitionError(f"Static.states {self.states!r}: each one of {', '.join(STATIC_STATES)}, "
                                      "for a passive ability affecting other units than me")
        check_no_target(self.condition, "364.3, a passive ability's condition")
        if self.condition is not None and self.condition.kind in EVENT_CONDITIONS:
            raise ValueError(f"364.3: a passive ability's condition is about the game now, not an event; "
                             f"{self.condition.kind!r} goes next to a trigger condition (383.3.e)")
        if not isinstance(self.might, int):
            self.might.check_static()
        if self.increased and (self.who != "me" or isinstance(self.might, int) or self.might.sign() < 0
                               or replace(self, might=0, increased=False) != Static()):
            raise CardDefinitionError("Static.increased words 'My Might is increased by <amount>.': my Might "
                                      "only, raised by an amount")
        if self.if_absent and (not self.keywords or any(":" in k for k in self.keywords) or self.lose
                               or self.keyword_count is not None):
            raise CardDefinitionError("Static.if_absent gives keywords without a value ('if they didn't already')")
        if self.side_first and not self.states:
            raise CardDefinitionError("Static.side_first words the states of the units it affects")

    def text(self) -> str:
        if self.increased and not isinstance(self.might, int):
            return f"My Might is increased by {self.might.quantity()}."
        if self.states == ("defending_alone",) and self.who in ("units", "friendly") and self.condition is None:
            one = "a friendly unit" if self.who == "friendly" else "a unit"  # "While a unit here is defending
            body = replace(self, states=(), who="me", here=False).text()[len("I "):]  # alone, it has -2 [M]."
            return f"While {one}{' here' if self.here else ''} is defending alone, it {body.replace('have', 'has', 1)}"
        subject = _SUBJECTS[self.who]
        if self.states:
            words = " ".join(_STATE_WORDS[st] for st in self.states)
            side = next((w for w in ("friendly", "enemy") if w in subject), "units")  # "other buffed friendly units"
            words = f"{side} {words}" if self.side_first else f"{words} {side}"  # "friendly buffed units"
            subject = subject.replace(side, words, 1)
        if self.tag:
            subject = subject.replace("units", f"{self.tag}s") if self.who != "me" else subject
        if self.named:
            subject = subject.replace("units", f"{self.named}s")
        if self.here:
            subject += " here"
        if self.having:
            subject += f" with {keyword_text(self.having)}"
        haves: list[str] = []
        if isinstance(self.might, int):
            if self.might:
                haves.append(f"{self.might:+d} [M]")
        else:
            haves.append(f"{'+' if self.might.sign() > 0 else '-'}{self.might.head()} [M] {self.might.tail(())}")
        if self.set_might is not None:
            haves.append(f"{self.set_might} [M] as their Might")
        haves.extend(keyword_text(k) + self._keyword_value() for k in self.keywords)
        haves.extend(f"the {t} tag" for t in self.tags)
        parts = [f"have {_and(haves)}"] if haves else []
        if self.lose:
            lost = "all keywords" if "*" in self.lose else _and([keyword_text(k) for k in self.lose])
            parts.append(f"lose {lost}")
        body = f"{subject} {' and '.join(parts)}."
        if self.if_absent:
            body = f"{body[:-1]} if they didn't already."
        if self.minimum is not None:
            body = f"{body[:-1]}, to a minimum of {self.minimum} [M]."
        if self.condition is None:
            return body[0].upper() + body[1:]
        if self.condition.kind in DEPENDENT:
            return f"{self.condition.text()} {body[0].upper()}{body[1:]}"
        return f"{self.condition.text()}, {body}"

    def _keyword_value(self) -> str:
        """" equal to the number of enemy units here" for a counted keyword value, else ""."""
        count = self.keyword_count
        if count is None:
            return ""
        return f" equal to the number of {count.plural()}"


@dataclass(frozen=True, slots=True)
class LevelText:
    """"[Level N][>] text" on a spell: its instructions count while its controller has N or
    more XP (824.1.b.1). ``instead``: they replace the spell's own instructions ("Give it +3
    [M] this turn instead."); ``targets``: the target slots its instructions add after the
    card's, chosen as the spell is played if the text is active then (727.1.b.2, 355.5;
    rules/playing.py)."""

    n: int
    effects: tuple[Effect, ...]
    instead: bool = False
    targets: tuple[TargetSpec, ...] = ()

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.instead:  # its instructions act on the card's targets, by now "it"
            return f"[Level {self.n}][>] " + " ".join(e.text(()) for e in self.effects).rstrip(".") + " instead."
        return f"[Level {self.n}][>] " + " ".join(e.text(targets + self.targets) for e in self.effects)


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
    # A non-standard cost (356.6, 357.2; rules/cost_objects.py): ``act`` one of COST_ACTS done to
    # ``what`` ("kill a friendly unit", "return a friendly gear to its owner's hand", "exhaust a
    # friendly unit"), or to cards of your hand ("discard", ``what`` None, ``n`` cards), or to a
    # friendly unit's buff ("spend_buff"); chosen as the total cost is determined, done as it is paid.
    act: str = ""
    what: TargetSpec | None = None
    mighty: bool = False  # of a unit: "kill a friendly [Mighty] unit" (706)
    n: int = 1
    xp: int = 0  # "spend N XP" (730.2)
    less: int = 0  # paid: "If you do, reduce my cost by [N]" / "I cost [N] less" (356.4, 356.2.b.1)
    ignore_cost: bool = False  # paid: "If you do, ignore this spell's cost" (356.1.b.1)
    # "You may spend 3 XP as an additional cost to play me. If you do, I cost [3] less." rather
    # than "As you play me, you may ... as an additional cost. If you do, reduce my cost by [3]."
    to_play: bool = False
    otherwise: tuple[Effect, ...] = ()  # not paid: "Otherwise, draw 1." (356.2.b.1; a spell's)
    # "you may kill any number of friendly units / spend any number of buffs as an additional
    # cost. Reduce my cost by [Y] for each ...": ``any_number`` objects, each removing one
    # ``less_power`` pip of the cost (356.4)
    any_number: bool = False
    less_power: str = ""
    # "If you've played a spell this turn, you may pay [C] as an additional cost to play me": an
    # optional cost offered only while this condition about you or the game holds (356.2.b.1)
    condition: Condition | None = None
    # "you may play me for [B]": declared with the optional costs, it replaces the base cost (356.1.a)
    play_for: Cost | None = None
    # an activated ability's cost done to an object other than those the ability targets ("Exhaust a
    # unit you control, [E]: Move a different unit you control ..."): the targets come first (355, 357.2)
    not_target: bool = False

    def __post_init__(self) -> None:
        if self.condition is not None and (not self.optional or self.condition.kind not in (
                CONTROLLER_CONDITIONS + STATE_CONDITIONS) or self.condition.kind in DEPENDENT):
            raise NotImplementedError("356.2.b.1: a condition on an additional cost is an optional cost's, "
                                      "about you or the game")
        if (self.any_number or self.less_power) and not (
                self.optional and self.any_number and self.act in ("kill", "spend_buff")
                and self.less_power in DOMAINS and self.n == 1):
            raise NotImplementedError("356.4: 'any number of' objects, each reducing the cost by a domain's "
                                      "pip, is an optional cost killing units or spending buffs so far")
        if self.act and self.act not in COST_ACTS:
            raise ValueError(f"356.6: an additional cost's act is one of {', '.join(COST_ACTS)}, not {self.act!r}")
        if self.act != "recycle" and (self.act in ("kill", "return", "exhaust")) != (self.what is not None):
            raise ValueError(f"356.6: act {self.act!r} {'needs' if self.what is None else 'takes no'} `what` "
                             "(kill, return and exhaust name the object they are done to)")
        if self.act == "recycle" and self.what is not None and (
                (self.what.controller, self.what.location) not in (("you", "trash"), ("friendly", "any"))
                or self.what.count != 1 or self.what.up_to or self.what.any_number):
            raise NotImplementedError("416: a recycle cost is done to cards of your own trash or to a friendly "
                                      "object (`what` a trash slot, or friendly)")
        if self.what is not None and self.what.kind == "legend" and self.act != "exhaust":
            raise NotImplementedError("356.6: the cost done to your legend is exhausting it")
        if self.act != "recycle" and self.what is not None and (
                self.what.controller not in ("friendly", "you") or self.what.count != 1 or self.what.up_to
                or self.what.any_number):
            raise NotImplementedError("356.6: an additional cost is done to one friendly object (or one you "
                                      "control) so far")
        if self.mighty and (self.what is None or self.what.kind != "unit"):
            raise ValueError("706: only a unit an additional cost is done to can be asked to be [Mighty]")
        if self.n < 1 or self.xp < 0 or self.less < 0 or (self.n != 1 and self.act not in ("discard", "recycle")):
            raise ValueError(f"356.6: n (cards discarded) is 1 or more and only for discard, xp and less not "
                             f"negative; got n={self.n}, xp={self.xp}, less={self.less}")
        if (self.less or self.ignore_cost or self.to_play or self.otherwise) and not self.optional:
            raise NotImplementedError("356.2.b.1: a discount, an ignored cost or 'otherwise' for paying is an "
                                      "optional cost's")
        if self.play_for is not None and (not self.optional or replace(self, play_for=None, condition=None)
                                          != _PLAY_FOR_ONLY):
            raise ValueError("356.1.a: 'you may play me for [cost]' is an optional choice of its own, with at "
                             "most a condition")

    def doing(self) -> str:
        """What the cost has the player do: "kill a friendly unit", "pay [1]", "spend 3 XP"."""
        parts = [f"pay {Cost(self.energy, self.power).text()}"] if self.energy or self.power else []
        if self.xp:
            parts.append(f"spend {self.xp} XP")
        if self.act == "discard":
            parts.append(f"discard {self.n}")
        elif self.act == "recycle" and (self.what is None or self.what.location == "trash"):  # 416: your trash
            noun = str(self.n) if self.what is None else "a " + \
                self.what.kind
            parts.append(f"recycle {noun} from your trash")
        elif self.act == "recycle" and self.what is not None:  # a friendly object on the board (416)
            noun = self.what.noun()
            parts.append(f"recycle {'another ' + noun.removeprefix('other ') if self.what.other else 'a ' + noun}")
        elif self.act == "spend_buff":
            parts.append("spend any number of buffs" if self.any_number else "spend a buff")
        elif self.what is not None and self.what.kind == "legend":
            parts.append("exhaust your legend")  # 107.4: the one in your Legend Zone
        elif self.what is not None:
            noun = self.what.noun()
            if self.mighty:
                noun = noun.replace("unit", "[Mighty] unit", 1)
            if self.any_number:
                noun = f"any number of {noun.replace(self.what.kind, self.what.kind + 's', 1)}"
            else:
                noun = f"an {noun}" if noun[0] in "aeio" or (noun[0] == "u" and not noun.startswith("uni")) \
                    else f"a {noun}"
            parts.append({"kill": f"kill {noun}", "exhaust": f"exhaust {noun}",
                          "return": f"return {noun} to its owner's hand"}[self.act])
        return _and(parts) if parts else "pay [0]"

    def text(self, targets: tuple[TargetSpec, ...], me: str = "this") -> str:
        cost = Cost(self.energy, self.power).text()
        if self.play_for is not None:
            lead = f"If {self.condition.clause()}, you may" if self.condition is not None else "You may"
            return f"{lead} play {me} for {self.play_for.text()}."
        if self.repeat and self.act:  # "[Repeat] - Discard 1" (820.1)
            doing = self.doing()
            return f"[Repeat] - {doing[0].upper()}{doing[1:]}"
        if self.repeat:
            return f"[Repeat] {cost}"
        if not self.act and not self.xp and not self.less and not self.ignore_cost and not self.to_play:
            if not self.optional:
                return f"As an additional cost to play this, pay {cost}."
            rest = " ".join(e.text(targets) for e in self.effects)
            return f"As you play this, you may pay {cost} as an additional cost. If you do, {rest[0].lower()}{rest[1:]}"
        doing = self.doing()
        if not self.optional:
            return f"As an additional cost to play {me}, {doing}."
        after: list[str] = []
        if self.less:
            after.append(f"I cost [{self.less}] less." if self.to_play else f"reduce my cost by [{self.less}].")
        if self.ignore_cost:
            after.append("ignore this spell's cost.")
        after += [e.text(targets) for e in self.effects]
        if self.enters_ready:
            after.append("I enter ready.")  # Accelerate's renders as the keyword (805.1.a)
        then = " ".join(after)
        then = f" If you do, {then[0].lower()}{then[1:]}" if then else ""
        if self.any_number:
            each = "buff you spend" if self.act == "spend_buff" else "killed this way"
            return (f"As you play {me}, you may {doing} as an additional cost. Reduce my cost by "
                    f"{power_symbol(self.less_power)} for each {each}.")
        if self.otherwise:
            rest = " ".join(e.text(targets) for e in self.otherwise)
            return f"As an additional cost to play {me}, you may {doing}.{then} Otherwise, {rest[0].lower()}{rest[1:]}"
        if self.to_play:
            lead = f"If {self.condition.clause()}, you may" if self.condition is not None else "You may"
            return f"{lead} {doing} as an additional cost to play {me}.{then}"
        return f"As you play {me}, you may {doing} as an additional cost.{then}"


COST_ACTS = ("kill", "return", "exhaust", "discard", "spend_buff", "recycle")
_PLAY_FOR_ONLY = AdditionalCost(optional=True)  # "you may play me for [cost]" holds nothing else (356.1.a)


# Replacement effects (367-375): the events they replace and their limits.
DIE = "die"  # a permanent would die (428)
DAMAGE = "damage"  # damage would be dealt to a unit (417); replaced by Prevent (437)
PLAY_TOKEN = "play_token"  # you would play a token (182.1.a, 439; rules/token_play.py)
DRAW = "draw"  # a player would draw a card (413)
REPLACED_EVENTS = (DIE, DAMAGE, PLAY_TOKEN, DRAW)
NEXT_TIME = "next"  # "The next time ..." (369.1): applies once
_WHO_DIES = {"me": "I", "friendly": "a friendly unit", "other_friendly": "another friendly unit",
             "enemy": "an enemy unit", "units": "a unit",
             # Real cards III: "another unit you control ..., if it has less Might than me" (Soraka)
             "other_yours_weaker": "another unit you control",
             "yours_buffed": "a buffed unit you control"}  # Sett, The Boss (702)
# For PLAY_TOKEN, what "you" (the replacement effect's controller) would play.
TOKEN_WHO = {"token": "a token", "unit_token": "a unit token", "gear_token": "a gear token"}
# For DRAW, who would draw a card, relative to the replacement effect's controller.
DRAW_WHO = {"you": "you", "opponent": "an opponent"}


@dataclass(frozen=True, slots=True)
class Replacement:
    """A passive replacement effect of a permanent (368.1), active while it is on the board
    (365.1): "If <who> would die, instead <effects>" — or, with ``event`` :data:`DAMAGE`,
    "would be dealt damage" (the damage is then not dealt). ``who`` is one of
    :data:`AFFECTS`; the effects act on the object acted on as target slot 0 ("it") and on
    their source ("this"). ``limit`` is :data:`ONCE_EACH_TURN` (371) or :data:`NEXT_TIME`
    (applies once, 369.1); ``optional`` is "you may" — always so once each turn (371.1).
    With ``zone`` :data:`TRASH` it is active in its owner's trash instead (370.3): "If a
    friendly unit would die, you may banish me from your trash instead. If you do,
    <effects>". See rules/replacement.py."""

    who: str = "me"
    effects: tuple[Effect, ...] = ()
    limit: str = ""
    optional: bool = False
    event: str = DIE
    here: bool = False  # only for objects at my location ("... here would die")
    zone: str = ""  # where it is active: "" on the board (365.1), TRASH in its owner's trash (370.3)
    # "If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it.":
    # the first instruction written before "instead", the others after it (the same instructions)
    first_instead: bool = False
    # "you may pay [A], exhaust me, and spend its buff to <effects> instead": a "you may" replacement
    # effect whose cost is paid as it applies (370, 371.1, 357.1; rules/replacement.py): Energy, Power
    # pips (one [A] at most) and [E]; ``spend_its_buff`` spends the buff of the unit that would die
    # (702.2.b). Offered only while it can be paid.
    pay: Cost | None = None
    spend_its_buff: bool = False

    def __post_init__(self) -> None:
        if self.pay is not None and (
                not self.optional or self.limit or self.zone or self.event != DIE or self.first_instead
                or self.who in ("me", "attached")
                or replace(self.pay, energy=0, power=(), exhaust_self=False) != Cost()
                or self.pay.power.count(ANY_DOMAIN) > 1
                or any(d not in DOMAINS and d != ANY_DOMAIN for d in self.pay.power)):
            raise NotImplementedError("370, 357.1: a cost paid as a passive replacement effect applies is 'you may "
                                      "pay' Energy, domain pips, one [A] and [E] for another unit's death")
        if self.spend_its_buff and (self.pay is None or self.who != "yours_buffed"):
            raise CardDefinitionError("Replacement.spend_its_buff: 'spend its buff' is part of a cost paid as it "
                                      "applies, for a buffed unit (702.2.b)")
        if self.first_instead and (len(self.effects) < 2 or self.optional or self.zone or self.event != DIE
                                   or self.who in ("me", "attached")):
            raise CardDefinitionError("Replacement.first_instead words 'kill this instead. Heal that unit, ...': "
                                      "two or more instructions replacing another unit's death")
        whos = {PLAY_TOKEN: TOKEN_WHO, DRAW: DRAW_WHO}.get(self.event, _WHO_DIES)
        if self.who not in whos or self.limit not in ("", ONCE_EACH_TURN, NEXT_TIME):
            raise ValueError(f"a replacement effect's who is one of {', '.join(whos)} and its limit "
                             f"'', {ONCE_EACH_TURN!r} or {NEXT_TIME!r}; got {self.who!r}, {self.limit!r}")
        if self.here and self.event == DRAW:
            raise ValueError("a draw happens at no location: a replacement effect for drawing has no 'here'")
        if self.zone not in ("", TRASH) or (self.zone and (self.who == "me" or self.here)):
            raise ValueError(f"370.3: a replacement effect works on the board or from the trash ({TRASH!r}), where "
                             f"it is about other units, not 'me' or 'here'; got zone {self.zone!r}")
        check_instead(self.event, self.effects)

    def text(self) -> str:
        here = " here" if self.here else ""
        if self.event == PLAY_TOKEN:
            would = f"you would play {TOKEN_WHO[self.who]}{here}"
        elif self.event == DRAW:
            would = f"{DRAW_WHO[self.who]} would draw a card"
        else:
            would = f"{_WHO_DIES[self.who]}{here} would {'die' if self.event == DIE else 'be dealt damage'}"
            if self.who == "other_yours_weaker":
                would += ", if it has less Might than me"
        lead = {"": f"If {would}", ONCE_EACH_TURN: f"Once each turn, if {would}",
                NEXT_TIME: f"The next time {would}"}[self.limit]
        may = "you may " if self.optional or self.limit == ONCE_EACH_TURN else ""
        if self.zone == TRASH:
            return f"{lead}, {may}banish me from your trash instead. If you do, {instead_text(self.effects)}."
        if self.pay is not None:
            pay = self.pay
            pips = (f"[{pay.energy}]" if pay.energy else "") + "".join(power_symbol(d) for d in pay.power)
            parts = ([f"pay {pips}"] if pips else []) + (["exhaust me"] if pay.exhaust_self else []) + (
                ["spend its buff"] if self.spend_its_buff else [])
            costs = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ("," if len(parts) > 2 else "") + \
                " and " + parts[-1]
            return f"{lead}, you may {costs} to {instead_text(self.effects)} instead."
        if self.first_instead:
            rest = instead_text(self.effects[1:]).replace(" it", " that unit", 1)
            return f"{lead}, {instead_text(self.effects[:1])} instead. {rest[0].upper()}{rest[1:]}."
        return f"{lead}, {may}instead {instead_text(self.effects)}."


def check_instead(event: str, effects: tuple[Effect, ...]) -> None:
    """What a replacement effect can replace and do, so far (370.1): deaths (428), damage
    (417), playing tokens (182.1.a) and drawing (413), with instructions that need no choice as they run;
    "play that token" only replaces playing a token."""
    if event not in REPLACED_EVENTS:
        raise NotImplementedError(f"370.1: replacement effects replace deaths, damage, playing tokens and draws only, "
                                  f"not {event!r}")
    for e in effects:
        if e.instead_of and event != e.instead_of:
            raise ValueError(f"{type(e).__name__} is only an instruction of a replacement effect for "
                             f"{e.instead_of!r}, not {event!r}")
        if type(e).ask is not Effect.ask:
            raise NotImplementedError(f"370.1.a: {type(e).__name__} asks a choice, which a replacement "
                                      "effect's instructions can't do yet")


def instead_text(effects: tuple[Effect, ...]) -> str:
    """What a replacement effect does instead, as one clause: "heal it, exhaust it and
    recall it"."""
    parts = [e.text(()).rstrip(".") for e in effects]
    parts = [p[0].lower() + p[1:] for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts) or "nothing"
    return ", ".join(parts[:-1]) + " and " + parts[-1]


@dataclass(frozen=True, slots=True)
class BonusDamage:
    """A passive ability granting Bonus Damage to Deal actions (417.4-417.5, 712-715), active
    while its source is on the board (365.1): "Your spells and abilities deal 1 Bonus
    Damage". ``whose`` is ``"you"`` (Deal actions controlled by my controller; for a
    battlefield, by the player controlling it) or ``"any"``; ``here`` narrows it to units at
    my location (a battlefield's: units there); ``combat`` extends it to combat damage dealt
    by those players' units (417.6.c), which otherwise gets none. ``amount`` may be negative
    (it lowers the sum, which is never below 0, 714.2). See rules/damage.py."""

    amount: int = 1
    whose: str = "you"
    here: bool = False
    combat: bool = False

    def __post_init__(self) -> None:
        if self.whose not in ("you", "any") or not self.amount:
            raise ValueError(f"Bonus Damage's whose is 'you' or 'any' and its amount nonzero; "
                             f"got {self.whose!r}, {self.amount!r}")

    def text(self) -> str:
        dealers = "spells, abilities and units in combat" if self.combat else "spells and abilities"
        subject = f"Your {dealers}" if self.whose == "you" else dealers.capitalize()
        amount = f"{self.amount} Bonus Damage" if self.amount > 0 else f"{-self.amount} less Bonus Damage"
        return f"{subject} deal {amount}{' to units here' if self.here else ''}."


@dataclass(frozen=True, slots=True)
class EntersReady:
    """"I enter ready" (a unit otherwise enters exhausted, 143.4): a passive ability of the
    card applied as it enters the board from being played (359.2); with a ``condition`` about
    its controller or the game (364.3.a: "If you have two or fewer cards in your hand, I enter
    ready"), checked then. Level and Legion are such conditions ("[Level 3][>] I enter
    ready"). "If you play me to a battlefield, I enter ready" is ``at_battlefield``, read at
    the location it is played to (rules/playing.py checks it once it is there)."""

    condition: Condition | None = None
    # Whose units: "me" ("I enter ready"), or, a passive ability of a permanent on the board
    # (365.1) about other units entering: "other_friendly" ("Other friendly units enter
    # ready", 740), "yours" ("Your units enter ready") or "tokens" ("Your tokens enter ready").
    who: str = "me"
    after: bool = False  # the condition worded after: "I enter ready if you control another Mech."

    def __post_init__(self) -> None:
        if self.after and (self.condition is None or self.condition.kind in DEPENDENT):
            raise CardDefinitionError("EntersReady.after words a condition after 'I enter ready'; it needs one "
                                      "that is not a dependent keyword")
        where = self.who == "me" and self.condition == Condition("at_battlefield")  # where it is played to
        if self.condition is not None and self.condition.kind not in CONTROLLER_CONDITIONS + STATE_CONDITIONS \
                and not where:
            raise NotImplementedError(f"364.3.a: 'I enter ready' with a condition about {self.condition.kind!r} "
                                      "(only its controller's or the game's, or where I'm played to)")
        if self.who not in ENTERING_WHO:
            raise ValueError(f"EntersReady.who is one of {', '.join(ENTERING_WHO)}, not {self.who!r}")

    def text(self) -> str:
        body = f"{ENTERING_WHO[self.who]} enter ready."
        if self.condition is None:
            return body
        if self.condition.kind in DEPENDENT:
            return f"{self.condition.text()} {body}"
        if self.after:
            return f"{body[:-1]} if {self.condition.clause()}."
        if self.who == "me" and self.condition == Condition("at_battlefield"):  # read as it enters from being played
            return f"If you play me to a battlefield, {body}"
        return f"If {self.condition.clause()}, {body[0].lower()}{body[1:]}" if self.who != "me" \
            else f"If {self.condition.clause()}, {body}"


ENTERING_WHO = {"me": "I", "other_friendly": "Other friendly units", "yours": "Your units", "tokens": "Your tokens"}


@dataclass(frozen=True, slots=True)
class EntersExhausted:
    """"This enters exhausted.": a passive ability of a gear card, which otherwise enters the
    board ready (149.1, 359.2.d); applied as it enters from being played (rules/playing.py)."""

    def text(self) -> str:
        return "This enters exhausted."


def check_entering(card: CardDef) -> None:
    """Refuse, as the card registers, what the entering abilities can't mean: "This enters
    exhausted" on anything but a gear (a unit enters exhausted anyway, 143.4), and other
    units' "enter ready" on a card that is never on the board (365.1, 107.4); and "When you play
    me, if you paid the additional cost" on a card with no optional additional cost (356.2.b.1)."""
    for ab in card.abilities:
        if isinstance(ab, EntersExhausted) and card.type != GEAR:
            raise ValueError(f"{card.id}: 'This enters exhausted' is a gear's (149.1); a {card.type} can't have it")
        if isinstance(ab, EntersReady) and ab.who != "me" and not (card.is_permanent or card.type == LEGEND):
            raise ValueError(f"{card.id}: '{ab.text()}' is a passive ability of a permanent (365.1), "
                             f"not of a {card.type}")
    paid = [ab for ab in card.abilities if isinstance(ab, TriggeredAbility) and (
            (ab.condition is not None and ab.condition.kind in PLAY_CONDITIONS)
            or any(getattr(e, "spare_paid", False) for e in ab.effects))]
    if paid and (not card.is_permanent or not any(ac.optional for ac in card.additional_costs)):
        raise ValueError(f"{card.id}: 'if you paid the additional cost' is a permanent's with an optional "
                         "additional cost (356.2.b.1)")




# Passive abilities on where units may move (364, 365.1; rules/move_rules.py): their text.
MOVE_RULES = {
    "no_base": "Units can't move to base.",  # any unit, while this is on the board
    "me_no_base": "I can't move to base.",  # this unit
    "no_base_from_here": "Units can't move from here to base.",  # a battlefield's: units at it
    "here_from_anywhere": "Units can move here from anywhere.",  # a battlefield's Standard Move permission
}


@dataclass(frozen=True, slots=True)
class MoveRule:
    """A passive ability changing where units may move (364, 365.1, 002): one of
    :data:`MOVE_RULES`. A restriction forbids moves of every kind to base, Standard Moves and
    moves by spells and abilities, but never a recall (451.3); "Units can move here from
    anywhere" lets a Standard Move reach that battlefield from another battlefield, as
    Ganking does (144.4.c); a forbidding ability beats it (054.1). See rules/move_rules.py."""

    rule: str

    def __post_init__(self) -> None:
        if self.rule not in MOVE_RULES:
            raise ValueError(f"MoveRule: unknown rule {self.rule!r}; one of {', '.join(MOVE_RULES)}")

    def text(self) -> str:
        return MOVE_RULES[self.rule]


# Passive abilities permitting units to be played where they are not normally valid (355.2.b;
# rules/play_destinations.py): (where, who) -> their text. ``who`` is "me" (the unit itself) or
# "friendly" (units friendly players play, while this is on the board, 365.1).
PLAY_TO = {
    ("open", "me"): "You may play me to an open battlefield.",  # 169.10.c: no unit there, no controller
    ("open", "friendly"): "Friendly units may be played to open battlefields.",
    ("occupied_enemy", "me"): "You may play me to an occupied enemy battlefield.",  # 169.10.a, an opponent's
    ("enemy_units", "me"): "I can be played to a battlefield where there are enemy units.",
    ("enemy_alone", "me"): "I can be played to an occupied battlefield if an enemy unit is alone there.",  # 741.1
    ("enemy_alone", "friendly"):
        "Friendly units can be played to an occupied battlefield if an enemy unit is alone there.",
    ("attacking", "me"): "I can be played to a battlefield you're attacking.",  # its combat's attacker (459.2.b)
}


@dataclass(frozen=True, slots=True)
class PlayFromTrash:
    """"You may play me from your trash for [3][R]." (419.1.a, 356.1.a): a passive ability active
    while its card is in its owner's trash, letting its owner play it from there (with its
    usual timing, 358.3), its base cost replaced by ``cost``. Behind ``dependent``
    ("[Legion][>]", 812.1.c) only while that holds. See rules/trash_play.py."""

    cost: Cost
    dependent: Condition | None = None

    def __post_init__(self) -> None:
        check_dependent(self.dependent)
        if self.cost.exhaust_self or self.cost.recycle_self or self.cost.kill_self or self.cost.xp \
                or self.cost.spend_buff or self.cost.spend_a_buff or self.cost.discard:
            raise NotImplementedError("356.1.a: a cost to play a card 'for' is Energy and Power")

    def text(self) -> str:
        return dependent_text(self.dependent, f"You may play me from your trash for {self.cost.text()}.")


@dataclass(frozen=True, slots=True)
class PlayTo:
    """A passive ability granting permission to play units to battlefields that are not
    normally valid locations (355.2.b): the unit itself (``who`` "me", from wherever it is
    played) or, while this permanent is on the board, units its controller and their
    teammates play (``friendly``, 365.1, 740.1). ``where``: ``open`` (169.10.c),
    ``occupied_enemy`` (a unit there, controlled by an opponent, 169.10.a), ``enemy_units``,
    ``enemy_alone`` (an enemy unit alone there, 741.1) or ``attacking`` (the battlefield of the
    combat in which they are the attacker, 459.2.b). See rules/play_destinations.py."""

    where: str
    who: str = "me"

    def __post_init__(self) -> None:
        if (self.where, self.who) not in PLAY_TO:
            raise ValueError(f"PlayTo: no permission {self.where!r} for {self.who!r}; one of "
                             f"{', '.join(f'{w}/{o}' for w, o in PLAY_TO)}")

    def text(self) -> str:
        return PLAY_TO[(self.where, self.who)]




@dataclass(frozen=True, slots=True)
class HasExhaustAbilities:
    """"I have all [E] abilities of all friendly legends, units, and gear.": a passive ability
    (365.1) giving its source, while it is on the board, every activated ability with [E] in
    its cost (376) of the other friendly legends, units and gear on the board; "me" and [E] in
    them are its source (rules/borrowed.py)."""

    def text(self) -> str:
        return "I have all [E] abilities of all friendly legends, units, and gear."


@dataclass(frozen=True, slots=True)
class AsRevealed:
    """"As I'm revealed from your deck, [Add] [2].": an ability of a card in its owner's Main
    Deck, done as it is revealed from there (424) by any instruction — no chain, as an Add
    (429) — for its owner (rules/revealing.py)."""

    energy: int

    def __post_init__(self) -> None:
        if self.energy <= 0:
            raise CardDefinitionError("AsRevealed adds a positive amount of Energy")

    def text(self) -> str:
        return f"As I'm revealed from your deck, [Add] [{self.energy}]."


@dataclass(frozen=True, slots=True)
class UnitsHereHave:
    """'Units here have "<ability>"': a battlefield's passive ability (365.1) giving every unit
    at it the activated ability ``ability`` as its own while it is there: its controller
    activates it, [E] exhausts the unit and "me" is the unit (rules/borrowed.py)."""

    ability: ActivatedAbility

    def text(self) -> str:
        return f'Units here have "{self.ability.text()}"'


@dataclass(frozen=True, slots=True)
class MoveTax:
    """"Opponents must pay [A] for each unit beyond the first to move multiple units to my
    battlefield at the same time.": a passive ability (365.1) adding a cost to enemy players'
    Standard Moves of several units to its source's battlefield (144.3, 357; rules/move_tax.py)."""

    def text(self) -> str:
        return ("Opponents must pay [A] for each unit beyond the first to move multiple units to my battlefield "
                "at the same time.")


# Real cards III: restrictions. Passive abilities forbidding an action or an effect (054.1 "Can't
# beats can", 364, 365.1; rules/restrictions.py): their text, without the condition's lead.
RESTRICTIONS = {
    "me_unchoosable": "I can't be chosen by enemy spells and abilities.",  # 355.9
    "weaker_here_unchoosable": "Your units here with less Might than me can't be chosen by enemy spells and "
                               "abilities.",
    "me_no_combat_damage": "I don't deal combat damage.",  # 460.2.a
    "weaker_enemies_here_no_combat_damage": "Enemy units here with less Might than me don't deal combat damage.",
    "me_unreadiable": "I can't be readied.",  # 415
    "no_ready_enemies": "spells and abilities can't ready enemy units and gear.",  # 415, 740.2
    "me_assigned_last": "I must be assigned combat damage last.",  # 460.2.c
    "opponents_no_points": "opponents can't gain points.",  # 462-467, 431
    "opponents_units_to_base": "opponents can only play units to their base.",  # 355.2.a
    "score_from_third_turn": "Players can't score here until their third turn.",  # 463-466 (a battlefield's)
    "no_units_played_here": "Units can't be played here.",  # 355.2.a (a battlefield's)
    "me_only_conquered": "Play me only to a battlefield you conquered this turn.",  # 355.2.a, as it is played
    "opponents_hidden_here": "Your opponents' [Hidden] cards can't be revealed here.",  # 421.4, 811.1.c.3
    "me_no_damage_moved_twice": "If I have moved twice this turn, I don't take damage.",  # 417, 460.2.c.9
    "me_many_buffs": "I can have any number of buffs.",  # over 702.3 (002: card text beats the rules)
    # not a ban: what a tie does instead (461.1.a.2; the Origins FAQ, Symbol of the Solari)
    "tie_recalls_all": "If a combat where you are the attacker ends in a tie, recall ALL units instead.",
}


@dataclass(frozen=True, slots=True)
class Restriction:
    """A passive ability forbidding an action or an effect while its source is on the board
    (364, 365.1): one of :data:`RESTRICTIONS`; a forbidding ability beats any that allows the
    same (054.1). ``condition`` is its "While ..." (364.3.a) or its dependent keyword ("[Level
    16][>]", 727.1.c). "Play me only to ..." is its card's as it is played (355.2.a). See
    rules/restrictions.py."""

    rule: str
    condition: Condition | None = None

    def __post_init__(self) -> None:
        if self.rule not in RESTRICTIONS:
            raise ValueError(f"Restriction: unknown rule {self.rule!r}; one of {', '.join(RESTRICTIONS)}")
        if self.condition is not None and (self.condition.kind in EVENT_CONDITIONS + ITEM_CONDITIONS
                                           or self.condition.of is not None):
            raise ValueError(f"364.3.a: a restriction's condition is about the game now, not {self.condition.kind!r}")
        if self.condition is not None and self.rule in ("me_only_conquered", "me_no_damage_moved_twice",
                                                        "tie_recalls_all"):
            raise NotImplementedError(f"364.3.a: {self.rule!r} takes no other condition")

    def text(self) -> str:
        body = RESTRICTIONS[self.rule]
        if self.condition is None:
            return body[0].upper() + body[1:]
        if self.condition.kind in DEPENDENT:
            return f"{self.condition.text()} {body[0].upper()}{body[1:]}"
        return f"{self.condition.text()}, {body}"


@dataclass(frozen=True, slots=True)
class VictoryScore:
    """A battlefield's passive ability raising the Victory Score by ``n`` while it is in play
    ("Increase the points needed to win the game by 1", 478.3; rules/victory.py needed): the
    Victory Score changes as soon as the battlefield leaves play (the Unleashed FAQ on
    Aspirant's Climb), and the Winning Point (466.1.b) is one short of the changed score."""

    n: int

    def __post_init__(self) -> None:
        if self.n < 1:
            raise ValueError(f"478.3: the Victory Score is increased by 1 or more, got {self.n}")

    def text(self) -> str:
        return f"Increase the points needed to win the game by {self.n}."


@dataclass(frozen=True, slots=True)
class HideMore:
    """A battlefield's passive ability: "You may hide an additional card here" — its facedown
    zone holds one more card than the one the rules allow (107.3.b, 811.1.b;
    keywords/hidden.py)."""

    def text(self) -> str:
        return "You may hide an additional card here."


@dataclass(frozen=True, slots=True)
class HideForEnergy:
    """A legend's passive ability: "You may pay [N] to hide a card with [Hidden] instead of [A]" —
    its controller's Hide (421, 811.1.b) may cost N Energy instead of one Power of any domain
    (keywords/hidden.py)."""

    energy: int = 1

    def __post_init__(self) -> None:
        if self.energy < 1:
            raise ValueError(f"811.1.b: hiding for [N] instead of [A] costs 1 Energy or more, got {self.energy}")

    def text(self) -> str:
        return f"You may pay [{self.energy}] to hide a card with [Hidden] instead of [A]."


@dataclass(frozen=True, slots=True)
class RepeatDiscount:
    """A battlefield's passive ability: "While you control this battlefield, friendly [Repeat]
    costs cost [N] less" — a discount on one component of the cost, each Repeat cost declared
    by a player friendly to its controller (740.1), applied as that cost is added (356.4.c),
    down to 0 (356.4.f), Energy only (rules/costs.py)."""

    n: int = 1

    def __post_init__(self) -> None:
        if self.n < 1:
            raise ValueError(f"356.4: a discount of 1 or more, got {self.n}")

    def text(self) -> str:
        return f"While you control this battlefield, friendly [Repeat] costs cost [{self.n}] less."


EITHER_DISCOUNTS = ("chosen", "optional")  # EitherDiscount.on


@dataclass(frozen=True, slots=True)
class EitherDiscount:
    """A passive ability: a discount of "[1] or [A]" (356.4) — one Energy or one Power pip of
    any domain, whichever the player chooses as the cost is determined (docs/rulings.md;
    rules/chosen_discounts.py). ``on="chosen"``: "Your spells that choose me cost [1] or [A]
    less." — a spell its controller plays whose targets include it (355.7), once however often
    it is chosen, a discount on the whole cost (356.4.d). ``on="optional"``: "Optional
    additional costs you pay cost [1] or [A] less." — each optional additional cost its
    controller declares (356.2.b), applied to that cost as it is added (356.4.c), down to 0
    (356.4.f); never a mandatory one (Deflect, 356.2.a.2) nor an activation cost (Equip)
    (Spiritforged FAQ, Ezreal, Prodigy)."""

    on: str

    def text(self) -> str:
        if self.on == "chosen":
            return "Your spells that choose me cost [1] or [A] less."
        return "Optional additional costs you pay cost [1] or [A] less."


@dataclass(frozen=True, slots=True)
class SpellsHaveRepeat:
    """A passive ability: "While I'm in a showdown, your spells have [Repeat] [2][C]" — each
    spell its controller plays while ``condition`` holds has one more instance of Repeat
    costing ``energy`` and ``power`` (820.1, 820.3, 356.2.b; rules/granted_repeat.py), had as
    its optional additional costs are declared (356.2.b.1)."""

    energy: int = 0
    power: tuple[str, ...] = ()
    condition: Condition | None = None

    def __post_init__(self) -> None:
        if self.energy < 0 or not (self.energy or self.power):
            raise ValueError(f"820.1.c: a [Repeat] cost of Energy and/or Power, got [{self.energy}] {self.power}")
        if any(d not in DOMAINS and d != ANY_DOMAIN for d in self.power):
            raise ValueError(f"820.1.c: a [Repeat] cost's Power is of a domain or [A], got {self.power}")
        if self.condition is not None and self.condition.kind not in SOURCE_CONDITIONS + STATE_CONDITIONS:
            raise NotImplementedError("364.3.a: 'while ...' about the source or the game so far")

    def text(self) -> str:
        lead = f"While {self.condition.clause()}, y" if self.condition is not None else "Y"
        return f"{lead}our spells have [Repeat] {Cost(self.energy, self.power).text()}."


@dataclass(frozen=True, slots=True)
class AccelerateNotFromHand:
    """A passive ability: "Friendly units played from anywhere other than a player's hand have
    [Accelerate]." — each unit a friendly player (740.1) plays from another zone (a trash, a
    facedown zone, banishment) has Accelerate's optional additional cost (805.1.a, 805.2) as its
    optional additional costs are declared (356.2.b.1; rules/granted_accelerate.py)."""

    def text(self) -> str:
        return "Friendly units played from anywhere other than a player's hand have [Accelerate]."


# What "... trigger an additional time" is about (rules/more_triggers.py): its text
MORE_TRIGGERS = {"deathknell": "Your [Deathknell] effects trigger an additional time.",
                 "conquer_here": "Your conquer effects for conquering here trigger an additional time.",
                 "hold_here": "Your hold effects for holding here trigger an additional time."}


@dataclass(frozen=True, slots=True)
class AdditionalTrigger:
    """A unit's passive ability: its controller's abilities of one kind trigger one more time
    each (rules/more_triggers.py): ``deathknell`` — "Your [Deathknell] effects" (808) —, or
    ``conquer_here`` — "Your conquer effects for conquering here", the unit's location
    (383.4.c)."""

    what: str

    def __post_init__(self) -> None:
        if self.what not in MORE_TRIGGERS:
            raise ValueError(f"an additional trigger is one of {', '.join(MORE_TRIGGERS)}, got {self.what!r}")

    def text(self) -> str:
        return MORE_TRIGGERS[self.what]


@dataclass(frozen=True, slots=True)
class BothScoreEffects:
    """A unit's passive ability (an Equipment's Effect Text, 718.3): "My hold effects are also
    conquer effects, and vice versa" — its "When I hold" abilities trigger when it conquers and
    its "When I conquer" abilities when it holds (383.4.c-d; rules/more_triggers.py)."""

    def text(self) -> str:
        return "My hold effects are also conquer effects, and vice versa."


Ability = (ActivatedAbility | TriggeredAbility | CostModifier | Static | Replacement | BonusDamage | EntersReady
           | EntersExhausted | MoveRule | PlayTo | HasExhaustAbilities | Restriction | AsRevealed | VictoryScore
           | HideMore | UnitsHereHave | MoveTax | PlayFromTrash | RepeatDiscount | AdditionalTrigger | BothScoreEffects
           | SpellsHaveRepeat | EitherDiscount | AccelerateNotFromHand)



def _effect_text_line(ability: Static | TriggeredAbility | ActivatedAbility | Replacement) -> str:
    """An Equipment's Effect Text as printed (136): an ability of the unit it is attached to
    ("I" is that unit, 472.2.c), written as that unit's own; keywords alone, as the keywords."""
    if isinstance(ability, Static) and ability.keywords and ability == Static(keywords=ability.keywords):
        return "\n".join(keyword_text(k) for k in ability.keywords)
    return ability.text()


def _shared_only_while(abilities: tuple[Ability, ...]) -> Condition | None:
    """The "Use this ability only while ..." (377.2.b) of a card whose abilities are all
    activated abilities with that same restriction, two or more: printed once, "Use my
    abilities only while I'm at a battlefield."; ``None`` otherwise."""
    if len(abilities) < 2 or not all(isinstance(ab, ActivatedAbility) for ab in abilities):
        return None
    conditions = {ab.only_while for ab in abilities if isinstance(ab, ActivatedAbility)}
    return conditions.pop() if len(conditions) == 1 else None


# "kill a friendly unit", the one additional cost of a spell whose target is restricted by "the killed unit"
# (TargetSpec.within_killed; rules/targeting.py)
KILLED_FOR_COST = TargetSpec("unit", controller="friendly")


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
    # An Equipment's Effect Text: the unit it is attached to has it (724, 718.3; rules/effect_text.py)
    effect_text: tuple[Static | TriggeredAbility | ActivatedAbility | Replacement, ...] = ()
    test: bool = False
    set_id: str = ""
    extra: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        if any(spec.within_killed for spec in self.targets) and (
                self.type != "spell" or self.additional_costs != (AdditionalCost(act="kill", what=KILLED_FOR_COST),)):
            raise CardDefinitionError("355.9.b: 'than the killed unit' is a spell's target whose one additional "
                                      "cost is 'kill a friendly unit'")
        for i, ab in enumerate(self.abilities):
            before = self.abilities[i - 1] if i else None
            if isinstance(ab, CostModifier) and ab.joined and not (
                    isinstance(before, CostModifier) and before.condition == ab.condition
                    and SELF_COST not in (before.cards, ab.cards)):
                raise CardDefinitionError("CostModifier.joined: written after another cost modifier on other "
                                          "cards' costs, with the same condition")

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
            if kw.split(":")[0] not in (*DEPENDENT, "deathknell"):  # rendered with their text (727.1, 808)
                lines.append(keyword_text(kw))
        for ac in self.additional_costs:
            lines.append(ac.text(self.targets, "me" if self.type == UNIT else "this"))
        own_cost = [ab for ab in self.abilities if isinstance(ab, CostModifier) and ab.spell]
        lines.extend(ab.text() for ab in own_cost)  # "this costs [2] less ...": printed before the instructions
        if self.effects:
            lines.append(" ".join(e.text(self.targets) for e in self.effects))
        if self.legion:
            lines.append("[Legion][>] " + " ".join(e.text(self.targets) for e in self.legion))
        lines.extend(lv.text(self.targets) for lv in self.level)
        shared = _shared_only_while(self.abilities)
        for ab in self.abilities:
            if ab in own_cost:
                continue
            if not (isinstance(ab, TriggeredAbility) and ab.keyword and ab.keyword != "deathknell"):
                if shared is not None and isinstance(ab, ActivatedAbility):
                    ab = replace(ab, only_while=None)  # said once for all of them, below
                if isinstance(ab, CostModifier) and ab.joined:  # one sentence with the modifier before it
                    lines[-1] = f"{lines[-1].rstrip('.')}, and {ab.text()}"
                    continue
                lines.append(ab.text())  # keyword abilities render as their keyword
        if shared is not None:
            lines.append(f"Use my abilities only while {shared.clause()}.")
        lines.extend(_effect_text_line(st) for st in self.effect_text)  # printed last, below the rest (136)
        return "\n".join(lines)


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
KEYWORD_NAMES = ("accelerate", "action", "assault", "deathknell", "deflect", "ganking", "hidden", "legion",
                 "reaction", "shield", "tank", "temporary", "vision", "equip", "quick-draw", "repeat",
                 "weaponmaster", "ambush", "hunt", "level", "unique", "backline")  # 805-826
# chain_item: "a spell or ability" on the chain; something: a unit, gear, rune or legend on the board, what can
# be exhausted and readied ("something else that's exhausted", 414-415; rules/targeting.py)
TARGET_KINDS = ("unit", "gear", "permanent", "rune", "battlefield", "spell", "ability", "player", "card",
                "legend", "chain_item", "something")  # legend: a legend in a Legend Zone, on the board (107.4)
CHOOSES_FRIENDLY = "friendly_unit_or_gear"  # TargetSpec.chooses: "that chooses a friendly unit or gear"
TARGET_CONTROLLERS = ("any", "friendly", "enemy", "you")
TARGET_LOCATIONS = ("any", "battlefield", "base", "trash", "here", "its", "your_base", "elsewhere", "not_its",
                    "its_destination", "there", CHAMPION_OR_BOARD)
_ALL_EVENTS = (*sorted(LEADS), DIES)
allow("TargetSpec.kind", TARGET_KINDS)
allow("TargetSpec.controller", TARGET_CONTROLLERS)
allow("TargetSpec.location", TARGET_LOCATIONS)
allow("TargetSpec.keyword", KEYWORD_NAMES)
allow("TargetSpec.chooses", ("", CHOOSES_FRIENDLY))
allow("ActivatedAbility.keyword", ("", *KEYWORD_NAMES))
allow("TriggeredAbility.keyword", ("", *KEYWORD_NAMES))
free("CostModifier.tag", "a tag (133.8): the cards of that tag the discount applies to")
allow("TriggeredAbility.event", _ALL_EVENTS)
allow("TriggeredAbility.limit", LIMITS)
allow("TriggeredAbility.zone", ("", TRASH))
allow("PlayFilter.type", PLAY_TYPES)
allow("PlayFilter.from_zone", PLAY_FROM)
allow("CostModifier.cards", ("any", SELF_COST, *MAIN_DECK_TYPES))
allow("CostModifier.whose", ("you", "opponents", "friendly", "enemy"))
allow("Condition.kind", CONDITIONS + TARGET_CONDITIONS)
allow("Static.who", AFFECTS)
allow("Static.having", KEYWORD_NAMES)
allow("Replacement.who", (*_WHO_DIES, *TOKEN_WHO, *DRAW_WHO))
allow("Replacement.limit", ("", ONCE_EACH_TURN, NEXT_TIME))
allow("Replacement.event", REPLACED_EVENTS)
allow("Replacement.zone", ("", TRASH))
allow("BonusDamage.whose", ("you", "any"))
allow("CardDef.type", CARD_TYPES)
for _tagged in ("TargetSpec.tag", "Static.tag", "PlayFilter.tag", "TargetSpec.any_tag"):
    free(_tagged, "a tag (133.8): any tag a card may have")
free("CardDef.id", "an identifier")
free("Condition.tag", "a tag (133.8): any tag a card may have")
free("CardDef.name", "a name")
free("Static.named", "a card's name (132)")
free("CardDef.set_id", "a set's code")
allow("CostModifier.origin", ("", ORIGIN_NOT_HAND))
allow("EitherDiscount.on", EITHER_DISCOUNTS)
free("CostModifier.chosen_tags", "tags (133.8): any tag a card may have")
allow("AdditionalCost.act", ("", *COST_ACTS))
allow("AdditionalCost.less_power", ("", *DOMAINS))
allow("EntersReady.who", tuple(ENTERING_WHO))
allow("MoveRule.rule", tuple(MOVE_RULES))
allow("AdditionalTrigger.what", tuple(MORE_TRIGGERS))
allow("PlayTo.where", tuple(sorted({w for w, _ in PLAY_TO})))
allow("PlayTo.who", ("me", "friendly"))
allow("Restriction.rule", tuple(RESTRICTIONS))
