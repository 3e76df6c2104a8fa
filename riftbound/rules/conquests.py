"""Conquer events beyond "When I conquer" / "When you conquer here" (464.1, 466.2; raised by
rules/scoring.py): "When I conquer a battlefield that was uncontrolled" (187.2.a: nobody
controlled it as its conqueror gained control) and a battlefield's "When you conquer here with
one or more [Mighty] units" (706-708: the conquering player's units there, as they conquer)."""

from __future__ import annotations

from riftbound.cards.events import CONQUER_HERE_MIGHTY, CONQUER_UNCONTROLLED
from riftbound.cards.info import CF_BF_TRIGGER, CF_UNIT
from riftbound.rules import battlefield_triggers, zones
from riftbound.rules.might import is_mighty
from riftbound.state import State

_UNCONTROLLED = frozenset({CONQUER_UNCONTROLLED})
_NONE: frozenset[str] = frozenset()


def unit_events(uncontrolled: bool) -> frozenset[str]:
    """The events a conquering unit sees besides "When I conquer" (rules/triggers.py ``more``)."""
    return _UNCONTROLLED if uncontrolled else _NONE


def with_mighty(g: State, player: int, bf: int) -> None:
    """``player`` conquered ``bf``: if one or more of their units there is Mighty, the
    battlefield's "When you conquer here with one or more [Mighty] units" triggers."""
    if not g.features & CF_BF_TRIGGER:
        return
    here = g.zones[zones.bf_location(g, bf)]
    if any(g.o_ctrl[u] == player and g.cinfo[g.o_card[u]].flags & CF_UNIT and is_mighty(g, u) for u in here):
        battlefield_triggers.collect_battlefield(g, bf, CONQUER_HERE_MIGHTY, player)
