"""Battlefield follow-ups: "When combat starts here" and "When I die in combat" render their
text and are refused where they can't be raised (459.2, 741.3, 187.6.c); the attacker's and
defender's Add renders its text and refuses bad input (429, 459.2.b); instructions say whether
they have an implied "you" (187.6.c)."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.cards.events import COMBAT_HERE, DIE_IN_COMBAT
from riftbound.cards.model import CardDef, TriggeredAbility
from riftbound.effects.combatants import CombatantsAdd
from riftbound.effects.primitives import Deal, Draw
from riftbound.errors import ScenarioError
from riftbound.scenario.cards import card_from_yaml


@pytest.mark.parametrize(("card", "message"), [
    ({"id": "bq-bad-unit", "type": "unit", "might": 1,
      "abilities": [{"triggered": {"event": "combat_here", "effects": [{"draw": 1}]}}]}, "187.6.c"),
    ({"id": "bq-bad-bf", "type": "battlefield",
      "abilities": [{"triggered": {"event": "die_in_combat", "effects": [{"draw": 1}]}}]}, "169.9"),
    ({"id": "bq-bad-add", "type": "battlefield",
      "abilities": [{"triggered": {"event": "combat_here", "effects": [{"combatants_add": {}}]}}]}, "add something"),
    ({"id": "bq-bad-domain", "type": "battlefield",
      "abilities": [{"triggered": {"event": "combat_here",
                                   "effects": [{"combatants_add": {"power": ["purple"]}}]}}]}, "unknown power"),
])
def test_bad_inline_card_is_refused(card: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message.replace(".", r"\.")):
        card_from_yaml(card, "test")


@pytest.mark.parametrize(("ability", "kind", "text"), [
    (TriggeredAbility(COMBAT_HERE, (CombatantsAdd(1),)), "battlefield",
     "When combat starts here, the attacker and defender each [Add] [1]."),
    (TriggeredAbility(DIE_IN_COMBAT, (Draw(1),)), "unit", "When I die in combat, draw 1."),
])
def test_text(ability: TriggeredAbility, kind: str, text: str) -> None:
    card = CardDef(id="bq-text", name="Bq Text", type=kind, might=1 if kind == "unit" else None,
                   abilities=(ability,))
    assert card.rules_text() == text


def test_implied_you() -> None:
    """187.6.c: "draw 1" has an implied "you"; dealing damage to a chosen unit and the
    attacker's and defender's Add do not."""
    assert Draw(1).needs_you
    assert not Deal(1).needs_you
    assert not CombatantsAdd(1).needs_you
