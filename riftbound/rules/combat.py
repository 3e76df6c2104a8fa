"""Combat (454-461): the combat showdown, damage assignment as the players' own decisions
under every constraint of 460.2.c, dealing it all at once, and the resolution step."""

from __future__ import annotations

from collections.abc import Callable

from riftbound.cards.events import ATTACK, COMBAT_HERE, DEFEND, DEFEND_HERE
from riftbound.cards.info import CF_REPLACER, CF_RESTRICTION
from riftbound.keywords import has
from riftbound.keywords.backline import has_backline
from riftbound.keywords.tank import has_tank
from riftbound.log import log, name
from riftbound.rules import (
    attachment,
    battlefield_triggers,
    damage,
    move_watchers,
    replacement,
    restrictions,
    triggers,
    watchers,
    zones,
)
from riftbound.rules import game_actions as act
from riftbound.rules.game_actions import STAT_COMBATS
from riftbound.rules.might import effective_might
from riftbound.rules.scoring import establish_control
from riftbound.rules.showdown import players_at
from riftbound.rules.tasks import push, push_cleanup
from riftbound.state import ATTACKER, DEFENDER, THIS_COMBAT, State

NO_DAMAGE = "no_damage"  # a test keyword: "I don't take damage" (460.2.c.9)


def start_combat(g: State, bf: int) -> None:
    """Step 1 (459.1-459.2): the player who applied Contested attacks, the other player there
    defends; their units gain the designations; the attacker gains Focus (459.2.c).
    "When you defend here" and "When combat starts here" abilities of the battlefield trigger."""
    g.cb_staged[bf] = 0
    g.combat = bf
    g.showdown = bf
    att = g.bf_contested[bf]
    here = players_at(g, bf)
    others = [p for p in here if p != att]
    g.attacker = att
    g.defender = others[0]
    g.designated = []
    g.trig_first = att  # 459.2.d.1: the attacker orders the initial chain's triggers first
    for u in g.zones[zones.bf_location(g, bf)]:
        if g.catalog[g.o_card[u]].type == "unit":
            _designate(g, u, ATTACKER if g.o_ctrl[u] == att else DEFENDER)
    battlefield_triggers.collect_battlefield(g, bf, DEFEND_HERE, g.defender)  # 459.2.b.2, 187.6.c
    move_watchers.defended(g, bf)  # "When you defend at a battlefield" (459.2.b.2)
    battlefield_triggers.collect_battlefield(g, bf, COMBAT_HERE)  # "When combat starts here" (459.2)
    g.focus = att
    g.priority = att
    g.sd_passes = 0
    g.combat_recalled = 0
    g.excess[:] = [0] * len(g.excess)
    g.stats[STAT_COMBATS] += 1
    if g.log is not None:
        log(g, "459.2", f"combat at {zones.location_name(g, zones.bf_location(g, bf))}: P{att} attacks, "
                        f"P{g.defender} defends; P{att} has Focus")


def _designate(g: State, u: int, role: int) -> None:
    """Give a unit a designation; the first time it gains one in this combat its Attack or
    Defend Triggers trigger (383.4.e-f, 459.2.d)."""
    g.o_role[u] = role
    if role and u not in g.designated:
        g.designated.append(u)
        triggers.collect(g, u, ATTACK if role == ATTACKER else DEFEND)
        if role == ATTACKER:
            watchers.unit_attacks(g, u)  # 383.4.e: "when an enemy unit attacks a battlefield you control"
        watchers.alone_in_combat(g, u)  # 741.1: "when a friendly unit attacks or defends alone"


def update_designations(g: State) -> None:
    """Cleanup step 2 (323.2): units at the combat's battlefield take their controller's
    designation (459.2.b.3.a, 459.2.b.4.a); units elsewhere lose theirs."""
    bf = g.combat
    loc = zones.bf_location(g, bf) if bf >= 0 else -1
    for z in g.loc_zones:
        for u in g.zones[z]:
            if z == loc and g.catalog[g.o_card[u]].type == "unit":
                c = g.o_ctrl[u]
                role = ATTACKER if c == g.attacker else (DEFENDER if c == g.defender else 0)
                if g.o_role[u] != role:
                    _designate(g, u, role)
            elif g.o_role[u]:
                g.o_role[u] = 0


