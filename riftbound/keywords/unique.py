"""Unique (825): a deck may hold only one card of a Unique card's name (825.2.a); it has no
effect in play (825.3)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from riftbound.cards.facts.table import DeckCard

KEYWORD = "unique"


def violations(cards: Sequence[DeckCard]) -> list[str]:
    return [f"825.2.a: {k} copies of the Unique card {nm!r}; at most 1"
            for nm, k in sorted(Counter(c.name for c in cards if KEYWORD in c.keywords).items()) if k > 1]
