"""A Gymnasium single-agent environment: one seat against built-in agents.

Observations are the fixed tensor of :mod:`riftbound.encoding` for the learner's seat,
actions the integers of its action space (``Discrete(num_distinct_actions)``);
:meth:`RiftboundEnv.action_masks` gives the legal ones (the name ``sb3_contrib``'s
MaskablePPO looks for), and ``info["action_mask"]`` the same. The opponents (any agent
name of :mod:`riftbound.agents`) play between the learner's decisions. The reward is the
learner's return when the game ends (+1 win, -1 loss); the turn limit is a truncation. An
action that is not legal changes nothing (``info["illegal_action"]`` is True).
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

import riftbound
from riftbound.agents import Agent, make_agent
from riftbound.encoding import VALUE_LIMIT, ActionSpace, ObservationEncoder, observation_string
from riftbound.envs.legal import LegalIds
from riftbound.game import DEFAULT_MAX_TURNS, Game
from riftbound.match import Match
from riftbound.rules.modes import get_mode


class RiftboundEnv(gymnasium.Env):  # type: ignore[misc,unused-ignore]
    """``RiftboundEnv(mode="duel", decks=None, opponent="heuristic", seat=None)``: the
    learner plays ``seat`` (by default a random seat each episode)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, mode: str = "duel", decks: list[Any] | None = None, opponent: str = "heuristic",
                 seat: int | None = None, max_turns: int = DEFAULT_MAX_TURNS, render_mode: str | None = None) -> None:
        self.mode = mode
        self.decks = decks
        self.opponent = opponent
        self.fixed_seat = seat
        self.max_turns = max_turns
        self.render_mode = render_mode
        self.players = get_mode(mode).players
        self.space = ActionSpace(mode)
        self.encoder = ObservationEncoder(mode)
        self._legal = LegalIds(self.space)
        self.observation_space = spaces.Box(-VALUE_LIMIT, VALUE_LIMIT, self.encoder.shape, np.float32)
        self.action_space = spaces.Discrete(self.space.num_distinct_actions)
        self._rng = random.Random()
        self.game: Game | Match | None = None
        self.seat = 0
        self.others: list[Agent] = []

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[npt.NDArray[np.float32], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._rng = random.Random(seed)
        self.seat = self.fixed_seat if self.fixed_seat is not None else self._rng.randrange(self.players)
        self.others = [make_agent(self.opponent, self._rng.getrandbits(31)) for _ in range(self.players)]
        self.game = riftbound.new_game(mode=self.mode, decks=self.decks, seed=self._rng.getrandbits(31),
                                       max_turns=self.max_turns)
        self._legal.changed()
        self._play_others()
        return self._obs(), self._info(False)

    def _play_others(self) -> None:
        g = self.game
        assert g is not None
        while not g.is_terminal() and g.current_player() != self.seat:
            g.apply_action(self.others[g.current_player()].choose(g))  # type: ignore[arg-type]
            self._legal.changed()

    def step(self, action: Any) -> tuple[npt.NDArray[np.float32], float, bool, bool, dict[str, Any]]:
        g = self.game
        assert g is not None
        legal = self._legal.get(g)
        a = int(action)
        if a in legal:
            g.apply_action(legal[a])
            self._legal.changed()
            self._play_others()
        over = g.is_terminal()
        limit = over and g.end_reason == "turn_limit"
        reward = float(g.returns()[self.seat]) if over else 0.0
        return self._obs(), reward, over and not limit, limit, self._info(a not in legal)

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions now, as booleans (MaskablePPO's convention)."""
        assert self.game is not None
        mask = np.zeros(self.space.num_distinct_actions, dtype=bool)
        mask[list(self._legal.get(self.game))] = True
        return mask

    def _obs(self) -> npt.NDArray[np.float32]:
        assert self.game is not None
        return self.encoder.encode_game(self.game, self.seat)

    def _info(self, illegal: bool) -> dict[str, Any]:
        return {"action_mask": self.action_masks(), "illegal_action": illegal, "seat": self.seat}

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        return observation_string(self.game.observation(self.seat))
