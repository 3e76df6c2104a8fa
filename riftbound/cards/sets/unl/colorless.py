"""Unleashed, cards with no domain: its battlefields, and its tokens the rules define (184)."""

from __future__ import annotations

from riftbound.cards.events import (
                                            CONQUER_HERE,
                                            CONTROLLED_YOU_PLAY,
                                            EACH_BEGINNING,
                                            FIRST_EACH_TURN,
                                            HOLD_HERE,
                                            NONTOKEN_PLAYED_HERE,
                                            PLAYER_PLAYS,
                                            RETURNED_FROM_HERE,
                                            START_OF_BEGINNING,
                                            UNIT_PLAYED_HERE,
)
from riftbound.cards.model import (
                                            ActivatedAbility,
                                            AdditionalCost,
                                            Condition,
                                            Cost,
                                            MoveRule,
                                            PlayFilter,
                                            Static,
                                            TargetSpec,
                                            TriggeredAbility,
                                            UnitsHereHave,
)
from riftbound.cards.sets.define import card, token
from riftbound.cards.tokens import BIRD, REFLECTION
from riftbound.effects.actions import Channel, CreateToken, Predict
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.every import every
from riftbound.effects.lasting import CostThisTurn
from riftbound.effects.move import Move
from riftbound.effects.next_spell_repeat import NextSpellRepeat
from riftbound.effects.primitives import Buff, Deal, Draw, GainXP, MightThisTurn

token("unl-t02", BIRD)
token("unl-t06", REFLECTION)
card("unl-217", abilities=(TriggeredAbility(CONQUER_HERE, (CreateToken(BIRD.id),),
                                            condition=Condition("excess_damage", 3)),))  # Trapping Grounds
card("unl-208", abilities=(Static("units", here=True, having="temporary", keywords=("shield",)),))  # Black Flame Altar

# Real cards II: target filters and conditions
card("unl-210", abilities=(Static("units", here=True, states=("defending_alone",), might=-2),))  # Forbidding Waste
# Real cards II: movement and places
card("unl-t01", abilities=(MoveRule("here_from_anywhere"),))  # Baron Pit
# Real cards III: modes
card("unl-182", additional_costs=(AdditionalCost(energy=1, optional=True, repeat=True),
                                  AdditionalCost(power=("any",), optional=True, repeat=True),
                                  AdditionalCost(energy=1, power=("any",), optional=True, repeat=True)),
     effects=(ChooseMode((Mode((Draw(1),)),
                          Mode((Deal(2),), (TargetSpec("unit", location="battlefield"),)),
                          Mode((Deal(3),), (TargetSpec("unit", location="base"),)),
                          Mode((MightThisTurn(-4),), (TargetSpec("unit", location="battlefield"),))),
                         unchosen=True),))  # Curtain Call
# Real cards II: 'this turn' records (rules/turn_history.py)
card("unl-211", abilities=(TriggeredAbility(  # Forgotten Library
    CONTROLLED_YOU_PLAY, (Predict(),), play=PlayFilter("spell"), condition=Condition("spent_on_it", 4)),))

# Real cards II: precon decks (Vi)
card("unl-218", abilities=(TriggeredAbility(UNIT_PLAYED_HERE, (Buff(0),), optional=True,  # Valley of Idols
                                            cost=Cost(energy=1)),))
card("unl-215", abilities=(TriggeredAbility(  # Star Spring
    NONTOKEN_PLAYED_HERE, (Move(dest="its_base"),), (TargetSpec("unit", controller="you", location="here",
                                                               other_than_it=True),),
    optional=True, limit=FIRST_EACH_TURN),))

# Real cards III: battlefields
card("unl-212", abilities=(TriggeredAbility(EACH_BEGINNING, (  # Frozen Fortress
    Deal(1, target=every("unit", where="here", each=True)),)),))
card("unl-219", abilities=(TriggeredAbility(HOLD_HERE, (CostThisTurn(1, "unit", nontoken=True),)),))  # Vaults of Helia
card("unl-209", abilities=(TriggeredAbility(START_OF_BEGINNING, (Draw(1),), optional=True,  # Dusk Rose Lab
                                            object_costs=(AdditionalCost(act="kill", what=TargetSpec(
                                                "unit", controller="you", location="here")),)),))
card("unl-205", abilities=(TriggeredAbility(PLAYER_PLAYS, (MightThisTurn(1),),  # Abandoned Hall
                                            (TargetSpec("unit", controller="you", location="here"),),
                                            optional=True, play=PlayFilter("spell")),))
# Real cards III: the Vex, Jinx and Vi precons
card("unl-207", abilities=(TriggeredAbility(HOLD_HERE, (Move(dest="its_base"),),  # Amateur Recital
                                            (TargetSpec("unit", location="battlefield"),), optional=True),))
card("unl-213", abilities=(UnitsHereHave(ActivatedAbility(Cost(exhaust_self=True), (GainXP(1),))),))  # Gardens
card("unl-214", abilities=(TriggeredAbility(RETURNED_FROM_HERE, (Channel(1, exhausted=True),),  # Ripper's Bay
                                            optional=True, cost=Cost(energy=1)),))

# Real cards III: granted [Repeat]
card("unl-216", abilities=(TriggeredAbility(HOLD_HERE, (NextSpellRepeat(base=True),)),))  # The Academy
