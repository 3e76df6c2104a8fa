"""Origins, Order."""

from __future__ import annotations

from riftbound.cards.events import (
    ATTACK,
    BUFFED_FRIENDLY_DIES,
    DAMAGED_THIS_TURN,
    MOVE_TO_BF,
    NONRECRUIT_YOURS_DIES,
    PLAYED_SELF,
    YOU_RECYCLE_CARDS,
)
from riftbound.cards.model import (
    ActivatedAbility,
    AdditionalCost,
    AdditionalTrigger,
    Condition,
    Cost,
    Restriction,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card, facts_only
from riftbound.effects.actions import Channel, CreateToken
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.conditional import If, Instead
from riftbound.effects.created import Delayed
from riftbound.effects.each_chooses import EachChoosesUnit
from riftbound.effects.every import every
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.look import LookAtTop
from riftbound.effects.owners_recycle import OwnersRecycle
from riftbound.effects.pair import AtSameBattlefield
from riftbound.effects.play import PlayCard
from riftbound.effects.players import EachKillsOwn, TheyDo
from riftbound.effects.primitives import Buff, Draw, Kill, MightThisTurn, Ready, Stun
from riftbound.effects.spend_buffs import SpendAnyBuffs
from riftbound.effects.then import Then
from riftbound.keywords import deathknell

RECRUIT = "token-recruit"

facts_only(
    "ogn-210",  # Daring Poro
    "ogn-214",  # Order Rune
    "ogn-215",  # Petty Officer
    "ogn-219",  # Vanguard Sergeant
    "ogn-241",  # Shen, Kinkou
)
card("ogn-206",  # Back to Back
     targets=(TargetSpec("unit", controller="friendly", count=2),), effects=(MightThisTurn(2),))
card("ogn-211", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken(RECRUIT, here=True),)),))  # Faithful Manufactor
card("ogn-216", abilities=(deathknell.ability((Channel(1, exhausted=True),)),))  # Soaring Scout
card("ogn-222", abilities=(TriggeredAbility(MOVE_TO_BF, (CreateToken(RECRUIT, here=True),)),))  # Noxian Drummer
card("ogn-229", targets=(TargetSpec("unit"),), effects=(Kill(),))  # Vengeance
card("ogn-233", effects=(GiveUnitsThisTurn("friendly", might=5),))  # Grand Strategem
LEGION = Condition("legion")
card("ogn-217", abilities=(TriggeredAbility(PLAYED_SELF, (Buff(SELF),), dependent=LEGION),))  # Trifarian Gloryseeker
card("ogn-218",  # Vanguard Captain
     abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken(RECRUIT, 2, here=True),), dependent=LEGION),))
card("ogn-224", targets=(TargetSpec("gear", up_to=True),), effects=(Kill(), Draw(1)))  # Salvage
card("ogn-232",  # Fiora, Victorious
     abilities=(Static(condition=Condition("mighty"), keywords=("deflect", "ganking", "shield")),))
card("ogn-234",  # Harnessed Dragon
     abilities=(TriggeredAbility(PLAYED_SELF, (Kill(),), (TargetSpec("unit", controller="enemy"),)),))
card("ogn-239", abilities=(deathknell.ability((CreateToken(RECRUIT, 3),)),))  # Machine Evangel
# Darius, Executioner
card("ogn-243", abilities=(TriggeredAbility(PLAYED_SELF, (Ready(SELF),), dependent=LEGION),
                           Static("other_friendly", here=True, might=1)))
card("ogn-245", abilities=(adds(power=("order",)),))  # Seal of Unity

# Cards beyond the precon decks.
card("ogn-235", abilities=(TriggeredAbility(YOU_RECYCLE_CARDS, (Buff(),),  # Karma, Channeler
                                            (TargetSpec("unit", controller="friendly"),)),))

# Real cards II: costs and entering ready (356.2, 356.6, 357.2)
card("ogn-208",  # Cruel Patron
     additional_costs=(AdditionalCost(act="kill", what=TargetSpec("unit", controller="friendly")),))
card("ogn-207", targets=(TargetSpec("unit"),), effects=(MightThisTurn(3),),  # Call to Glory
     additional_costs=(AdditionalCost(act="spend_buff", optional=True, ignore_cost=True),))
