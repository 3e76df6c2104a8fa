"""Origins, Order."""

from __future__ import annotations

from riftbound.cards.events import MOVE_TO_BF, PLAYED_SELF
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import Channel, CreateToken
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.primitives import Kill, MightThisTurn
from riftbound.keywords import deathknell

RECRUIT = "token-recruit"

facts_only(
    "ogn-210",  # Daring Poro
    "ogn-214",  # Order Rune
    "ogn-215",  # Petty Officer
    "ogn-219",  # Vanguard Sergeant
    "ogn-241",  # Shen, Kinkou
)
card("ogn-206",  # Back to Back
     targets=(TargetSpec("unit", controller="friendly", count=2),), effects=(MightThisTurn(2),))
card("ogn-211", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken(RECRUIT, here=True),)),))  # Faithful Manufactor
card("ogn-216", abilities=(deathknell.ability((Channel(1, exhausted=True),)),))  # Soaring Scout
card("ogn-222", abilities=(TriggeredAbility(MOVE_TO_BF, (CreateToken(RECRUIT, here=True),)),))  # Noxian Drummer
card("ogn-229", targets=(TargetSpec("unit"),), effects=(Kill(),))  # Vengeance
card("ogn-233", effects=(GiveUnitsThisTurn("friendly", might=5),))  # Grand Strategem
