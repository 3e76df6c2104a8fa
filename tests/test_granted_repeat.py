"""[Repeat] given to spells by other cards (820.1, 820.3): Temporal Portal, The Academy,
Syndra, Transcendent (rules/granted_repeat.py). The plays themselves are scenarios
(tests/scenarios/cards/sfd/sfd-078*.yaml, unl/unl-216*.yaml, unl/unl-146.yaml,
keywords/repeat_granted_*.yaml, conditions/in_showdown_is_at_its_battlefield.yaml)."""

from __future__ import annotations

import pytest

import riftbound
from riftbound.cards import catalog
from riftbound.cards.info import CF_GRANTED_REPEAT, CardInfo
from riftbound.cards.model import Condition, SpellsHaveRepeat
from tests.support import round_trip, scenario_game


def test_820_1_the_given_repeat_is_kept_on_the_chain_item_and_survives_serialization() -> None:
    """The Repeat cost Temporal Portal gave the spell lives on its chain item (plain data):
    a serialized copy of the game mid-play has it, and plays on like a clone."""
    game, _ = scenario_game("cards/sfd/sfd-078.yaml", ("activate portal", "pass", "pass", "play bolt", "yes"))
    (item,) = game.s.chain
    assert item.repeats == ((1, ("fury",)),)  # 131: its printed cost, [1][R]
    assert item.optional == (True,)
    assert game.s.pending[0] == "target"
    round_trip(game)


def test_820_1_games_without_these_cards_never_look_for_given_repeats() -> None:
    """Only a catalog with a card giving [Repeat] sets the flag that makes a play look (no
    per-decision cost elsewhere); each of the three cards sets it."""
    assert not riftbound.new_game(seed=1).s.features & CF_GRANTED_REPEAT
    for card_id in ("sfd-078", "unl-216", "unl-146"):
        assert CardInfo(catalog.get(card_id)).flags & CF_GRANTED_REPEAT, card_id


def test_820_1_c_a_given_repeat_cost_is_energy_and_or_power() -> None:
    with pytest.raises(ValueError, match=r"820\.1\.c"):
        SpellsHaveRepeat()
    with pytest.raises(ValueError, match=r"820\.1\.c"):
        SpellsHaveRepeat(2, ("purple",))
    with pytest.raises(NotImplementedError, match=r"364\.3\.a"):
        SpellsHaveRepeat(2, condition=Condition("hand_at_least", 2))
    with pytest.raises(ValueError, match="take a number"):
        Condition("in_showdown", 1)  # about the source: no number
    assert SpellsHaveRepeat(2, ("chaos",), Condition("in_showdown")).text() == \
        "While I'm in a showdown, your spells have [Repeat] [2], [P]."
