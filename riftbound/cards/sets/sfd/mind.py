"""Spiritforged, Mind."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, HOLD, PLAYED_SELF
from riftbound.cards.model import AdditionalCost, Cost, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.actions import CreateToken
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Deal, Draw, MightThisTurn
from riftbound.keywords import equip

card("sfd-065", abilities=(Static("yours", tag="Mech", keywords=("vision",)),))  # Forecaster
card("sfd-066", targets=(TargetSpec("unit"),), effects=(MightThisTurn(-2),),
     additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))  # Frigid Touch
card("sfd-069", abilities=(TriggeredAbility(CONQUER, (CreateToken("token-gold", exhausted=True),)),))  # Plundering Poro
card("sfd-070", targets=(TargetSpec("unit", location="battlefield"),),
     effects=(Deal(3), CreateToken("token-gold", exhausted=True)))  # Wages of Pain
card("sfd-089", abilities=(Static("yours", tag="Mech", might=1),
                           TriggeredAbility(HOLD, (CreateToken("token-mech"),))))  # Rumble, Scrapper
card("sfd-181", abilities=(Static("yours", tag="Mech", keywords=("shield",)),))  # Rumble, Mechanized Menace
# Aspiring Engineer
card("sfd-061", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),),
                                            (TargetSpec("gear", controller="you", location="trash"),)),))
card("sfd-064", abilities=(equip.ability(Cost(power=("mind",))),))  # Cloth Armor
card("sfd-087", effects=(Draw(3),))  # Premonition
