"""Outstanding Tasks (334-335): a stack of plain tuples the engine works through."""

from __future__ import annotations

from typing import Any

from riftbound.state import State


def push(g: State, *tasks: tuple[Any, ...]) -> None:
    """Make ``tasks`` outstanding, to be handled in the order given (first one next)."""
    g.tasks.extend(reversed(tasks))


def push_cleanup(g: State) -> None:
    """A Cleanup becomes an Outstanding Task (319); back-to-back requests are one Cleanup,
    which repeats by itself while it changes anything (322)."""
    t = g.tasks
    if not t or t[-1][0] != "cleanup":
        t.append(("cleanup", ""))
