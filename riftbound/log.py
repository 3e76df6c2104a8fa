"""The judge's log: every event it records names the rule that caused it.

Logging is off unless a game is created with ``log=True``; then each entry is a pair
``(rule, text)`` and ``riftbound scenario run --explain`` prints them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from riftbound.state import State


def log(g: State, rule: str, text: str) -> None:
    if g.log is not None:
        g.log.append((rule, text))


def name(g: State, obj: int) -> str:
    """A readable name for an object: its card name and id."""
    return f"{g.catalog[g.o_card[obj]].name}#{obj}"
