""""Use only once per turn." on an activated ability: a condition on using it (377.2.b), true
until the ability of that object has been activated this turn. A use is counted as the
ability is finalized on the chain (359.3; an activation undone by 358.4 was no use). Uses are
kept with the limited triggered abilities of this turn (``g.trig_used``, rules/trigger_limits.py),
as ``(object, incarnation, ability index)`` — an activated and a triggered ability never share an
index — and cleared as each turn begins; an object that left the board and came back is a new
object (359.3.e.4)."""

from __future__ import annotations

from riftbound.cards.model import ActivatedAbility
from riftbound.log import log, name
from riftbound.rules import trigger_limits
from riftbound.state import ChainItem, State


def used(g: State, obj: int, ab: ActivatedAbility) -> bool:
    """Has ``obj`` used its "once per turn" ability ``ab`` this turn?"""
    abilities = g.catalog[g.o_card[obj]].abilities
    return ab in abilities and trigger_limits.used(g, obj, abilities.index(ab))


def note(g: State, item: ChainItem) -> None:
    """The activated ability of ``item`` is finalized: a "once per turn" one is used."""
    abilities = g.catalog[g.o_card[item.obj]].abilities
    if 0 <= item.ability < len(abilities):
        ab = abilities[item.ability]
        if isinstance(ab, ActivatedAbility) and ab.once_per_turn:
            g.trig_used.append((item.obj, g.o_inc[item.obj], item.ability))
            if g.log is not None:
                log(g, "377.2.b", f"an ability of {name(g, item.obj)} is used: not again this turn")
