"""A unit's current Might (143.2, 701-711).

Until the layers issue lands this is printed Might, plus a buff (703), plus this turn's
modifications and the combat keywords; the layer system (468-475) will replace it in one place, here.
"""

from __future__ import annotations

from riftbound.keywords import assault, shield
from riftbound.state import State


def might(g: State, obj: int) -> int:
    """Printed Might + a buff (703) + this turn's changes + Assault while attacking (807)
    + Shield while defending (814) + its battlefield's bonus to units there."""
    base = g.catalog[g.o_card[obj]].might
    if base is None:
        return 0
    m = base + g.o_buff[obj] + g.o_mod[obj]
    if g.o_role[obj]:
        m += assault.bonus(g, obj) + shield.bonus(g, obj)
    z = g.o_zone[obj]
    bf = g.zone_bf[z]
    if bf >= 0:  # a battlefield's "units here have +N Might" while the unit is there
        m += g.cinfo[g.o_card[g.bf_objs[bf]]].might_here
    if g.equipped:  # Might Bonuses of attached Equipment (137.3, 718.4)
        att = g.o_attached
        cat = g.catalog
        for c in g.zones[z]:
            if att[c] == obj:
                m += cat[g.o_card[c]].might_bonus or 0
    return m


def effective_might(g: State, obj: int) -> int:
    """Might as spells and combat use it: below 0 counts as 0 (143.2.b)."""
    m = might(g, obj)
    return m if m > 0 else 0
