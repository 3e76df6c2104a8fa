"""Spiritforged, Body."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "sfd-092",  # Combat Chef
    "sfd-099",  # Veteran Poro
)
