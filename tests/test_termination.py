"""Every decision's option list ends the game whatever is chosen: a bot that always takes the
first legal action, always the last, or a random one, finishes every game in every mode —
the mulligan's chosen cards stay chosen (118.1), a Standard Move's units stay in the move
(144.3), a declined invitation is not offered again until the turn player acts (484.8.a).
Conceding (650) is open to every player through ``apply_action`` but listed only on request.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import riftbound
from riftbound import Action, IllegalActionError

MODES = ("duel", "match", "ffa3", "ffa4", "2v2")
KEYWORD_DECKS = {"duel": ["test-keywords-raider", "test-keywords-warden"],
                 "ffa3": ["test-keywords-raider", "test-keywords-warden", "test-fury-calm"]}
CAP = 20_000  # decisions; the longest of these games takes about 1,200

Pick = Callable[[list[Action]], Action]


def _play(mode: str, seed: int, pick: Pick, decks: list[str] | None = None) -> int:
    game = riftbound.new_game(mode=mode, seed=seed, decks=decks)
    n = 0
    while not game.is_terminal():
        actions = game.legal_actions()
        assert actions, f"no answer to {game.pending_decision()}"
        assert all(a.kind != "concede" for a in actions)
        game.apply_action(pick(actions))
        n += 1
        assert n < CAP, f"{mode} seed {seed}: still going after {CAP} decisions at {game.s.pending!r}"
    return n


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("strategy", ["first", "last", "random"])
def test_any_repeated_choice_ends_the_game(mode: str, strategy: str) -> None:
    rng = random.Random(f"{mode}-{strategy}")
    picks: dict[str, Pick] = {"first": lambda a: a[0], "last": lambda a: a[-1],
                              "random": rng.choice}
    for seed in range(2):
        assert _play(mode, seed, picks[strategy]) > 0
    if mode in KEYWORD_DECKS:
        assert _play(mode, 0, picks[strategy], KEYWORD_DECKS[mode]) > 0


def test_mulligan_first_action_ends() -> None:
    """118.1: always answering the mulligan with its first option sets two cards aside and
    is then done (it used to toggle the same card on and off forever)."""
    game = riftbound.new_game(seed=1)
    first = game.current_player()
    steps = 0
    while game.current_player() == first:
        game.apply_action(game.legal_actions()[0])
        steps += 1
    assert steps == 3  # two cards, then mulligan_done


def test_concede_is_listed_only_on_request_and_always_applies() -> None:
    """650: any player still in the game may concede at any moment; it is not one of the
    default answers, so a random bot does not concede all the time."""
    game = riftbound.new_game(mode="ffa3", seed=3)
    decider = game.current_player()
    other = next(p for p in range(3) if p != decider)
    assert Action("concede", decider) not in game.legal_actions()
    assert game.legal_actions(other) == []
    assert game.legal_actions(include_concede=True)[-1] == Action("concede", decider)
    assert game.legal_actions(other, include_concede=True) == [Action("concede", other)]
    game.apply_action(Action("concede", other))
    assert game.removed == [other]
    assert game.legal_actions(other, include_concede=True) == []
    with pytest.raises(IllegalActionError):
        game.apply_action(Action("concede", other))
