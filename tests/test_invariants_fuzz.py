"""The per-step invariants of :mod:`riftbound.invariants` (zones 105-110, conservation of
cards, clone, serialize, replay, and hidden information 128 / rules/identity.py) over a few
random games of every mode with concessions (650-652). The long run is
``python tools/fuzz_invariants.py --games 20000`` (docs/tools.md)."""

from __future__ import annotations

import pytest

from riftbound.invariants import MODES, check_game


@pytest.mark.parametrize("mode", MODES)
def test_invariants_in_every_mode(mode: str) -> None:
    for seed in (100, 101):
        checked = check_game(mode, seed, concede_rate=0.02)
        assert checked.steps > 0 and checked.twins > 0
