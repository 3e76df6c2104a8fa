"""Unleashed, Body."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "unl-099",  # Towering Combatant
    "unl-100",  # Voracious Gromp
)
