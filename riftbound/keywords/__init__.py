"""Keywords (800-826), each in a module of its own. A keyword on a card definition is a
string: ``"tank"``, or ``"assault:2"`` for a numeric keyword (``"assault"`` alone is 1,
807.1.b.3). Granted keywords arrive with the layers issue; these helpers are the one place
that will learn about them."""

from __future__ import annotations

from riftbound.cards.derived import per_card
from riftbound.cards.model import CardDef
from riftbound.state import State


@per_card
def keyword_values(card: CardDef) -> dict[str, int]:
    """Each keyword of the card with its summed value (807.2, 814.2)."""
    out: dict[str, int] = {}
    for kw in card.keywords:
        name, _, num = kw.partition(":")
        out[name] = out.get(name, 0) + (int(num) if num else 1)
    return out


def has(g: State, obj: int, keyword: str) -> bool:
    """Does the object have ``keyword`` (801)?"""
    return keyword in g.cinfo[g.o_card[obj]].kw


def value(g: State, obj: int, keyword: str) -> int:
    """The summed value of every instance of a numeric keyword (807.2, 814.2); 0 if absent."""
    return g.cinfo[g.o_card[obj]].kw.get(keyword, 0)
