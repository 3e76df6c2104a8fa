"""Spiritforged, Body."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, FIRST_EACH_TURN, HOLD
from riftbound.cards.model import Cost, CostModifier, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import Channel
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Buff, Draw, MightThisTurn, Ready
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
card("sfd-104", abilities=(Static("friendly", keywords=("deflect",)),))  # Petricite Monument
# Warmog's Armor
card("sfd-108", abilities=(equip.ability(Cost(power=("body",))),),
     effect_text=(TriggeredAbility(CONQUER, (Buff(SELF),)),))
card("sfd-115",  # Trinity Force
     abilities=(equip.ability(Cost(power=("body",))),), effect_text=(TriggeredAbility(HOLD, (GainPoints(1),)),))
# Boneshiver
card("sfd-118", abilities=(equip.ability(Cost(energy=1, power=("body",))),),
     effect_text=(TriggeredAbility(CONQUER, (Channel(1, exhausted=True),)),))
