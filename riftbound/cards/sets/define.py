"""How a real card's definition is made: its facts from the facts table (ids such as
``ogn-042``, :mod:`riftbound.cards.facts.table`) plus the behaviour written in the card DSL,
registered under its id. The set modules call these; see docs/cards.md, "Adding a real card"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from riftbound.cards.catalog import register
from riftbound.cards.facts.table import ABILITIES, table
from riftbound.cards.model import BASIC, REACTION, RUNE, TOKEN, ActivatedAbility, CardDef, Cost, Static
from riftbound.cards.runes import BASIC_RUNE_ABILITIES
from riftbound.cards.status import WANTING
from riftbound.effects.primitives import AddResources

# Printed keywords that lead an ability the behaviour writes in full (its cost or its effect):
# the definition holds the ability, not the bare keyword.
WRITTEN_KEYWORDS = ("deathknell", "equip", "legion", "level", "repeat")


def definition(card_id: str, **behaviour: Any) -> CardDef:
    """The definition of real card ``card_id``: its facts (name, type, cost, Might, tags,
    printed keywords, an Equipment's Might Bonus and Effect Text keywords) and ``behaviour``,
    the :class:`CardDef` fields the DSL writes (``effects``, ``targets``, ``abilities``, ...).
    The printed keywords that lead an ability written in the behaviour ([Deathknell], [Equip],
    [Legion], [Level N], [Repeat]: :data:`WRITTEN_KEYWORDS`) are left to that ability."""
    facts = table().get(card_id)
    fields: dict[str, Any] = {
        "id": facts.id, "name": facts.name, "type": facts.type, "domains": facts.domains,
        "energy": facts.energy or 0, "power": facts.power, "might": facts.might,
        "supertypes": facts.supertypes, "tags": facts.tags,
        "keywords": tuple(k for k in facts.keywords if k.partition(":")[0] not in WRITTEN_KEYWORDS),
        "might_bonus": facts.might_bonus, "set_id": facts.set,
    }
    effect_keywords = tuple(k for k in facts.effect_keywords if k.partition(":")[0] not in WRITTEN_KEYWORDS)
    if effect_keywords:  # an Effect Text [Deathknell] leads an ability the behaviour writes
        fields["effect_text"] = (Static(keywords=effect_keywords),)
    if facts.type == RUNE and BASIC in facts.supertypes:
        fields["abilities"] = BASIC_RUNE_ABILITIES  # 163.2: the rules give them, not the card
    fields.update(behaviour)
    return CardDef(**fields)


def card(card_id: str, **behaviour: Any) -> CardDef:
    """Define and register real card ``card_id`` (see :func:`definition`)."""
    return register(definition(card_id, **behaviour))


def facts_only(*card_ids: str) -> None:
    """Register cards whose facts say all: vanilla cards, keywords-only cards and basic runes.
    A card whose text has other abilities is refused: its behaviour must be written."""
    for card_id in card_ids:
        facts = table().get(card_id)
        if facts.behaviour == ABILITIES:
            raise ValueError(f"{card_id} ({facts.name}) has abilities beyond its keywords; write them")
        card(card_id)


def token(card_id: str, rules_token: CardDef) -> CardDef:
    """Register real token card ``card_id`` as the token the rules define (184), under the
    card's id; its facts must agree with the rules' definition."""
    facts = table().get(card_id)
    mine = definition(card_id, abilities=rules_token.abilities)
    if TOKEN not in facts.supertypes or replace(mine, id=rules_token.id, set_id="") != rules_token:
        raise ValueError(f"{card_id} ({facts.name}) is not the rules' token {rules_token.id}")
    return register(mine)


def cannot(need: str, *card_ids: str) -> None:
    """Record that the card DSL can't say ``need`` yet, which cards ``card_ids`` need (shown by
    ``riftbound cards --status``); those cards stay unimplemented, never approximated."""
    for card_id in card_ids:
        facts = table().get(card_id)
        if facts.behaviour != ABILITIES:
            raise ValueError(f"{card_id} ({facts.name}) needs no DSL: list it with facts_only")
        if card_id in WANTING:
            raise ValueError(f"{card_id}: its need is recorded already ({WANTING[card_id]})")
        WANTING[card_id] = need


def adds(energy: int = 0, power: tuple[str, ...] = (), use: str = "") -> ActivatedAbility:
    """"[E]: [Reaction] - [Add] ...": an Add ability exhausting its object (429, 357.1.a);
    ``use``: its resources are restricted ("Use only to play spells.", rules/restricted.py)."""
    return ActivatedAbility(Cost(exhaust_self=True), (AddResources(energy, power, use),), keywords=(REACTION,),
                            adds=True)
