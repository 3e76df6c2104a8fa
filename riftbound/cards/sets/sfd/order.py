"""Spiritforged, Order."""

from __future__ import annotations

from riftbound.cards.events import HOLD, MOVE_TO_BF, PLAYED_SELF
from riftbound.cards.model import ActivatedAbility, Cost, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.primitives import Kill
from riftbound.keywords import deathknell

facts_only(
    "sfd-156",  # Laurent Duelist
)

GOLD = "token-gold"
RECRUIT = "token-recruit"
card("sfd-152", abilities=(TriggeredAbility(HOLD, (CreateToken(GOLD, 2, exhausted=True),)),))  # Eminent Benefactor
card("sfd-155", keywords=(), abilities=(deathknell.ability((CreateToken(GOLD, exhausted=True),)),))  # Honest Broker
card("sfd-168", abilities=(ActivatedAbility(Cost(exhaust_self=True), (CreateToken(RECRUIT, 3),)),))  # Vanguard Armory
card("sfd-174", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken(GOLD, 4, exhausted=True),)),))  # Trove Golem
card("sfd-179", abilities=(TriggeredAbility(MOVE_TO_BF, (CreateToken(RECRUIT, 3, here=True),)),))  # Corina Veraza
card("sfd-158", abilities=(TriggeredAbility(PLAYED_SELF, (Kill(),),
                                            (TargetSpec("unit", controller="enemy", max_might=3),)),))  # Sandshifter
