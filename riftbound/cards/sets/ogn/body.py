"""Origins, Body."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import ActivatedAbility, Cost, TargetSpec, TriggeredAbility
from riftbound.cards.runes import exhaust_to_add
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.amounts import SELF
from riftbound.effects.give import Give
from riftbound.effects.primitives import Buff, MightThisTurn
from riftbound.effects.unit_damage import Fight

facts_only(
    "ogn-126",  # Body Rune
    "ogn-135",  # Pakaa Cub
    "ogn-142",  # Mountain Drake
)

# Cards beyond the precon decks (docs/cards.md, "Adding a real card").
card("ogn-124", abilities=(ActivatedAbility(Cost(exhaust_self=True), (Buff(),),  # Arena Bar
                                            targets=(TargetSpec("unit", controller="friendly", exhausted=True),)),))
# Carnivorous Snapvine
card("ogn-149", abilities=(TriggeredAbility(PLAYED_SELF, (Fight(SELF, 0),),
                                            (TargetSpec("unit", controller="enemy", location="battlefield"),)),))
card("ogn-154", targets=(TargetSpec("unit"),), effects=(MightThisTurn(7),))  # Primal Strength
card("ogn-163", abilities=(exhaust_to_add(power=("body",)),))  # Seal of Strength
card("ogn-267", abilities=(ActivatedAbility(Cost(exhaust_self=True), (Give(keywords=("ganking",)),),  # Miss Fortune
                                            targets=(TargetSpec("unit"),)),))
