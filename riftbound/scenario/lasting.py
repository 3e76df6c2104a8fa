"""Group effects that last the turn in scenario inline cards (effects/lasting.py):

``{give_units: {who: friendly, here: false, might: 2, keywords: [tank], minimum: 1}}``
    "Give friendly units +2 [M] and [Tank] this turn" (the units there as it resolves)
``{units_have: {who: yours, here: false, might: 1, keywords: [shield]}}``
    "Units you control have +1 [M] and [Shield] this turn" (a delayed passive ability)
``{cost_this_turn: {energy: -1, cards: spell, next: false}}``
    "This turn, your spells cost [1] less" (``next: true``: "The next spell you play this turn")
``{enter_ready_this_turn: {cards: unit}}``
    "Units you play this turn enter ready"
"""

from __future__ import annotations

from typing import Any

from riftbound.effects.lasting import CostThisTurn, EnterReadyThisTurn, GiveUnitsThisTurn, UnitsHaveThisTurn
from riftbound.effects.primitives import Effect


def _fields(v: Any, allowed: set[str], what: str) -> dict[str, Any]:
    if v is None:
        v = {}
    if not isinstance(v, dict):
        raise ValueError(f"{what} takes a mapping with keys {sorted(allowed)}, got {v!r}")
    unknown = set(v) - allowed
    if unknown:
        raise ValueError(f"{what}: unknown keys {sorted(unknown)}; keys: {sorted(allowed)}")
    return v


def _int(v: Any, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"{what} must be a whole number, got {v!r}")
    return v


def _give_units(v: Any) -> Effect:
    d = _fields(v, {"who", "here", "might", "keywords", "minimum"}, "give_units")
    return GiveUnitsThisTurn(str(d.get("who", "friendly")), bool(d.get("here", False)),
                             _int(d.get("might", 0), "might"), tuple(str(k) for k in d.get("keywords", ())),
                             None if d.get("minimum") is None else _int(d["minimum"], "minimum"))


def _units_have(v: Any) -> Effect:
    d = _fields(v, {"who", "here", "might", "keywords"}, "units_have")
    return UnitsHaveThisTurn(str(d.get("who", "yours")), bool(d.get("here", False)),
                             _int(d.get("might", 0), "might"), tuple(str(k) for k in d.get("keywords", ())))


def _cost_this_turn(v: Any) -> Effect:
    d = _fields(v, {"energy", "cards", "next"}, "cost_this_turn")
    return CostThisTurn(_int(d.get("energy", 0), "energy"), str(d.get("cards", "spell")), bool(d.get("next", False)))


def _enter_ready(v: Any) -> Effect:
    d = _fields(v, {"cards"}, "enter_ready_this_turn")
    return EnterReadyThisTurn(str(d.get("cards", "unit")))


EFFECTS: dict[str, Any] = {
    "give_units": lambda v, t: _give_units(v),
    "units_have": lambda v, t: _units_have(v),
    "cost_this_turn": lambda v, t: _cost_this_turn(v),
    "enter_ready_this_turn": lambda v, t: _enter_ready(v),
}
