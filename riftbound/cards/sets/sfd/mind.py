"""Spiritforged, Mind."""

from __future__ import annotations

from riftbound.cards.events import (
     ATTACK,
     CONQUER,
     DEFEND,
     END_OF_TURN,
     HOLD,
     PLAYED_SELF,
     YOU_PLAY,
     YOU_USE_GEAR_ABILITY,
)
from riftbound.cards.model import (
     ActivatedAbility,
     AdditionalCost,
     Condition,
     Cost,
     CostModifier,
     EntersReady,
     PlayFilter,
     Restriction,
     Static,
     TargetSpec,
     TriggeredAbility,
)
from riftbound.cards.sets.define import card
from riftbound.effects.actions import CreateToken, Recall
from riftbound.effects.amounts import SELF, Count, MightOf
from riftbound.effects.banish_play import BanishThenPlay, BanishThis
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.control import LoseControl, TakeControl
from riftbound.effects.created import Delayed
from riftbound.effects.each_decides import YouAndEachOpponentMay
from riftbound.effects.it import Together
from riftbound.effects.might_bonuses import DOUBLED_BONUSES
from riftbound.effects.move import Move
from riftbound.effects.next_spell_repeat import NextSpellRepeat
from riftbound.effects.pay import IfYouDo
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Deal, Draw, Kill, MightThisTurn, Ready
from riftbound.keywords import equip

card("sfd-065", abilities=(Static("yours", tag="Mech", keywords=("vision",)),))  # Forecaster
card("sfd-066", targets=(TargetSpec("unit"),), effects=(MightThisTurn(-2),),
     additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))  # Frigid Touch
card("sfd-069", abilities=(TriggeredAbility(CONQUER, (CreateToken("token-gold", exhausted=True),)),))  # Plundering Poro
card("sfd-070", targets=(TargetSpec("unit", location="battlefield"),),
     effects=(Deal(3), CreateToken("token-gold", exhausted=True)))  # Wages of Pain
card("sfd-089", abilities=(Static("yours", tag="Mech", might=1),
                           TriggeredAbility(HOLD, (CreateToken("token-mech"),))))  # Rumble, Scrapper
card("sfd-181", abilities=(Static("yours", tag="Mech", keywords=("shield",)),))  # Rumble, Mechanized Menace
# Aspiring Engineer
card("sfd-061", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),),
                                            (TargetSpec("gear", controller="you", location="trash"),)),))
card("sfd-064", abilities=(equip.ability(Cost(power=("mind",))),))  # Cloth Armor
card("sfd-087", effects=(Draw(3),))  # Premonition
# Bubble Bot
card("sfd-062", abilities=(TriggeredAbility(PLAYED_SELF, (Ready(),),
                                            (TargetSpec("unit", controller="friendly", tag="Mech", other=True),)),))
card("sfd-063", abilities=(TriggeredAbility(YOU_PLAY, (CreateToken("token-gold", exhausted=True),),
                                            play=PlayFilter("spell", opponents_turn=True), optional=True,
                                            cost=Cost(exhaust_self=True)),))  # Chemtech Cask
card("sfd-080", additional_costs=(AdditionalCost(energy=1, power=("mind",), optional=True, repeat=True),),
     keywords=("action",), targets=(TargetSpec("unit", count=3, up_to=True, same_location=True),),
     effects=(Deal(1),))  # Bellows Breath
card("sfd-085", abilities=(Static(might=Count("gear", whose="friendly")),))  # Ornn, Forge God
card("sfd-086", abilities=(equip.ability(Cost(power=("mind",))),),
     effect_text=(TriggeredAbility(HOLD, (CreateToken("token-gold", 2, exhausted=True),)),))  # World Atlas

# Real cards II: the card itself and places as references
card("sfd-088",  # Renata Glasc, Mastermind
     abilities=(ActivatedAbility(Cost(energy=1, power=("mind",)), (Draw(1),), only_while=Condition("at_battlefield")),
                ActivatedAbility(Cost(energy=4, power=("mind",) * 4, exhaust_self=True), (GainPoints(1),),
                                 only_while=Condition("at_battlefield"))))
