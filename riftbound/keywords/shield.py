"""Shield X (814): "While I am a defender, I have +X Might." Instances sum (814.2)."""

from __future__ import annotations

from riftbound.keywords import value
from riftbound.state import DEFENDER, State

KEYWORD = "shield"


def bonus(g: State, obj: int) -> int:
    """The Might Shield gives the unit now: its value while it is a defender (814.1.d.1)."""
    return value(g, obj, KEYWORD) if g.o_role[obj] == DEFENDER else 0
