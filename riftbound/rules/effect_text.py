"""Effect Text beyond passive abilities (716-725, 818): while a card is attached, the
triggered and activated abilities of its Effect Text are part of the Top-Most Card's rules
text (718.3, 719.1, 724), so "I" and "me" in them are that unit, its controller controls
them (718.5.e) and they trigger or are activated as the unit's own abilities.

Addressing (docs/rulings.md, "Effect Text abilities on the chain"): such an ability is the
unit's, but defined on the attached card, so a chain item or a triggered-ability entry names
it as ``(unit, encode(attached card, position in its Effect Text))``: a plain int at or above
:data:`BASE`. The attached card's object id keeps naming its card definition after it leaves
(only a copy effect, 472.1.b, changes an object's card; attached copies are not handled
yet), so an item already on the chain is not affected when the
attachment detaches (like 727.1.c.3.a), and two attachments, even equal ones, are two
abilities. Passive Effect Text is applied by :mod:`riftbound.rules.layers`.

Also the self events "When I leave the board" (any zone change from the board to a
non-board zone, 110) and "When you choose me" (a Targeting Effect, 383.4.b), raised here
only in a game whose catalog has them (cards/info.py CF_LEAVES, CF_CHOSEN)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

from riftbound.cards.events import (
    ATTACK,
    CHOSEN,
    CHOSEN_BY_SPELL,
    CHOSEN_HERE_BY_SPELL,
    CONQUER,
    DEFEND,
    DIES,
    END_OF_YOUR_TURN,
    HOLD,
    LEAVES_BOARD,
    MOVE_EVENTS,
    YOU_CHOOSE_FRIENDLY,
)
from riftbound.cards.info import CF_BF_TRIGGER, CF_ET_ABILITY, CF_UNIT, DERIVE
from riftbound.cards.model import (
    DAMAGE,
    DIE,
    SPELL,
    Ability,
    ActivatedAbility,
    BonusDamage,
    BothScoreEffects,
    CardDef,
    Replacement,
    Static,
    TriggeredAbility,
)
from riftbound.cards.nested import ability_at
from riftbound.keywords import granted
from riftbound.rules import battlefield_triggers, borrowed, triggers, zones
from riftbound.rules.players import is_friendly
from riftbound.state import ChainItem, State

A = TypeVar("A", bound=Ability)

BASE = 1 << 20  # ability indexes from here on name an attached card's Effect Text ability
_SLOTS = 64  # Effect Text abilities per card that an index can name
# The events raised through rules/triggers.py collect for every object, and the moves, whose
# triggers look at the unit's attachments too (rules/action_triggers.py): an Effect Text
# ability may trigger on these (others are looked for through per-card flags of the unit).
EVENTS = frozenset({ATTACK, DEFEND, CONQUER, HOLD, DIES, LEAVES_BOARD, CHOSEN, END_OF_YOUR_TURN}) | MOVE_EVENTS


def check(card: CardDef) -> None:
    """What Effect Text may hold so far: passive abilities (Bonus Damage too, rules/damage.py),
    activated abilities, triggered abilities on the events of :data:`EVENTS` and replacement
    effects of the unit's own death or damage ("If I would die, kill this instead",
    rules/replacement.py) (718.3)."""
    if len(card.effect_text) > _SLOTS:
        raise NotImplementedError(f"719.1: at most {_SLOTS} Effect Text abilities per card")
    for ab in card.effect_text:
        if isinstance(ab, TriggeredAbility) and (not set(ab.events) <= EVENTS or ab.zone):
            raise NotImplementedError(f"718.3: an Effect Text triggered ability triggers on one of "
                                      f"{', '.join(sorted(EVENTS))} on the board; not {', '.join(ab.events)}")
        if isinstance(ab, ActivatedAbility) and (ab.adds or ab.keyword):
            raise NotImplementedError("718.3: an Add or keyword ability in Effect Text is not supported")
        if isinstance(ab, Replacement) and (ab.who != "me" or ab.event not in (DIE, DAMAGE) or ab.zone or ab.here):
            raise NotImplementedError("718.3: an Effect Text replacement effect is supported as 'If I would die' or "
                                      "'If I would be dealt damage' (the unit it is attached to), on the board")
        if not isinstance(ab, Static | TriggeredAbility | ActivatedAbility | Replacement | BonusDamage
                          | BothScoreEffects):
            raise NotImplementedError(f"718.3: Effect Text holds passive, triggered or activated abilities or "
                                      f"replacement effects, not {type(ab).__name__}")


def encode(attached: int, position: int) -> int:
    """The ability index of the ``position``-th Effect Text ability of ``attached``."""
    return BASE + attached * _SLOTS + position


def ability_of(g: State, obj: int, index: int) -> Ability:
    """Ability ``index`` of ``obj``: one of its card (cards/nested.py), an Effect Text
    ability appended to it (:func:`encode`), or the ability of a keyword it has now
    (keywords/granted.py)."""
    if index < BASE:
        return ability_at(g.catalog[g.o_card[obj]], index)
    if index >= granted.BASE:
        return granted.ability(index)  # a granted keyword's (801.3.a)
    if index >= borrowed.BASE:
        return borrowed.ability(g, index)  # another card's, lent by a passive ability (365.1)
    attached, position = divmod(index - BASE, _SLOTS)
    return g.catalog[g.o_card[attached]].effect_text[position]


def attached_card(index: int) -> int:
    """The attached card whose Effect Text ability ``index`` is (:func:`encode`), or -1 for an
    ability of the object's own ("unattach this", 718.3)."""
    if index < BASE or index >= min(granted.BASE, borrowed.BASE):
        return -1
    return (index - BASE) // _SLOTS


