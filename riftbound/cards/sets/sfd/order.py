"""Spiritforged, Order."""

from __future__ import annotations

from riftbound.cards.events import HOLD, MOVE, MOVE_TO_BF, PLAYED_SELF
from riftbound.cards.model import ActivatedAbility, AdditionalCost, Cost, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.primitives import Kill, MightThisTurn
from riftbound.keywords import deathknell, equip

facts_only(
    "sfd-156",  # Laurent Duelist
)
card("sfd-157",  # Royal Guard
     abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-sand-soldier", here=True),)),))
card("sfd-161", abilities=(equip.ability(Cost(power=("order",))),))  # B.F. Sword
GOLD = "token-gold"
# Bonds of Strength
card("sfd-151", targets=(TargetSpec("unit", controller="friendly", count=2),), effects=(MightThisTurn(1),),
     additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))
card("sfd-152", abilities=(TriggeredAbility(HOLD, (CreateToken(GOLD, 2, exhausted=True),)),))  # Eminent Benefactor
card("sfd-155", abilities=(deathknell.ability((CreateToken(GOLD, exhausted=True),)),))  # Honest Broker
card("sfd-158",  # Sandshifter
     abilities=(TriggeredAbility(PLAYED_SELF, (Kill(),), (TargetSpec("unit", controller="enemy", max_might=3),)),))
card("sfd-168",  # Vanguard Armory
     abilities=(ActivatedAbility(Cost(exhaust_self=True), (CreateToken("token-recruit", 3),)),))
card("sfd-174", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken(GOLD, 4, exhausted=True),)),))  # Trove Golem
card("sfd-179",  # Corina Veraza
     abilities=(TriggeredAbility(MOVE_TO_BF, (CreateToken("token-recruit", 3, here=True),)),))

# Real cards II: movement and places
card("sfd-153", abilities=(equip.ability(Cost(power=("order",))),),  # Eye of the Herald
     effect_text=(TriggeredAbility(MOVE, (CreateToken("token-recruit", here=True),)),))
