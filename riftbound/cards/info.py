"""Per-catalog facts for the hot loops: one :class:`CardInfo` per catalog entry, so the
engine reads ``g.cinfo[g.o_card[obj]].permission`` instead of recomputing it. Each fact is
computed by the function that defines it, in the rules, keywords and instructions above this
module; each of those modules registers its function in :data:`DERIVE` as it is imported
(importing ``riftbound`` imports them all), so this module imports none of them
(docs/architecture.md, "The layers")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from riftbound.cards.derived import per_card
from riftbound.cards.equipment_gives import EquipmentGives
from riftbound.cards.events import (
    ACTION_EVENTS,
    BECOMES_MIGHTY,
    CHOOSE_EVENTS,
    COMBAT_EVENTS,
    DEALT_DAMAGE,
    DEATH_DETAIL_EVENTS,
    DRAW_EVENTS,
    END_OF_YOUR_TURN,
    KILL_EVENTS,
    LEAVES_BOARD,
    MOVE_EVENTS,
    MOVE_WATCH_EVENTS,
    OTHERS_EVENTS,
    PLAY_EVENTS,
    TRASH,
    WATCHER_EVENTS,
    YOU_USE_GEAR_ABILITY,
)
from riftbound.cards.gold_adds_more import GoldAddsMore
from riftbound.cards.instruction import Effect
from riftbound.cards.model import (
    BATTLEFIELD,
    DRAW,
    RECORDED_CONDITIONS,
    SELF_COST,
    AccelerateNotFromHand,
    ActivatedAbility,
    AdditionalCost,
    AdditionalTrigger,
    BonusDamage,
    BothScoreEffects,
    CardDef,
    Condition,
    CostModifier,
    EitherDiscount,
    EntersExhausted,
    EntersReady,
    HasExhaustAbilities,
    MoveRule,
    MoveTax,
    PlayFromTrash,
    PlayTo,
    RepeatDiscount,
    Replacement,
    Restriction,
    SpellsHaveRepeat,
    Static,
    TriggeredAbility,
    UnitsHereHave,
    VictoryScore,
)
from riftbound.cards.nested import nested_effects

if TYPE_CHECKING:
    from riftbound.cards.instruction import Effect

# An Add ability usable while paying (rules/payment.py): (ability, exhausts itself, recycles
# itself, energy, power, restriction, dependent keyword)
Template = tuple[int, bool, bool, int, tuple[str, ...], str, Condition | None]

CF_UNIT = 1
CF_GEAR = 2
CF_COST_MODIFIER = 4  # has a passive cost modifier (356.3-356.4)
CF_HIDDEN = 8  # has Hidden (811)
CF_DEFLECT = 16  # has Deflect (809)
CF_WATCHER = 32  # has a triggered ability watching its controller (cards/events.py WATCHER_EVENTS)
CF_STATIC = 64  # has a passive ability applied through the layers (rules/layers.py), or Effect Text
CF_REPLACEMENT = 128  # has a passive replacement effect (368.1, cards/model.py Replacement)
CF_REPLACER = 256  # an instruction creates a replacement effect: "the next time ...", Prevent (437)
CF_REPLACING = CF_REPLACEMENT | CF_REPLACER  # kills and damage go through rules/replacement.py
CF_TRASH_TRIGGER = 512  # has a triggered ability that works from its owner's trash (385)
CF_BONUS_DAMAGE = 1024  # has a passive Bonus Damage ability (712-715, rules/damage.py)
CF_DAMAGE_TRIGGER = 2048  # has a "when I'm dealt damage" triggered ability (417.1.e.1)
CF_SELF_COST = 4096  # has "I cost [N] less" (356.4.a), e.g. behind [Legion] (727.1.c.2)
CF_MOVE_TRIGGER = 8192  # has a "when I move ..." triggered ability (440-448, rules/action_triggers.py)
CF_ACTION_TRIGGER = 16384  # triggers on end of turn, ready, stun, recycle, discard or banish (rules/action_triggers.py)
CF_PLAY_WATCHER = 32768  # watches cards played: "when you/an opponent play(s) ..." (rules/watchers.py)
CF_OTHERS_WATCHER = 65536  # watches friendly or enemy units die, or enemies attack (rules/watchers.py)
CF_BF_TRIGGER = 131072  # a battlefield with a triggered ability (169.9, rules/battlefield_triggers.py)
CF_COMBAT_TRIGGER = 262144  # "when a showdown begins here", "when I win a combat", "when a combat ... ends"
CF_ET_ABILITY = 1 << 22  # Effect Text with triggered or activated abilities (718.3, rules/effect_text.py)
CF_LEAVES = 1 << 23  # has "When I leave the board", as its own or Effect Text ability (rules/effect_text.py)
CF_CHOSEN = 1 << 24  # has "When you choose me [with a spell]" or "a friendly unit" (383.4.b), own or Effect Text
CF_STEPS = 1 << 25  # has a cost within instructions or "if you do" paid as it resolves (effects/pay.py)
CF_TRASH_REPLACEMENT = 1 << 26  # has a replacement effect active in its owner's trash (370.3, rules/replacement.py)
CF_DRAW_REPLACEMENT = 1 << 27  # has an "if you would draw a card" replacement effect: draws are queued (413)
CF_KEYWORD_GRANTS = 1 << 28  # grants or removes keywords standing for triggered abilities (keywords/granted.py)
# Far above the others so that flags added in parallel don't collide:
CF_ENTERS = 1 << 40  # makes other units enter ready: "Other friendly units enter ready" (rules/entering.py)
CF_ENTERS_EXHAUSTED = 1 << 41  # "This enters exhausted" (a gear, 149.1; rules/entering.py)
CF_COST_OBJECTS = 1 << 42  # an additional cost that is not Energy or Power (356.6; rules/cost_objects.py),
# or "you may play me for [cost]" (356.1.a): playable if it is affordable that way (419.2.a)
CF_MOVE_RULE = 1 << 29  # has a passive ability on where units may move (cards/model.py MoveRule, rules/move_rules.py)
CF_MODES = 1 << 43  # a spell or ability with modes, "Choose one - ..." (355.3; rules/card_modes.py)
CF_RESTRICTED = 1 << 46  # adds restricted resources: "Add [2]. Use only to play spells." (rules/restricted.py)
CF_HISTORY = 1 << 44  # reads a "this turn" record kept only where asked (RECORDED_CONDITIONS; rules/turn_history.py)
CF_PLAY_TO = 1 << 54  # lets friendly units be played where they normally can't (355.2.b; rules/play_destinations.py)
CF_LENDS_HERE = 1 << 30  # 'Units here have "[E]: ..."': a battlefield gives units at it an ability (rules/borrowed.py)
CF_MOVE_TAX = 1 << 31  # "Opponents must pay [A] for each unit beyond the first to move ..." (rules/move_tax.py)
CF_BORROWS = 1 << 47  # "I have all [E] abilities of all friendly legends, units, and gear" (rules/borrowed.py)
CF_BECOMES_MIGHTY = 1 << 58  # watches units become [Mighty] (709; rules/becoming_mighty.py)
CF_GEAR_USE = 1 << 59  # watches activated abilities of gear being used (377.2.a; rules/gear_use.py)
CF_GOLD_ADDS = 1 << 63  # "your Gold [Add] an additional [1]" (cards/gold_adds_more.py, rules/gold_adds_more.py)
CF_EQUIPMENT_GIVES = 1 << 60  # "Your Equipment each give [Assault]" (cards/equipment_gives.py, rules/layers.py)
# a discount of "[1] or [A]": on spells that choose it, or on optional additional costs (cards/model.py
# EitherDiscount, rules/chosen_discounts.py)
CF_EITHER_DISCOUNT = 1 << 61
# a passive ability changing a rule of the game: the Victory Score (478.3; cards/model.py VictoryScore,
# rules/victory.py) or how many times abilities trigger (cards/model.py AdditionalTrigger, rules/more_triggers.py)
CF_RULE_CHANGE = 1 << 34
CF_REPEAT_DISCOUNT = 1 << 35  # a battlefield making [Repeat] costs cheaper (356.4.c; cards/model.py RepeatDiscount)
# gives cards an optional additional cost as they are played: spells [Repeat] (820.1; cards/model.py
# SpellsHaveRepeat, rules/granted_repeat.py), units [Accelerate] (805.2; cards/model.py AccelerateNotFromHand,
# rules/granted_accelerate.py)
CF_GRANTED_REPEAT = 1 << 53
CF_RESTRICTION = 1 << 50  # forbids an action (054.1; cards/model.py Restriction, rules/restrictions.py)
CF_DRAWS = 1 << 39  # watches the cards its controller draws each turn ("your second card", rules/turn_history.py)
CF_DEATH_DETAILS = 1 << 38  # watches deaths of units buffed or without a tag as they last existed (rules/watchers.py)
# watches moves or defences of others (cards/events.py MOVE_WATCH_EVENTS, rules/move_watchers.py)
CF_MOVE_WATCH = 1 << 32
# watches the kills its controller is responsible for (411.4, 428.5; cards/events.py KILL_EVENTS, rules/kills.py)
CF_KILLS = 1 << 51
CF_TRASH_PLAY = 1 << 36  # "You may play me from your trash for [3][R]" (419.1.a, 356.1.a; rules/trash_play.py)
# an instruction granting "you may play this from your trash for [A]" (356.1.a, 390.5.b; effects/trash_grant.py)
CF_TRASH_GRANT = 1 << 69
INDEXED = (CF_COST_MODIFIER | CF_DEFLECT | CF_WATCHER | CF_STATIC
           | CF_REPLACEMENT | CF_BONUS_DAMAGE | CF_ET_ABILITY
           | CF_ENTERS | CF_RESTRICTION | CF_EITHER_DISCOUNT)  # in the state's index of such objects on the board


class MakesToken(Protocol):
    @property
    def token(self) -> str:
        """The id of the token an instruction creates or replaces objects with."""


class Derivations:
    """The functions computing a definition's facts, each registered by the module defining
    it: ``DERIVE.permission = card_permission`` at the end of ``rules/timing.py``. One not
    registered yet is an AttributeError, never a silent default."""

    permission: Callable[[CardDef], int]  # rules/timing.py: the timing permission
    base_cost: Callable[[CardDef], tuple[int, tuple[str, ...]]]  # rules/costs.py (131)
    extra_costs: Callable[[CardDef], tuple[AdditionalCost, ...]]  # rules/costs.py (356.2)
    templates: Callable[[CardDef], tuple[Template, ...]]  # rules/payment.py
    activated: Callable[[CardDef], tuple[tuple[int, ActivatedAbility, bool], ...]]  # rules/playing.py
    keywords: Callable[[CardDef], dict[str, int]]  # keywords/__init__.py: keyword values
    check_effect_text: Callable[[CardDef], None]  # rules/effect_text.py: refuses what Effect Text can't hold
    replacers: Callable[[CardDef], tuple[Effect, ...]]  # effects/replacements.py: "the next time" instructions
    steps: Callable[[CardDef], bool]  # effects/pay.py: instructions made of steps
    grants_triggered: Callable[[CardDef, tuple[object, ...]], bool]  # keywords/granted.py (801.3)
    token_makers: tuple[type[MakesToken], ...] = ()  # instructions creating (439) or replacing with (438) a token
    rules_objects: tuple[str, ...]  # cards/tokens.py: ids of the objects the rules create, in catalog order
    # run as a definition is registered (cards/catalog.py):
    expand: Callable[[CardDef], CardDef]  # keywords/expansion.py: with the abilities its keywords stand for (801.1)
    check_linked: Callable[[CardDef], None]  # rules/linked.py: the linked shapes the engine supports (393-397)
    check_battlefield: Callable[[CardDef], None]  # rules/battlefield_triggers.py: where events can be (169.9)
    check_places: Callable[[CardDef], None]  # effects/places.py: "me", "here", "at its location" (359.3.f)


DERIVE = Derivations()


class CardInfo:
    __slots__ = ("activated", "base_cost", "card", "extra_costs", "flags", "kw", "permission", "statics",
                 "templates")

    def __init__(self, card: CardDef) -> None:
        d = DERIVE
        self.card = card
        self.flags = (CF_UNIT if card.type == "unit" else 0) | (CF_GEAR if card.type == "gear" else 0)
        if any(isinstance(ab, CostModifier) and ab.cards != SELF_COST for ab in card.abilities):
            self.flags |= CF_COST_MODIFIER
        if any(isinstance(ab, CostModifier) and ab.cards == SELF_COST for ab in card.abilities):
            self.flags |= CF_SELF_COST
        if any(isinstance(ab, TriggeredAbility) and not ab.zone and any(e in WATCHER_EVENTS for e in ab.events)
               for ab in card.abilities):
            self.flags |= CF_WATCHER
        if any(isinstance(ab, TriggeredAbility) and ab.zone == TRASH for ab in card.abilities):
            self.flags |= CF_TRASH_TRIGGER
        if any(isinstance(ab, TriggeredAbility) and DEALT_DAMAGE in ab.events for ab in card.abilities):
            self.flags |= CF_DAMAGE_TRIGGER
        if any(isinstance(ab, BonusDamage) for ab in (*card.abilities, *card.effect_text)):  # Effect Text too
            self.flags |= CF_BONUS_DAMAGE
        if any(isinstance(ab, EntersReady) and ab.who != "me" for ab in card.abilities):
            self.flags |= CF_ENTERS
        if any(isinstance(ab, EntersExhausted) for ab in card.abilities):
            self.flags |= CF_ENTERS_EXHAUSTED
        if any(ac.act or ac.xp or ac.play_for for ac in card.additional_costs):
            self.flags |= CF_COST_OBJECTS
        events = {e for ab in card.abilities if isinstance(ab, TriggeredAbility) for e in ab.events}
        if (events | {e for ab in card.effect_text if isinstance(ab, TriggeredAbility) for e in ab.events}) \
                & MOVE_EVENTS:  # an Equipment's Effect Text "When I move" too (718.3)
            self.flags |= CF_MOVE_TRIGGER
        if events & ACTION_EVENTS or any(isinstance(ab, TriggeredAbility) and END_OF_YOUR_TURN in ab.events
                                         for ab in card.effect_text):  # the unit's, at the end of its turn (718.3)
            self.flags |= CF_ACTION_TRIGGER
        if events & MOVE_WATCH_EVENTS:
            self.flags |= CF_MOVE_WATCH
        if events & PLAY_EVENTS:
            self.flags |= CF_PLAY_WATCHER
        if events & OTHERS_EVENTS:
            self.flags |= CF_OTHERS_WATCHER
        if events & DEATH_DETAIL_EVENTS:
            self.flags |= CF_DEATH_DETAILS
        if events & DRAW_EVENTS:
            self.flags |= CF_DRAWS
        if events & KILL_EVENTS:
            self.flags |= CF_KILLS
        if events & BECOMES_MIGHTY:
            self.flags |= CF_BECOMES_MIGHTY
        if YOU_USE_GEAR_ABILITY in events:
            self.flags |= CF_GEAR_USE
        if events and card.type == BATTLEFIELD:
            self.flags |= CF_BF_TRIGGER
        elif events & COMBAT_EVENTS:
            self.flags |= CF_COMBAT_TRIGGER
        self.permission = d.permission(card)
        self.base_cost = d.base_cost(card)
        self.extra_costs = d.extra_costs(card)
        self.templates = d.templates(card)
        self.activated = d.activated(card)
        self.kw = d.keywords(card)
        if "hidden" in self.kw:
            self.flags |= CF_HIDDEN
        if "deflect" in self.kw or "deflect" in keyword_changes(card, instructions(card)):
            self.flags |= CF_DEFLECT  # printed, or given to others: a game without it never prices it
        self.statics = tuple(ab for ab in card.abilities if isinstance(ab, Static))
        if self.statics or any(isinstance(ab, Static) for ab in card.effect_text):
            self.flags |= CF_STATIC
        if any(isinstance(ab, EquipmentGives) for ab in self.statics):
            self.flags |= CF_EQUIPMENT_GIVES
        if any(isinstance(ab, GoldAddsMore) for ab in self.statics):
            self.flags |= CF_GOLD_ADDS
        self.flags |= effect_text_flags(card)
        if any(isinstance(ab, Replacement) for ab in (*card.abilities, *card.effect_text)):
            self.flags |= CF_REPLACEMENT  # an Equipment's: the unit it is attached to has it (718.3)
        if any(isinstance(ab, Replacement) and ab.zone for ab in card.abilities):
            self.flags |= CF_TRASH_REPLACEMENT
        if any(isinstance(ab, Replacement) and ab.event == DRAW for ab in card.abilities):
            self.flags |= CF_DRAW_REPLACEMENT
        if d.replacers(card):
            self.flags |= CF_REPLACER
        if d.steps(card):
            self.flags |= CF_STEPS
        if d.grants_triggered(card, instructions(card)):
            self.flags |= CF_KEYWORD_GRANTS
        if any(isinstance(ab, MoveRule) for ab in card.abilities):
            self.flags |= CF_MOVE_RULE
        if any(isinstance(ab, VictoryScore | AdditionalTrigger | BothScoreEffects)
               for ab in (*card.abilities, *card.effect_text)):
            self.flags |= CF_RULE_CHANGE
        if any(isinstance(ab, RepeatDiscount) for ab in card.abilities):
            self.flags |= CF_REPEAT_DISCOUNT
        if any(isinstance(ab, EitherDiscount) for ab in card.abilities):
            self.flags |= CF_EITHER_DISCOUNT
        if any(c.kind in RECORDED_CONDITIONS for c in conditions_of(card)):
            self.flags |= CF_HISTORY
        if any(isinstance(ab, PlayTo) and ab.who != "me" for ab in card.abilities):
            self.flags |= CF_PLAY_TO
        if any(isinstance(ab, HasExhaustAbilities) for ab in card.abilities):
            self.flags |= CF_BORROWS
        if any(isinstance(ab, UnitsHereHave) for ab in card.abilities):
            self.flags |= CF_LENDS_HERE
        if any(isinstance(ab, MoveTax) for ab in card.abilities):
            self.flags |= CF_MOVE_TAX
        if any(isinstance(ab, Restriction) for ab in card.abilities):
            self.flags |= CF_RESTRICTION
        if any(isinstance(ab, PlayFromTrash) for ab in card.abilities):
            self.flags |= CF_TRASH_PLAY
        if any(isinstance(e, Effect) and e.modes() for e in instructions(card)):
            _check_modes(card)
            self.flags |= CF_MODES
        if any(isinstance(ab, SpellsHaveRepeat) for ab in card.abilities) or any(
                isinstance(e, Effect) and e.grants_repeat for e in instructions(card)):
            self.flags |= CF_GRANTED_REPEAT  # "your spells have [Repeat]", "give the next spell [Repeat]"
        if any(isinstance(ab, AccelerateNotFromHand) for ab in card.abilities):
            self.flags |= CF_GRANTED_REPEAT  # "friendly units played from anywhere other than a hand have [Accelerate]"
        if any(isinstance(e, Effect) and e.grants_trash_play for e in instructions(card)):
            self.flags |= CF_TRASH_GRANT  # "you may play this from your trash for [A]"
        if any(isinstance(e, Effect) and e.bonus_damage for e in instructions(card)):
            self.flags |= CF_BONUS_DAMAGE  # "The next spell you play this turn deals 1 Bonus Damage"
        if any(isinstance(e, Effect) and e.restriction() for e in (
                *instructions(card), *(e for ab in card.effect_text for e in getattr(ab, "effects", ())))):
            self.flags |= CF_RESTRICTED


def _check_modes(card: CardDef) -> None:
    """Modes ("Choose one - ...") are the whole of a spell's or an ability's instructions
    (355.3); written anywhere else they are refused."""
    whole = [fx[0] for fx in (card.effects, *(getattr(ab, "effects", ()) for ab in card.abilities))
             if len(fx) == 1 and fx[0].modes()]
    if sum(1 for e in instructions(card) if isinstance(e, Effect) and e.modes()) != len(whole):
        raise NotImplementedError(f"355.3: {card.id}: modes are the whole of a spell's or an ability's "
                                  "instructions")


def effect_text_flags(card: CardDef) -> int:
    """CF_ET_ABILITY, CF_LEAVES and CF_CHOSEN of a card (rules/effect_text.py)."""
    DERIVE.check_effect_text(card)
    flags = CF_ET_ABILITY if any(not isinstance(ab, Static) for ab in card.effect_text) else 0
    events = {e for ab in (*card.abilities, *card.effect_text) if isinstance(ab, TriggeredAbility) for e in ab.events}
    if LEAVES_BOARD in events:
        flags |= CF_LEAVES
    if events & CHOOSE_EVENTS:  # Targeting Effects (383.4.b)
        flags |= CF_CHOSEN
    if any(isinstance(ab, TriggeredAbility) and MOVE_EVENTS & set(ab.events) for ab in card.effect_text):
        flags |= CF_MOVE_TRIGGER  # "When I move" given by Effect Text (718.3, rules/action_triggers.py)
    return flags


_CACHE: dict[int, CardInfo] = {}


def catalog_flags(info: tuple[CardInfo, ...]) -> int:
    """The CF_* flags of any card of a catalog that can be in the game, so a game whose
    cards can't have some feature skips looking for it (kept on the state as ``features``).
    A rules token counts only if some card of the catalog creates it."""
    rules_ids = DERIVE.rules_objects
    created = {t for i in info if i.card.id not in rules_ids for t in creates(i.card)}
    f = 0
    for i in info:
        if i.card.id not in rules_ids or i.card.id in created:
            f |= i.flags
    return f


def keyword_changes(card: CardDef, effects: tuple[object, ...]) -> frozenset[str]:
    """The keywords (names, without values; ``*`` for all) ``card`` can give or remove: by a
    passive ability or Effect Text, an Equipment's "Your Equipment each give", or one of
    ``effects``, the instructions it has (those marked ``grants_keywords``)."""
    out: set[str] = set()
    for e in (*card.abilities, *card.effect_text, *effects):
        if isinstance(e, Static) or getattr(e, "grants_keywords", False):
            for kw in (*getattr(e, "keywords", ()), *getattr(e, "lose", ()), *getattr(e, "gives", ())):
                out.add(kw.partition(":")[0])
    return frozenset(out)


@per_card
def creates(card: CardDef) -> frozenset[str]:
    """The token ids a card's instructions create (439) or replace objects with (438)."""
    return frozenset(e.token for e in instructions(card) if isinstance(e, DERIVE.token_makers))


