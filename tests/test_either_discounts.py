"""Discounts of "[1] or [A]" (356.4): the player chooses, as the cost is determined, what each
takes off (decision ``discount``, docs/rulings.md), and the choices made are part of the
state; discounts read from a spell's targets (356.4.a, 355.16)."""

from __future__ import annotations

import pytest

from riftbound.actions import Action
from riftbound.cards.model import POOL_SLOTS
from riftbound.errors import IllegalActionError
from tests.support import play_scenario, round_trip

TWO_EZREALS = "cards/sfd/sfd-149-two.yaml"
IRELIA = "cards/sfd/sfd-141.yaml"


def test_each_choice_is_kept_and_survives_a_copy() -> None:
    """Rules 356.4.c, 356.4.c.1: with two Ezreals the Repeat cost gets two discounts, one
    choice each; between them the first choice is on the chain item, through clones and
    serialized copies."""
    game = play_scenario(TWO_EZREALS, ["play e1", "yes", "mode 2"])
    pend = game.s.pending
    assert pend is not None and pend[0] == "discount"
    (item,) = game.s.chain
    assert item.discounts == (True,)
    round_trip(game)
    assert game.legal_actions() == [Action("mode", 0), Action("mode", 1)]


def test_an_answer_not_offered_is_refused_and_changes_nothing() -> None:
    """Rule 356.4: only "mode 0" (the [1]) and "mode 1" (the [A]) answer the decision."""
    game = play_scenario(IRELIA, ["play s1", "target irelia"])
    before = game.state_hash()
    with pytest.raises(IllegalActionError):
        game.apply_action(Action("mode", 2))
    assert game.state_hash() == before


def test_the_energy_choice_pays_the_power() -> None:
    """Rule 356.4: the options say what they take off; taking the [1] off Irelia's spell
    ([1][C]) leaves [C] to pay."""
    game = play_scenario(IRELIA, ["play s1", "target irelia"])
    assert [game.action_to_string(a) for a in game.legal_actions()] == [
        "P0 takes [1] off the cost", "P0 takes [A] off the cost"]
    game.apply_action(Action("mode", 0))
    assert game.s.pool_energy[0] == 2
    assert sum(game.s.pool_power[:POOL_SLOTS]) == 0
