"""Ganking (810): "I may move to a battlefield from another battlefield with a standard
move." It only adds destinations to the Standard Move (810.1.c)."""

from __future__ import annotations

from riftbound.keywords import has
from riftbound.state import State

KEYWORD = "ganking"


def can_gank(g: State, obj: int) -> bool:
    return has(g, obj, KEYWORD)
