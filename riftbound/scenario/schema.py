"""Checking the shape of a scenario file's values: every wrong type, unknown key or
out-of-range number becomes a :class:`ScenarioError` naming the file and the key at fault
(docs/scenarios.md, *Bad input*)."""

from __future__ import annotations

import difflib
from collections.abc import Collection
from typing import Any

from riftbound.errors import ScenarioError


def fail(where: str, what: str) -> ScenarioError:
    """The error for the value at ``where`` (``file.yaml: setup.seed``)."""
    return ScenarioError(f"{where}: {what}")


def known_keys(d: dict[Any, Any], allowed: Collection[str], where: str) -> None:
    """Refuse a key that is not in ``allowed``, suggesting the closest one (a typo such as
    ``exhaused`` must not pass silently)."""
    for k in d:
        if k not in allowed:
            close = difflib.get_close_matches(str(k), sorted(allowed), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise fail(where, f"unknown key {k!r}{hint}; keys are {', '.join(sorted(allowed))}")


def mapping(v: Any, where: str, allowed: Collection[str] | None = None) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise fail(where, f"expected a mapping, got {v!r}")
    for k in v:
        if not isinstance(k, str):
            raise fail(where, f"a key must be a word, got {k!r}")
    if allowed is not None:
        known_keys(v, allowed, where)
    return v


def listing(v: Any, where: str) -> list[Any]:
    if not isinstance(v, list):
        raise fail(where, f"expected a list, got {v!r}")
    return v


def integer(v: Any, where: str, low: int | None = None, high: int | None = None) -> int:
    """A whole number (``true`` is not one), within ``low`` .. ``high`` when given."""
    if isinstance(v, bool) or not isinstance(v, int):
        raise fail(where, f"expected a whole number, got {v!r}")
    if low is not None and v < low:
        raise fail(where, f"must be at least {low}, got {v}")
    if high is not None and v > high:
        raise fail(where, f"must be at most {high}, got {v}")
    return v


def player(v: Any, where: str, n_players: int, nobody: bool = False) -> int:
    """A seat number; ``-1`` for nobody when ``nobody``."""
    return integer(v, where, -1 if nobody else 0, n_players - 1)


def boolean(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise fail(where, f"expected true or false, got {v!r}")
    return v


def word(v: Any, where: str, choices: Collection[str] | None = None) -> str:
    """A string (a number is not one), one of ``choices`` when given."""
    if not isinstance(v, str):
        raise fail(where, f"expected text, got {v!r}")
    if choices is not None and v not in choices:
        close = difflib.get_close_matches(v, sorted(choices), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise fail(where, f"{v!r} is not one of {', '.join(choices)}{hint}")
    return v
