"""Spiritforged, Calm."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "sfd-037",  # Navori Scout
)