def _units(g: State, role: int) -> list[int]:
    return [u for u in g.zones[zones.bf_location(g, g.combat)] if g.o_role[u] == role]


def combat_damage(g: State) -> None:
    """Step 2 (460): if attackers and defenders both remain, the attacker assigns damage
    equal to the attackers' summed Might among the defenders, then the defender likewise
    (460.2.a-c); stunned units add nothing (423.1.b), negative Might counts as 0 (143.2.b)."""
    if _units(g, ATTACKER) and _units(g, DEFENDER):
        _begin_assigning(g, g.attacker)
    else:
        log(g, "460.1", "no combat damage: one side has no units left")
        begin_resolution(g)


def _total(g: State, role: int) -> int:
    """The combat damage a side assigns: the Might of its units that deal combat damage — not
    stunned ones (423.1.b), nor those that "don't deal combat damage" (rules/restrictions.py)."""
    if g.features & CF_RESTRICTION:
        return sum(effective_might(g, u) for u in _units(g, role)
                   if not g.o_stun[u] and not restrictions.deals_no_combat_damage(g, u))
    return sum(effective_might(g, u) for u in _units(g, role) if not g.o_stun[u])


def _no_damage(g: State, u: int) -> bool:
    """Can't ``u`` be dealt damage (460.2.c.9): the test keyword, or "If I have moved twice this
    turn, I don't take damage" (rules/restrictions.py)?"""
    return has(g, u, NO_DAMAGE) or (bool(g.features & CF_RESTRICTION) and restrictions.takes_no_damage(g, u))


def _last(g: State, u: int) -> bool:
    """Must ``u`` be assigned combat damage after the others: Backline (826.3) or "I must be
    assigned combat damage last" (460.2.c.5, rules/restrictions.py)? In a game with
    restrictions only; else Backline alone decides."""
    return has_backline(g, u) or restrictions.assigned_last(g, u)


def _begin_assigning(g: State, player: int) -> None:
    role = ATTACKER if player == g.attacker else DEFENDER
    g.assigner = player
    g.assign_left = _total(g, role)
    if g.log is not None:
        log(g, "460.2.c", f"P{player} assigns {g.assign_left} combat damage")
    _next_assignment(g)


def _targets_role(g: State) -> int:
    return DEFENDER if g.assigner == g.attacker else ATTACKER


def needed(g: State, u: int) -> int:
    """Damage still to assign before the unit has lethal damage assigned (460.2.c.2-4):
    nonzero and at least its Might, counting damage already marked — and, for a unit with
    damage prevented, that much more (437.5.a); with "All" prevented no amount is lethal
    (437.5.b)."""
    prevented = replacement.prevent_value(g, u) if g.features & CF_REPLACER else 0
    if prevented == replacement.ALL:
        return g.assign_left + 1
    return max(0, max(1, effective_might(g, u)) + prevented - g.o_dmg[u] - g.o_assigned[u])


def assignable(g: State) -> list[int]:
    """The units the assigning player may assign to next (460.2.c.3-9).

    Lethal damage in full to one unit before the next, and no more than lethal while another
    unit still lacks it (460.2.c.3-4); Tank units first, Backline units last (815, 826); a
    unit with both may fulfil either (460.2.c.7-8); units that can't be dealt damage are
    exempt and take damage only once no other unit remains to take it (460.2.c.9).
    """
    units = _units(g, _targets_role(g))
    last: Callable[[State, int], bool] = has_backline
    if g.features & CF_RESTRICTION:  # "I must be assigned ... last", "I don't take damage" (rules/restrictions.py)
        last, exempt = _last, [u for u in units if _no_damage(g, u)]
    else:
        exempt = [u for u in units if has(g, u, NO_DAMAGE)]
    normal = [u for u in units if u not in exempt]
    pending = [u for u in normal if needed(g, u) > 0]
    if not pending:
        return normal or exempt
    tank_only = [u for u in pending if has_tank(g, u) and not last(g, u)]
    both = [u for u in pending if has_tank(g, u) and last(g, u)]
    plain = [u for u in pending if not has_tank(g, u) and not last(g, u)]
    back_only = [u for u in pending if last(g, u) and not has_tank(g, u)]
    if tank_only:
        return tank_only + both
    non_tank_done = any(not has_tank(g, u) for u in normal if u not in pending)
    if plain:
        return plain + ([] if non_tank_done else both)
    return back_only + both


