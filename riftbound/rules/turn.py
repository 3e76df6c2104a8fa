"""The turn and its phases (301-317): Awaken, Beginning, Channel, Draw, Main, Ending with
its Expiration Step, and passing the turn to the next player in turn order."""

from __future__ import annotations

from riftbound.cards.events import START_OF_BEGINNING
from riftbound.cards.info import CF_ACTION_TRIGGER, CF_RESTRICTION
from riftbound.log import log
from riftbound.rules import (
    action_triggers,
    battlefield_triggers,
    delayed,
    extra_turns,
    restrictions,
    scoring,
    trigger_limits,
    triggers,
    turn_history,
    zones,
)
from riftbound.rules import game_actions as act
from riftbound.rules.game_actions import STAT_CHAIN_ITEMS, STAT_TURNS
from riftbound.rules.modes import get_mode
from riftbound.rules.players import next_player
from riftbound.rules.targeting import location_zones
from riftbound.rules.tasks import push, push_cleanup
from riftbound.rules.victory import end_in_draw
from riftbound.state import (
    AWAKEN,
    BEGINNING,
    CHANNEL,
    DRAW,
    ENDING,
    EXPIRATION,
    LEGEND_ZONE,
    MAIN,
    PHASE_NAMES,
    SCORING,
    State,
)

_PHASE_RULES = {AWAKEN: "315.1", BEGINNING: "315.2", SCORING: "315.2.b", CHANNEL: "315.3", DRAW: "315.4",
                MAIN: "316", ENDING: "317.1", EXPIRATION: "317.2"}


def enter_phase(g: State, phase: int) -> None:
    """Begin ``phase``: its tasks become outstanding, after a Cleanup (319.2)."""
    g.phase = phase
    tp = g.turn_player
    if g.log is not None:
        log(g, _PHASE_RULES[phase], f"P{tp}: {PHASE_NAMES[phase]} phase")
    if phase == AWAKEN:
        push(g, ("awaken",))
    elif phase == BEGINNING:
        push(g, ("beginning",))
    elif phase == SCORING:
        push(g, ("scoring",))
    elif phase == CHANNEL:
        push(g, ("channel",))
    elif phase == DRAW:
        push(g, ("draw_phase",))
    elif phase == ENDING:
        push(g, ("ending_step",))
    elif phase == EXPIRATION:
        g.exp_mark = g.stats[STAT_CHAIN_ITEMS]
        push(g, ("cleanup", "ending"))
    elif phase == MAIN and g.delayed:
        delayed.at_main_start(g)  # "at the start of your next Main Phase" (390.2)
    push_cleanup(g)


def advance(g: State) -> None:
    """Nothing is outstanding and no chain exists outside the Main Phase: go on to the
    next phase, or the next turn (305, 335.3)."""
    ph = g.phase
    if ph == EXPIRATION:
        if g.stats[STAT_CHAIN_ITEMS] != g.exp_mark:
            enter_phase(g, EXPIRATION)  # 317.2.f: something used the chain; go again
            return
        next_turn(g)
        return
    enter_phase(g, ph + 1)


def awaken(g: State) -> None:
    """315.1.b: the turn player readies everything they control; what became ready
    triggers "when I become ready" (415.3.a)."""
    tp = g.turn_player
    watch = g.features & CF_ACTION_TRIGGER
    restricted = g.features & CF_RESTRICTION  # "I can't be readied" (rules/restrictions.py)
    for z in (*g.loc_zones, zones.pzone(tp, LEGEND_ZONE)):
        for obj in g.zones[z]:
            if g.o_ctrl[obj] == tp and g.o_exh[obj] and not (restricted and not restrictions.may_ready(g, obj, False)):
                g.o_exh[obj] = 0
                if watch:
                    action_triggers.readied(g, obj, tp)


def beginning(g: State) -> None:
    """315.2.a: "at the start of the Beginning Phase" effects take place: such triggered
    abilities of the turn player's permanents and Legend (e.g. Temporary, 816; 173.7) and of
    cards in their trash that work from there (385) trigger, and so do the turn player's
    delayed "at the start of your next turn" abilities (390.2); they resolve before the
    Scoring Step."""
    tp = g.turn_player
    if g.delayed:
        delayed.at_turn_start(g)
    triggers.collect_turn_point(g, tp, START_OF_BEGINNING)
    battlefield_triggers.at_beginning(g, tp)  # battlefields they control (187.6.c)


