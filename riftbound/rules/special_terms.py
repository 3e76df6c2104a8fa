"""Special terms card text uses about units (739-741): friendly and enemy objects (740),
a unit that is alone, one on one, or in combat (741)."""

from __future__ import annotations

from riftbound.cards.info import CF_UNIT
from riftbound.rules.players import is_friendly
from riftbound.state import State


def friendly_objects(g: State, a: int, b: int) -> bool:
    """740.1: they share a controller, or their controllers are teammates."""
    return is_friendly(g, g.o_ctrl[a], g.o_ctrl[b])


def enemy_objects(g: State, a: int, b: int) -> bool:
    """740.2: one's controller is an opponent of the other's."""
    ca, cb = g.o_ctrl[a], g.o_ctrl[b]
    return ca >= 0 and cb >= 0 and not is_friendly(g, ca, cb)


def _units_here(g: State, u: int) -> list[int]:
    info, cards = g.cinfo, g.o_card
    return [o for o in g.zones[g.o_zone[u]] if o != u and info[cards[o]].flags & CF_UNIT]


def is_alone(g: State, u: int) -> bool:
    """741.1: no other friendly unit is at its location."""
    return not any(friendly_objects(g, u, o) for o in _units_here(g, u))


def is_one_on_one(g: State, u: int) -> bool:
    """741.2: it and the one enemy unit at its location are both alone."""
    enemies = [o for o in _units_here(g, u) if enemy_objects(g, u, o)]
    return len(enemies) == 1 and is_alone(g, u) and is_alone(g, enemies[0])


def in_combat(g: State, u: int) -> bool:
    """741.3: at the battlefield of the combat in progress, with a combat designation."""
    return g.combat >= 0 and g.o_role[u] != 0
