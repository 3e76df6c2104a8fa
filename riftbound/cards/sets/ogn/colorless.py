"""Origins, cards with no domain: its tokens, the rules' own (184), and its battlefields."""

from __future__ import annotations

from riftbound.cards.model import Static
from riftbound.cards.sets.define import card, token
from riftbound.cards.tokens import RECRUIT, SPRITE

token("ogn-271", RECRUIT)
token("ogn-274", SPRITE)

# Cards beyond the precon decks (docs/cards.md, "Adding a real card").
card("ogn-297", abilities=(Static("units", here=True, keywords=("ganking",)),))  # Windswept Hillock
