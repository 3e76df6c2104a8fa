"""Origins, Calm."""

from __future__ import annotations

from riftbound.cards.model import Condition, Static, TargetSpec
from riftbound.cards.sets.define import cannot, card, facts_only
from riftbound.effects.primitives import Draw, MightThisTurn

facts_only(
    "ogn-042",  # Calm Rune
    "ogn-049",  # Playful Phantom
    "ogn-052",  # Stalwart Poro
    "ogn-054",  # Sunlit Guardian
)
cannot("ogn-055", "a condition joining two ('while I'm attacking or defending alone')")  # Wielder of Water
card("ogn-058", targets=(TargetSpec("unit"),), effects=(MightThisTurn(2), Draw(1)))  # Discipline
card("ogn-065", abilities=(Static(condition=Condition("buffed"), might=1),))  # Wizened Elder
