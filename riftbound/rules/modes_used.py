""""Choose one you've not chosen this turn - ..." (355.3): the modes an object's ability has
chosen this turn. They are kept with the limited abilities used this turn
(``g.trig_used``, rules/trigger_limits.py), cleared as each turn begins, as entries
``(object, incarnation, -1 - (ability * SPAN + mode))`` — negative, so never a trigger
limit's ability index: an object that left the board and came back is a new object with no
modes chosen (359.3.e.4). A mode counts as chosen once it is chosen as the ability is played
(355.3), even if the ability never resolves."""

from __future__ import annotations

from riftbound.state import State

SPAN = 64  # modes per ability, at most


def _code(ability: int, mode: int) -> int:
    return -1 - (ability * SPAN + mode)


def chosen(g: State, obj: int, ability: int) -> frozenset[int]:
    """The modes ``obj``'s ability ``ability`` has chosen this turn."""
    inc = g.o_inc[obj]
    codes = {_code(ability, mode): mode for mode in range(SPAN)}
    return frozenset(codes[k[2]] for k in g.trig_used if k[0] == obj and k[1] == inc and k[2] in codes)


def note(g: State, obj: int, ability: int, mode: int) -> None:
    """``obj``'s ability ``ability`` chooses ``mode`` this turn."""
    g.trig_used.append((obj, g.o_inc[obj], _code(ability, mode)))