@per_card
def conditions_of(card: CardDef) -> list[Condition]:
    """The conditions written on a card: its abilities' (Effect Text too), its additional
    costs' and its instructions' "if"."""
    parts = (*card.abilities, *card.effect_text, *card.additional_costs, *instructions(card))
    return [c for x in parts for c in (getattr(x, "condition", None), getattr(x, "only_while", None))
            if isinstance(c, Condition)]


def instructions(card: CardDef) -> tuple[object, ...]:
    """Every instruction written on a card: its own, Legion and Level text, additional costs'
    "if you do", its abilities' and those nested in them (cards/nested.py)."""
    return (*card.effects, *card.legion, *(e for lv in card.level for e in lv.effects),
            *(e for ac in card.additional_costs for e in ac.effects),
            *(e for ab in card.abilities for e in getattr(ab, "effects", ())), *nested_effects(card))


def catalog_info(catalog: tuple[CardDef, ...]) -> tuple[CardInfo, ...]:
    """The facts of every entry of a game's catalog (cached per definition, which the
    info keeps alive, so an ``id`` is never reused while cached)."""
    out = []
    for c in catalog:
        info = _CACHE.get(id(c))
        if info is None or info.card is not c:
            info = _CACHE[id(c)] = CardInfo(c)
        out.append(info)
    return tuple(out)
