"""Origins, Calm."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "ogn-042",  # Calm Rune
    "ogn-049",  # Playful Phantom
    "ogn-052",  # Stalwart Poro
    "ogn-054",  # Sunlit Guardian
)
