"""The "this turn" records of rules/turn_history.py that only some cards read (discards,
Power spent, the Energy spent on the spell whose play completed last): kept only in games
whose catalog has such a card (CF_HISTORY), each in its own field of ``State.turn_facts``;
and the conditions reading them, checked as written (383.3.e, 364.3.a)."""

from __future__ import annotations

import pytest

from riftbound import engine
from riftbound.cards import catalog
from riftbound.cards.events import PLAYED_SELF, YOU_PLAY
from riftbound.cards.info import CF_HISTORY, CardInfo
from riftbound.cards.model import CardDef, Condition, PlayFilter, TriggeredAbility
from riftbound.effects.primitives import Draw
from riftbound.game import Game
from riftbound.rules import turn_history
from riftbound.scenario.loader import build, load
from riftbound.scenario.runner import resolve_step
from tests.support import SCENARIOS, play_scenario

SOUL_TOSS = ["play toss", "pass", "play fast", "pass", "pass", "card their_junk", "pass", "pass", "card junk"]


def test_only_cards_reading_a_kept_record_flag_the_game() -> None:
    for cid in ("ogn-019", "sfd-143", "unl-005"):
        assert CardInfo(catalog.get(cid)).flags & CF_HISTORY, cid
    for cid in ("unl-004", "unl-008", "ogn-144"):  # records every game keeps (357, 428.2)
        assert not CardInfo(catalog.get(cid)).flags & CF_HISTORY, cid


def _discards(flagged: bool) -> list[int]:
    sc = load(SCENARIOS / "cards/ogn/ogn-019.yaml")
    g = build(sc)
    if not flagged:
        g.features &= ~CF_HISTORY  # as in a game whose catalog has no card reading the record
    engine.run(g)
    game = Game(g)
    for step in SOUL_TOSS:
        game.apply_action(resolve_step(g, sc, step))
    return [f & turn_history.DISCARDED for f in g.turn_facts]


def test_a_discard_is_recorded_only_where_read() -> None:
    assert _discards(True) == [turn_history.DISCARDED] * 2
    assert _discards(False) == [0, 0]


def test_the_fields_are_independent_and_saturate() -> None:
    game = play_scenario("cards/ogn/ogn-019.yaml", [])
    g = game.s
    turn_history.spent_on_spell(g, 0, 6)
    turn_history.spell_completed(g, 0, 3)
    turn_history.spent_power(g, 0, 200)
    turn_history.spent_power(g, 0, 200)
    turn_history.gained_xp(g, 0)
    assert (turn_history.most_spent_on_spell(g, 0), turn_history.spent_on_last_spell(g, 0),
            turn_history.power_spent(g, 0)) == (6, 3, 255)
    turn_history.spent_on_spell(g, 0, 4)
    assert turn_history.most_spent_on_spell(g, 0) == 6 and g.turn_facts[0] & turn_history.GAINED_XP
    assert turn_history.power_spent(g, 1) == 0


def test_spent_on_it_is_a_condition_of_your_play_of_a_spell() -> None:
    spent = Condition("spent_on_it", 4)
    assert TriggeredAbility(YOU_PLAY, (Draw(1),), play=PlayFilter("spell"), condition=spent).text() == (
        "When you play a spell, if you spent [4] or more, draw 1.")
    with pytest.raises(ValueError, match="spell filter"):
        TriggeredAbility(YOU_PLAY, (Draw(1),), play=PlayFilter("unit"), condition=spent)
    with pytest.raises(ValueError, match=r"383\.3\.e"):
        TriggeredAbility(PLAYED_SELF, (Draw(1),), condition=spent)
    assert Condition("spent_power", 2).clause() == "you've spent at least [A][A] this turn"


def test_a_battlefield_watches_its_controllers_plays() -> None:
    ability = catalog.get("unl-211").abilities[0]
    assert ability.text() == ("While you control this battlefield, when you play a spell, if you spent [4] or more, "
                              "predict.")
    with pytest.raises(ValueError, match=r"187\.6\.c"):
        catalog.register(CardDef("test-lib-unit", "Lib Unit", "unit", energy=1, might=1, abilities=(ability,)))
