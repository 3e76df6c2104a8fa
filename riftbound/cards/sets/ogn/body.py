"""Origins, Body."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "ogn-126",  # Body Rune
    "ogn-135",  # Pakaa Cub
    "ogn-142",  # Mountain Drake
)
