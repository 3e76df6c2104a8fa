"""Unleashed, Body."""

from __future__ import annotations

from riftbound.cards.events import ATTACK, MOVE, MOVE_TO_BF, PLAYED_SELF, WIN_COMBAT, WINS_COMBAT_THIS_TURN, YOU_PLAY
from riftbound.cards.model import (
    SELF_COST,
    ActivatedAbility,
    Condition,
    Cost,
    CostModifier,
    MoveRule,
    PlayFilter,
    PlayTo,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card, facts_only
from riftbound.effects.amounts import SELF, MightOf
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.conditional import If
from riftbound.effects.created import Delayed
from riftbound.effects.deck_place import OwnerPlacesOnDeck
from riftbound.effects.every import every
from riftbound.effects.it import Together
from riftbound.effects.move import Move
from riftbound.effects.owners_recycle import OwnersRecycle
from riftbound.effects.primitives import Buff, Counter, Deal, Draw, GainXP, MightThisTurn, MoveTo, Ready
from riftbound.effects.they_move import TheyMoveThere
from riftbound.effects.unit_damage import Fight
from riftbound.keywords import equip

facts_only(
    "unl-099",  # Towering Combatant
    "unl-100",  # Voracious Gromp
)
card("unl-092", abilities=(TriggeredAbility(PLAYED_SELF, (GainXP(1),)),))  # Demacian Diplomat
card("unl-093", abilities=(adds(energy=1),))  # Dragonsoul Sage
card("unl-094", abilities=(Static(condition=Condition("level", 6), might=1),))  # Gemhand Hunter
card("unl-096", abilities=(equip.ability(Cost(power=("body",))),))  # Hunter's Machete
card("unl-098", abilities=(Static(condition=Condition("level", 11), might=4),))  # Targonian Visionary
card("unl-110", targets=(TargetSpec("unit", count=2),), effects=(Fight(0, 0),))  # Clash of Giants
card("unl-113",  # Master Yi, Tempered
     abilities=(Static(condition=Condition("level", 6), keywords=("deflect", "ganking")),))
card("unl-114", abilities=(TriggeredAbility(WIN_COMBAT, (Draw(1),)),))  # Nidalee, Cat Form
card("unl-115", abilities=(TriggeredAbility(MOVE, (GainXP(1),)),))  # Nilah, Joyful Ascetic
card("unl-102", abilities=(ActivatedAbility(Cost(xp=2), (Buff(SELF),)),))  # Crowd Favorite
card("unl-109", abilities=(TriggeredAbility(YOU_PLAY, (GainXP(1),), play=PlayFilter("unit"), optional=True,
                                            cost=Cost(energy=1)),
                           ActivatedAbility(Cost(exhaust_self=True, xp=3), (Ready(),),
                                            (TargetSpec("unit"),))))  # Blood Rose

# Real cards II: the card itself and places as references
card("unl-119",  # Kha'Zix, Evolving Hunter
     abilities=(TriggeredAbility(ATTACK, (Deal(MightOf()),), (TargetSpec("unit", controller="enemy", location="here"),),
                                 optional=True, cost=Cost(xp=3)),))
# Real cards II: movement and places
card("unl-112", abilities=(TriggeredAbility(  # Irresistible Faefolk
    MOVE_TO_BF, (Move(dest="there", at=1),), (TargetSpec("unit", controller="enemy"),), optional=True),))
card("unl-111", abilities=(MoveRule("me_no_base"),))  # Determined Sentry

# Real cards III: trigger events (383)
card("unl-104", abilities=(TriggeredAbility(  # Gentle Gemdragon
    PLAYED_SELF, (Ready(0),), (TargetSpec("rune", count=2, up_to=True),), also=(YOU_PLAY,),
    play=PlayFilter("unit", tag="Dragon", another=True)),))
# Real cards II: costs (family 6), leftovers
card("unl-091", effects=(Draw(2),), abilities=(  # Concentrate
    CostModifier(-2, SELF_COST, dependent=Condition("level", 6)),
    CostModifier(-4, SELF_COST, dependent=Condition("level", 11), instead=True)))
# Real cards II: two families at once
card("unl-108", abilities=(Static(condition=Condition("gained_xp_this_turn"), might=1,  # Wily Newtfish
                                  keywords=("ganking",)),))
# Real cards II: conditional Play triggers and entering ready
card("unl-097", abilities=(TriggeredAbility(PLAYED_SELF, (  # Kinkou Initiate
    If(Condition("other_units_might", 5), (Draw(1),), after=True),)),))
card("unl-116", abilities=(TriggeredAbility(PLAYED_SELF, (Ready(SELF), GainXP(3)),  # Poppy, Paragon
                                            condition=Condition("opponent_near_victory", 3)),))

# Real cards II: permissions to play units to other battlefields (355.2.b)
card("unl-120", abilities=(PlayTo("enemy_units"),))  # Rengar, Trophy Hunter
card("unl-117", abilities=(PlayTo("enemy_alone"), PlayTo("enemy_alone", "friendly")))  # Arachnoid Horror

# Real cards III: players as choosers and actors
card("unl-101", targets=(TargetSpec("unit", controller="you"),  # Call to Battle
                         TargetSpec("battlefield", controller="you"), TargetSpec("player", controller="enemy")),
     effects=(MoveTo(0, 1), TheyMoveThere(of=2, to=1)))
card("unl-103", effects=(ChooseMode((  # Disposal Order
    Mode((OwnersRecycle(0),), (TargetSpec("card", controller="enemy", location="trash", count=3, up_to=True),)),
    Mode((Draw(1),)))),))

# Real cards III: misc
card("unl-095", targets=(TargetSpec("unit", controller="friendly"),),  # Grim Resolve
     effects=(MightThisTurn(3), Delayed(TriggeredAbility(WINS_COMBAT_THIS_TURN, (GainXP(2),)))))
# Real cards III: movement
card("unl-202",  # Void Assault
     targets=(TargetSpec("unit", controller="friendly"), TargetSpec("unit", controller="enemy")),
     effects=(Move(0), Move(1, then=True)))
card("unl-105", abilities=(TriggeredAbility(MOVE, (Move(dest="other_battlefield"),),  # Imposing Challenger
                                            (TargetSpec("unit", controller="enemy", location="here",
                                                        weaker_than_me=True),),
                                            optional=True),))
card("unl-107",  # Stare Down
     targets=(TargetSpec("unit", controller="friendly"), TargetSpec("battlefield")),
     effects=(Together((ChooseTarget(also=1), Move(every("unit", controller="enemy", where="there", at=1,
                                                         weaker_than=0, that=True), dest="its_base"))),
              GainXP(1)))
card("unl-204", targets=(TargetSpec("unit", controller="enemy", location="battlefield"),),  # Keeper's Verdict
     effects=(Together((ChooseTarget(), OwnerPlacesOnDeck())),))
# Real cards III: spells and equipment
card("unl-106", targets=(TargetSpec("unit", controller="friendly", location="battlefield"),  # Repulse
                         TargetSpec("chain_item", controller="enemy", chooses_only=0)),
     effects=(ChooseTarget(), Counter(1)))