def continue_assigning(g: State) -> None:
    """Resume damage assignment after a player was removed mid-assignment (652.5): a
    removed assigning player assigns nothing more and their assignment is void (651.3)."""
    if g.removed[g.assigner]:
        g.assign_left = 0
        g.excess[g.assigner] = 0
        for u in _units(g, _targets_role(g)):
            g.o_assigned[u] = 0
    _next_assignment(g)


def _next_assignment(g: State) -> None:
    """Ask the assigning player for the next unit, or move on when they are done. A choice
    with one option is made for them."""
    while g.assign_left > 0:
        opts = assignable(g)
        if not opts:
            break
        if len(opts) > 1:
            g.pending = ("assign", g.assigner)
            return
        assign(g, opts[0], auto=True)
    _finish_assigning(g)


def assign(g: State, u: int, auto: bool = False) -> None:
    """Assign lethal damage (or all that is left) to ``u``; once every unit has lethal
    damage assigned, each choice assigns one more point (460.2.c.4). Damage assigned to a
    unit beyond lethal is the assigning player's excess damage, recorded for "if you
    assigned N or more excess damage" (rules/conditions.py, docs/rulings.md)."""
    n = needed(g, u)
    if n > 0:
        amount = min(n, g.assign_left)
    else:
        amount = g.assign_left if auto else 1
        g.excess[g.assigner] += amount
    g.o_assigned[u] += amount
    g.assign_left -= amount
    if g.log is not None:
        log(g, "460.2.c", f"P{g.assigner} assigns {amount} to {name(g, u)}")
    if not auto:
        _next_assignment(g)


def _finish_assigning(g: State) -> None:
    if g.assigner == g.attacker:
        _begin_assigning(g, g.defender)
        return
    g.assigner = -1
    g.assign_left = 0
    # 460.2.d: all assigned damage is dealt at once; the units are its source (417.6.c), and it
    # gets only the Bonus Damage that says it applies to combat damage (rules/damage.py).
    for z in g.loc_zones:
        for u in g.zones[z]:
            amount = g.o_assigned[u]
            if amount:
                g.o_assigned[u] = 0
                if not _no_damage(g, u):
                    extra = damage.bonus(g, (u,), damage.combat_dealer(g, u), damage.COMBAT)
                    act.deal(g, u, amount, damage.COMBAT, extra)
    begin_resolution(g)  # 460.3
    if g.rp_batch:
        replacement.settle(g)  # replacement effects and Prevent (437.5); may ask a player first


def combat_cleanup_inserts(g: State) -> None:
    """The Combat Special Cleanup's steps 3c-3d (461.1.a): heal all units; recall the
    attackers at the battlefield if defenders are still there — a tie, when attackers are
    there too (the Origins FAQ, Symbol of the Solari), which with "recall ALL units instead"
    recalls every unit at the battlefield instead (rules/restrictions.py)."""
    for z in g.loc_zones:
        for u in g.zones[z]:
            g.o_dmg[u] = 0
    log(g, "461.1.a.1", "all units heal")
    if _units(g, DEFENDER) and _units(g, ATTACKER) and g.features & CF_RESTRICTION \
            and restrictions.tie_recalls_all(g, g.attacker):
        for u in [u for u in g.zones[zones.bf_location(g, g.combat)] if g.catalog[g.o_card[u]].type == "unit"]:
            attachment.relocate(g, u, zones.base_of(g, g.o_ctrl[u]))
            g.o_role[u] = 0
            g.combat_recalled = 1
            if g.log is not None:
                log(g, "461.1.a.2", f"{name(g, u)} is recalled: a tie recalls all units instead")
    if _units(g, DEFENDER):
        for u in _units(g, ATTACKER):
            attachment.relocate(g, u, zones.base_of(g, g.o_ctrl[u]))
            g.o_role[u] = 0
            g.combat_recalled = 1
            if g.log is not None:
                log(g, "461.1.a.2", f"attacker {name(g, u)} is recalled")


