"""Proving Grounds, Calm."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "ogs-005",  # Zephyr Sage
)
