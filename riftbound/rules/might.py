"""A unit's current Might (143.2, 701-711).

Without layered effects in the game (no passive ability that changes characteristics, no
"this turn" effect from an instruction) Might is printed Might, plus a buff (703), this
turn's modifications, Assault while attacking (807), Shield while defending (814) and
attached Equipment's Might Bonuses (472.3.c): summed here, fast. Otherwise the layer system
(:mod:`riftbound.rules.layers`, 468-475) computes it.
"""

from __future__ import annotations

from riftbound.keywords import assault, shield
from riftbound.rules import attachment, layers
from riftbound.state import BASE, BF_LOCATION_KIND, State


def might(g: State, obj: int) -> int:
    """The unit's current Might; 0 for an object without Might."""
    if layers.layered(g) and g.zone_kind[g.o_zone[obj]] in (BASE, BF_LOCATION_KIND):
        return layers.board(g).might.get(obj) or 0
    base = g.catalog[g.o_card[obj]].might
    if base is None:
        return 0
    m = base + g.o_buff[obj] + g.o_mod[obj]
    if g.o_role[obj]:
        m += assault.bonus(g, obj) + shield.bonus(g, obj)
    if g.equipped:  # Might Bonuses of attached Equipment (137.3, 718.4)
        m += attachment.might_bonus(g, obj)
    return m


def effective_might(g: State, obj: int) -> int:
    """Might as spells and combat use it: below 0 counts as 0 (143.2.b)."""
    m = might(g, obj)
    return m if m > 0 else 0


def is_mighty(g: State, obj: int) -> bool:
    """Mighty (706-711): Might 5 or more; on the board by its current Might (710), elsewhere
    by its printed Might (711)."""
    if g.zone_kind[g.o_zone[obj]] in (BASE, BF_LOCATION_KIND):
        return might(g, obj) >= layers.MIGHTY
    return (g.catalog[g.o_card[obj]].might or 0) >= layers.MIGHTY
