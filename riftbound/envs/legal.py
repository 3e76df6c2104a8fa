"""The legal action integers of an environment's game, computed once per game state."""

from __future__ import annotations

from riftbound.actions import Action
from riftbound.encoding import ActionSpace
from riftbound.game import Game
from riftbound.match import Match


class LegalIds:
    """``space.legal_ids(game)`` cached until :meth:`changed` is called: an environment calls
    it whenever it applies an action or starts a game (the only ways its game changes), so a
    step, its mask and its info share one computation."""

    def __init__(self, space: ActionSpace) -> None:
        self.space = space
        self.version = 0  # bumped on every change: also keys the environments' other caches
        self._ids: tuple[int, dict[int, Action]] = (-1, {})

    def changed(self) -> None:
        self.version += 1

    def get(self, game: Game | Match) -> dict[int, Action]:
        if self._ids[0] != self.version:
            self._ids = (self.version, self.space.legal_ids(game))
        return self._ids[1]
