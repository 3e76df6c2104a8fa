"""Playing a seat at the terminal: ``riftbound play --agents you,heuristic``.

Rules exercised: 128 (the person reads only what their seat may see: the opponent's hand and
drawn cards stay "a hidden card" in the story), 650 (conceding from the prompt), 302 (a game
played from the prompt ends)."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator

import pytest

import riftbound
from riftbound import cli
from riftbound.agents import RandomAgent
from riftbound.game import Game
from riftbound.log import name
from riftbound.simulate import chooser
from riftbound.state import HAND, MAIN_DECK, PLAYER_ZONES, SET_ASIDE
from riftbound.terminal import StopPlaying, TerminalPlayer


def _answers(*first: str, then: str = "1") -> Callable[[str], str]:
    """Typed answers: ``first`` in order, then ``then`` for ever."""
    it: Iterator[str] = iter(first)

    def read(prompt: str) -> str:
        return next(it, then)
    return read


def _tell(game: Game, read: Callable[[str], str], viewer: int | None) -> str:
    out = io.StringIO()
    agents = [TerminalPlayer(0, read, out), RandomAgent(seed=4)]
    cli.narrate(game, chooser(agents), out, ["you", "the random agent"], viewer=viewer)
    return out.getvalue()


def test_a_whole_game_from_the_prompt_names_no_card_hidden_from_you() -> None:
    """128: every card of the opponent's that was never anywhere but their deck, hand or
    set-aside zone stays unnamed in what the person reads — while the same game told to an
    onlooker of the whole game (no viewer) names some of them."""
    game = riftbound.new_game(seed=11, log=True)
    s = game.s
    private = {(1 * PLAYER_ZONES) + k for k in (HAND, MAIN_DECK, SET_ASIDE)}
    seen_public: set[int] = set()
    read = _answers()

    def watching(prompt: str) -> str:
        seen_public.update(o for o in range(len(s.o_zone)) if s.o_owner[o] == 1 and s.o_zone[o] not in private)
        return read(prompt)

    text = _tell(game, watching, viewer=0)
    assert text.splitlines()[-1].startswith("Game over after ")
    never_seen = [o for o in range(len(s.o_zone)) if s.o_owner[o] == 1 and s.o_zone[o] in private
                  and o not in seen_public]
    assert never_seen
    assert not [o for o in never_seen if name(s, o) in text]

    whole = _tell(riftbound.new_game(seed=11, log=True), _answers(), viewer=None)
    assert any(name(s, o) in whole for o in never_seen)  # the check above has teeth


def test_bad_answers_are_explained_and_change_nothing() -> None:
    game = riftbound.new_game(seed=3, log=True)
    out = io.StringIO()
    player = TerminalPlayer(0, _answers("x", "0", "99", "h", "b", "2"), out)
    before = game.s.state_hash()
    legal = game.legal_actions()
    assert player.choose(game) == legal[1]
    assert game.s.state_hash() == before
    said = out.getvalue()
    assert "'x' is not an answer: a number from 1 to" in said
    assert "'0' is not an answer" in said and "'99' is not an answer" in said
    assert "c  concede" in said  # the help
    assert said.count("Your decision (mulligan):") == 2  # b shows the board and the options again


def test_conceding_and_stopping_from_the_prompt() -> None:
    """650: 'c' concedes for the person's own seat; 'q' and the end of the input stop the game
    unfinished, with a message instead of a traceback."""
    game = riftbound.new_game(seed=3, log=True)
    player = TerminalPlayer(0, _answers("c"), io.StringIO())
    assert player.choose(game) == ("concede", 0)
    with pytest.raises(StopPlaying, match="left unfinished"):
        TerminalPlayer(0, _answers("q"), io.StringIO()).choose(game)

    def ended(prompt: str) -> str:
        raise EOFError

    with pytest.raises(StopPlaying, match="input ended"):
        TerminalPlayer(0, ended, io.StringIO()).choose(game)


def test_the_command(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("builtins.input", _answers("1", "q"))
    assert cli.main(["play", "--agents", "you,heuristic", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "P0: deck test-fury-calm, played by you" in out
    assert "P1: deck test-mind-order, played by the heuristic agent" in out
    assert out.rstrip().endswith("stopped: the game is left unfinished")

    assert cli.main(["play", "--agents", "you", "--seed", "2"]) != 0  # both seats: one person can't
    assert "plays one seat at this terminal, not 2" in capsys.readouterr().err
    assert cli.main(["play", "--agents", "nobody,heuristic"]) != 0
    assert "'you' to play a seat yourself" in capsys.readouterr().err
