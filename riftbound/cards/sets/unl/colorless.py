"""Unleashed, cards with no domain: its tokens the rules define (184)."""

from __future__ import annotations

from riftbound.cards.sets.define import token
from riftbound.cards.tokens import BIRD, REFLECTION

token("unl-t02", BIRD)
token("unl-t06", REFLECTION)
