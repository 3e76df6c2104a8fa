"""Spiritforged, Fury."""

from __future__ import annotations

from riftbound.cards.model import AdditionalCost, CostModifier, TargetSpec
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.amounts import Count
from riftbound.effects.give import Give
from riftbound.effects.primitives import MightThisTurn

facts_only(
    "sfd-002",  # Armed Assailant
    "sfd-008",  # Sentinel Adept
)

card("sfd-001", targets=(TargetSpec("unit", controller="friendly", location="battlefield"),),
     effects=(MightThisTurn(Count(whose="enemy", where="there", at=0, per=2)),))  # Against the Odds
card("sfd-003", keywords=("action",), additional_costs=(AdditionalCost(energy=1, optional=True, repeat=True),),
     targets=(TargetSpec("unit"),), effects=(Give(keywords=("assault:2",)),))  # Blood Rush
card("sfd-012", abilities=(CostModifier(Count("played", per=-1), cards="me", minimum=1),))  # Battering Ram
