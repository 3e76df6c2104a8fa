"""The ``riftbound`` command line, run in-process through ``cli.main``: simulate, bench,
play, replay, scenario, and clear errors with exit code 2 for bad arguments.

Rules exercised: 302 (a narrated game is played until someone wins or the turn limit),
306 (each turn of the narration begins with its turn player), 116 (setup narration).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from riftbound import Action, Game, cli
from riftbound.agents import AGENTS, RandomAgent, make_agent
from riftbound.replay import ReplayRecorder, verify
from riftbound.simulate import agent_seed, play_game, simulate

SIM_KEYS = {"games", "errors", "error_seeds", "decisions", "seconds", "decisions_per_second",
            "games_per_second", "results", "end_reasons", "turns", "chain_items", "burnouts",
            "cards_played", "kills"}


def test_simulate_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Rule 302: three games are played to their end; --json prints exactly one JSON
    object with the totals, and progress goes to stderr."""
    code = cli.main(["simulate", "--games", "3", "--seed", "7", "--json",
                     "--failed-dir", str(tmp_path / "failed")])
    out, err = capsys.readouterr()
    assert code == 0
    r = json.loads(out)
    assert set(r) >= SIM_KEYS
    assert r["games"] == 3 and r["errors"] == 0 and r["error_seeds"] == []
    assert sum(r["results"]["wins"]) + r["results"]["draws"] == 3
    assert sum(r["end_reasons"].values()) == 3
    assert r["decisions"] > 0 and r["turns"] > 0 and r["decisions_per_second"] > 0
    assert "3/3 games" in err
    assert not (tmp_path / "failed").exists()


