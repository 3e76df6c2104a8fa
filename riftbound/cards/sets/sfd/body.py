"""Spiritforged, Body."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, FIRST_EACH_TURN
from riftbound.cards.model import Cost, CostModifier, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.primitives import Draw, MightThisTurn, Ready
from riftbound.keywords import equip

facts_only(
    "sfd-092",  # Combat Chef
    "sfd-099",  # Veteran Poro
)
card("sfd-095", abilities=(equip.ability(Cost(power=("body",))),))  # Doran's Blade
card("sfd-097", targets=(TargetSpec("unit"),), effects=(MightThisTurn(5),))  # Punch First
card("sfd-103", abilities=(CostModifier(Count("unit", whose="you", mighty=True, per=-2), cards="me"),))  # Jaull-Fish
card("sfd-106", effects=(Draw(Count("unit", whose="you", mighty=True)),))  # Show of Strength
card("sfd-113", abilities=(TriggeredAbility(CONQUER, (Ready(SELF),), limit=FIRST_EACH_TURN),))  # Lucian, Merciless
card("sfd-102", abilities=(equip.ability(Cost(power=("body",))),))  # Hexdrinker
