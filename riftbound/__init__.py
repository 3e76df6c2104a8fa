"""riftbound: a complete, faithful and fast rules engine for the Riftbound TCG.

Start with :func:`new_game`; the returned :class:`Game` has the OpenSpiel-shaped API
(``current_player``, ``legal_actions``, ``apply_action``, ``is_terminal``, ``returns``,
``clone``, ``observation``, ``action_to_string``, ``serialize`` / ``deserialize``).
"""

from riftbound.actions import Action
from riftbound.errors import (
           DeckError,
           GameOverError,
           IllegalActionError,
           MalformedActionError,
           NotYourDecisionError,
           PlayerError,
           RiftboundError,
           ScenarioError,
           StateFormatError,
           UnknownCardError,
)
from riftbound.game import RULES_EDITION, TERMINAL, Game, new_game
from riftbound.rules.deck import Deck

__version__ = "0.1.0"
__all__ = ["RULES_EDITION", "TERMINAL", "Action", "Deck", "DeckError", "Game", "GameOverError", "IllegalActionError",
           "MalformedActionError", "NotYourDecisionError", "PlayerError", "RiftboundError", "ScenarioError",
           "StateFormatError", "UnknownCardError", "__version__", "new_game"]

# Importing riftbound registers every built-in card, the test cards and the real sets, once
# the engine they are written on is imported (docs/architecture.md, "The layers").
from riftbound.cards import sets, test_cards, tokens  # noqa: F401
