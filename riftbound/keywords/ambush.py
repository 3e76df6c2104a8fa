"""Ambush (822): "I may be played to a battlefield where you control units" and "I have
Reaction as long as I'm being played to a battlefield where you control units" (822.1.b).
If no such units remain there before finalization, Ambush no longer allows it (822.3)."""

from __future__ import annotations

from riftbound.rules import zones
from riftbound.state import State

KEYWORD = "ambush"


def locations(g: State, player: int) -> list[int]:
    """Battlefields where ``player`` controls units, as play locations; not into a combat
    they are not part of (457.2)."""
    out: list[int] = []
    for bf in range(len(g.bf_objs)):
        if g.combat == bf and player not in (g.attacker, g.defender):
            continue
        z = zones.bf_location(g, bf)
        if any(g.o_ctrl[u] == player and g.catalog[g.o_card[u]].type == "unit" for u in g.zones[z]):
            out.append(z)
    return out
