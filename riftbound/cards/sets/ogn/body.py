"""Origins, Body."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import Condition, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import Channel
from riftbound.effects.lasting import EnterReadyThisTurn
from riftbound.effects.primitives import Draw
from riftbound.effects.unit_damage import Fight

facts_only(
    "ogn-126",  # Body Rune
    "ogn-135",  # Pakaa Cub
    "ogn-142",  # Mountain Drake
)
card("ogn-125", abilities=(Static(condition=Condition("buffed"), keywords=("ganking",)),))  # Bilgewater Bully
card("ogn-128", targets=(TargetSpec("unit", controller="friendly"), TargetSpec("unit", controller="enemy")),
     effects=(Fight(0, 1),))  # Challenge
card("ogn-129", effects=(EnterReadyThisTurn(), Draw(1)))  # Confront
card("ogn-137", abilities=(TriggeredAbility(PLAYED_SELF, (Channel(1, exhausted=True),)),))  # Stormclaw Ursine
