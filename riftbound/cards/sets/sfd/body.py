"""Spiritforged, Body."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, HOLD
from riftbound.cards.model import Cost, Static, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import Channel
from riftbound.effects.points import GainPoints
from riftbound.keywords import equip

facts_only(
    "sfd-092",  # Combat Chef
    "sfd-099",  # Veteran Poro
)

card("sfd-096", keywords=("ganking",))  # Laurent Bladekeeper: its keyword printed without brackets
card("sfd-102", keywords=(), abilities=(equip.ability(Cost(power=("body",))),))  # Hexdrinker
card("sfd-104", abilities=(Static("friendly", keywords=("deflect",)),))  # Petricite Monument
card("sfd-115", keywords=(), abilities=(equip.ability(Cost(power=("body",))),),
     effect_text=(TriggeredAbility(HOLD, (GainPoints(1),)),))  # Trinity Force
card("sfd-118", keywords=(), abilities=(equip.ability(Cost(energy=1, power=("body",))),),
     effect_text=(TriggeredAbility(CONQUER, (Channel(1, exhausted=True),)),))  # Boneshiver
