"""Unleashed, Calm."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import AdditionalCost, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.look import LookAtTop

facts_only(
    "unl-036",  # Mutated Mouser
)

card("unl-032", keywords=(), additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),),
     effects=(LookAtTop(3, "unit"),))  # Double Trouble
card("unl-033", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-bird", here=True),)),))  # Frisky Hunter
