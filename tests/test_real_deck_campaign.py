"""The real-deck fuzz campaign (``tools/real_deck_campaign.py``) in small: every mode of play,
both agent kinds, concessions at random moments (650-652) in a quarter of the games. The full
campaign's figures are in the closing notes."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from riftbound.decks.named import resolve
from riftbound.rules.modes import get_mode
from riftbound.simulate import play_one


def campaign() -> ModuleType:
    path = Path(__file__).resolve().parent.parent / "tools" / "real_deck_campaign.py"
    spec = importlib.util.spec_from_file_location("real_deck_campaign", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


def test_at_least_eight_real_decks_play_every_mode() -> None:
    decks = campaign().playable_decks()
    assert len(decks) >= 8
    assert not any(d.startswith("test-") for d in decks)


def test_seatings_keep_teammates_apart_in_legend_and_battlefields() -> None:
    """484.8.g-h: in 2v2 teammates never share a legend or a battlefield."""
    tool = campaign()
    decks = tool.playable_decks()
    teams = get_mode("2v2").teams
    for k in range(len(decks)):
        seats = tool.seating(decks, "2v2", k)
        assert len(set(seats)) == 4
        for p in range(4):
            for q in range(p + 1, 4):
                if teams[p] == teams[q]:
                    a, b = resolve(seats[p]), resolve(seats[q])
                    assert a.legend != b.legend and not set(a.battlefields) & set(b.battlefields)


def test_a_small_campaign_plays_without_errors() -> None:
    result = campaign().run(campaign().playable_decks(), random_games=16, heuristic_games=4, workers=1)
    assert result["errors"] == []
    rows = {(r["mode"], r["agent"]): r for r in result["rows"]}
    assert set(rows) == {(m, a) for m in ("duel", "ffa3", "ffa4", "2v2") for a in ("random", "heuristic")}
    assert sum(r["with_concession_chance"] for r in rows.values()) == 8  # games 0 of each mode and kind
    assert all(r["decisions"] > 0 for r in rows.values())


def test_a_battlefields_ability_resolves_after_its_owner_conceded() -> None:
    """652.2, 187.6.c: games the campaign found failing. A player concedes while an ability of
    a battlefield they brought waits on the chain; the battlefield is replaced, and its ability
    resolves with the controller it was put on the chain with."""
    games = [(264, ["random"] * 3, "ffa3", ["event-leona-1", "precon-rumble", "event-annie-1"]),
             (96, ["heuristic"] * 4, "ffa4", ["event-draven-1", "event-leona-1", "precon-fiora", "precon-viktor"])]
    for seed, seats, mode, decks in games:
        r = play_one(seed, seats, mode, decks, concede_rate=1 / 80, record=False)
        assert r["error"] is None and r["end_reason"] == "concede" and r["removed"]
