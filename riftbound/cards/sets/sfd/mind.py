"""Spiritforged, Mind."""

from __future__ import annotations

from riftbound.cards.events import HOLD, PLAYED_SELF, YOU_PLAY
from riftbound.cards.model import AdditionalCost, Cost, PlayFilter, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.actions import CreateToken
from riftbound.effects.amounts import Count
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Deal, Draw
from riftbound.keywords import equip

GEAR_IN_TRASH = TargetSpec("gear", controller="you", location="trash")
card("sfd-061", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),), (GEAR_IN_TRASH,)),))  # Aspiring Engineer
card("sfd-087", effects=(Draw(3),))  # Premonition
card("sfd-080", additional_costs=(AdditionalCost(energy=1, power=("mind",), optional=True, repeat=True),),
     keywords=("action",), targets=(TargetSpec("unit", count=3, up_to=True, same_location=True),),
     effects=(Deal(1),))  # Bellows Breath
card("sfd-085", abilities=(Static(might=Count("gear", whose="friendly")),))  # Ornn, Forge God
card("sfd-063", abilities=(TriggeredAbility(YOU_PLAY, (CreateToken("token-gold", exhausted=True),),
                                            play=PlayFilter("spell", opponents_turn=True), optional=True,
                                            cost=Cost(exhaust_self=True)),))  # Chemtech Cask
card("sfd-064", keywords=("quick-draw",), abilities=(equip.ability(Cost(power=("mind",))),))  # Cloth Armor
card("sfd-086", keywords=(), abilities=(equip.ability(Cost(power=("mind",))),),
     effect_text=(TriggeredAbility(HOLD, (CreateToken("token-gold", 2, exhausted=True),)),))  # World Atlas
