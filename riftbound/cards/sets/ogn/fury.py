"""Origins, Fury."""

from __future__ import annotations

from riftbound.cards.events import (
    ATTACK,
    CONQUER,
    DISCARDED_SELF,
    DO_THIS,
    NEXT_DAMAGE_THIS_TURN,
    PLAYED_SELF,
    TRASH,
    YOU_CONQUER,
    YOU_KILL_WITH_SPELL,
    YOU_PLAY,
)
from riftbound.cards.model import (
    ActivatedAbility,
    AdditionalCost,
    Condition,
    Cost,
    CostModifier,
    EntersExhausted,
    EntersReady,
    PlayFilter,
    Restriction,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card, facts_only
from riftbound.effects.actions import Channel, Discard
from riftbound.effects.amounts import SELF, Count, MightOf
from riftbound.effects.bans import CantPlayThisTurn
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.created import Delayed
from riftbound.effects.discard_deal import DiscardDeal
from riftbound.effects.every import every
from riftbound.effects.from_trash import PlaySelf, ReturnSelfToHand
from riftbound.effects.give import Give
from riftbound.effects.highest_might import HighestMight
from riftbound.effects.if_kills import IfThisKills
from riftbound.effects.it import Together
from riftbound.effects.lasting import CostThisTurn, EnterReadyThisTurn
from riftbound.effects.next_spell_bonus import NextSpellBonus
from riftbound.effects.now_instead import NowInstead
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Deal, Draw, Kill, MightThisTurn, MoveTo, Ready
from riftbound.effects.split import DealSplit
from riftbound.effects.unless_has import UnlessHasYou
from riftbound.effects.your_points import YourPoints

UNIT = TargetSpec("unit")
AT_BATTLEFIELD = TargetSpec("unit", location="battlefield")

facts_only(
    "ogn-001",  # Blazing Scorcher
    "ogn-007",  # Fury Rune
    "ogn-010",  # Legion Rearguard
    "ogn-013",  # Pouty Poro
)
card("ogn-003", abilities=(TriggeredAbility(PLAYED_SELF, (Discard(1),)),))  # Chemtech Enforcer
card("ogn-004", targets=(UNIT,), effects=(Give(keywords=("assault:3",)),))  # Cleave
card("ogn-009", targets=(AT_BATTLEFIELD,), effects=(Deal(3),))  # Hextech Ray
card("ogn-012", abilities=(CostModifier(-2, cards="me", dependent=Condition("legion")),))  # Noxus Hopeful
card("ogn-016",  # Dangerous Duo
     abilities=(TriggeredAbility(PLAYED_SELF, (MightThisTurn(2),), (UNIT,), dependent=Condition("legion")),))
card("ogn-020",  # Scrapyard Champion
     abilities=(TriggeredAbility(PLAYED_SELF, (Discard(2), Draw(2)), dependent=Condition("legion")),))
card("ogn-024", targets=(AT_BATTLEFIELD,), effects=(Deal(4), Draw(1)))  # Void Seeker
card("ogn-029", targets=(UNIT, UNIT), effects=(Deal(3, 0), Deal(3, 1)))  # Falling Star
card("ogn-030", abilities=(TriggeredAbility(PLAYED_SELF, (Discard(2),)),))  # Jinx, Demolitionist
card("ogn-038",  # Kadregrin the Infernal
     abilities=(TriggeredAbility(PLAYED_SELF, (Draw(Count("unit", whose="you", mighty=True)),)),))
card("ogn-039", abilities=(TriggeredAbility(CONQUER, (Draw(1),)),))  # Kai'Sa, Survivor
card("ogn-040", abilities=(adds(power=("fury",)),))  # Seal of Rage

# Cards beyond the precon decks.
card("ogn-015", abilities=(Static("other_friendly", here=True, keywords=("assault",)),))  # Captain Farron
card("ogn-031", abilities=(TriggeredAbility(PLAYED_SELF, (CostThisTurn(-5, next_only=True),)),))  # Raging Firebrand
# Volibear, Relentless Storm
card("ogn-249", abilities=(TriggeredAbility(YOU_PLAY, (Channel(1, exhausted=True),),
                                            play=PlayFilter("unit", mighty=True),
                                            optional=True, cost=Cost(exhaust_self=True)),))

# Real cards II: either-domain pips (135.2.e.6)
card("ogn-248", targets=(UNIT,) * 6, effects=tuple(Deal(2, i) for i in range(6)))  # Icathian Rain

# Real cards II: costs and entering ready (364.3.a, 365.1)
card("ogn-011", abilities=(EntersReady(who="other_friendly"),))  # Magma Wurm
card("ogn-017", abilities=(EntersExhausted(),  # Iron Ballista
                           ActivatedAbility(Cost(exhaust_self=True), (Deal(2),), targets=(AT_BATTLEFIELD,))))
card("ogn-002", additional_costs=(AdditionalCost(act="discard", optional=True, less=2),))  # Brazen Buccaneer
# Real cards II: the card itself and places as references
card("ogn-041",  # Volibear, Furious
     abilities=(TriggeredAbility(ATTACK, (DealSplit(5),),
                                 (TargetSpec("unit", controller="enemy", location="here", count=5, up_to=True),)),))
card("ogn-027",  # Darius, Trifarian
     abilities=(TriggeredAbility(YOU_PLAY, (MightThisTurn(2, SELF), Ready(SELF)), play=PlayFilter(nth=2)),))
# Real cards II: "all" and "each" instructions
card("ogn-022", effects=(Kill(every("gear")),))  # Thermo Beam

# Real cards II: costs and entering ready (family 6), leftovers
card("ogn-021", abilities=(ActivatedAbility(  # Sun Disc
    Cost(exhaust_self=True), (EnterReadyThisTurn(next_only=True),), dependent=Condition("legion")),))
# Real cards II: cards needing two families
card("ogn-035",  # Vayne, Hunter
     abilities=(EntersReady(Condition("opponent_controls_battlefield")),
                TriggeredAbility(CONQUER, (ReturnToHand(SELF),), optional=True, cost=Cost(energy=1))))
# Real cards II: 'this turn' records (rules/turn_history.py)
card("ogn-019", abilities=(Static(condition=Condition("discarded_this_turn"),  # Raging Soul
                                  keywords=("assault", "ganking")),))

# Real cards II: precon decks (Annie)
card("ogn-005", targets=(TargetSpec("unit", location="battlefield"),),  # Disintegrate
     effects=(Deal(3), IfThisKills(TriggeredAbility(DO_THIS, (Draw(1),)))))

# Real cards II: precon decks (Vi, Jinx)
card("ogn-036", abilities=(ActivatedAbility(  # Vi, Destructive
    Cost(), (MightThisTurn(1, SELF),), object_costs=(AdditionalCost(act="recycle"),)),))
card("ogn-008", targets=(TargetSpec("unit", location="battlefield"),), effects=(DiscardDeal(),))  # Get Excited!

# Real cards III: players as choosers and actors
card("ogn-033", targets=(TargetSpec("unit", controller="enemy"),),  # Shakedown
     effects=(UnlessHasYou((Deal(6),), (Draw(2),)),))

# Real cards III: restrictions (054.1, rules/restrictions.py)
card("ogn-026", abilities=(TriggeredAbility(PLAYED_SELF, (CantPlayThisTurn(),)),))  # Brynhir Thundersong
card("ogn-018", abilities=(Restriction("opponents_hidden_here"),))  # Noxus Saboteur

# Real cards III: play permissions from other zones
card("ogn-252", targets=(TargetSpec("unit"),), effects=(Deal(5),),  # Super Mega Death Rocket!
     abilities=(TriggeredAbility(YOU_CONQUER, (ReturnSelfToHand(),), optional=True, cost=Cost(discard=1),
                                 zone=TRASH),))

# Real cards III: replacement and costs
card("ogn-254", targets=(TargetSpec("unit"),),  # Noxian Guillotine
     effects=(Delayed(TriggeredAbility(NEXT_DAMAGE_THIS_TURN, (Kill(),)), unless_legion=True),),
     legion=(NowInstead((Kill(),)),))
card("ogn-032", abilities=(ActivatedAbility(Cost(exhaust_self=True), (NextSpellBonus(1),)),))  # Ravenborn Tome
card("ogn-014", targets=(TargetSpec("unit", location="battlefield"),), effects=(Deal(5),),  # Sky Splitter
     abilities=(CostModifier(HighestMight(), cards="me", spell=True),))
# Real cards III: misc
card("ogn-028", abilities=(Static(might=YourPoints(), increased=True),))  # Draven, Showboat
# Real cards III: movement
card("ogn-250",  # Stormbringer
     targets=(TargetSpec("unit", controller="friendly", location="your_base"), TargetSpec("battlefield")),
     effects=(Together((ChooseTarget(), Deal(MightOf(0), every("unit", controller="enemy", where="there", at=1)),
                        MoveTo(0, 1)), conjoin="then"),))
# Real cards III: the Vex, Jinx and Vi precons
card("ogn-006", abilities=(TriggeredAbility(DISCARDED_SELF, (PlaySelf(),), optional=True,  # Flame Chompers
                                            cost=Cost(power=("fury",))),))
# Real cards III: spells and equipment
card("ogn-034", abilities=(TriggeredAbility(CONQUER, (GainPoints(1),),  # Tryndamere, Barbarian
                                            condition=Condition("excess_after_attack", 5)),))
# Real cards IV: who kills (411.4, 428.5; rules/kills.py)
card("ogn-037", abilities=(TriggeredAbility(YOU_KILL_WITH_SPELL, (PlaySelf(from_trash=True),),  # Immortal Phoenix
                                            optional=True, cost=Cost(energy=1, power=("fury",)), zone=TRASH),))
