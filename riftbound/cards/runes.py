"""The abilities every Basic Rune has by the rules (163.2), whoever prints it."""

from __future__ import annotations

from riftbound.cards.model import OWN_DOMAIN, REACTION, ActivatedAbility, Cost
from riftbound.effects.primitives import AddResources

BASIC_RUNE_ABILITIES = (
    ActivatedAbility(Cost(exhaust_self=True), (AddResources(1),), keywords=(REACTION,), adds=True),  # 163.2.a
    ActivatedAbility(Cost(recycle_self=True), (AddResources(0, (OWN_DOMAIN,)),),  # 163.2.b
                     keywords=(REACTION,), adds=True),
)
