"""Rendering as the printed cards word it (docs/cards.md, "Adding a real card"): a dependent
keyword ([Legion]) and [Deathknell] render once, with the text that depends on them (727.1,
808); "Give a unit [Shield 3] and [Tank] this turn"; a token played ready reads "a ready 3 [M]
Sprite unit token with [Temporary]", one played exhausted "a Gold gear token exhausted" (181.1)."""

from __future__ import annotations

from riftbound.cards import catalog
from riftbound.cards.model import TargetSpec
from riftbound.effects.actions import CreateToken
from riftbound.effects.give import Give


def test_dependent_keywords_and_deathknell_render_once_with_their_text() -> None:
    assert catalog.get("ogn-012").rules_text() == "[Legion][>] I cost [2] less."
    assert catalog.get("ogn-096").rules_text().count("[Deathknell]") == 1


def test_giving_keywords_reads_give() -> None:
    unit = (TargetSpec("unit"),)
    assert Give(keywords=("shield:3", "tank")).text(unit) == "Give a unit [Shield 3] and [Tank] this turn."
    assert Give(tags=("Poro",)).text(unit) == "A unit gets the Poro tag this turn."


def test_tokens_read_ready_before_and_exhausted_after_with_their_keywords() -> None:
    assert CreateToken("token-sprite", exhausted=False, here=True).text(()) == \
        "Play a ready 3 [M] Sprite unit token with [Temporary] here."
    assert CreateToken("token-recruit", 2).text(()) == "Play two 1 [M] Recruit unit tokens."
    assert CreateToken("token-gold", exhausted=True).text(()) == "Play a Gold gear token exhausted."
