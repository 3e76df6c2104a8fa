"""Spiritforged, Order."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import Cost, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.keywords import equip

facts_only(
    "sfd-156",  # Laurent Duelist
)
card("sfd-157",  # Royal Guard
     abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-sand-soldier", here=True),)),))
card("sfd-161", abilities=(equip.ability(Cost(power=("order",))),))  # B.F. Sword
