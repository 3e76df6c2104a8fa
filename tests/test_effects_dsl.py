"""The effect primitives real cards need most (docs/cards.md "More instructions"): bad inline
cards are refused with a clear error, every construct renders its own text, the cards looked
at stay private (128.4), and a card played by an instruction survives a clone and a
serialized copy with its cost changes (419.3)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from riftbound.cards.model import ActivatedAbility, CardDef, Cost, TargetSpec
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.buffs import SpendBuff
from riftbound.effects.look import LookAtTop
from riftbound.effects.play import PlayCard
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Draw
from riftbound.errors import ScenarioError
from riftbound.game import Game
from riftbound.observe import observation
from riftbound.scenario.cards import card_from_yaml
from tests.support import play_scenario


@pytest.mark.parametrize(("card", "message"), [
    ({"id": "ef-bad-return", "type": "spell", "targets": ["unit"], "effects": [{"return": "deck"}]},
     "return goes to one of hand"),
    ({"id": "ef-bad-return2", "type": "spell", "targets": ["spell"], "effects": [{"return": "hand"}]},
     "return to hand needs a target slot"),
    ({"id": "ef-bad-score", "type": "spell", "effects": [{"score": 0}]}, "1 or more"),
    ({"id": "ef-bad-spend", "type": "spell", "effects": [{"spend_buff": {"effects": []}}]}, "needs effects"),
    ({"id": "ef-bad-spend2", "type": "spell", "effects": [{"spend_buff": {"draw": 1}}]}, "keys effects"),
    ({"id": "ef-bad-play", "type": "spell", "effects": [{"play": {"from": "banishment"}}]}, "zone is one of"),
    ({"id": "ef-bad-play2", "type": "spell", "effects": [{"play": {"for": 2}}]}, "keys from"),
    ({"id": "ef-bad-play3", "type": "spell", "effects": [{"play": {"less": -1}}]}, "discount"),
    ({"id": "ef-bad-play4", "type": "spell", "targets": ["unit"], "effects": [{"play": {"from": "trash"}}]},
     "needs target slot 0 to choose a card in your trash"),
    ({"id": "ef-bad-play5", "type": "spell", "targets": [{"kind": "unit", "location": "trash", "controller": "you"}],
      "effects": [{"play": {"from": "trash", "type": "unit"}}]}, "its type is the target's kind"),
    ({"id": "ef-bad-look", "type": "spell", "effects": [{"look": {"n": 0}}]}, "n is 1 or more"),
    ({"id": "ef-bad-look2", "type": "spell", "effects": [{"look": {"n": 2, "rest": "hand"}}]}, "rest one of"),
    ({"id": "ef-bad-look3", "type": "spell", "effects": [{"look": {"n": 2, "take": "play"}}]}, "not revealed"),
    ({"id": "ef-bad-look4", "type": "spell", "effects": [{"look": {"n": 2, "less": 1}}]}, "take: play"),
    ({"id": "ef-bad-cost", "type": "unit", "abilities": [{"activated": {"cost": {"buff": True}}}]}, "spend_buff"),
])
def test_bad_inline_card_is_refused(card: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        card_from_yaml(card, "test")


def test_not_supported_shapes_name_their_rule() -> None:
    with pytest.raises(NotImplementedError, match=r"702\.2\.b"):
        ActivatedAbility(Cost(spend_buff=True), (), adds=True)
    from riftbound.effects.actions import Discard

    with pytest.raises(NotImplementedError, match=r"702\.2\.b"):
        SpendBuff((Discard(1),))
    with pytest.raises(NotImplementedError, match=r"355\.10\.a"):
        TargetSpec("unit", controller="enemy", location="trash")


@pytest.mark.parametrize(("effect", "targets", "text"), [
    (ReturnToHand(), (TargetSpec("unit", controller="enemy"),), "Return an enemy unit to its owner's hand."),
    (GainPoints(1), (), "Score 1 point."),
    (GainPoints(2), (), "Score 2 points."),
    (SpendBuff((Draw(1),), optional=True), (), "You may spend a buff to draw 1."),
    (SpendBuff((Draw(1), ReturnToHand()), ), (TargetSpec("unit"),),
     "Spend a buff to draw 1 and return a unit to its owner's hand."),
    (PlayCard("trash", cost="ignore"), (TargetSpec("unit", controller="you", location="trash"),),
     "You may play a unit from your trash, ignoring its cost."),
    (ReturnToHand(), (TargetSpec("unit", controller="you", location="trash"),),
     "Return a unit from your trash to your hand."),
    (PlayCard("main_deck", cost="ignore_energy", optional=False), (),
     "Play the top card of your Main Deck, ignoring its Energy cost."),
    (PlayCard("hand", "gear", less=2), (), "You may play a gear from your hand, reducing its cost by [2]."),
    (LookAtTop(3, "unit"), (),
     "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. "
     "Recycle the rest."),
    (LookAtTop(5, "unit", reveal=False, take="play", cost="ignore"), (),
     "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play it, ignoring its "
     "cost. Recycle the rest."),
    (LookAtTop(2, reveal=False, optional=False, rest="trash"), (),
     "Look at the top 2 cards of your Main Deck. Draw a card from among them. Put the rest into your trash."),
])
def test_text(effect: Any, targets: tuple[TargetSpec, ...], text: str) -> None:
    assert effect.text(targets) == text


def test_spend_my_buff_cost_text() -> None:
    card = CardDef(id="ef-text-hoarder", name="Ef Text Hoarder", type="unit", energy=2, might=2,
                   abilities=(ActivatedAbility(Cost(spend_buff=True), (Draw(1),)),))
    assert card.rules_text() == "Spend my buff: Draw 1."


def test_looked_at_cards_shown_only_to_their_owner() -> None:
    game = play_scenario("effects/ef_look_reveal_unit_draw_recycle_rest.yaml",
                         ["play ef-scouts-report", "pass", "pass"])
    g = game.s
    assert g.pending is not None and g.pending[:2] == ("look", 0)
    mine = [o["card"] for o in observation(g, 0)["looking"]]
    assert mine == ["test-bolt", "test-guard", "test-recruit"]
    assert observation(g, 1)["looking"] == []
    assert "test-guard" not in json.dumps(observation(g, 1))


def test_limited_play_survives_clone_and_serialization() -> None:
    game = play_scenario("effects/ef_play_from_hand_reduced.yaml", ["play ef-muster", "pass", "pass", "card guard"])
    g = game.s
    assert g.pending is not None and g.pending[0] == "pay"
    assert g.chain[-1].grant == (0, 0, 2, -1) and g.chain[-1].opened_by == "instruction"
    copy = Game.deserialize(game.serialize())
    assert copy.state_hash() == game.state_hash()
    assert copy.s.chain[-1].grant == (0, 0, 2, -1)
    assert game.clone().s.chain[-1].grant == (0, 0, 2, -1)


def test_top_card_offered_to_play_shown_only_to_its_owner() -> None:
    game = play_scenario("effects/ef_play_top_card_may_decline.yaml", ["play ef-gamble", "pass", "pass"])
    g = game.s
    assert g.pending is not None and g.pending[:2] == ("play_card", 0)
    assert [o["card"] for o in observation(g, 0)["looking"]] == ["test-guard"]
    assert observation(g, 1)["looking"] == []
    assert "test-guard" not in json.dumps(observation(g, 1))
