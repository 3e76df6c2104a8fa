"""The card registry: every card definition the engine knows, by id.

Built-in test cards (``test_cards.py``) and real cards (``sets/``) register themselves on
import, which importing ``riftbound`` does; scenario files register their inline cards.
Registering expands a definition's keywords and checks it with functions of the keyword
rules and the rules above this module, which they register in ``cards.info.DERIVE``.
Looking up an unknown id raises :class:`UnknownCardError` naming close matches, or, for a
real card of the facts table with no definition yet, :class:`UnimplementedCardError`.
"""

from __future__ import annotations

import difflib

from riftbound.cards.facts.table import table
from riftbound.cards.info import DERIVE
from riftbound.cards.model import CardDef, check_entering, check_power
from riftbound.cards.vocabulary import check as check_vocabulary
from riftbound.errors import UnimplementedCardError, UnknownCardError

_REGISTRY: dict[str, CardDef] = {}


def register(card: CardDef, replace: bool = False) -> CardDef:
    """Add ``card`` (with the abilities its keywords stand for); re-registering an identical
    definition is harmless. A field with a value the DSL doesn't know raises
    :class:`~riftbound.errors.CardDefinitionError` naming it."""

    check_vocabulary(card)  # every string field's value is one the DSL knows (cards/vocabulary.py)
    card = DERIVE.expand(card)
    for power in (card.power, *(ac.power for ac in card.additional_costs),
                  *(ac.play_for.power for ac in card.additional_costs if ac.play_for is not None)):
        check_power(card.id, card.domains, power)  # 135.2.e: each pip names what pays it
    DERIVE.check_linked(card)  # 393-397: the linked shapes the engine supports
    DERIVE.check_battlefield(card)  # 169.9, 187.6: battlefield events only on battlefields, and only they
    check_entering(card)  # 149.1, 365.1: who an entering ability can be about
    DERIVE.check_places(card)  # 359.3.f.1: "me", "here" and "at its location" where they mean something
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
