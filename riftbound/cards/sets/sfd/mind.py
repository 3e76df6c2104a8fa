"""Spiritforged, Mind."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import AdditionalCost, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.amounts import Count
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Deal, Draw

GEAR_IN_TRASH = TargetSpec("gear", controller="you", location="trash")
card("sfd-061", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),), (GEAR_IN_TRASH,)),))  # Aspiring Engineer
card("sfd-087", effects=(Draw(3),))  # Premonition
card("sfd-080", additional_costs=(AdditionalCost(energy=1, power=("mind",), optional=True, repeat=True),),
     keywords=("action",), targets=(TargetSpec("unit", count=3, up_to=True, same_location=True),),
     effects=(Deal(1),))  # Bellows Breath
card("sfd-085", abilities=(Static(might=Count("gear", whose="friendly")),))  # Ornn, Forge God
