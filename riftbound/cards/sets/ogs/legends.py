"""Proving Grounds, legends (two domains each)."""

from __future__ import annotations

from riftbound.cards.events import END_OF_YOUR_TURN, YOU_CONQUER
from riftbound.cards.model import Condition, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.primitives import Draw, Ready

card("ogs-017",  # Annie, Dark Child
     abilities=(TriggeredAbility(END_OF_YOUR_TURN, (Ready(),), (TargetSpec("rune", count=2, up_to=True),)),))

# Real cards II: target filters and conditions
card("ogs-019", abilities=(Static("friendly", states=("defending_alone",), might=2),))  # Master Yi, Wuju Bladesman

# Real cards II: precon decks (Garen)
card("ogs-023",  # Garen, Might of Demacia
     abilities=(TriggeredAbility(YOU_CONQUER, (Draw(2),), condition=Condition("units_at_that_battlefield", 4)),))
