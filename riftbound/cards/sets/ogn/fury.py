"""Origins, Fury."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "ogn-001",  # Blazing Scorcher
    "ogn-007",  # Fury Rune
    "ogn-010",  # Legion Rearguard
    "ogn-013",  # Pouty Poro
)
