"""Costs within instructions (742.1) and "if you do": rendering, refused shapes, the state a
payment on resolution carries through clones and serialized copies, and the catalog flag
that keeps games without such cards from paying for them."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from riftbound import new_game
from riftbound.cards.catalog import register
from riftbound.cards.events import ATTACK, DIES, PLAYED_SELF, YOU_PLAY_SPELL
from riftbound.cards.info import CF_STEPS, catalog_flags, catalog_info
from riftbound.cards.model import SPELL, UNIT, CardDef, Cost, TargetSpec, TriggeredAbility
from riftbound.cards.test_cards import TEST_DECKS
from riftbound.effects.actions import Discard
from riftbound.effects.buffs import SpendBuff
from riftbound.effects.pay import CostTo, IfYouDo, Pay
from riftbound.effects.primitives import Draw, Kill, KillSelf, Ready, Stun
from riftbound.errors import ScenarioError
from riftbound.game import Game
from riftbound.scenario.cards import card_from_yaml
from tests.support import play_scenario, random_play_checked

RUNES = TargetSpec("rune", controller="friendly", count=2, up_to=True)
GEAR = TargetSpec("gear", controller="friendly")


@pytest.mark.parametrize(("ability", "text"), [
    (TriggeredAbility(DIES, (Ready(),), (RUNES,), keyword="deathknell", cost=Cost(recycle_self=True)),
     "[Deathknell][>] Recycle me to ready up to two friendly runes."),
    (TriggeredAbility("you_conquer", (Ready(),), (TargetSpec("unit"),), optional=True, cost=Cost(exhaust_self=True)),
     "When you conquer, you may exhaust me to ready a unit."),
    (TriggeredAbility("played_self", (Draw(1),), optional=True, cost=Cost(energy=1, power=("own",))),
     "When you play me, you may pay [1][C] to draw 1."),
    (TriggeredAbility("played_self", (IfYouDo(Kill(0), (Draw(2),)),), (GEAR,), optional=True),
     "When you play me, you may kill a friendly gear. If you do, draw 2."),
    (TriggeredAbility("attack", (IfYouDo(Pay(Cost(power=("own",))), (Draw(1),)),), optional=True),
     "When I attack, you may pay [C]. If you do, draw 1."),
])
def test_trigger_text(ability: TriggeredAbility, text: str) -> None:
    assert ability.text() == text


def test_spell_text() -> None:
    card = CardDef(id="ci-t-study", name="Ci T Study", type="spell",
                   effects=(Draw(1), CostTo(Cost(energy=2), (Draw(2),), optional=True),
                            IfYouDo(KillSelf(), (Draw(1),), optional=True), CostTo(Cost(xp=2), (Draw(1),))))
    assert card.rules_text() == ("Draw 1. You may pay [2] to draw 2. You may kill this. If you do, draw 1. "
                                 "Spend 2 XP to draw 1.")


def test_refused_shapes() -> None:
    with pytest.raises(ValueError, match="base cost"):
        TriggeredAbility("played_self", (CostTo(Cost(energy=1), (Draw(1),)),))
    with pytest.raises(ValueError, match=r"383\.3\.a"):
        TriggeredAbility("played_self", (IfYouDo(KillSelf(), (Draw(1),), optional=True),))
    with pytest.raises(NotImplementedError, match="only kill"):
        IfYouDo(Stun(0), (Draw(1),))
    with pytest.raises(NotImplementedError, match=r"702\.2\.b"):
        SpendBuff((CostTo(Cost(energy=1), (Draw(1),)),))  # steps can't be nested in another instruction
    with pytest.raises(NotImplementedError, match=r"742\.1\.b"):
        TriggeredAbility("played_self", (SpendBuff((Draw(1),), optional=True),))
    with pytest.raises(ValueError, match="empty"):
        TriggeredAbility("played_self", (Draw(1),), cost=Cost())
    with pytest.raises(ValueError, match="needs effects"):
        CostTo(Cost(energy=1), ())


@pytest.mark.parametrize(("card", "message"), [
    ({"id": "ci-bad-1", "type": "spell", "effects": [{"cost_to": {"effects": [{"draw": 1}]}}]}, "keys cost"),
    ({"id": "ci-bad-2", "type": "spell", "effects": [{"cost_to": {"cost": {"gold": 1}, "effects": []}}]},
     "a cost is a mapping"),
    ({"id": "ci-bad-3", "type": "spell", "effects": [{"if_you_do": {"do": {"draw": 1}, "effects": [{"draw": 1}]}}]},
     "only kill"),
    ({"id": "ci-bad-4", "type": "unit", "abilities": [{"triggered": {"cost": {"mana": 1}, "effects": []}}]},
     "a cost is a mapping"),
    ({"id": "ci-bad-5", "type": "unit", "abilities": [
        {"triggered": {"effects": [{"cost_to": {"cost": {"energy": 1}, "effects": [{"draw": 1}]}}]}}]},
     "base cost"),
])
def test_bad_inline_card_is_refused(card: dict[str, Any], message: str) -> None:
    with pytest.raises((ScenarioError, ValueError, NotImplementedError), match=message):
        card_from_yaml(card, "test")


def test_flag_only_with_such_cards() -> None:
    g = new_game(decks=[TEST_DECKS["test-fury-calm"], TEST_DECKS["test-fury-calm"]], seed=1)
    assert not g.s.features & CF_STEPS  # chain.instructions never looks for steps
    card = CardDef(id="ci-t-flag", name="Ci T Flag", type="spell", effects=(CostTo(Cost(energy=1), (Draw(1),)),))
    assert catalog_flags(catalog_info((card,))) & CF_STEPS


def test_payment_on_resolution_survives_clone_and_serialization() -> None:
    game = play_scenario("costs_in_instructions/pay_any_power_on_resolution.yaml",
                         ["play ci-tithe", "pass", "pass", "yes"])
    g = game.s
    assert g.pending is not None and g.pending[:2] == ("pay_within", 0)
    copy = Game.deserialize(game.serialize())
    assert copy.state_hash() == game.state_hash()
    assert copy.legal_actions() == game.legal_actions() == game.clone().legal_actions()


_FUZZ = [
    CardDef(id="ci-fz-sage", name="Ci Fz Sage", type=UNIT, domains=("fury",), energy=1, might=1, test=True,
            abilities=(TriggeredAbility(YOU_PLAY_SPELL, (Draw(1),), optional=True, cost=Cost(energy=1)),)),
    CardDef(id="ci-fz-ekko", name="Ci Fz Ekko", type=UNIT, domains=("calm",), energy=2, might=2, test=True,
            abilities=(TriggeredAbility(DIES, (Ready(),), (RUNES,), keyword="deathknell",
                                        cost=Cost(recycle_self=True)),)),
    CardDef(id="ci-fz-study", name="Ci Fz Study", type=SPELL, domains=("calm",), energy=1, test=True,
            keywords=("action",), effects=(CostTo(Cost(power=("any",)), (Draw(2),), optional=True),)),
    CardDef(id="ci-fz-jayce", name="Ci Fz Jayce", type=UNIT, domains=("fury",), energy=2, might=2, test=True,
            abilities=(TriggeredAbility(PLAYED_SELF, (IfYouDo(Kill(0), (Draw(2),)),),
                                        (TargetSpec("unit", controller="friendly"),), optional=True),)),
    CardDef(id="ci-fz-trade", name="Ci Fz Trade", type=SPELL, domains=("calm",), energy=1, test=True,
            effects=(IfYouDo(Discard(1), (Draw(2),), optional=True),)),
    CardDef(id="ci-fz-draven", name="Ci Fz Draven", type=UNIT, domains=("fury",), energy=3, might=3, test=True,
            abilities=(TriggeredAbility(ATTACK, (IfYouDo(Pay(Cost(energy=1)), (Draw(1),)),), optional=True),)),
]
for _c in _FUZZ:
    register(_c)
_SWAPS = {"test-recruit": "ci-fz-sage", "test-guard": "ci-fz-ekko", "test-insight": "ci-fz-study",
          "test-brawler": "ci-fz-jayce", "test-ogre": "ci-fz-draven", "test-rally": "ci-fz-trade"}
_SEEN: set[str] = set()


def _deck() -> dict[str, Any]:
    d = copy.deepcopy(TEST_DECKS["test-fury-calm"])
    d["name"] = "ci-fuzz"
    d["main"] = [_SWAPS.get(c, c) for c in d["main"]]
    return d


@pytest.mark.parametrize("seed", range(6))
def test_random_play(seed: int) -> None:
    def note(game: Game) -> None:
        if game.s.pending is not None:
            _SEEN.add(game.s.pending[0])

    random_play_checked(new_game(decks=[_deck(), _deck()], seed=seed), seed, note)


def test_random_play_met_the_decisions() -> None:
    """Runs after the games above: the new decisions came up."""
    if not _SEEN:
        for seed in range(6):
            test_random_play(seed)
    assert {"may_do", "trigger_cost", "pay_within", "discard"} <= _SEEN
