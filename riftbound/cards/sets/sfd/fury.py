"""Spiritforged, Fury."""

from __future__ import annotations

from riftbound.cards.events import ATTACK, CONQUER, DEFEND, DO_THIS, HOLD, PLAYED_SELF, WIN_COMBAT
from riftbound.cards.model import (
    ORIGIN_NOT_HAND,
    AccelerateNotFromHand,
    ActivatedAbility,
    AdditionalCost,
    BothScoreEffects,
    Condition,
    Cost,
    CostModifier,
    EntersReady,
    MoveRule,
    PlayTo,
    Restriction,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.amounts import SELF, Count, KeywordValue
from riftbound.effects.attach_or_detach import AttachOrDetach
from riftbound.effects.conditional import Instead
from riftbound.effects.cost_paid import RecycledMight
from riftbound.effects.give import Give
from riftbound.effects.lasting import EnterReadyThisTurn, GiveUnitsThisTurn
from riftbound.effects.pay import IfYouDo, Pay
from riftbound.effects.play import PlayCard
from riftbound.effects.play_then import AttachItToMe, PlayThenDoThis
from riftbound.effects.players import TheyDo
from riftbound.effects.primitives import Deal, Draw, Kill, MightThisTurn
from riftbound.effects.reveal_top import RevealTop
from riftbound.keywords import deathknell, equip

facts_only(
    "sfd-002",  # Armed Assailant
    "sfd-008",  # Sentinel Adept
)
card("sfd-007", abilities=(TriggeredAbility(PLAYED_SELF, (Give(keywords=("ganking",)),),
                                            (TargetSpec("unit"),)),))  # Gem Jammer
card("sfd-009", abilities=(equip.ability(Cost(power=("fury",))),))  # Serrated Dirk
card("sfd-021", abilities=(deathknell.ability((CreateToken("token-mech", 2),)),))  # Ferrous Forerunner
card("sfd-022", abilities=(equip.ability(Cost(power=("fury",))),))  # Long Sword
# Blood Rush
card("sfd-003", targets=(TargetSpec("unit"),), effects=(Give(keywords=("assault:2",)),),
     additional_costs=(AdditionalCost(energy=1, optional=True, repeat=True),))
card("sfd-012", abilities=(CostModifier(Count("played", per=-1), cards="me", minimum=1),))  # Battering Ram
card("sfd-006", abilities=(EntersReady(),))  # Eager Drakehound
card("sfd-027",  # Dunebreaker
     abilities=(EntersReady(Condition("hand_at_most", 2)), TriggeredAbility(HOLD, (Draw(2),))))
PAY_FURY_FOR_TWO = IfYouDo(Pay(Cost(power=("fury",))), (MightThisTurn(2, target=SELF),))
card("sfd-020", abilities=(TriggeredAbility(WIN_COMBAT, (CreateToken("token-gold", exhausted=True),)),
                           TriggeredAbility(ATTACK, (PAY_FURY_FOR_TWO,), also=(DEFEND,),
                                            optional=True)))  # Draven, Vanquisher

# Real cards II: either-domain pips (135.2.e.6)
card("sfd-186", abilities=(equip.ability(Cost(power=("any",))),))  # Spinning Axe

# Real cards II: costs and entering ready (356.4.a)
card("sfd-010", abilities=(CostModifier(-2, cards="me", origin=ORIGIN_NOT_HAND),))  # Void Drone
# Real cards II: the card itself and places as references
ENEMY_HERE = TargetSpec("unit", controller="enemy", location="here")
card("sfd-016",  # Recurve Bow
     abilities=(equip.ability(Cost(power=("fury",))),),
     effect_text=(TriggeredAbility(ATTACK, (Deal(2),), (ENEMY_HERE,), also=(DEFEND,)),))
card("sfd-028",  # Lucian, Gunslinger
     abilities=(TriggeredAbility(ATTACK, (Deal(KeywordValue("assault")),), (ENEMY_HERE,)),))
# Real cards II: target filters and conditions
card("sfd-017", targets=(TargetSpec("unit", location="battlefield"),),  # Sudden Storm
     effects=(Instead(Condition("attacking", of=0), (Deal(2),), (Deal(4),)),))
card("sfd-023", targets=(TargetSpec("unit", location="battlefield"),  # Piercing Light
                         TargetSpec("unit", other_than=0, up_to=True)),
     effects=(Deal(2, target=0), Deal(2, target=1)),
     additional_costs=(AdditionalCost(energy=2, power=("fury",), optional=True, repeat=True),))
# Real cards II: movement and places
card("sfd-014", abilities=(MoveRule("no_base"),))  # Minotaur Reckoner

# Real cards II: costs and entering ready (family 6), leftovers
card("sfd-004", effects=(EnterReadyThisTurn(friendly=True),  # Bushwhack
                         CreateToken("token-gold", exhausted=True)))

# Real cards II: cards needing two families
card("sfd-182", effects=(GiveUnitsThisTurn("yours", might=1, tag="Mech"),),  # Danger Zone
     additional_costs=(AdditionalCost(energy=1, power=("any",), optional=True, repeat=True),))
# Real cards III: players as actors
card("sfd-005", targets=(TargetSpec("gear"),), effects=(Kill(), TheyDo((Draw(2),))))  # Detonate
# Real cards II: optional additional costs ('if you paid the additional cost', 356.2.b.1)
card("sfd-013",  # Blast Corps Cadet
     additional_costs=(AdditionalCost(energy=1, power=("fury",), optional=True, to_play=True),),
     abilities=(TriggeredAbility(PLAYED_SELF, (Deal(2),), (TargetSpec("unit", location="battlefield"),),
                                 condition=Condition("paid_additional")),))

# Real cards II: permissions to play units to other battlefields (355.2.b)
card("sfd-025", abilities=(PlayTo("attacking"),))  # Rengar, Pouncing

# Real cards II: precon decks (Rumble)
card("sfd-019", abilities=(ActivatedAbility(  # Assembly Rig
    Cost(energy=1, power=("fury",), exhaust_self=True), (CreateToken("token-mech"),),
    object_costs=(AdditionalCost(act="recycle", what=TargetSpec("unit", controller="you", location="trash")),)),))
card("sfd-026", abilities=(  # Rumble, Hotheaded
    Static("yours", tag="Mech", keywords=("assault",)),
    TriggeredAbility(CONQUER, (PlayCard("trash", less=RecycledMight(), optional=False),),
                     (TargetSpec("unit", controller="you", location="trash", tag="Mech"),), optional=True,
                     object_costs=(AdditionalCost(act="recycle", what=TargetSpec("unit", controller="friendly",
                                                                                 other=True)),))))

# Real cards III: restrictions (054.1, rules/restrictions.py)
card("sfd-015", abilities=(Restriction("me_only_conquered"),))  # Perched Grimwyrm

# Real cards III: looking at and revealing the top of the deck
card("sfd-188", effects=(RevealTop(2, take="play", less=2, rest="draw"),))  # Void Rush
# Real cards III: spells and equipment
card("sfd-011", targets=(TargetSpec("unit"), TargetSpec("gear", tag="Equipment", same_controller_as=0)),  # Angle Shot
     effects=(AttachOrDetach(), Draw(1)))

# Real cards III: battlefields (and conquer and hold effects)
card("sfd-030", abilities=(equip.ability(Cost(energy=1, power=("fury",))),),  # Skyfall of Areion
     effect_text=(BothScoreEffects(),))

# Real cards III: what an instruction just played
card("sfd-024", abilities=(TriggeredAbility(ATTACK, (PlayThenDoThis(  # Rell, Magnetic (FAQ revised text)
    card_type="gear", cost="ignore", tag="Equipment", max_cost=2,
    ability=TriggeredAbility(DO_THIS, (AttachItToMe(),))),)),))

# Real cards IV: [Accelerate] given as a unit is played (rules/granted_accelerate.py)
card("sfd-029", abilities=(AccelerateNotFromHand(),))  # Rek'Sai, Breacher
