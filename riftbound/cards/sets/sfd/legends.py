"""Spiritforged, legends (two domains each)."""

from __future__ import annotations

from riftbound.cards.events import YOU_WIN_COMBAT
from riftbound.cards.model import USE_GEAR, TriggeredAbility
from riftbound.cards.sets.define import adds, card
from riftbound.effects.primitives import Draw

card("sfd-185", abilities=(TriggeredAbility(YOU_WIN_COMBAT, (Draw(1),)),))  # Draven, Glorious Executioner

# Real cards II: restricted resources from Add abilities (429, 165; rules/restricted.py)
card("sfd-189", abilities=(adds(power=("any",), use=USE_GEAR),))  # Ornn, Fire Below the Mountain
