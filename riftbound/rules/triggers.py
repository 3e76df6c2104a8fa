"""Triggered abilities (382-385): queued when their event happens, put on the chain by
:func:`riftbound.rules.chain.place_triggers`. An object's own events ("when I attack") are
raised on that object; events a permanent watches its controller perform ("when you play a
spell") are raised on every such permanent on the board, found through the state's index
(``g.indexed``, cards/info.py CF_WATCHER) so a game without watchers pays nothing."""

from __future__ import annotations

from riftbound.cards.info import CF_WATCHER
from riftbound.cards.model import TriggeredAbility
from riftbound.state import State

PLAYED_SELF = "played_self"  # "When you play me" (383.4.a)
ATTACK = "attack"  # "When I attack" (383.4.e)
DEFEND = "defend"  # "When I defend" (383.4.f)
CONQUER = "conquer"  # "When I conquer" (383.4.c)
HOLD = "hold"  # "When I hold" (383.4.d)
DIES = "dies"  # "When I die" / Deathknell (808)
START_OF_BEGINNING = "start_of_beginning"  # "At the start of your Beginning Phase" (315.2.a)
YOU_PLAY_SPELL = "you_play_spell"  # "When you play a spell" (383.4.a.4: not a Play Effect)
YOU_CONQUER = "you_conquer"  # "When you conquer" (383.4.c.2.b)
YOU_HOLD = "you_hold"  # "When you hold" (383.4.d.2.b)
FRIENDLY_DIES = "friendly_dies"  # "When another unit you control dies" (383.2.c.2)


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
