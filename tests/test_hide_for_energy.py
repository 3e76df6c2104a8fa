"""Teemo, Swift Scout's pieces (811.1.b, 355.9.a.5): "You may pay [1] to hide ... instead of [A]"
and "a Teemo unit you own ... from your Champion Zone or the board" — their text, their refusals,
and an Energy Hide as players see it."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound import Game, engine
from riftbound.cards.model import CHAMPION_OR_BOARD, HideForEnergy, TargetSpec
from riftbound.scenario.loader import build, load
from riftbound.scenario.runner import resolve_step

SCENARIO = Path(__file__).parent / "scenarios" / "cards" / "ogn" / "ogn-263.yaml"


def test_text_and_refusals() -> None:
    assert HideForEnergy(2).text() == "You may pay [2] to hide a card with [Hidden] instead of [A]."
    assert TargetSpec("unit", location=CHAMPION_OR_BOARD, tag="Teemo").text() == "a Teemo unit you own"
    with pytest.raises(ValueError, match=r"811\.1\.b"):
        HideForEnergy(0)
    for bad in (dict(kind="gear"), dict(controller="friendly"), dict(count=2), dict(states=("buffed",))):
        with pytest.raises(NotImplementedError, match=r"355\.9\.a\.5"):
            TargetSpec(**{"location": CHAMPION_OR_BOARD, **bad})  # type: ignore[arg-type]


def test_an_energy_hide_is_described_and_secret() -> None:
    """The Hide paying Energy names its card to its player only (128.4) and says what it paid."""
    sc = load(SCENARIO)
    g = build(sc, True)
    engine.run(g)
    game = Game(g)
    action = resolve_step(g, sc, "hide scout energy")
    assert action[3] == "energy"
    assert game.action_to_string(action, 0).endswith("paying Energy")
    assert "Teemo" not in game.action_to_string(action, 1)
