"""The command line as a newcomer meets it: `play` in every mode with one agent for every
seat, re-running any simulated game from the command the summary prints, narrating a
replay, output directories checked before the first game, Ctrl-C keeping the finished
games' totals, a summary with showdowns, combats, conquers and holds, and `cards` facts.

Rules exercised: 302 (narrated games end), 464 (the score line), 481 (a narrated Match),
650-651 (conceding at a chosen rate), 716 (Equipment: [Equip] and the Might Bonus, 137)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

import riftbound
from riftbound import cli
from riftbound import simulate as simulate_module
from riftbound.agents import RandomAgent
from riftbound.rules import chain
from riftbound.simulate import simulate


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_play_with_one_agent_fills_every_seat(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "play", "--agents", "random", "--seed", "2")
    assert code == 0
    assert "P0: deck test-fury-calm, played by the random agent" in out
    assert "P1: deck test-mind-order, played by the random agent" in out
    assert out.splitlines()[-1].startswith("Game over after ")


def test_play_takes_mode_decks_and_concede_rate(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "play", "--mode", "ffa3", "--agents", "random", "--seed", "4",
                        "--decks", "test-keywords-raider,test-keywords-warden,test-fury-calm",
                        "--concede-rate", "0.02")
    assert code == 0
    assert "P2: deck test-fury-calm, played by the random agent" in out
    assert " concedes" in out
    assert out.splitlines()[-1].startswith("Game over after ")


def test_play_narrates_every_game_of_a_match(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "play", "--mode", "match", "--agents", "random", "--seed", "1")
    assert code == 0
    assert "Game 1: setup" in out and "Game 2: setup" in out
    assert "selects battlefield" in out  # 481.5
    assert re.search(r"Match over after [23] games and \d+ decisions: P[01] wins the match", out.splitlines()[-1])


@pytest.mark.parametrize(("mode", "decks"), [("ffa3", None), ("duel", ["test-keywords-warden", "test-order-fury"])])
def test_the_printed_command_re_runs_a_simulated_game(mode: str, decks: list[str] | None,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    r = simulate(1, seed=11, agents=["random"], mode=mode, decks=decks, concede_rate=0.01, max_turns=6,
                 failed_dir=None)
    assert r["turn_limit_games"] or r["end_reasons"]
    command = (r["turn_limit_games"][0]["command"] if r["turn_limit_games"]
               else simulate_module.play_command(11, r["agents"], mode, decks, 0.01, 6))
    assert command.startswith("riftbound play --seed 11 ")
    code, out, _ = _run(capsys, *command.split()[1:])
    assert code == 0
    assert out.splitlines()[-1].startswith(f"Game over after {r['turns']} turns and {r['decisions']} decisions")


def test_replay_narrate(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    simulate(1, seed=4, replay_dir=tmp_path, failed_dir=None)
    code, out, _ = _run(capsys, "replay", str(tmp_path / "seed-4.jsonl"), "--narrate")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("OK")
    assert "Riftbound duel, seed 4" in out and "[116]" in out
    assert lines[-1].startswith("Game over after ")


def test_bad_replay_directory_is_refused_before_any_game(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[int] = []
    monkeypatch.setattr(simulate_module, "play_game", lambda *a, **k: played.append(1))
    a_file = tmp_path / "file"
    a_file.write_text("x")
    code, _, err = _run(capsys, "simulate", "--games", "2", "--replays", str(a_file), "--quiet")
    assert code == 2 and "is a file" in err and "Traceback" not in err
    code, _, err = _run(capsys, "simulate", "--games", "2", "--replays", str(a_file / "sub"), "--quiet")
    assert code == 2 and "can't create replay directory" in err
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    if not os.access(locked, os.W_OK):  # (root may write anywhere)
        code, _, err = _run(capsys, "simulate", "--games", "2", "--replays", str(locked / "r"), "--quiet")
        assert code == 2 and "not writable" in err
    code, _, err = _run(capsys, "simulate", "--games", "2", "--failed-dir", str(a_file), "--quiet")
    assert code == 2 and "failed-games" in err
    assert played == []


def test_ctrl_c_prints_the_finished_games(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    real = simulate_module.play_game
    calls: list[int] = []

    def interrupted(*args: Any, **kwargs: Any) -> None:
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        real(*args, **kwargs)

    monkeypatch.setattr(simulate_module, "play_game", interrupted)
    code, out, _ = _run(capsys, "simulate", "--games", "5", "--quiet")
    assert code == cli.INTERRUPTED
    assert "interrupted after 2 of 5 games" in out
    assert "riftbound simulate: 2 games, seeds 0..1" in out
    calls.clear()
    code, out, _ = _run(capsys, "simulate", "--games", "5", "--quiet", "--json")
    r = json.loads(out)
    assert code == cli.INTERRUPTED and r["interrupted"] and r["games"] == 2 and r["games_requested"] == 5


def test_summary_shows_battles_and_turn_limit_seeds(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "simulate", "--games", "3", "--max-turns", "4", "--quiet")
    assert code == 0
    assert re.search(r"[\d.]+ showdowns, [\d.]+ combats, [\d.]+ conquers, [\d.]+ holds", out)
    assert "turn limit    3 game(s), seeds 0, 1, 2; narrate one with: riftbound play --seed 0 --agents random,random" \
        " --max-turns 4" in out


def test_cards_with_ids_and_a_deck_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "cards", "test-recruit", "--deck", "test-fury-calm")
    assert code == 2 and "not both" in err


def test_cards_show_equipment_might_bonus_and_equip(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "cards", "test-kw-hammer")
    assert code == 0 and "Might Bonus +3 [M]" in out and "[Equip] [2]" in out
    code, out, _ = _run(capsys, "cards", "test-kw-hammer", "--json")
    card = json.loads(out)[0]
    assert card["might_bonus"] == 3 and "equip" in card["keywords"]


def test_the_score_line_says_gained_and_total() -> None:
    """464: each Conquer or Hold gains one point; the log gives the gain and the total."""
    game = riftbound.new_game(seed=5, log=True)
    agent = RandomAgent(5)
    while not game.is_terminal():
        game.apply_action(agent.choose(game))
    lines = [t for r, t in game.game_log() if r in ("464.1", "464.2")]
    assert lines and all(re.fullmatch(r"P\d scores .+ by (conquer|hold): gains 1 point, \d+ in total", t)
                         for t in lines)
    totals = [int(t.split(", ")[-1].split()[0]) for t in lines if t.startswith("P0")]
    assert totals == sorted(totals)


def test_replay_narrate_of_a_failed_game(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that failed in the engine is narrated up to the action that raised."""
    def boom(g: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(chain, "resolve_top", boom)
    r = simulate(1, seed=2, failed_dir=tmp_path)
    assert r["errors"] == 1 and r["error_details"][0]["command"].startswith("riftbound play --seed 2 ")
    code, out, _ = _run(capsys, "replay", r["error_details"][0]["replay"], "--narrate")
    assert code == 0 and out.startswith("OK")
    assert out.splitlines()[-1] == "(the last recorded action raised RuntimeError: boom)"
