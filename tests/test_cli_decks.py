"""`riftbound decks`, `riftbound cards --set SET --status` and `--decks` with names, files and
deck codes for `simulate` and `play`: real decks are listed with their legality and refused for
play, naming what each card needs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from riftbound.cards import catalog, status
from riftbound.cards.facts.table import table
from riftbound.cli import main
from riftbound.decks import build
from riftbound.decks.named import named, names


def test_decks_lists_every_named_deck_with_legality_and_playability(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["decks", "--json"]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert list(rows) == names() and len(rows) == 6 + 13 + 4 + 30
    assert rows["event-lee-sin-1"]["kind"] == "event" and rows["event-lee-sin-1"]["legal"]
    assert rows["test-fury-calm"]["legal"] and rows["test-fury-calm"]["playable"]
    assert rows["precon-shen"]["legal"] and not rows["precon-shen"]["playable"]
    assert not rows["precon-jinx"]["legal"]  # three cards banned in Duel
    assert all(rows[d]["playable"] for d in ("precon-jinx", "precon-vex", "precon-vi"))  # Real cards III
    assert main(["decks"]) == 0
    assert "precon-garen               retail  not legal" in capsys.readouterr().out


def rows_of(set_id: str) -> list[dict[str, object]]:
    return [{"implemented": status.implemented(c)} for c in table().cards if c.set == set_id]


def test_cards_status_of_a_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--set", "OGN", "--status", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 296 and any(r["implemented"] for r in rows) and not all(r["implemented"] for r in rows)
    assert all(bool(r["needs"]) != r["implemented"] for r in rows)
    poro = next(r for r in rows if r["id"] == "ogn-013")
    assert (poro["name"], poro["might"], poro["keywords"], poro["implemented"], poro["needs"]) == (
        "Pouty Poro", 2, ["deflect"], True, [])
    assert next(r for r in rows if r["id"] == "ogn-271")["implemented"]  # Recruit, the rules' token (184)
    two_domains = next(r for r in rows if r["id"] == "ogn-248")  # either-domain pips are paid (135.2.e.6.c)
    assert not any("either" in need for need in two_domains["needs"])
    assert main(["cards", "--set", "ogs", "--status"]) == 0
    out = capsys.readouterr().out
    done = sum(1 for r in rows_of("OGS") if r["implemented"])
    assert out.startswith(f"OGS Proving Grounds: 24 cards, {done} implemented") and 0 < done <= 24
    assert "ogs-007  Garen, Rugged" in out
    assert main(["cards", "--set", "VEN", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 166
    assert main(["cards", "--set", "XYZ"]) == 2
    assert "unknown set 'XYZ'" in capsys.readouterr().err


def test_simulate_and_play_take_names_files_and_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    listed = tmp_path / "mine.txt"
    listed.write_text(build.to_text(named("test-body-chaos")))
    assert main(["simulate", "--games", "1", "--quiet", "--json", "--decks", f"test-fury-calm,{listed}"]) == 0
    assert json.loads(capsys.readouterr().out)["errors"] == 0
    assert main(["play", "--decisions", "3", "--decks", f"{listed},test-mind-order"]) == 0
    assert "P0: deck mine" in capsys.readouterr().out
    code = build.to_code(named("precon-zed"))
    assert main(["simulate", "--games", "1", "--quiet", "--decks", f"precon-shen,{code}"]) == 2
    err = capsys.readouterr().err
    assert "deck 'precon-shen' can't be played yet" in err and "needs behaviour not written" in err
    assert main(["play", "--decks", "precon-shenn,test-fury-calm"]) == 2
    assert "did you mean precon-shen" in capsys.readouterr().err


def test_cards_of_a_real_deck_say_it_is_not_implemented(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--deck", "precon-zed"]) == 2
    found = re.search(r"([a-z]{3}-\d{3}) '([^']+)' is a real card that is not implemented yet", capsys.readouterr().err)
    assert found is not None and not catalog.registered(found.group(1))
    assert table().get(found.group(1)).name == found.group(2)
