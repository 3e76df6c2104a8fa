"""Triggered abilities of a specific object (382-385): queued when their event happens to
that object, put on the chain by :func:`riftbound.rules.chain.place_triggers`. Abilities
that watch other objects or players ("when you play a spell") come with the abilities
issue and its event index."""

from __future__ import annotations

from riftbound.cards.model import TriggeredAbility
from riftbound.state import State

PLAYED_SELF = "played_self"  # "When you play me" (383.4.a)
ATTACK = "attack"  # "When I attack" (383.4.e)
DEFEND = "defend"  # "When I defend" (383.4.f)
CONQUER = "conquer"  # "When I conquer" (383.4.c)
HOLD = "hold"  # "When I hold" (383.4.d)
DIES = "dies"  # "When I die" / Deathknell (808)
START_OF_BEGINNING = "start_of_beginning"  # "At the start of your Beginning Phase" (315.2.a)


def collect(g: State, obj: int, event: str) -> None:
    """Queue ``obj``'s triggered abilities for ``event``; their controller is the object's
    controller (188.4.a)."""
    for i, ab in enumerate(g.catalog[g.o_card[obj]].abilities):
        if isinstance(ab, TriggeredAbility) and ab.event == event:
            g.triggered.append((g.o_ctrl[obj], obj, i))
