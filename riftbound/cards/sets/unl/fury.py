"""Unleashed, Fury."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "unl-002",  # Inferna
    "unl-006",  # Sharkling
    "unl-024",  # Rengar, Unseen
)
