"""Unleashed, Calm."""

from __future__ import annotations

from riftbound.cards.events import HOLD, PLAYED_SELF
from riftbound.cards.model import AdditionalCost, Condition, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.actions import CreateToken
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.look import LookAtTop
from riftbound.effects.primitives import Counter, Draw, GainXP

facts_only(
    "unl-036",  # Mutated Mouser
)
card("unl-034", abilities=(TriggeredAbility(PLAYED_SELF, (GainXP(2),)),))  # Herald of Spring
card("unl-040",  # Wuju Apprentice
     abilities=(TriggeredAbility(PLAYED_SELF, (Draw(1),), dependent=Condition("level", 6)),))
card("unl-047", abilities=(Static(condition=Condition("level", 3), might=1, keywords=("deflect",)),))  # Mosstomper
card("unl-048",  # Trevor Snoozebottom
     abilities=(TriggeredAbility(HOLD, (CreateToken("token-sprite", exhausted=False, here=True),)),))
card("unl-033", abilities=(TriggeredAbility(PLAYED_SELF, (CreateToken("token-bird", here=True),)),))  # Frisky Hunter
card("unl-032", additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),),
     effects=(LookAtTop(3, "unit"),))  # Double Trouble
# Real cards III: modes
card("unl-044", effects=(ChooseMode((Mode((Counter(),), (TargetSpec("spell"),)),
                                     Mode((CreateToken("token-bird", 4),)))),))  # Flurry of Feathers
