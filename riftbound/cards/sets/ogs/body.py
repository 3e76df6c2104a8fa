"""Proving Grounds, Body."""

from __future__ import annotations

from riftbound.cards.model import EntersReady, TargetSpec
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.primitives import MightThisTurn
from riftbound.effects.unit_damage import Fight

facts_only(
    "ogs-007",  # Garen, Rugged
)
card("ogs-008", targets=(TargetSpec("unit", controller="friendly"), TargetSpec("unit", controller="enemy")),
     effects=(MightThisTurn(3), Fight(0, 1)))  # Gentlemen's Duel
card("ogs-009", abilities=(EntersReady(),))  # Yi, Honed

# Real cards II: either-domain pips (135.2.e.6)
card("ogs-024", effects=(GiveUnitsThisTurn("friendly", might=2),))  # Decisive Strike
