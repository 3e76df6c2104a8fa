"""Proving Grounds, Order."""

from __future__ import annotations

from riftbound.cards.model import USE_SPELLS, EntersReady, Static, TargetSpec
from riftbound.cards.sets.define import adds, card
from riftbound.effects.actions import CreateToken
from riftbound.effects.primitives import Kill

card("ogs-012", targets=(TargetSpec("unit", location="battlefield"),), effects=(Kill(),))  # Blast of Power
card("ogs-013", abilities=(Static("other_friendly", here=True, might=1),))  # Garen, Commander
card("ogs-015", effects=(CreateToken("token-recruit", 4),))  # Recruit the Vanguard
card("ogs-016", abilities=(EntersReady(),))  # Vanguard Attendant

# Real cards II: restricted resources from Add abilities (429, 165; rules/restricted.py)
card("ogs-014", abilities=(adds(2, use=USE_SPELLS),))  # Lux, Crownguard
