"""Statistics of a tournament: confidence intervals for a win rate and Elo ratings fitted
from all results.

A draw counts half a win for each side, in the win rate and in the Elo fit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054  # the two-sided 95% quantile of the normal distribution
ELO_MEAN = 1500.0  # the anchor: the entrants' ratings average to this
ELO_SCALE = 400.0 / math.log(10)  # Elo points per natural-log unit of strength
PRIOR_DRAWS = 1.0  # virtual drawn games added to each pairing played (keeps 100% scores finite)


def wilson(score: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate: ``score`` wins (draws as halves) out of
    ``games``; (0, 1) when no game was played."""
    if games <= 0:
        return 0.0, 1.0
    p = score / games
    z2 = z * z
    denom = 1 + z2 / games
    centre = (p + z2 / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def elo(scores: Sequence[Sequence[float]], games: Sequence[Sequence[int]],
        tolerance: float = 1e-10, max_iterations: int = 100_000) -> list[float]:
    """Elo ratings of n entrants from ``scores[i][j]`` (i's wins against j, draws as halves)
    over ``games[i][j]`` games (symmetric), fitted by maximum likelihood in the
    Bradley-Terry model (P(i beats j) = 1 / (1 + 10^((R_j - R_i) / 400))) with the
    minorization-maximization iteration of Hunter (2004).

    Each pairing that played also counts :data:`PRIOR_DRAWS` virtual drawn games, so an
    entrant that won or lost every game gets a finite rating (a negligible pull toward the
    mean once a pairing has played a few dozen games). Anchor: the ratings average to
    :data:`ELO_MEAN`. Entrants that never played (or not connected to the others by games
    played) keep the mean.
    """
    n = len(scores)
    w = [[scores[i][j] + PRIOR_DRAWS / 2 if games[i][j] else 0.0 for j in range(n)] for i in range(n)]
    m = [[games[i][j] + PRIOR_DRAWS if games[i][j] else 0.0 for j in range(n)] for i in range(n)]
    gamma = [1.0] * n
    for _ in range(max_iterations):
        new = []
        for i in range(n):
            wins = sum(w[i])
            denom = sum(m[i][j] / (gamma[i] + gamma[j]) for j in range(n) if m[i][j])
            new.append(wins / denom if denom else gamma[i])
        mean_log = sum(math.log(g) for g in new) / n
        new = [g / math.exp(mean_log) for g in new]
        change = max(abs(math.log(a / b)) for a, b in zip(new, gamma, strict=True))
        gamma = new
        if change < tolerance:
            break
    return [ELO_MEAN + ELO_SCALE * math.log(g) for g in gamma]



def elo_margins(ratings: Sequence[float], games: Sequence[Sequence[int]], z: float = Z95) -> list[float | None]:
    """The half-widths of approximate 95% intervals of :func:`elo`'s ratings (each relative
    to the anchor, the mean), from the inverse of the fit's Fisher information (counting the
    virtual draws too); None for all when the games do not connect every entrant."""
    n = len(ratings)
    info = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            if i != j and games[i][j]:
                p = 1 / (1 + math.exp((ratings[j] - ratings[i]) / ELO_SCALE))
                v = (games[i][j] + PRIOR_DRAWS) * p * (1 - p)
                info[i][j] -= v
                info[i][i] += v
    # The information matrix is singular along "all ratings up by the same amount"; adding
    # the projection on that direction and taking it off the inverse gives the covariance
    # under the mean anchor (the pseudo-inverse).
    inverse = _invert([[info[i][j] + 1 / n for j in range(n)] for i in range(n)])
    if inverse is None:
        return [None] * n
    return [z * ELO_SCALE * math.sqrt(max(0.0, inverse[i][i] - 1 / n)) for i in range(n)]


def _invert(a: list[list[float]]) -> list[list[float]] | None:
    """The inverse of a small square matrix by Gauss-Jordan elimination; None if singular."""
    n = len(a)
    m = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        if abs(m[pivot][c]) < 1e-12:
            return None
        m[c], m[pivot] = m[pivot], m[c]
        lead = m[c][c]
        m[c] = [x / lead for x in m[c]]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [row[n:] for row in m]
