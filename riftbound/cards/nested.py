"""Abilities written inside a card's instructions: delayed abilities (389-392) and reflexive
triggers (386-388) are created by an instruction as it resolves, so they are not abilities
of the card on their own. Each gets an index after the card's own abilities, so a chain item
or a triggered-ability entry refers to one as ``(source object, ability index)`` like any
other ability."""

from __future__ import annotations

from collections.abc import Iterable

from riftbound.cards.derived import per_card
from riftbound.cards.instruction import Effect
from riftbound.cards.model import Ability, CardDef, TriggeredAbility


def _walk(effects: Iterable[Effect], out: list[TriggeredAbility], inner: list[Effect]) -> None:
    for e in effects:
        ab = getattr(e, "ability", None)
        first = getattr(e, "do", None)
        if first is not None:
            inner.append(first)
            _walk((first,), out, inner)
        for attr in ("effects", "instead"):  # done as part of an instruction ("spend a buff to ...")
            within = getattr(e, attr, None)
            if isinstance(within, tuple):
                inner.extend(within)
                _walk(within, out, inner)
        if isinstance(ab, TriggeredAbility):
            out.append(ab)
            inner.extend(ab.effects)
            _walk(ab.effects, out, inner)


@per_card
def _nested(card: CardDef) -> tuple[tuple[TriggeredAbility, ...], tuple[Effect, ...]]:
    out: list[TriggeredAbility] = []
    inner: list[Effect] = []
    _walk((*card.effects, *card.legion, *(e for lv in card.level for e in lv.effects),
           *(e for ac in card.additional_costs for e in (*ac.effects, *ac.otherwise))), out, inner)
    for ab in card.abilities:
        _walk(getattr(ab, "effects", ()), out, inner)
    return tuple(out), tuple(inner)


def nested_abilities(card: CardDef) -> tuple[TriggeredAbility, ...]:
    """The abilities the card's instructions create, in the order they are written."""
    return _nested(card)[0]


def nested_effects(card: CardDef) -> tuple[Effect, ...]:
    """The instructions inside those abilities, and those a "when you do" depends on."""
    return _nested(card)[1]


def ability_at(card: CardDef, index: int) -> Ability:
    """The card's ability ``index``: its own abilities first, then those its instructions
    create (:func:`nested_abilities`)."""
    n = len(card.abilities)
    if index < n:
        return card.abilities[index]
    return nested_abilities(card)[index - n]


def index_of(card: CardDef, ability: TriggeredAbility) -> int:
    """The index :func:`ability_at` gives ``ability``, a nested ability of ``card``. Equal
    definitions behave alike, so the first equal one is as good as any."""
    return len(card.abilities) + nested_abilities(card).index(ability)
