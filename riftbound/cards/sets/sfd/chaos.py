"""Spiritforged, Chaos."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, MOVE, MOVE_FROM_BF, MOVE_TO_BF, WIN_COMBAT
from riftbound.cards.model import Cost, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken, Discard
from riftbound.effects.amounts import SELF
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Draw, MightThisTurn
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
