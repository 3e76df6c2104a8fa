"""Origins, Chaos."""

from __future__ import annotations

from riftbound.cards.events import (
    ATTACK,
    DIES,
    DISCARDED_SELF,
    DO_THIS,
    FRIENDLY_MOVES_FROM_MY_LOCATION,
    LEAVES_BOARD,
    MOVE,
    PLAYED_SELF,
    THIRD_IN_TURN,
    YOU_DISCARD,
    YOU_PLAY,
)
from riftbound.cards.model import (
    ActivatedAbility,
    Cost,
    CostModifier,
    PlayFilter,
    PlayTo,
    Restriction,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card, facts_only
from riftbound.effects.actions import Channel, Discard, Recall
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.control import TakeControl
from riftbound.effects.created import Reflexive
from riftbound.effects.each_chooses import EachChoosesUnit
from riftbound.effects.every import every
from riftbound.effects.give import Give
from riftbound.effects.it import Together
from riftbound.effects.lasting import HideFreeThisTurn
from riftbound.effects.look import LookAtTop
from riftbound.effects.move import Move
from riftbound.effects.play import PlayCard
from riftbound.effects.players import DiscardHand, EachKillsOwn, TheyDo
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Deal, Draw, KillSelf, MightThisTurn, Ready, Stun
from riftbound.effects.reveal import Reveal
from riftbound.effects.rune_domain import RevealRuneByDomain
from riftbound.effects.swap_places import SwapPlaces
from riftbound.effects.their_hand import FromTheirHand
from riftbound.effects.there import DealHereAndOtherEnemies
from riftbound.keywords import deathknell

UNIT_IN_TRASH = TargetSpec("unit", controller="you", location="trash")

facts_only(
    "ogn-166",  # Chaos Rune
    "ogn-171",  # Mystic Poro
    "ogn-175",  # Shipyard Skulker
)
card("ogn-165", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),), (UNIT_IN_TRASH,)),))  # Cemetery Attendant
card("ogn-169", targets=(TargetSpec("unit", location="battlefield", max_might=3),),
     effects=(ReturnToHand(),))  # Gust
card("ogn-170", targets=(UNIT_IN_TRASH,), effects=(ReturnToHand(),))  # Morbid Return
card("ogn-178", abilities=(deathknell.ability((Discard(2), Draw(2))),))  # Undercover Agent
card("ogn-185", abilities=(TriggeredAbility(MOVE, (Discard(1), Draw(1))),))  # Traveling Merchant
card("ogn-195", abilities=(CostModifier(Count("trash", per=-1), cards="me"),))  # Rhasa the Sunderer
card("ogn-172", targets=(TargetSpec("unit", location="battlefield"),), effects=(ReturnToHand(),))  # Rebuke
card("ogn-197", abilities=(TriggeredAbility(PLAYED_SELF, (MightThisTurn(3, target=SELF),)),))  # Teemo, Scout
card("ogn-202", abilities=(TriggeredAbility(YOU_DISCARD, (Ready(SELF), MightThisTurn(1, target=SELF))),))  # Jinx, Rebel
card("ogn-204", abilities=(adds(power=("chaos",)),))  # Seal of Discord
# Treasure Trove
card("ogn-186", abilities=(TriggeredAbility(LEAVES_BOARD, (Draw(1), Channel(1, exhausted=True))),
                           ActivatedAbility(Cost(power=("chaos",), exhaust_self=True), (KillSelf(),))))

# Cards beyond the precon decks.
# Soulgorger
card("ogn-196", abilities=(TriggeredAbility(PLAYED_SELF, (PlayCard("trash", cost="ignore_energy"),),
                                            (TargetSpec("unit", controller="you", location="trash"),)),))
card("ogn-198", targets=(TargetSpec("unit", controller="you", location="trash"),),  # The Harrowing
     effects=(PlayCard("trash", cost="ignore_energy", optional=False),))
card("ogn-167",  # Ember Monk
     abilities=(TriggeredAbility(YOU_PLAY, (MightThisTurn(2, target=SELF),), play=PlayFilter(from_zone="facedown")),))
# Zaunite Bouncer
card("ogn-188", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),),
                                            (TargetSpec("unit", location="battlefield", other=True),)),))

# Real cards II: "all" and "each" instructions
card("ogn-190", abilities=(deathknell.ability((Deal(4, every("unit", where="my_battlefield")),)),))  # Kog'Maw, Caustic
# Real cards II: movement and places
card("ogn-168", targets=(TargetSpec("unit", location="battlefield"),),
     effects=(Move(dest="its_base", origin="from"),))  # Fight or Flight
