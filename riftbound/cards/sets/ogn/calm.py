"""Origins, Calm."""

from __future__ import annotations

from riftbound.cards.events import END_OF_YOUR_TURN, ENEMY_ATTACKS_YOURS, PLAYED_SELF, YOU_STUN_ENEMIES
from riftbound.cards.model import Condition, Static, TargetSpec, TriggeredAbility
from riftbound.cards.runes import exhaust_to_add
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.give import Give
from riftbound.effects.primitives import Buff, Counter, Kill, MightThisTurn, Ready, Stun

facts_only(
    "ogn-042",  # Calm Rune
    "ogn-049",  # Playful Phantom
    "ogn-052",  # Stalwart Poro
    "ogn-054",  # Sunlit Guardian
)

# Cards beyond the precon decks (docs/cards.md, "Adding a real card").
card("ogn-050", targets=(TargetSpec("unit"),), effects=(Stun(),))  # Rune Prison
card("ogn-051", abilities=(TriggeredAbility(PLAYED_SELF, (Stun(),), (TargetSpec("unit"),)),))  # Solari Shieldbearer
card("ogn-057", targets=(TargetSpec("unit"),), effects=(Give(keywords=("shield:3", "tank")),))  # Block
card("ogn-064", targets=(TargetSpec("spell"),), effects=(Counter(),))  # Wind Wall
card("ogn-073", abilities=(TriggeredAbility(END_OF_YOUR_TURN, (Ready(),),  # Sona, Harmonious
                                            (TargetSpec("rune", controller="friendly", count=4, up_to=True),),
                                            condition=Condition("at_battlefield")),))
card("ogn-074", abilities=(Static("other_friendly", here=True, keywords=("shield",)),))  # Taric, Protector
card("ogn-081", abilities=(exhaust_to_add(power=("calm",)),))  # Seal of Focus
# Whiteflame Protector
card("ogn-082", abilities=(TriggeredAbility(PLAYED_SELF, (MightThisTurn(8),), (TargetSpec("unit"),)),))
# Ahri, Nine-Tailed Fox
card("ogn-255", abilities=(TriggeredAbility(ENEMY_ATTACKS_YOURS, (MightThisTurn(-1, minimum=1),)),))
card("ogn-256", targets=(TargetSpec("unit", location="battlefield", any_number=True, total_max_might=4),),  # Fox-Fire
     effects=(Kill(),))
card("ogn-261", abilities=(TriggeredAbility(YOU_STUN_ENEMIES, (Buff(),),  # Leona, Radiant Dawn
                                            (TargetSpec("unit", controller="friendly"),)),))
