"""Using an activated ability of a gear (377.2): "When you use an activated ability of a gear".
A trigger condition on "using" an activated ability is fulfilled as the ability resolves
(377.2.a): an ability countered before it resolves was not used. An Add ability resolves as it
is used, without the chain (400.2, 429.2). Looked for only in a game whose catalog watches it
(cards/info.py CF_GEAR_USE)."""

from __future__ import annotations

from riftbound.cards.events import YOU_USE_GEAR_ABILITY
from riftbound.cards.info import CF_GEAR, CF_GEAR_USE
from riftbound.rules import triggers
from riftbound.state import State


def used(g: State, player: int, obj: int) -> None:
    """An activated ability of ``obj``, controlled by ``player``, resolved (377.2.a): if ``obj``
    is a gear, ``player``'s watchers of gear abilities trigger."""
    if g.features & CF_GEAR_USE and g.cinfo[g.o_card[obj]].flags & CF_GEAR:
        triggers.collect_watchers(g, player, YOU_USE_GEAR_ABILITY)
