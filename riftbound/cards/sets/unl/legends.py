"""Unleashed, legends (two domains each)."""

from __future__ import annotations

from riftbound.cards.events import YOU_CONQUER, YOU_HOLD, YOU_OR_ALLY_HOLD, YOU_PLAY, YOU_WIN_COMBAT
from riftbound.cards.model import (
                                            USE_SHOWDOWNS,
                                            ActivatedAbility,
                                            Condition,
                                            Cost,
                                            EntersReady,
                                            PlayFilter,
                                            Static,
                                            TargetSpec,
                                            TriggeredAbility,
)
from riftbound.cards.sets.define import adds, card
from riftbound.cards.tokens import REFLECTION
from riftbound.effects.actions import Banish, Channel, CreateToken
from riftbound.effects.amounts import Count
from riftbound.effects.banished_with_me import TrashBanishedSpells
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.copy import PlayCopy
from riftbound.effects.move import Move
from riftbound.effects.primitives import Buff, Draw, GainXP, MightThisTurn, Ready

card("unl-187", abilities=(TriggeredAbility(YOU_CONQUER, (Ready(),), (TargetSpec("unit"),), optional=True,
                                            condition=Condition("excess_damage", 3),
                                            cost=Cost(exhaust_self=True)),))  # Vi, Piltover Enforcer
card("unl-193", abilities=(TriggeredAbility(YOU_OR_ALLY_HOLD, (Draw(1),), optional=True,
                                            cost=Cost(exhaust_self=True)),))  # Vex, Gloomist
card("unl-183",  # Rengar, Pridestalker
     abilities=(TriggeredAbility(YOU_PLAY, (MightThisTurn(1),), (TargetSpec("unit"),), play=PlayFilter("unit")),))
# Poppy, Keeper of the Hammer
card("unl-203", abilities=(TriggeredAbility(YOU_HOLD, (GainXP(1),)),
                           ActivatedAbility(Cost(exhaust_self=True, xp=3), (Draw(1),))))
card("unl-185", abilities=(ActivatedAbility(Cost(energy=1, exhaust_self=True),
                                            (ReturnToHand(), CreateToken("token-gold", exhausted=True)),
                                            (TargetSpec("unit", controller="friendly", location="battlefield"),)),
                           ))  # Pyke, Bloodharbor Ripper

# Real cards II: costs and entering ready (364.3.a, 365.1)
card("unl-191", abilities=(Static("yours", might=1, condition=Condition("level", 6)),  # Master Yi, Wuju Master
                           EntersReady(Condition("level", 11), who="yours")))
card("unl-189", abilities=(ActivatedAbility(  # Lillia, Bashful Bloom
    Cost(energy=4, exhaust_self=True), (CreateToken("token-sprite", exhausted=False),),
    discount=Count("unit", whose="friendly", keyword="temporary", per=-1)),))

# Real cards II: restricted resources from Add abilities (429, 165; rules/restricted.py)
card("unl-197", abilities=(adds(1, use=USE_SHOWDOWNS),))  # Diana, Scorn of the Moon

# Real cards III: misc
card("unl-201", abilities=(  # Kha'Zix, Voidreaver
    TriggeredAbility(YOU_WIN_COMBAT, (GainXP(1),)),
    ActivatedAbility(Cost(exhaust_self=True, xp=1), (Buff(),), (TargetSpec("unit"),)),
    ActivatedAbility(Cost(exhaust_self=True, xp=2), (Move(dest="its_base", origin="from"),),
                     (TargetSpec("unit", controller="friendly", location="battlefield", exhausted=True),))))

# Real cards III: copies
card("unl-199", abilities=(TriggeredAbility(  # LeBlanc, Deceiver
    YOU_CONQUER, (PlayCopy(REFLECTION.id, 1, False, there=True, keywords=("temporary",)),),
    (TargetSpec("unit", location="there", other=True),), also=(YOU_HOLD,), optional=True,
    cost=Cost(discard=1, exhaust_self=True)),))

# Real cards II: spells banished with a legend (427.3, 397; effects/banished_with_me.py)
card("unl-181", abilities=(TriggeredAbility(  # Jhin, Virtuoso
    YOU_PLAY, (Banish(0), TrashBanishedSpells(4, (Channel(4), Draw(1)))), play=PlayFilter("spell"),
    condition=Condition("spent_on_it", 4), optional=True),))
