"""Unleashed, Order."""

from __future__ import annotations

from riftbound.cards.events import ATTACK, CONQUER, FIRST_EACH_TURN, FRIENDLY_UNIT_DIES, HOLD, MOVE_TO_BF, PLAYED_SELF
from riftbound.cards.model import (
                                            ActivatedAbility,
                                            AdditionalCost,
                                            Condition,
                                            Cost,
                                            CostModifier,
                                            EntersReady,
                                            MoveTax,
                                            Restriction,
                                            Static,
                                            TargetSpec,
                                            TriggeredAbility,
)
from riftbound.cards.sets.define import card
from riftbound.effects.actions import Channel, CreateToken, Heal, Recall
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.as_played import ChooseTagAsPlayed
from riftbound.effects.banish_theirs import BanishTheirs
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.conditional import If, Instead
from riftbound.effects.every import every
from riftbound.effects.give import Give
from riftbound.effects.it import Together
from riftbound.effects.look import LookAtTop
from riftbound.effects.play import PlayCard
from riftbound.effects.players import EachKillsOwn, TheyDo
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Buff, Draw, Exhaust, GainXP, Kill, MightThisTurn, Stun
from riftbound.effects.replacements import NextTimeInstead
from riftbound.effects.reveal import Reveal
from riftbound.keywords import deathknell, equip

card("unl-153", abilities=(deathknell.ability((CreateToken("token-bird"),)),))  # Carrion Dredger
card("unl-159", targets=(TargetSpec("unit", location="battlefield", max_might=3),), effects=(Kill(),))  # Soul Harvest
card("unl-161", abilities=(ActivatedAbility(Cost(kill_self=True, exhaust_self=True), (MightThisTurn(2),),
                                            (TargetSpec("unit"),), keywords=("action",)),))  # Divining Shells
card("unl-152", abilities=(deathknell.ability((Channel(1, exhausted=True),)),))  # Black Rose Dignitary
card("unl-157", abilities=(TriggeredAbility(PLAYED_SELF, (GainXP(Count(whose="friendly")),)),))  # Scrutinizing Sergeant
card("unl-162", abilities=(ActivatedAbility(Cost(xp=2), (Buff(SELF),)),))  # Enthralling Protector
card("unl-151", abilities=(EntersReady(Condition("level", 3)),))  # Bandle Soldier
card("unl-160", abilities=(ActivatedAbility(Cost(exhaust_self=True), (CreateToken("token-bird", 2),),
                                            only_while=Condition("at_battlefield")),))  # Ultrasoft Poro
card("unl-158", abilities=(TriggeredAbility(PLAYED_SELF, (GainXP(1),)),
                           equip.ability(Cost(xp=1))))  # Shepherd's Heirloom

# Real cards II: costs and entering ready (356.2, 356.6, 357.2)
card("unl-178",  # Poppy, Defender of the Meek
     additional_costs=(AdditionalCost(xp=3, optional=True, less=3, to_play=True),))
card("unl-173", effects=(Draw(2), Channel(1, exhausted=True)),  # Sacrifice
     additional_costs=(AdditionalCost(act="kill", what=TargetSpec("unit", controller="friendly"), mighty=True),))
# Real cards II: the card itself and places as references
card("unl-155",  # Heroic Charge
     targets=(TargetSpec("unit", controller="friendly"), TargetSpec("unit", controller="enemy", location="its", at=0)),
     effects=(MightThisTurn(1, 0), Stun(1)))
card("unl-176",  # Vi, Peacekeeper
     abilities=(TriggeredAbility(ATTACK, (Stun(),), (TargetSpec("unit", controller="enemy", location="here"),)),))
# Real cards II: target filters and conditions
card("unl-172", abilities=(deathknell.ability(  # LeBlanc, Fragmented
    (Instead(Condition("beginning_phase"), (Draw(1),), (Draw(2),)),)),))
card("unl-154", abilities=(Static(might=2, condition=Condition("attacking_with_another")),))  # Crimson Pigeons
# Real cards II: "all" and "each" instructions
card("unl-180", effects=(Kill(every("unit")),))  # The Ruination
# Real cards II: movement and places
card("unl-175", targets=(TargetSpec("unit", controller="friendly"),),
     effects=(NextTimeInstead((Heal(), Exhaust(), Recall())),))  # Tactical Retreat

# Real cards II: two families at once
card("unl-156", abilities=(deathknell.ability((If(Condition("died_not_alone"), (Draw(1),)),)),))  # Loyal Poro
card("unl-167", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(0),), (TargetSpec(  # Starhound
    "unit", controller="you", location="trash", any_tag=("Bird", "Cat", "Dog", "Poro")),)),))
# Real cards II: optional additional costs ('if you paid the additional cost', 356.2.b.1)
card("unl-164", additional_costs=(AdditionalCost(xp=3, optional=True, to_play=True),),  # Safety Inspector
     abilities=(TriggeredAbility(PLAYED_SELF, (EachKillsOwn("unit", must=True, spare_paid=True),)),))

# Real cards III: restrictions (054.1, rules/restrictions.py)
card("unl-171", abilities=(Restriction("me_no_combat_damage"),))  # Galio, Indefatigable

# Real cards III: looking at and revealing the top of the deck
card("unl-179", abilities=(TriggeredAbility(MOVE_TO_BF, (LookAtTop(3, "unit"),)),  # Rift Herald
                           deathknell.ability((PlayCard("hand", "unit", cost="ignore_energy", optional=False,
                                                        dest="base"),))))

# Real cards III: misc
card("unl-165", targets=(TargetSpec("unit", controller="friendly", states=("no_temporary",)),),  # Shadow's Call
     effects=(Together((ChooseTarget(), Give(keywords=("temporary",), this_turn=False))), Draw(2)))
card("unl-174", abilities=(TriggeredAbility(  # Shard of Undoing
    FRIENDLY_UNIT_DIES, (EachKillsOwn("unit", who="opponents", must=True),), limit=FIRST_EACH_TURN,
    condition=Condition("beginning_phase")),))
# Real cards III: the Vex, Jinx and Vi precons
card("unl-163", abilities=(MoveTax(),))  # Mageseeker Investigator
# Real cards III: spells and equipment
card("unl-169", abilities=(TriggeredAbility(PLAYED_SELF, (  # Ashe, Focused
    TheyDo((Reveal(zone="hand"),), "chosen", choose=True), BanishTheirs()),
    (TargetSpec("player", controller="enemy"),)),))
card("unl-177", effects=(ChooseTagAsPlayed(),),  # Ivern, Friend to All
     abilities=(TriggeredAbility(CONQUER, (If(Condition("pet_tags_all"), (GainPoints(1),), after=True),),
                                 also=(HOLD,)),))

# Real cards III: discounts (a discount read from the chosen target, 356.4.a; rules/chosen_discounts.py)
card("unl-168", targets=(TargetSpec("unit", controller="you", location="trash", max_cost=2, max_power=1),),
     effects=(PlayCard("trash", cost="ignore", optional=False),),  # Undying Loyalty
     abilities=(CostModifier(-2, "me", spell=True, after=True, chosen_tags=("Bird", "Cat", "Dog", "Poro")),))
