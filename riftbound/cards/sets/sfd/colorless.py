"""Spiritforged, cards with no domain: the Gold token, the rules' own (184.5)."""

from __future__ import annotations

from riftbound.cards.sets.define import token
from riftbound.cards.tokens import GOLD

token("sfd-t03", GOLD)
