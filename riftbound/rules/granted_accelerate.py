"""[Accelerate] given to a unit as it is played: "Friendly units played from anywhere other
than a player's hand have [Accelerate]." (Rek'Sai, Breacher; cards/model.py
``AccelerateNotFromHand``).

Accelerate is an optional additional cost declared as the unit is played (805.2, 356.2.b.1) and
has no function on the board (805.3), so the unit has it when it matters: as its optional costs
are declared, in step 2 of playing it (like a [Repeat] given to a spell, rules/granted_repeat.py).
:func:`granted` is read then and kept on its chain item (``ChainItem.accelerate``): its cost
comes after the unit's own additional costs (rules/costs.py ``item_costs``), and, paid, the unit
enters ready (805.1.a, 805.6), even if the giver has left the board since (the Unleashed Rules
FAQ, Rek'Sai and Atakhan: Accelerate's effect was created as it was paid). A unit with a printed
[Accelerate] gets no second instance (805.4). "Anywhere other than a player's hand": the zone
it was played from is not a hand — a trash, a facedown zone (Hidden, 811), the banishment a card
played from a deck goes through (the Spiritforged FAQ) —; the giver is on the board, its rules
text active, and controlled by the player or a teammate ("friendly", 740.1). Only games whose
catalog has such a card look (``CF_GRANTED_REPEAT``, the flag of cards that give cards optional
additional costs as they are played)."""

from __future__ import annotations

from riftbound.cards.info import CF_GRANTED_REPEAT
from riftbound.cards.model import UNIT, AccelerateNotFromHand, CardDef
from riftbound.keywords import accelerate
from riftbound.rules import costs, zones
from riftbound.rules.inactive import rules_text_inactive
from riftbound.rules.players import is_friendly
from riftbound.state import HAND, State


def granted(g: State, player: int, card: CardDef, obj: int) -> bool:
    """Does a passive ability give [Accelerate] to ``card`` (object ``obj``), a unit ``player``
    is playing, now (see the module)?"""
    if card.type != UNIT or accelerate.KEYWORD in card.keywords or costs.played_from(g, obj) == HAND:
        return False
    info = g.cinfo
    for q in range(g.n_players):
        if not is_friendly(g, player, q):
            continue
        for z in g.own_zones[q]:
            for src in g.zones[z]:
                if g.o_ctrl[src] == q and info[g.o_card[src]].flags & CF_GRANTED_REPEAT and zones.on_board(g, src) \
                        and not rules_text_inactive(g, src) \
                        and any(isinstance(ab, AccelerateNotFromHand) for ab in g.catalog[g.o_card[src]].abilities):
                    return True
    return False
