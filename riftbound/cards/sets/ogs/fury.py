"""Proving Grounds, Fury."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import BonusDamage, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.every import every
from riftbound.effects.primitives import Deal

card("ogs-001", abilities=(BonusDamage(1),))  # Annie, Fiery
card("ogs-003", targets=(TargetSpec("unit", location="battlefield"),), effects=(Deal(2),))  # Incinerate

# Real cards II: "all" and "each" instructions
card("ogs-002", targets=(TargetSpec("battlefield"),),  # Firestorm
     effects=(Deal(3, every("unit", controller="enemy", where="there", at=0)),))

# Real cards II: cards needing two families
# Tibbers
card("ogs-018", abilities=(TriggeredAbility(PLAYED_SELF, (Deal(3, every("unit", location="battlefield")),)),))
