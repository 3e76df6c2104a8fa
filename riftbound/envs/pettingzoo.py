"""A PettingZoo AEC environment for every mode (2-4 agents, ``player_0`` ...).

Each agent observes ``{"observation": float32 tensor, "action_mask": int8 mask}``
(:mod:`riftbound.encoding`); the action space is ``Discrete(num_distinct_actions + 1)``,
the last integer being ``WAIT``. Rewards are the game's returns when it ends (+1 for each
winner, -1 for the others, 0 for all after the turn limit, which is a truncation).

Two turn orders:

- ``"decider"`` (the default): the selected agent is always the one deciding; ``WAIT`` is
  never legal. ``max_cycles`` counts decisions.
- ``"cycle"``: agents take turns in seat order, one step each per cycle; an agent that is not
  deciding has only ``WAIT``. This is the order :func:`parallel_env` needs (all agents act
  each step) and ``max_cycles`` counts cycles.

An action that is not legal changes nothing (``infos[agent]["illegal_action"]`` is True).
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils.conversions import aec_to_parallel

import riftbound
from riftbound.encoding import VALUE_LIMIT, ActionSpace, ObservationEncoder, observation_string
from riftbound.envs.legal import LegalIds
from riftbound.errors import RiftboundError
from riftbound.game import DEFAULT_MAX_TURNS, Game, default_decks
from riftbound.match import Match
from riftbound.rules.modes import get_mode

TURN_ORDERS = ("decider", "cycle")


class RiftboundAEC(AECEnv):  # type: ignore[misc,unused-ignore]
    metadata = {"render_modes": ["ansi"], "name": "riftbound_v0", "is_parallelizable": True}

    def __init__(self, mode: str = "duel", decks: list[Any] | None = None, max_turns: int = DEFAULT_MAX_TURNS,
                 max_cycles: int | None = None, turn_order: str = "decider", render_mode: str | None = None) -> None:
        super().__init__()
        if turn_order not in TURN_ORDERS:
            raise RiftboundError(f"turn_order must be one of {', '.join(TURN_ORDERS)}, not {turn_order!r}")
        self.mode = mode
        self.decks = list(decks) if decks is not None else list(default_decks(mode))
        self.max_turns = max_turns
        self.max_cycles = max_cycles
        self.turn_order = turn_order
        self.render_mode = render_mode
        self.space = ActionSpace(mode)
        self.encoder = ObservationEncoder(mode)
        self.wait = self.space.num_distinct_actions
        self.possible_agents = [f"player_{p}" for p in range(get_mode(mode).players)]
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(-VALUE_LIMIT, VALUE_LIMIT, self.encoder.shape, np.float32),
            "action_mask": spaces.Box(0, 1, (self.wait + 1,), np.int8),
        })
        self._act_space = spaces.Discrete(self.wait + 1)
        self._rng = random.Random()
        self.game: Game | Match | None = None
        self._legal = LegalIds(self.space)
        self._observed: dict[str, tuple[int, npt.NDArray[np.float32], npt.NDArray[np.int8]]] = {}

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._act_space

    # ---- the AEC cycle ----------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = random.Random(seed)
        self.game = riftbound.new_game(mode=self.mode, decks=self.decks, seed=self._rng.getrandbits(31),
                                       max_turns=self.max_turns)
        self._legal.changed()
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.cycles = 0
        self._seat = 0
        self.agent_selection = self._next_agent()

    def _next_agent(self) -> str:
        assert self.game is not None
        if self.turn_order == "cycle" or self.game.is_terminal():
            return self.agents[self._seat % len(self.agents)]
        return self.possible_agents[self.game.current_player()]

    def _deciding(self, agent: str) -> bool:
        g = self.game
        return g is not None and not g.is_terminal() and self.possible_agents[g.current_player()] == agent

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        g = self.game
        assert g is not None
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        legal = self._legal.get(g) if self._deciding(agent) else {}
        a = int(action)
        self.infos[agent] = {"illegal_action": a not in legal and not (not legal and a == self.wait)}
        if a in legal:
            g.apply_action(legal[a])
            self._legal.changed()
        self._seat += 1
        end_of_cycle = self.turn_order == "decider" or self._seat % len(self.agents) == 0
        if end_of_cycle:
            self.cycles += 1
            over = g.is_terminal()
            if over or (self.max_cycles is not None and self.cycles >= self.max_cycles):
                self._finish(over)
        self.agent_selection = self._next_agent()
        self._accumulate_rewards()

    def _finish(self, over: bool) -> None:
        g = self.game
        assert g is not None
        returns = g.returns() if over else [0.0] * len(self.agents)
        limit = over and g.end_reason == "turn_limit"
        for p, a in enumerate(self.agents):
            self.rewards[a] = float(returns[p])
            self.terminations[a] = over and not limit
            self.truncations[a] = not over or limit

    def observe(self, agent: str) -> dict[str, Any]:
        """``agent``'s observation, built when asked for (only the agents whose observation is
        requested pay for it) and once per game state; each call returns fresh arrays."""
        cached = self._observed.get(agent)
        if cached is None or cached[0] != self._legal.version:
            g = self.game
            assert g is not None
            cached = (self._legal.version, self.encoder.encode_game(g, self.possible_agents.index(agent)),
                      self._mask(g, agent))
            self._observed[agent] = cached
        return {"observation": cached[1].copy(), "action_mask": cached[2].copy()}

    def _mask(self, g: Game | Match, agent: str) -> npt.NDArray[np.int8]:
        mask = np.zeros(self.wait + 1, dtype=np.int8)
        if self._deciding(agent):
            legal = self._legal.get(g)
            mask[np.fromiter(legal, np.intp, len(legal))] = 1
        elif self.turn_order == "cycle" or g.is_terminal():
            mask[self.wait] = 1
        return mask

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        return observation_string(self.game.observation(-1))

    def close(self) -> None:
        self.game = None


def env(mode: str = "duel", decks: list[Any] | None = None, **kwargs: Any) -> RiftboundAEC:
    """The AEC environment of ``mode`` (duel, match, ffa3, ffa4, 2v2) with ``decks``
    (built-in names, mappings or Decks; by default distinct test decks)."""
    return RiftboundAEC(mode=mode, decks=decks, **kwargs)


def parallel_env(mode: str = "duel", decks: list[Any] | None = None, **kwargs: Any) -> Any:
    """The Parallel API version (the ``"cycle"`` turn order: each step, every agent acts and
    all but the deciding one wait)."""
    return aec_to_parallel(RiftboundAEC(mode=mode, decks=decks, turn_order="cycle", **kwargs))
