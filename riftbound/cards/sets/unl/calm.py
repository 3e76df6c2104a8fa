"""Unleashed, Calm."""

from __future__ import annotations

from riftbound.cards.events import (
    ATTACK,
    DEFEND,
    DO_THIS,
    HOLD,
    NEXT_MAIN_START,
    NEXT_UNIT_THIS_TURN,
    PLAYED_SELF,
    YOU_PLAY,
    YOU_STUN_ENEMY_AT_BF,
)
from riftbound.cards.model import (
    REACTION,
    SELF_COST,
    ActivatedAbility,
    AdditionalCost,
    Condition,
    Cost,
    CostModifier,
    EntersExhausted,
    EntersReady,
    LevelText,
    PlayFilter,
    Restriction,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.amounts import SELF
from riftbound.effects.bans import CounterAndBar
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.conditional import If
from riftbound.effects.created import Delayed, Reflexive
from riftbound.effects.every import every
from riftbound.effects.give import Give
from riftbound.effects.it import Together
from riftbound.effects.look import LookAtTop
from riftbound.effects.move import Move
from riftbound.effects.players import TheyDo
from riftbound.effects.primitives import AddResources, Buff, Counter, Draw, GainXP, MightThisTurn, Ready, Stun
from riftbound.effects.reveal import Reveal
from riftbound.effects.tags_among import TagsAmong
from riftbound.effects.their_hand import LookAtTheirFacedown
from riftbound.keywords import deathknell, equip

facts_only(
    "unl-036",  # Mutated Mouser
)
card("unl-034", abilities=(TriggeredAbility(PLAYED_SELF, (GainXP(2),)),))  # Herald of Spring
card("unl-040",  # Wuju Apprentice
     abilities=(TriggeredAbility(PLAYED_SELF, (Draw(1),), dependent=Condition("level", 6)),))
card("unl-047", abilities=(Static(condition=Condition("level", 3), might=1, keywords=("deflect",)),))  # Mosstomper
card("unl-048",  # Trevor Snoozebottom
     abilities=(TriggeredAbility(HOLD, (CreateToken("token-sprite", exhausted=False, here=True),)),))
card("unl-033", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-bird", here=True),)),))  # Frisky Hunter
card("unl-032", additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),),
     effects=(LookAtTop(3, "unit"),))  # Double Trouble

# Real cards II: the card itself and places as references
card("unl-039",  # Soul Sword
     abilities=(equip.ability(Cost(power=("calm",))),),
     effect_text=(Static("me", might=1, condition=Condition("level", 3)),))
# Real cards II: target filters and conditions
card("unl-058", abilities=(  # Lillia, Protector of Dreams
    TriggeredAbility(YOU_PLAY, (MightThisTurn(1, target=SELF),), play=PlayFilter("unit", token=True)),
    Static("yours", states=("token",), keywords=("tank",))))
card("unl-041", abilities=(Static("other_yours", here=True, keywords=("deflect",),  # Allay, Eager Admirer
                                  condition=Condition("at_battlefield")),))
card("unl-042", targets=(TargetSpec("unit"),),  # Back Off
     effects=(Stun(), If(Condition("played_from_hand"), (Draw(1),))))
# Real cards II: "all" and "each" instructions
card("unl-043", abilities=(TriggeredAbility(HOLD, (Buff(every("unit", where="here")),)),))  # Enthusiastic Promoter
# Real cards II: Add abilities behind a dependent keyword (727.1.c.3, 429)
card("unl-049", abilities=(EntersExhausted(), adds(power=("any",)), ActivatedAbility(  # Honeyfruit
    Cost(exhaust_self=True), (AddResources(1, ("any",)),), keywords=(REACTION,), adds=True,
    dependent=Condition("level", 6)),))
# Real cards III: modes
card("unl-044", effects=(ChooseMode((Mode((Counter(),), (TargetSpec("spell"),)),
                                     Mode((CreateToken("token-bird", 4),)))),))  # Flurry of Feathers

# Real cards II: two families at once
card("unl-056", abilities=(TriggeredAbility(ATTACK, (MightThisTurn(3), Give(keywords=("tank",))),  # Yuumi, Magical Cat
                                            (TargetSpec("unit", controller="you", location="here", other=True),),
                                            also=(DEFEND,)),))
card("unl-194", abilities=(EntersReady(Condition("at_battlefield")),  # Shadow
                           ActivatedAbility(Cost(energy=1, power=("any",), exhaust_self=True), (Stun(),),
                                            (TargetSpec("unit", controller="enemy", location="here",
                                                        states=("attacking",)),), keywords=("action",))))
