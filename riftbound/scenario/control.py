"""Control changes and copy effects in scenario inline cards (effects/control.py,
effects/copy.py):

``{take_control: {this_turn: false}}`` (or ``{take_control: true}``)
    "Take control of it [this turn]" (the permanent in the effect's ``target`` slot)
``{lose_control: true}``
    "Lose control of it"
``{become_copy: {of: 1, who: 0}}``
    "<the permanent in slot 0> becomes a copy of <the object in slot 1>"; without ``who``,
    "I become a copy of ..."
``{play_copy: {of: 0, token: token-reflection, count: 1, exhausted: false, here: false}}``
    "Play a ready Reflection unit token. It becomes a copy of <the object in slot 0>."
"""

from __future__ import annotations

from typing import Any

from riftbound.effects.control import LoseControl, TakeControl
from riftbound.effects.copy import BecomeCopy, PlayCopy
from riftbound.effects.primitives import Effect
from riftbound.scenario.lasting import _fields, _int


def _take(v: Any, t: int) -> Effect:
    d = _fields(None if v is True else v, {"this_turn"}, "take_control")
    return TakeControl(t, bool(d.get("this_turn", False)))


def _lose(v: Any, t: int) -> Effect:
    _fields(None if v is True else v, set(), "lose_control")
    return LoseControl(t)


def _become(v: Any) -> Effect:
    d = _fields(v, {"of", "who"}, "become_copy")
    return BecomeCopy(_int(d.get("of", 0), "become_copy of"),
                      None if d.get("who") is None else _int(d["who"], "become_copy who"))


def _play(v: Any) -> Effect:
    d = _fields(v, {"of", "token", "count", "exhausted", "here"}, "play_copy")
    return PlayCopy(str(d.get("token", "token-reflection")), _int(d.get("count", 1), "play_copy count"),
                    None if d.get("exhausted") is None else bool(d["exhausted"]), bool(d.get("here", False)),
                    _int(d.get("of", 0), "play_copy of"))


EFFECTS: dict[str, Any] = {
    "take_control": _take,
    "lose_control": _lose,
    "become_copy": lambda v, t: _become(v),
    "play_copy": lambda v, t: _play(v),
}
