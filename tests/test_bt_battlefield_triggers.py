"""Battlefield and combat-result triggers (rules/battlefield_triggers.py): inline cards that
put a battlefield's events where they can't be raised are refused naming the rule (169.9,
187.6.c), the new events render their own text, and an uncontrolled battlefield's "you may"
ability, which would be no one's choice, is refused while the game runs (187.6.c)."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.cards.events import CONQUER_HERE, YOU_CONQUER, YOU_HOLD, YOU_OR_ALLY_HOLD
from riftbound.cards.model import CardDef, TriggeredAbility
from riftbound.effects.primitives import Draw
from riftbound.errors import ScenarioError
from riftbound.rules.battlefield_triggers import showdown_began
from riftbound.scenario.cards import card_from_yaml
from riftbound.scenario.loader import build, parse


@pytest.mark.parametrize(("card", "message"), [
    ({"id": "bt-bad-unit", "type": "unit", "might": 1,
      "abilities": [{"triggered": {"event": "conquer_here", "effects": [{"draw": 1}]}}]}, "187.6.c"),
    ({"id": "bt-bad-bf", "type": "battlefield",
      "abilities": [{"triggered": {"event": "attack", "effects": [{"draw": 1}]}}]}, "169.9"),
    ({"id": "bt-bad-bf2", "type": "battlefield",
      "abilities": [{"triggered": {"event": "you_conquer", "zone": "trash", "effects": [{"draw": 1}]}}]}, "169.9"),
    ({"id": "bt-bad-event", "type": "unit", "might": 1,
      "abilities": [{"triggered": {"event": "win_the_game", "effects": [{"draw": 1}]}}]}, "unknown trigger event"),
])
def test_bad_inline_card_is_refused(card: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message.replace(".", r"\.")):
        card_from_yaml(card, "test")


@pytest.mark.parametrize(("ability", "text"), [
    (TriggeredAbility(CONQUER_HERE, (Draw(1),)), "When you conquer here, draw 1."),
    (TriggeredAbility(YOU_CONQUER, (Draw(1),), also=(YOU_HOLD,)), "When you conquer or hold, draw 1."),
    (TriggeredAbility(YOU_OR_ALLY_HOLD, (Draw(1),), optional=True), "When you or an ally hold, you may draw 1."),
])
def test_text(ability: TriggeredAbility, text: str) -> None:
    card = CardDef(id="bt-text", name="Bt Text", type="battlefield" if ability.event == CONQUER_HERE else "gear",
                   abilities=(ability,))
    assert card.rules_text() == text


def test_uncontrolled_battlefield_optional_ability_is_not_supported() -> None:
    """187.6.b-c: a showdown begins at an uncontrolled battlefield whose "you may" ability
    would be no one's choice: refused with the rule named, not guessed."""
    sc = parse({"name": "bt", "rules": ["187.6.c"],
                "cards": [{"id": "bt-watchtower", "type": "battlefield",
                           "abilities": [{"triggered": {"event": "showdown_here", "optional": True,
                                                        "effects": [{"draw": 1}]}}]}],
                "setup": {"battlefields": ["bt-watchtower", "test-bf-ruins"]}}, "test")
    g = build(sc)
    with pytest.raises(NotImplementedError, match=r"187\.6\.c"):
        showdown_began(g, 0)
