"""Game objects the rules themselves create, present in every game's catalog."""

from __future__ import annotations

from riftbound.cards.catalog import register
from riftbound.cards.info import DERIVE
from riftbound.cards.model import ANY_DOMAIN, BATTLEFIELD, GEAR, REACTION, TOKEN, UNIT, ActivatedAbility, CardDef, Cost
from riftbound.effects.primitives import AddResources
from riftbound.rules.removal import TOKEN_BATTLEFIELD_ID

# 652.2.a: the token battlefield with no abilities that replaces a removed player's.
TOKEN_BATTLEFIELD = register(CardDef(id=TOKEN_BATTLEFIELD_ID, name="Token Battlefield",
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
# 184.5: "[Reaction][>] Kill this, [E]: [Add] [A]" - an Add ability (429), usable while paying.
GOLD = register(CardDef(id="token-gold", name="Gold", type=GEAR, supertypes=(TOKEN,), abilities=(
    ActivatedAbility(Cost(exhaust_self=True, kill_self=True), (AddResources(power=(ANY_DOMAIN,)),),
                     keywords=(REACTION,), adds=True),)))

RULES_OBJECTS = (TOKEN_BATTLEFIELD, RECRUIT, SPRITE, SAND_SOLDIER, MECH, REFLECTION, BIRD, GOLD)


# rules/setup.py adds them to every game's catalog; cards/info.py computes its flags with them
DERIVE.rules_objects = tuple(c.id for c in RULES_OBJECTS)
