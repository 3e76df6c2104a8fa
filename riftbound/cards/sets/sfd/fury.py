"""Spiritforged, Fury."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "sfd-002",  # Armed Assailant
    "sfd-008",  # Sentinel Adept
)
