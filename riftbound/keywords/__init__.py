"""Keywords (800-826), each in a module of its own. A keyword on a card definition is a
string: ``"tank"``, or ``"assault:2"`` for a numeric keyword (``"assault"`` alone is 1,
807.1.b.3). These helpers are the one place that reads keywords: with layered effects in the
game (keywords gained or lost, 472.2) an object on the board has the keywords the layers
give it (:mod:`riftbound.rules.layers`); otherwise, and off the board, its printed ones.

The layers read keywords, so the readers here don't import them: ``rules/layers.py``
registers in :data:`LAYERS` what they need as it is imported (docs/architecture.md, "The
layers")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from riftbound.cards.derived import per_card
from riftbound.cards.info import DERIVE
from riftbound.cards.model import CardDef
from riftbound.state import BASE, BF_LOCATION_KIND, State

if TYPE_CHECKING:
    from riftbound.rules.layers import Board


class Layers:
    """What the readers of keywords need of the layers, registered by ``rules/layers.py``."""

    layered: Callable[[State], bool]  # can anything change characteristics in this game now?
    board: Callable[[State], Board]  # the board's characteristics now


LAYERS = Layers()


@per_card
def keyword_values(card: CardDef) -> dict[str, int]:
    """Each keyword of the card with its summed value (807.2, 814.2)."""
    out: dict[str, int] = {}
    for kw in card.keywords:
        name, _, num = kw.partition(":")
        out[name] = out.get(name, 0) + (int(num) if num else 1)
    return out


def keywords_of(g: State, obj: int) -> dict[str, int]:
    """The object's keywords with their summed values."""
    if LAYERS.layered(g) and g.zone_kind[g.o_zone[obj]] in (BASE, BF_LOCATION_KIND):
        return LAYERS.board(g).kw.get(obj, {})
    return g.cinfo[g.o_card[obj]].kw


def has(g: State, obj: int, keyword: str) -> bool:
    """Does the object have ``keyword`` (801)?"""
    if LAYERS.layered(g):
        return keyword in keywords_of(g, obj)
    return keyword in g.cinfo[g.o_card[obj]].kw


def value(g: State, obj: int, keyword: str) -> int:
    """The summed value of every instance of a numeric keyword (807.2, 814.2); 0 if absent."""
    if LAYERS.layered(g):
        return keywords_of(g, obj).get(keyword, 0)
    return g.cinfo[g.o_card[obj]].kw.get(keyword, 0)

# cards/info.py computes this per catalog entry
DERIVE.keywords = keyword_values
