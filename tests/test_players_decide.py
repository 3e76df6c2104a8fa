"""Decisions asked of a player other than the spell's controller (355.10.e, 355.17): the
pending decision names its decider, only they may answer, and what it offers is theirs
alone (128); "its controller" is the controller as the object last existed (359.3.e.13)."""

from __future__ import annotations

import pytest

from riftbound.errors import NotYourDecisionError
from riftbound.game import Game
from tests.support import play_scenario, round_trip

CULL = "cards/ogn/ogn-209.yaml"
TO_P1 = ["play cull", "pass", "pass", "card a1"]


def _at_p1_choice() -> Game:
    return play_scenario(CULL, TO_P1)


def test_the_decision_names_the_other_player_and_only_they_answer() -> None:
    """Rules 355.10.e, 355.17: P1 chooses which of their units P0's spell kills, as it
    resolves; P0 (the spell's controller) can't answer for them."""
    game = _at_p1_choice()
    assert game.s.pending is not None and game.s.pending[:2] == ("kill_own", 1)
    before = game.state_hash()
    with pytest.raises(NotYourDecisionError):
        game.apply_action(game.legal_actions()[0], player=0)
    assert game.state_hash() == before  # refused, state unchanged


def test_the_decision_shows_its_options_to_the_decider_alone() -> None:
    """Rule 128: the data and options of a decision are given to the deciding player only."""
    game = _at_p1_choice()
    mine = game.pending_decision(1)
    theirs = game.pending_decision(0)
    assert mine is not None and theirs is not None
    assert len(mine["actions"]) == 2 and all(a["kind"] == "card" for a in mine["actions"])
    assert theirs == {"kind": "kill_own", "player": 1, "data": [], "actions": []}


def test_a_decision_of_another_player_survives_serialization() -> None:
    """The pending choice of another player, and the choices made so far, are plain state."""
    round_trip(_at_p1_choice())


def test_modes_chosen_survive_serialization() -> None:
    """Rule 355.3: the modes chosen for a chain item are part of its state (ChainItem.modes)."""
    game = play_scenario("cards/unl/unl-182.yaml", ["play spell", "yes", "yes", "no", "mode 1"])
    assert game.s.chain[-1].modes == (0,)
    round_trip(game)
