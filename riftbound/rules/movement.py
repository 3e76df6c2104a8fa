"""Movement and recalls (440-453) and the Standard Move (144).

A move is instantaneous (441.3) and does not use the chain; the destination becomes
Contested when its controller is not the mover (445, 187.3.a); a Cleanup follows (448),
and that Cleanup stages and opens showdowns and combats (323.8-323.14).
"""

from __future__ import annotations

from riftbound.cards.info import CF_MOVE_RULE, CF_RESTRICTION
from riftbound.keywords.ganking import can_gank
from riftbound.log import log, name
from riftbound.rules import action_triggers, attachment, move_rules, move_watchers, restrictions, zones
from riftbound.rules import game_actions as act
from riftbound.rules.tasks import push_cleanup
from riftbound.state import MAIN, State


def can_standard_move(g: State, player: int) -> bool:
    """144.1: in the player's own Main Phase, in a Neutral Open State (not Closed, not in a
    showdown or combat)."""
    return (g.turn_player == player and g.phase == MAIN and not g.chain and g.showdown < 0)


def movable_units(g: State, player: int) -> list[int]:
    """Ready units the player controls that have somewhere to go (144.2, 144.4) and that
    they may move (054.1)."""
    out: list[int] = []
    cat = g.catalog
    ctrl = g.o_ctrl
    exh = g.o_exh
    any_bf = any(valid_destination(g, player, bf) for bf in range(len(g.bf_objs)))
    base = zones.base_of(g, player)
    barred = bool(g.lasting)  # "They can't move it this turn" (054.1), a delayed passive ability
    for z in g.own_zones[player]:
        for obj in g.zones[z]:
            if ctrl[obj] == player and not exh[obj] and cat[g.o_card[obj]].type == "unit" \
                    and (z != base or any_bf) and (z == base or destinations(g, player, obj)) \
                    and (not barred or restrictions.may_move(g, player, obj)):
                out.append(obj)
    return out


def destinations(g: State, player: int, unit: int) -> list[int]:
    """Where a unit's Standard Move may take it (144.4): base to a battlefield, a
    battlefield to base, and with Ganking battlefield to battlefield (810), or to a battlefield
    that lets units move there from anywhere; never to base if a passive ability forbids it
    (rules/move_rules.py). Never a battlefield with units of two other players present
    (144.4.a.1, 444.2)."""
    here = g.o_zone[unit]
    kinds = g.zone_kind
    base = zones.base_of(g, player)
    at_bf = kinds[here] == zones.BF_LOCATION
    out: list[int] = []
    if at_bf and move_rules.may_go_to_base(g, unit):
        out.append(base)
    gank = not at_bf or can_gank(g, unit)
    if gank or g.features & CF_MOVE_RULE:
        for bf in range(len(g.bf_objs)):
            z = zones.bf_location(g, bf)
            if z != here and (gank or move_rules.from_anywhere(g, bf)) and valid_destination(g, player, bf):
                out.append(z)
    return out


def valid_destination(g: State, player: int, bf: int) -> bool:
    """Where a player's units may move (442.2, 444.2, 457): never where units of two other
    players are (144.4.a.1, 444.2, 457.3); with more than two players, not into a staged
    or ongoing combat the player is not part of and has no permanents at (442.2.a, 457.1);
    in team modes, not to a battlefield a teammate controls (442.2.b)."""
    objs = g.zones[zones.bf_location(g, bf)]
    mine = False
    others: set[int] = set()
    for u in objs:
        c = g.o_ctrl[u]
        if c == player:
            mine = True
        elif g.catalog[g.o_card[u]].type == "unit":
            others.add(c)
    if len(others) >= 2:
        return False
    if g.n_players > 2 and not mine and (g.combat == bf or g.cb_staged[bf]):
        fighting = {g.attacker, g.defender} if g.combat == bf else others
        if player not in fighting:
            return False
    ctrl = g.bf_ctrl[bf]
    return not (ctrl >= 0 and ctrl != player and g.teams[ctrl] == g.teams[player])


def destination_ok(g: State, units: list[int], bf: int) -> bool:
    """Is battlefield ``bf`` a valid destination for a move of ``units`` chosen by a spell or
    ability (355.4): somewhere other than each one's location (355.4.a) where each may go
    (442.2.a-b, 444.2, 457.1, 457.3)?"""
    dest = zones.bf_location(g, bf)
    return all(g.o_zone[u] != dest and valid_destination(g, g.o_ctrl[u], bf) for u in units)


def common_destinations(g: State, player: int, units: list[int]) -> list[int]:
    """Units moved together need one destination (144.3.a); origins may differ (144.3.b)."""
    if not units:
        return []
    common = destinations(g, player, units[0])
    for u in units[1:]:
        ds = destinations(g, player, u)
        common = [d for d in common if d in ds]
    return common


def standard_move(g: State, player: int, units: list[int], dest: int) -> None:
    """Pay the costs together by exhausting the units (144.2, 144.3.c), then move them."""
    for u in units:
        act.exhaust(g, u)
    move_units(g, player, units, dest, "144")


def move_units(g: State, player: int, units: list[int], dest: int, rule: str) -> None:
    """Move units to ``dest`` (420, 441-448); a battlefield not controlled by the mover
    becomes Contested by them unless already contested (445, 187.3.a.1). Each unit's "when I
    move" abilities trigger (action_triggers.moved); they go on the chain only after the
    move's Cleanup (448), which may open a showdown first (344.2, docs/rulings.md)."""
    origins = [g.o_zone[u] for u in units]
    for u in units:
        attachment.relocate(g, u, dest)  # attached cards go with it (719.3.a)
    if g.log is not None:
        log(g, rule, f"P{player} moves {', '.join(name(g, u) for u in units)} to {zones.location_name(g, dest)}")
    if g.zone_kind[dest] == zones.BF_LOCATION:
        bf = g.zone_bf[dest]
        if g.bf_ctrl[bf] != player and g.bf_contested[bf] < 0:
            g.bf_contested[bf] = player
            if g.log is not None:
                log(g, "445", f"battlefield {zones.location_name(g, dest)} becomes Contested by P{player}")
    if g.features & CF_RESTRICTION:
        restrictions.note_move(g, units)  # "if I have moved twice this turn" (rules/restrictions.py)
    action_triggers.moved(g, units, origins, dest)
    move_watchers.moved(g, units, origins, dest)  # "when an opponent moves ...", "when a friendly unit moves ..."
    push_cleanup(g)  # 448


def recall(g: State, obj: int, rule: str = "449") -> None:
    """Relocate a permanent to its controller's base without it being a move (450-453): no
    "when I move" ability triggers (451.1)."""
    attachment.relocate(g, obj, zones.base_of(g, g.o_ctrl[obj]))
    if g.log is not None:
        log(g, rule, f"{name(g, obj)} is recalled to base")
