"""Cards revealed from a Main Deck (424): "As I'm revealed from your deck, [Add] [2]." (Undertitan,
cards/model.py ``AsRevealed``) is done for the card's owner as it is revealed there, by whatever
instruction reveals it, with no chain: like an Add ability (429), it can't be reacted to."""

from __future__ import annotations

from collections.abc import Iterable

from riftbound.cards.model import AsRevealed
from riftbound.rules import game_actions as act
from riftbound.state import State


def from_deck(g: State, cards: Iterable[int]) -> None:
    """``cards`` are revealed from their owners' Main Decks (424.1)."""
    cat = g.catalog
    for c in cards:
        for ab in cat[g.o_card[c]].abilities:
            if isinstance(ab, AsRevealed):
                act.add(g, g.o_owner[c], ab.energy, ())
