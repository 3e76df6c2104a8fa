"""The abilities every Basic Rune has by the rules (163.2), whoever prints it."""

from __future__ import annotations

from riftbound.cards.model import OWN_DOMAIN, REACTION, ActivatedAbility, Cost
from riftbound.effects.primitives import AddResources


def exhaust_to_add(energy: int = 0, power: tuple[str, ...] = ()) -> ActivatedAbility:
    """"[E]: [Reaction][>] [Add] ...": a Basic Rune's first ability (163.2.a), and the Add
    ability of cards such as the Seals (429)."""
    return ActivatedAbility(Cost(exhaust_self=True), (AddResources(energy, power),), keywords=(REACTION,), adds=True)


BASIC_RUNE_ABILITIES = (
    exhaust_to_add(1),  # 163.2.a
    ActivatedAbility(Cost(recycle_self=True), (AddResources(0, (OWN_DOMAIN,)),),  # 163.2.b
                     keywords=(REACTION,), adds=True),
)
