"""Players: turn order, opponents and friendliness (116, 484.8.d)."""

from __future__ import annotations

from riftbound.state import State


def active_players(g: State) -> list[int]:
    """Players still in the game, in turn order."""
    return [p for p in g.order if not g.removed[p]]


def next_player(g: State, p: int) -> int:
    """The next player in turn order after ``p`` who is still in the game (116.1.c)."""
    order = g.order
    i = order.index(p)
    n = len(order)
    for k in range(1, n + 1):
        q = order[(i + k) % n]
        if not g.removed[q]:
            return q
    return p


def is_friendly(g: State, p: int, q: int) -> bool:
    """Friendly means controlled by the player or, in team modes, a teammate (484.8.d)."""
    return g.teams[p] == g.teams[q]


def teammates(g: State, p: int) -> list[int]:
    """The other players on ``p``'s team (484.2)."""
    return [q for q in range(g.n_players) if q != p and g.teams[q] == g.teams[p]]


def team_points(g: State, p: int) -> int:
    """A team's points are its players' points together (484.6); a player alone is their
    own team."""
    t = g.teams[p]
    return sum(g.points[q] for q in range(g.n_players) if g.teams[q] == t)


def opponents(g: State, p: int) -> list[int]:
    return [q for q in g.order if q != p and not g.removed[q] and not is_friendly(g, p, q)]


def all_passed(g: State, mask: int) -> bool:
    """Has every player still in the game passed (bit ``p`` of ``mask`` set for player p)?
    A removed player's pass no longer counts, and they are no longer waited on (651.3)."""
    return all(mask >> p & 1 for p in g.order if not g.removed[p])