def test_simulate_summary_and_replays(capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    """The readable summary names wins and speed; --replays saves a replay per game that
    the replay command then verifies."""
    reps = tmp_path / "reps"
    code = cli.main(["simulate", "--games", "2", "--seed", "3", "--replays", str(reps),
                     "--quiet"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert "wins" in out and "decisions/s" in out and "errors        0" in out
    files = sorted(reps.glob("*.jsonl"))
    assert [f.name for f in files] == ["seed-3.jsonl", "seed-4.jsonl"]
    assert cli.main(["replay", *map(str, files)]) == 0
    out, _ = capsys.readouterr()
    assert out.count("OK") == 2


def test_bench_json(capsys: pytest.CaptureFixture[str]) -> None:
    """The benchmark reports decisions, games and clones per second, and the median cost
    of generating legal actions, for the test decks and for two decks of real cards."""
    code = cli.main(["bench", "--seconds", "1", "--json"])
    out, _ = capsys.readouterr()
    assert code == 0
    r = json.loads(out)
    for k in ("decisions_per_second", "games_per_second", "clones_per_second",
              "legal_actions_median_us"):
        assert r[k] > 0, k
    assert r["play"]["games"] >= 1 and r["clone"]["clones"] >= 1000
    assert r["real"]["decks"] == ["real-rumble", "real-vi"]
    for k in ("decisions_per_second", "clones_per_second", "legal_actions_median_us"):
        assert r["real"][k] > 0, k


def test_play_narrates_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    """Rules 116, 302 and 306: the narration shows setup, a header for every turn with its
    turn player, the actions, the judge's log with rule numbers, and how the game ended."""
    code = cli.main(["play", "--seed", "3"])
    out, _ = capsys.readouterr()
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Riftbound duel, seed 3")
    assert "[116]" in out
    assert "Turn 1: P" in out and "Turn 2: P" in out
    assert any(line.startswith("      [") for line in lines)  # log entries, indented
    assert any(line.startswith("  P0 ") for line in lines)  # actions
    assert lines[-1].startswith("Game over after ")
    assert ("wins (" in lines[-1]) or ("no winner" in lines[-1])


def test_play_can_stop_early(capsys: pytest.CaptureFixture[str]) -> None:
    """--decisions limits the narration to that many decisions."""
    assert cli.main(["play", "--seed", "1", "--decisions", "10"]) == 0
    out, _ = capsys.readouterr()
    assert "stopped after 10 decisions" in out
    assert sum(1 for line in out.splitlines() if re.match(r"  P\d+ ", line)) == 10


def _recorded(tmp_path: Path) -> Path:
    seed = 5
    rec, game = ReplayRecorder.start(seed=seed, seats=["random", "random"], hash_every=20)
    agents = [make_agent("random", agent_seed(seed, i)) for i in range(2)]
    play_game(game, agents, rec)
    rec.finish(game)
    return rec.write(tmp_path / "game.jsonl")


def test_replay_verifies_and_detects_tampering(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    """A recorded game re-runs with every hash equal (exit 0); a changed hash is a
    mismatch naming its step (exit 1); a malformed file names its line (exit 2)."""
    path = _recorded(tmp_path)
    assert cli.main(["replay", str(path)]) == 0
    out, _ = capsys.readouterr()
    assert out.startswith("OK") and "hashes checked" in out

    lines = path.read_text().splitlines()
    k = next(i for i, line in enumerate(lines) if json.loads(line)["type"] == "hash")
    d = json.loads(lines[k])
    d["hash"] = "0" * 24
    lines[k] = json.dumps(d)
    bad = tmp_path / "tampered.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    assert cli.main(["replay", str(bad)]) == 1
    out, _ = capsys.readouterr()
    assert out.startswith("MISMATCH") and f"step {d['i']}:" in out

    broken = tmp_path / "broken.jsonl"
    broken.write_text(lines[0] + "\n{not json\n")
    assert cli.main(["replay", str(broken)]) == 2
    out, _ = capsys.readouterr()
    assert "line 2" in out and "not valid JSON" in out


@pytest.mark.parametrize("argv", [
    ["simulate", "--games", "-1"],
    ["simulate", "--games", "three"],
    ["simulate", "--games", "1", "--agents", "random,nobody"],
    ["simulate", "--games", "1", "--agents", "random,random,random"],
    ["simulate", "--games", "1", "--mode", "chess"],
    ["bench", "--seconds", "0"],
    ["play", "--max-turns", "0"],
    ["frobnicate"],
    [],
])
def test_bad_arguments_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """Bad arguments give a one-line error on stderr, no traceback, and exit code 2."""
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert "error" in err
    assert "Traceback" not in err and "Traceback" not in out


def test_scenario_run_delegates(monkeypatch: pytest.MonkeyPatch) -> None:
    """``scenario run`` hands its paths and --explain to the scenario runner."""
    import sys
    import types

    calls: list[tuple[list[str], bool]] = []

    def fake_main(paths: list[str], explain: bool) -> int:
        calls.append((paths, explain))
        return 0

    module = types.ModuleType("riftbound.scenario.runner")
    module.main = fake_main  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "riftbound.scenario.runner", module)
    assert cli.main(["scenario", "run", "a.yaml", "b.yaml", "--explain"]) == 0
    assert calls == [(["a.yaml", "b.yaml"], True)]


def test_simulate_records_stuck_and_failed_games(tmp_path: Path) -> None:
    """A game past the decision cap counts as an error "stuck", and a game whose agent
    raises counts as an error; both keep a replay in failed_dir that re-runs as recorded,
    and the run goes on."""
    failed = tmp_path / "failed"
    r = simulate(2, seed=40, max_decisions=30, failed_dir=failed)
    assert r["errors"] == 2 and r["error_seeds"] == [40, 41]
    assert all("stuck" in e["error"] for e in r["error_details"])
    assert r["results"] == {"wins": [0, 0], "draws": 0}
    for e in r["error_details"]:
        res = verify(e["replay"])
        assert res.actions == 30 and res.error is not None and "stuck" in res.error

    class Flaky(RandomAgent):
        name = "flaky"

        def choose(self, game: Game) -> Action:
            if game.s.decisions >= 25:
                raise RuntimeError("agent gave up")
            return super().choose(game)

    AGENTS["flaky"] = Flaky
    try:
        r = simulate(1, seed=50, agents=("flaky", "random"), failed_dir=failed)
    finally:
        del AGENTS["flaky"]
    assert r["errors"] == 1 and r["error_seeds"] == [50]
    assert r["error_details"][0]["error"] == "RuntimeError: agent gave up"
    res = verify(failed / "seed-50.jsonl")
    assert res.error == "RuntimeError: agent gave up" and res.seats == ["flaky", "random"]
