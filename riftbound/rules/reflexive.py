"""Reflexive triggers (386-388): "Do this:" and "..., When you do, ..." create a new ability
as an instruction resolves, added to the chain as a Pending Item (388.1); the resolving
spell or ability goes on first (401.2), and the new item makes its choices afterwards, like
any triggered ability (402). Several are created in order, none going beyond that first step
(388.2)."""

from __future__ import annotations

from riftbound.log import log, name
from riftbound.rules.delayed import Refs
from riftbound.rules.playing import place_trigger
from riftbound.state import State


def create(g: State, controller: int, source: int, ability: int, times: int, refs: Refs) -> None:
    """Add ``times`` Pending Items for the reflexive ability (387.1.a, 388.1-388.2)."""

    for _ in range(times):
        if g.log is not None:
            log(g, "388.1", f"a reflexive trigger of {name(g, source)} is created for P{controller}")
        place_trigger(g, controller, source, ability, refs)
