"""Origins, Fury."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import Discard
from riftbound.effects.primitives import Deal, Draw

AT_BATTLEFIELD = TargetSpec("unit", location="battlefield")

facts_only(
    "ogn-001",  # Blazing Scorcher
    "ogn-007",  # Fury Rune
    "ogn-010",  # Legion Rearguard
    "ogn-013",  # Pouty Poro
)
card("ogn-003", abilities=(TriggeredAbility(PLAYED_SELF, (Discard(1),)),))  # Chemtech Enforcer
card("ogn-024", targets=(AT_BATTLEFIELD,), effects=(Deal(4), Draw(1)))  # Void Seeker
card("ogn-030", abilities=(TriggeredAbility(PLAYED_SELF, (Discard(2),)),))  # Jinx, Demolitionist