card("ogn-173", targets=(TargetSpec("unit", controller="friendly"),), effects=(Move(), Ready()))  # Ride the Wind
card("ogn-184", abilities=(ActivatedAbility(  # The Syren
    Cost(energy=1, exhaust_self=True), (Move(dest="its_base"),),
    targets=(TargetSpec("unit", controller="friendly", location="battlefield"),)),))
card("ogn-205", abilities=(TriggeredAbility(MOVE, (GainPoints(1),), limit=THIRD_IN_TURN),))  # Yasuo, Windrider
# Real cards III: players as actors
card("ogn-179", effects=(EachKillsOwn("gear"),))  # Acceptable Losses
card("ogn-201", effects=(TheyDo((DiscardHand(), Draw(4)), "each", then=True),))  # Invert Timelines

# Real cards II: precon decks (Annie)
card("ogn-191", abilities=(TriggeredAbility(PLAYED_SELF, (Move(dest="its_base", origin="from"),),  # Maddened Marauder
                                            (TargetSpec("unit", location="battlefield"),)),))
card("ogn-174", abilities=(PlayTo("open"),))  # Sai Scout
card("ogn-176", abilities=(PlayTo("open"),))  # Sneaky Deckhand
# Real cards II: permissions to play units to other battlefields (355.2.b)
card("ogn-193", abilities=(PlayTo("open"), PlayTo("open", "friendly")))  # Miss Fortune, Buccaneer
# Real cards II: precon decks (Jinx)
card("ogn-182", abilities=(TriggeredAbility(PLAYED_SELF, (Draw(1),), also=(DISCARDED_SELF, DIES),  # Scrapheap
                                            this=True),))
card("ogn-180", targets=(TargetSpec("unit", location="battlefield", or_gear=True),),  # Fading Memories
     effects=(Give(keywords=("temporary",), this_turn=False),))
# Real cards III: players as choosers and actors
OPPONENT = TargetSpec("player", controller="enemy")  # 355.9.a: "choose an opponent"
card("ogn-192", abilities=(TriggeredAbility(PLAYED_SELF, (  # Mindsplitter
    TheyDo((Reveal(zone="hand"),), "chosen", choose=True), FromTheirHand("discard")), (OPPONENT,)),))
card("ogn-187", effects=(EachChoosesUnit("return"),))  # Whirlwind
# Real cards III: restrictions (054.1, rules/restrictions.py)
card("ogn-189", abilities=(Restriction("me_no_damage_moved_twice"),))  # Kayn, Unleashed
# Real cards III: looking at and revealing the top of the deck
card("ogn-183", effects=(LookAtTop(3, reveal=False, optional=False, take="hand"),))  # Stacked Deck
# Real cards III: the lead's
card("ogn-264", targets=(TargetSpec("card", controller="you", location="trash", count=2, up_to=True,  # Guerilla Warfare
                                    keyword="hidden"),),
     effects=(ReturnToHand(0), HideFreeThisTurn()))

# Real cards III: movement
card("ogn-203", targets=(TargetSpec("unit", controller="enemy", location="battlefield"),),  # Possession
     effects=(Together((ChooseTarget(), TakeControl(), Recall()), conjoin="and"),))
card("ogn-177", abilities=(TriggeredAbility(FRIENDLY_MOVES_FROM_MY_LOCATION, (  # Stealthy Pursuer
    Move(SELF, dest="there", at=0, optional=True, called="with"),)),))
card("ogn-199", abilities=(TriggeredAbility(PLAYED_SELF, (Together((ChooseTarget(), SwapPlaces())),),  # Tideturner
                                            (TargetSpec("unit", controller="you", location="elsewhere"),),
                                            optional=True),))

# Real cards III: object costs and facedown targets
card("ogn-181", abilities=(ActivatedAbility(  # Pack of Wonders
    Cost(exhaust_self=True), (ReturnToHand(0),),
    (TargetSpec("permanent", controller="friendly", other=True, or_facedown=True),)),))

# The top rune of the rune deck (416.1.b, 424, 387: "do one of the following" is a reflexive trigger)
card("ogn-200", abilities=(TriggeredAbility(ATTACK, (RevealRuneByDomain(  # Twisted Fate, Gambler
    ("fury", "mind", "order"),
    (Reflexive(TriggeredAbility(DO_THIS, (DealHereAndOtherEnemies(2, 1),),
                                (TargetSpec("unit", controller="enemy", location="here"),))),
     Reflexive(TriggeredAbility(DO_THIS, (Draw(1),))),
     Reflexive(TriggeredAbility(DO_THIS, (Stun(),), (TargetSpec("unit", controller="enemy"),))))),),),))
