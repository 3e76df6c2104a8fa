"""Unleashed, Chaos."""

from __future__ import annotations

from riftbound.cards.events import (
     ANOTHER_FRIENDLY_DIES,
     ATTACK,
     DEFEND,
     DO_THIS,
     ENEMY_DIES,
     MOVE_TO_BF,
     ONCE_EACH_TURN,
     OPPONENT_PLAYS,
     PLAYED_SELF,
     PLAYED_SELF_FACEDOWN,
     YOU_MOVE_ENEMY,
     YOU_PLAY_SPELL,
)
from riftbound.cards.model import (
     ELSEWHERE,
     KILLED_FOR_COST,
     ActivatedAbility,
     AdditionalCost,
     Condition,
     Cost,
     EntersExhausted,
     PlayFilter,
     Restriction,
     SpellsHaveRepeat,
     TargetSpec,
     TriggeredAbility,
)
from riftbound.cards.sets.define import card
from riftbound.effects.actions import CreateToken, Discard, Predict, Recall
from riftbound.effects.amounts import SELF
from riftbound.effects.banished_with import BanishTrashUnits, PlayBanished
from riftbound.effects.bans import CantMoveThisTurn
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.conditional import Instead
from riftbound.effects.control import TakeControl
from riftbound.effects.counters import CounterToHand
from riftbound.effects.every import every
from riftbound.effects.it import Together
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.left_alone import IfEnemyLeftAlone
from riftbound.effects.move import Move
from riftbound.effects.name_tag import NameTagAsPlayed
from riftbound.effects.pay import CostTo
from riftbound.effects.play import PlayCard
from riftbound.effects.players import TheyDecide, TheyDo
from riftbound.effects.primitives import Draw, Exhaust, GainXP, MightThisTurn, Stun
from riftbound.effects.reveal import Reveal
from riftbound.effects.their_hand import FromTheirHand
from riftbound.effects.they_play import TheyPlayUnitThere

card("unl-127", abilities=(TriggeredAbility(MOVE_TO_BF, (GainXP(2),)),))  # Mister Root
card("unl-123", abilities=(TriggeredAbility(PLAYED_SELF, (Discard(1), Draw(1))),))  # Evershade Stalker
card("unl-125", effects=(Discard(1), Draw(2)))  # Lunar Boon
card("unl-129", abilities=(TriggeredAbility(ANOTHER_FRIENDLY_DIES, (GainXP(1),)),))  # Vicious Snapjaws
card("unl-149",  # Diana, No Longer Human
     abilities=(TriggeredAbility(YOU_PLAY_SPELL, (MightThisTurn(2, target=SELF),)),))
card("unl-126",  # Megatusk
     abilities=(ActivatedAbility(Cost(xp=3), (GiveUnitsThisTurn("yours", here=True, keywords=("ganking",)),)),))
card("unl-128", targets=(TargetSpec("unit", controller="friendly"), TargetSpec("unit", controller="enemy")),
     effects=(ReturnToHand(0), ReturnToHand(1)))  # Star-Crossed

# Real cards II: costs and entering ready (364.3.a, 365.1)
card("unl-136", abilities=(EntersExhausted(),  # Scryer's Bloom
                           ActivatedAbility(Cost(energy=1, exhaust_self=True, kill_self=True),
                                            (Predict(2), Draw(1), GainXP(1)))))
# Real cards II: target filters and conditions
card("unl-134", targets=(TargetSpec("unit", controller="enemy", states=("attacking",)),),  # Existential Dread
     effects=(Instead(Condition("stunned", of=0), (Stun(),), (ReturnToHand(),)),),
     additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))
# Real cards II: "all" and "each" instructions
card("unl-132", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(every("unit", max_might=2)),)),))  # Angler Beast
card("unl-145", abilities=(TriggeredAbility(ENEMY_DIES, (CreateToken("token-gold", exhausted=True),),  # Pyke, Returned
                                            limit=ONCE_EACH_TURN, condition=Condition("at_battlefield")),))

# Real cards II: two families at once
card("unl-143", abilities=(TriggeredAbility(  # Kha'Zix, Mutating Horror
    ATTACK, (MightThisTurn(2, target=SELF), GainXP(2)), also=(DEFEND,), condition=Condition("enemy_alone_here")),))
card("unl-122", additional_costs=(AdditionalCost(  # Crescent Guardian
    power=("chaos",), optional=True, enters_ready=True, to_play=True, condition=Condition("played_spell_this_turn")),))
