"""Origins, Order."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF, YOU_RECYCLE_CARDS
from riftbound.cards.model import Condition, Static, TargetSpec, TriggeredAbility
from riftbound.cards.runes import exhaust_to_add
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.primitives import Buff, Kill

facts_only(
    "ogn-210",  # Daring Poro
    "ogn-214",  # Order Rune
    "ogn-215",  # Petty Officer
    "ogn-219",  # Vanguard Sergeant
    "ogn-241",  # Shen, Kinkou
)

# Cards beyond the precon decks (docs/cards.md, "Adding a real card").
# Vanguard Captain
card("ogn-218", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-recruit", 2, here=True),),
                                            dependent=Condition("legion")),))
card("ogn-232", abilities=(Static(condition=Condition("mighty"),  # Fiora, Victorious
                                  keywords=("deflect", "ganking", "shield")),))
card("ogn-234", abilities=(TriggeredAbility(PLAYED_SELF, (Kill(),),  # Harnessed Dragon
                                            (TargetSpec("unit", controller="enemy"),)),))
card("ogn-235", abilities=(TriggeredAbility(YOU_RECYCLE_CARDS, (Buff(),),  # Karma, Channeler
                                            (TargetSpec("unit", controller="friendly"),)),))
card("ogn-245", abilities=(exhaust_to_add(power=("order",)),))  # Seal of Unity
