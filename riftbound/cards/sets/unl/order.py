"""Unleashed, Order."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import ActivatedAbility, Condition, Cost, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.actions import Channel, CreateToken
from riftbound.effects.amounts import Count
from riftbound.effects.primitives import GainXP
from riftbound.keywords import deathknell

card("unl-152", keywords=("assault",),
     abilities=(deathknell.ability((Channel(1, exhausted=True),)),))  # Black Rose Dignitary
card("unl-157", abilities=(TriggeredAbility(PLAYED_SELF, (GainXP(Count(whose="friendly")),)),))  # Scrutinizing Sergeant
card("unl-160", abilities=(ActivatedAbility(Cost(exhaust_self=True), (CreateToken("token-bird", 2),),
                                            only_while=Condition("at_battlefield")),))  # Ultrasoft Poro
