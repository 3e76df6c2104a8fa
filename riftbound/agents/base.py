"""The agent interface: anything with a ``name`` and a ``choose(game)`` method.

Agents live outside the engine (nothing in ``rules/`` or ``engine.py`` imports them; see
docs/architecture.md, "The one-way flow"): they see a
:class:`~riftbound.game.Game` and return one of its legal actions. They may keep their own
state and randomness (``random.Random`` is fine here; it never enters a game state).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from riftbound.actions import Action
    from riftbound.game import Game


@runtime_checkable
class Agent(Protocol):
    """A player: ``choose`` returns one of ``game.legal_actions()`` for the pending decision."""

    @property
    def name(self) -> str:
        """The registry name of this kind of agent (``"random"``, ...)."""
        ...

    def choose(self, game: Game) -> Action:
        """The action this agent takes for ``game``'s pending decision."""
        ...


AgentFactory = Callable[[int], Agent]
"""Builds an agent from a seed: ``factory(seed) -> Agent``."""
