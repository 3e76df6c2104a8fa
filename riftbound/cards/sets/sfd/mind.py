"""Spiritforged, Mind."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, HOLD
from riftbound.cards.model import AdditionalCost, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.actions import CreateToken
from riftbound.effects.primitives import Deal, MightThisTurn

card("sfd-065", abilities=(Static("yours", tag="Mech", keywords=("vision",)),))  # Forecaster
card("sfd-066", targets=(TargetSpec("unit"),), effects=(MightThisTurn(-2),),
     additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))  # Frigid Touch
card("sfd-069", abilities=(TriggeredAbility(CONQUER, (CreateToken("token-gold", exhausted=True),)),))  # Plundering Poro
card("sfd-070", targets=(TargetSpec("unit", location="battlefield"),),
     effects=(Deal(3), CreateToken("token-gold", exhausted=True)))  # Wages of Pain
card("sfd-089", abilities=(Static("yours", tag="Mech", might=1),
                           TriggeredAbility(HOLD, (CreateToken("token-mech"),))))  # Rumble, Scrapper
card("sfd-181", abilities=(Static("yours", tag="Mech", keywords=("shield",)),))  # Rumble, Mechanized Menace
