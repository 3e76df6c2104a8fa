"""Weaponmaster (821): "When you play me, you may choose a card you control with the
Equipment tag. Pay the cost of its Equip ability, reduced by [A], to attach it to this
unit" (821.1.c). The Equipment is chosen as the ability is put on the chain and the cost is
paid then, as a cost within instructions (403.1.b.1); without an Equip cost it can't be
paid (821.1.c.4) and declining removes the ability (404.2). Instances trigger separately
(821.1.c.7)."""

from __future__ import annotations

from riftbound.cards.model import ANY_DOMAIN, ActivatedAbility, CardDef, Cost, TargetSpec, TriggeredAbility
from riftbound.keywords.instructions import AttachTargetToSource

KEYWORD = "weaponmaster"
EQUIPMENT = TargetSpec("gear", controller="you", tag="Equipment")


def abilities(card: CardDef) -> tuple[TriggeredAbility, ...]:
    n = sum(1 for kw in card.keywords if kw == KEYWORD)
    return tuple(TriggeredAbility("played_self", (AttachTargetToSource(),), (EQUIPMENT,), optional=True,
                                  keyword=KEYWORD) for _ in range(n))


def equip_cost(gear: CardDef, might: int = 0) -> Cost | None:
    """The gear's Equip cost reduced by [A] (821.1.c, 821.1.c.3), or None without one. An Equip
    cost "reduced by the Might of the unit you choose" is reduced by ``might``, the Might of the
    unit with Weaponmaster it would attach to (docs/rulings.md)."""
    for ab in gear.abilities:
        if isinstance(ab, ActivatedAbility) and ab.keyword == "equip":
            power = list(ab.cost.power)
            if ANY_DOMAIN in power:
                power.remove(ANY_DOMAIN)
            energy = ab.cost.energy if ab.less_might_of is None else max(0, ab.cost.energy - might)
            return Cost(energy, tuple(power))
    return None
