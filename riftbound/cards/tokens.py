"""Game objects the rules themselves create, present in every game's catalog."""

from __future__ import annotations

from riftbound.cards.catalog import register
from riftbound.cards.model import BATTLEFIELD, TOKEN, UNIT, CardDef

# 652.2.a: the token battlefield with no abilities that replaces a removed player's.
TOKEN_BATTLEFIELD = register(CardDef(id="token-battlefield", name="Token Battlefield",
                                     type=BATTLEFIELD, supertypes=(TOKEN,)))

# 184: the tokens the rules describe (unit tokens are domainless).
RECRUIT = register(CardDef(id="token-recruit", name="Recruit", type=UNIT, might=1, supertypes=(TOKEN,),
                           tags=("Recruit",)))
SPRITE = register(CardDef(id="token-sprite", name="Sprite", type=UNIT, might=3, supertypes=(TOKEN,),
                          tags=("Fae",), keywords=("temporary",)))
SAND_SOLDIER = register(CardDef(id="token-sand-soldier", name="Sand Soldier", type=UNIT, might=2,
                                supertypes=(TOKEN,), tags=("Shurima",)))
MECH = register(CardDef(id="token-mech", name="Mech", type=UNIT, might=3, supertypes=(TOKEN,), tags=("Mech",)))
REFLECTION = register(CardDef(id="token-reflection", name="Reflection", type=UNIT, might=0, supertypes=(TOKEN,)))
BIRD = register(CardDef(id="token-bird", name="Bird", type=UNIT, might=1, supertypes=(TOKEN,), tags=("Bird",),
                        keywords=("deflect",)))

RULES_OBJECTS = (TOKEN_BATTLEFIELD, RECRUIT, SPRITE, SAND_SOLDIER, MECH, REFLECTION, BIRD)
