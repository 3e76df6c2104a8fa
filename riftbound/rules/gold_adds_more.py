"""What the Gold tokens of a player add more (429, 184.5; cards/gold_adds_more.py): the passive
abilities "While your score is within N points of the Victory Score, your Gold [Add] an
additional [1]." of the objects the player controls on the board (365.1). Read as a Gold's
Add ability resolves (effects/primitives.py AddResources) and as payments count what the
player's Add abilities would add (rules/payment.py), only in games whose catalog has such an
ability (cards/info.py CF_GOLD_ADDS)."""

from __future__ import annotations

from riftbound.cards.gold_adds_more import GOLD, GoldAddsMore
from riftbound.cards.info import CF_GOLD_ADDS
from riftbound.cards.model import TOKEN
from riftbound.rules import victory, zones
from riftbound.state import State


def extra_energy(g: State, player: int, obj: int) -> int:
    """The Energy more that ``obj``'s Add ability adds for ``player``, its controller: nothing
    unless it is a Gold token (184.5)."""
    card = g.catalog[g.o_card[obj]]
    if card.name != GOLD or TOKEN not in card.supertypes:
        return 0
    n = 0
    for z in g.own_zones[player]:
        if g.zone_kind[z] == zones.BF_FACEDOWN:
            continue  # 811: a facedown card has no abilities
        for src in g.zones[z]:
            ci = g.cinfo[g.o_card[src]]
            if g.o_ctrl[src] != player or not ci.flags & CF_GOLD_ADDS:
                continue
            for st in ci.statics:
                if isinstance(st, GoldAddsMore) and (
                        st.while_ is None or victory.within(g, player, st.while_.n)):
                    n += st.energy
    return n
