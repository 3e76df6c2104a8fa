"""Accelerate (805): "As you play me, you may pay [1] and 1 Power as an additional cost. If
you do, I enter ready." The Power is of the unit's domain, or any domain for a unit with
none or several (805.1.a.1-2); the unit enters ready rather than being readied (805.6)."""

from __future__ import annotations

from riftbound.cards.model import ANY_DOMAIN, AdditionalCost, CardDef

KEYWORD = "accelerate"


def additional_cost(card: CardDef) -> AdditionalCost | None:
    """The optional additional cost of a unit with a printed [Accelerate]; None without."""
    if KEYWORD not in card.keywords:
        return None
    return cost(card)


def cost(card: CardDef) -> AdditionalCost:
    """Accelerate's optional additional cost for ``card``, printed or given to it as it is
    played (rules/granted_accelerate.py): [1] and a Power of its domain, or [A] (805.1.a)."""
    own = card.domains[0] if len(card.domains) == 1 else ANY_DOMAIN
    return AdditionalCost(energy=1, power=(own,), optional=True, enters_ready=True)
