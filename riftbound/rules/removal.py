"""Conceding and the removal of a player (649-652), at any moment of a turn, a chain, a
showdown or a combat."""

from __future__ import annotations

from riftbound.errors import GameOverError, IllegalActionError
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.rules.players import active_players, all_passed, next_player
from riftbound.rules.setup import new_object
from riftbound.rules.showdown import end_showdown
from riftbound.rules.tasks import push_cleanup
from riftbound.rules.victory import win
from riftbound.state import BANISHMENT, TRASH, State

TOKEN_BATTLEFIELD_ID = "token-battlefield"  # 652.2.a: a battlefield with no abilities (defined in cards/tokens.py)
# Turn-structure tasks of a removed turn player's turn, dropped when the turn passes on.
_TURN_TASKS = frozenset({"awaken", "beginning", "scoring", "channel", "draw_phase", "ending_step"})


def concede(g: State, player: int) -> None:
    """A player concedes (650) and is removed (651); their teammates lose with them (651.4,
    484.6.a.1). With one player or team left, it wins (651.1); otherwise each loser is
    removed by 652's steps and the game goes on (651.2, 652.5)."""
    if g.terminal:
        raise GameOverError("the game is over; nobody can concede")
    if not 0 <= player < g.n_players or g.removed[player]:
        raise IllegalActionError(f"P{player} is not in the game and can't concede")
    if g.log is not None:
        log(g, "650", f"P{player} concedes")
    losers = [q for q in active_players(g) if g.teams[q] == g.teams[player]]
    if len(losers) > 1 and g.log is not None:
        log(g, "651.4", f"P{player}'s teammates lose with them: {', '.join(f'P{q}' for q in losers)}")
    left = [q for q in active_players(g) if q not in losers]
    if len({g.teams[q] for q in left}) <= 1:
        for q in losers:
            g.removed[q] = 1
        win(g, left, "concede", "651.1")
        return
    for q in losers:
        remove_player(g, q)
    proceed(g, losers)


def remove_player(g: State, q: int) -> None:
    """652.1-652.4, in order."""
    g.removed[q] = 1
    # 652.1: banish every permanent, rune and facedown card they control or own.
    for z in (*g.loc_zones, *[zones.bf_facedown(g, b) for b in range(len(g.bf_objs))]):
        for obj in g.zones[z][:]:
            if g.o_ctrl[obj] == q or g.o_owner[obj] == q:
                zones.move(g, obj, zones.owner_zone(g, obj, BANISHMENT))
                if g.log is not None:
                    log(g, "652.1", f"{name(g, obj)} is banished")
    # 652.2: replace the battlefield they contributed with a token battlefield with no
    # abilities; units and hidden cards there stay (652.2.b) and its effects end (652.2.c).
    bfs = list(g.bf_objs)
    token_card = next(k for k, c in enumerate(g.catalog) if c.id == TOKEN_BATTLEFIELD_ID)
    for i, b in enumerate(bfs):
        if g.o_owner[b] == q:
            token = new_object(g, token_card, q, zones.battlefield_row(g))
            g.o_owner[token] = g.o_ctrl[token] = -1
            bfs[i] = token
            if g.log is not None:
                log(g, "652.2.a", f"{name(g, b)} is replaced by a token battlefield")
            # 107.3.b.2: its facedown zone holds one card again (it may have held more, Bandle Tree): the
            # cards hidden last beyond that go to their owners' trash (docs/rulings.md)
            for card in g.zones[zones.bf_facedown(g, i)][1:]:
                zones.move(g, card, zones.owner_zone(g, card, TRASH))
                if g.log is not None:
                    log(g, "107.3.b.2", f"{name(g, card)} is put in the trash: one facedown card fits there")
    g.bf_objs = tuple(bfs)
    # 652.3: every card they own leaves the game, from every zone, the chain included.
    removed = zones.removed_zone(g)
    gone = 0
    for obj in range(len(g.o_card)):
        if g.o_owner[obj] == q and g.o_zone[obj] != removed:
            zones.move(g, obj, removed)
            gone += 1
    if g.log is not None:
        log(g, "652.3", f"{gone} card(s) P{q} owns leave the game")
    # 652.4: counter every spell and ability they control; their cards on the chain are gone.
    kept = [it for it in g.chain if it.controller != q and g.o_zone[it.obj] != removed]
    if len(kept) != len(g.chain) and g.log is not None:
        log(g, "652.4", f"{len(g.chain) - len(kept)} spell(s) and abilities of P{q} are countered")
    g.chain = kept
    g.triggered = [t for t in g.triggered if t[0] != q]  # 651.3: they choose nothing more
    g.mull_sel = [c for c in g.mull_sel if g.o_owner[c] != q]
    if g.log is not None:
        log(g, "652", f"P{q} is removed from the game")


def proceed(g: State, losers: list[int]) -> None:
    """652.5: the game goes on. A pending decision of a removed player is cancelled (651.3);
    Priority and Focus pass to the next player, and if everyone left has passed the newest
    item resolves or the showdown ends (652.5.b-c); a removed turn player's turn passes on
    as soon as no chain or showdown is in progress (652.5.a, in :mod:`riftbound.engine`)."""
    pend = g.pending
    g.legal_cache = None
    drop = {"mulligan", "burnout_point", "draw_rest", "trash_top_rest", "choose_bf"}
    turn_gone = g.turn_player in losers
    tasks = []
    for t in g.tasks:
        if t[0] in drop and t[1] in losers:
            continue
        if turn_gone and t[0] in _TURN_TASKS:
            continue
        tasks.append(("cleanup", "") if turn_gone and t == ("cleanup", "ending") else t)
    g.tasks[:] = tasks
    if turn_gone:
        g.move_sel.clear()
    if g.invited in losers:
        g.invited = -1
    if g.chain:
        if g.priority in losers:
            g.priority = next_player(g, g.priority)  # 652.5.c.1
            if g.log is not None:
                log(g, "652.5.c.1", f"P{g.priority} receives priority")
        if all_passed(g, g.passes):
            g.tasks.append(("resolve",))  # 652.5.c.2
    elif g.showdown >= 0 and g.assigner < 0 and not g.cb_step:  # a showdown, not combat's later steps
        if g.focus in losers:
            g.focus = next_player(g, g.focus)  # 652.5.b.1
            g.priority = g.focus
            if g.log is not None:
                log(g, "652.5.b.1", f"P{g.focus} receives Focus")
        if g.sd_passes and all_passed(g, g.sd_passes):
            end_showdown(g)  # 652.5.b.2
    if pend is not None and (pend[1] in losers or pend[0] not in KEPT):
        g.pending = None  # the decision is asked again from the state as it is now
        if pend[0] == "mulligan":
            g.mull_sel.clear()
    push_cleanup(g)


# Decisions set by a task that has already run: kept for a player still in the game.
KEPT = frozenset({"mulligan", "choose_bf", "move", "burnout"})
