"""Unleashed, its legends."""

from __future__ import annotations

from riftbound.cards.events import YOU_HOLD, YOU_PLAY
from riftbound.cards.model import ActivatedAbility, Cost, PlayFilter, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.actions import CreateToken
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Draw, GainXP, MightThisTurn

card("unl-185", abilities=(ActivatedAbility(Cost(energy=1, exhaust_self=True),
                                            (ReturnToHand(), CreateToken("token-gold", exhausted=True)),
                                            (TargetSpec("unit", controller="friendly", location="battlefield"),)),
                           ))  # Pyke, Bloodharbor Ripper
card("unl-203", abilities=(TriggeredAbility(YOU_HOLD, (GainXP(1),)),
                           ActivatedAbility(Cost(exhaust_self=True, xp=3), (Draw(1),))))  # Poppy, Keeper of the Hammer
card("unl-183", abilities=(TriggeredAbility(YOU_PLAY, (MightThisTurn(1),), (TargetSpec("unit"),),
                                            play=PlayFilter("unit")),))  # Rengar, Pridestalker
