"""Spiritforged, legends (two domains each)."""

from __future__ import annotations

from riftbound.cards.events import YOU_WIN_COMBAT
from riftbound.cards.model import TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.primitives import Draw

card("sfd-185", abilities=(TriggeredAbility(YOU_WIN_COMBAT, (Draw(1),)),))  # Draven, Glorious Executioner
