"""Proving Grounds, Mind (and Lux's Mind-Order cards)."""

from __future__ import annotations

from riftbound.cards.events import YOU_PLAY
from riftbound.cards.model import PlayFilter, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.amounts import SELF
from riftbound.effects.primitives import Deal, Draw, MightThisTurn

BIG_SPELL = PlayFilter("spell", min_cost=5)

card("ogs-006",  # Lux, Illuminated
     abilities=(TriggeredAbility(YOU_PLAY, (MightThisTurn(3, target=SELF),), play=BIG_SPELL),))
card("ogs-021", abilities=(TriggeredAbility(YOU_PLAY, (Draw(1),), play=BIG_SPELL),))  # Lux, Lady of Luminosity
card("ogs-022", targets=(TargetSpec("unit"),), effects=(Deal(8),))  # Final Spark
