"""Proving Grounds, Calm."""

from __future__ import annotations

from riftbound.cards.model import Condition, Static, TargetSpec
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import Heal, Recall
from riftbound.effects.primitives import Exhaust
from riftbound.effects.replacements import NextTimeInstead

facts_only(
    "ogs-005",  # Zephyr Sage
)

# Real cards II: "all" and "each" instructions (cards whose needs the DSL already meets)
card("ogs-020", targets=(TargetSpec("unit", controller="friendly"),),  # Highlander
     effects=(NextTimeInstead((Heal(), Exhaust(), Recall()), target=0),))

# Real cards II: cards needing two families
card("ogs-004", abilities=(Static(might=4, condition=Condition("runes_at_least", 8)),))  # Yi, Meditative
