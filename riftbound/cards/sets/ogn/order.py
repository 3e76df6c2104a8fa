"""Origins, Order."""

from __future__ import annotations

from riftbound.cards.sets.define import facts_only

facts_only(
    "ogn-210",  # Daring Poro
    "ogn-214",  # Order Rune
    "ogn-215",  # Petty Officer
    "ogn-219",  # Vanguard Sergeant
    "ogn-241",  # Shen, Kinkou
)
