"""Origins, legends (two domains each)."""

from __future__ import annotations

from riftbound.cards.events import ENEMY_ATTACKS_YOURS, START_OF_BEGINNING, YOU_CONQUER, YOU_STUN_ENEMIES
from riftbound.cards.model import (
    CHAMPION_OR_BOARD,
    REACTION,
    USE_SPELLS,
    ActivatedAbility,
    Condition,
    Cost,
    HideForEnergy,
    Replacement,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card
from riftbound.effects.actions import CreateToken, Heal, Recall
from riftbound.effects.amounts import SELF
from riftbound.effects.champion_to_hand import PutIntoHand
from riftbound.effects.conditional import If
from riftbound.effects.give import Give
from riftbound.effects.move import Move
from riftbound.effects.primitives import AddResources, Buff, Draw, Exhaust, Kill, MightThisTurn, Ready

card(
    "ogn-257",  # Lee Sin, Blind Monk
    abilities=(
        ActivatedAbility(Cost(energy=1, exhaust_self=True), (Buff(),), (TargetSpec("unit", controller="friendly"),)),
    ),
)
card(
    "ogn-265",  # Viktor, Herald of the Arcane
    abilities=(ActivatedAbility(Cost(energy=1, exhaust_self=True), (CreateToken("token-recruit"),)),),
)
card(
    "ogn-261",  # Leona, Radiant Dawn
    abilities=(TriggeredAbility(YOU_STUN_ENEMIES, (Buff(),), (TargetSpec("unit", controller="friendly"),)),),
)
# Miss Fortune, Bounty Hunter
card(
    "ogn-267",
    abilities=(ActivatedAbility(Cost(exhaust_self=True), (Give(keywords=("ganking",)),), (TargetSpec("unit"),)),),
)
card("ogn-256",  # Fox-Fire
     targets=(TargetSpec("unit", location="battlefield", any_number=True, same_location=True, total_max_might=4),),
     effects=(Kill(),))
card("ogn-255",  # Ahri, Nine-Tailed Fox
     abilities=(TriggeredAbility(ENEMY_ATTACKS_YOURS, (MightThisTurn(-1, minimum=1),)),))

# Real cards II: target filters and conditions
card("ogn-251", abilities=(TriggeredAbility(START_OF_BEGINNING,  # Jinx, Loose Cannon
                                            (If(Condition("hand_at_most", 1), (Draw(1),), after=True),)),))
# Real cards II: movement and places
card("ogn-259", abilities=(ActivatedAbility(  # Yasuo, Unforgiven
    Cost(energy=2, exhaust_self=True), (Move(dest="to_or_from_base"),),
    targets=(TargetSpec("unit", controller="friendly"),)),))
# Real cards II: restricted resources from Add abilities (429, 165; rules/restricted.py)
card("ogn-247", abilities=(adds(power=("any",), use=USE_SPELLS),))  # Kai'Sa, Daughter of the Void

# Real cards II: Add abilities behind a dependent keyword (727.1.c.3, 429)
card("ogn-253", abilities=(ActivatedAbility(  # Darius, Hand of Noxus
    Cost(exhaust_self=True), (AddResources(1),), keywords=(REACTION,), adds=True, dependent=Condition("legion")),))

# Real cards V: passive replacement effects with a cost paid as they apply (370, 371.1, 357.1)
card("ogn-269", abilities=(  # Sett, The Boss
    Replacement("yours_buffed", (Heal(), Exhaust(), Recall()), optional=True,
                pay=Cost(power=("any",), exhaust_self=True), spend_its_buff=True),
    TriggeredAbility(YOU_CONQUER, (Ready(SELF),))))

# Real cards V: Hide's cost and a unit put into hand from the Champion Zone or the board (811, 355.9.a.5)
card("ogn-263", abilities=(  # Teemo, Swift Scout
    HideForEnergy(1),
    ActivatedAbility(Cost(energy=1, exhaust_self=True), (PutIntoHand(),),
                     (TargetSpec("unit", location=CHAMPION_OR_BOARD, tag="Teemo"),))))
