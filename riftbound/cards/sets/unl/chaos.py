"""Unleashed, Chaos."""

from __future__ import annotations

from riftbound.cards.events import MOVE_TO_BF
from riftbound.cards.model import TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.primitives import GainXP

card("unl-127", abilities=(TriggeredAbility(MOVE_TO_BF, (GainXP(2),)),))  # Mister Root
