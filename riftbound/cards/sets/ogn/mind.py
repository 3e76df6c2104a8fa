"""Origins, Mind."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "ogn-086",  # Jeweled Colossus
    "ogn-088",  # Mega-Mech
    "ogn-089",  # Mind Rune
)
