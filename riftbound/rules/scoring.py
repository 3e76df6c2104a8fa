"""Control of battlefields and scoring (185-187, 462-467): Conquer and Hold, once per
battlefield per turn, and the winning point."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, CONQUER_HERE, HOLD, HOLD_HERE, OPPONENT_SCORES, YOU_CONQUER, YOU_HOLD
from riftbound.cards.info import CF_HISTORY, CF_RESTRICTION, CF_RULE_CHANGE
from riftbound.cards.model import UNIT, TriggeredAbility
from riftbound.log import log
from riftbound.rules import (
    battlefield_triggers,
    conquered,
    delayed,
    more_triggers,
    restrictions,
    triggers,
    turn_history,
    victory,
    zones,
)
from riftbound.rules import game_actions as act
from riftbound.rules.conquests import unit_events, with_mighty
from riftbound.rules.game_actions import STAT_CONQUERS, STAT_HOLDS
from riftbound.rules.players import team_points, teammates
from riftbound.state import State


def scored_here(g: State, player: int, bf: int) -> bool:
    return bool(g.scored[player] >> bf & 1)


def scored_everywhere(g: State, player: int) -> bool:
    """Has the player scored every battlefield in play this turn (466.1.b.2), not counting
    those their teammate held at the start of the turn (484.8.f.1)?"""
    full = (1 << len(g.bf_objs)) - 1
    if g.teams[player] == g.teams[g.turn_player]:
        full &= ~g.ally_held
    return g.scored[player] & full == full


def disqualified(g: State, player: int, bf: int) -> bool:
    """315.2.b.3, 464.1.a, 484.8.b: a battlefield the turn player's teammate controlled in
    the Beginning Phase can't be scored by that team this turn."""
    return bool(g.ally_held >> bf & 1) and g.teams[player] == g.teams[g.turn_player]


def score(g: State, player: int, bf: int, how: str, uncontrolled: bool = False) -> bool:
    """A player Scores a battlefield (463-466): at most once per battlefield per turn (465).
    They gain a point, except that the winning point — when they are one point or less from
    the Victory Score — comes only from a Hold, or from a Conquer when every battlefield was
    scored this turn; otherwise a Conquer draws a card instead (466.1.b). ``uncontrolled``: a
    Conquer of a battlefield nobody controlled (187.2.a; rules/conquests.py)."""
    if scored_here(g, player, bf) or disqualified(g, player, bf):
        return False
    if g.features & CF_RESTRICTION and not restrictions.may_score(g, player, bf):
        if g.log is not None:  # no Score at all: no Conquer or Hold triggers (the Unleashed FAQ)
            log(g, "054.1", f"P{player} can't score {zones.location_name(g, zones.bf_location(g, bf))} yet")
        return False
    g.scored[player] |= 1 << bf
    if how == CONQUER:
        g.scored[player] |= 1 << (bf + restrictions.CONQUERED)  # "a battlefield you conquered this turn"
    # 466.2, 383.4.c-d: Conquer or Hold Effects of the scoring player's units there, and of
    # their permanents watching the player score (383.4.c.2.b, 383.4.d.2.b), trigger,
    # even when the point itself is replaced by a draw (383.4.c.2.c).
    # ``how`` (CONQUER or HOLD) is also the name of the units' event. The battlefield's own
    # "When you conquer/hold here" triggers too (466.2.a-b), and a Hold is seen by "When you
    # or an ally hold" (484).
    start = len(g.triggered)
    for u in g.zones[zones.bf_location(g, bf)]:
        if g.o_ctrl[u] == player:
            if how == CONQUER and g.features & CF_HISTORY:  # "if I didn't conquer this turn"
                conquered.note(g, u)
            triggers.collect(g, u, how, more=unit_events(uncontrolled) | more_triggers.score_events(g, u, how))
    battlefield_triggers.collect_battlefield(g, bf, CONQUER_HERE if how == CONQUER else HOLD_HERE, player)
    triggers.collect_watchers(g, player, YOU_CONQUER if how == CONQUER else YOU_HOLD,
                              check=at_that_battlefield(g, bf) if how == CONQUER else None,
                              origin=zones.bf_location(g, bf))  # "there": that battlefield (359.3.f.3)
    if g.features & CF_RULE_CHANGE:  # "... for conquering / holding here trigger an additional time"
        more_triggers.scored_here(g, start, player, bf, "conquer_here" if how == CONQUER else "hold_here")
    if how == HOLD:
        battlefield_triggers.held(g, player)
        if g.delayed:
            delayed.player_held(g, player)  # "When they hold" (390.2)
    triggers.collect_watchers(g, player, OPPONENT_SCORES)  # 463: a Score, even with a draw instead (466.1.b.2)
    g.stats[STAT_CONQUERS if how == CONQUER else STAT_HOLDS] += 1
    where = zones.location_name(g, zones.bf_location(g, bf))
    rule = "464.1" if how == CONQUER else "464.2"
    if team_points(g, player) >= victory.needed(g) - 1 and how == CONQUER and not scored_everywhere(g, player):
        if g.log is not None:
            log(g, "466.1.b.2", f"P{player} conquers {where} but has not scored every battlefield this "
                                "turn: no winning point, draws 1 instead")
        act.draw(g, player, 1)
        return True
    if g.features & CF_RESTRICTION and not restrictions.may_gain_points(g, player):
        if g.log is not None:  # the Score still happened, with its triggers (the Spiritforged FAQ, Tianna)
            log(g, "054.1", f"P{player} scores {where} by {how} but can't gain points")
        return True
    g.points[player] += 1
    if how == HOLD:
        turn_history.held_point(g, player)  # "for each point you scored from holding this turn"
    if g.log is not None:
        total = team_points(g, player)
        whose = " for their team" if teammates(g, player) else ""  # 484.6: a team's points
        log(g, rule, f"P{player} scores {where} by {how}: gains 1 point, {total} in total{whose}")
    return True


