"""Dependent keywords on abilities (727, 812, 824) and linked abilities (393-397): card text
rendered from the DSL, unsupported shapes refused with the rule named, and the new state data
(cards played this turn, linked banished cards) surviving serialization and cloning."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.cards import catalog
from riftbound.cards.model import (
    GEAR,
    UNIT,
    ActivatedAbility,
    CardDef,
    Condition,
    Cost,
    CostModifier,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.effects.actions import Banish
from riftbound.effects.linked import ReturnBanished
from riftbound.effects.primitives import AddResources, Deal, Draw
from riftbound.errors import ScenarioError
from riftbound.game import Game
from riftbound.scenario.cards import card_from_yaml
from tests.support import play_scenario

LEGION = Condition("legion")


def test_dependent_abilities_render_behind_their_keyword() -> None:
    enemy = (TargetSpec("unit", controller="enemy"),)
    assert TriggeredAbility("played_self", (Draw(1),), dependent=LEGION).text() == \
        "[Legion][>] When you play me, draw 1."
    assert TriggeredAbility("attack", (Deal(2),), enemy, dependent=Condition("level", 6)).text() == \
        "[Level 6][>] When I attack, deal 2 to an enemy unit."
    assert ActivatedAbility(Cost(exhaust_self=True, xp=2), (Draw(2),), dependent=Condition("level", 2)).text() == \
        "[Level 2][>] Spend 2 XP, [E]: Draw 2."
    assert CostModifier(-2, "me", dependent=LEGION).text() == "[Legion][>] I cost [2] less."


def test_linked_abilities_render() -> None:
    card = CardDef(id="lk-text-warden", name="Lk Text Warden", type=UNIT, might=2, abilities=(
        TriggeredAbility("played_self", (Banish(),), (TargetSpec("unit", controller="enemy"),)),
        TriggeredAbility("dies", (ReturnBanished(),), keyword="deathknell")))
    assert card.rules_text() == ("When you play me, banish an enemy unit.\n"
                                 "[Deathknell][>] Return the banished card to its owner's hand.")


@pytest.mark.parametrize(("make", "rule"), [
    (lambda: TriggeredAbility("played_self", (Draw(1),), dependent=Condition("mighty")), "727.1"),
    # an Add ability behind a dependent keyword is supported (Darius, Honeyfruit); one spending XP is not
    (lambda: ActivatedAbility(Cost(exhaust_self=True, xp=1), (AddResources(1),), adds=True), "730.2"),
    (lambda: CostModifier(-1, "spell", dependent=LEGION), "727.1.c.2"),
    (lambda: ReturnBanished("base"), "393-397"),
])
def test_unsupported_dependent_and_linked_shapes_are_refused(make: Any, rule: str) -> None:
    with pytest.raises((ValueError, NotImplementedError), match=rule.replace(".", r"\.")):
        make()


@pytest.mark.parametrize("card", [
    CardDef(id="lk-bad-spell", name="Lk Bad Spell", type="spell", effects=(ReturnBanished(),)),
    CardDef(id="lk-bad-alone", name="Lk Bad Alone", type=GEAR,
            abilities=(ActivatedAbility(Cost(exhaust_self=True), (ReturnBanished(),)),)),
    CardDef(id="lk-bad-same", name="Lk Bad Same", type=GEAR, abilities=(
        ActivatedAbility(Cost(exhaust_self=True), (Banish(), ReturnBanished()), (TargetSpec("unit"),)),)),
])
def test_linked_reference_needs_a_banish_in_another_ability(card: CardDef) -> None:
    with pytest.raises(NotImplementedError, match="393-397"):
        catalog.register(card)


@pytest.mark.parametrize(("ability", "message"), [
    ({"triggered": {"event": "played_self", "dependent": "level", "effects": [{"draw": 1}]}}, "level:N"),
    ({"triggered": {"event": "played_self", "dependent": "legion:2", "effects": [{"draw": 1}]}}, "level:N"),
    ({"triggered": {"event": "played_self", "depends": "legion", "effects": [{"draw": 1}]}}, "keys"),
    ({"activated": {"cost": {"exhaust": True, "spend": 1}, "effects": [{"draw": 1}]}}, "keys"),
    ({"cost_modifier": {"energy": -1, "cards": "self"}}, "cards"),
])
def test_bad_inline_dependent_abilities_are_refused(ability: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        card_from_yaml({"id": "lk-bad-inline", "type": "unit", "might": 1, "abilities": [ability]}, "test")


def test_played_cards_and_links_round_trip() -> None:
    game = play_scenario("linked/lk_each_copy_returns_its_own_banished_card.yaml",
                         ["activate a 0", "target recruit", "pass", "pass", "activate b 0", "pass", "pass"])
    assert len(game.s.links) == 2
    back = Game.deserialize(game.serialize())
    assert back.state_hash() == game.state_hash()
    assert back.s.links == game.s.links
    clone = Game(game.s.clone())
    for a in game.legal_actions()[:1]:
        clone.apply_action(a)
        back.apply_action(a)
        assert back.state_hash() == clone.state_hash()
    game = play_scenario("keywords/lk_legion_cost_reduction.yaml", ["play test-recruit"])
    back = Game.deserialize(game.serialize())
    assert back.s.played_cards == game.s.played_cards == [(0, game.s.played_cards[0][1], game.s.played_cards[0][2])]
    assert back.legal_actions() == game.legal_actions()
