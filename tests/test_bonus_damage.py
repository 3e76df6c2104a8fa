"""Bonus Damage (712-715), damage sources (417.6) and "when I'm dealt damage" (417.1.e.1):
card text, inline-card errors, the catalog flags that keep other games free of cost, and
random play (with Prevent) whose clones and serialized copies stay in lockstep."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from riftbound import new_game
from riftbound.cards.catalog import register
from riftbound.cards.events import DEALT_DAMAGE
from riftbound.cards.info import CF_BONUS_DAMAGE, CF_DAMAGE_TRIGGER
from riftbound.cards.model import SPELL, UNIT, BonusDamage, CardDef, TargetSpec, TriggeredAbility
from riftbound.cards.test_cards import TEST_DECKS
from riftbound.effects.primitives import Deal, Draw
from riftbound.effects.replacements import Prevent
from riftbound.effects.split import DealSplit
from riftbound.errors import ScenarioError
from riftbound.rules import game_actions
from riftbound.scenario.cards import card_from_yaml
from riftbound.state import State
from tests.support import random_play_checked

CARDS = [
    CardDef(id="bd-fz-annie", name="Fuzz Annie", type=UNIT, domains=("fury",), energy=1, might=3, test=True,
            abilities=(BonusDamage(1),)),
    CardDef(id="bd-fz-tibbers", name="Fuzz Tibbers", type=UNIT, domains=("fury",), energy=1, might=1, test=True,
            abilities=(BonusDamage(1, "any", combat=True),)),
    CardDef(id="bd-fz-thorn", name="Fuzz Thorn", type=UNIT, domains=("calm",), energy=2, might=2, test=True,
            abilities=(TriggeredAbility(DEALT_DAMAGE, (Draw(1),)),)),
    CardDef(id="bd-fz-brooder", name="Fuzz Brooder", type=UNIT, domains=("calm",), energy=2, might=3, test=True,
            abilities=(TriggeredAbility(DEALT_DAMAGE, (Deal(1),)),)),
    CardDef(id="bd-fz-volley", name="Fuzz Volley", type=SPELL, domains=("fury",), energy=2, test=True,
            keywords=("action",), targets=(TargetSpec("unit", count=3, up_to=True),), effects=(DealSplit(3),)),
    CardDef(id="bd-fz-aegis", name="Fuzz Aegis", type=SPELL, domains=("calm",), energy=1, keywords=("reaction",),
            test=True, targets=(TargetSpec("unit"),), effects=(Prevent(2),)),
]
for _c in CARDS:
    register(_c)
SWAPS = {"test-insight": "bd-fz-volley", "test-rally": "bd-fz-aegis", "test-scout": "bd-fz-annie",
         "test-recruit": "bd-fz-tibbers", "test-ogre": "bd-fz-brooder", "test-guard": "bd-fz-thorn"}


def test_card_text() -> None:
    assert BonusDamage(1).text() == "Your spells and abilities deal 1 Bonus Damage."
    assert BonusDamage(1, "any", here=True).text() == "Spells and abilities deal 1 Bonus Damage to units here."
    assert BonusDamage(2, combat=True).text() == "Your spells, abilities and units in combat deal 2 Bonus Damage."
    assert BonusDamage(-1, "any").text() == "Spells and abilities deal 1 less Bonus Damage."
    assert TriggeredAbility(DEALT_DAMAGE, (Draw(1),)).text() == "When I'm dealt damage, draw 1."


@pytest.mark.parametrize("bad", [
    {"abilities": [{"bonus_damage": {"amount": 0}}]},
    {"abilities": [{"bonus_damage": {"whose": "enemy"}}]},
    {"abilities": [{"bonus_damage": {"to": "gear"}}]},
    {"abilities": [{"bonus_damage": 1}]},
    {"abilities": [{"triggered": {"event": "damaged", "effects": []}}]},
])
def test_bad_inline_cards_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ScenarioError):
        card_from_yaml({"id": "bd-bad-card", "type": "unit", "might": 1, **bad}, "test")


def _deck() -> dict[str, Any]:
    d = copy.deepcopy(TEST_DECKS["test-fury-calm"])
    d["name"] = "bd-fuzz"
    d["main"] = [SWAPS.get(c, c) for c in d["main"]]
    return d


def test_games_without_the_cards_pay_nothing() -> None:
    """A catalog without Bonus Damage or damage triggers never looks for them."""
    g = new_game(decks=[TEST_DECKS["test-fury-calm"], TEST_DECKS["test-fury-calm"]], seed=1)
    assert not g.s.features & (CF_BONUS_DAMAGE | CF_DAMAGE_TRIGGER)
    g = new_game(decks=[_deck(), _deck()], seed=1)
    assert g.s.features & CF_BONUS_DAMAGE and g.s.features & CF_DAMAGE_TRIGGER


_BONUSES: list[int] = []  # Bonus Damage marked in the games below


@pytest.mark.parametrize("seed", range(6))
def test_random_play_with_bonus_damage(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    mark = game_actions.mark

    def counting(g: State, obj: int, amount: int, source: int, bonus: int = 0) -> int:
        _BONUSES.append(bonus)
        return mark(g, obj, amount, source, bonus)

    monkeypatch.setattr(game_actions, "mark", counting)
    random_play_checked(new_game(decks=[_deck(), _deck()], seed=seed), seed)


def test_bonus_damage_was_dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    """Runs after the games above (pytest keeps file order): Bonus Damage came up."""
    if not _BONUSES:
        for seed in range(6):
            test_random_play_with_bonus_damage(seed, monkeypatch)
    assert any(_BONUSES)
