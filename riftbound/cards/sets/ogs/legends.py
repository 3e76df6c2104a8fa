"""Proving Grounds, legends (two domains each)."""

from __future__ import annotations

from riftbound.cards.events import END_OF_YOUR_TURN
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.primitives import Ready

card("ogs-017",  # Annie, Dark Child
     abilities=(TriggeredAbility(END_OF_YOUR_TURN, (Ready(),), (TargetSpec("rune", count=2, up_to=True),)),))
