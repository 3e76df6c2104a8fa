"""Every scenario file under tests/scenarios runs and passes (each names its own rules)."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound.scenario.runner import run_scenario

SCENARIOS = sorted((Path(__file__).parent / "scenarios").rglob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(p.parents[1])) for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    result = run_scenario(path)
    assert result.passed, "\n".join(result.failures)
