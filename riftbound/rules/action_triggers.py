"""Triggers on movement and other game actions (383, 411): the rules performing a move, the
Ending Step, a ready, stun, recycle, discard or banish call these after the action is done
(383.2.c). An object's own events ("when I move", "when I become ready", "when you discard
me") are raised on it; "when you ..." events on the permanents of the player responsible for
the action (411.1, 411.4). A game whose catalog has no such ability pays one flag test
(cards/info.py CF_MOVE_TRIGGER, CF_ACTION_TRIGGER)."""

from __future__ import annotations

from collections.abc import Sequence

from riftbound.cards.events import (
    ATTACHED_TO_ME,
    BECOME_READY,
    DISCARDED_SELF,
    END_OF_YOUR_TURN,
    MOVE,
    MOVE_FROM_BF,
    MOVE_FROM_LOCATION,
    MOVE_TO_BF,
    YOU_BANISH_OWN,
    YOU_BUFF_FRIENDLY,
    YOU_BUFF_ME,
    YOU_DISCARD,
    YOU_DRAW_SECOND,
    YOU_HIDE,
    YOU_MOVE_ENEMY,
    YOU_READY_FRIENDLY,
    YOU_RECYCLE_CARDS,
    YOU_RECYCLE_RUNE,
    YOU_SPEND_BUFF,
    YOU_STUN_ENEMIES,
    YOU_STUN_ENEMY,
    YOU_STUN_ENEMY_AT_BF,
)
from riftbound.cards.info import CF_ACTION_TRIGGER, CF_HISTORY, CF_MOVE_TRIGGER, CF_UNIT
from riftbound.rules import battlefield_triggers, effect_text, triggers, turn_history, zones
from riftbound.rules.players import is_friendly
from riftbound.state import State


def moved(g: State, units: Sequence[int], origins: Sequence[int], dest: int) -> None:
    """Units moved together from ``origins`` to ``dest`` (440-448): each one's "when I move"
    abilities trigger, "to a battlefield" when ``dest`` is one (442.2) and "from a battlefield"
    when its origin was one (442.1); an ability naming several of these triggers once. Their
    instructions call the battlefield moved to "that battlefield" (a slot past their targets).
    A recall is not a move and never calls this (451.1). A unit's Equipment may give it such an
    ability (its Effect Text, 718.3; the attached cards moved with it, 719.3.a). A battlefield a
    unit moved from triggers its "When a unit moves from here" (rules/battlefield_triggers.py)."""
    battlefield_triggers.moved_from(g, units, origins)
    if not g.features & CF_MOVE_TRIGGER:
        return
    info = g.cinfo
    kinds = g.zone_kind
    to_bf = kinds[dest] == zones.BF_LOCATION
    for u, origin in zip(units, origins, strict=True):
        if info[g.o_card[u]].flags & CF_MOVE_TRIGGER or (g.equipped and effect_text.equipped_unit(g, u)):
            more = {MOVE_TO_BF, MOVE_FROM_LOCATION} if to_bf else {MOVE_FROM_LOCATION}
            if kinds[origin] == zones.BF_LOCATION:
                more.add(MOVE_FROM_BF)
            # "that battlefield": the battlefield moved to, a slot past the ability's targets
            bf = g.bf_objs[g.zone_bf[dest]] if to_bf else -1
            refs = (((bf, g.o_inc[bf]),),) if to_bf else ()
            # 359.3.f.3: where it moved from, noted now
            triggers.collect(g, u, MOVE, refs=refs, more=frozenset(more), origin=origin)


def moved_enemy(g: State, player: int, unit: int) -> None:
    """``player``'s effect moved ``unit`` (444), an enemy unit (740.2): "when you move an enemy
    unit" triggers, its instructions calling that unit "it" (411.4)."""
    if g.features & CF_ACTION_TRIGGER and player >= 0 and not is_friendly(g, player, g.o_ctrl[unit]):
        triggers.collect_watchers(g, player, YOU_MOVE_ENEMY, refs=(((unit, g.o_inc[unit]),),))


def end_of_turn(g: State) -> None:
    """317.1.a: "at the end of your turn" abilities of the turn player's permanents and
    Legend, and of cards in their trash that work from there (385), trigger in the Ending
    Step (with the delayed "at the end of this turn" ones, docs/rulings.md)."""
    if not g.features & CF_ACTION_TRIGGER:
        return
    triggers.collect_turn_point(g, g.turn_player, END_OF_YOUR_TURN, CF_ACTION_TRIGGER)


def readied(g: State, obj: int, player: int = -1) -> None:
    """415: an exhausted object became ready (not one already ready, 415.1.c), by an effect
    or in the Awaken Phase (315.1.b): its "when I become ready" abilities trigger. ``player``
    readied it — the controller of the effect (411.4), or the turn player readying what they
    control (415.3.a) —: if it is a unit friendly to them (740.1), their "when you ready a
    friendly unit" watchers trigger, calling it "it"."""
    if not g.features & CF_ACTION_TRIGGER:
        return
    if g.cinfo[g.o_card[obj]].flags & CF_ACTION_TRIGGER:
        triggers.collect(g, obj, BECOME_READY)
    _friendly_unit(g, player, obj, YOU_READY_FRIENDLY)


def _friendly_unit(g: State, player: int, obj: int, event: str) -> None:
    """``player`` acted on ``obj``: their ``event`` watchers ("when you ready/buff a friendly
    unit") trigger if it is a unit friendly to them (740.1); "it" is that unit (411.4)."""
    if player >= 0 and g.cinfo[g.o_card[obj]].flags & CF_UNIT and is_friendly(g, player, g.o_ctrl[obj]):
        triggers.collect_watchers(g, player, event, refs=(((obj, g.o_inc[obj]),),))


