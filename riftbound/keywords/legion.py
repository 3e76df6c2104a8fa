"""Legion (812): "[Legion][>] text" is active if its controller has finalized another card
this turn (812.1.b-c); one other card satisfies every Legion of theirs (812.2). A countered
card was still finalized, so it counts."""

from __future__ import annotations

from riftbound.state import State

KEYWORD = "legion"


def active(g: State, player: int) -> bool:
    """The card with Legion was itself finalized, so another card makes two (812.1.c)."""
    return g.played_this_turn[player] >= 2
