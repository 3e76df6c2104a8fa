"""Unleashed, legends (two domains each)."""

from __future__ import annotations

from riftbound.cards.events import YOU_CONQUER, YOU_OR_ALLY_HOLD
from riftbound.cards.model import Condition, Cost, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.primitives import Draw, Ready

card("unl-187", abilities=(TriggeredAbility(YOU_CONQUER, (Ready(),), (TargetSpec("unit"),), optional=True,
                                            condition=Condition("excess_damage", 3),
                                            cost=Cost(exhaust_self=True)),))  # Vi, Piltover Enforcer
card("unl-193", abilities=(TriggeredAbility(YOU_OR_ALLY_HOLD, (Draw(1),), optional=True,
                                            cost=Cost(exhaust_self=True)),))  # Vex, Gloomist