card("sfd-073",  # Experimental Hexplate
     abilities=(equip.ability(Cost(power=("mind",))),), effect_text=(Static("me", tags=("Mech",)),))
# Real cards II: target filters and conditions
card("sfd-074", abilities=(TriggeredAbility(  # Pickpocket
    PLAYED_SELF, (IfYouDo(Kill(0), (CreateToken("token-gold", exhausted=True),)),),
    (TargetSpec("gear", max_cost=1),), optional=True),))

# Real cards II: cards needing two families
card("sfd-202",  # Hostile Takeover
     targets=(TargetSpec("unit", controller="enemy", location="battlefield"),),
     effects=(Together((TakeControl(target=0), Ready(0))),
              Delayed(TriggeredAbility(END_OF_TURN, (LoseControl(), Recall())))))
card("sfd-071",  # Breakneck Mech
     abilities=(Static("yours", tag="Mech", keywords=("deflect", "ganking")),
                EntersReady(Condition("control_another_tag", tag="Mech"), after=True)))
card("sfd-076",  # Production Surge
     abilities=(CostModifier(-2, cards="me", condition=Condition("control_tag", tag="Mech"), spell=True, after=True),),
     effects=(CreateToken("token-mech"), Draw(1)))
# Real cards III: modes
card("sfd-077", additional_costs=(AdditionalCost(energy=4, power=("mind",), optional=True, repeat=True),),
     effects=(ChooseMode((Mode((Deal(4),), (TargetSpec("unit", location="base"),)),
                          Mode((Kill(),), (TargetSpec("gear"),)))),))  # Rocket Barrage
# Real cards II: optional additional costs ('if you paid the additional cost', 356.2.b.1)
card("sfd-067", additional_costs=(AdditionalCost(power=("mind",), optional=True, to_play=True),),  # Frostcoat Cub
     abilities=(TriggeredAbility(PLAYED_SELF, (MightThisTurn(-2),), (TargetSpec("unit"),),
                                 condition=Condition("paid_additional")),))
# Real cards II: conditional Play triggers and entering ready
card("sfd-072", abilities=(TriggeredAbility(PLAYED_SELF, (Ready(SELF),),  # Dropboarder
                                            condition=Condition("gear_at_least", 2)),))

# Real cards II: the equipment family
card("sfd-075", abilities=(TriggeredAbility(YOU_USE_GEAR_ABILITY, (MightThisTurn(1, SELF),)),))  # Prize of Progress
card("sfd-068", abilities=(DOUBLED_BONUSES,))  # Gearhead

# Real cards III: players as choosers and actors
GOLD_EXHAUSTED = CreateToken("token-gold", exhausted=True)
card("sfd-081", abilities=(TriggeredAbility(PLAYED_SELF, (  # Card Sharp
    YouAndEachOpponentMay((GOLD_EXHAUSTED,), (GOLD_EXHAUSTED,)),)),))

# Real cards III: play permissions from other zones
card("sfd-200", targets=(TargetSpec("unit", controller="friendly"),  # Arcane Shift
                         TargetSpec("unit", controller="enemy", location="battlefield")),
     effects=(BanishThenPlay(0), Deal(3, target=1), BanishThis()))
# Real cards III: spells and equipment
card("sfd-082", abilities=(  # Ezreal, Dashing
    TriggeredAbility(ATTACK, (Deal(MightOf()),), (TargetSpec("unit", controller="enemy", location="here"),),
                     also=(DEFEND,)),
    Restriction("me_no_combat_damage"),
    ActivatedAbility(Cost(power=("mind",)), (Move(SELF, dest="its_base"),), keywords=("action",))))

# Real cards III: movement
card("sfd-079",  # Bard, Mercurial
     additional_costs=(AdditionalCost(act="exhaust", what=TargetSpec("legend", controller="you"), optional=True,
                                      to_play=True),),
     abilities=(TriggeredAbility(PLAYED_SELF, (Move(dest="open_battlefield"),),
                                 (TargetSpec("unit", controller="you", any_number=True),),
                                 condition=Condition("paid_additional")),))

# Real cards III: granted [Repeat]
card("sfd-078", abilities=(ActivatedAbility(Cost(power=("any",), exhaust_self=True),  # Temporal Portal
                                            (NextSpellRepeat(),)),))
