"""A search agent that never looks at hidden information: determinized Monte Carlo search.

For each decision with a real choice, it repeats, within its budget (iterations or
milliseconds): re-deal every card hidden from its player (:func:`riftbound.determinize`,
which also reseeds the copy's generator, so no future draw is read); then, on that same
deal and with the same rollout seeds (paired comparisons), play each candidate action, let
heuristic agents play on for a limited horizon (the rest of this turn and the next by
default), and score the result: the game's returns when it ended, otherwise a static
evaluation of points, runes, board Might and cards (:func:`evaluate`). The values are summed
over the deals, which all belong to the player's information set. It plays the heuristic
agent's choice unless another candidate scored clearly better on average. Decisions that
rarely matter (paying runes, power domains, the mulligan) are left to the heuristic agent.

It reads the real game only through :func:`~riftbound.determinize.determinize`, so its
choices depend only on what its player can see and its own seed (tested).
"""

from __future__ import annotations

import math
import random
import time
from typing import ClassVar

from riftbound.actions import Action
from riftbound.agents.heuristic import HeuristicAgent
from riftbound.determinize import determinize
from riftbound.game import Game
from riftbound.match import Match
from riftbound.rules import layers, zones
from riftbound.rules.effect_text import ability_of
from riftbound.rules.might import effective_might
from riftbound.state import HAND, State

HEURISTIC_DECISIONS = frozenset({"pay", "power", "mulligan"})
MARGIN = 0.02  # how much better (mean value in [-1, 1]) an action must be than the heuristic's
MAX_CANDIDATES = 8


class SearchAgent:
    """Determinized Monte Carlo search. ``ms`` (milliseconds a decision) or ``iterations``
    bounds each search; ``horizon`` is how many turn ends a rollout plays through."""

    name = "search"
    # what an agent name may set (riftbound.agents.parse_agent): "search:ms=10", "search:iters=200"
    parameters: ClassVar[dict[str, tuple[str, type]]] = {"ms": ("ms", float), "iters": ("iterations", int),
                                                         "horizon": ("horizon", int)}

    def __init__(self, seed: int = 0, ms: float = 100.0, iterations: int | None = None, horizon: int = 2) -> None:
        self.seed = seed
        self.ms = ms
        self.iterations = iterations
        self.horizon = horizon
        self.rng = random.Random(seed)
        self.fallback = HeuristicAgent(seed)
        self.last_iterations = 0

    def choose(self, game: Game) -> Action:
        legal = [a for a in game.legal_actions() if a[0] != "concede"]
        pend = game.s.pending
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        default = self.fallback.choose(game)
        if pend is None or pend[0] in HEURISTIC_DECISIONS:
            return default
        candidates = _candidates(game.s, legal, default)
        if len(candidates) == 1:
            return default
        player = int(pend[1])
        total = [0.0] * len(candidates)
        rounds = 0
        deadline = time.perf_counter() + self.ms / 1000
        while self.iterations is None or rounds * len(candidates) < self.iterations:
            world = determinize(game, player, self.rng.getrandbits(62))
            seeds = [self.rng.getrandbits(32) for _ in range(world.s.n_players)]
            values = []
            for a in candidates:
                w = world.clone()
                w.apply_action(a)
                values.append(self._rollout(w, player, seeds))
                if self.iterations is None and time.perf_counter() > deadline:
                    break
            if len(values) < len(candidates):
                break  # an unfinished round is not counted: every action is judged on the same deals
            for k, v in enumerate(values):
                total[k] += v
            rounds += 1
            if self.iterations is None and time.perf_counter() > deadline:
                break
        self.last_iterations = rounds * len(candidates)
        if not rounds:
            return default
        best = max(range(len(candidates)), key=lambda k: (total[k], -k))
        # the heuristic's choice (candidate 0) stands unless another is clearly better
        return candidates[best] if (total[best] - total[0]) / rounds > MARGIN else default

    def _rollout(self, world: Game | Match, player: int, seeds: list[int]) -> float:
        """Heuristic play until ``horizon`` turns have ended (or the game or match is over)."""
        agents = [HeuristicAgent(seed) for seed in seeds]
        s = world.s
        start_turn = s.turn_number
        steps = 0
        while not world.is_terminal() and world.s.turn_number < start_turn + self.horizon and steps < 400:
            world.apply_action(agents[world.current_player()].choose(world))  # type: ignore[arg-type]
            steps += 1
        if world.is_terminal():
            return world.returns()[player]
        return evaluate(world.s, player)


def _candidates(g: State, legal: list[Action], default: Action) -> list[Action]:
    """The heuristic's choice first, then the other actions worth comparing: not Add
    abilities (their runes are used when paying anyway), at most ``MAX_CANDIDATES``."""
    out = [default]
    for a in legal:
        if a == default or len(out) >= MAX_CANDIDATES:
            continue
        if a[0] == "activate" and getattr(ability_of(g, a[1], a[2]), "adds", False):
            continue
        out.append(a)
    return out


def evaluate(g: State, player: int) -> float:
    """A static value in (-1, 1) of the public board and the player's cards for ``player``:
    its team's points (to the victory score), Might on the board and cards in hand, against
    the best opposing team's."""
    score: dict[int, float] = {}
    for p in range(g.n_players):
        if g.removed[p]:
            continue
        v = 3.0 * g.points[p] / max(1, g.victory_score) + 0.3 * len(g.zone_of(p, HAND)) / 7
        t = g.teams[p]
        score[t] = score.get(t, 0.0) + v
    with layers.read_only(g):  # every unit's Might from one computation of the layers
        for z in g.loc_zones:
            for u in g.zones[z]:
                kind = g.catalog[g.o_card[u]].type
                t = g.teams[g.o_ctrl[u]]
                if t in score and kind == "unit":
                    score[t] += 0.05 * effective_might(g, u)
                elif t in score and kind == "rune":
                    score[t] += 0.04
    for bf, ctrl in enumerate(g.bf_ctrl):
        if ctrl >= 0 and g.teams[ctrl] in score and zones.bf_location(g, bf) >= 0:
            score[g.teams[ctrl]] += 0.25
    mine = score.get(g.teams[player], 0.0)
    others = max((v for t, v in score.items() if t != g.teams[player]), default=0.0)
    return math.tanh(mine - others)
