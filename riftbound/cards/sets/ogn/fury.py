"""Origins, Fury."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, PLAYED_SELF, YOU_PLAY
from riftbound.cards.model import (
    SELF_COST,
    Condition,
    Cost,
    CostModifier,
    PlayFilter,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.runes import exhaust_to_add
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import Channel
from riftbound.effects.give import Give
from riftbound.effects.lasting import CostThisTurn
from riftbound.effects.primitives import Deal, Draw

facts_only(
    "ogn-001",  # Blazing Scorcher
    "ogn-007",  # Fury Rune
    "ogn-010",  # Legion Rearguard
    "ogn-013",  # Pouty Poro
)

# Cards beyond the precon decks (docs/cards.md, "Adding a real card").
card("ogn-004", targets=(TargetSpec("unit"),), effects=(Give(keywords=("assault:3",)),))  # Cleave
card("ogn-009", targets=(TargetSpec("unit", location="battlefield"),), effects=(Deal(3),))  # Hextech Ray
card("ogn-012", abilities=(CostModifier(-2, cards=SELF_COST, dependent=Condition("legion")),))  # Noxus Hopeful
card("ogn-015", abilities=(Static("other_friendly", here=True, keywords=("assault",)),))  # Captain Farron
card("ogn-029", targets=(TargetSpec("unit"), TargetSpec("unit")), effects=(Deal(3, 0), Deal(3, 1)))  # Falling Star
card("ogn-031", abilities=(TriggeredAbility(PLAYED_SELF, (CostThisTurn(-5, next_only=True),)),))  # Raging Firebrand
card("ogn-039", abilities=(TriggeredAbility(CONQUER, (Draw(1),)),))  # Kai'Sa, Survivor
card("ogn-040", abilities=(exhaust_to_add(power=("fury",)),))  # Seal of Rage
# Volibear, Relentless Storm
card("ogn-249", abilities=(TriggeredAbility(YOU_PLAY, (Channel(1, exhausted=True),),
                                            play=PlayFilter("unit", mighty=True),
                                            optional=True, cost=Cost(exhaust_self=True)),))
