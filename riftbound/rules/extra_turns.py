"""Additional Turns (734-738). Turn order (116.1.c, 736) is a looping queue of turns; an
Additional Turn is inserted right after the current turn (735) without changing turn order
(737). Queued Additional Turns are the players in ``g.extra_turns``, the next first; while
one is taken, ``g.turn_regular`` remembers whose queued turn came last, so the queue goes on
from there (737). An Additional Turn is a turn like any other: its player is the Turn Player
(304), it is counted, and "at the start of your turn" effects happen in it."""

from __future__ import annotations

from riftbound.log import log
from riftbound.rules.players import next_player
from riftbound.state import State


def add(g: State, player: int) -> None:
    """``player`` takes a turn after this one (735). Each new one goes right after the
    current turn, so of several created in one turn the last created is taken first (738's
    second example; docs/rulings.md)."""
    g.extra_turns.insert(0, player)
    if g.log is not None:
        log(g, "735", f"P{player} will take an additional turn after this one")


def next_queued(g: State) -> tuple[int, int]:
    """Who takes the next turn (317.3): ``(player, regular)``. The next queued Additional
    Turn of a player still in the game (a removed player's are skipped, 651.3), with
    ``regular`` the player whose queued turn came last; otherwise the next player in turn
    order after that player, with ``regular`` -1."""

    last = g.turn_player if g.turn_regular < 0 else g.turn_regular
    while g.extra_turns:
        p = g.extra_turns.pop(0)
        if not g.removed[p]:
            if g.log is not None:
                log(g, "737", f"P{p} takes an additional turn")
            return p, last
        if g.log is not None:
            log(g, "651.3", f"P{p} is no longer in the game: their additional turn is not taken")
    return next_player(g, last), -1
