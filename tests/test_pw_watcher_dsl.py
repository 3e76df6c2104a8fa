"""Play watchers and watchers of other players' events in inline cards: their text is rendered
from the DSL, and a misused play filter is refused with a clear error (383.4.a.4, 182, 706)."""

from __future__ import annotations

import zlib
from typing import Any

import pytest

from riftbound.errors import ScenarioError
from riftbound.scenario.cards import card_from_yaml


def _watcher(trig: dict[str, Any], cid: str) -> dict[str, Any]:
    return {"id": cid, "type": "unit", "might": 1, "abilities": [{"triggered": {"effects": [{"draw": 1}], **trig}}]}


@pytest.mark.parametrize(("trig", "text"), [
    ({"event": "you_play"}, "When you play a card, draw 1."),
    ({"event": "you_play", "play": {"type": "unit", "another": True}}, "When you play another unit, draw 1."),
    ({"event": "you_play", "play": {"type": "unit", "token": True}}, "When you play a token unit, draw 1."),
    ({"event": "you_play", "play": {"type": "unit", "mighty": True}}, "When you play a [Mighty] unit, draw 1."),
    ({"event": "you_play", "play": {"type": "spell", "min_cost": 5}},
     "When you play a spell that costs [5] or more, draw 1."),
    ({"event": "you_play", "play": {"opponents_turn": True}}, "When you play a card on an opponent's turn, draw 1."),
    ({"event": "you_play", "play": {"from": "not_hand"}},
     "When you play a card from anywhere other than your hand, draw 1."),
    ({"event": "you_play", "play": {"from": "facedown"}}, "When you play a card from face down, draw 1."),
    ({"event": "you_play", "play": {"nth": 2}}, "When you play your second card in a turn, draw 1."),
    ({"event": "opponent_plays", "play": {"type": "gear"}}, "When an opponent plays a gear, draw 1."),
    ({"event": "friendly_unit_dies"}, "When a friendly unit dies, draw 1."),
    ({"event": "another_friendly_dies"}, "When another friendly unit dies, draw 1."),
    ({"event": "enemy_dies", "limit": "once"}, "Once each turn, when an enemy unit dies, you may draw 1."),
    ({"event": "enemy_attacks_yours"}, "When an enemy unit attacks a battlefield you control, draw 1."),
])
def test_watcher_text(trig: dict[str, Any], text: str) -> None:
    card = card_from_yaml(_watcher(trig, f"pw-text-{zlib.crc32(text.encode())}"), "test")
    assert card.abilities[0].text() == text


@pytest.mark.parametrize(("trig", "message"), [
    ({"event": "you_play", "play": {"kind": "unit"}}, "keys"),
    ({"event": "played_self", "play": {"type": "unit"}}, "needs the event"),
    ({"event": "you_play", "play": {"type": "rune"}}, "type"),
    ({"event": "you_play", "play": {"type": "spell", "mighty": True}}, "706"),
    ({"event": "you_play", "play": {"token": True}}, "182"),
    ({"event": "you_play", "play": {"from": "deck"}}, "from"),
    ({"event": "you_play", "play": {"nth": 9}}, "nth"),
    ({"event": "you_play", "play": {"nth": 1, "type": "spell"}}, "counts cards"),
    ({"event": "you_play", "play": {"min_cost": "five"}}, "min_cost|not supported"),
    ({"event": "opponent_dies"}, "unknown trigger event"),
])
def test_bad_play_filter_is_refused(trig: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        card_from_yaml(_watcher(trig, "pw-bad-filter"), "test")