def scoring_step(g: State) -> None:
    """315.2.b: the turn player Holds every battlefield they control (315.2.b.2, 464.2)."""
    scoring.hold_all(g)


def channel_phase(g: State) -> None:
    """315.3: channel 2 runes, plus any first-turn extra rune of the mode (480.7)."""
    tp = g.turn_player
    n = 2 + g.extra_runes[tp]
    g.extra_runes[tp] = 0
    act.channel(g, tp, n)


def draw_phase(g: State) -> None:
    """315.4: draw 1 (Burn Out on an empty deck, 315.4.b.1-2), then rune pools empty."""
    tp = g.turn_player
    if g.turns_taken[tp] == 1 and _skips_first_draw(g, tp):
        if g.log is not None:
            log(g, f"{get_mode(g.mode).rule}.7", f"P{tp} does not draw in their first Draw Phase")
    else:
        act.draw(g, tp, 1)
    if not g.terminal:
        act.empty_pools(g)


def _skips_first_draw(g: State, player: int) -> bool:
    """In FFA and 2v2 the first player skips their first draw (482.7, 483.7, 484.7)."""
    return get_mode(g.mode).first_skips_draw and player == g.order[0]


def ending_step(g: State) -> None:
    """317.1 and 423.1.a.2: stunned units recover at the beginning of the Ending Step;
    "at the end of this turn" delayed abilities and the turn player's "at the end of your
    turn" abilities trigger together (317.1.a, 390.2, 383.3.d; docs/rulings.md)."""
    if g.delayed:
        delayed.at_end_of_turn(g)
    action_triggers.end_of_turn(g)
    for z in location_zones(g):
        for obj in g.zones[z]:
            g.o_stun[obj] = 0


def end_turn(g: State) -> None:
    """The turn player ends their Main Phase (316.6): play proceeds to the Ending Phase."""
    if g.log is not None:
        log(g, "316.6", f"P{g.turn_player} ends their turn")
    g.priority = -1
    enter_phase(g, ENDING)


def end_removed_turn(g: State) -> None:
    """652.5.a: the removed turn player's turn is over and play proceeds to the next player.
    What ends with a turn still ends: stuns (423.1.a.2), damage, "this turn" effects and
    rune pools (317.2.b-d) — docs/rulings.md."""
    if g.log is not None:
        log(g, "652.5.a", f"P{g.turn_player}'s turn ends; play proceeds to the next player")
    g.phase = EXPIRATION
    push(g, ("ending_step",), ("cleanup", "ending"), ("next_turn",))


def next_turn(g: State) -> None:
    """317.3: the next player with a turn queued becomes the turn player (116.1.c): a
    queued Additional Turn first (734-738), else the next player in turn order."""
    if g.extra_turns or g.turn_regular >= 0:
        nxt, g.turn_regular = extra_turns.next_queued(g)
    else:
        nxt = next_player(g, g.turn_player)
    start_turn(g, nxt)


def start_turn(g: State, player: int) -> None:
    """``player`` becomes the turn player, or the next player in turn order still in the
    game (652.5.a, 651.3)."""
    if g.removed[player]:
        player = next_player(g, player)
    if g.turn_number >= g.max_turns:
        end_in_draw(g, "turn_limit")
        return
    g.turn_player = player
    g.turn_number += 1
    g.turns_taken[player] += 1
    g.stats[STAT_TURNS] += 1
    g.played_cards.clear()  # 812.1.c: "this turn"
    for p in range(g.n_players):
        g.scored[p] = 0  # 465: once per battlefield per turn
        g.plays_done[p] = 0  # 419.4.a: "your second card in a turn"
    turn_history.new_turn(g)  # "this turn" (rules/turn_history.py)
    if g.trig_used:
        trigger_limits.new_turn(g)  # 383.1.b, 383.3.f: "each turn"
    g.priority = -1
    g.focus = -1
    g.invited = -1  # and an invitation declined last turn is forgotten (484.8.a)
    if g.log is not None:
        log(g, "306", f"turn {g.turn_number}: P{player} is the turn player")
    enter_phase(g, AWAKEN)

