"""An OpenSpiel Python game: importing this module registers ``python_riftbound``.

``pyspiel.load_game("python_riftbound", {"mode": "ffa3"})``: a sequential game of
imperfect information for 2-4 players with observation tensors and strings (from
``observation(player)`` only, :mod:`riftbound.encoding`); actions are the integers of the
mode's :class:`~riftbound.encoding.ActionSpace`. Parameters: ``mode``, ``decks`` (built-in
deck names separated by commas; empty for the defaults) and ``max_turns``.

How randomness is exposed: the engine keeps its random generator inside the state, seeded
once at setup, and every later random event (shuffles, the first player, random choices of
instructions) is drawn from it. The game therefore begins with one explicit chance node
that chooses that seed among ``SEEDS`` equally likely outcomes, and is deterministic after
it (``EXPLICIT_STOCHASTIC``). The seed is never shown to a player -- observations are built
from ``observation(player)`` alone -- so it plays the part of all the hidden dealing at
once; exposing each shuffle as its own chance node would mean rewriting the engine's
randomness for no gain to sampling-based algorithms. Algorithms that enumerate chance
outcomes see ``SEEDS`` deals, not every possible one. A state serializes as its action
history (OpenSpiel's default), which replays exactly because the engine is deterministic.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

import riftbound
from riftbound.encoding import ActionSpace, ObservationEncoder, observation_string
from riftbound.game import DEFAULT_MAX_TURNS, Game
from riftbound.match import Match
from riftbound.rules.modes import get_mode

SEEDS = 1024  # outcomes of the chance node that seeds the engine
SHORT_NAME = "python_riftbound"
MAX_GAME_LENGTH = 1_000_000  # decisions; the engine's turn limit ends every game long before

_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Riftbound (Core Rules v1.3)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"mode": "duel", "decks": "", "max_turns": DEFAULT_MAX_TURNS},
)


class RiftboundGame(pyspiel.Game):  # type: ignore[misc,unused-ignore]
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**_GAME_TYPE.parameter_specification, **(params or {})}
        mode = str(params["mode"])
        space = ActionSpace(mode)
        info = pyspiel.GameInfo(
            num_distinct_actions=space.num_distinct_actions,
            max_chance_outcomes=SEEDS,
            num_players=get_mode(mode).players,
            min_utility=-1.0,
            max_utility=1.0,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(_GAME_TYPE, info, params)
        self.mode = mode
        self.decks = [d for d in str(params["decks"]).split(",") if d] or None
        self.max_turns = int(params["max_turns"])
        self.space = space
        self.encoder = ObservationEncoder(mode)

    def new_initial_state(self) -> RiftboundState:
        return RiftboundState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> RiftboundObserver:
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("python_riftbound provides observations, not information states")
        return RiftboundObserver(self)


class _Held:
    """The engine's game inside a pyspiel state: OpenSpiel clones Python states with
    ``copy.deepcopy``, which this turns into the engine's cheap ``clone()``."""

    __slots__ = ("game",)

    def __init__(self, game: Game | Match | None) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        return _Held(None if self.game is None else self.game.clone())


class RiftboundState(pyspiel.State):  # type: ignore[misc,unused-ignore]
    """Holds no reference to its Python game object (a deep copy would copy it): the
    settings are read through ``get_game()``."""

    def __init__(self, game: RiftboundGame) -> None:
        super().__init__(game)
        self._held = _Held(None)  # the engine's game, set by the chance node

    @property
    def game(self) -> Game | Match | None:
        return self._held.game

    @property
    def rgame(self) -> RiftboundGame:
        g: RiftboundGame = self.get_game()
        return g

    def current_player(self) -> int:
        if self.game is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.game.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        return self.game.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        assert self.game is not None
        return sorted(self.rgame.space.legal_ids(self.game))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(s, 1.0 / SEEDS) for s in range(SEEDS)]

    def _apply_action(self, action: int) -> None:
        if self.game is None:
            rg = self.rgame
            self._held.game = riftbound.new_game(mode=rg.mode, decks=rg.decks, seed=int(action), max_turns=rg.max_turns)
            return
        self.game.apply_action(self.rgame.space.decode(self.game, action))

    def _action_to_string(self, player: int, action: int) -> str:
        if self.game is None or player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return self.rgame.space.describe(action)

    def is_terminal(self) -> bool:
        return self.game is not None and self.game.is_terminal()

    def returns(self) -> list[float]:
        if self.game is None:
            return [0.0] * self.rgame.num_players()
        return [float(r) for r in self.game.returns()]

    def __str__(self) -> str:
        if self.game is None:
            return "(the seed is not chosen yet)"
        return observation_string(self.game.observation(-1))


class RiftboundObserver:
    """The PyObserver of OpenSpiel: the tensor and string of ``observation(player)``."""

    def __init__(self, game: RiftboundGame) -> None:
        self.encoder = game.encoder
        self.tensor = np.zeros(self.encoder.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: RiftboundState, player: int) -> None:
        if state.game is None:
            self.tensor.fill(0)
        else:
            self.tensor[:] = self.encoder.encode_game(state.game, player)

    def string_from(self, state: RiftboundState, player: int) -> str:
        if state.game is None:
            return f"P{player}: before the deal"
        return observation_string(state.game.observation(player))


pyspiel.register_game(_GAME_TYPE, RiftboundGame)
