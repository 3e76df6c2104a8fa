"""Spiritforged, cards with no domain: its battlefields, and the Gold token, the rules' own (184.5)."""

from __future__ import annotations

from riftbound.cards.events import CONQUER_HERE, CONQUER_HERE_MIGHTY, DEFEND_HERE, HOLD_HERE
from riftbound.cards.model import (
    Condition,
    Cost,
    CostModifier,
    RepeatDiscount,
    Restriction,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.sets.define import card, token
from riftbound.cards.tokens import GOLD, SAND_SOLDIER
from riftbound.effects.actions import Channel, CreateToken
from riftbound.effects.amounts import Count
from riftbound.effects.deck_top import RevealTopTake, TrashTop
from riftbound.effects.detach_from import MayDetachIt
from riftbound.effects.pay import IfYouDo, Pay
from riftbound.effects.players import TheyDo
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Draw, Ready
from riftbound.effects.your_legend import YourLegend

token("sfd-t03", GOLD)
card("sfd-220", abilities=(TriggeredAbility(CONQUER_HERE, (CreateToken(GOLD.id, exhausted=True),), optional=True,
                                            cost=Cost(energy=1)),))  # Treasure Hoard
card("sfd-214", abilities=(TriggeredAbility(HOLD_HERE, (GainPoints(1),), optional=True,
                                            cost=Cost(power=("any",) * 4)),))  # Power Nexus
card("sfd-217", abilities=(TriggeredAbility(CONQUER_HERE, (Draw(Count("battlefield", whose="friendly", other=True)),)),
                           ))  # Seat of Power
# Real cards III: players as actors
card("sfd-219",  # The Papertree
     abilities=(TriggeredAbility(HOLD_HERE, (TheyDo((Channel(1, exhausted=True),), "each"),)),))

# Real cards II: precon decks (Rumble)
card("sfd-212", abilities=(TriggeredAbility(CONQUER_HERE, (TrashTop(2),)),))  # Minefield
card("sfd-215", abilities=(TriggeredAbility(DEFEND_HERE, (RevealTopTake("spell"),)),))  # Ravenbloom Conservatory
# Real cards II: precon Fiora
card("sfd-213", abilities=(CostModifier(  # Ornn's Forge
    -1, cards="gear", condition=Condition("control_this_battlefield"), first=True),))
card("sfd-218", abilities=(TriggeredAbility(  # Sunken Temple
    CONQUER_HERE_MIGHTY, (Draw(1),), optional=True, cost=Cost(energy=1)),))
card("sfd-221", abilities=(TriggeredAbility(  # Veiled Temple
    CONQUER_HERE, (Ready(0), MayDetachIt(0)), (TargetSpec("gear", controller="friendly"),), optional=True),))
# Real cards III: restrictions (054.1, rules/restrictions.py)
card("sfd-209", abilities=(Restriction("score_from_third_turn"),))  # Forgotten Monument
card("sfd-216", abilities=(Restriction("no_units_played_here"),))  # Rockfall Path

# Real cards III: battlefields
card("sfd-210", abilities=(TriggeredAbility(CONQUER_HERE, (Ready(target=YourLegend()),),  # Hall of Legends
                                            optional=True, cost=Cost(energy=1)),))
card("sfd-211", abilities=(RepeatDiscount(1),))  # Marai Spire
card("sfd-207", abilities=(TriggeredAbility(CONQUER_HERE, (IfYouDo(  # Emperor's Dais
    Pay(Cost(energy=1), and_return=0), (CreateToken(SAND_SOLDIER.id, here=True),)),),
    (TargetSpec("unit", controller="you", location="here"),), optional=True),))
