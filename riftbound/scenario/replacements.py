"""Replacement effects, Prevent and swapping back in scenario inline cards (effects/replacements.py,
effects/token_replacement.py, effects/replace.py):

``{prevent: N}`` / ``{prevent: all}``              Prevent the next N (all) damage to the unit in slot ``target``
``{prevent: {amount: N | all, by: spell | enemy_units}}``   only damage from that source (437.1.b.1)
``{play_that_token: N}``                           (a play_token replacement) play that token and N additional copies
``{play_that_token: {copies: N, also: <token id>}}``   ... and N copies and that other token (375)
``{swap_back: true}``                              the token in slot ``target`` swaps back (438.7)
"""

from __future__ import annotations

from typing import Any

from riftbound.cards.catalog import get
from riftbound.effects.primitives import Effect
from riftbound.effects.replace import SwapBack
from riftbound.effects.replacements import Prevent
from riftbound.effects.token_replacement import PlayThatToken

_PREVENT_KEYS = {"amount", "by"}
_PLAY_THAT_KEYS = {"copies", "also"}


def _prevent(v: Any, t: int) -> Effect:
    if not isinstance(v, dict):
        return Prevent(None if v == "all" else int(v), t)
    if set(v) - _PREVENT_KEYS:
        raise ValueError(f"a prevent is a number, all, or a mapping with keys {sorted(_PREVENT_KEYS)}; got {v!r}")
    n = v.get("amount", "all")
    return Prevent(None if n == "all" else int(n), t, str(v.get("by", "")))


def _play_that_token(v: Any, t: int) -> Effect:
    if not isinstance(v, dict):
        return PlayThatToken(int(v))
    if set(v) - _PLAY_THAT_KEYS:
        raise ValueError(f"play_that_token is a number or a mapping with keys {sorted(_PLAY_THAT_KEYS)}; got {v!r}")
    also = str(v.get("also", ""))
    if also and "token" not in get(also).supertypes:
        raise ValueError(f"{also!r} is not a token (439.3)")
    return PlayThatToken(int(v.get("copies", 0)), also)


EFFECTS: dict[str, Any] = {
    "prevent": _prevent,
    "play_that_token": _play_that_token,
    "swap_back": lambda v, t: SwapBack(t),
}
