"""Conditions of card text evaluated against the game (364.3, 377.2.b, 383.3.e): the
vocabulary of :class:`riftbound.cards.model.Condition`, read for an ability's source and its
controller ("you"). Where each is checked is the caller's: a trigger's conditional statement
as the trigger condition is met (rules/triggers.py, rules/battlefield_triggers.py), "Use this
ability only while ..." as abilities are offered (rules/playing.py), an "if" inside
instructions as it resolves (effects/conditional.py), and "while" on passive abilities by the
layers (rules/layers.py)."""

from __future__ import annotations

from riftbound.cards.model import (
    GEAR,
    ITEM_CONDITIONS,
    RUNE,
    SOURCE_CONDITIONS,
    SPELL,
    STATE_CONDITIONS,
    UNIT,
    Condition,
)
from riftbound.keywords import legion
from riftbound.rules import conquered, last_known, layers, might, special_terms, tag_set, turn_history, victory, zones
from riftbound.rules.players import is_friendly, opponents
from riftbound.state import ATTACKER, BASE, BEGINNING, BF_LOCATION_KIND, DEFENDER, HAND, SCORING, State


def holds(g: State, cond: Condition, player: int, obj: int, lki: last_known.Note = ()) -> bool:
    """Is ``cond`` true now for the ability of ``obj`` controlled by ``player``? With no
    controller (an uncontrolled battlefield's, 187.6.b) a condition about "you" is false.
    With ``lki``, the note of ``obj`` as it left the board, conditions about it are read as
    it last existed there (808.1.d.3, rules/last_known.py)."""
    kind, n = cond.kind, cond.n
    if cond.of is not None or kind in ITEM_CONDITIONS:
        raise ValueError(f"condition {kind!r} about a target or the spell's play is read by its instruction")
    if player < 0 and kind not in SOURCE_CONDITIONS + STATE_CONDITIONS:
        return False
    if kind == "hand_at_least":
        return len(g.zone_of(player, HAND)) >= n
    if kind == "hand_at_most":
        return len(g.zone_of(player, HAND)) <= n
    if kind in ("xp_at_least", "level"):  # 728; [Level N] 727.1.b.2, 824.1.c
        return g.xp[player] >= n
    if kind == "legion":  # 812.1.c
        return legion.active(g, player, obj)
    if kind == "your_turn":
        return g.turn_player == player
    if kind == "control_battlefield":  # 185-187
        return player in g.bf_ctrl
    if kind == "control_this_battlefield":  # 187: a battlefield's own controller (187.6.c)
        return obj in g.bf_objs and g.bf_ctrl[g.bf_objs.index(obj)] == player
    if kind == "opponent_controls_battlefield":  # an opponent: not a teammate (740.2, 484)
        return any(c >= 0 and not is_friendly(g, player, c) for c in g.bf_ctrl)
    if kind == "showdown":  # 341: a showdown is in progress (a combat's showdown too, 343)
        return g.showdown >= 0
    if kind == "combat_here":  # 454: the combat in progress is at my location
        return g.combat >= 0 and last_known.location(g, obj, lki) == zones.bf_location(g, g.combat)
    if kind in ("excess_damage", "excess_after_attack"):  # recorded as combat damage is assigned (rules/combat.py)
        return g.excess[player] >= n
    if kind == "units_at_that_battlefield":  # read by the conquer itself, which knows the battlefield
        return True  # (rules/scoring.py: the abilities it does not hold for are not queued, 383.3.e)
    if kind == "beginning_phase":  # 315.2: its Beginning and Scoring Steps, on your turn
        return g.turn_player == player and g.phase in (BEGINNING, SCORING)
    if kind == "played_spell_this_turn":  # 812.1.c: the cards finalized this turn
        return any(pl == player and g.catalog[ci].type == SPELL for pl, ci, _ in g.played_cards)
    if kind == "played_equipment_this_turn":  # 812.1.c: the cards finalized this turn (tags as printed)
        return any(pl == player and "Equipment" in g.catalog[ci].tags for pl, ci, _ in g.played_cards)
    if kind == "spent_on_spell":  # 357: Energy paid for one spell's cost
        return turn_history.most_spent_on_spell(g, player) >= n
    if kind == "paid_additional":  # 356.2.b.1: recorded as the permanent was played (rules/turn_history.py)
        return turn_history.was_paid(g, obj)
    if kind == "spent_on_it":  # 357: recorded as the spell's play completed (419.4.a)
        return turn_history.spent_on_last_spell(g, player) >= n
    if kind == "discarded_this_turn":  # 422 (rules/turn_history.py)
        return bool(g.turn_facts[player] & turn_history.DISCARDED)
    if kind == "enemy_died_this_turn":  # 428.2, 740.2: a unit an opponent controlled
        return turn_history.enemy_died(g, player)
    if kind == "chose_enemies":  # 355.7, 355.14.d: recorded as spells and unit abilities are finalized
        return turn_history.enemies_chosen(g, player) >= n
    if kind == "spent_power":  # 161-167: Power spent paying costs this turn
        return turn_history.power_spent(g, player) >= n
    if kind == "gained_xp_this_turn":  # 730.1 (rules/turn_history.py)
        return bool(g.turn_facts[player] & turn_history.GAINED_XP)
    if kind == "friendly_died_beginning":  # 315.2, 740.1: recorded for the turn player
        return bool(g.turn_facts[player] & turn_history.DIED_IN_BEGINNING)
    if kind == "unit_died_this_turn":  # 428.2: any player's unit
        return any(f & turn_history.UNIT_DIED for f in g.turn_facts)
    if kind == "opponent_controls_stunned":  # 423, 740.2: an opponent is not a teammate
        return any(g.o_stun[o] and g.o_ctrl[o] >= 0 and not is_friendly(g, player, g.o_ctrl[o])
                   for z in g.loc_zones for o in g.zones[z])
    if kind in ("control_facedown", "control_facedown_at_battlefield"):  # 811: facedown zones are at battlefields
        return any(g.o_ctrl[o] == player for b in range(len(g.bf_objs)) for o in g.zones[zones.bf_facedown(g, b)])
    if kind == "runes_at_least":  # runes on the board are in their controller's base (107.1.c)
        return sum(g.catalog[g.o_card[o]].type == RUNE for o in g.zone_of(player, BASE)) >= n
    if kind == "score_near_victory":  # your (team's, 484.6) score within n points of the Victory Score (478.3)
        return victory.within(g, player, n)
    if kind == "opponent_near_victory":  # within n points of the Victory Score (478.3)
        return any(victory.needed(g) - g.points[p] <= n for p in opponents(g, player))
    if kind == "gear_at_least":  # gear on the board, in bases and at battlefields (107.1)
        return sum(g.o_ctrl[o] == player and g.catalog[g.o_card[o]].type == GEAR
                   for z in g.loc_zones for o in g.zones[z]) >= n
    if kind == "other_units_might":  # their Might after the layers (468-475); below 0 counts as 0 (143.2.b)
        return sum(max(0, might.might(g, o)) for z in g.loc_zones for o in g.zones[z]
                   if o != obj and g.o_ctrl[o] == player and g.catalog[g.o_card[o]].type == UNIT) >= n
    if kind == "units_here_at_least":  # the units you control at my location (a battlefield's own, 107.2)
        here = last_known.location(g, obj, lki)
        return here is not None and sum(g.o_ctrl[o] == player and g.catalog[g.o_card[o]].type == UNIT
                                        for o in g.zones[here]) >= n
    if kind == "hand_and_battlefield_units_exactly":  # units you control at battlefields' locations (107.2)
        return len(g.zone_of(player, HAND)) == n and sum(
            g.o_ctrl[o] == player and g.catalog[g.o_card[o]].type == UNIT
            for z in g.loc_zones if g.zone_kind[z] == BF_LOCATION_KIND for o in g.zones[z]) == n
    if kind == "other_units_in_base":
        return sum(o != obj and g.catalog[g.o_card[o]].type == UNIT for o in g.zone_of(player, BASE)) >= n
    if kind == "pet_tags_all":  # Bird, Cat, Dog and Poro among the units you control (133.8, layer 1)
        return tag_set.among(g, player) == len(tag_set.PETS)
    if kind in ("control_tag", "control_another_tag"):  # the units you control with the tag (133.8, layer 1)
        other = kind == "control_another_tag"
        return any(g.o_ctrl[o] == player and g.catalog[g.o_card[o]].type == UNIT and (not other or o != obj)
                   and cond.tag in layers.tags_of(g, o) for z in g.loc_zones for o in g.zones[z])
    if lki:
        return last_known.holds(lki, kind)
    return about_source(g, kind, obj)


