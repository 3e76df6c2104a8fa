"""Spiritforged, Fury."""

from __future__ import annotations

from riftbound.cards.model import TargetSpec
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.amounts import Count
from riftbound.effects.primitives import MightThisTurn

facts_only(
    "sfd-002",  # Armed Assailant
    "sfd-008",  # Sentinel Adept
)

card("sfd-001", targets=(TargetSpec("unit", controller="friendly", location="battlefield"),),
     effects=(MightThisTurn(Count(whose="enemy", where="there", at=0, per=2)),))  # Against the Odds
