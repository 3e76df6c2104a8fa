"""Origins, Mind."""

from __future__ import annotations

from riftbound.cards.events import (
    ATTACK,
    CONQUER,
    DEFEND,
    DIES,
    FIRST_EACH_TURN,
    FRIENDLY_UNIT_DIES,
    PLAYED_SELF,
    START_OF_BEGINNING,
    YOU_PLAY,
    YOU_PLAY_SPELL,
)
from riftbound.cards.model import (
    ACTION,
    ActivatedAbility,
    AdditionalCost,
    Condition,
    Cost,
    CostModifier,
    HasExhaustAbilities,
    PlayFilter,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card, facts_only
from riftbound.effects.actions import Channel, CreateToken
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.banish_play import BanishThenPlay, BanishThis
from riftbound.effects.both import Both
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.every import every
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.owners_recycle import OwnersRecycle
from riftbound.effects.play import PlayCard
from riftbound.effects.players import TheyDo
from riftbound.effects.primitives import AddResources, Deal, Draw, Exhaust, MightThisTurn, Ready
from riftbound.effects.raise_might import RaiseMightTo
from riftbound.effects.reveal_count import RevealDealPer
from riftbound.effects.then import Then
from riftbound.effects.turns import ExtraTurn
from riftbound.keywords import deathknell

UNIT = TargetSpec("unit")

facts_only(
    "ogn-086",  # Jeweled Colossus
    "ogn-088",  # Mega-Mech
    "ogn-089",  # Mind Rune
)
card("ogn-084",  # Eager Apprentice
     abilities=(CostModifier(-1, cards="spell", minimum=1, condition=Condition("at_battlefield")),))
card("ogn-085", targets=(TargetSpec("unit", location="battlefield"),), effects=(Deal(6),))  # Falling Comet
card("ogn-087", abilities=(TriggeredAbility(PLAYED_SELF, (Draw(1),)),))  # Lecturing Yordle
card("ogn-095", targets=(UNIT,), effects=(MightThisTurn(-1, minimum=1), Draw(1)))  # Stupefy
card("ogn-103", abilities=(TriggeredAbility(YOU_PLAY_SPELL, (MightThisTurn(1, target=SELF),)),))  # Ravenbloom Student
card("ogn-105", targets=(TargetSpec("unit", count=2, up_to=True),), effects=(Deal(6),))  # Singularity
card("ogn-083", effects=(Draw(2),))  # Consult the Past
card("ogn-090", abilities=(ActivatedAbility(Cost(exhaust_self=True), (MightThisTurn(-1, minimum=1),),
                                            (UNIT,)),))  # Orb of Regret
card("ogn-093", targets=(UNIT,), effects=(MightThisTurn(-4, minimum=1),))  # Smoke Screen
card("ogn-094", effects=(CreateToken("token-sprite", exhausted=False),))  # Sprite Call
card("ogn-117", abilities=(TriggeredAbility(YOU_PLAY, (CreateToken("token-recruit"),),
                                            play=PlayFilter(opponents_turn=True)),))  # Viktor, Innovator
card("ogn-118",  # Wraith of Echoes
     abilities=(TriggeredAbility(FRIENDLY_UNIT_DIES, (Draw(1),), limit=FIRST_EACH_TURN),))
card("ogn-091", abilities=(TriggeredAbility(YOU_PLAY, (Ready(SELF),), play=PlayFilter("gear")),))  # Pit Crew
# Riptide Rex
card("ogn-092", abilities=(TriggeredAbility(PLAYED_SELF, (Deal(6),),
                                            (TargetSpec("unit", controller="enemy", location="battlefield"),)),))
card("ogn-096", abilities=(deathknell.ability((Draw(1),)),))  # Watchful Sentry
card("ogn-097", abilities=(TriggeredAbility(PLAYED_SELF, (MightThisTurn(-2, minimum=1),), (UNIT,)),))  # Blastcone Fae
card("ogn-098", abilities=(adds(energy=1),))  # Energy Conduit
card("ogn-100", abilities=(Static("other_friendly", keywords=("vision",)),))  # Gemcraft Seer
card("ogn-106",  # Sprite Mother
     abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-sprite", exhausted=False, here=True),)),))
card("ogn-114", effects=(Draw(4),))  # Progress Day
card("ogn-116",  # Thousand-Tailed Watcher
     abilities=(TriggeredAbility(PLAYED_SELF, (GiveUnitsThisTurn("enemy", might=-3, minimum=1),)),))
card("ogn-120", abilities=(adds(power=("mind",)),))  # Seal of Insight
card("ogn-107",  # Ava Achiever (the Origins FAQ's errata: "here" is for a unit only)
     abilities=(TriggeredAbility(ATTACK, (PlayCard("hand", cost="ignore", optional=False, keyword="hidden",
                                                   here=True),),
                                 optional=True, cost=Cost(power=("mind",))),))

# Real cards II: the card itself and places as references
card("ogn-119",  # Ahri, Inquisitive
     abilities=(TriggeredAbility(ATTACK, (MightThisTurn(-2, minimum=1),),
                                 (TargetSpec("unit", controller="enemy", location="here"),), also=(DEFEND,)),))
# Real cards II: target filters and conditions
card("ogn-101", abilities=(TriggeredAbility(START_OF_BEGINNING, (Draw(1),),  # Mushroom Pouch
                                            condition=Condition("control_facedown_at_battlefield")),))
# Real cards II: "all" and "each" instructions
card("ogn-123", effects=(Exhaust(every("unit", controller="friendly")),  # Unchecked Power
                         Then((Deal(12, every("unit", location="battlefield")),))))
card("ogn-110", abilities=(TriggeredAbility(DIES, (Ready(every("rune", controller="you")),),  # Ekko, Recurrent
                                            keyword="deathknell", cost=Cost(recycle_self=True)),))
# Real cards III: players as actors
card("ogn-104", targets=(TargetSpec("unit", controller="friendly"),),
     effects=(ReturnToHand(), TheyDo((Channel(1, exhausted=True),), "owner")))  # Retreat

# Real cards II: precon decks (Viktor)
card("ogn-111", abilities=(HasExhaustAbilities(),))  # Heimerdinger, Inventor
# Real cards III: play permissions from other zones
card("ogn-102", targets=(TargetSpec("unit", controller="friendly"),),
     effects=(BanishThenPlay(dest="base"),))  # Portal Rescue
card("ogn-112", abilities=(TriggeredAbility(CONQUER, (  # Kai'Sa, Evolutionary
    PlayCard("trash", cost="ignore_energy", recycle=True),),
    (TargetSpec("spell", controller="you", location="trash", cost_below_points=True),)),))
# Real cards III: the lead's
card("ogn-121", abilities=(TriggeredAbility(DEFEND, (RevealDealPer(5, "hidden"),),  # Teemo, Strategist
                                            (TargetSpec("unit", controller="enemy", location="here"),)),))

# Real cards III: misc
card("ogn-099", abilities=(ActivatedAbility(  # Garbage Grabber
    Cost(energy=1, exhaust_self=True), (Draw(1),), object_costs=(AdditionalCost(act="recycle", n=3),),
    objects_first=True),))
card("ogn-266", targets=(TargetSpec("battlefield"),), effects=(ChooseTarget(), Both((  # Siphon Power
    GiveUnitsThisTurn("friendly", might=1, there_at=0), GiveUnitsThisTurn("enemy", might=-1, minimum=1, there_at=0))),))
card("ogn-108", targets=(TargetSpec("unit", controller="friendly"),  # Convergent Mutation
                         TargetSpec("unit", controller="friendly", other_than=0)), effects=(RaiseMightTo(),))
card("ogn-109", abilities=(Static(might=Count("trash"), increased=True),  # Dr. Mundo, Expert
                           TriggeredAbility(START_OF_BEGINNING, (OwnersRecycle(direct=True),),
                                            (TargetSpec("card", controller="you", location="trash", count=3),))))
# Real cards III: spells and equipment
card("ogn-122", effects=(ExtraTurn(), BanishThis()))  # Time Warp

# Real cards III: object costs and facedown targets
card("ogn-113", abilities=(ActivatedAbility(  # Malzahar, Fanatic
    Cost(exhaust_self=True), (AddResources(power=("any", "any")),), keywords=(ACTION,), adds=True,
    object_costs=(AdditionalCost(act="kill", what=TargetSpec("permanent", controller="friendly")),)),))
