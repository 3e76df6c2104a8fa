"""Which units conquered this turn, for "if I didn't conquer this turn" (Blighted Battleaxe):
a unit conquers when its controller conquers the battlefield it is at (464.1, 466.2.a). Kept
only in games whose catalog reads it (cards/info.py CF_HISTORY), with the limited abilities
used this turn (``g.trig_used``, rules/trigger_limits.py), cleared as each turn begins, as
entries ``(unit, incarnation, CONQUERED)``: a unit that left the board and came back is a
new object that has not conquered (359.3.e.4)."""

from __future__ import annotations

from riftbound.state import State

# Far below the negative codes of modes chosen (rules/modes_used.py) and moves counted
# (rules/restrictions.py), never a limited ability's index (>= 0).
CONQUERED = -(1 << 62)


def note(g: State, unit: int) -> None:
    """``unit`` conquered (466.2.a)."""
    g.trig_used.append((unit, g.o_inc[unit], CONQUERED))


def this_turn(g: State, unit: int) -> bool:
    """Has ``unit``, as the object it is now, conquered this turn?"""
    return (unit, g.o_inc[unit], CONQUERED) in g.trig_used
