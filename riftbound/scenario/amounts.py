"""Computed amounts and unit damage in scenario inline cards (effects/amounts.py,
effects/unit_damage.py): an amount is a number or a mapping

``{might: me}`` / ``{might: 0}``        equal to my Might / the Might of the unit in slot 0
``{damage_on: 0}``                      equal to the damage marked on the unit in slot 0
``{keyword: assault}``                  equal to my [Assault] (``of: N``: of the unit in slot N)
``{for_each: {what: unit, whose: enemy, where: here}, per: 1}``   1 for each enemy unit here

and the effects using them: ``{deal: A}``, ``{draw: A}``, ``{might: A}`` (or ``{might: {amount:
A, minimum: 1}}``), ``{gain_xp: A}``, ``{channel: A}``, ``{fight: j}`` (the units in slots
``target`` and ``j`` fight; ``{fight: me}``: the source and the unit in slot ``target``) and
``{deals: {by: 0 | me, amount: A}}`` (that unit deals A, by default its Might, to the units in
slot ``target``)."""

from __future__ import annotations

from typing import Any

from riftbound.effects.actions import Channel
from riftbound.effects.amounts import SELF, Amount, Count, DamageOn, KeywordValue, MightOf
from riftbound.effects.primitives import Deal, Draw, Effect, GainXP, MightThisTurn
from riftbound.effects.unit_damage import Fight, UnitDeals

_COUNT_KEYS = {"what", "whose", "where", "at", "tag", "keyword", "mighty", "buffed", "other", "attached", "named"}


def _slot(v: Any) -> int:
    """A slot number, or ``me`` for the source (-1)."""
    if v == "me":
        return SELF
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"a slot is a target slot number or 'me', got {v!r}")
    return v


def amount(v: Any) -> int | Amount:
    """A number, or a computed amount: ``{might: me|N}``, ``{damage_on: N}``, ``{keyword: K,
    of: me|N}`` or ``{for_each: {...}, per: N}``."""
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    if not isinstance(v, dict):
        raise ValueError(f"an amount is a number or a mapping (might, damage_on, for_each), got {v!r}")
    keys = set(v)
    if keys == {"might"}:
        return MightOf(_slot(v["might"]))
    if keys == {"damage_on"}:
        return DamageOn(_slot(v["damage_on"]))
    if keys in ({"keyword"}, {"keyword", "of"}):
        return KeywordValue(str(v["keyword"]), _slot(v.get("of", "me")))
    if "for_each" in keys and keys <= {"for_each", "per"}:
        f = v["for_each"]
        if not isinstance(f, dict) or set(f) - _COUNT_KEYS:
            raise ValueError(f"for_each is a mapping with keys {sorted(_COUNT_KEYS)}, got {f!r}")
        return Count(**f, per=int(v.get("per", 1)))
    raise ValueError(f"an amount mapping is {{might: me|N}}, {{damage_on: N}}, {{keyword: K, of: me|N}} or "
                     f"{{for_each: {{...}}, per: N}}, got {v!r}")


def might_this_turn(v: Any, t: int) -> Effect:
    """``{might: A}`` or ``{might: {amount: A, minimum: M}}`` (472.3.b)."""
    if isinstance(v, dict) and "amount" in v:
        if set(v) - {"amount", "minimum"}:
            raise ValueError(f"might is a mapping with keys amount, minimum; got {v!r}")
        return MightThisTurn(amount(v["amount"]), t, None if v.get("minimum") is None else int(v["minimum"]))
    return MightThisTurn(amount(v), t)


def fight(v: Any, t: int) -> Effect:
    """``{fight: j}``: the units in slots ``t`` and ``j`` fight; ``{fight: me}``: the source
    and the unit in slot ``t`` (417.6.b.3)."""
    return Fight(SELF, t) if v == "me" else Fight(t, _slot(v))


def deals(v: Any, t: int) -> Effect:
    """``{deals: {by: 0 | me, amount: A}}``: that unit deals A (default: its Might) to the
    units in slot ``t`` (417.6.b.3)."""
    if not isinstance(v, dict) or "by" not in v or set(v) - {"by", "amount"}:
        raise ValueError(f"deals is a mapping with keys by, amount; got {v!r}")
    by = _slot(v["by"])
    return UnitDeals(by, amount(v["amount"]) if "amount" in v else MightOf(by), t)


EFFECTS: dict[str, Any] = {
    "deal": lambda v, t: Deal(amount(v), t),
    "draw": lambda v, t: Draw(amount(v)),
    "might": might_this_turn,
    "gain_xp": lambda v, t: GainXP(amount(v)),
    "channel": lambda v, t: Channel(amount(v)),
    "fight": fight,
    "deals": deals,
}
