"""Spiritforged, cards with no domain: its battlefields, and the Gold token, the rules' own (184.5)."""

from __future__ import annotations

from riftbound.cards.events import CONQUER_HERE, HOLD_HERE
from riftbound.cards.model import Cost, Restriction, TriggeredAbility
from riftbound.cards.sets.define import card, token
from riftbound.cards.tokens import GOLD
from riftbound.effects.actions import Channel, CreateToken
from riftbound.effects.amounts import Count
from riftbound.effects.players import TheyDo
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Draw

token("sfd-t03", GOLD)
card("sfd-220", abilities=(TriggeredAbility(CONQUER_HERE, (CreateToken(GOLD.id, exhausted=True),), optional=True,
                                            cost=Cost(energy=1)),))  # Treasure Hoard
card("sfd-214", abilities=(TriggeredAbility(HOLD_HERE, (GainPoints(1),), optional=True,
                                            cost=Cost(power=("any",) * 4)),))  # Power Nexus
card("sfd-217", abilities=(TriggeredAbility(CONQUER_HERE, (Draw(Count("battlefield", whose="friendly", other=True)),)),
                           ))  # Seat of Power
# Real cards III: players as actors
card("sfd-219",  # The Papertree
     abilities=(TriggeredAbility(HOLD_HERE, (TheyDo((Channel(1, exhausted=True),), "each"),)),))

# Real cards III: restrictions (054.1, rules/restrictions.py)
card("sfd-209", abilities=(Restriction("score_from_third_turn"),))  # Forgotten Monument
card("sfd-216", abilities=(Restriction("no_units_played_here"),))  # Rockfall Path
