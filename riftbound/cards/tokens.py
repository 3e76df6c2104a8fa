"""Game objects the rules themselves create, present in every game's catalog."""

from __future__ import annotations

from riftbound.cards.catalog import register
from riftbound.cards.model import BATTLEFIELD, TOKEN, CardDef

# 652.2.a: the token battlefield with no abilities that replaces a removed player's.
TOKEN_BATTLEFIELD = register(CardDef(id="token-battlefield", name="Token Battlefield",
                                     type=BATTLEFIELD, supertypes=(TOKEN,)))

RULES_OBJECTS = (TOKEN_BATTLEFIELD,)
