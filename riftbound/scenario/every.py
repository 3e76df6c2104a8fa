"""Inline cards' "all" and "each" instructions (effects/every.py): an effect's ``target`` may be
``{all: {...}}`` instead of a slot number, e.g. ``{deal: 3, target: {all: {kind: unit,
controller: enemy, where: here}}}`` ("Deal 3 to all enemy units here")."""

from __future__ import annotations

from typing import Any

from riftbound.effects.amounts import SELF
from riftbound.effects.every import All, every
from riftbound.errors import ScenarioError
from riftbound.scenario import schema

# the instructions that act on every matching object (effects/every.py)
GROUP_EFFECTS = frozenset({"deal", "kill", "ready", "exhaust", "buff", "stun", "heal", "banish", "recall", "return"})
_KEYS = {"kind", "controller", "location", "tag", "max_might", "min_might", "exhausted", "where", "at", "other",
         "each"}


def group(v: Any, effect: str, where: str) -> All:
    """``{all: {kind, controller, location, tag, max_might, min_might, exhausted, where, at,
    other, each}}``: ``where`` any, here, my_battlefield or there (the location of slot ``at``,
    or ``me``: the source's); ``each`` renders "each unit"."""
    if effect not in GROUP_EFFECTS:
        raise ScenarioError(f"{where}: {effect} can't act on 'all' objects; those that can: "
                            f"{', '.join(sorted(GROUP_EFFECTS))}")
    if not isinstance(v, dict) or set(v) != {"all"} or not isinstance(v["all"], dict) or set(v["all"]) - _KEYS:
        raise ScenarioError(f"{where}: an 'all' target is {{all: {{...}}}} with keys {sorted(_KEYS)}, got {v!r}")
    d = dict(v["all"])
    for k in ("kind", "controller", "location", "tag", "where"):
        if k in d:
            schema.word(d[k], f"{where}: all {k}")
    for k in ("max_might", "min_might"):
        if k in d:
            schema.integer(d[k], f"{where}: all {k}")
    for k in ("exhausted", "other", "each"):
        if k in d:
            schema.boolean(d[k], f"{where}: all {k}")
    at = d.pop("at", 0)
    if at != "me":
        schema.integer(at, f"{where}: all at")
    try:
        return every(str(d.pop("kind", "unit")), at=SELF if at == "me" else int(at), **d)
    except (TypeError, ValueError) as e:
        raise ScenarioError(f"{where}: bad 'all' target {v!r}: {e}") from None
