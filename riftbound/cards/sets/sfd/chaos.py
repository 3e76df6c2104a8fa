"""Spiritforged, Chaos."""

from __future__ import annotations

from dataclasses import replace

from riftbound.cards.events import (
    CHOSEN_BY_SPELL,
    CONQUER,
    DEFEND,
    DIE_IN_COMBAT,
    FIRST_EACH_TURN,
    HOLD,
    MOVE,
    MOVE_FROM_BF,
    MOVE_TO_BF,
    PLAYED_SELF,
    PLAYED_SELF_FACEDOWN,
    WIN_COMBAT,
    YOU_CHOOSE_FRIENDLY,
    YOU_DEFEND_AT_BF,
    YOU_PLAY,
)
from riftbound.cards.model import (
    AdditionalCost,
    Condition,
    Cost,
    CostModifier,
    EitherDiscount,
    PlayFilter,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken, Discard
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.every import every
from riftbound.effects.look import LookAtTop
from riftbound.effects.move import Move
from riftbound.effects.play import PlayCard
from riftbound.effects.players import TheyDo, Unless
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Counter, Draw, MightThisTurn
from riftbound.effects.swap import SwapMight
from riftbound.effects.then import Then
from riftbound.keywords import equip
from riftbound.keywords.instructions import AttachSelf

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

# Real cards II: the card itself and places as references
card("sfd-131",  # Ancient Warmonger
     abilities=(Static(keywords=("assault",), keyword_count=Count("unit", whose="enemy", where="here")),))
# Real cards II: "all" and "each" instructions
card("sfd-147", effects=(ReturnToHand(every("permanent")),))  # Downwell
# Real cards II: movement and places
card("sfd-129", targets=(TargetSpec("unit", controller="enemy"),), effects=(Move(dest="same_controller"),),
     additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))  # Temptation

# Real cards III: trigger events (383)
card("sfd-142", abilities=(TriggeredAbility(CHOSEN_BY_SPELL, (Draw(1),)),))  # Jae Medarda
card("sfd-144", abilities=(TriggeredAbility(YOU_CHOOSE_FRIENDLY, (Draw(1),), optional=True,  # Spirit Wheel
                                            cost=Cost(energy=1, exhaust_self=True), this=True),))

# Real cards II: cards needing two families
card("sfd-132",  # Beast Below
     abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(target=0), ReturnToHand(target=1)),
                                 (TargetSpec("unit", controller="friendly", other=True),
                                  TargetSpec("unit", controller="enemy"))),))
# Real cards III: players as actors
card("sfd-136", additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),),
     targets=(TargetSpec("spell"),), effects=(Unless((Counter(),), Cost(energy=2)),))  # Hard Bargain
# Real cards II: 'this turn' records (rules/turn_history.py)
card("sfd-143", abilities=(Static(condition=Condition("spent_power", 2), might=2,  # Sivir, Mercenary
                                  keywords=("ganking",)),))

# Real cards III: players as choosers and actors
card("sfd-148", abilities=(  # Draven, Audacious
    TriggeredAbility(WIN_COMBAT, (GainPoints(1),), limit=FIRST_EACH_TURN),
    TriggeredAbility(DIE_IN_COMBAT, (TheyDo((GainPoints(1),), "chosen", choose=True),),
                     (TargetSpec("player", controller="enemy"),))))

# Real cards III: play permissions from other zones
card("sfd-140", abilities=(TriggeredAbility(PLAYED_SELF, (  # Fizz, Trickster
    PlayCard("trash", cost="ignore_energy", recycle=True),),
    (TargetSpec("spell", controller="you", location="trash", max_cost=3),)),))

# Real cards III: movement
card("sfd-125", abilities=(TriggeredAbility(MOVE_TO_BF, (Move(dest="there", at=1, called="same"),),  # Fae Porter
                                            (TargetSpec("unit", controller="you"),),
                                            optional=True, cost=Cost(power=("chaos",))),))
card("sfd-128", abilities=(TriggeredAbility(DEFEND, (Move(dest="its_base"),),  # Overzealous Fan
                                            (TargetSpec("unit", states=("attacking",)),),
                                            optional=True, cost=Cost(kill_self=True)),))
card("sfd-126", abilities=(TriggeredAbility(  # Loyal Pup
    YOU_DEFEND_AT_BF, (Move(SELF, dest="there", at=0, called="there"),), optional=True),))
# Real cards III: the Vex, Jinx and Vi precons
IN_COMBAT = Condition("in_combat")
card("sfd-146", abilities=(  # Vex, Cheerless
    CostModifier(-1, "spell", "friendly", minimum=1, condition=IN_COMBAT, power=("any",)),
    CostModifier(1, "spell", "enemy", condition=IN_COMBAT, power=("any",), joined=True)))
# Real cards III: spells and equipment
card("sfd-150", abilities=(replace(equip.ability(Cost(power=("chaos",))),  # Last Rites
                                   object_costs=(AdditionalCost(act="recycle", n=2),)),),
     effect_text=(TriggeredAbility(CONQUER, (PlayCard("trash"),),
                                   (TargetSpec("unit", controller="you", location="trash"),), also=(HOLD,)),))
card("sfd-138", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),),  # Windsinger
                                            (TargetSpec("unit", location="battlefield", max_might=3, other=True),),
                                            optional=True),))
card("sfd-139", abilities=(TriggeredAbility(PLAYED_SELF_FACEDOWN, (AttachSelf(),),  # Edge of Night
                                            (TargetSpec("unit", controller="you"),), this=True),
                           equip.ability(Cost(power=("chaos",)))))

# Real cards III: discounts ("[1] or [A] less", 356.4; rules/chosen_discounts.py)
card("sfd-141", abilities=(EitherDiscount("chosen"),))  # Irelia, Graceful
card("sfd-149", abilities=(TriggeredAbility(PLAYED_SELF, (Discard(1), Then((Draw(2),)))),  # Ezreal, Prodigy
                           EitherDiscount("optional")))
