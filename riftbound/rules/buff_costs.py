""""[You may] spend a buff to ..." at the start of a triggered ability's instructions: its
base cost (383.3.b, 742.1.b), paid as it is put on the chain, not as it resolves. Spending a
buff removes the buff counter of a unit its player controls (702.2.b.2), which the player
chooses as the cost is paid (decision ``cost_object``, answered ``target OBJ``; made for them
with one option; kept in ``ChainItem.cost_objs``). With no buffed unit the cost can't be
paid (702.2.b.1): a "you may" ability is not put on the chain (383.3.b.1). The cost is
``Cost(spend_a_buff=True)`` (cards/model.py); "Spend my buff" is the source's own."""

from __future__ import annotations

from riftbound.rules import zones
from riftbound.state import ChainItem, State

SLOT = -1  # the unit chosen's cost index (``ChainItem.cost_objs``, the decision): apart from other costs


def options(g: State, player: int) -> list[int]:
    """The units ``player`` controls with a buff to spend (702.2.b.2)."""
    return [o for z in g.own_zones[player] for o in g.zones[z]
            if g.o_buff[o] and g.o_ctrl[o] == player and zones.on_board(g, o)]


def chosen(item: ChainItem) -> int:
    """The unit chosen to spend the buff of, or -1."""
    return next((o for k, o in item.cost_objs if k == SLOT), -1)
