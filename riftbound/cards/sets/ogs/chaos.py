"""Proving Grounds, Chaos."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.bounce import ReturnToHand

card("ogs-010",  # Annie, Stubborn
     abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),),
                                 (TargetSpec("spell", controller="you", location="trash"),)),))
