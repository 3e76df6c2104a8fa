"""Unleashed, Order."""

from __future__ import annotations

from riftbound.cards.model import ActivatedAbility, Cost, TargetSpec
from riftbound.cards.sets.define import card
from riftbound.effects.actions import CreateToken
from riftbound.effects.primitives import Kill, MightThisTurn
from riftbound.keywords import deathknell

card("unl-153", abilities=(deathknell.ability((CreateToken("token-bird"),)),))  # Carrion Dredger
card("unl-159", targets=(TargetSpec("unit", location="battlefield", max_might=3),), effects=(Kill(),))  # Soul Harvest
card("unl-161", abilities=(ActivatedAbility(Cost(kill_self=True, exhaust_self=True), (MightThisTurn(2),),
                                            (TargetSpec("unit"),), keywords=("action",)),))  # Divining Shells