# The parts of the Resolution Step after the Combat Cleanup (461), in ``State.cb_step``.
RESULT, CONTROL, END = 1, 2, 3


def begin_resolution(g: State) -> None:
    """Step 3 (461): the Combat Cleanup becomes outstanding (461.1); the other parts of the
    step follow it one at a time (:func:`resolution_step`)."""
    g.cb_step = RESULT
    push(g, ("cleanup", "combat"))


def resolution_step(g: State) -> None:
    """The next part of the Resolution Step, begun once no task is outstanding and the chain
    is empty. The Unleashed Rules FAQ (HOT FEPR) puts a window for the FEPR process between
    the Combat Cleanup, Determine Combat Result, Establish Control and Combat Ends: what
    triggered in one part goes on the chain and resolves before the next begins. So the
    Deathknells of units killed by combat damage resolve before the result is determined,
    "win a combat" abilities before control is established, and Conquer abilities before the
    combat ends (docs/rulings.md)."""
    step = g.cb_step
    g.cb_step = CONTROL if step == RESULT else (END if step == CONTROL else 0)
    if step == RESULT:
        _determine_result(g)
    elif step == CONTROL:
        _establish_control(g)
    else:
        _combat_ends(g)


def _determine_result(g: State) -> None:
    """461.3: the only player with units at the battlefield now wins, and their units there
    with them (461.3.a-c); their "win a combat" abilities trigger. No Result if attackers
    were recalled in the Combat Cleanup (461.3.d as corrected by the Unleashed Rules FAQ) or
    if both or neither player have units there; with both, a combat is staged there again
    (461.3.d.1)."""
    bf = g.combat
    here = players_at(g, bf)
    if g.combat_recalled or len(here) != 1:
        result = "no result"
        if len(here) >= 2:
            g.cb_staged[bf] = 1  # 461.3.d.1
    else:
        (winner,) = here
        result = f"P{winner} wins the combat"
        battlefield_triggers.combat_won(g, bf, winner)
    if g.log is not None:
        log(g, "461.3", f"combat result: {result}")


def _establish_control(g: State) -> None:
    """461.5: with no showdown or combat staged there, the player with units remaining
    establishes control (a Conquer if they gain it, 461.5.d, 464.1); with none, the
    battlefield becomes uncontrolled (461.5.b); Contested is cleared (461.5.a)."""
    bf = g.combat
    if g.cb_staged[bf] or g.sd_staged[bf]:
        return
    here = players_at(g, bf)
    if len(here) == 1:
        (p,) = here
        establish_control(g, p, bf, "461.5")
    elif not here:
        if g.bf_ctrl[bf] >= 0:
            log(g, "461.5.b", "no units remain: the battlefield becomes uncontrolled")
        g.bf_ctrl[bf] = -1
    g.bf_contested[bf] = -1


def _combat_changes_end(g: State) -> None:
    """Might changes that last "this combat" ("double my Might this combat") end with it
    (461.7), on the objects that are still the ones they were given to (359.3.e.4)."""
    mods = g.cb_mods
    for k in range(0, len(mods), 3):
        obj, inc, n = mods[k], mods[k + 1], mods[k + 2]
        if g.o_inc[obj] == inc and zones.on_board(g, obj):
            g.o_mod[obj] -= n
            log(g, "461.7", f"{name(g, obj)}'s {n:+d} Might for this combat ends")
    mods.clear()


def _combat_ends(g: State) -> None:
    """461.7: the combat ends; designations are removed, and the excess damage assigned in it
    is forgotten; "When a combat that I was in ends" abilities trigger."""
    bf = g.combat
    battlefield_triggers.combat_ended(g)
    g.excess[:] = [0] * len(g.excess)
    if g.cb_mods:
        _combat_changes_end(g)
    if g.cfx:
        g.cfx[:] = [e for e in g.cfx if e[5] != THIS_COMBAT]  # "[Shield 2] this combat" ends (461.7)
    for u in g.zones[zones.bf_location(g, bf)]:
        g.o_role[u] = 0
    g.combat = -1
    g.showdown = -1
    g.attacker = g.defender = -1
    g.designated = []
    g.focus = g.priority = -1
    log(g, "461.7", "the combat ends")
    push_cleanup(g)
