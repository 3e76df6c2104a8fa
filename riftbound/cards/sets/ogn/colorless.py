"""Origins, cards with no domain: its battlefields, and its tokens, the rules' own (184)."""

from __future__ import annotations

from riftbound.cards.events import (
    CHOSEN_HERE_BY_SPELL,
    CONQUER_HERE,
    DEFEND_HERE,
    EACH_FIRST_BEGINNING,
    END_OF_TURN,
    FIRST_EACH_TURN,
    HOLD_HERE,
    MOVE_FROM_HERE,
)
from riftbound.cards.model import (
    BonusDamage,
    Condition,
    Cost,
    HideMore,
    MoveRule,
    Static,
    TargetSpec,
    TriggeredAbility,
    VictoryScore,
)
from riftbound.cards.sets.define import card, token
from riftbound.cards.tokens import RECRUIT, SPRITE
from riftbound.effects.actions import Channel, CreateToken, Discard
from riftbound.effects.activate_conquer import ActivateConquer
from riftbound.effects.chosen_champion import ReturnChosenChampion
from riftbound.effects.created import Delayed
from riftbound.effects.give import Give
from riftbound.effects.look_recycle import LookRecycleReorder
from riftbound.effects.move import Move
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Buff, Draw, MightThisTurn, Ready
from riftbound.effects.recycle_rune import RecycleOwnRune
from riftbound.effects.win import WinGame

token("ogn-271", RECRUIT)
token("ogn-274", SPRITE)
card("ogn-275", abilities=(TriggeredAbility(HOLD_HERE, (CreateToken(RECRUIT.id),)),))  # Altar to Unity
card("ogn-280", abilities=(TriggeredAbility(HOLD_HERE, (Draw(1),)),))  # Grove of the God-Willow
card("ogn-288",  # Startipped Peak
     abilities=(TriggeredAbility(HOLD_HERE, (Channel(1, exhausted=True),), optional=True),))
card("ogn-294", abilities=(Static("units", here=True, might=1),))  # Trifarian War Camp
card("ogn-296", abilities=(BonusDamage(1, whose="any", here=True),))  # Void Gate
card("ogn-297", abilities=(Static("units", here=True, keywords=("ganking",)),))  # Windswept Hillock
card("ogn-298", abilities=(TriggeredAbility(CONQUER_HERE, (Discard(1), Draw(1))),))  # Zaun Warrens

# Real cards II: the card itself and places as references
card("ogn-283",  # Navori Fighting Pit
     abilities=(TriggeredAbility(HOLD_HERE, (Buff(),), (TargetSpec("unit", location="here"),)),))
card("ogn-279",  # Fortified Position
     abilities=(TriggeredAbility(DEFEND_HERE, (Give(keywords=("shield:2",), this_combat=True),),
                                 (TargetSpec("unit"),)),))
# Real cards II: movement and places
card("ogn-295", abilities=(MoveRule("no_base_from_here"),))  # Vilemaw's Lair

# Real cards III: trigger events (383)
card("ogn-277", abilities=(TriggeredAbility(MOVE_FROM_HERE, (MightThisTurn(1, 0),)),))  # Back-Alley Bar

# Real cards II: precon decks (Lee Sin)
card("ogn-289", abilities=(TriggeredAbility(CONQUER_HERE, (Delayed(  # Targon's Peak
    TriggeredAbility(END_OF_TURN, (Ready(),), (TargetSpec("rune", count=2, up_to=True),)), after=True),)),))
card("ogn-282", abilities=(TriggeredAbility(CONQUER_HERE, (Draw(1),), optional=True,  # Monastery of Hirana
                                            cost=Cost(spend_a_buff=True)),))
# Real cards II: precon decks (Jinx, Viktor)
card("ogn-285",  # Reaver's Row
     abilities=(TriggeredAbility(DEFEND_HERE, (Move(dest="base"),),
                                 (TargetSpec("unit", controller="friendly", location="here"),), optional=True),))
card("ogn-293",  # The Grand Plaza
     abilities=(TriggeredAbility(HOLD_HERE, (WinGame(),), condition=Condition("units_here_at_least", 7)),))

# Real cards III: battlefields
card("ogn-284", abilities=(TriggeredAbility(EACH_FIRST_BEGINNING, (Channel(1),)),))  # Obelisk of Power
card("ogn-290",  # The Arena's Greatest
     abilities=(TriggeredAbility(EACH_FIRST_BEGINNING, (GainPoints(1, gain=True),)),))
card("ogn-276", abilities=(VictoryScore(1),))  # Aspirant's Climb
card("ogn-278", abilities=(HideMore(),))  # Bandle Tree
card("ogn-286", abilities=(TriggeredAbility(HOLD_HERE, (ActivateConquer(),)),))  # Reckoner's Arena
card("ogn-292",  # The Dreaming Tree
     abilities=(TriggeredAbility(CHOSEN_HERE_BY_SPELL, (Draw(1),), limit=FIRST_EACH_TURN),))
card("ogn-287", abilities=(TriggeredAbility(CONQUER_HERE, (RecycleOwnRune(),)),))  # Sigil of the Storm
card("ogn-291", abilities=(TriggeredAbility(CONQUER_HERE, (LookRecycleReorder(2),)),))  # The Candlelit Sanctum
card("ogn-281", abilities=(TriggeredAbility(HOLD_HERE, (ReturnChosenChampion(),), optional=True),))  # Hallowed Tomb
