"""Origins, cards with no domain: its tokens, the rules' own (184)."""

from __future__ import annotations

from riftbound.cards.sets.define import token
from riftbound.cards.tokens import RECRUIT, SPRITE

token("ogn-271", RECRUIT)
token("ogn-274", SPRITE)
