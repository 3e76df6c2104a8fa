"""`riftbound cards`: card facts with the text rendered from the DSL (the project ships no
printed card text)."""

from __future__ import annotations

import json

import pytest

from riftbound.cli import main


def test_cards_renders_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "test-bolt", "test-kw-pistol", "test-kw-shieldbearer"]) == 0
    out = capsys.readouterr().out
    assert "Deal 3 to a unit." in out
    assert "[Quick-Draw]" in out
    assert "[Shield 2]" in out


def test_cards_of_a_deck_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--deck", "test-keywords-warden", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)
    ids = [c["id"] for c in cards]
    assert ids[0] == "test-legend-warden" and "test-kw-captain" in ids and len(ids) == len(set(ids))
    captain = next(c for c in cards if c["id"] == "test-kw-captain")
    assert captain["text"] == "Friendly units with [Tank] have [Shield].\nWhile I'm Mighty, I have [Tank]."


def test_cards_unknown_id_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "test-bolt-x"]) == 2
    assert "unknown card 'test-bolt-x'" in capsys.readouterr().err

