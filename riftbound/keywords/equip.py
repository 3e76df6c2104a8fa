"""Equip [Cost] (818): "[Cost]: Attach this gear to a unit you control" (818.1.c.2); the
choice is a target (818.1.b.1). Multiple instances are separate abilities (818.4)."""

from __future__ import annotations

from riftbound.cards.model import ActivatedAbility, AdditionalCost, Cost, TargetSpec
from riftbound.keywords.instructions import AttachSelf

KEYWORD = "equip"


def ability(cost: Cost, less_by_might: bool = False,
            object_costs: tuple[AdditionalCost, ...] = ()) -> ActivatedAbility:
    """An Equip ability for a card definition; ``less_by_might``: "This ability's Energy cost is
    reduced by the Might of the unit you choose" (403, 356.4); ``object_costs``: parts of its
    cost done to other objects ("[Equip] - [O], Kill a friendly unit", 356.6, 357.2;
    rules/cost_objects.py)."""
    return ActivatedAbility(cost, (AttachSelf(),), (TargetSpec("unit", controller="you"),), keyword=KEYWORD,
                            less_might_of=0 if less_by_might else None, object_costs=object_costs)
