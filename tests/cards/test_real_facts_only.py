"""Real cards whose facts say all (vanilla and keywords-only cards, basic runes, and the
tokens the rules define, 184): each definition is its facts row, and each is used in a game:
a unit played from hand (356) enters its base with its printed Might and keywords, ready
when its [Accelerate] is paid (805.1.a, 181.1); a basic rune adds [1] and its power
(163.2); a token is on the board as the rules' token, Gold adding power (184.5)."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound import engine
from riftbound.cards import catalog
from riftbound.cards.facts.table import ABILITIES, table
from riftbound.cards.model import BATTLEFIELD, RUNE, TOKEN, UNIT
from riftbound.game import Game
from riftbound.scenario.loader import Scenario, build, parse
from riftbound.scenario.runner import action_text, check, resolve_step

REAL = [c for c in table().cards if catalog.registered(c.id)]
FACTS_ONLY = [c.id for c in REAL if c.behaviour != ABILITIES]
UNITS = [c for c in REAL if c.behaviour != ABILITIES and c.type == UNIT and TOKEN not in c.supertypes]
RUNES = [c for c in REAL if c.type == RUNE]
TOKENS = [c for c in REAL if TOKEN in c.supertypes and c.type != BATTLEFIELD]  # a token battlefield has its scenario
POOL = {"energy": 12, **{d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}}


def _game(player: dict[str, Any]) -> tuple[Game, Scenario]:
    sc = parse({"name": "a real card in play", "rules": ["356.1"], "setup": {"players": [player, {}]}}, "test")
    g = build(sc)
    engine.run(g)
    return Game(g), sc


def _keywords(keywords: tuple[str, ...]) -> list[str]:
    return sorted(keywords)


@pytest.mark.parametrize("card_id", FACTS_ONLY)
def test_the_definition_is_the_facts_row(card_id: str) -> None:
    facts, card = table().get(card_id), catalog.get(card_id)
    assert (card.name, card.type, card.domains, card.energy, card.power, card.might, card.supertypes,
            card.tags, card.keywords) == (facts.name, facts.type, facts.domains, facts.energy or 0, facts.power,
                                          facts.might, facts.supertypes, facts.tags, facts.keywords)
    assert card.set_id == facts.set and not card.effects and not card.targets


@pytest.mark.parametrize("card_id", [c.id for c in UNITS])
def test_a_unit_plays_from_hand_with_its_printed_might_and_keywords(card_id: str) -> None:
    game, sc = _game({"hand": [{"card": card_id, "as": "c"}], "main_deck": ["ogn-049"], "pool": POOL})
    game.apply_action(resolve_step(game.s, sc, "play c"))
    while "end_turn" not in [action_text(game.s, sc, a) for a in game.legal_actions()]:
        game.apply_action(game.legal_actions()[0])  # "yes": pay Accelerate, use Vision, ...
    facts = table().get(card_id)
    assert not check(game.s, sc, {"objects": {"c": {
        "zone": "p0.base", "might": facts.might, "keywords": _keywords(facts.keywords),
        "exhausted": "accelerate" not in facts.keywords}}})


@pytest.mark.parametrize("card_id", [c.id for c in RUNES])
def test_a_basic_rune_adds_energy_and_its_power(card_id: str) -> None:
    game, sc = _game({"runes": [{"card": card_id, "as": "r"}]})
    game.apply_action(resolve_step(game.s, sc, "activate r 0"))  # 163.2.a: [E]: Add [1]
    game.apply_action(resolve_step(game.s, sc, "activate r 1"))  # 163.2.b: Recycle this: Add [C]
    domain = table().get(card_id).domains[0]
    assert not check(game.s, sc, {"p0.pool": {"energy": 1, domain: 1}, "objects": {"r": {"zone": "p0.rune_deck"}}})


@pytest.mark.parametrize("card_id", [c.id for c in TOKENS])
def test_a_token_is_the_rules_token(card_id: str) -> None:
    game, sc = _game({"base": [{"card": card_id, "as": "t"}]})
    facts = table().get(card_id)
    if facts.type == UNIT:
        assert not check(game.s, sc, {"objects": {"t": {
            "zone": "p0.base", "might": facts.might, "keywords": _keywords(facts.keywords),
            "tags": sorted(facts.tags)}}})
    else:  # Gold: "Kill this, [E]: [Add] [A]" (184.5)
        game.apply_action(resolve_step(game.s, sc, "activate t 0"))
        assert not check(game.s, sc, {"p0.pool": {"energy": 0, "any": 1}})
