"""Watchers of other units' moves and of defences (Real cards III: movement), raised only in a
game whose catalog has one of their abilities (cards/info.py CF_MOVE_WATCH):

- "When an opponent moves to a battlefield other than mine": one or more units of an opponent
  (740.2) move to a battlefield other than the watcher's location, whoever moves them (444):
  once per move action, as the Vegas 2026 rulings read it ("whenever one or more enemy units
  move to a battlefield"; a base is no battlefield);
- "When a friendly unit moves from my location": once for each friendly unit (740.1) other than
  the watcher moving from the watcher's location (442.1); its instructions call that unit "it";
- "When you defend at a battlefield": its controller becomes the defender of a combat
  (459.2.b.2); its instructions call that battlefield "there".

A recall is no move and triggers none of them (451.1).
"""

from __future__ import annotations

from collections.abc import Sequence

from riftbound.cards.events import FRIENDLY_MOVES_FROM_MY_LOCATION, OPPONENT_MOVES_ELSEWHERE, YOU_DEFEND_AT_BF
from riftbound.cards.info import CF_MOVE_WATCH
from riftbound.cards.model import TriggeredAbility
from riftbound.rules import triggers, zones
from riftbound.state import State


def moved(g: State, units: Sequence[int], origins: Sequence[int], dest: int) -> None:
    """Units moved together from ``origins`` to ``dest`` (441-448)."""
    if not g.features & CF_MOVE_WATCH:
        return
    if g.zone_kind[dest] == zones.BF_LOCATION:
        for player in sorted({g.o_ctrl[u] for u in units}):
            def elsewhere(ab: TriggeredAbility, obj: int) -> bool:
                return g.o_zone[obj] != dest  # "other than mine": where the watcher is now
            triggers.collect_watchers(g, player, OPPONENT_MOVES_ELSEWHERE, check=elsewhere)
    for u, origin in zip(units, origins, strict=True):
        def from_mine(ab: TriggeredAbility, obj: int, origin: int = origin) -> bool:
            return obj not in units and g.o_zone[obj] == origin  # it stayed where the unit moved from
        triggers.collect_watchers(g, g.o_ctrl[u], FRIENDLY_MOVES_FROM_MY_LOCATION,
                                  refs=(((u, g.o_inc[u]),),), check=from_mine)


def defended(g: State, bf: int) -> None:
    """The defender of the combat beginning at ``bf`` (459.2.b.2): their "when you defend at a
    battlefield" abilities trigger, "there" being that battlefield."""
    if g.features & CF_MOVE_WATCH:
        b = g.bf_objs[bf]
        triggers.collect_watchers(g, g.defender, YOU_DEFEND_AT_BF, refs=(((b, g.o_inc[b]),),))
