"""Unleashed, Order."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import ActivatedAbility, Cost, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.actions import Channel, CreateToken
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.primitives import Buff, GainXP, Kill, MightThisTurn
from riftbound.keywords import deathknell

card("unl-153", abilities=(deathknell.ability((CreateToken("token-bird"),)),))  # Carrion Dredger
card("unl-159", targets=(TargetSpec("unit", location="battlefield", max_might=3),), effects=(Kill(),))  # Soul Harvest
card("unl-161", abilities=(ActivatedAbility(Cost(kill_self=True, exhaust_self=True), (MightThisTurn(2),),
                                            (TargetSpec("unit"),), keywords=("action",)),))  # Divining Shells
card("unl-152", abilities=(deathknell.ability((Channel(1, exhausted=True),)),))  # Black Rose Dignitary
card("unl-157", abilities=(TriggeredAbility(PLAYED_SELF, (GainXP(Count(whose="friendly")),)),))  # Scrutinizing Sergeant
card("unl-162", abilities=(ActivatedAbility(Cost(xp=2), (Buff(SELF),)),))  # Enthralling Protector
