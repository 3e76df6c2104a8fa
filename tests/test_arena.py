"""The arena: pairings and paired seeds, how wins count in every mode, the 95% intervals and
the Elo fit, the JSON / CSV / PNG outputs, determinism, and bad input."""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from riftbound import Action, Game, cli
from riftbound.agents import AGENTS, HeuristicAgent, SearchAgent, make_agent, parse_agent
from riftbound.arena import ArenaGame, arena, entrants, pairings, schedule, to_csv
from riftbound.decks.named import resolve
from riftbound.errors import RiftboundError
from riftbound.ratings import ELO_MEAN, ELO_SCALE, PRIOR_DRAWS, Z95, elo, elo_margins, wilson

TIMING = {"seconds", "games_per_second", "decisions_per_second", "ray"}


class Conceder:
    """Concedes at its first decision: the game is the other side's."""

    name = "conceder"

    def __init__(self, seed: int = 0) -> None:
        pass

    def choose(self, game: Game) -> Action:
        return Action("concede", game.current_player())


@pytest.fixture
def conceder(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(AGENTS, "conceder", Conceder)
    yield


def outcome(result: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in result.items() if k not in TIMING}


# ---- pairings and seats --------------------------------------------------------------------
def test_round_robin_and_gauntlet_pairings() -> None:
    assert pairings(4) == [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
    assert pairings(4, gauntlet=True) == [(0, 1), (0, 2), (0, 3)]


def test_each_seed_is_played_from_both_seats() -> None:
    plan = schedule([(0, 1), (0, 2)], games=4, seed=10, seats=2)
    assert plan[:4] == [ArenaGame(0, 10, (0, 1)), ArenaGame(0, 10, (1, 0)),
                        ArenaGame(0, 11, (0, 1)), ArenaGame(0, 11, (1, 0))]
    assert [g.seed for g in plan[4:]] == [10, 10, 11, 11]  # every pairing plays the same deals


def test_multiplayer_seats_alternate_between_the_pair() -> None:
    """In three- and four-player modes the pair alternates around the table, and the next game
    of the round starts with the other entrant (in 2v2, 484.5.c, each entrant is a team)."""
    assert [g.seats for g in schedule([(0, 1)], 2, 0, 3)] == [(0, 1, 0), (1, 0, 1)]
    assert [g.seats for g in schedule([(0, 1)], 2, 0, 4)] == [(0, 1, 0, 1), (1, 0, 1, 0)]


def test_entrants_from_agents_and_decks() -> None:
    a, b = resolve("test-fury-calm"), resolve("test-mind-order")
    assert [e.name for e in entrants(["heuristic", "random"])] == ["heuristic", "random"]
    assert [(e.name, e.agent) for e in entrants(["heuristic"], [a, b])] == [
        ("test-fury-calm", "heuristic"), ("test-mind-order", "heuristic")]
    assert [e.deck for e in entrants(["heuristic", "random"], [a])] == [a, a]
    assert [e.name for e in entrants(["heuristic", "random"], [a, b])] == [
        "heuristic@test-fury-calm", "heuristic@test-mind-order", "random@test-fury-calm", "random@test-mind-order"]
    assert [e.name for e in entrants(["random", "random", "random"])] == ["random", "random#2", "random#3"]


# ---- statistics ------------------------------------------------------------------------------
def test_wilson_interval() -> None:
    lo, hi = wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = wilson(10, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.7225, 1.0)
    lo, hi = wilson(0, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.0, 0.2775)
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(260, 400)  # the search agent's target: 65% of 400
    assert 0.60 < lo < 0.65 < hi < 0.70


def test_elo_two_entrants_matches_the_observed_score() -> None:
    """The maximum-likelihood fit of two entrants: A's expected score equals its observed
    score, counting one virtual draw; the ratings average to the anchor."""
    ratings = elo([[0, 30], [10, 0]], [[0, 40], [40, 0]])
    assert sum(ratings) / 2 == pytest.approx(ELO_MEAN)
    expected = 1 / (1 + 10 ** ((ratings[1] - ratings[0]) / 400))
    assert expected == pytest.approx(30.5 / 41)
    assert ratings[0] - ratings[1] == pytest.approx(400 * math.log10(30.5 / 10.5))


def test_elo_margins() -> None:
    """Two entrants: each rating is half the fitted difference from the mean, so its variance
    is a quarter of the difference's, 1 / (m p (1 - p)) over m games (virtual draw counted)."""
    games = [[0, 40], [40, 0]]
    ratings = elo([[0, 30], [10, 0]], games)
    m, p = 40 + PRIOR_DRAWS, 30.5 / 41
    expected = Z95 * ELO_SCALE * math.sqrt(1 / (4 * m * p * (1 - p)))
    assert elo_margins(ratings, games) == pytest.approx([expected, expected])
    more = elo([[0, 300], [100, 0]], [[0, 400], [400, 0]])
    assert elo_margins(more, [[0, 400], [400, 0]])[0] < expected  # more games, a narrower interval
    assert elo_margins([ELO_MEAN] * 3, [[0, 4, 0], [4, 0, 0], [0, 0, 0]]) == [None, None, None]  # not connected


def test_elo_orders_a_transitive_field_and_stays_finite() -> None:
    scores = [[0, 10, 10], [0, 0, 7], [0, 3, 0]]
    games = [[0, 10, 10], [10, 0, 10], [10, 10, 0]]
    r = elo(scores, games)
    assert r[0] > r[1] > r[2] and all(math.isfinite(x) for x in r)
    assert sum(r) / 3 == pytest.approx(ELO_MEAN)
    assert elo([[0, 5], [5, 0]], [[0, 10], [10, 0]]) == pytest.approx([ELO_MEAN, ELO_MEAN])


# ---- playing -----------------------------------------------------------------------------------
def test_wins_count_for_the_entrant_from_either_seat(conceder: None) -> None:
    r = arena(["heuristic", "conceder"], games=4)
    (p,) = r["pairings"]
    assert (p["a"], p["b"], p["games"], p["a_wins"], p["b_wins"], p["draws"]) == ("heuristic", "conceder", 4, 4, 0, 0)
    assert r["matrix"] == [[None, 1.0], [0.0, None]]
    assert [e["name"] for e in r["elo"]] == ["heuristic", "conceder"]


@pytest.mark.parametrize("mode", ["ffa3", "ffa4", "2v2", "match"])
def test_wins_count_in_every_mode(mode: str, conceder: None) -> None:
    """Multiplayer: the entrant owning the winning seat(s) wins, whichever seats it took (in
    2v2 its team); a Match counts once."""
    r = arena(["conceder", "heuristic"], games=2, mode=mode)
    (p,) = r["pairings"]
    assert (p["games"], p["a_wins"], p["b_wins"], p["draws"], p["errors"]) == (2, 0, 2, 0, 0)


def test_turn_limit_is_a_draw() -> None:
    r = arena(["random", "heuristic"], games=2, max_turns=1)
    (p,) = r["pairings"]
    assert (p["draws"], p["turn_limits"], p["a_score"]) == (2, 2, 0.5)


def test_same_seed_same_results_and_the_seed_matters() -> None:
    one = arena(["heuristic", "random"], games=4, seed=3)
    assert outcome(one) == outcome(arena(["heuristic", "random"], games=4, seed=3))
    assert one["seed"] == 3 and one["games"] == 4 and one["games_requested"] == 4
    calls: list[tuple[int, int]] = []
    arena(["random", "random"], games=2, seed=4, progress=lambda done, total, r: calls.append((done, total)))
    assert calls == [(1, 2), (2, 2)]


def test_errors_are_reported_with_a_command_and_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken(HeuristicAgent):
        def choose(self, game: Game) -> Action:
            raise ValueError("boom")

    monkeypatch.setitem(AGENTS, "broken", Broken)
    r = arena(["broken", "random"], games=2, seed=5)
    (p,) = r["pairings"]
    assert (p["games"], p["errors"], r["errors"]) == (0, 2, 2)
    assert p["a_score"] is None and r["matrix"][0][1] is None
    first = p["error_details"][0]
    assert first["seed"] == 5 and "ValueError: boom" in first["error"]
    assert first["command"].startswith("riftbound play --seed 5 --agents ")


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"agents": ["heuristic"], "games": 2}, "at least 2 entrants"),
    ({"agents": ["heuristic", "random"], "games": 3}, "multiple of 2"),
    ({"agents": ["heuristic", "nobody"], "games": 2}, "unknown agent 'nobody'"),
    ({"agents": ["heuristic", "random"], "games": 2, "mode": "ffa9"}, "ffa9"),
    ({"agents": ["heuristic", "random"], "games": 2, "mode": "2v2", "decks": [resolve("test-fury-calm")]},
     "484.8.g"),
])
def test_bad_input(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(RiftboundError, match=message):
        arena(**kwargs)


# ---- outputs -----------------------------------------------------------------------------------
def test_cli_json_csv_and_heatmap(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_csv, png = tmp_path / "arena.csv", tmp_path / "arena.png"
    argv = ["arena", "--agents", "heuristic,random,random", "--games", "2", "--json", "--csv", str(out_csv)]
    has_mpl = True
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        has_mpl = False
    code = cli.main(argv + (["--heatmap", str(png)] if has_mpl else []))
    out, err = capsys.readouterr()
    assert code == 0, err
    r = json.loads(out)
    assert set(r) >= {"format", "mode", "games_per_pairing", "seed", "entrants", "pairings", "matrix", "elo",
                      "games", "errors", "seconds", "games_per_second", "decisions_per_second", "ray"}
    assert r["format"] == "round-robin" and r["games"] == 6 and len(r["pairings"]) == 3
    assert [len(row) for row in r["matrix"]] == [3, 3, 3]
    assert sorted(e["rank"] for e in r["elo"]) == [1, 2, 3]
    assert "6/6 games" in err
    rows = list(csv.DictReader(io.StringIO(out_csv.read_text(encoding="utf-8"))))
    assert [(x["a"], x["b"]) for x in rows] == [("heuristic", "random"), ("heuristic", "random#2"),
                                                ("random", "random#2")]
    assert out_csv.read_text(encoding="utf-8") == to_csv(r)
    if has_mpl:
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_cli_text_report_and_gauntlet(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["arena", "--agents", "heuristic,random,random", "--games", "2", "--gauntlet", "--quiet"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert "gauntlet" in out and "heuristic vs random#2" in out and "random vs random#2" not in out
    assert "Elo" in out and "95% interval" in out and "games/s" in out


def test_cli_bad_output_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["arena", "--agents", "heuristic,random", "--games", "2", "--csv", str(tmp_path / "no" / "x.csv")])
    assert code == 2 and "can't write the CSV file" in capsys.readouterr().err


# ---- Ray ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_arena_matches_serial(local_ray: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seed for seed the same results on Ray, with an agent registered only in this process
    (shipped to the workers)."""
    monkeypatch.setitem(AGENTS, "heuristic-copy", partial(HeuristicAgent))
    agents = ["heuristic-copy", "random", "random"]
    serial = arena(agents, games=4, seed=2)
    on_ray = arena(agents, games=4, seed=2, ray_address="local")
    assert on_ray["ray"] == "local" and on_ray["games"] == 12
    assert outcome(on_ray) == outcome(serial)


def test_ray_simulate_matches_serial(local_ray: None, tmp_path: Path) -> None:
    from riftbound.simulate import simulate

    kw: dict[str, Any] = {"agents": ["heuristic", "random"], "seed": 7, "failed_dir": None}
    serial = simulate(6, **kw)
    on_ray = simulate(6, ray_address="local", replay_dir=tmp_path / "r", **kw)
    assert outcome(on_ray) == outcome(serial)
    assert {p.name for p in (tmp_path / "r").iterdir()} == {f"seed-{s}.jsonl" for s in range(7, 13)}


def test_cli_ray_option(local_ray: None, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """--ray with no address uses the local Ray (here the one already running); the report says so."""
    assert cli.main(["arena", "--agents", "heuristic,random", "--games", "2", "--ray", "--json", "--quiet"]) == 0
    assert json.loads(capsys.readouterr().out)["ray"] == "local"
    assert cli.main(["simulate", "--games", "2", "--ray", "--quiet", "--failed-dir", str(tmp_path)]) == 0
    assert "on Ray (local)" in capsys.readouterr().out


def test_progress_bar_on_a_terminal() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Terminal()
    arena(["heuristic", "random"], games=4, progress=cli._progress(out))
    assert "[" + "#" * cli.BAR_WIDTH + "] 4/4 games (100%)" in out.getvalue()
    assert "\r  [" + "#" * (cli.BAR_WIDTH // 2) + "." * (cli.BAR_WIDTH // 2) + "] 2/4 games" in out.getvalue()


def test_agent_names_carry_budgets() -> None:
    """``search:ms=10`` and ``search:iters=200`` (docs/agents.md): the budget reaches the agent."""
    a = make_agent("search:ms=10", 3)
    assert isinstance(a, SearchAgent) and a.ms == 10.0 and a.iterations is None and a.seed == 3
    b = make_agent("search:iters=200:horizon=3")
    assert isinstance(b, SearchAgent) and b.iterations == 200 and b.horizon == 3
    assert parse_agent(" heuristic ") == ("heuristic", {})


@pytest.mark.parametrize(("spec", "message"), [
    ("serch:ms=10", "unknown agent 'serch'; known agents: heuristic, random, search"),
    ("search:depth=3", "agent 'search' has no parameter 'depth'; its parameters: ms, iters, horizon"),
    ("heuristic:ms=10", "agent 'heuristic' has no parameter 'ms'; it takes none"),
    ("search:ms=abc", "agent 'search': ms must be a positive number, not 'abc'"),
    ("search:ms=-5", "agent 'search': ms must be a positive number, not '-5'"),
    ("search:ms=nan", "ms must be a positive number"),
    ("search:iters=2.5", "agent 'search': iters must be a positive whole number, not '2.5'"),
    ("search:iters=0", "iters must be a positive whole number"),
    ("search:ms", "write a parameter as KEY=VALUE, not 'ms'"),
    ("search:ms=1:ms=2", "parameter 'ms' is given twice"),
])
def test_bad_agent_budgets_are_refused(spec: str, message: str) -> None:
    with pytest.raises(RiftboundError) as e:
        make_agent(spec)
    assert message in str(e.value)


def test_arena_command_takes_budgets(capsys: pytest.CaptureFixture[str]) -> None:
    """The command line passes a budget through, and refuses a bad one before playing."""
    assert cli.main(["arena", "--agents", "search:iters=2:horizon=1,heuristic", "--games", "2", "--json",
                     "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [e["name"] for e in out["entrants"]] == ["search:iters=2:horizon=1", "heuristic"]
    assert cli.main(["arena", "--agents", "search:ms=fast,heuristic", "--games", "2"]) == 2
    assert "agent 'search': ms must be a positive number, not 'fast'" in capsys.readouterr().err
