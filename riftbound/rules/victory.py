"""Winning the game (323.1, 467, 431.3.b) and the end of a game."""

from __future__ import annotations

from riftbound.log import log
from riftbound.state import State


def win(g: State, winners: list[int], reason: str, rule: str) -> None:
    """End the game with ``winners`` (everyone else loses)."""
    g.terminal = True
    g.winners = list(winners)
    g.end_reason = reason
    g.pending = None
    g.tasks.clear()
    if g.log is not None:
        log(g, rule, f"P{', P'.join(map(str, winners))} wins ({reason})")


def check_victory(g: State) -> bool:
    """Cleanup step 1 (323.1, 467): a player with points >= the Victory Score and more
    points than every opponent wins."""
    if max(g.points, default=0) < g.victory_score:
        return False
    for p in g.order:
        if g.removed[p]:
            continue
        pts = g.points[p]
        if pts >= g.victory_score and all(pts > g.points[q] for q in g.order if q != p and not g.removed[q]):
            win(g, [p], "victory_score", "323.1")
            return True
    return False


def end_in_draw(g: State, reason: str) -> None:
    """Stop a game that reached an engine limit (not a rules outcome): nobody wins."""
    g.terminal = True
    g.winners = []
    g.end_reason = reason
    g.pending = None
    g.tasks.clear()
    if g.log is not None:
        log(g, "-", f"game stopped: {reason}")
