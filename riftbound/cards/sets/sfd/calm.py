"""Spiritforged, Calm."""

from __future__ import annotations

from riftbound.cards.attached_this_turn import IfAttachedThisTurn
from riftbound.cards.events import (
    ATTACHED_TO_ME,
    ATTACK,
    BECOME_READY,
    CHOSEN,
    DEFEND,
    DIES,
    DO_THIS,
    HOLD,
    MOVE,
    MOVE_TO_BF,
    PLAYED_SELF,
    YOU_BUFF_ME,
)
from riftbound.cards.model import (
    CHOOSES_FRIENDLY,
    ActivatedAbility,
    AdditionalCost,
    BonusDamage,
    Condition,
    Cost,
    CostModifier,
    Replacement,
    Restriction,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import card, facts_only
from riftbound.cards.tokens import SAND_SOLDIER
from riftbound.effects.actions import Channel, CreateToken, Heal, Recall
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.choose_target import ChooseTarget
from riftbound.effects.created import Reflexive
from riftbound.effects.either import Either
from riftbound.effects.every import every
from riftbound.effects.hold_points import HoldPoints
from riftbound.effects.it import Together
from riftbound.effects.look import LookAtTop
from riftbound.effects.move import Move
from riftbound.effects.played_tokens import PlayTokensThem
from riftbound.effects.primitives import Buff, Counter, Deal, Draw, Exhaust, Kill, KillSelf, MightThisTurn, Ready, Stun
from riftbound.effects.replacements import Prevent
from riftbound.effects.reveal_top import RevealTop
from riftbound.effects.swap_places import SwapPlaces
from riftbound.effects.take_equipment import AttachOneOfItsEquipment
from riftbound.keywords import equip

facts_only(
    "sfd-037",  # Navori Scout
)
REPEAT_2 = (AdditionalCost(energy=2, optional=True, repeat=True),)
card("sfd-031", effects=(CreateToken("token-sand-soldier"),), additional_costs=REPEAT_2)  # Desert's Call
card("sfd-033", abilities=(equip.ability(Cost(power=("calm",))),))  # Doran's Shield
card("sfd-034", targets=(TargetSpec("unit"),), effects=(MightThisTurn(2),), additional_costs=REPEAT_2)  # Feral Strength
card("sfd-047", abilities=(TriggeredAbility(YOU_BUFF_ME, (Ready(SELF),)),))  # Simian Ancestor
card("sfd-048", abilities=(TriggeredAbility(MOVE, (Draw(1),)),))  # Stellacorn Herder
card("sfd-052",  # Heart of Dark Ice
     abilities=(ActivatedAbility(Cost(exhaust_self=True), (MightThisTurn(3),), (TargetSpec("unit"),)),))
card("sfd-056", abilities=(equip.ability(Cost(power=("calm",))),))  # Sterak's Gage
# Against the Odds
card("sfd-001", targets=(TargetSpec("unit", controller="friendly", location="battlefield"),),
     effects=(MightThisTurn(Count(whose="enemy", where="there", at=0, per=2)),))
card("sfd-038",  # Ribbon Dancer
     abilities=(TriggeredAbility(MOVE_TO_BF, (MightThisTurn(1),),
                                 (TargetSpec("unit", controller="friendly", other=True),)),))
card("sfd-032",  # Disarming Rake
     abilities=(TriggeredAbility(PLAYED_SELF, (Kill(),), (TargetSpec("gear"),), optional=True),))
card("sfd-046",  # Poro Snax
     abilities=(TriggeredAbility(PLAYED_SELF, (Draw(1),)),
                ActivatedAbility(Cost(energy=1, power=("calm",), exhaust_self=True, kill_self=True), (Draw(1),))))
card("sfd-057", abilities=(TriggeredAbility(CHOSEN, (MightThisTurn(1, target=SELF),),
                                            also=(BECOME_READY,)),))  # Irelia, Fervent
card("sfd-058", abilities=(TriggeredAbility(PLAYED_SELF, (LookAtTop(4, "gear"),), also=(HOLD,)),))  # Ornn, Blacksmith

# Real cards II: costs and entering ready (356.2, 356.6, 357.2)
card("sfd-044", additional_costs=(  # Legion Quartermaster
    AdditionalCost(act="return", what=TargetSpec("gear", controller="friendly")),))
# Real cards II: the card itself and places as references
card("sfd-051",  # Guardian Angel
     abilities=(equip.ability(Cost(power=("calm",))),),
     effect_text=(Replacement("me", (KillSelf(), Heal(), Exhaust(), Recall())),))
# Real cards II: target filters and conditions
card("sfd-040", targets=(TargetSpec("unit", states=("attacking",)),), effects=(Stun(),),
     additional_costs=REPEAT_2)  # Thwonk!
# Real cards II: movement and places
card("sfd-043", targets=(TargetSpec("unit", controller="friendly", location="battlefield", any_number=True),),
     effects=(Move(dest="its_base"),))  # Emperor's Divide

# Real cards II: cards needing two families
card("sfd-190",  # Forgefire Cape
     abilities=(equip.ability(Cost(power=("any",))),),
     effect_text=(TriggeredAbility(ATTACK, (Deal(2, every("unit", controller="enemy", where="here")),),
                                   also=(DEFEND,)),))
card("sfd-196",  # Defiant Dance
     targets=(TargetSpec("unit"), TargetSpec("unit", other_than=0)),
     effects=(MightThisTurn(2, target=0), MightThisTurn(-2, target=1)))
card("sfd-035",  # Guardian of the Passage
     abilities=(TriggeredAbility(HOLD, (ReturnToHand(),),
                                 (TargetSpec("permanent", controller="you", location="trash"),), optional=True),))
# Lonely Poro
card("sfd-036", abilities=(TriggeredAbility(DIES, (Draw(1),), keyword="deathknell", condition=Condition("alone")),))
card("sfd-192",  # Shurelya's Requiem
     abilities=(equip.ability(Cost(power=("any",))),
                TriggeredAbility(PLAYED_SELF, (Ready(every("unit", controller="you")),))),
     effect_text=(Static("yours", here=True, keywords=("ganking",)),))

# Real cards II: the equipment family
card("sfd-191", abilities=(equip.ability(Cost(power=("any",))),),  # Rabadon's Deathcrown
     effect_text=(BonusDamage(3),))
card("sfd-042", abilities=(equip.ability(Cost(power=("calm",))),),  # Brutalizer
     effect_text=(IfAttachedThisTurn(might=2),))
# Real cards III: restrictions (054.1, rules/restrictions.py)
card("sfd-060", abilities=(Restriction("opponents_no_points", Condition("at_battlefield")),))  # Tianna Crownguard
# Real cards III: looking at and revealing the top of the deck
card("sfd-041", abilities=(TriggeredAbility(MOVE, (RevealTop(1, "gear", optional=False),)),))  # Apprentice Smith
# Real cards III: the lead's
card("sfd-049", abilities=(TriggeredAbility(ATTACHED_TO_ME, (ChooseMode((  # Aphelios, Exalted
    Mode((Ready(0),), (TargetSpec("rune", count=2),)), Mode((Channel(1, exhausted=True),)),
    Mode((Buff(0),), (TargetSpec("unit", controller="friendly"),))), this_turn="that hasn't been chosen"),)),))

# Real cards III: replacement and costs
card("sfd-194", targets=(TargetSpec("unit"),), effects=(Prevent(next_time=True), Draw(1)))  # Counter Strike
card("sfd-055", abilities=(CostModifier(HoldPoints(-2), cards="me", power=("calm",)),))  # Needlessly Large Yordle

# Real cards III: misc
card("sfd-039", abilities=(TriggeredAbility(PLAYED_SELF, (Either((Ready(0), Exhaust(0))),),  # Royal Entourage
                                            (TargetSpec("legend"),)),))

# Real cards III: movement
card("sfd-053", abilities=(TriggeredAbility(PLAYED_SELF, (  # Janna, Savior
    Heal(every("unit", controller="you", where="here")), Move(dest="its_base", origin="from", then=True)),
    (TargetSpec("unit", controller="enemy", location="here", up_to=True),)),))
card("sfd-050", abilities=(ActivatedAbility(  # Azir, Ascendant
    Cost(power=("calm",)), (Together((ChooseTarget(), SwapPlaces(SELF, 0), AttachOneOfItsEquipment(0))),),
    targets=(TargetSpec("unit", controller="you"),), keywords=("action",), once_per_turn=True),))
# Real cards III: spells and equipment
card("sfd-045", targets=(TargetSpec("chain_item", controller="enemy", chooses=CHOOSES_FRIENDLY),),  # Not So Fast
     effects=(Counter(),))

# Real cards III: what an instruction just played
card("sfd-198", effects=(  # Arise! (the Spiritforged FAQ's revised text)
    PlayTokensThem(SAND_SOLDIER.id, Count("gear", tag="Equipment"), them=0),
    Reflexive(TriggeredAbility(DO_THIS, (Ready(0),), (TargetSpec("unit", count=2, up_to=True, among_it=True),)),
              then=True)))
