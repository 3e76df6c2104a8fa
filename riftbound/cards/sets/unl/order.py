"""Unleashed, Order."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import ActivatedAbility, Condition, Cost, EntersReady, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.actions import Channel, CreateToken, Heal, Recall
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.primitives import Buff, Exhaust, GainXP, Kill, MightThisTurn
from riftbound.effects.replacements import NextTimeInstead
from riftbound.keywords import deathknell, equip

card("unl-153", abilities=(deathknell.ability((CreateToken("token-bird"),)),))  # Carrion Dredger
card("unl-159", targets=(TargetSpec("unit", location="battlefield", max_might=3),), effects=(Kill(),))  # Soul Harvest
card("unl-161", abilities=(ActivatedAbility(Cost(kill_self=True, exhaust_self=True), (MightThisTurn(2),),
                                            (TargetSpec("unit"),), keywords=("action",)),))  # Divining Shells
card("unl-152", abilities=(deathknell.ability((Channel(1, exhausted=True),)),))  # Black Rose Dignitary
card("unl-157", abilities=(TriggeredAbility(PLAYED_SELF, (GainXP(Count(whose="friendly")),)),))  # Scrutinizing Sergeant
card("unl-162", abilities=(ActivatedAbility(Cost(xp=2), (Buff(SELF),)),))  # Enthralling Protector
card("unl-151", abilities=(EntersReady(Condition("level", 3)),))  # Bandle Soldier
card("unl-160", abilities=(ActivatedAbility(Cost(exhaust_self=True), (CreateToken("token-bird", 2),),
                                            only_while=Condition("at_battlefield")),))  # Ultrasoft Poro
card("unl-158", abilities=(TriggeredAbility(PLAYED_SELF, (GainXP(1),)),
                           equip.ability(Cost(xp=1))))  # Shepherd's Heirloom

# Real cards II: movement and places
card("unl-175", targets=(TargetSpec("unit", controller="friendly"),),
     effects=(NextTimeInstead((Heal(), Exhaust(), Recall())),))  # Tactical Retreat
