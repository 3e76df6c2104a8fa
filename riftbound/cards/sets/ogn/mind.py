"""Origins, Mind."""

from __future__ import annotations

from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import Static, TargetSpec, TriggeredAbility
from riftbound.cards.runes import exhaust_to_add
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.primitives import Deal, Draw, MightThisTurn
from riftbound.keywords import deathknell

facts_only(
    "ogn-086",  # Jeweled Colossus
    "ogn-088",  # Mega-Mech
    "ogn-089",  # Mind Rune
)

# Cards beyond the precon decks (docs/cards.md, "Adding a real card").
card("ogn-092", abilities=(TriggeredAbility(PLAYED_SELF, (Deal(6),),  # Riptide Rex
                                            (TargetSpec("unit", controller="enemy", location="battlefield"),)),))
card("ogn-096", abilities=(deathknell.ability((Draw(1),)),))  # Watchful Sentry
card("ogn-097", abilities=(TriggeredAbility(PLAYED_SELF, (MightThisTurn(-2, minimum=1),),  # Blastcone Fae
                                            (TargetSpec("unit"),)),))
card("ogn-098", abilities=(exhaust_to_add(1),))  # Energy Conduit
card("ogn-100", abilities=(Static("other_friendly", keywords=("vision",)),))  # Gemcraft Seer
# Sprite Mother
card("ogn-106", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-sprite", exhausted=False, here=True),)),))
card("ogn-114", effects=(Draw(4),))  # Progress Day
# Thousand-Tailed Watcher
card("ogn-116", abilities=(TriggeredAbility(PLAYED_SELF, (GiveUnitsThisTurn("enemy", might=-3, minimum=1),)),))
card("ogn-120", abilities=(exhaust_to_add(power=("mind",)),))  # Seal of Insight