def item_ability(g: State, item: ChainItem) -> Ability:
    """The ability a chain item of kind ``"ability"`` is."""
    return ability_of(g, item.obj, item.ability)


def equipped_unit(g: State, top: int) -> bool:
    """Is a card attached to ``top`` (719.1)? Its Effect Text abilities may then be ``top``'s."""
    return any(g.o_attached[c] == top for c in g.zones[g.o_zone[top]])


def appended(g: State, top: int, kind: type[A]) -> Iterator[tuple[int, A]]:
    """The Effect Text abilities of type ``kind`` appended to ``top`` now (719.1), with their
    indexes, in the order of the cards at its location."""
    for c in g.zones[g.o_zone[top]]:
        if g.o_attached[c] == top:
            for k, ab in enumerate(g.catalog[g.o_card[c]].effect_text):
                if isinstance(ab, kind):
                    yield encode(c, k), ab


def activatable(g: State, player: int) -> Iterator[tuple[int, int, ActivatedAbility]]:
    """``(unit, index, ability)`` for the Effect Text activated abilities of units ``player``
    controls (718.3, 718.5.e: the unit's controller, whoever controls the attached card)."""

    info = g.cinfo
    for src in g.indexed:
        top = g.o_attached[src]
        if top >= 0 and info[g.o_card[src]].flags & CF_ET_ABILITY and g.o_ctrl[top] == player:
            for k, ab in enumerate(g.catalog[g.o_card[src]].effect_text):
                if isinstance(ab, ActivatedAbility):
                    yield top, encode(src, k), ab


def left_board(g: State, obj: int) -> None:
    """``obj`` is leaving the board for a non-board zone (110): "When I leave the board"
    abilities trigger, its own and those its attachments give it, as it last existed on the
    board (its controller then; the attachments detach with the move, 719.5)."""

    triggers.collect(g, obj, LEAVES_BOARD, departing=True)


def chosen(g: State, item: ChainItem) -> None:
    """383.4.b: a spell or ability is finalized; each board object it targets that its
    controller controls triggers its "When you choose me" abilities, and "When you choose me
    with a spell" if the item is a spell, once however many of the
    item's targets it is (355.14.d counts each target; one object is one trigger here). Each
    friendly unit it targets (740.1) triggers its controller's "When you choose a friendly
    unit" watchers, whose instructions call that unit "it" (383.4.b.1-383.4.b.2), and, for a
    spell, "When a player chooses a friendly unit here with a spell" of the battlefield it is
    at, the spell's controller's ("they", 187.6.b)."""

    seen: list[int] = []
    spell = frozenset({CHOSEN_BY_SPELL}) if item.kind == "card" and g.catalog[g.o_card[item.obj]].type == SPELL \
        else frozenset()
    for slot in item.targets:
        for obj, inc in slot:
            if inc >= 0 and obj not in seen and g.o_inc[obj] == inc and zones.on_board(g, obj):
                seen.append(obj)
                if g.o_ctrl[obj] == item.controller:
                    triggers.collect(g, obj, CHOSEN, more=spell)
                if g.cinfo[g.o_card[obj]].flags & CF_UNIT and g.o_ctrl[obj] >= 0 \
                        and is_friendly(g, item.controller, g.o_ctrl[obj]):
                    triggers.collect_watchers(g, item.controller, YOU_CHOOSE_FRIENDLY, refs=(((obj, inc),),))
                    zone = g.o_zone[obj]
                    if spell and g.features & CF_BF_TRIGGER and g.zone_kind[zone] == zones.BF_LOCATION:
                        battlefield_triggers.collect_battlefield(g, g.zone_bf[zone], CHOSEN_HERE_BY_SPELL,
                                                                 they=item.controller)

# cards/info.py computes this per catalog entry
DERIVE.check_effect_text = check

# rules/zones.py runs this as an object leaves the board
zones.LEAVING.left_board = left_board
