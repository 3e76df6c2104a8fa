"""Unleashed, Mind."""

from __future__ import annotations

from riftbound.cards.model import AdditionalCost, Condition, Static, TargetSpec
from riftbound.cards.sets.define import card
from riftbound.effects.actions import CreateToken, Predict
from riftbound.effects.give import Give
from riftbound.effects.primitives import Deal, Draw, MightThisTurn
from riftbound.keywords import deathknell

UNIT = TargetSpec("unit")
ENEMY = TargetSpec("unit", controller="enemy")
card("unl-061", keywords=("reaction",), additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),),
     effects=(Draw(1),))  # Downstage Dramatics
card("unl-062", keywords=(), abilities=(deathknell.ability((Predict(2),)),))  # Dramatic Visionary
card("unl-063", targets=(UNIT,), effects=(MightThisTurn(-4), Predict(1)))  # Eclipse
card("unl-066", targets=(UNIT,), effects=(MightThisTurn(-10),))  # Moonlight Affliction
card("unl-067", keywords=(), abilities=(deathknell.ability((Deal(4),), (ENEMY,)),))  # Ruined Rex
card("unl-075", keywords=("hunt:2",),
     abilities=(Static(might=1, keywords=("ganking",), condition=Condition("level", 3)),))  # Gustwalker
card("unl-069", effects=(CreateToken("token-sprite", 2, exhausted=False),))  # Sprite Burst
card("unl-070", targets=(TargetSpec("gear"),),
     effects=(Give(keywords=("temporary",), this_turn=False),))  # Turn to Dust
