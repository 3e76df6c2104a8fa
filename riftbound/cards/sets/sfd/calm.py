"""Spiritforged, Calm."""

from __future__ import annotations

from riftbound.cards.events import MOVE, YOU_BUFF_ME
from riftbound.cards.model import ActivatedAbility, AdditionalCost, Cost, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.amounts import SELF
from riftbound.effects.primitives import Draw, MightThisTurn, Ready
from riftbound.keywords import equip

facts_only(
    "sfd-037",  # Navori Scout
)
REPEAT_2 = (AdditionalCost(energy=2, optional=True, repeat=True),)
card("sfd-031", effects=(CreateToken("token-sand-soldier"),), additional_costs=REPEAT_2)  # Desert's Call
card("sfd-033", abilities=(equip.ability(Cost(power=("calm",))),))  # Doran's Shield
card("sfd-034", targets=(TargetSpec("unit"),), effects=(MightThisTurn(2),), additional_costs=REPEAT_2)  # Feral Strength
card("sfd-047", abilities=(TriggeredAbility(YOU_BUFF_ME, (Ready(SELF),)),))  # Simian Ancestor
card("sfd-048", abilities=(TriggeredAbility(MOVE, (Draw(1),)),))  # Stellacorn Herder
card("sfd-052",  # Heart of Dark Ice
     abilities=(ActivatedAbility(Cost(exhaust_self=True), (MightThisTurn(3),), (TargetSpec("unit"),)),))
card("sfd-056", abilities=(equip.ability(Cost(power=("calm",))),))  # Sterak's Gage
