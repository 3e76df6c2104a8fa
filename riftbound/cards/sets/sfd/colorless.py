"""Spiritforged, cards with no domain: its battlefields, and the Gold token, the rules' own (184.5)."""

from __future__ import annotations

from riftbound.cards.events import CONQUER_HERE
from riftbound.cards.model import Cost, TriggeredAbility
from riftbound.cards.sets.define import card, token
from riftbound.cards.tokens import GOLD
from riftbound.effects.actions import CreateToken

token("sfd-t03", GOLD)
card("sfd-220", abilities=(TriggeredAbility(CONQUER_HERE, (CreateToken(GOLD.id, exhausted=True),), optional=True,
                                            cost=Cost(energy=1)),))  # Treasure Hoard
