"""Attaching and detaching (434-435, 716-719): an Attached card shares its Top-Most Card's
location and moves with it (719.3), adds its Might Bonus to it (137.3, 718.4), and detaches,
staying where it was, when the Top-Most Card leaves the board (719.5, 435.4.b)."""

from __future__ import annotations

from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.rules.tasks import push_cleanup
from riftbound.state import State


def attach(g: State, card: int, top: int) -> None:
    """434: attach ``card`` to ``top``; attaching to its current Top-Most Card does nothing
    (434.1.g-h), to another detaches it first (434.1.f). Not a move (434.4.a)."""
    if g.o_attached[card] == top:
        return
    g.o_attached[card] = top
    g.equipped = 1
    g.o_ts[card] = g.clock  # 475.2: its Effect Text stops being inactive (724): a new timestamp
    g.clock += 1
    if g.o_zone[card] != g.o_zone[top]:
        zones.move(g, card, g.o_zone[top])
    if g.log is not None:
        log(g, "434.1", f"{name(g, card)} is attached to {name(g, top)}")
    push_cleanup(g)


def attached_to(g: State, top: int) -> list[int]:
    """The cards attached to ``top`` (they share its location, 719.3)."""
    return [c for c in g.zones[g.o_zone[top]] if g.o_attached[c] == top]


def detach_all(g: State, top: int) -> None:
    """719.5, 435.4.b: the Top-Most Card is leaving the board; its attachments detach and stay
    at its last location (gear at a battlefield is then recalled in a cleanup, 435.4.a)."""
    for c in attached_to(g, top):
        g.o_attached[c] = -1
        if g.log is not None:
            log(g, "719.5", f"{name(g, c)} detaches from {name(g, top)}")


def might_bonus(g: State, top: int) -> int:
    """The Might Bonuses of the cards attached to a unit (718.4, 137.3)."""
    total = 0
    for c in g.zones[g.o_zone[top]]:
        if g.o_attached[c] == top:
            total += g.catalog[g.o_card[c]].might_bonus or 0
    return total


def relocate(g: State, top: int, dest: int) -> None:
    """Put ``top`` at ``dest`` with everything attached to it (719.3.a)."""
    riders = attached_to(g, top) if g.equipped else []
    zones.move(g, top, dest)
    for c in riders:
        zones.move(g, c, dest)
