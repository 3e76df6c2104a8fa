"""Every string-valued field of the card DSL is checked as a card registers
(riftbound/cards/vocabulary.py): a typo fails with a CardDefinitionError naming the field and
the values it allows, and the catalog is left as it was."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
from types import ModuleType

import pytest

import riftbound.effects
from riftbound.cards import catalog, vocabulary
from riftbound.cards.events import YOU_PLAY
from riftbound.cards.model import (
    KEYWORD_NAMES,
    SPELL,
    UNIT,
    CardDef,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.effects.amounts import Count
from riftbound.effects.primitives import Deal, Draw
from riftbound.errors import CardDefinitionError, RiftboundError
from riftbound.keywords.registry import KEYWORDS


def _dsl_modules() -> list[ModuleType]:
    mods: list[ModuleType] = [importlib.import_module("riftbound.cards.model")]
    mods += [importlib.import_module(f"riftbound.effects.{m.name}")
             for m in pkgutil.iter_modules(riftbound.effects.__path__)]
    return mods


def _string_fields() -> list[str]:
    out = []
    for mod in _dsl_modules():
        for name, obj in vars(mod).items():
            if isinstance(obj, type) and dataclasses.is_dataclass(obj) and obj.__module__ == mod.__name__:
                out += [f"{name}.{f.name}" for f in dataclasses.fields(obj)
                        if str(f.type) in ("str", "str | None")]
    return out


def test_every_string_field_of_the_dsl_is_declared() -> None:
    fields = _string_fields()
    assert "TargetSpec.location" in fields and "Count.where" in fields
    assert [f for f in fields if not vocabulary.declared(f)] == []


def test_keyword_names_are_the_rules_keywords() -> None:
    assert sorted(KEYWORD_NAMES) == sorted(k.name.lower() for k in KEYWORDS)


@pytest.mark.parametrize(("field", "card"), [
    ("TargetSpec.location", CardDef(id="test-typo-where", name="Typo", type=SPELL, energy=1,
                                    targets=(TargetSpec("unit", location="hre"),), effects=(Deal(1),))),
    ("TargetSpec.kind", CardDef(id="test-typo-kind", name="Typo", type=SPELL, energy=1,
                                targets=(TargetSpec("units"),), effects=(Deal(1),))),
    ("TargetSpec.controller", CardDef(id="test-typo-ctrl", name="Typo", type=SPELL, energy=1,
                                      targets=(TargetSpec("unit", controller="mine"),), effects=(Deal(1),))),
    ("Static.who", CardDef(id="test-typo-static", name="Typo", type=UNIT, energy=1, might=1,
                           abilities=(Static("allies", might=1),))),
    ("TriggeredAbility.event", CardDef(id="test-typo-event", name="Typo", type=UNIT, energy=1, might=1,
                                       abilities=(TriggeredAbility("atack", (Draw(1),)),))),
])
def test_a_typo_fails_to_register_naming_the_field(field: str, card: CardDef) -> None:
    before = len(catalog.all_cards())
    with pytest.raises(CardDefinitionError, match=field.replace(".", r"\.")) as err:
        catalog.register(card)
    assert isinstance(err.value, RiftboundError)
    assert not catalog.registered(card.id) and len(catalog.all_cards()) == before


def test_a_field_inside_an_instruction_is_checked_too() -> None:
    card = CardDef(id="test-typo-count", name="Typo", type=UNIT, energy=1, might=1,
                   abilities=(TriggeredAbility(YOU_PLAY, (Draw(Count("unit", whose="you")),)),))
    vocabulary.check(card)  # well formed: accepted
    with pytest.raises(CardDefinitionError, match=r"TargetSpec\.location is 'hre', not one of 'any'"):
        catalog.register(dataclasses.replace(card, id="test-typo-deep", abilities=(
            TriggeredAbility("played_self", (Deal(1),), (TargetSpec(location="hre"),)),)))


def test_allow_extends_one_entry() -> None:
    vocabulary.allow("Test.field", ("a", "b"))
    vocabulary.allow("Test.field", ("b", "c"))
    assert vocabulary.allowed("Test.field") == ("a", "b", "c")
