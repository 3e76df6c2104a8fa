"""Winning the game (323.1, 467, 431.3.b) and the end of a game."""

from __future__ import annotations

from riftbound.cards.info import CF_RULE_CHANGE
from riftbound.cards.model import VictoryScore
from riftbound.log import log
from riftbound.rules import zones
from riftbound.rules.players import team_points
from riftbound.state import State


def within(g: State, player: int, n: int) -> bool:
    """Is ``player``'s score (their team's, 484.6) within ``n`` points of the Victory Score
    (478.3)?"""
    return needed(g) - team_points(g, player) <= n


def needed(g: State) -> int:
    """The Victory Score now (478.3): the mode's, raised by the passive abilities of the
    battlefields in play ("Increase the points needed to win the game by 1"). A game whose
    catalog has none pays one flag test (cards/info.py CF_RULE_CHANGE)."""
    if not g.features & CF_RULE_CHANGE:
        return g.victory_score
    score = g.victory_score
    for b in g.bf_objs:
        if b >= 0 and g.zone_kind[g.o_zone[b]] == zones.BATTLEFIELD_ROW:
            score += sum(ab.n for ab in g.catalog[g.o_card[b]].abilities if isinstance(ab, VictoryScore))
    return score


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
    if not g.team_mode and max(g.points, default=0) < needed(g):
        return False
    return leader_wins(g, "victory_score", "323.1")


def leader_wins(g: State, reason: str, rule: str) -> bool:
    """If one side has reached the Victory Score with more points than every other side
    still in the game, it wins."""
    score = needed(g)
    for p in g.order:
        if g.removed[p]:
            continue
        pts = team_points(g, p)
        if pts >= score and all(pts > team_points(g, q) for q in g.order
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
