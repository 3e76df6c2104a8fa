"""Unleashed, Fury."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, END_OF_YOUR_TURN, MOVE, PLAYED_SELF, YOU_HIDE, YOU_PLAY
from riftbound.cards.model import (
    ANY_DOMAIN,
    ActivatedAbility,
    AdditionalCost,
    AdditionalTrigger,
    Condition,
    Cost,
    EntersReady,
    PlayFilter,
    PlayFromTrash,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import Banish, CreateToken, DoubleMight
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.banish_play import BanishThenPlay
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.conditional import If, Instead
from riftbound.effects.give import Give
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.primitives import AddResources, Buff, Deal, Draw, Kill, MightThisTurn, Ready
from riftbound.effects.replacements import DoubleDamage, NextTimeInstead
from riftbound.effects.trash_grant import MayPlayFromTrash
from riftbound.effects.unattach import UnattachThis
from riftbound.keywords import equip

facts_only(
    "unl-002",  # Inferna
    "unl-006",  # Sharkling
    "unl-024",  # Rengar, Unseen
)
card("unl-009", targets=(TargetSpec("unit"),), effects=(Ready(),),
     additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))  # Upstage Comedy
card("unl-010", targets=(TargetSpec("unit"),), effects=(Give(keywords=("assault:2", "ganking")),))  # Vault Breaker
card("unl-015", effects=(Draw(1), Draw(Count("battlefield", whose="friendly"))))  # Right of Conquest
card("unl-018", abilities=(TriggeredAbility(CONQUER, (CreateToken("token-gold", 2, exhausted=True),),
                                            condition=Condition("excess_damage", 3)),))  # Yeti Brawler
card("unl-026", abilities=(ActivatedAbility(Cost(power=("fury",), exhaust_self=True), (Deal(3),), (TargetSpec("unit"),),
                                            only_while=Condition("at_battlefield")),))  # Xerath, Freed
card("unl-030", abilities=(ActivatedAbility(Cost(energy=2, power=("fury",)), (DoubleMight(SELF),)),))  # Vi, Hotheaded
card("unl-027",  # Inviolus Vox
     abilities=(TriggeredAbility(CONQUER, (MightThisTurn(8),), (TargetSpec("unit", controller="friendly"),)),))
card("unl-001",  # Arena Kingpin
     abilities=(EntersReady(), ActivatedAbility(Cost(exhaust_self=True), (MightThisTurn(3),), (TargetSpec("unit"),))))
card("unl-021", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),),
                                            (TargetSpec("unit", controller="friendly", location="battlefield"),),
                                            optional=True),))  # Grim Apothecary
card("unl-022", abilities=(TriggeredAbility(MOVE, (AddResources(1, ("any",)),)),))  # Jhin, Murderous Artist

# Real cards II: costs and entering ready (364.3.a)
card("unl-016", abilities=(Static("me", might=1, condition=Condition("level", 3)),  # Scorchclaw
                           EntersReady(Condition("level", 3))))
# Real cards II: the card itself and places as references
card("unl-003",  # Mischievous Marai
     abilities=(TriggeredAbility(PLAYED_SELF, (Deal(2),), (TargetSpec("unit", controller="enemy", location="here"),),
                                 condition=Condition("at_battlefield")),))
# Real cards II: target filters and conditions
card("unl-014", targets=(TargetSpec("unit", location="battlefield"),),  # Monster Harpoon
     effects=(Instead(Condition("control_facedown"), (Deal(2),), (Deal(4),)),))

# Real cards III: trigger events (383)
card("unl-011", abilities=(TriggeredAbility(YOU_PLAY, (Draw(1),), optional=True,  # Fresh Beans
                                            cost=Cost(exhaust_self=True), this=True,
                                            play=PlayFilter("unit", showdown=True)),))
card("unl-023", abilities=(TriggeredAbility(YOU_HIDE, (Ready(SELF),)),  # Katarina, Reckless
                           TriggeredAbility(YOU_PLAY, (Deal(2),), (TargetSpec("unit", controller="enemy"),),
                                            play=PlayFilter(from_zone="facedown"))))
# Real cards II: two families at once
card("unl-012", abilities=(TriggeredAbility(PLAYED_SELF, (  # Lord Broadmane
    GiveUnitsThisTurn("yours", here=True, other=True, keywords=("assault",)),)),))
card("unl-008", abilities=(EntersReady(Condition("unit_died_this_turn")),))  # Towering Pairofant
card("unl-004", abilities=(Static(condition=Condition("spent_on_spell", 4), might=4),))  # Prepared Neophyte
# Real cards II: optional additional costs ('if you paid the additional cost', 356.2.b.1)
card("unl-028",  # Pyke, Dockside Butcher
     additional_costs=(AdditionalCost(power=("fury",), optional=True, to_play=True),),
     abilities=(TriggeredAbility(PLAYED_SELF, (Ready(SELF), MightThisTurn(2, target=SELF)),
                                 condition=Condition("paid_additional")),))
# Real cards II: 'this turn' records (rules/turn_history.py)
card("unl-005", abilities=(TriggeredAbility(YOU_PLAY, (Ready(SELF),), play=PlayFilter("spell"),  # Revna the Lorekeeper
                                            condition=Condition("spent_on_it", 4)),))

# Real cards II: precon decks (Vi)
card("unl-017", targets=(TargetSpec("unit"),), effects=(Give(keywords=("assault:4",)),),  # Square Up
     additional_costs=(AdditionalCost(act="discard", optional=True, repeat=True),))
card("unl-188", abilities=(equip.ability(Cost(energy=3, power=("any",)), less_by_might=True),),  # Hextech Gauntlets
     effect_text=(TriggeredAbility(CONQUER, (Draw(1),), condition=Condition("excess_damage", 3)),))

# Real cards III: play permissions from other zones
card("unl-184", targets=(TargetSpec("unit", controller="friendly"),),
     effects=(BanishThenPlay(dest="battlefield"),))  # Thrill of the Hunt

# Real cards III: replacement and costs
card("unl-007", targets=(TargetSpec("unit", location="battlefield"),),  # Smite
     effects=(Deal(3), NextTimeInstead((Banish(),), lasting=True)))
card("unl-013", targets=(TargetSpec("unit"),), effects=(DoubleDamage(),))  # Lotus Trap
# Real cards III: spells and equipment
card("unl-019", abilities=(equip.ability(Cost(energy=1, power=("fury",))),),  # Blighted Battleaxe
     effect_text=(TriggeredAbility(END_OF_YOUR_TURN, (UnattachThis(), Deal(4, SELF)),
                                   condition=Condition("not_conquered_this_turn")),))
card("unl-025", abilities=(PlayFromTrash(Cost(energy=3, power=("fury",)), Condition("legion")),))  # Undying Legion
# Real cards III: battlefields (and triggering an additional time)
card("unl-029", abilities=(AdditionalTrigger("conquer_here"),  # Red Brambleback
                           TriggeredAbility(CONQUER, (Buff(),), (TargetSpec("unit", controller="friendly"),))))

# Real cards IV: a permission to play a spell from its trash (effects/trash_grant.py)
card("unl-186", targets=(TargetSpec("unit", location="battlefield"),),  # Death from Below
     effects=(Kill(), If(Condition("had_might_at_most", 3, of=0),
                         (MayPlayFromTrash(Cost(power=(ANY_DOMAIN,))),), then=True)))
