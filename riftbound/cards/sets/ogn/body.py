"""Origins, Body."""

from __future__ import annotations

from riftbound.cards.events import (
    ATTACK,
    CONQUER,
    END_OF_YOUR_TURN,
    FIRST_EACH_TURN,
    MOVE,
    OPPONENT_MOVES_ELSEWHERE,
    PLAYED_SELF,
    YOU_BUFF_FRIENDLY,
    YOU_PLAY,
    YOU_READY_FRIENDLY,
)
from riftbound.cards.model import (
    ActivatedAbility,
    AdditionalCost,
    Condition,
    Cost,
    CostModifier,
    EntersReady,
    PlayFilter,
    PlayTo,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card, facts_only
from riftbound.effects.actions import Channel
from riftbound.effects.amounts import SELF
from riftbound.effects.any_amount import PaidAmount, PayAnyAmount
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.conditional import If
from riftbound.effects.each_buff import EachMaySpendBuff
from riftbound.effects.either import Either
from riftbound.effects.every import every
from riftbound.effects.fallback import ChannelElse
from riftbound.effects.give import Give
from riftbound.effects.it import Together
from riftbound.effects.lasting import EnterReadyThisTurn
from riftbound.effects.move import Move
from riftbound.effects.players import TheyDo
from riftbound.effects.primitives import Buff, Deal, Draw, Kill, MightThisTurn, Ready, Stun
from riftbound.effects.replacements import Prevent
from riftbound.effects.reveal import Reveal
from riftbound.effects.reveal_top import RevealUntilPlay
from riftbound.effects.their_hand import FromTheirHand
from riftbound.effects.then import Then
from riftbound.effects.unit_damage import Fight

facts_only(
    "ogn-126",  # Body Rune
    "ogn-135",  # Pakaa Cub
    "ogn-142",  # Mountain Drake
)
card("ogn-125", abilities=(Static(condition=Condition("buffed"), keywords=("ganking",)),))  # Bilgewater Bully
card("ogn-128", targets=(TargetSpec("unit", controller="friendly"), TargetSpec("unit", controller="enemy")),
     effects=(Fight(0, 1),))  # Challenge
card("ogn-129", effects=(EnterReadyThisTurn(), Draw(1)))  # Confront
card("ogn-137", abilities=(TriggeredAbility(PLAYED_SELF, (Channel(1, exhausted=True),)),))  # Stormclaw Ursine
# Arena Bar
card("ogn-124", abilities=(ActivatedAbility(Cost(exhaust_self=True), (Buff(),),
                                            (TargetSpec("unit", controller="friendly", exhausted=True),)),))
card("ogn-139",  # Cithria of Cloudfield
     abilities=(TriggeredAbility(YOU_PLAY, (Buff(SELF),), play=PlayFilter("unit", another=True)),))
card("ogn-154", targets=(TargetSpec("unit"),), effects=(MightThisTurn(7),))  # Primal Strength
card("ogn-163", abilities=(adds(power=("body",)),))  # Seal of Strength
# Sett, Brawler
card("ogn-164", abilities=(TriggeredAbility(PLAYED_SELF, (Buff(SELF),), also=(CONQUER,)),
                           ActivatedAbility(Cost(spend_buff=True), (MightThisTurn(4, target=SELF),))))

# Cards beyond the precon decks.
# Carnivorous Snapvine
card("ogn-149", abilities=(TriggeredAbility(PLAYED_SELF, (Fight(SELF, 0),),
                                            (TargetSpec("unit", controller="enemy", location="battlefield"),)),))
card("ogn-132", abilities=(TriggeredAbility(PLAYED_SELF, (Ready(),), (TargetSpec("unit", other=True),)),))  # First Mate
card("ogn-136",  # Pit Rookie
     abilities=(TriggeredAbility(PLAYED_SELF, (Buff(),), (TargetSpec("unit", controller="friendly", other=True),)),))
# Kinkou Monk
card("ogn-141", abilities=(TriggeredAbility(PLAYED_SELF, (Buff(),),
                                            (TargetSpec("unit", controller="friendly", other=True, count=2,
                                                        up_to=True),)),))

# Real cards II: costs and entering ready (356.2, 356.6, 357.2)
card("ogn-146", targets=(TargetSpec("unit"),), effects=(Ready(),),  # Wallop
     additional_costs=(AdditionalCost(act="spend_buff", optional=True, ignore_cost=True),))
card("ogn-150", additional_costs=(  # Kraken Hunter
    AdditionalCost(act="spend_buff", optional=True, any_number=True, less_power="body"),))
# Real cards II: the card itself and places as references
card("ogn-130",  # Crackshot Corsair
     abilities=(TriggeredAbility(ATTACK, (Deal(1),), (TargetSpec("unit", controller="enemy", location="here"),)),))
# Real cards II: target filters and conditions
card("ogn-151", abilities=(Static("other_friendly", here=True, states=("buffed",), might=2,  # Lee Sin, Centered
                                  condition=Condition("at_battlefield")),))
card("ogn-134", effects=(ChannelElse(1, (Draw(1),), exhausted=True),))  # Mobilize
card("ogn-138", effects=(ChannelElse(2, (Draw(1),), exhausted=True),))  # Catalyst of Aeons
# Real cards II: "all" and "each" instructions
card("ogn-133", effects=(Deal(1, every("unit", location="battlefield")),))  # Flurry of Blades
card("ogn-148",  # Anivia, Primal
     abilities=(TriggeredAbility(ATTACK, (Deal(3, every("unit", controller="enemy", where="here")),)),))
card("ogn-153",  # Overt Operation
     effects=(EachMaySpendBuff(every("unit", controller="friendly", each=True), (Ready(0),)),
              Then((Buff(every("unit", controller="friendly")),))))

# Real cards III: trigger events (383)
card("ogn-143", abilities=(TriggeredAbility(YOU_READY_FRIENDLY, (MightThisTurn(1, 0),)),))  # Pirate's Haven
card("ogn-152", abilities=(TriggeredAbility(YOU_BUFF_FRIENDLY, (Ready(0),), optional=True,  # Mistfall
                                            cost=Cost(power=("body",), exhaust_self=True), this=True),))
# Real cards II: cards needing two families
card("ogn-159",  # Warwick, Hunter
     abilities=(EntersReady(),
                TriggeredAbility(ATTACK,
                                 (Kill(every("unit", controller="enemy", where="here", states=("damaged",))),))))
# Real cards II: 'this turn' records (rules/turn_history.py)
card("ogn-144", effects=(Draw(2),),  # Spoils of War
     abilities=(CostModifier(-2, cards="me", condition=Condition("enemy_died_this_turn"), spell=True),))

# Real cards II: precon decks (Garen, Master Yi)
card("ogn-131",  # Dune Drake
     abilities=(TriggeredAbility(ATTACK, (If(Condition("ready_enemy_here"), (MightThisTurn(2, SELF),), after=True),)),))
card("ogn-127", effects=(Deal(2, every("unit", controller="enemy", states=("in_combat",))),))  # Cannon Barrage

# Real cards II: permissions to play units to other battlefields (355.2.b)
card("ogn-161", abilities=(PlayTo("occupied_enemy"),))  # Deadbloom Predator

# Real cards II: precon decks (Lee Sin)
card("ogn-157", abilities=(ActivatedAbility(Cost(spend_buff=True), (ChooseMode((  # Udyr, Wildman
    Mode((Deal(2),), (TargetSpec("unit", location="battlefield"),)),
    Mode((Stun(),), (TargetSpec("unit", location="battlefield"),)),
    Mode((Ready(SELF),)),
    Mode((Give(SELF, keywords=("ganking",)),))), this_turn="you've not chosen"),)),))
card("ogn-147", abilities=(TriggeredAbility(PLAYED_SELF, (Buff(SELF), Ready(SELF)), optional=True,  # Wildclaw Shaman
                                            cost=Cost(spend_a_buff=True)),))

# Real cards III: players as choosers and actors
OPPONENT = TargetSpec("player", controller="enemy")  # 355.9.a: "choose an opponent"
card("ogn-156", targets=(OPPONENT,), effects=(  # Sabotage
    TheyDo((Reveal(zone="hand"),), "chosen", choose=True), FromTheirHand("recycle", non_unit=True)))
card("ogn-155", abilities=(TriggeredAbility(CONQUER, (  # Qiyana, Victorious
    Either((Draw(1), Channel(1, exhausted=True))),)),))
# Real cards III: the lead's
card("ogn-160", abilities=(TriggeredAbility(END_OF_YOUR_TURN, (RevealUntilPlay("unit"),)),))  # Dazzling Aurora

# Real cards III: replacement and costs
card("ogn-145", effects=(Prevent(by="spell_ability", every=True),))  # Unyielding Spirit
card("ogn-140", abilities=(CostModifier(-2, minimum=1, tag="Dragon"),))  # Herald of Scales

# Real cards III: movement
card("ogn-270", targets=(TargetSpec("unit", controller="friendly", location="your_base"),),  # Showstopper
     effects=(Together((Buff(0), Move(0, dest="battlefield")), conjoin="then"),))
card("ogn-158", abilities=(TriggeredAbility(OPPONENT_MOVES_ELSEWHERE, (Draw(1),)),))  # Volibear, Imposing
# Real cards III: spells and equipment
card("ogn-162", abilities=(TriggeredAbility(MOVE, (Ready(),),  # Miss Fortune, Captain
                                            (TargetSpec("something", exhausted=True, other=True),),
                                            limit=FIRST_EACH_TURN, optional=True),))

# Real cards IV: "pay any amount" (effects/any_amount.py)
card("ogn-268", targets=(TargetSpec("battlefield"),), effects=(PayAnyAmount("power", (  # Bullet Time
    Deal(PaidAmount("damage"), every("unit", controller="enemy", where="there", at=0)),)),))
