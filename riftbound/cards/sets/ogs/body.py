"""Proving Grounds, Body."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "ogs-007",  # Garen, Rugged
)
