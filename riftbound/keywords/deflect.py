"""Deflect X (809): spells and abilities an opponent controls that choose this permanent
cost X more Power of any domain, each time they choose it (809.1.c-d): a mandatory
additional cost (356.2.a.2). Instances sum (809.2)."""

from __future__ import annotations

from riftbound.cards.info import CF_DEFLECT
from riftbound.cards.model import ANY_DOMAIN
from riftbound.keywords import value
from riftbound.rules import zones
from riftbound.rules.players import is_friendly
from riftbound.state import State

KEYWORD = "deflect"


def extra_power(g: State, controller: int, refs: tuple[tuple[int, int], ...]) -> tuple[str, ...]:
    """The [A] pips Deflect adds for the permanents in ``refs`` chosen by ``controller`` (a card
    chosen in a trash is no permanent)."""
    if not g.features & CF_DEFLECT:
        return ()
    pips: list[str] = []
    for obj, inc in refs:
        if inc >= 0 and zones.on_board(g, obj) and not is_friendly(g, g.o_ctrl[obj], controller):
            pips.extend([ANY_DOMAIN] * value(g, obj, KEYWORD))
    return tuple(pips)
