"""Origins, Chaos."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "ogn-166",  # Chaos Rune
    "ogn-171",  # Mystic Poro
    "ogn-175",  # Shipyard Skulker
)
