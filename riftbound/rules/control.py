"""Control changes (188, 472.1.a): an instruction gives a permanent on the board a new
controller, for good or "this turn".

Control is a game-action value (``State.o_ctrl``) rather than a layered trait: only
instructions change it, so its current value is the result of the latest one, and a
"this turn" change is remembered in ``State.ctrl_turn`` to be undone as "this turn" effects
expire (317.2.c). See docs/rulings.md "Control changes".
"""

from __future__ import annotations

from riftbound.cards.info import CF_UNIT
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.rules.tasks import push_cleanup
from riftbound.state import State


def change(g: State, obj: int, player: int, rule: str = "472.1.a") -> bool:
    """``player`` controls ``obj`` on the board from now on (472.1.a), whatever "this turn"
    control changes it had (the later effect wins); False when they already controlled it."""
    if g.ctrl_turn:
        g.ctrl_turn[:] = [t for t in g.ctrl_turn if t[0] != obj]
    return _set(g, obj, player, rule)


def _set(g: State, obj: int, player: int, rule: str) -> bool:
    """Give ``obj`` to ``player``; False when they already controlled it. Its abilities are
    now that player's ("you", 188.3-188.4.a) and it is friendly or enemy accordingly (740);
    those already on the chain keep their controller (188.4.b), and attached cards keep theirs
    (718.5.e-f). A unit at a battlefield its new controller does not control makes it
    Contested (187.3.a); in combat it takes its new controller's side in the next cleanup
    (323.2). A cleanup follows: in a base other than its controller's it is recalled (323.7)."""
    if g.o_ctrl[obj] == player or not zones.on_board(g, obj):
        return False
    g.o_ctrl[obj] = player
    if g.log is not None:
        log(g, rule, f"P{player} gains control of {name(g, obj)}")
    z = g.o_zone[obj]
    if g.zone_kind[z] == zones.BF_LOCATION and g.cinfo[g.o_card[obj]].flags & CF_UNIT:
        bf = g.zone_bf[z]
        if g.bf_ctrl[bf] != player and g.bf_contested[bf] < 0:
            g.bf_contested[bf] = player
            if g.log is not None:
                log(g, "187.3.a", f"battlefield {zones.location_name(g, z)} becomes Contested by P{player}")
    push_cleanup(g)
    return True


def change_this_turn(g: State, obj: int, player: int) -> None:
    """``player`` controls ``obj`` until the end of this turn (317.2.c)."""
    prior = g.o_ctrl[obj]
    if _set(g, obj, player, "472.1.a"):
        g.ctrl_turn.append((obj, g.o_inc[obj], prior, player))


def lose(g: State, obj: int) -> None:
    """"Lose control of it": control returns to its owner (docs/rulings.md)."""
    change(g, obj, g.o_owner[obj], "472.1.a")


def expire(g: State) -> None:
    """317.2.c: "this turn" control changes end together, the latest undone first, so each
    object returns to whoever controlled it before them. One that left the board (110) or
    whose prior controller was removed from the game (652) stays as it is; a later control
    change for good has already dropped them (:func:`change`)."""
    for obj, inc, prior, taker in reversed(g.ctrl_turn):
        if g.o_inc[obj] == inc and g.o_ctrl[obj] == taker and not g.removed[prior]:
            _set(g, obj, prior, "317.2.c")
    g.ctrl_turn.clear()
