"""Origins, Calm."""

from __future__ import annotations

from riftbound.cards.events import (
    ATTACK,
    CONQUER,
    DO_THIS,
    END_OF_YOUR_TURN,
    FRIENDLY_COMBAT_ALONE,
    HOLD,
    PLAYED_SELF,
    YOU_KILL_STUNNED_ENEMY,
    YOU_STUN_ENEMY,
)
from riftbound.cards.model import (
    ActivatedAbility,
    AdditionalCost,
    Condition,
    Cost,
    CostModifier,
    EntersReady,
    Replacement,
    Restriction,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card, facts_only
from riftbound.effects.actions import Channel, DoubleMight, Heal, Recall
from riftbound.effects.additional import AdditionalMightIf
from riftbound.effects.amounts import SELF, MightOf
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.buff_bonus import BuffsGiveMore
from riftbound.effects.created import Reflexive
from riftbound.effects.each_decides import EachOtherChooses
from riftbound.effects.give import Give
from riftbound.effects.it import Together
from riftbound.effects.look import LookAtTop
from riftbound.effects.move import Move
from riftbound.effects.pay import IfYouDo
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Buff, Counter, Deal, Draw, Exhaust, Kill, KillSelf, MightThisTurn, Ready, Stun
from riftbound.effects.unit_damage import Fight, UnitDeals
from riftbound.keywords import deathknell

UNIT = TargetSpec("unit")

facts_only(
    "ogn-042",  # Calm Rune
    "ogn-049",  # Playful Phantom
    "ogn-052",  # Stalwart Poro
    "ogn-054",  # Sunlit Guardian
)
card("ogn-050", targets=(UNIT,), effects=(Stun(),))  # Rune Prison
card("ogn-051", abilities=(TriggeredAbility(PLAYED_SELF, (Stun(),), (UNIT,)),))  # Solari Shieldbearer

card("ogn-057", targets=(UNIT,), effects=(Give(keywords=("shield:3", "tank")),))  # Block
card("ogn-058", targets=(UNIT,), effects=(MightThisTurn(2), Draw(1)))  # Discipline
card("ogn-059",  # Eclipse Herald
     abilities=(TriggeredAbility(YOU_STUN_ENEMY, (Ready(SELF), MightThisTurn(1, target=SELF))),))
card("ogn-064", targets=(TargetSpec("spell"),), effects=(Counter(),))  # Wind Wall
card("ogn-065", abilities=(Static(condition=Condition("buffed"), might=1),))  # Wizened Elder
card("ogn-066", abilities=(TriggeredAbility(HOLD, (GainPoints(1),)),))  # Ahri, Alluring
# Last Stand
card("ogn-069", targets=(TargetSpec("unit", controller="friendly"),),
     effects=(DoubleMight(), Give(keywords=("temporary",), this_turn=False)))
card("ogn-074", abilities=(Static("other_friendly", here=True, keywords=("shield",)),))  # Taric, Protector
card("ogn-081", abilities=(adds(power=("calm",)),))  # Seal of Focus
card("ogn-082", abilities=(TriggeredAbility(PLAYED_SELF, (MightThisTurn(8),), (UNIT,)),))  # Whiteflame Protector

# Cards beyond the precon decks.
card("ogn-073", abilities=(TriggeredAbility(END_OF_YOUR_TURN, (Ready(),),  # Sona, Harmonious
                                            (TargetSpec("rune", controller="friendly", count=4, up_to=True),),
                                            condition=Condition("at_battlefield")),))
card("ogn-075", abilities=(deathknell.ability((Channel(2, exhausted=True), Draw(1))),))  # Tasty Faefolk

# Real cards II: costs and entering ready (356.2.b.1, 356.6)
card("ogn-048", additional_costs=(AdditionalCost(  # Meditation
    act="exhaust", what=TargetSpec("unit", controller="friendly"), optional=True, effects=(Draw(2),),
    otherwise=(Draw(1),)),))
# Real cards II: the card itself and places as references
card("ogn-076",  # Yasuo, Remorseful
     abilities=(TriggeredAbility(ATTACK, (Deal(MightOf()),),
                                 (TargetSpec("unit", controller="enemy", location="here"),)),))
card("ogn-056",  # Adaptatron
     abilities=(TriggeredAbility(CONQUER, (IfYouDo(Kill(0), (Buff(SELF),)),), (TargetSpec("gear"),), optional=True),))
# Real cards II: target filters and conditions
card("ogn-055", abilities=(Static(might=2, condition=Condition("combat_alone")),))  # Wielder of Water
card("ogn-045", targets=(TargetSpec("spell", max_cost=4, max_power=1),), effects=(Counter(),))  # Defy
# Real cards II: movement and places
card("ogn-043", targets=(TargetSpec("unit", controller="enemy"),), effects=(Move(),))  # Charm

# Real cards II: cards needing two families
card("ogn-260",  # Last Breath
     targets=(TargetSpec("unit", controller="friendly"),
              TargetSpec("unit", controller="enemy", location="battlefield")),
     effects=(Together((Ready(0), UnitDeals(0, MightOf(0), 1))),))
card("ogn-047",  # Find Your Center
     abilities=(CostModifier(-2, cards="me", condition=Condition("opponent_near_victory", 3), spell=True),),
     effects=(Draw(1), Channel(1, exhausted=True)))
# Real cards II: optional additional costs ('if you paid the additional cost', 356.2.b.1)
card("ogn-044", additional_costs=(AdditionalCost(power=("calm",), optional=True, to_play=True),),  # Clockwork Keeper
     abilities=(TriggeredAbility(PLAYED_SELF, (Draw(1),), condition=Condition("paid_additional")),))
# Real cards II: conditional Play triggers and entering ready
card("ogn-061", abilities=(TriggeredAbility(PLAYED_SELF, (Buff(SELF), Draw(1)),  # Poro Herder
                                            condition=Condition("control_tag", tag="Poro")),))
card("ogn-079", abilities=(EntersReady(Condition("opponent_near_victory", 3)),  # Leona, Zealot
                           Static("enemy", here=True, states=("stunned",), might=-8, minimum=1)))

# Real cards II: precon decks (Master Yi)
card("ogn-046", targets=(TargetSpec("unit", controller="friendly"),),  # En Garde
     effects=(MightThisTurn(1), AdditionalMightIf(1, Condition("only_yours_there", of=0))))

# Real cards II: precon decks (Lee Sin)
card("ogn-060", abilities=(TriggeredAbility(FRIENDLY_COMBAT_ALONE, (MightThisTurn(1, 0),)),))  # Mask of Foresight
card("ogn-053", targets=(TargetSpec("unit", controller="friendly"),),  # Stand United
     effects=(Buff(), BuffsGiveMore(1)))

# Real cards III: players as choosers and actors
card("ogn-071", effects=(EachOtherChooses(("cards", "runes"),  # Party Favors
                                          ((Draw(1),), (Channel(1, exhausted=True),))),))

# Real cards III: restrictions (054.1, rules/restrictions.py)
card("ogn-070", abilities=(Restriction("opponents_units_to_base", Condition("at_battlefield")),  # Mageseeker Warden
                           Restriction("no_ready_enemies", Condition("at_battlefield"))))
card("ogn-068", abilities=(Restriction("me_assigned_last"),  # Caitlyn, Patrolling
                           ActivatedAbility(Cost(exhaust_self=True), (Deal(MightOf()),),
                                            (TargetSpec("unit", location="battlefield"),),
                                            only_while=Condition("at_battlefield"))))

# Real cards III: looking at and revealing the top of the deck
card("ogn-062", effects=(LookAtTop(5, "unit", reveal=False, take="play", less=5),))  # Reinforce

# Real cards III: replacement and costs
card("ogn-077",  # Zhonya's Hourglass
     abilities=(Replacement("friendly", (KillSelf(), Heal(), Exhaust(), Recall()), first_instead=True),))
# Real cards III: misc
card("ogn-063", abilities=(  # Spirit's Refuge
    TriggeredAbility(PLAYED_SELF, (Buff(),), (TargetSpec("unit", controller="friendly"),), this=True),
    Static("friendly", states=("buffed",), keywords=("deflect",), if_absent=True, side_first=True)))
card("ogn-078", abilities=(ActivatedAbility(Cost(exhaust_self=True), (Buff(SELF),)),  # Lee Sin, Ascetic
                           Restriction("me_many_buffs")))
# Real cards III: movement
card("ogn-262",  # Zenith Blade
     targets=(TargetSpec("unit", controller="enemy", location="battlefield"),
              TargetSpec("unit", controller="friendly")),
     effects=(Stun(0), Move(1, dest="there", at=0, optional=True)))
card("ogn-067", abilities=(  # Blitzcrank, Impassive
    TriggeredAbility(PLAYED_SELF, (Move(dest="here"),), (TargetSpec("unit", controller="enemy"),), optional=True,
                     condition=Condition("at_battlefield")),
    TriggeredAbility(HOLD, (ReturnToHand(SELF),))))
card("ogn-258", targets=(TargetSpec("unit", controller="enemy"),),  # Dragon's Rage
     effects=(Move(), Reflexive(TriggeredAbility(DO_THIS, (Fight(0, 1),), (
         TargetSpec("unit", controller="enemy", location="its_destination", other_than_it=True),)), then=True)))
# Real cards IV: who kills (411.4, 428.5; rules/kills.py)
card("ogn-072", abilities=(TriggeredAbility(YOU_KILL_STUNNED_ENEMY, (Draw(1),), optional=True,  # Solari Shrine
                                            cost=Cost(exhaust_self=True), this=True),))
