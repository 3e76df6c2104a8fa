"""Spiritforged, Order."""

from __future__ import annotations

from riftbound.cards.events import (
    ATTACK,
    DIES,
    FRIENDLY_PLAYED_THIS_TURN,
    FRIENDLY_UNIT_DIES,
    HOLD,
    MOVE,
    MOVE_TO_BF,
    PLAYED_SELF,
    UNIT_YOU_CONTROL_MIGHTY,
)
from riftbound.cards.model import (
    ORIGIN_NOT_HAND,
    ActivatedAbility,
    AdditionalCost,
    AsRevealed,
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
from riftbound.cards.sets.define import card, facts_only
from riftbound.cards.tokens import RECRUIT, SAND_SOLDIER
from riftbound.effects.actions import CreateToken, Heal, Recall
from riftbound.effects.amounts import MightOf
from riftbound.effects.conditional import If
from riftbound.effects.created import Delayed
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.move import Move
from riftbound.effects.pay import CostTo, IfYouDo
from riftbound.effects.play import PlayCard
from riftbound.effects.played_tokens import PlayTokensThem
from riftbound.effects.primitives import Buff, Draw, Exhaust, Kill, MightThisTurn, Ready
from riftbound.effects.put_back import PutFromHand
from riftbound.effects.reveal_top import RevealTop
from riftbound.keywords import deathknell, equip

facts_only(
    "sfd-156",  # Laurent Duelist
)
card("sfd-157",  # Royal Guard
     abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-sand-soldier", here=True),)),))
card("sfd-161", abilities=(equip.ability(Cost(power=("order",))),))  # B.F. Sword
GOLD = "token-gold"
# Bonds of Strength
card("sfd-151", targets=(TargetSpec("unit", controller="friendly", count=2),), effects=(MightThisTurn(1),),
     additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))
card("sfd-152", abilities=(TriggeredAbility(HOLD, (CreateToken(GOLD, 2, exhausted=True),)),))  # Eminent Benefactor
card("sfd-155", abilities=(deathknell.ability((CreateToken(GOLD, exhausted=True),)),))  # Honest Broker
card("sfd-158",  # Sandshifter
     abilities=(TriggeredAbility(PLAYED_SELF, (Kill(),), (TargetSpec("unit", controller="enemy", max_might=3),)),))
card("sfd-168",  # Vanguard Armory
     abilities=(ActivatedAbility(Cost(exhaust_self=True), (CreateToken("token-recruit", 3),)),))
card("sfd-174", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken(GOLD, 4, exhausted=True),)),))  # Trove Golem
card("sfd-179",  # Corina Veraza
     abilities=(TriggeredAbility(MOVE_TO_BF, (CreateToken("token-recruit", 3, here=True),)),))

# Real cards II: costs and entering ready (364.3.a, 365.1)
card("sfd-171", abilities=(EntersReady(who="tokens"),))  # Renata Glasc, Industrialist
card("sfd-164", targets=(TargetSpec("unit", location="battlefield"),),  # Drag Under
     effects=(Kill(),), abilities=(CostModifier(-2, cards="me", origin=ORIGIN_NOT_HAND),))
# Real cards II: the card itself and places as references
card("sfd-153",  # Eye of the Herald
     abilities=(equip.ability(Cost(power=("order",))),),
     effect_text=(TriggeredAbility(MOVE, (CreateToken(RECRUIT.id, here=True),)),))
card("sfd-172",  # Sacred Shears
     abilities=(equip.ability(Cost(power=("order",))),), effect_text=(deathknell.ability((Draw(1),)),))
# Real cards II: target filters and conditions
card("sfd-159", abilities=(Static(might=1, condition=Condition("other_unit_here")),))  # Trusty Ramhound
card("sfd-163", targets=(TargetSpec("unit", controller="friendly"),  # Deathgrip
                         TargetSpec("unit", controller="friendly", other_than=0)),
     effects=(IfYouDo(Kill(0), (MightThisTurn(MightOf(0), target=1),)), Draw(1)))
SMALL_UNIT_IN_TRASH = TargetSpec("unit", controller="you", location="trash", max_cost=3, max_power=1)
card("sfd-165", abilities=(deathknell.ability((PlayCard("trash", cost="ignore"),),  # Glasc Mixologist
                                              (SMALL_UNIT_IN_TRASH,)),))
card("sfd-162", targets=(TargetSpec("unit", location="battlefield", max_might=2),),  # Blood Money
     effects=(Kill(), If(Condition("enemy", of=0), (CreateToken("token-gold", exhausted=True),)),
              If(Condition("friendly", of=0), (CreateToken("token-gold", 2, exhausted=True),))))

# Real cards II: cards needing two families
card("sfd-176", abilities=(EntersReady(Condition("other_units_in_base", 2), after=True),))  # Xin Zhao, Vigilant
# Unsung Hero
card("sfd-167", abilities=(TriggeredAbility(DIES, (Draw(2),), keyword="deathknell", condition=Condition("mighty")),))
# Real cards II: optional additional costs ('if you paid the additional cost', 356.2.b.1)
card("sfd-160",  # Zaun Punk
     additional_costs=(AdditionalCost(act="kill", what=TargetSpec("gear", controller="friendly"), optional=True,
                                      to_play=True),),
     abilities=(TriggeredAbility(PLAYED_SELF, (Kill(),), (TargetSpec("gear"),),
                                 condition=Condition("paid_additional")),))

# Real cards II: precon Fiora
card("sfd-180", abilities=(TriggeredAbility(  # Fiora, Worthy
    UNIT_YOU_CONTROL_MIGHTY, (Ready(0),), optional=True, cost=Cost(power=("order",))),))

# Real cards III: restrictions (054.1, rules/restrictions.py)
card("sfd-173", abilities=(Restriction("me_assigned_last"),  # Soraka, Wanderer
                           Replacement("other_yours_weaker", (Heal(), Exhaust(), Recall()), here=True)))

# Real cards III: looking at and revealing the top of the deck
card("sfd-170", abilities=(TriggeredAbility(ATTACK, (RevealTop(2, take="play", here=True),),  # Rek'Sai, Swarm Queen
                                            optional=True),))

# Real cards III: replacement and costs
card("sfd-178", abilities=(equip.ability(Cost(power=("order",)), object_costs=(  # Blade of the Ruined King
    AdditionalCost(act="kill", what=TargetSpec("unit", controller="friendly")),)),))
# Real cards III: misc
card("sfd-166", effects=(Delayed(TriggeredAbility(FRIENDLY_PLAYED_THIS_TURN, (Buff(0),))), Draw(1)))  # Rally the Troops
card("sfd-169", abilities=(TriggeredAbility(  # Altar of Memories
    FRIENDLY_UNIT_DIES, (Draw(1), PutFromHand(then=True)), optional=True, cost=Cost(exhaust_self=True)),))
card("sfd-175", abilities=(  # Undertitan
    TriggeredAbility(PLAYED_SELF, (GiveUnitsThisTurn("yours", other=True, might=2),)), AsRevealed(2)))
# Real cards III: movement
card("sfd-177", abilities=(TriggeredAbility(ATTACK, (Move(dest="this_battlefield"),),  # Azir, Sovereign
                                            (TargetSpec("unit", controller="you", states=("token",), any_number=True),),
                                            optional=True),))

# Real cards III: what an instruction just played
card("sfd-154", effects=(PlayTokensThem(SAND_SOLDIER.id, them=0),  # Guards!
                         CostTo(Cost(power=("order",)), (Ready(0),), optional=True)))
