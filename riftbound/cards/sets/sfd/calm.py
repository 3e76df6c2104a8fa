"""Spiritforged, Calm."""

from __future__ import annotations

from riftbound.cards.events import MOVE, PLAYED_SELF
from riftbound.cards.model import ActivatedAbility, AdditionalCost, Cost, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.primitives import Draw, Kill, MightThisTurn
from riftbound.keywords import equip

facts_only(
    "sfd-037",  # Navori Scout
)

card("sfd-031", keywords=(), additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),),
     effects=(CreateToken("token-sand-soldier"),))  # Desert's Call
card("sfd-032", abilities=(TriggeredAbility(PLAYED_SELF, (Kill(),), (TargetSpec("gear"),),
                                            optional=True),))  # Disarming Rake
card("sfd-034", keywords=("reaction",), additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),),
     targets=(TargetSpec("unit"),), effects=(MightThisTurn(2),))  # Feral Strength
card("sfd-048", abilities=(TriggeredAbility(MOVE, (Draw(1),)),))  # Stellacorn Herder
card("sfd-052", abilities=(ActivatedAbility(Cost(exhaust_self=True), (MightThisTurn(3),),
                                            (TargetSpec("unit"),)),))  # Heart of Dark Ice
card("sfd-056", keywords=("quick-draw",), abilities=(equip.ability(Cost(power=("calm",))),))  # Sterak's Gage
card("sfd-033", keywords=(), abilities=(equip.ability(Cost(power=("calm",))),))  # Doran's Shield
