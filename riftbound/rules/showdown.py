"""Showdowns (341-348) and how cleanups stage and open them and combats (323.8-323.14,
316.5, 344-345, 455-456), with the Unleashed Rules FAQ's wording of 316.5.b and 344.2."""

from __future__ import annotations

from riftbound.log import log
from riftbound.rules import battlefield_triggers, combat, zones
from riftbound.rules.game_actions import STAT_SHOWDOWNS
from riftbound.rules.players import all_passed, next_player
from riftbound.rules.scoring import establish_control
from riftbound.rules.tasks import push, push_cleanup
from riftbound.state import State


def players_at(g: State, bf: int) -> set[int]:
    """The players who control units at a battlefield."""
    cat = g.catalog
    return {g.o_ctrl[u] for u in g.zones[zones.bf_location(g, bf)] if cat[g.o_card[u]].type == "unit"}


def stage(g: State) -> None:
    """Cleanup steps 6-7a (323.8-323.10): a showdown stays staged at a contested battlefield
    while the player who applied Contested has units there; a combat while units of two
    opposing players are there. Nothing is staged where a showdown is already going on.
    Contested ends where its applier has no units left and no showdown is going on (187.3.b,
    see _contest_anew)."""
    if g.showdown < 0 and max(g.bf_contested, default=-1) < 0:
        if any(g.sd_staged) or any(g.cb_staged):
            g.sd_staged[:] = [0] * len(g.sd_staged)
            g.cb_staged[:] = [0] * len(g.cb_staged)
        return
    for bf in range(len(g.bf_objs)):
        here = players_at(g, bf)
        if bf == g.showdown:
            # 323.14: a combat can be staged where a non-combat showdown is going on.
            g.sd_staged[bf] = 0
            g.cb_staged[bf] = 1 if g.combat != bf and len(here) >= 2 else 0
            continue
        applier = g.bf_contested[bf]
        if applier >= 0 and applier not in here:
            applier = _contest_anew(g, bf, here)
        if applier < 0:
            g.sd_staged[bf] = g.cb_staged[bf] = 0
            continue
        g.sd_staged[bf] = 1 if applier in here else 0
        g.cb_staged[bf] = 1 if len(here) >= 2 else 0


def _contest_anew(g: State, bf: int, here: set[int]) -> int:
    """187.3.b as ruled (docs/rulings.md, "When Contested ends"): the player who applied
    Contested has no units left at ``bf`` and nothing is going on there, so its control stands
    as the cleanup's step 4 left it and the status ends. A player there who doesn't control
    the battlefield (the first in turn order from the turn player) applies it anew, as their
    units are present there (187.3.a). Returns the new applier, or -1."""
    order = g.order
    start = order.index(g.turn_player)
    applier = -1
    for k in range(len(order)):
        p = order[(start + k) % len(order)]
        if p in here and p != g.bf_ctrl[bf]:
            applier = p
            break
    g.bf_contested[bf] = applier
    if g.log is not None:
        where = zones.location_name(g, zones.bf_location(g, bf))
        log(g, "187.3.b", f"{where} is no longer Contested" if applier < 0
            else f"{where} becomes Contested by P{applier}")
    return applier


def open_staged(g: State) -> None:
    """Cleanup steps 8-9a (323.11-323.14): in a Neutral Open State the turn player chooses a
    battlefield with a staged showdown (a combat showdown if a combat is staged there too),
    else one with a staged combat; in a Showdown Open State a combat staged where a
    non-combat showdown is going on turns it into a combat showdown."""
    if g.chain or (g.showdown < 0 and not any(g.sd_staged) and not any(g.cb_staged)):
        return
    if g.removed[g.turn_player]:
        return  # 652.5.a: the next turn player opens them
    if g.showdown >= 0:
        bf = g.showdown
        if g.combat < 0 and g.cb_staged[bf]:
            combat.start_combat(g, bf)  # 323.14, 316.5.b.1.a
        return
    staged = [bf for bf in range(len(g.bf_objs)) if g.sd_staged[bf]]
    if not staged:
        staged = [bf for bf in range(len(g.bf_objs)) if g.cb_staged[bf]]
    if not staged:
        return
    if len(staged) == 1:
        start_showdown(g, staged[0])
    else:
        g.pending = ("battlefield", g.turn_player)  # 323.11, 456.1


def start_showdown(g: State, bf: int) -> None:
    """A showdown begins (344); the player who applied Contested gains Focus and Priority
    (345, 313.2); "When a showdown begins here" abilities trigger. With a combat staged there
    too it opens as a combat showdown (323.12)."""
    g.showdown = bf
    g.sd_staged[bf] = 0
    g.sd_passes = 0
    g.focus = g.bf_contested[bf]
    g.priority = g.focus
    g.stats[STAT_SHOWDOWNS] += 1
    if g.log is not None:
        log(g, "344", f"a showdown begins at {zones.location_name(g, zones.bf_location(g, bf))}; "
                      f"P{g.focus} has Focus")
    battlefield_triggers.showdown_began(g, bf)
    if g.cb_staged[bf]:
        combat.start_combat(g, bf)
    push_cleanup(g)  # 319.1


def pass_focus(g: State, player: int) -> None:
    """347.3-347.4: the focus holder passes; when every player has passed in sequence the
    showdown ends, otherwise Focus (and Priority) go to the next player."""
    g.sd_passes |= 1 << player
    if g.log is not None:
        log(g, "347.3", f"P{player} passes Focus")
    if all_passed(g, g.sd_passes):
        end_showdown(g)
    else:
        g.focus = next_player(g, player)
        g.priority = g.focus


def end_showdown(g: State) -> None:
    """348: a combat showdown goes on to the Combat Damage Step (348.1); a non-combat
    showdown gives control to the only player with units there, a Conquer if they did not
    control it (348.2). Then a Cleanup (347.3.a.1)."""
    bf = g.showdown
    log(g, "348", "all players passed: the showdown ends")
    g.focus = -1
    g.priority = -1
    if g.combat == bf:
        push(g, ("combat_damage",))
        return

    here = players_at(g, bf)
    g.showdown = -1
    if len(here) == 1:
        (p,) = here
        establish_control(g, p, bf, "348.2.a")
    g.bf_contested[bf] = -1
    push_cleanup(g)
