"""Assault X (807): "While I am an attacker, I have +X Might." Instances sum (807.2)."""

from __future__ import annotations

from riftbound.keywords import value
from riftbound.state import ATTACKER, State

KEYWORD = "assault"


def bonus(g: State, obj: int) -> int:
    """The Might Assault gives the unit now: its value while it is an attacker (807.1.d.1)."""
    return value(g, obj, KEYWORD) if g.o_role[obj] == ATTACKER else 0