def buffed(g: State, player: int, objs: Sequence[int]) -> None:
    """``player``'s effect buffed ``objs`` (426; only units that got a buff counter,
    426.1.b.1): "when you buff me" triggers on those ``player`` controls (411.4), and
    "when you buff a friendly unit" once for each friendly one (740.1)."""
    if not g.features & CF_ACTION_TRIGGER or player < 0:
        return
    for u in objs:
        if g.o_ctrl[u] == player and g.cinfo[g.o_card[u]].flags & CF_ACTION_TRIGGER:
            triggers.collect(g, u, YOU_BUFF_ME)
        _friendly_unit(g, player, u, YOU_BUFF_FRIENDLY)


def stunned(g: State, player: int, objs: Sequence[int]) -> None:
    """``player``'s effect stunned ``objs`` (423; only units not already stunned, 423.1.a.1):
    "when you stun an enemy unit" triggers for each enemy unit (740.2), "... at a battlefield"
    for each one at a battlefield, calling that battlefield "that battlefield", "when you stun
    one or more enemy units" once."""
    if not g.features & CF_ACTION_TRIGGER or player < 0:
        return
    enemies = [u for u in objs if g.o_ctrl[u] >= 0 and not is_friendly(g, player, g.o_ctrl[u])]
    for u in enemies:
        triggers.collect_watchers(g, player, YOU_STUN_ENEMY)
        if g.zone_kind[g.o_zone[u]] == zones.BF_LOCATION:  # "that battlefield": where it was stunned
            bf = g.bf_objs[g.zone_bf[g.o_zone[u]]]
            triggers.collect_watchers(g, player, YOU_STUN_ENEMY_AT_BF, refs=(((bf, g.o_inc[bf]),),))
    if enemies:
        triggers.collect_watchers(g, player, YOU_STUN_ENEMIES)


def recycled(g: State, player: int, cards: int = 0, runes: int = 0) -> None:
    """``player`` recycled ``cards`` Main Deck cards and ``runes`` runes of their own in one
    action (416; each player recycles their own cards, 416.1.c): "when you recycle one or
    more cards" triggers once for the cards — runes aren't cards (Origins FAQ, Karma) —
    and "when you recycle a rune" once per rune."""
    if not g.features & CF_ACTION_TRIGGER:
        return
    if cards:
        triggers.collect_watchers(g, player, YOU_RECYCLE_CARDS)
    for _ in range(runes):
        triggers.collect_watchers(g, player, YOU_RECYCLE_RUNE)


def recycled_objects(g: State, objs: Sequence[int]) -> None:
    """The recycle of ``objs`` (already in their decks), each by its owner (416.1.c)."""
    if not g.features & CF_ACTION_TRIGGER:
        return
    for p in range(g.n_players):
        mine = [o for o in objs if g.o_owner[o] == p]
        runes = sum(1 for o in mine if g.catalog[g.o_card[o]].type == "rune")
        if mine:
            recycled(g, p, len(mine) - runes, runes)


def drew_card(g: State, player: int) -> None:
    """``player`` drew a card (413.1), counted for the turn: "When you draw your second card
    each turn" triggers as the second is drawn (only in a game that has it, CF_DRAWS)."""
    if turn_history.drew(g, player) == 2:
        triggers.collect_watchers(g, player, YOU_DRAW_SECOND)


def buff_spent(g: State, player: int) -> None:
    """``player`` spent a buff of one of their units (702.2.b): "When you spend a buff"."""
    if g.features & CF_ACTION_TRIGGER and player >= 0:
        triggers.collect_watchers(g, player, YOU_SPEND_BUFF)


def discarded(g: State, player: int, objs: Sequence[int]) -> None:
    """``player`` discarded ``objs`` (422), now in their trash: each card's "when you
    discard me" triggers, then "when you discard one or more cards" once (422.1.b)."""
    if g.features & CF_HISTORY and objs:
        turn_history.discarded(g, player)  # "If you've discarded a card this turn"
    if not g.features & CF_ACTION_TRIGGER or not objs:
        return
    info = g.cinfo
    for c in objs:
        if info[g.o_card[c]].flags & CF_ACTION_TRIGGER:
            triggers.collect(g, c, DISCARDED_SELF)
    triggers.collect_watchers(g, player, YOU_DISCARD)


def banished(g: State, player: int, objs: Sequence[int]) -> None:
    """``player``'s effect banished ``objs`` (427): "when you banish a card you own"
    triggers for each one ``player`` owns (411.4)."""
    if not g.features & CF_ACTION_TRIGGER or player < 0:
        return
    for c in objs:
        if g.o_owner[c] == player:
            triggers.collect_watchers(g, player, YOU_BANISH_OWN)



def attached(g: State, player: int, top: int) -> None:
    """``player``'s effect attached an Equipment to ``top`` (434.1): "when you attach an
    Equipment to me" triggers on ``top`` if ``player`` controls it (411.4). Attaching a card to
    the unit it is already attached to does nothing and never gets here (434.1.g-h)."""
    if g.features & CF_ACTION_TRIGGER and g.o_ctrl[top] == player \
            and g.cinfo[g.o_card[top]].flags & CF_ACTION_TRIGGER:
        triggers.collect(g, top, ATTACHED_TO_ME)


def hid(g: State, player: int) -> None:
    """``player`` hid a card (421.1, 811.1.b): their "when you hide a card" watchers trigger."""
    if g.features & CF_ACTION_TRIGGER:
        triggers.collect_watchers(g, player, YOU_HIDE)
