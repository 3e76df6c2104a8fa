"""How Game Actions are worded when an effect instructs them (413.3, 422.5, 424.3, 425.3,
426.3, 427.5, 428.6, 429.5, 430.4, 436.3, 437.1.b.1, 438.3, 439.5): the card DSL renders
each instruction in the form the rules give, and the rendered text is what a player reads
(``riftbound cards``)."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.effects.actions import Channel
from riftbound.errors import RiftboundError
from riftbound.rules import game_actions, zones
from riftbound.scenario.cards import card_from_yaml
from riftbound.scenario.loader import build, parse
from riftbound.state import RUNE_DECK

UNIT = [{"kind": "unit"}]

CASES: list[tuple[str, list[dict[str, Any]], dict[str, Any], str]] = [
    # (rules, targets, effect, rendered text)
    ("413.3", [], {"draw": 2}, "Draw 2."),
    ("422.5", [], {"discard": 2}, "Discard 2."),
    ("424.3", [], {"reveal": 2}, "Reveal the top 2 cards of your Main Deck."),
    ("425.3", [{"kind": "spell"}], {"counter": True}, "Counter a spell."),
    ("426.3", UNIT, {"buff": True}, "Buff a unit."),
    ("427.5", UNIT, {"banish": True}, "Banish a unit."),
    ("428.6", UNIT, {"kill": True}, "Kill a unit."),
    ("429.5", [], {"add": {"energy": 1, "power": ["calm"]}}, "[Add] [1][G]."),
    ("430.4", [], {"channel": 2}, "Channel 2 runes."),
    ("436.3", [], {"predict": 2}, "Predict 2."),
    ("436.3.a", [], {"predict": 1}, "Predict."),
    ("437.1.b.1, 437.1.b.1.a", UNIT, {"prevent": 3},
     "Prevent the next 3 damage that would be dealt to a unit this turn."),
    ("437.1.b.1.b", UNIT, {"prevent": "all"}, "Prevent all damage that would be dealt to a unit this turn."),
    ("438.3, 438.3.a, 438.3.b", UNIT, {"replace": "token-recruit"},
     "Replace a unit with a 1 [M] Recruit unit token."),
    ("439.5", [], {"create": {"token": "token-recruit"}}, "Play a 1 [M] Recruit unit token."),
]


@pytest.mark.parametrize(("rules", "targets", "effect", "text"), CASES, ids=[c[0] for c in CASES])
def test_instruction_wording(rules: str, targets: list[dict[str, Any]], effect: dict[str, Any],
                             text: str) -> None:
    """Rules 413.3, 422.5, 424.3, 425.3, 426.3, 427.5, 428.6, 429.5, 430.4, 436.3,
    436.3.a, 437.1.b.1, 437.1.b.1.a, 437.1.b.1.b, 438.3, 438.3.a, 438.3.b and 439.5: each
    instructed game action is written in its rules format (one case per rule above)."""
    ident = "c4-fmt-" + rules.split(",")[0].replace(".", "-")
    card = card_from_yaml({"id": ident, "type": "spell", "energy": 0, "targets": targets,
                           "effects": [effect]}, "test")
    assert card.rules_text() == text


def test_replace_always_names_a_token() -> None:
    """Rule 438.3.b.1: what a Replace instruction creates is always a token; naming a card
    that is not a token is refused."""
    with pytest.raises(RiftboundError, match="token"):
        card_from_yaml({"id": "c4-fmt-replace-card", "type": "spell", "energy": 0, "targets": UNIT,
                        "effects": [{"replace": "test-recruit"}]}, "test")


def test_channel_exhausted() -> None:
    """Rules 430.2 and 430.4: "Channel 1 rune exhausted." names how the rune enters the
    board; channeled that way the rune is exhausted, otherwise ready."""
    assert Channel(1, exhausted=True).text(()) == "Channel 1 rune exhausted."
    g = build(parse({"name": "channel", "rules": ["430.2"], "setup": {"players": [
        {"rune_deck": ["test-rune-fury", "test-rune-calm"]}, {}]},
        "expect": {"decision": {"kind": "priority", "player": 0}}}, "test"))
    deck = g.zone_of(0, RUNE_DECK)
    exhausted_rune, ready_rune = deck[-1], deck[-2]
    assert game_actions.channel(g, 0, 1, exhausted=True) == 1
    assert game_actions.channel(g, 0, 1) == 1
    base = zones.base_of(g, 0)
    assert exhausted_rune in g.zones[base] and ready_rune in g.zones[base]
    assert g.o_exh[exhausted_rune] == 1 and g.o_exh[ready_rune] == 0
