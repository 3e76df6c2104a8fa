"""The errors the engine raises for bad input. Each names what was wrong."""

from __future__ import annotations


class RiftboundError(Exception):
    """Base class of the engine's input errors."""


class IllegalActionError(RiftboundError):
    """An action that is not among the legal actions of the pending decision."""


class UnknownCardError(RiftboundError, KeyError):
    """A card id the registry does not know."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown card"


class UnimplementedCardError(UnknownCardError):
    """A real card (in the facts table) whose behaviour is not implemented yet: it is never
    played as a vanilla body."""

    def __init__(self, card_id: str, name: str) -> None:
        super().__init__(f"{card_id} {name!r} is a real card that is not implemented yet "
                         f"(see riftbound cards --status)")
        self.card_id = card_id
        self.name = name

    def __reduce__(self) -> tuple[type[UnimplementedCardError], tuple[str, str]]:
        """Picklable (raised in worker processes of a simulation)."""
        return UnimplementedCardError, (self.card_id, self.name)


class DeckError(RiftboundError):
    """A deck that breaks the deck construction rules (101-103), can't be read, or uses cards
    not implemented yet; lists every reason."""

    def __init__(self, deck_name: str, reasons: list[str], problem: str = "is not legal") -> None:
        self.deck_name = deck_name
        self.reasons = reasons
        self.problem = problem
        lines = "\n".join(f"  - {r}" for r in reasons)
        super().__init__(f"deck {deck_name!r} {problem}:\n{lines}")

    def __reduce__(self) -> tuple[type[DeckError], tuple[str, list[str], str]]:
        """Picklable (raised in worker processes of a simulation)."""
        return DeckError, (self.deck_name, self.reasons, self.problem)


class ScenarioError(RiftboundError):
    """A malformed scenario file."""


class MalformedActionError(IllegalActionError):
    """Something that is not an action at all: not a tuple or JSON object, an unknown kind,
    missing, extra or wrongly typed fields."""


class GameOverError(IllegalActionError):
    """An action sent to a game or match that is over."""


class NotYourDecisionError(IllegalActionError):
    """An answer sent on behalf of a player who is not the one deciding (or a concession
    for another player)."""


class PlayerError(RiftboundError):
    """A player number that is not a seat of this game."""


class StateFormatError(RiftboundError):
    """Text that is not a serialized state this engine can load; names what is wrong."""


class CardDefinitionError(RiftboundError, ValueError):
    """A card definition the DSL can't accept, e.g. a field with a value it doesn't know."""
