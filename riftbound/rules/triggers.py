"""Triggered abilities (382-385): queued when their event happens, put on the chain by
:func:`riftbound.rules.chain.place_triggers`. An object's own events ("when I attack") are
raised on that object; events a permanent watches its controller perform ("when you play a
spell") are raised on every such permanent on the board, found through the state's index
(``g.indexed``, cards/info.py CF_WATCHER) so a game without watchers pays nothing."""

from __future__ import annotations

from riftbound.cards.info import CF_WATCHER
from riftbound.cards.model import TriggeredAbility
from riftbound.state import State


def collect(g: State, obj: int, event: str) -> None:
    """Queue ``obj``'s triggered abilities for ``event``; their controller is the object's
    controller (188.4.a)."""
    for i, ab in enumerate(g.catalog[g.o_card[obj]].abilities):
        if isinstance(ab, TriggeredAbility) and ab.event == event:
            g.triggered.append((g.o_ctrl[obj], obj, i))


def collect_watchers(g: State, player: int, event: str) -> None:
    """Queue the ``event`` abilities of every permanent on the board that ``player``
    controls: its conditions are evaluated after the event, and only on the board (383.2.c,
    384.2)."""
    if not g.features & CF_WATCHER:
        return
    info = g.cinfo
    cards = g.o_card
    for obj in g.indexed:
        if info[cards[obj]].flags & CF_WATCHER and g.o_ctrl[obj] == player:
            collect(g, obj, event)
