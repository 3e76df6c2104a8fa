"""The card registry: every card definition the engine knows, by id.

Built-in test cards (``test_cards.py``) and real cards (``sets/``) register themselves on
import, which importing ``riftbound`` does; scenario files register their inline cards.
Looking up an unknown id raises :class:`UnknownCardError` naming close matches, or, for a
real card of the facts table with no definition yet, :class:`UnimplementedCardError`.
"""

from __future__ import annotations

import difflib

from riftbound.cards.facts.table import table
from riftbound.cards.model import CardDef
from riftbound.cards.vocabulary import check as check_vocabulary
from riftbound.errors import UnimplementedCardError, UnknownCardError
from riftbound.keywords.expansion import expand
from riftbound.rules.battlefield_triggers import check as check_battlefield
from riftbound.rules.linked import check as check_linked

_REGISTRY: dict[str, CardDef] = {}


def register(card: CardDef, replace: bool = False) -> CardDef:
    """Add ``card`` (with the abilities its keywords stand for); re-registering an identical
    definition is harmless. A field with a value the DSL doesn't know raises
    :class:`~riftbound.errors.CardDefinitionError` naming it."""

    check_vocabulary(card)  # every string field's value is one the DSL knows (cards/vocabulary.py)
    card = expand(card)
    check_linked(card)  # 393-397: the linked shapes the engine supports
    check_battlefield(card)  # 169.9, 187.6: battlefield events only on battlefields, and only they
    old = _REGISTRY.get(card.id)
    if old is not None and old != card and not replace:
        raise ValueError(f"card id {card.id!r} is already registered with a different definition")
    _REGISTRY[card.id] = card
    return card


def get(card_id: str) -> CardDef:
    try:
        return _REGISTRY[card_id]
    except KeyError:
        real = table().by_id.get(card_id)
        if real is not None:
            raise UnimplementedCardError(real.id, real.name) from None
        close = difflib.get_close_matches(card_id, list(_REGISTRY), n=3)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise UnknownCardError(f"unknown card {card_id!r}{hint}") from None


def registered(card_id: str) -> bool:
    """Is there a definition with this id?"""
    return card_id in _REGISTRY


def all_cards() -> list[CardDef]:
    return list(_REGISTRY.values())