def source_flags(g: State, obj: int) -> int:
    """Which conditions about ``obj`` hold now, a bit per ``SOURCE_CONDITIONS`` entry."""
    held = 0
    for bit, kind in enumerate(SOURCE_CONDITIONS):
        if about_source(g, kind, obj):
            held |= 1 << bit
    return held


def note(g: State, obj: int) -> last_known.Note:
    """The last known information of ``obj``, about to leave the board (808.1.d.3)."""
    return last_known.note(g, obj, might.effective_might(g, obj), source_flags(g, obj))


def about_source(g: State, kind: str, obj: int) -> bool:
    """Is the condition ``kind`` about the object ``obj`` itself true now?"""
    if kind == "at_battlefield":  # 107.2: a unit or gear at a battlefield's location
        return g.zone_kind[g.o_zone[obj]] == BF_LOCATION_KIND
    if kind == "mighty":  # 706, 710-711
        return might.is_mighty(g, obj)
    if kind == "attacking":  # 459.2.b
        return g.o_role[obj] == ATTACKER
    if kind == "defending":
        return g.o_role[obj] == DEFENDER
    if kind == "in_combat":  # 741.3
        return special_terms.in_combat(g, obj)
    if kind == "in_showdown":  # at the battlefield of the showdown in progress (341, 343.1; docs/rulings.md)
        return g.showdown >= 0 and g.o_zone[obj] == zones.bf_location(g, g.showdown)
    if kind == "alone":  # 741.1
        return zones.on_board(g, obj) and special_terms.is_alone(g, obj)
    if kind == "one_on_one":  # 741.2
        return zones.on_board(g, obj) and special_terms.is_one_on_one(g, obj)
    if kind == "buffed":  # 702
        return g.o_buff[obj] > 0
    if kind == "combat_alone":  # 459.2.b, 741.1: attacking or defending alone
        return g.o_role[obj] in (ATTACKER, DEFENDER) and zones.on_board(g, obj) and special_terms.is_alone(g, obj)
    if kind == "attacking_with_another":  # 459.2.b: another friendly unit attacks with it
        return g.o_role[obj] == ATTACKER and any(
            o != obj and g.o_role[o] == ATTACKER and is_friendly(g, g.o_ctrl[obj], g.o_ctrl[o])
            for o in g.zones[g.o_zone[obj]])
    if kind == "died_not_alone":  # 741.1: not alone, read as it last existed by a "When I die" ability
        return zones.on_board(g, obj) and not special_terms.is_alone(g, obj)
    if kind == "enemy_alone_here":  # 741.1: an enemy unit here with no other unit of its side here
        return zones.on_board(g, obj) and any(
            special_terms.enemy_objects(g, obj, o) and special_terms.is_alone(g, o)
            for o in g.zones[g.o_zone[obj]] if g.catalog[g.o_card[o]].type == UNIT)
    if kind == "ready_enemy_here":  # 414, 740.2: a ready enemy unit at its location
        return zones.on_board(g, obj) and any(
            not g.o_exh[o] and special_terms.enemy_objects(g, obj, o) and g.catalog[g.o_card[o]].type == UNIT
            for o in g.zones[g.o_zone[obj]])
    if kind == "not_conquered_this_turn":  # 466.2.a: recorded as its controller conquered (rules/conquered.py)
        return not conquered.this_turn(g, obj)
    if kind == "other_unit_here":  # another unit its controller controls at its location
        return zones.on_board(g, obj) and any(
            o != obj and g.o_ctrl[o] == g.o_ctrl[obj] and g.catalog[g.o_card[o]].type == UNIT
            for o in g.zones[g.o_zone[obj]])
    raise NotImplementedError(f"364.3: condition {kind!r}")


def controller(g: State, obj: int) -> int:
    """Who "you" is for ``obj``'s abilities: its controller, or a battlefield's (187.6.c)."""
    if obj in g.bf_objs:
        return g.bf_ctrl[g.bf_objs.index(obj)]
    return g.o_ctrl[obj]