def at_that_battlefield(g: State, bf: int) -> triggers.Check:
    """A "When you conquer" ability's conditional statement about the battlefield conquered,
    "if you have 4+ units at that battlefield" (383.3.e), read as the conquer happens: the
    units its controller controls there."""
    def fits(ab: TriggeredAbility, obj: int) -> bool:
        cond = ab.condition
        if cond is None or cond.kind != "units_at_that_battlefield":
            return True
        here = g.zones[zones.bf_location(g, bf)]
        return sum(g.o_ctrl[u] == g.o_ctrl[obj] and g.catalog[g.o_card[u]].type == UNIT for u in here) >= cond.n
    return fits


def establish_control(g: State, player: int, bf: int, rule: str) -> None:
    """A player establishes control of a battlefield (187.4); Contested clears (187.3.b).
    Gaining control of a battlefield not yet scored this turn is a Conquer (464.1)."""
    was = g.bf_ctrl[bf]
    g.bf_ctrl[bf] = player
    g.bf_contested[bf] = -1
    if was != player:
        if g.log is not None:
            log(g, rule, f"P{player} gains control of {zones.location_name(g, zones.bf_location(g, bf))}")
        if score(g, player, bf, CONQUER, was < 0):
            start = len(g.triggered)
            with_mighty(g, player, bf)  # "When you conquer here with one or more [Mighty] units"
            if g.features & CF_RULE_CHANGE and len(g.triggered) > start:  # a conquer effect too
                more_triggers.scored_here(g, start, player, bf, "conquer_here")


def hold_all(g: State) -> None:
    """The Scoring Step (315.2.b): the turn player Holds every battlefield they control
    (464.2). Battlefields their teammates control now are disqualified this turn (484.8.b)."""
    tp = g.turn_player
    g.ally_held = 0
    for bf, ctrl in enumerate(g.bf_ctrl):
        if ctrl >= 0 and ctrl != tp and g.teams[ctrl] == g.teams[tp]:
            g.ally_held |= 1 << bf
    for bf, ctrl in enumerate(g.bf_ctrl):
        if ctrl == tp:
            score(g, tp, bf, HOLD)
