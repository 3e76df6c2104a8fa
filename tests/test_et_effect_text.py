"""Effect Text abilities (718.3, 719.1, 724) and the "leave the board" / "choose me" events:
card text rendered from the DSL, unsupported shapes refused with the rule named, and the
plain-int addressing of an Effect Text ability surviving serialization and cloning."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.cards.events import ATTACK, BECOME_READY, CHOSEN, LEAVES_BOARD
from riftbound.cards.model import ActivatedAbility, CardDef, Cost, Replacement, Static, TargetSpec, TriggeredAbility
from riftbound.effects.primitives import Deal, Draw
from riftbound.errors import ScenarioError
from riftbound.game import Game
from riftbound.rules import effect_text
from riftbound.scenario.cards import card_from_yaml
from tests.support import play_scenario


def test_effect_text_renders_last_as_printed() -> None:
    card = CardDef("et-text", "Et Text", "gear", tags=("Equipment",), effect_text=(
        TriggeredAbility(ATTACK, (Deal(1),), (TargetSpec("unit", controller="enemy"),)),
        ActivatedAbility(Cost(exhaust_self=True), (Draw(1),)),
        Static("me", keywords=("tank",))))
    assert card.rules_text() == "When I attack, deal 1 to an enemy unit.\n[E]: Draw 1.\n[Tank]"
    assert TriggeredAbility(LEAVES_BOARD, (Draw(1),)).text() == "When I leave the board, draw 1."
    assert TriggeredAbility(CHOSEN, (Draw(1),)).text() == "When you choose me, draw 1."
    assert TriggeredAbility(CHOSEN, (Draw(1),), also=(BECOME_READY,)).text() == "When you choose or ready me, draw 1."


@pytest.mark.parametrize(("text", "rule"), [
    (TriggeredAbility(BECOME_READY, (Draw(1),)), "718.3"),
    (ActivatedAbility(Cost(exhaust_self=True), (Draw(1),), adds=True), "718.3"),
    (Replacement("me", (Draw(1),)), "718.3"),
])
def test_unsupported_effect_text_is_refused(text: Any, rule: str) -> None:
    with pytest.raises(NotImplementedError, match=rule.replace(".", r"\.")):
        effect_text.check(CardDef("et-bad", "Et Bad", "gear", effect_text=(text,)))


def test_bad_inline_effect_text_is_refused() -> None:
    with pytest.raises(NotImplementedError, match=r"718\.3"):
        card_from_yaml({"id": "et-bad-inline", "type": "gear", "tags": ["Equipment"],
                        "effect_text": [{"triggered": {"event": "become_ready", "effects": [{"draw": 1}]}}]}, "test")
    with pytest.raises(ScenarioError, match="static ability"):
        card_from_yaml({"id": "et-bad-inline2", "type": "gear",
                        "effect_text": [{"trigger": {"event": "attack", "effects": [{"draw": 1}]}}]}, "test")


def test_effect_text_ability_on_the_chain_round_trips() -> None:
    game = play_scenario("effect_text/et_attack_trigger_of_equipped_unit.yaml",
                         ["activate torch 0", "pass", "pass", "move hero", "move_to arena"])
    item = game.s.chain[-1]
    assert item.ability >= effect_text.BASE and game.s.card(item.obj).id == "test-brawler"
    back = Game.deserialize(game.serialize())
    assert back.state_hash() == game.state_hash()
    clone = Game(game.s.clone())
    for a in game.legal_actions()[:1]:
        clone.apply_action(a)
        back.apply_action(a)
        assert back.state_hash() == clone.state_hash()
