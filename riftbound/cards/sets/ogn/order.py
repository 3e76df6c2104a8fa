"""Origins, Order."""

from __future__ import annotations

from riftbound.cards.events import MOVE_TO_BF, PLAYED_SELF, YOU_RECYCLE_CARDS
from riftbound.cards.model import Condition, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import adds, card, facts_only
from riftbound.effects.actions import Channel, CreateToken
from riftbound.effects.amounts import SELF, Count
from riftbound.effects.conditional import If
from riftbound.effects.every import every
from riftbound.effects.lasting import GiveUnitsThisTurn
from riftbound.effects.primitives import Buff, Draw, Kill, MightThisTurn, Ready
from riftbound.effects.then import Then
from riftbound.keywords import deathknell

RECRUIT = "token-recruit"

facts_only(
    "ogn-210",  # Daring Poro
    "ogn-214",  # Order Rune
    "ogn-215",  # Petty Officer
    "ogn-219",  # Vanguard Sergeant
    "ogn-241",  # Shen, Kinkou
)
card("ogn-206",  # Back to Back
     targets=(TargetSpec("unit", controller="friendly", count=2),), effects=(MightThisTurn(2),))
card("ogn-211", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken(RECRUIT, here=True),)),))  # Faithful Manufactor
card("ogn-216", abilities=(deathknell.ability((Channel(1, exhausted=True),)),))  # Soaring Scout
card("ogn-222", abilities=(TriggeredAbility(MOVE_TO_BF, (CreateToken(RECRUIT, here=True),)),))  # Noxian Drummer
card("ogn-229", targets=(TargetSpec("unit"),), effects=(Kill(),))  # Vengeance
card("ogn-233", effects=(GiveUnitsThisTurn("friendly", might=5),))  # Grand Strategem
LEGION = Condition("legion")
card("ogn-217", abilities=(TriggeredAbility(PLAYED_SELF, (Buff(SELF),), dependent=LEGION),))  # Trifarian Gloryseeker
card("ogn-218",  # Vanguard Captain
     abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken(RECRUIT, 2, here=True),), dependent=LEGION),))
card("ogn-224", targets=(TargetSpec("gear", up_to=True),), effects=(Kill(), Draw(1)))  # Salvage
card("ogn-232",  # Fiora, Victorious
     abilities=(Static(condition=Condition("mighty"), keywords=("deflect", "ganking", "shield")),))
card("ogn-234",  # Harnessed Dragon
     abilities=(TriggeredAbility(PLAYED_SELF, (Kill(),), (TargetSpec("unit", controller="enemy"),)),))
card("ogn-239", abilities=(deathknell.ability((CreateToken(RECRUIT, 3),)),))  # Machine Evangel
# Darius, Executioner
card("ogn-243", abilities=(TriggeredAbility(PLAYED_SELF, (Ready(SELF),), dependent=LEGION),
                           Static("other_friendly", here=True, might=1)))
card("ogn-245", abilities=(adds(power=("order",)),))  # Seal of Unity

# Cards beyond the precon decks.
card("ogn-235", abilities=(TriggeredAbility(YOU_RECYCLE_CARDS, (Buff(),),  # Karma, Channeler
                                            (TargetSpec("unit", controller="friendly"),)),))

# Real cards II: "all" and "each" instructions
card("ogn-223", abilities=(TriggeredAbility(PLAYED_SELF, (  # Peak Guardian
    Buff(SELF), Then((If(Condition("at_battlefield"),
                         (Buff(every("unit", controller="friendly", where="there", at=SELF, other=True)),)),))),),))
# Sett, Kingpin
card("ogn-240", abilities=(Static(might=Count(whose="friendly", where="my_battlefield", buffed=True)),))
