"""Dependent keywords on abilities (726-727): "[Legion][>] ..." (812) and "[Level N][>] ..."
(824) in front of a triggered, activated or cost-modifying ability of a card. The ability
is inactive until the keyword's condition holds (727.1.b, 721.2): a triggered ability is
evaluated only while active (727.1.c.1), with the condition read after the event, so one
that becomes active as the event happens triggers (727.1.c.1.a); an activated ability can
be activated only while active (727.1.c.3) and, once a Pending Item, is played on even if
the condition stops holding (727.1.c.3.a); "I cost [N] less" applies only while active,
as its card is played (356.4.a). Passive characteristic changes use the same conditions
through :class:`riftbound.cards.model.Static` (727.1.c.2, rules/layers.py)."""

from __future__ import annotations

from riftbound.cards.model import Condition
from riftbound.keywords import legion
from riftbound.state import State


def active(g: State, dep: Condition, player: int, obj: int) -> bool:
    """Is the dependent ability of ``obj``, controlled by ``player``, active now? Level
    reads its controller's XP (824.1.c, 824.1.c.1); Legion whether they played another card
    this turn (812.1.c)."""
    if dep.kind == "legion":
        return legion.active(g, player, obj)
    return g.xp[player] >= dep.n
