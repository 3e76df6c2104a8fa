"""Unleashed, Chaos."""

from __future__ import annotations

from riftbound.cards.events import ANOTHER_FRIENDLY_DIES
from riftbound.cards.model import TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.primitives import GainXP

card("unl-129", abilities=(TriggeredAbility(ANOTHER_FRIENDLY_DIES, (GainXP(1),)),))  # Vicious Snapjaws
