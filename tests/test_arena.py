"""The arena: paired seeds from both seats, scores with Wilson intervals, Elo ratings."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from riftbound.agents.search import SearchAgent
from riftbound.arena import arena, elo, make_agent_spec, wilson, write_csv
from riftbound.cli import main
from riftbound.errors import RiftboundError


def test_report_is_reproducible_and_consistent() -> None:
    a = arena(["random", "heuristic"], 4, seed=3, max_turns=30)
    b = arena(["random", "heuristic"], 4, seed=3, max_turns=30)
    a.pop("seconds")
    b.pop("seconds")
    assert a == b
    (p,) = a["pairings"]
    assert p["a_wins"] + p["b_wins"] + p["draws"] == 4
    assert a["matrix"][0][1] == pytest.approx(1 - a["matrix"][1][0]) and a["matrix"][0][0] is None
    lo, hi = p["a_ci95"]
    assert lo <= p["a_score"] <= hi
    assert (a["elo"]["heuristic"] > a["elo"]["random"]) == (p["a_score"] < 0.5)


def test_wilson_and_elo() -> None:
    lo, hi = wilson(270, 400)
    assert (round(lo, 3), round(hi, 3)) == (0.628, 0.719)
    assert wilson(0, 0) == (0.0, 1.0)
    r = elo(["a", "b"], [[0, 30], [10, 0]], [[0, 40], [40, 0]])
    assert r["a"] + r["b"] == pytest.approx(3000)
    # 30 of 40 (with half a win of prior each way): about 3 to 1, some 180 Elo
    assert 150 < r["a"] - r["b"] < 200


def test_agent_specs_and_bad_input() -> None:
    agent = make_agent_spec("search:ms=5:horizon=1", 1)
    assert isinstance(agent, SearchAgent) and agent.ms == 5 and agent.horizon == 1
    for spec, message in (("nobody", "unknown agent"), ("search:ms", "not key=value"), ("random:x=1", "random")):
        with pytest.raises(RiftboundError, match=message):
            make_agent_spec(spec, 0)
    with pytest.raises(RiftboundError, match="even"):
        arena(["random", "heuristic"], 3)
    with pytest.raises(RiftboundError, match="two agents"):
        arena(["random", "heuristic"], 2, mode="ffa3")


def test_cli_writes_json_csv_and_heat_map(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_csv, png = tmp_path / "a.csv", tmp_path / "a.png"
    search = "search:iterations=4:horizon=1"
    args = ["arena", "--agents", f"random,heuristic,{search}", "--games", "2", "--max-turns", "20",
            "--json", "--quiet", "--csv", str(out_csv)]
    pytest.importorskip("matplotlib")
    args += ["--png", str(png)]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report["pairings"]) == 3 and set(report["elo"]) == {"random", "heuristic", search}
    rows = list(csv.DictReader(out_csv.open()))
    assert [r["b"] for r in rows] == ["heuristic", search, search]
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    write_csv(report, out_csv)
