"""Winning the game (323.1, 467, 431.3.b) and the end of a game."""

from __future__ import annotations

from riftbound.log import log
from riftbound.rules.players import team_points
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
    """Cleanup step 1 (323.1, 467): a player (or team, 484.6) with points >= the Victory
    Score and more points than every opponent wins; teammates win together (484.6.a.3)."""
    if not g.team_mode and max(g.points, default=0) < g.victory_score:
        return False
    return leader_wins(g, "victory_score", "323.1")


def leader_wins(g: State, reason: str, rule: str) -> bool:
    """If one side has reached the Victory Score with more points than every other side
    still in the game, it wins."""

    for p in g.order:
        if g.removed[p]:
            continue
        pts = team_points(g, p)
        if pts >= g.victory_score and all(pts > team_points(g, q) for q in g.order
                                          if g.teams[q] != g.teams[p] and not g.removed[q]):
            win(g, [q for q in range(g.n_players) if g.teams[q] == g.teams[p]], reason, rule)
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
