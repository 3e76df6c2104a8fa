"""Delayed abilities (389-392): triggered abilities an instruction creates as it resolves,
waiting for a specific time of a turn or an event in a specific timeframe (390.2). They
belong to no permanent and trigger even if their source has left the board (392); each
triggers once and then ends (391).

Each waits in ``g.delayed`` as plain data:
``(controller, source object, ability index, condition, turn created, watched, refs)``
where ``ability index`` addresses the ability in its source's card (cards/nested.py),
``watched`` is the ``(object, incarnation)`` a "when that unit dies" ability waits for
(``(-1, -1)`` otherwise), and ``refs`` the target slots of the instruction that created it,
which its instructions call "it" (390.5) — for "the next time you play a unit this turn",
the unit played instead.
"""

from __future__ import annotations

from typing import Any

from riftbound.cards.events import (
    DIES_THIS_TURN,
    END_OF_TURN,
    KILLED_BY_THIS,
    NEXT_MAIN_START,
    NEXT_TURN_START,
    NEXT_UNIT_THIS_TURN,
)
from riftbound.log import log, name
from riftbound.state import State

Refs = tuple[tuple[tuple[int, int], ...], ...]
NO_OBJECT = (-1, -1)


def create(g: State, controller: int, source: int, ability: int, when: str,
           watched: tuple[int, int], refs: Refs) -> None:
    """An instruction creates a delayed ability controlled by its controller (390, 392)."""
    g.delayed.append((controller, source, ability, when, g.turn_number, watched, refs))
    if g.log is not None:
        log(g, "390.2", f"P{controller} creates a delayed ability of {name(g, source)} ({when})")


def _fire(g: State, rec: tuple[Any, ...], rule: str, it: Refs = ()) -> None:
    """The delayed ability triggers (383.3), whether or not its source is still on the
    board (392); it is put on the chain with the other abilities that triggered. With ``it``,
    its instructions refer to the object of the event instead (390.5)."""
    controller, source, ability, _, _, _, refs = rec
    g.triggered.append((controller, source, ability, it or refs))
    if g.log is not None:
        log(g, rule, f"a delayed ability of {name(g, source)} triggers for P{controller}")


def _sweep(g: State, fires: Any, rule: str, it: Refs = ()) -> None:
    """Trigger the records ``fires`` accepts and end them (391); those of players no longer
    in the game end too (651.3)."""
    keep = []
    for rec in g.delayed:
        if g.removed[rec[0]]:
            continue
        if fires(rec):
            _fire(g, rec, rule, it)
        else:
            keep.append(rec)
    g.delayed[:] = keep


def at_turn_start(g: State) -> None:
    """"At the start of your next turn": in the Beginning Step of the controller's next turn,
    with the other "at the start of" effects (315.2.a.1; docs/rulings.md)."""
    tp = g.turn_player
    now = g.turn_number
    _sweep(g, lambda r: r[3] == NEXT_TURN_START and r[0] == tp and r[4] < now, "315.2.a.1")


def at_end_of_turn(g: State) -> None:
    """"At the end of this turn": in the Ending Step of the turn that created it (317.1.a)."""
    now = g.turn_number
    _sweep(g, lambda r: r[3] == END_OF_TURN and r[4] == now, "317.1.a")


def unit_died(g: State, obj: int) -> None:
    """``obj`` dies: "when that unit dies this turn" abilities waiting for it trigger (390.2),
    and so do "if this kills it, do this" reflexive triggers (387.2-387.3). Called as it is
    killed, before it leaves the board, so its incarnation is the watched one."""
    watched = (obj, g.o_inc[obj])
    now = g.turn_number
    _sweep(g, lambda r: r[3] in (DIES_THIS_TURN, KILLED_BY_THIS) and r[5] == watched and r[4] == now, "390.2")


def cleanup_done(g: State) -> None:
    """A cleanup has completed: the units that "this" (a spell or ability that resolved just
    before it) would kill with its damage have died in it (323.5) or survived; "if this kills
    it" triggers that have not been met end (387.2)."""
    g.delayed[:] = [r for r in g.delayed if r[3] != KILLED_BY_THIS]


def unit_played(g: State, player: int, obj: int) -> None:
    """``player``'s play of the unit ``obj`` is complete (419.4.a): their "the next time you
    play a unit this turn" abilities trigger, once each (391), and their instructions call that
    unit "it" (390.5)."""
    now = g.turn_number
    _sweep(g, lambda r: r[3] == NEXT_UNIT_THIS_TURN and r[0] == player and r[4] == now, "390.2",
           (((obj, g.o_inc[obj]),),))


def at_main_start(g: State) -> None:
    """"At the start of your next Main Phase": as the controller's Main Phase begins (316),
    the first to begin after the ability was created."""
    tp = g.turn_player
    _sweep(g, lambda r: r[3] == NEXT_MAIN_START and r[0] == tp, "390.2")


def expire_this_turn(g: State) -> None:
    """"This turn" delayed abilities that have not triggered end with the turn (317.2.c)."""
    g.delayed[:] = [r for r in g.delayed if r[3] in (NEXT_TURN_START, NEXT_MAIN_START)]


def live(g: State, refs: Refs) -> list[list[int] | None]:
    """The referred objects that are still the same objects (359.3.e.4: a board object that
    changed zones is a new one; a chain item must still be on the chain), per slot."""
    out: list[list[int] | None] = []
    for slot in refs:
        objs = []
        for o, inc in slot:
            if (inc >= 0 and g.o_inc[o] == inc) or (inc < 0 and any(it.uid == o for it in g.chain)):
                objs.append(o)
        out.append(objs)
    return out


def creator_refs(g: State, uid: int, targets: list[list[int] | None]) -> Refs:
    """What the resolving item ``uid`` chose that is still legal (``targets``, per slot), as
    references a created ability keeps (388.1, 390.5): its own target slots, then those it
    refers to itself."""
    item = g.resolving
    if item is None or item.uid != uid:
        return ()
    out = []
    for i, slot in enumerate((*item.targets, *item.refs)):
        still = targets[i] if i < len(targets) else None
        out.append(tuple(r for r in slot if still and r[0] in still))
    return tuple(out)
