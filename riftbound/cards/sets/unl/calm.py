"""Unleashed, Calm."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "unl-036",  # Mutated Mouser
)
