"""Spiritforged, Chaos."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, MOVE, MOVE_FROM_BF, MOVE_TO_BF, WIN_COMBAT, YOU_PLAY
from riftbound.cards.model import AdditionalCost, Cost, PlayFilter, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken, Discard
from riftbound.effects.amounts import SELF
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.look import LookAtTop
from riftbound.effects.players import Unless
from riftbound.effects.primitives import Counter, Draw, MightThisTurn
from riftbound.effects.swap import SwapMight
from riftbound.keywords import equip

facts_only(
    "sfd-127",  # Master Bingwen
)
card("sfd-130", abilities=(TriggeredAbility(MOVE, (CreateToken("token-gold", exhausted=True),)),))  # Treasure Hunter
card("sfd-133", abilities=(equip.ability(Cost(power=("chaos",))),))  # Boots of Swiftness
card("sfd-135", targets=(TargetSpec("gear"),), effects=(ReturnToHand(),))  # Factory Recall
card("sfd-123",  # Corrupt Enforcer
     abilities=(TriggeredAbility(MOVE_TO_BF, (Discard(1),)), TriggeredAbility(WIN_COMBAT, (Draw(1),))))
# Doran's Ring
card("sfd-124", abilities=(equip.ability(Cost(power=("chaos",))),),
     effect_text=(TriggeredAbility(CONQUER, (Discard(1), Draw(1))),))
# Cull
card("sfd-134", abilities=(equip.ability(Cost(power=("chaos",))),),
     effect_text=(TriggeredAbility(CONQUER, (CreateToken("token-gold", exhausted=True),)),))
card("sfd-137", abilities=(TriggeredAbility(MOVE_FROM_BF, (MightThisTurn(2, target=SELF),)),))  # Harpoon Squad
# Called Shot
card("sfd-122", effects=(LookAtTop(2, "card", reveal=False, optional=False),),
     additional_costs=(AdditionalCost(power=("chaos",), optional=True, repeat=True),))
card("sfd-121", abilities=(TriggeredAbility(YOU_PLAY, (CreateToken("token-gold", exhausted=True),),
                                            play=PlayFilter(from_zone="facedown")),))  # Black Market Broker
card("sfd-145", targets=(TargetSpec("unit", location="battlefield", count=2, same_location=True),),
     effects=(SwapMight(0, 0),))  # Switcheroo
# Real cards III: players as actors
card("sfd-136", additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),),
     targets=(TargetSpec("spell"),), effects=(Unless((Counter(),), Cost(energy=2)),))  # Hard Bargain
