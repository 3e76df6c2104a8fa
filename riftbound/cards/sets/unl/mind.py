"""Unleashed, Mind."""

from __future__ import annotations

from riftbound.cards.events import (
     ANOTHER_FRIENDLY_DIES,
     ATTACK,
     DIES_THIS_TURN,
     HOLD,
     MOVE,
     MOVE_FROM_LOCATION,
     NEXT_MAIN_START,
     OPPONENT_SCORES,
     PLAYED_SELF,
     SHOWDOWN_HERE,
     START_OF_BEGINNING,
     YOU_DRAW_SECOND,
)
from riftbound.cards.model import (
     ActivatedAbility,
     AdditionalCost,
     AdditionalTrigger,
     Condition,
     Cost,
     Static,
     TargetSpec,
     TriggeredAbility,
)
from riftbound.cards.sets.define import card
from riftbound.cards.tokens import REFLECTION, SPRITE
from riftbound.effects.actions import CreateToken, Predict
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.copy import PlayCopy
from riftbound.effects.created import Delayed
from riftbound.effects.discard_by_type import DiscardByType
from riftbound.effects.give import Give
from riftbound.effects.it import Together
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.look import LookAtTop
from riftbound.effects.move import Move
from riftbound.effects.pay import IfYouDo, Pay
from riftbound.effects.primitives import AddResources, Deal, Draw, MightThisTurn, Ready
from riftbound.effects.repeat_effect import RepeatEffect
from riftbound.effects.reveal_top import RevealTop
from riftbound.effects.swap_places import SwapPlaces
from riftbound.effects.then import Then
from riftbound.effects.there import DealThereAndOtherEnemies
from riftbound.effects.win import WinGame
from riftbound.keywords import deathknell

card("unl-061",  # Downstage Dramatics
     effects=(Draw(1),), additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))
card("unl-066", targets=(TargetSpec("unit"),), effects=(MightThisTurn(-10),))  # Moonlight Affliction
card("unl-067", abilities=(deathknell.ability((Deal(4),), (TargetSpec("unit", controller="enemy"),)),))  # Ruined Rex
card("unl-068",  # Spectral Centaur
     abilities=(TriggeredAbility(ANOTHER_FRIENDLY_DIES, (MightThisTurn(2, target=SELF),)),))
card("unl-069", effects=(CreateToken("token-sprite", 2, exhausted=False),))  # Sprite Burst
card("unl-075", abilities=(Static(condition=Condition("level", 3), might=1, keywords=("ganking",)),))  # Gustwalker
card("unl-062", abilities=(deathknell.ability((Predict(2),)),))  # Dramatic Visionary
card("unl-063", targets=(TargetSpec("unit"),), effects=(MightThisTurn(-4), Predict(1)))  # Eclipse
card("unl-070", targets=(TargetSpec("gear"),),
     effects=(Give(keywords=("temporary",), this_turn=False),))  # Turn to Dust
card("unl-084", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-sprite", exhausted=False),),
                                            also=(START_OF_BEGINNING,)),))  # Sprite Queen

# Real cards II: the card itself and places as references
card("unl-065",  # Icevale Archer
     abilities=(TriggeredAbility(ATTACK, (MightThisTurn(-1),), (TargetSpec("unit", location="here"),),
                                 optional=True, cost=Cost(energy=1)),))
card("unl-076",  # Petal Pixie
     abilities=(Static(might=Count("unit", whose="you", where="my_battlefield", keyword="temporary")),))
card("unl-082",  # Lillia, Fae Fawn
     abilities=(TriggeredAbility(MOVE_FROM_LOCATION, (CreateToken(SPRITE.id, there=True),)),))
# Real cards II: target filters and conditions
card("unl-077", abilities=(Static("yours", states=("token",), might=1),))  # Soul Shepherd
card("unl-073", targets=(TargetSpec("unit", controller="enemy"),),  # Deadly Flourish
     effects=(Deal(3), Delayed(TriggeredAbility(DIES_THIS_TURN, (CreateToken("token-gold", exhausted=True),)),
                               target=0, it=True)))
# Real cards II: "all" and "each" instructions

