"""Spiritforged, Mind."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Draw

GEAR_IN_TRASH = TargetSpec("gear", controller="you", location="trash")
card("sfd-061", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),), (GEAR_IN_TRASH,)),))  # Aspiring Engineer
card("sfd-087", effects=(Draw(3),))  # Premonition
