"""Triggered abilities limited in how often they trigger: "the first time ... each turn"
(383.1.b), "the third time ... in a turn" (383.1) and "once each turn" (383.3.f). The
abilities used this turn are plain data, ``g.trig_used`` entries ``(object, incarnation,
ability index)``, cleared as each turn begins; an object that left the board and came back
is a new object (359.3.e.4) with its own count."""

from __future__ import annotations

from riftbound.cards.events import FIRST_EACH_TURN, THIRD_IN_TURN
from riftbound.cards.model import TriggeredAbility
from riftbound.log import log, name
from riftbound.state import State


def _key(g: State, obj: int, ability: int) -> tuple[int, int, int]:
    return (obj, g.o_inc[obj], ability)


def used(g: State, obj: int, ability: int) -> bool:
    """Has this limited ability of ``obj`` triggered this turn?"""
    return _key(g, obj, ability) in g.trig_used


def may_trigger(g: State, obj: int, ability: int, ab: TriggeredAbility) -> bool:
    """Can the limited ability trigger now? "The first time" abilities count as used as soon
    as they trigger, whether or not a "you may" is then declined; when the condition is met
    several times at once they trigger once (383.1.b). "Once each turn" abilities are used
    only when their controller puts them on the chain (383.3.f.1-2, :func:`mark`). "The third
    time ... in a turn" abilities count each time the condition is met this turn (an entry
    each) and trigger on the third (383.1, 383.1.b)."""
    if ab.limit == THIRD_IN_TURN:
        key = _key(g, obj, ability)
        g.trig_used.append(key)
        third = g.trig_used.count(key) == 3
        if third and g.log is not None:
            log(g, "383.1", f"the third time this turn for an ability of {name(g, obj)}")
        return third
    if used(g, obj, ability):
        return False
    if ab.limit == FIRST_EACH_TURN:
        mark(g, obj, ability, "383.1.b")
    return True


def mark(g: State, obj: int, ability: int, rule: str) -> None:
    """The limited ability has triggered this turn."""
    g.trig_used.append(_key(g, obj, ability))
    if g.log is not None:
        log(g, rule, f"a limited ability of {name(g, obj)} triggers; not again this turn")


def new_turn(g: State) -> None:
    """A new turn: every limited ability may trigger again (383.1.b, 383.3.f)."""
    g.trig_used.clear()
