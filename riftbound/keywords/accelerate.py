"""Accelerate (805): "As you play me, you may pay [1] and 1 Power as an additional cost. If
you do, I enter ready." The Power is of the unit's domain, or any domain for a unit with
none or several (805.1.a.1-2); the unit enters ready rather than being readied (805.6)."""

from __future__ import annotations

from riftbound.cards.model import ANY_DOMAIN, AdditionalCost, CardDef

KEYWORD = "accelerate"


def additional_cost(card: CardDef) -> AdditionalCost | None:
    if KEYWORD not in card.keywords:
        return None
    own = card.domains[0] if len(card.domains) == 1 else ANY_DOMAIN
    return AdditionalCost(energy=1, power=(own,), optional=True, enters_ready=True)
