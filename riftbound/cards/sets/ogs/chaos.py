"""Proving Grounds, Chaos."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.move import Move

card("ogs-010",  # Annie, Stubborn
     abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),),
                                 (TargetSpec("spell", controller="you", location="trash"),)),))

# Real cards II: movement and places
card("ogs-011", targets=(TargetSpec("unit", controller="friendly", count=2, up_to=True),),
     effects=(Move(dest="base"),))  # Flash
