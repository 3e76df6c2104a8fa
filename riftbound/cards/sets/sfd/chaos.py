"""Spiritforged, Chaos."""

from __future__ import annotations

from riftbound.cards.events import MOVE
from riftbound.cards.model import Cost, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.bounce import ReturnToHand
from riftbound.keywords import equip

facts_only(
    "sfd-127",  # Master Bingwen
)
card("sfd-130", abilities=(TriggeredAbility(MOVE, (CreateToken("token-gold", exhausted=True),)),))  # Treasure Hunter
card("sfd-133", abilities=(equip.ability(Cost(power=("chaos",))),))  # Boots of Swiftness
card("sfd-135", targets=(TargetSpec("gear"),), effects=(ReturnToHand(),))  # Factory Recall