card("ogn-231", additional_costs=(AdditionalCost(  # Commander Ledros
    act="kill", what=TargetSpec("unit", controller="friendly"), optional=True, any_number=True, less_power="order"),))
# Real cards II: the card itself and places as references
card("ogn-238",  # Leona, Determined
     abilities=(TriggeredAbility(ATTACK, (Stun(),), (TargetSpec("unit", controller="enemy", location="here"),)),))
card("ogn-240",  # Sett, Kingpin
     abilities=(Static(might=Count("unit", whose="friendly", where="my_battlefield", buffed=True)),))
# Real cards II: target filters and conditions
SMALL_UNIT_IN_TRASH = TargetSpec("unit", controller="you", location="trash", max_cost=3, max_power=1)
card("ogn-226", abilities=(TriggeredAbility(PLAYED_SELF, (PlayCard("trash", cost="ignore"),),  # Spectral Matron
                                            (SMALL_UNIT_IN_TRASH,)),))
# Real cards II: "all" and "each" instructions
card("ogn-223", abilities=(TriggeredAbility(PLAYED_SELF, (  # Peak Guardian
    Buff(SELF), Then((If(Condition("at_battlefield"),
                         (Buff(every("unit", controller="friendly", where="there", at=SELF, other=True)),)),))),),))
# Real cards III: players as actors
card("ogn-213", targets=(TargetSpec("unit", location="battlefield"),),
     effects=(Kill(), TheyDo((Draw(2),))))  # Hidden Blade
card("ogn-209", effects=(EachKillsOwn("unit"),))  # Cull the Weak
# Real cards III: players as choosers and actors
card("ogn-225", abilities=(TriggeredAbility(PLAYED_SELF, (Instead(  # Solari Chief
    Condition("stunned", of=0), (Stun(),), (Kill(),), otherwise=True),),
    targets=(TargetSpec("unit", controller="enemy"),)),))
card("ogn-237", effects=(EachChoosesUnit("kill"),))  # King's Edict

# Real cards III: replacement and costs
card("ogn-221", effects=(Delayed(TriggeredAbility(DAMAGED_THIS_TURN, (Kill(),))),))  # Imperial Decree
# Real cards III: misc
card("ogn-212", abilities=(  # Forge of the Future
    TriggeredAbility(PLAYED_SELF, (CreateToken(RECRUIT, to_base=True, base_word="at"),), this=True),
    ActivatedAbility(Cost(kill_self=True), (OwnersRecycle(direct=True),),
                     (TargetSpec("card", location="trash", count=4, up_to=True),))))
card("ogn-228", abilities=(TriggeredAbility(BUFFED_FRIENDLY_DIES, (Buff(),),  # Vanguard Helm
                                            (TargetSpec("unit", controller="friendly", other_than_it=True),)),))
card("ogn-246", abilities=(TriggeredAbility(  # Viktor, Leader
    NONRECRUIT_YOURS_DIES, (CreateToken(RECRUIT, to_base=True, base_word="into"),)),))
# Real cards III: spells and equipment
card("ogn-220", targets=(TargetSpec("unit", controller="friendly", location="battlefield"),  # Facebreaker
                         TargetSpec("unit", controller="enemy", location="its", at=0)),
     effects=(Stun(AtSameBattlefield(0, 1)),))
card("ogn-230", abilities=(TriggeredAbility(PLAYED_SELF, (  # Albus Ferros
    SpendAnyBuffs(every("unit", controller="you"), (Channel(1, exhausted=True),)),)),))
card("ogn-227", abilities=(Restriction("tie_recalls_all"),))  # Symbol of the Solari

# Real cards III: event decks
card("ogn-242", abilities=(ActivatedAbility(  # Baited Hook
    Cost(energy=1, power=("order",), exhaust_self=True),
    (Kill(0), LookAtTop(5, "unit", reveal=False, take="play", cost="ignore", killed_might_plus=1)),
    (TargetSpec("unit", controller="friendly"),)),))
# Real cards III: battlefields (and triggering an additional time)
card("ogn-236", abilities=(AdditionalTrigger("deathknell"),))  # Karthus, Eternal
