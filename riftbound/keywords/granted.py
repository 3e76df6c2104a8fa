"""Keywords that stand for triggered abilities (801.1) — Temporary, Hunt, Vision, Quick-Draw,
Weaponmaster — when an object's current keywords differ from its printed ones: granted by an
instruction, a passive ability or an Equipment's Effect Text (801.3.a, 724), or lost
(801.3.b). Printed ones are expanded into the card's abilities when it is registered
(:mod:`riftbound.keywords.expansion`); for an object on the board whose keywords the layers
changed, its keyword abilities are instead those of its current keywords, so a granted one
triggers like a printed one, instances sum or stay redundant as their keyword says (Hunt
823.2, Temporary 816.2, Quick-Draw 819.2) or trigger separately (Vision 817.2, Weaponmaster
821.1.c.7), and a lost one no longer triggers.

Addressing: such an ability is named ``(object, index)`` like any other, with an index at or
above :data:`BASE` that encodes the keyword, its value and the instance (:func:`ability`), so
an ability on the chain stays what it was when the keyword goes away (like 727.1.c.3.a).
Deathknell carries its own effect (808.1.b): a bare keyword can't be granted, but an
Equipment's Effect Text may hold a Deathknell ability (rules/effect_text.py)."""

from __future__ import annotations

from functools import cache

from riftbound.cards.info import DERIVE, keyword_changes
from riftbound.cards.model import CardDef, TriggeredAbility
from riftbound.keywords.expansion import keyword_abilities
from riftbound.rules import layers
from riftbound.state import BASE as BASE_ZONE
from riftbound.state import BF_LOCATION_KIND, State

GRANTABLE = ("temporary", "hunt", "vision", "quick-draw", "weaponmaster")  # order fixes the indexes
BASE = 1 << 30  # ability indexes from here on name the ability of a current keyword
_VALUES = 1 << 10  # the largest keyword value an index can name, plus one
_INSTANCES = 1 << 4  # abilities per keyword and value an index can name


@cache
def _abilities(keyword: str, value: int) -> tuple[TriggeredAbility, ...]:
    """The abilities ``value`` instances of ``keyword`` stand for (Hunt: one Hunt of that value)."""
    kws = (f"{keyword}:{value}",) if keyword == "hunt" else (keyword,) * value
    return keyword_abilities(CardDef(id="", name="", type="unit", keywords=kws))


def current(g: State, obj: int) -> dict[str, int] | None:
    """The object's current triggered keywords with their values, when the layers made them
    differ from its printed ones (only on the board, in a layered game); None otherwise."""
    if not layers.layered(g) or g.zone_kind[g.o_zone[obj]] not in (BASE_ZONE, BF_LOCATION_KIND):
        return None
    now = layers.board(g).kw.get(obj, {})
    printed = g.cinfo[g.o_card[obj]].kw
    cur = {k: now[k] for k in GRANTABLE if now.get(k)}
    if cur == {k: printed[k] for k in GRANTABLE if printed.get(k)}:
        return None
    return cur


def abilities(keywords: dict[str, int]) -> list[tuple[int, TriggeredAbility]]:
    """The abilities of ``keywords`` (from :func:`current`), each with its index."""
    out: list[tuple[int, TriggeredAbility]] = []
    for k, v in keywords.items():
        if v >= _VALUES:
            raise NotImplementedError(f"801.3.a: a [{k}] value of {v} is beyond what the engine can name")
        abs_ = _abilities(k, v)
        if len(abs_) > _INSTANCES:
            raise NotImplementedError(f"801.3.a: {v} instances of [{k}] are beyond what the engine can name")
        for j, ab in enumerate(abs_):
            out.append((BASE + ((GRANTABLE.index(k) * _VALUES + v) * _INSTANCES) + j, ab))
    return out


def ability(index: int) -> TriggeredAbility:
    """The keyword ability an index from :func:`abilities` names."""
    code, j = divmod(index - BASE, _INSTANCES)
    k, v = divmod(code, _VALUES)
    return _abilities(GRANTABLE[k], v)[j]


def changes_triggered(card: CardDef, effects: tuple[object, ...]) -> bool:
    """Can ``card`` grant or remove a keyword that stands for a triggered ability: by a
    passive ability or Effect Text, or by one of ``effects``, the instructions it has (Give,
    "give units ... this turn", "units have ... this turn")?"""
    changes = keyword_changes(card, effects)
    return "*" in changes or any(k in changes for k in GRANTABLE)

# cards/info.py computes this per catalog entry
DERIVE.grants_triggered = changes_triggered
