"""The values every string-valued field of the card DSL may take, declared in one place and
checked as a card registers (:func:`check`, called by ``catalog.register``): a card with a
typo (``TargetSpec(location="hre")``) fails to register with a :class:`CardDefinitionError`
naming the field and its allowed values, instead of quietly choosing the wrong objects.

Each DSL module declares its own fields' values where it defines them, with :func:`allow`
(``allow("TargetSpec.location", ("any", "battlefield", "base", "trash"))``); a module that
supports a new value adds it to the same entry, so the allowed set is always the union of what
the code behind it understands. Fields whose values are open-ended (ids, names, tags) are
declared with :func:`free`. ``tests/cards/test_vocabulary.py`` checks that every string field
of every DSL dataclass is declared one way or the other."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from riftbound.errors import CardDefinitionError

_ALLOWED: dict[str, tuple[str, ...]] = {}
_FREE: dict[str, str] = {}


def allow(field: str, values: Iterable[str]) -> None:
    """Declare (or extend) the values ``field`` ("Class.field") may take."""
    old = _ALLOWED.get(field, ())
    _ALLOWED[field] = old + tuple(v for v in values if v not in old)


def free(field: str, why: str) -> None:
    """Declare ``field`` open-ended (any string), saying why."""
    _FREE[field] = why


def allowed(field: str) -> tuple[str, ...] | None:
    """The values ``field`` may take; None if it is open-ended or undeclared."""
    return _ALLOWED.get(field)


def declared(field: str) -> bool:
    """Is ``field`` declared, with its values or as open-ended?"""
    return field in _ALLOWED or field in _FREE


def check(card: object) -> None:
    """Check every declared string field of ``card`` and of every DSL value inside it."""
    _walk(card, getattr(card, "id", "?"))


def _walk(value: object, card_id: str) -> None:
    if isinstance(value, tuple | list):
        for v in value:
            _walk(v, card_id)
        return
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return
    owner = type(value).__name__
    for i, spec in enumerate(getattr(value, "targets", None) or ()):
        earlier = getattr(spec, "other_than", None)
        if earlier is not None and not 0 <= earlier < i:
            raise CardDefinitionError(f"card {card_id!r}: {owner}.targets[{i}].other_than is {earlier}, not an "
                                      f"earlier target slot (0 to {i - 1})")
    for f in dataclasses.fields(value):
        v = getattr(value, f.name)
        if isinstance(v, str):
            field = f"{owner}.{f.name}"
            values = _ALLOWED.get(field)
            if values is not None and v not in values:
                raise CardDefinitionError(f"card {card_id!r}: {field} is {v!r}, not one of "
                                          f"{', '.join(repr(x) for x in values)}")
        else:
            _walk(v, card_id)
