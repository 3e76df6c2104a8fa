"""A cost added to other players' Standard Moves (144, 357; docs/rulings.md "Mageseeker
Investigator"): "Opponents must pay [A] for each unit beyond the first to move multiple units to
my battlefield at the same time." (:class:`~riftbound.cards.model.MoveTax`, 365.1).

A Standard Move of several units together (144.3) to a battlefield where an enemy unit with
that ability is costs its mover one [A] per unit beyond the first, for each such unit there,
paid with the units' exhaustion (144.3.c). The legal actions offer only moves that can be paid
(419.2.a): a unit is offered for the move only if some destination the units could share
stays affordable, and a destination only if it is. After the destination is chosen the mover
pays (decision ``move_pay``): Add abilities one at a time (``activate OBJ N``, 357.1.a, 429.2)
until the pool covers the [A] pips, then, pip by pip, the domain of the power spent when there
is a choice (``domain D``, 135.2.e.5); then the units move. A game none of whose cards has the
ability never looks (``CF_MOVE_TAX``)."""

from __future__ import annotations

from typing import Any

from riftbound.cards.info import CF_MOVE_TAX
from riftbound.cards.model import ANY_DOMAIN, MoveTax
from riftbound.log import log, name
from riftbound.rules import movement, payment, zones
from riftbound.rules.players import is_friendly
from riftbound.rules.playing import start_activation
from riftbound.rules.tasks import push
from riftbound.state import State

TASK = "move_pay"  # the Outstanding Task that goes on with a taxed move (engine.TASKS)


def taxes(g: State, player: int) -> dict[int, int]:
    """The battlefield locations where ``player``'s moves of several units are taxed, with the
    [A] owed per unit beyond the first: one for each enemy unit there with the ability (740.2)."""
    out: dict[int, int] = {}
    for bf in range(len(g.bf_objs)):
        z = zones.bf_location(g, bf)
        for u in g.zones[z]:
            ci = g.o_card[u]
            if g.cinfo[ci].flags & CF_MOVE_TAX and not is_friendly(g, player, g.o_ctrl[u]):
                n = sum(1 for ab in g.catalog[ci].abilities if isinstance(ab, MoveTax))
                out[z] = out.get(z, 0) + n
    return out


def owed(taxed: dict[int, int], dest: int, units: int) -> int:
    """The [A] pips a move of ``units`` units to ``dest`` costs."""
    return taxed.get(dest, 0) * max(0, units - 1)


def affordable_pips(g: State, player: int, most: int) -> int:
    """How many [A] pips ``player`` could pay now, up to ``most`` (419.2.a)."""
    n = 0
    while n < most and payment.can_afford(g, player, 0, (ANY_DOMAIN,) * (n + 1)):
        n += 1
    return n


def legal_moves(g: State, player: int, sel: list[int], units: list[int],
                common: list[int]) -> tuple[list[int], list[int]]:
    """Of the units that could join the move ``sel`` and its destinations ``common``, those
    whose move could still be paid (module docstring)."""
    taxed = taxes(g, player)
    if not taxed:
        return units, common
    can = affordable_pips(g, player, max(taxed.values()) * (len(sel) + 1))
    dests = [z for z in common if owed(taxed, z, len(sel)) <= can]
    joining = [u for u in units
               if any(owed(taxed, d, len(sel) + 1) <= can and d in common
                      for d in movement.destinations(g, player, u))]
    return joining, dests


def declare(g: State, player: int, units: list[int], dest: int) -> None:
    """``player`` declared the Standard Move of ``units`` to ``dest``: pay what it is taxed,
    then move (144.3.c)."""
    pips = owed(taxes(g, player), dest, len(units)) if g.features & CF_MOVE_TAX else 0
    if pips:
        if g.log is not None:
            log(g, "357", f"P{player} must pay {'[A]' * pips} to move {len(units)} units to "
                          f"{zones.location_name(g, dest)} together")
        g.move_sel[:] = units
        proceed(g, player, dest, pips)
        return
    movement.standard_move(g, player, units, dest)


def proceed(g: State, player: int, dest: int, pips: int) -> None:
    """Pay the pips the pool covers without a choice; ask the mover for the rest; move when
    all are paid."""
    while pips:
        pool = payment.pool_of(g, player)
        if not payment.pool_covers(g, player, 0, (ANY_DOMAIN,) * pips):
            g.pending = ("move_pay", player, dest, pips)  # an Add ability next (357.1.a)
            return
        opts = payment.pip_options(pool, ANY_DOMAIN)
        if len(opts) > 1:
            g.pending = ("move_pay", player, dest, pips)  # which domain pays this [A] (135.2.e.5)
            return
        payment.spend_power(g, player, opts[0])
        pips -= 1
    units = g.move_sel[:]
    g.move_sel.clear()
    if g.log is not None:
        log(g, "357", f"P{player} has paid to move {', '.join(name(g, u) for u in units)} together")
    movement.standard_move(g, player, units, dest)


def options(g: State, pend: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """The answers to ``move_pay``: an Add ability that helps, or the domain of the next pip."""
    _, player, _, pips = pend
    power = (ANY_DOMAIN,) * pips
    if not payment.pool_covers(g, player, 0, power):
        return [("activate", s.obj, s.ability) for s in payment.useful_sources(g, player, 0, power)]
    return [("domain", d) for d in payment.pip_options(payment.pool_of(g, player), ANY_DOMAIN)]


def answer(g: State, pend: tuple[Any, ...], action: tuple[Any, ...]) -> None:
    """The mover uses an Add ability (429.2: it resolves at once) or pays a pip with power of
    the domain named; the move goes on after the Cleanup the ability may need."""
    _, player, dest, pips = pend
    g.pending = None
    if action[0] == "activate":
        push(g, (TASK, player, dest, pips))
        start_activation(g, player, action[1], action[2])
        return
    payment.spend_power(g, player, action[1])
    push(g, (TASK, player, dest, pips - 1))