# Real cards III: trigger events (383)
card("unl-085", abilities=(TriggeredAbility(OPPONENT_SCORES, (Draw(1),)),))  # Sumpworks Map
# Real cards II: two families at once
card("unl-071", abilities=(TriggeredAbility(PLAYED_SELF, (  # Chakram Dancer
    GiveUnitsThisTurn("yours", here=True, other=True, keywords=("shield",)),)),))
card("unl-072", targets=(TargetSpec("battlefield"),  # Crescent Strike
                         TargetSpec("unit", controller="enemy", location="its", at=0)),
     effects=(DealThereAndOtherEnemies(4, 1),))
# Real cards II: 'this turn' records (rules/turn_history.py)
card("unl-089", additional_costs=(AdditionalCost(  # Jhin, Meticulous Killer
    play_for=Cost(power=("mind",)), optional=True, condition=Condition("spent_on_spell", 4)),))

# Real cards III: looking at and revealing the top of the deck
card("unl-064", abilities=(TriggeredAbility(PLAYED_SELF, (LookAtTop(4, "spell", min_cost=4),)),))  # Fate Weaver

card("unl-079", abilities=(TriggeredAbility(SHOWDOWN_HERE, (IfYouDo(Pay(Cost(energy=1)), (  # Diana, Lunari
    Predict(1), RevealTop(1, "spell", optional=False, rest="stay"))),), optional=True),))

# Real cards III: misc
_FOUNTAIN = (CreateToken(SPRITE.id, exhausted=False, to_base=True),)
card("unl-078", abilities=(TriggeredAbility(PLAYED_SELF, _FOUNTAIN, this=True),  # Sprite Fountain
                           deathknell.ability((RepeatEffect(_FOUNTAIN),))))
card("unl-074", abilities=(TriggeredAbility(YOU_DRAW_SECOND, (MightThisTurn(2),),  # Frigid Jewel
                                            (TargetSpec("unit", controller="friendly"),)),))
# Real cards III: movement
card("unl-083",  # Smoke and Mirrors
     targets=(TargetSpec("unit", controller="you"),
              TargetSpec("unit", controller="you", location="not_its", at=0)),
     effects=(Together((ChooseTarget(also=1), SwapPlaces(0, 1, if_either_has="temporary"))), Draw(1)))
card("unl-198",  # Moonfall
     targets=(TargetSpec("battlefield", your_units_there=True), TargetSpec("unit", controller="enemy", up_to=True)),
     effects=(ChooseTarget(), Move(1, dest="there", at=0, optional=True),
              Then((GiveUnitsThisTurn("enemy", there_at=0, might=-2),))))
card("unl-080", abilities=(TriggeredAbility(MOVE, (  # Hwei, Brooding Painter
    Draw(1), DiscardByType(spell=(Draw(1),), gear=(Ready(0),), unit=(MightThisTurn(3, SELF),))),
    (TargetSpec("rune", count=2, up_to=True),)),))
# Real cards III: copies
card("unl-200", targets=(TargetSpec("unit"),),  # Mirror Image
     effects=(Together((ChooseTarget(), PlayCopy(REFLECTION.id, 1, False, to_base=True, keywords=("temporary",)))),))
card("unl-081",  # Keeper of Masks
     abilities=(TriggeredAbility(PLAYED_SELF, (PlayCopy(REFLECTION.id, 2, here=True, of=SELF),)),))
# Real cards III: battlefields (and triggering an additional time)
card("unl-087", abilities=(AdditionalTrigger("hold_here"),  # Blue Sentinel
                           TriggeredAbility(HOLD, (Delayed(TriggeredAbility(
                               NEXT_MAIN_START, (AddResources(power=("any",)),)), after=True),))))
# Session 7
card("unl-088", abilities=(  # Gutter Palace
    TriggeredAbility(START_OF_BEGINNING, (WinGame(),), condition=Condition("hand_and_battlefield_units_exactly", 4)),
    ActivatedAbility(Cost(exhaust_self=True), (CreateToken("token-bird"),),
                     object_costs=(AdditionalCost(act="discard"),))))
