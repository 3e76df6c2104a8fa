"""Costs within instructions (742.1, "[do X] to [do Y]"): the parts of such a cost other
than Energy and Power — exhausting, recycling or killing the ability's source, spending its
buff, spending XP. A triggered ability's cost within instructions is its base cost, paid as
it is finalized (383.3.b, 403.1.b.1, 742.1.b; rules/playing.py); a spell's, and one later in
an ability's instructions, is paid as it resolves (383.3.b.2, 742.1.a; effects/pay.py). The
Energy and Power are paid from the pool and with Add abilities, as any cost (357.1,
rules/payment.py)."""

from __future__ import annotations

from riftbound.cards.model import Cost
from riftbound.rules import buff_costs, payment, zones
from riftbound.rules import game_actions as act
from riftbound.rules.costs import ordered
from riftbound.rules.playing import spend_xp
from riftbound.state import HAND, TRASH, State


def extras_payable(g: State, player: int, source: int, cost: Cost) -> bool:
    """Can ``player`` pay the non-standard parts of ``cost`` now (357.2, 419.2.a)? "Exhaust
    me" needs the source ready on the board (414), "kill me" on the board (428), "recycle me"
    on the board or in its owner's trash (416; a Deathknell's source has died, 808), "spend my
    buff" a buff on it (702.2.b.1), "spend a buff" a buff on one of the player's units
    (702.2.b.2), XP the amount spent (730.2), and "discard N" as many cards in hand (422)."""
    on_board = zones.on_board(g, source)
    if (cost.exhaust_self and (not on_board or g.o_exh[source])) or (cost.kill_self and not on_board):
        return False
    if cost.recycle_self and not (on_board or g.zone_kind[g.o_zone[source]] == TRASH):
        return False
    if cost.spend_buff and not (on_board and g.o_buff[source]):
        return False
    if cost.spend_a_buff and not buff_costs.options(g, player):
        return False  # 702.2.b.1
    if cost.discard and len(g.zone_of(player, HAND)) < cost.discard:
        return False  # 422, 357.2: the cards to discard (chosen and discarded in rules/cost_objects.py)
    return cost.xp <= g.xp[player]


def payable(g: State, player: int, source: int, cost: Cost) -> bool:
    """Can ``player`` pay all of ``cost`` now, from the pool and with Add abilities other
    than the source's own (357.1.a, 419.2.a), and its non-standard parts?"""

    power = ordered(payment.resolve_own(g.catalog[g.o_card[source]], cost.power))
    return extras_payable(g, player, source, cost) and payment.can_afford(g, player, cost.energy, power, None,
                                                                         source)


def pay_extras(g: State, player: int, source: int, cost: Cost, buffed: int = -1) -> None:
    """Pay the non-standard parts of ``cost`` (357.2), checked by :func:`extras_payable`;
    ``buffed``: the unit chosen for "spend a buff" (rules/buff_costs.py). A cost is paid even if
    a replacement effect replaces the action (357.2.a)."""

    if cost.spend_buff:
        act.spend_buff(g, source)
    if cost.spend_a_buff:
        act.spend_buff(g, buffed)
    if cost.exhaust_self:
        act.exhaust(g, source)
    if cost.recycle_self:
        act.recycle(g, source)
    if cost.kill_self:
        act.kill(g, (source,), by=player)  # 411.1: the player paying it
    if cost.xp:
        spend_xp(g, player, cost.xp)
