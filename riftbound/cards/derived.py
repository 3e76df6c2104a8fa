"""Facts derived from a card definition, computed once per definition.

Definitions are immutable and shared, so anything computed from one alone can be cached;
the cache keeps the definition alive, so its ``id`` can't be reused by another object.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from riftbound.cards.model import CardDef

T = TypeVar("T")


def per_card(fn: Callable[[CardDef], T]) -> Callable[[CardDef], T]:
    """Memoize ``fn(card)`` by the definition's identity."""
    cache: dict[int, tuple[CardDef, T]] = {}

    def wrapper(card: CardDef) -> T:
        hit = cache.get(id(card))
        if hit is not None and hit[0] is card:
            return hit[1]
        value = fn(card)
        cache[id(card)] = (card, value)
        return value

    wrapper.__doc__ = fn.__doc__
    wrapper.__name__ = fn.__name__
    return wrapper