card("unl-035", abilities=(CostModifier(-2, cards="me", condition=Condition("opponent_controls_stunned")),  # Monch
                           EntersReady(Condition("opponent_controls_stunned"))))
card("unl-037", abilities=(EntersReady(Condition("friendly_died_beginning")),))  # Shadow Watcher

# Real cards III: players as choosers and actors
card("unl-053", abilities=(TriggeredAbility(PLAYED_SELF, (Draw(1),)), deathknell.ability((  # Scuttle Crab
    TheyDo((Reveal(zone="hand"),), "chosen", choose=True), LookAtTheirFacedown(), GainXP(1)),
    (TargetSpec("player", controller="enemy"),))))
# Real cards II: optional additional costs ('if you paid the additional cost', 356.2.b.1)
card("unl-052", additional_costs=(AdditionalCost(power=("calm",), optional=True, to_play=True),),  # Nami, Headstrong
     abilities=(TriggeredAbility(PLAYED_SELF, (Stun(),), (TargetSpec("unit", controller="enemy"),),
                                 condition=Condition("paid_additional")),
                TriggeredAbility(HOLD, (Delayed(TriggeredAbility(NEXT_UNIT_THIS_TURN, (Ready(0), Buff(0)))),))))

# Real cards III: restrictions (054.1, rules/restrictions.py)
card("unl-057", abilities=(Restriction("weaker_here_unchoosable"),))  # Alpha Wildclaw
card("unl-060", abilities=(Restriction("weaker_enemies_here_no_combat_damage"),  # Vilemaw
                           TriggeredAbility(HOLD, (Draw(1),))))
card("unl-190", targets=(TargetSpec("spell"),), effects=(CounterAndBar(),))  # Lilting Lullaby
card("unl-059", abilities=(  # Master Yi, Unstoppable
    CostModifier(-2, SELF_COST, dependent=Condition("level", 3), power=("calm",)),
    CostModifier(-4, SELF_COST, dependent=Condition("level", 6), instead=True, power=("calm", "calm")),
    CostModifier(-6, SELF_COST, dependent=Condition("level", 11), instead=True, power=("calm", "calm", "calm")),
    Restriction("me_unchoosable", Condition("level", 16))))

# Real cards III: looking at and revealing the top of the deck
card("unl-051", abilities=(TriggeredAbility(PLAYED_SELF, (LookAtTop(  # Ivern, Nurturer
    3, "unit", if_tags=("Bird", "Cat", "Dog", "Poro"),
    effects=(Reflexive(TriggeredAbility(DO_THIS, (Buff(),), (TargetSpec("unit", controller="friendly"),))),)),),
    also=(HOLD,)),))

# Real cards III: misc
card("unl-046", targets=(TargetSpec("unit"),),  # Friendship
     effects=(Together((ChooseTarget(), MightThisTurn(TagsAmong()))),))
card("unl-196", abilities=(  # Daisy!
    EntersReady(), CostModifier(TagsAmong(per=-1), cards=SELF_COST, reduce=True),
    TriggeredAbility(ATTACK, (Stun(),), (TargetSpec("unit", controller="enemy", location="here"),),
                     condition=Condition("pet_tags_all"))))
# Real cards III: movement
card("unl-054",  # Tricksy Tentacles
     targets=(TargetSpec("unit", controller="enemy", any_number=True, same_controller=True, total_max_might=8),),
     effects=(Move(dest="single_location"),))
# Real cards III: the Vex, Jinx and Vi precons
card("unl-055", abilities=(TriggeredAbility(YOU_STUN_ENEMY_AT_BF, (Move(SELF, dest="there", at=0),),  # Vex, Mocking
                                            optional=True),))
card("unl-031", targets=(TargetSpec("unit"),), effects=(MightThisTurn(1),),  # Combat Experience
     level=(LevelText(6, (MightThisTurn(3),), instead=True),))
card("unl-038", targets=(TargetSpec("unit", controller="enemy"),), effects=(Move(),),  # Skyward Strike
     level=(LevelText(6, (Stun(1),), targets=(TargetSpec("unit", controller="enemy"),)),))
card("unl-050", abilities=(TriggeredAbility(HOLD, (Delayed(TriggeredAbility(  # Iascylla
    NEXT_MAIN_START, (Move(0, dest="there", at=1, called="this"),), (TargetSpec("unit", controller="enemy"),),
    optional=True)),)),))
card("unl-045", abilities=(ActivatedAbility(  # Forgotten Signpost
    Cost(exhaust_self=True), (Move(dest="paid"),), targets=(TargetSpec("unit", controller="you"),),
    keywords=("action",),
    object_costs=(AdditionalCost(act="exhaust", what=TargetSpec("unit", controller="you"), not_target=True),)),))
