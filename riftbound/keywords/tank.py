"""Tank (815): "I must be assigned lethal damage before any other unit with the same
controller as me that does not have Tank during the Combat Damage step." Used by
:mod:`riftbound.rules.combat` when it orders damage assignment (460.2.c.5-8)."""

from __future__ import annotations

from riftbound.keywords import has
from riftbound.state import State

KEYWORD = "tank"


def has_tank(g: State, obj: int) -> bool:
    return has(g, obj, KEYWORD)
