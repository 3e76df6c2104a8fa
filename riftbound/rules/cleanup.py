"""Cleanups (318-324), their steps in the order of 323, and special cleanups (324): the
End of Turn cleanup (317.2) and the Combat cleanup (461.1)."""

from __future__ import annotations

from riftbound.cards.info import CF_GEAR, CF_REPLACING, CF_UNIT
from riftbound.log import log, name
from riftbound.rules import (
    attachment,
    combat,
    control,
    copies,
    delayed,
    kills,
    lasting,
    layers,
    replacement,
    showdown,
    zones,
)
from riftbound.rules import game_actions as act
from riftbound.rules.becoming_mighty import check as check_mighty
from riftbound.rules.tasks import push_cleanup
from riftbound.rules.victory import check_victory
from riftbound.state import BASE, State

ENDING = "ending"  # the End of Turn special cleanup (317.2)
COMBAT = "combat"  # the Combat special cleanup (461.1)


def cleanup(g: State, special: str = "") -> None:
    """Perform one Cleanup (323). If it changes the game, another (normal) Cleanup follows
    (322, 324.2)."""
    # 1. Victory (323.1, 467).
    if (g.team_mode or max(g.points) >= g.victory_score) and check_victory(g):
        return
    changed = False
    if g.copies:
        copies.settle(g)  # copies that left the board with no ability of theirs pending (472.1.b)
    # 2. Combat designations (323.2).
    if g.combat >= 0:
        combat.update_designations(g)
    if special == ENDING:
        # 317.2.b-d, inserted as steps 2c-2e: heal all units, "this turn" effects expire,
        # rune pools empty.
        for z in g.loc_zones:
            for u in g.zones[z]:
                g.o_dmg[u] = 0
                g.o_mod[u] = 0
        # the layered "this turn" effects of instructions end (effects/give.py); those lasting
        # while their object is on the board stay, unless it has left
        g.cfx[:] = [e for e in g.cfx if not e[5] and g.o_inc[e[1]] == e[2]]
        lasting.expire(g)  # and delayed passive abilities (390.4, rules/lasting.py)
        if g.ctrl_turn:
            control.expire(g)  # and control changes (rules/control.py)
        if g.delayed:
            delayed.expire_this_turn(g)  # "this turn" delayed abilities end (317.2.c)
        if g.features & CF_REPLACING:
            replacement.expire(g)  # and replacement effects and Prevent (437.1.b)
        act.empty_pools(g)
        log(g, "317.2", "units heal, 'this turn' effects expire, rune pools empty")
    # 3b. Units with lethal damage are killed (323.5). Deathknell (323.4) triggers as they
    #     die (808). One pass over the locations also finds what step 5 may recall.
    cards = g.o_card
    dmg = g.o_dmg
    zs = g.zones
    info = g.cinfo
    ctrl_of = g.o_ctrl
    kinds = g.zone_kind
    owners = g.zone_owner
    attached = g.o_attached
    dead: list[int] = []
    stray: list[int] = []
    if layers.layered(g):
        g.layer_memo = layers.MEMO_ON  # this pass only reads: compute the layers once at most
    for z in g.loc_zones:
        objs = zs[z]
        if not objs:
            continue
        at_bf = kinds[z] == zones.BF_LOCATION
        owner = owners[z]
        for o in objs:
            if dmg[o] and info[cards[o]].flags & CF_UNIT and act.lethal(g, o):
                dead.append(o)
            elif at_bf:
                if info[cards[o]].flags & CF_GEAR and attached[o] < 0:
                    stray.append(o)
            elif ctrl_of[o] != owner and attached[o] < 0:
                stray.append(o)
    g.layer_memo = None
    if dead:
        act.kill(g, dead, "323.5")
        changed = True
        if g.features & CF_REPLACING:
            if g.rp_batch and not replacement.settle(g, ("cleanup", special)):
                return  # a player decides how replacement effects apply; the cleanup starts again
            # a death replaced by something that leaves the unit with lethal damage changes
            # nothing this cleanup looks at: repeating it would never end (docs/rulings.md)
            changed = any(not zones.on_board(g, o) or not act.lethal(g, o) for o in dead)
    if special == COMBAT:
        combat.combat_cleanup_inserts(g)  # 3c-3d (461.1.a)
    # 4. Battlefields without their controller's units are lost in an Open State
    #    (323.6 as corrected by the Unleashed Rules FAQ; 187.4.c). Abilities that triggered in
    #    this cleanup are on the chain already, as Pending Items (808.1.d.2, 335.1).
    if not g.chain and not g.triggered:
        for bf, ctrl in enumerate(g.bf_ctrl):
            if ctrl < 0 or g.showdown == bf:
                continue
            here = zs[zones.bf_location(g, bf)]
            if not any(ctrl_of[u] == ctrl and info[cards[u]].flags & CF_UNIT for u in here):
                g.bf_ctrl[bf] = -1
                if g.log is not None:
                    log(g, "323.6", f"P{ctrl} loses control of {name(g, g.bf_objs[bf])}")
                changed = True
    # 5. Recall unattached gear at battlefields, and permanents and runes in a base other
    #    than their controller's (323.7, 449); attached gear stays with its unit (719.3).
    for obj in stray:
        z = g.o_zone[obj]
        if g.zone_kind[z] == zones.BF_LOCATION or (g.zone_kind[z] == BASE and ctrl_of[obj] != owners[z]):
            attachment.relocate(g, obj, zones.base_of(g, ctrl_of[obj]))  # with its attached cards (719.3.a)
            if g.log is not None:
                log(g, "323.7", f"{name(g, obj)} is recalled")
            changed = True
    # 5 (cont.). Hidden cards at battlefields their controller doesn't control go to their
    #    owner's trash (323.7, 107.3.d).
    for bf, z in enumerate(g.face_zones):
        face = zs[z]
        if not face:
            continue
        ctrl = g.bf_ctrl[bf]
        for obj in face[:]:
            if ctrl_of[obj] != ctrl:
                zones.to_trash(g, obj)
                if g.log is not None:
                    log(g, "323.7", f"hidden {name(g, obj)} is removed")
                changed = True
    check_mighty(g)  # units that became Mighty since the last Cleanup (709), in a game that asks
    # 6-7a. Stage showdowns and combats (323.8-323.10); 8-9a. open them (323.11-323.14).
    busy = g.showdown >= 0 or max(g.bf_contested, default=-1) >= 0 or any(g.sd_staged) or any(g.cb_staged)
    if busy:
        showdown.stage(g)
    if g.delayed:
        delayed.cleanup_done(g)  # "if this kills it": the deaths its damage causes happened (323.5)
    if g.dealt:
        kills.cleanup_done(g)  # the damage the item before dealt kills no more in its name (428.5.c)
    if changed:
        push_cleanup(g)  # 322: the game changed, so another cleanup follows first
    elif busy:
        showdown.open_staged(g)
