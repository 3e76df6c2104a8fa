"""Unleashed, cards with no domain: its tokens the rules define (184)."""

from __future__ import annotations

from riftbound.cards.model import Static
from riftbound.cards.sets.define import card, token
from riftbound.cards.tokens import BIRD, REFLECTION

token("unl-t02", BIRD)
token("unl-t06", REFLECTION)
card("unl-208", abilities=(Static("units", here=True, having="temporary", keywords=("shield",)),))  # Black Flame Altar
