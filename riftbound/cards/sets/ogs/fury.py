"""Proving Grounds, Fury."""

from __future__ import annotations

from riftbound.cards.model import BonusDamage, TargetSpec
from riftbound.cards.sets.define import card
from riftbound.effects.every import every
from riftbound.effects.primitives import Deal

card("ogs-001", abilities=(BonusDamage(1),))  # Annie, Fiery
card("ogs-003", targets=(TargetSpec("unit", location="battlefield"),), effects=(Deal(2),))  # Incinerate

# Real cards II: "all" and "each" instructions
card("ogs-002", targets=(TargetSpec("battlefield"),),  # Firestorm
     effects=(Deal(3, every("unit", controller="enemy", where="there", at=0)),))
