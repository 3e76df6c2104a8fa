"""Spiritforged, legends (two domains each)."""

from __future__ import annotations

from riftbound.cards.equipment_gives import EquipmentGives
from riftbound.cards.events import (
    ENEMIES_DIE,
    YOU_CHOOSE_FRIENDLY,
    YOU_CONQUER,
    YOU_OR_ALLY_HOLD,
    YOU_RECYCLE_RUNE,
    YOU_WIN_COMBAT,
    YOUR_UNIT_MIGHTY,
)
from riftbound.cards.gold_adds_more import GoldAddsMore
from riftbound.cards.model import (
    REACTION,
    USE_GEAR,
    ActivatedAbility,
    Condition,
    Cost,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card
from riftbound.effects.actions import Channel, CreateToken
from riftbound.effects.amounts import SELF
from riftbound.effects.attach_to import AttachTo
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

# Real cards II: precon Fiora
card("sfd-205", abilities=(TriggeredAbility(  # Fiora, Grand Duelist
    YOUR_UNIT_MIGHTY, (Channel(1, exhausted=True),), optional=True, cost=Cost(exhaust_self=True)),))

# Real cards II: the equipment family
card("sfd-197", abilities=(  # Azir, Emperor of the Sands
    Static("yours", named="Sand Soldier", keywords=("weaponmaster",)),
    ActivatedAbility(Cost(energy=1, exhaust_self=True), (CreateToken("token-sand-soldier", to_base=True),),
                     only_while=Condition("played_equipment_this_turn"))))
YOUR_UNIT = TargetSpec("unit", controller="you")
card("sfd-193", abilities=(  # Jax, Grandmaster at Arms
    ActivatedAbility(Cost(energy=1, exhaust_self=True), (AttachTo(0, 1),),
                     targets=(TargetSpec("gear", controller="you", tag="Equipment", states=("detached",)), YOUR_UNIT)),
    ActivatedAbility(Cost(exhaust_self=True), (AttachTo(0, 1),),
                     targets=(TargetSpec("gear", controller="you", tag="Equipment", states=("attached",)), YOUR_UNIT))))
card("sfd-183", abilities=(EquipmentGives(gives=("assault",)),))  # Lucian, Purifier
# Real cards III: looking at and revealing the top of the deck
card("sfd-187", abilities=(TriggeredAbility(  # Rek'Sai, Void Burrower
    YOU_CONQUER, (RevealTop(2, take="play"),), optional=True, cost=Cost(exhaust_self=True)),))

# Real cards II: a 'this turn' record of choices (355.7, 355.14.d; rules/turn_history.py)
card("sfd-199", abilities=(ActivatedAbility(  # Ezreal, Prodigal Explorer
    Cost(exhaust_self=True), (Draw(1),), keywords=(REACTION,), only_while=Condition("chose_enemies", 2)),))

# Real cards II: what the Gold tokens add (429, 184.5; cards/gold_adds_more.py)
card("sfd-201", abilities=(  # Renata Glasc, Chem-Baroness
    TriggeredAbility(YOU_OR_ALLY_HOLD, (CreateToken("token-gold", exhausted=True),), optional=True,
                     cost=Cost(exhaust_self=True)),
    GoldAddsMore(energy=1, while_=Condition("score_near_victory", 3))))
