"""Spiritforged, Chaos."""

from __future__ import annotations

from riftbound.cards.events import MOVE, MOVE_TO_BF, WIN_COMBAT
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken, Discard
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Draw

facts_only(
    "sfd-127",  # Master Bingwen
)

card("sfd-123", abilities=(TriggeredAbility(MOVE_TO_BF, (Discard(1),)),
                           TriggeredAbility(WIN_COMBAT, (Draw(1),))))  # Corrupt Enforcer
card("sfd-130", abilities=(TriggeredAbility(MOVE, (CreateToken("token-gold", exhausted=True),)),))  # Treasure Hunter
card("sfd-135", targets=(TargetSpec("gear"),), effects=(ReturnToHand(),))  # Factory Recall
