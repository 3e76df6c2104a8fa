"""Game Actions 407-439: which of them a player may take at will (Discretionary Actions,
410.1) and which only happen when a rule or an effect says so (Limited Actions, 410.2).

The engine's vocabulary of player inputs (``riftbound.actions.ARGS``) is checked against
the list of game actions, and random games check that the Discretionary Actions are only
offered to the turn player in a Neutral Open State.
"""

from __future__ import annotations

from typing import Any

import pytest

import riftbound
from riftbound.actions import ARGS
from riftbound.agents import RandomAgent
from riftbound.game import Game
from riftbound.rules.timing import state_name
from tests.support import play_scenario

# The Limited Actions of 412-439, by the name the rules give them. None of them is an input a
# player can send: each happens only as an effect, a cost or a step of the turn directs.
LIMITED = {
    "413.2": "draw",         # rule 413.2
    "414.3": "exhaust",      # rule 414.3
    "415.3": "ready",        # rule 415.3
    "416.2": "recycle",      # rules 416.2, 416.2.a
    "417.3": "deal",         # rule 417.3
    "418.3": "heal",         # rules 418.3, 418.3.a
    "420.2": "move_effect",  # rules 420.2, 420.2.a (the Standard Move is 420.3)
    "422.2": "discard",      # rules 422.2, 422.2.a
    "423.2": "stun",         # rules 423.2, 423.2.a
    "424.2": "reveal",       # rules 424.2, 424.2.a
    "425.2": "counter",      # rules 425.2, 425.2.a
    "426.2": "buff",         # rules 426.2, 426.2.a
    "427.4": "banish",       # rules 427.4, 427.4.a
    "428.3": "kill",         # rules 428.3, 428.3.a
    "429.4": "add",          # rules 429.4, 429.4.a
    "430.3": "channel",      # rules 430.3, 430.3.a
    "431.4": "burn_out",     # rules 431.4, 431.4.a
    "432.2": "double",       # rules 432.2, 432.2.a
    "433.2": "swap",         # rules 433.2, 433.2.a
    "434.2": "attach",       # rules 434.2, 434.2.a
    "435.2": "detach",       # rules 435.2, 435.2.a
    "436.2": "predict",      # rules 436.2, 436.2.a
    "437.6": "prevent",      # rules 437.6, 437.6.a
    "438.2": "replace_card",  # rules 438.2, 438.2.a (the "replace" input orders replacement effects, 373)
    "439.6": "create",       # rules 439.6, 439.6.a
}

# Rules 410.1, 419.2, 420.3, 421.2: the Discretionary Actions are playing a card, the
# Standard Move and hiding a card; activating abilities and ending the turn are the other
# inputs a player offers on their own at priority.
DISCRETIONARY_ONLY_OWN_TURN = {"move", "hide", "end_turn"}


def test_no_input_performs_a_limited_action() -> None:
    """Rules 407, 408, 410, 410.2, 410.2.a, 410.2.b and 412: a player can't choose to draw,
    exhaust, deal damage... at will: the engine has no input for any Limited Action; the
    player's inputs are the Discretionary Actions and answers to decisions the game asks."""
    kinds = set(ARGS)
    for rule, name in LIMITED.items():
        assert name not in kinds, f"{rule}: {name} is a Limited Action"
    assert {"play", "move", "hide"} <= kinds  # 419.2, 420.3, 421.2


@pytest.mark.parametrize("mode", ["duel", "ffa3"])
def test_discretionary_actions_only_in_own_neutral_open_turn(mode: str) -> None:
    """Rules 409, 410.1, 410.1.a, 420.3 and 421.2: the Standard Move, hiding and ending the
    turn are offered only to the turn player, in a Neutral Open State; rule 410.1.b: the turn
    player may take any number of them (several in one turn are seen)."""
    several = 0
    for seed in range(3):
        g = riftbound.new_game(mode=mode, seed=seed)
        agents = [RandomAgent(seed * 7 + p) for p in range(g.s.n_players)]
        n = 0
        while not g.is_terminal() and n < 3000:
            s = g.s
            legal = g.legal_actions()
            offered = {a.kind for a in legal} & DISCRETIONARY_ONLY_OWN_TURN
            if offered:
                assert g.current_player() == s.turn_player, (seed, n, offered)
                assert state_name(s) == "Neutral Open", (seed, n, offered)
            before = (s.turn_number, s.turn_player)
            action = agents[g.current_player()].choose(g)
            g.apply_action(action)
            if action.kind in ("play", "move", "hide") and (g.s.turn_number, g.s.turn_player) == before \
                    and g.current_player() == g.s.turn_player and state_name(g.s) == "Neutral Open" \
                    and any(a.kind in ("play", "move", "end_turn") for a in g.legal_actions()):
                several += 1
            n += 1
    assert several > 0


def test_exhausted_or_ready_is_shown_to_everyone() -> None:
    """Rules 414.1.a and 415.1.a: exhausting and readying turn a card on the table, so every
    player sees which way it stands; each player's observation shows it."""
    before = play_scenario("movement/c4_move_showdown_then_conquer.yaml", [])
    after = play_scenario("movement/c4_move_showdown_then_conquer.yaml", ["move r", "move_to test-bf-plains"])

    def recruit(game: Game, viewer: int) -> dict[str, Any]:
        obs = game.observation(viewer)
        seen = [*obs["players"][0]["base"], *obs["battlefields"][0]["units"]]
        return next(o for o in seen if o["card"] == "test-recruit")

    for viewer in (0, 1):
        assert recruit(before, viewer)["exhausted"] is False
        assert recruit(after, viewer)["exhausted"] is True