# Real cards II: optional additional costs ('if you paid the additional cost', 356.2.b.1)
card("unl-140",  # Conscription
     additional_costs=(AdditionalCost(xp=5, optional=True, to_play=True),),
     targets=(TargetSpec("unit", controller="enemy", location="battlefield", max_might=3),),
     effects=(Together((ChooseTarget(TargetSpec("unit", controller="enemy", location="battlefield")),
                        TakeControl(), Exhaust(), Recall())),))

# Real cards III: players as choosers and actors
card("unl-121", abilities=(TriggeredAbility(PLAYED_SELF, (TheyDecide(Discard(1), choose=True),),  # Bewitching Spirit
                                            targets=(TargetSpec("player"),)),))
OPPONENT = TargetSpec("player", controller="enemy")  # 355.9.a: "choose an opponent"
card("unl-130", abilities=(TriggeredAbility(PLAYED_SELF, (  # Walking Roost
    TheyDo((CreateToken("token-bird"),), "chosen", choose=True),), (OPPONENT,)),))
card("unl-135", abilities=(TriggeredAbility(PLAYED_SELF, (  # Insightful Investigator
    TheyDo((Reveal(zone="hand"),), "chosen", choose=True),
    CostTo(Cost(xp=2), (FromTheirHand("discard", draw=1, after_reveal=False),), optional=True)), (OPPONENT,)),))

# Real cards III: restrictions (054.1, rules/restrictions.py)
card("unl-144", abilities=(Restriction("me_unreadiable"),  # Maduli the Gatekeeper
                           ActivatedAbility(Cost(power=("chaos",)), (Move(SELF, dest="outmatched_enemy"),))))

# Real cards III: movement
card("unl-137", abilities=(TriggeredAbility(ATTACK, (Move(dest="its_base"),),  # Sinister Poro
                                            (TargetSpec("unit", controller="enemy", location="here"),),
                                            optional=True, cost=Cost(energy=1)),))
card("unl-124", targets=(TargetSpec("unit", controller="enemy", location="battlefield"),),  # Isolate
     effects=(IfEnemyLeftAlone(Move(dest="its_base", origin="from"), (Draw(1),)),))
# Real cards III: the Vex, Jinx and Vi precons
card("unl-133", abilities=(  # Blast Cone
    TriggeredAbility(PLAYED_SELF, (Move(),), (TargetSpec("unit", controller="enemy"),), optional=True, this=True),
    TriggeredAbility(YOU_MOVE_ENEMY, (Stun(0),), optional=True, cost=Cost(exhaust_self=True), this=True)))
card("unl-150", abilities=(TriggeredAbility(  # Vex, Apathetic
    OPPONENT_PLAYS, (Stun(0), CantMoveThisTurn()), play=PlayFilter("unit"), condition=Condition("at_battlefield"),
    while_clause=True),))
card("unl-141", abilities=(TriggeredAbility(  # Evelynn, Entrancing
    PLAYED_SELF_FACEDOWN, (Move(dest="my_battlefield"),), (TargetSpec("unit", controller="enemy", location=ELSEWHERE),),
    optional=True, condition=Condition("your_turn")),))
# Real cards III: spells and equipment
card("unl-131", targets=(TargetSpec("spell"),), effects=(CounterToHand(), Predict()))  # Abandon
# Real cards III: misc
card("unl-148", abilities=(TriggeredAbility(PLAYED_SELF, (BanishTrashUnits(),), this=True),  # Cursed Sarcophagus
                           ActivatedAbility(Cost(exhaust_self=True), (PlayBanished(),))))

# Real cards III: granted [Repeat]
card("unl-146", abilities=(SpellsHaveRepeat(2, ("chaos",), Condition("in_showdown")),))  # Syndra, Transcendent
# Real cards IV: naming a tag (133.8; rules/named_tags.py)
card("unl-138", effects=(NameTagAsPlayed(),),  # The List
     abilities=(ActivatedAbility(Cost(exhaust_self=True), (MightThisTurn(-2),),
                                 targets=(TargetSpec("unit", named_tag=True),)),))

# Another player playing a unit from their hand to a chosen battlefield, ignoring any and all costs
card("unl-139", targets=(TargetSpec("battlefield"), TargetSpec("player", controller="enemy")),  # Bone Skewer
     effects=(TheyPlayUnitThere(TriggeredAbility(DO_THIS, (Stun(0),))),))
card("unl-142",  # Heedless Resurrection (the target checked against the killed unit: docs/rulings.md)
     additional_costs=(AdditionalCost(act="kill", what=KILLED_FOR_COST),),
     targets=(TargetSpec("unit", controller="you", location="trash", within_killed=True),),
     effects=(PlayCard("trash", cost="ignore", optional=False),))
