"""Unleashed, Fury."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, MOVE, PLAYED_SELF
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card, facts_only
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import AddResources, MightThisTurn

facts_only(
    "unl-002",  # Inferna
    "unl-006",  # Sharkling
    "unl-024",  # Rengar, Unseen
)

card("unl-021", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),),
                                            (TargetSpec("unit", controller="friendly", location="battlefield"),),
                                            optional=True),))  # Grim Apothecary
card("unl-027", abilities=(TriggeredAbility(CONQUER, (MightThisTurn(8),),
                                            (TargetSpec("unit", controller="friendly"),)),))  # Inviolus Vox
card("unl-022", abilities=(TriggeredAbility(MOVE, (AddResources(1, ("any",)),)),))  # Jhin, Murderous Artist
