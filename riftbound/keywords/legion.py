"""Legion (812): "[Legion][>] text" is active if its controller has finalized another card
this turn (812.1.b-c); one other card satisfies every Legion of theirs (812.2). A countered
card was still finalized, so it counts. The text may be a spell's instructions (checked as
it resolves) or any ability of a card (see :mod:`riftbound.keywords.dependent`)."""

from __future__ import annotations

from riftbound.state import State

KEYWORD = "legion"


def active(g: State, player: int, obj: int) -> bool:
    """Has ``player`` finalized a card other than ``obj`` (the card with Legion) this turn
    (812.1.b.1, 812.1.c)? The card itself counts only once it is another physical card."""
    return any(p == player and o != obj for p, _, o in g.played_cards)
