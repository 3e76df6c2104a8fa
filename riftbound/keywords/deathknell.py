"""Deathknell (808): "[Deathknell][>] effect" means "When I die, effect" (808.1.c). It is
written as a triggered ability with event ``DIES`` and ``keyword="deathknell"``; it
triggers as the permanent is killed and before it reaches the trash, noting what it was
(808.1.d.2-3, 323.4). Each instance triggers separately (808.2)."""

from __future__ import annotations

from riftbound.cards.events import DIES
from riftbound.cards.instruction import Effect
from riftbound.cards.model import TargetSpec, TriggeredAbility

KEYWORD = "deathknell"


def ability(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...] = ()) -> TriggeredAbility:
    """A Deathknell ability for a card definition."""
    return TriggeredAbility(DIES, effects, targets, keyword=KEYWORD)
