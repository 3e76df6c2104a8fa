"""Spiritforged, legends (two domains each)."""

from __future__ import annotations

from riftbound.cards.events import ENEMIES_DIE, YOU_CHOOSE_FRIENDLY, YOU_CONQUER, YOU_RECYCLE_RUNE, YOU_WIN_COMBAT
from riftbound.cards.model import USE_GEAR, Cost, TriggeredAbility
from riftbound.cards.sets.define import adds, card
from riftbound.effects.actions import CreateToken
from riftbound.effects.amounts import SELF
from riftbound.effects.primitives import Draw, Ready
from riftbound.effects.reveal_top import RevealTop

card("sfd-185", abilities=(TriggeredAbility(YOU_WIN_COMBAT, (Draw(1),)),))  # Draven, Glorious Executioner

# Real cards III: trigger events (383)
card("sfd-195", abilities=(  # Irelia, Blade Dancer
    TriggeredAbility(YOU_CHOOSE_FRIENDLY, (Ready(0),), optional=True, cost=Cost(power=("any",), exhaust_self=True)),
    TriggeredAbility(YOU_CONQUER, (Ready(SELF),), optional=True, cost=Cost(energy=1))))
card("sfd-203", abilities=(  # Sivir, Battle Mistress
    TriggeredAbility(YOU_RECYCLE_RUNE, (CreateToken("token-gold", exhausted=True),), optional=True,
                     cost=Cost(exhaust_self=True)),
    TriggeredAbility(ENEMIES_DIE, (Ready(SELF),))))
# Real cards II: restricted resources from Add abilities (429, 165; rules/restricted.py)
card("sfd-189", abilities=(adds(power=("any",), use=USE_GEAR),))  # Ornn, Fire Below the Mountain

# Real cards III: looking at and revealing the top of the deck
card("sfd-187", abilities=(TriggeredAbility(  # Rek'Sai, Void Burrower
    YOU_CONQUER, (RevealTop(2, take="play"),), optional=True, cost=Cost(exhaust_self=True)),))
