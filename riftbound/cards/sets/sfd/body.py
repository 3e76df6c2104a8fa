"""Spiritforged, Body."""

from __future__ import annotations

from riftbound.cards.events import (
    ATTACHED_TO_ME,
    ATTACK,
    CONQUER,
    CONQUER_UNCONTROLLED,
    DEFEND,
    FIRST_EACH_TURN,
    HOLD,
    MOVE_TO_BF,
    PLAYED_SELF,
    YOU_PLAY,
    YOU_SPEND_BUFF,
)
from riftbound.cards.model import (
    AdditionalCost,
    Condition,
    Cost,
    CostModifier,
    EntersReady,
    PlayFilter,
    PlayTo,
    Restriction,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import Channel, CreateToken, DoubleMight
from riftbound.effects.amounts import SELF, Count, MightOf
from riftbound.effects.counter_and_give import CounterGiveCost
from riftbound.effects.detach_from import DetachFrom
from riftbound.effects.either import Either
from riftbound.effects.every import every
from riftbound.effects.excess import ExcessAssigned
from riftbound.effects.my_keywords import GiveMyKeywords
from riftbound.effects.play import PlayCard
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Buff, Deal, Draw, MightThisTurn, Ready
from riftbound.effects.unit_damage import Fight, UnitDeals
from riftbound.keywords import equip

facts_only(
    "sfd-092",  # Combat Chef
    "sfd-099",  # Veteran Poro
)
card("sfd-095", abilities=(equip.ability(Cost(power=("body",))),))  # Doran's Blade
card("sfd-097", targets=(TargetSpec("unit"),), effects=(MightThisTurn(5),))  # Punch First
card("sfd-103", abilities=(CostModifier(Count("unit", whose="you", mighty=True, per=-2), cards="me"),))  # Jaull-Fish
card("sfd-106", effects=(Draw(Count("unit", whose="you", mighty=True)),))  # Show of Strength
card("sfd-113", abilities=(TriggeredAbility(CONQUER, (Ready(SELF),), limit=FIRST_EACH_TURN),))  # Lucian, Merciless
card("sfd-102", abilities=(equip.ability(Cost(power=("body",))),))  # Hexdrinker
card("sfd-104", abilities=(Static("friendly", keywords=("deflect",)),))  # Petricite Monument
# Warmog's Armor
card("sfd-108", abilities=(equip.ability(Cost(power=("body",))),),
     effect_text=(TriggeredAbility(CONQUER, (Buff(SELF),)),))
card("sfd-115",  # Trinity Force
     abilities=(equip.ability(Cost(power=("body",))),), effect_text=(TriggeredAbility(HOLD, (GainPoints(1),)),))
# Boneshiver
card("sfd-118", abilities=(equip.ability(Cost(energy=1, power=("body",))),),
     effect_text=(TriggeredAbility(CONQUER, (Channel(1, exhausted=True),)),))
card("sfd-114",  # Marching Orders
     targets=(TargetSpec("unit", controller="friendly"),
              TargetSpec("unit", controller="enemy", location="battlefield")),
     effects=(Fight(0, 1),), additional_costs=(AdditionalCost(energy=3, optional=True, repeat=True),))
card("sfd-096", keywords=("ganking",))  # Laurent Bladekeeper: its keyword printed without brackets

# Real cards II: the card itself and places as references
card("sfd-110",  # Fiora, Peerless
     abilities=(TriggeredAbility(ATTACK, (DoubleMight(SELF, this_combat=True),), also=(DEFEND,),
                                 condition=Condition("one_on_one")),))

# Real cards III: trigger events (383)
card("sfd-100", abilities=(TriggeredAbility(YOU_PLAY, (Draw(1),), play=PlayFilter(min_power=2)),))  # Yordle Explorer
card("sfd-119", abilities=(TriggeredAbility(ATTACHED_TO_ME, (Draw(1),), optional=True,  # Jax, Unrelenting
                                            cost=Cost(energy=1)),))
# Real cards II: cards needing two families
card("sfd-204", effects=(Ready(every("unit", controller="you")),))  # On the Hunt
card("sfd-094", abilities=(EntersReady(Condition("control_another_tag", tag="Dragon"), after=True),))  # Direwing
# Real cards II: optional additional costs ('if you paid the additional cost', 356.2.b.1)
card("sfd-098", additional_costs=(AdditionalCost(energy=1, optional=True, to_play=True),),  # Sea Monkey
     abilities=(TriggeredAbility(PLAYED_SELF, (Buff(SELF),), condition=Condition("paid_additional")),))

# Real cards II: permissions to play units to other battlefields (355.2.b)
card("sfd-093", abilities=(PlayTo("occupied_enemy"),))  # Dauntless Vanguard

# Real cards II: precon Fiora
card("sfd-107",  # Strike Down
     targets=(TargetSpec("unit", controller="friendly", states=("equipped",)), TargetSpec("unit", controller="enemy")),
     effects=(UnitDeals(0, MightOf(0), 1), DetachFrom(0, then=True)))
card("sfd-116", abilities=(TriggeredAbility(  # Yone, Blademaster
    CONQUER_UNCONTROLLED, (Deal(MightOf()),), (TargetSpec("unit", controller="enemy", location="base"),)),))
card("sfd-206",  # Riposte
     targets=(TargetSpec("unit", controller="friendly"), TargetSpec("spell")), effects=(CounterGiveCost(0, 1),))

# Real cards III: players as choosers and actors
card("sfd-091", abilities=(TriggeredAbility(PLAYED_SELF, (Either((Draw(1), Buff(SELF))),),  # Buhru Captain
                                            optional=True),))

# Real cards III: restrictions (054.1, rules/restrictions.py)
card("sfd-105", abilities=(Restriction("me_unchoosable"),))  # Ruin Runner

# Real cards III: misc
card("sfd-101", abilities=(  # Fae Dragon
    TriggeredAbility(PLAYED_SELF, (Buff(),), (TargetSpec("unit", controller="friendly", count=4, up_to=True),)),
    TriggeredAbility(YOU_SPEND_BUFF, (CreateToken("token-gold", exhausted=True),))))
# Real cards III: spells and equipment
card("sfd-120", abilities=(TriggeredAbility(CONQUER, (Deal(ExcessAssigned()),),  # Sivir, Ambitious
                                            (TargetSpec("unit", controller="enemy"),), optional=True,
                                            condition=Condition("excess_after_attack", 5)),))
card("sfd-111", effects=(PlayCard("hand", "unit", less=3, dest="controlled"),))  # Here to Help

# Real cards IV: "my keywords" (effects/my_keywords.py, rules/given.py)
card("sfd-112", abilities=(TriggeredAbility(MOVE_TO_BF, (GiveMyKeywords(),),  # Kato the Arm
                                            (TargetSpec("unit", controller="friendly", other=True),)),))
