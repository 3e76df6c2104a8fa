"""Origins, Mind."""

from __future__ import annotations

from riftbound.cards.events import FIRST_EACH_TURN, FRIENDLY_UNIT_DIES, PLAYED_SELF, YOU_PLAY, YOU_PLAY_SPELL
from riftbound.cards.model import ActivatedAbility, Cost, PlayFilter, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import cannot, card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.amounts import SELF
from riftbound.effects.primitives import Deal, Draw, MightThisTurn

UNIT = TargetSpec("unit")

facts_only(
    "ogn-086",  # Jeweled Colossus
    "ogn-088",  # Mega-Mech
    "ogn-089",  # Mind Rune
)
cannot("ogn-084", "a cost modifier with a condition (\"while I'm at a battlefield\")")  # Eager Apprentice
card("ogn-085", targets=(TargetSpec("unit", location="battlefield"),), effects=(Deal(6),))  # Falling Comet
card("ogn-087", abilities=(TriggeredAbility(PLAYED_SELF, (Draw(1),)),))  # Lecturing Yordle
card("ogn-095", targets=(UNIT,), effects=(MightThisTurn(-1, minimum=1), Draw(1)))  # Stupefy
card("ogn-103", abilities=(TriggeredAbility(YOU_PLAY_SPELL, (MightThisTurn(1, target=SELF),)),))  # Ravenbloom Student
card("ogn-105", targets=(TargetSpec("unit", count=2, up_to=True),), effects=(Deal(6),))  # Singularity
card("ogn-083", effects=(Draw(2),))  # Consult the Past
card("ogn-090", abilities=(ActivatedAbility(Cost(exhaust_self=True), (MightThisTurn(-1, minimum=1),),
                                            (UNIT,)),))  # Orb of Regret
card("ogn-093", targets=(UNIT,), effects=(MightThisTurn(-4, minimum=1),))  # Smoke Screen
card("ogn-094", effects=(CreateToken("token-sprite", exhausted=False),))  # Sprite Call
card("ogn-117", abilities=(TriggeredAbility(YOU_PLAY, (CreateToken("token-recruit"),),
                                            play=PlayFilter(opponents_turn=True)),))  # Viktor, Innovator
card("ogn-118",  # Wraith of Echoes
     abilities=(TriggeredAbility(FRIENDLY_UNIT_DIES, (Draw(1),), limit=FIRST_EACH_TURN),))
