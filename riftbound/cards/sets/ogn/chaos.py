"""Origins, Chaos."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.runes import exhaust_to_add
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.play import PlayCard

facts_only(
    "ogn-166",  # Chaos Rune
    "ogn-171",  # Mystic Poro
    "ogn-175",  # Shipyard Skulker
)

# Cards beyond the precon decks (docs/cards.md, "Adding a real card").
card("ogn-172", targets=(TargetSpec("unit", location="battlefield"),), effects=(ReturnToHand(),))  # Rebuke
# Soulgorger
card("ogn-196", abilities=(TriggeredAbility(PLAYED_SELF, (PlayCard("trash", cost="ignore_energy"),),
                                            (TargetSpec("unit", controller="you", location="trash"),)),))
card("ogn-198", targets=(TargetSpec("unit", controller="you", location="trash"),),  # The Harrowing
     effects=(PlayCard("trash", cost="ignore_energy", optional=False),))
card("ogn-204", abilities=(exhaust_to_add(power=("chaos",)),))  # Seal of Discord
