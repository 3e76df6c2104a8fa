"""Tests for the dev tool ``tools/rules_coverage.py``.

Rules exercised: not applicable. This file tests a tool, not the engine, and cites no
Core Rules numbers of its own. The fake test sources below are assembled from the
``CITE`` word at run time so that running the tool over the real ``tests/`` folder does
not count them as citations.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

TOOL_PATH = Path(__file__).resolve().parent.parent / "tools" / "rules_coverage.py"
CITE = "rule"  # the keyword the tool looks for; kept out of literal citations here


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("rules_coverage_under_test", TOOL_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses need the module registered
    spec.loader.exec_module(module)
    return module


tool = _load_tool()

FAKE_RULES = """\
 Riftbound Core Rules
 Last Updated: 2026-03-30
000. Golden and Silver Rules
001. Golden Rule
300. Playing the Game
323. Cleanups
323.1. 1. If a player has enough points, that player wins.
323.5. Something else.
323.6. Another thing.
 an unnumbered continuation row
356. Determine Total Cost
356.1. The total cost is computed.
356.1.b. A sub rule.
356.1.b.2. If a card ...
356.1.b.2.a. A deep rule.
356.1.b.2.a. A deep rule, printed twice.
357. Pay costs
 Refl391. Delayed Abilities ...
431. Damage
431.2. Damage is dealt.
431.2.a. Some detail.
431.2.b. More detail.
461. Step 3
461.3. Determine Combat Result
461. 4 The following Task becomes Outstanding:
461.5. 1. Clean up.
103.3.a. 12 Rune Cards
"""

EXPECTED_RULES = [
    "000", "001", "103.3.a", "300", "323", "323.1", "323.5", "323.6",
    "356", "356.1", "356.1.b", "356.1.b.2", "356.1.b.2.a", "357", "391",
    "431", "431.2", "431.2.a", "431.2.b", "461", "461.3", "461.4", "461.5",
]  # fmt: skip

# YAML scenario: an inline list under a top-level key plus a block list in a second
# document; a nested (non top-level) key must be ignored.
FAKE_YAML = f"""\
name: inline and block lists
{CITE}s: [356.1, "323.5", '999.9']  # 999.9 is not in the rules file
steps:
  - do: something
    {CITE}s: [431.2.a]
---
name: block list
{CITE}s:
  - 356.1
  - "357"
  # a comment line
  - 391.
other: 461.4
"""

FAKE_PY = f'''\
"""Fake engine test."""
import pytest


@pytest.mark.{CITE}s("431.2")
def test_one() -> None:
    # Per {CITE} 356.1 the cost is computed first.
    # {CITE.capitalize()}s 323.5, 323.6 and 431.2.b apply after that.
    assert 323.1 != 461.4  # bare numbers are not citations


def test_two() -> None:
    check(ruleset=1, {CITE}s=("356.1.b.2", "357"))  # keyword argument form
    # See {CITE} 123.4 here.
    # Golden {CITE.capitalize()}
    # 300 is on the next line, so it is not cited.
    check({CITE}s=[
        "461.5",
    ])
'''

EXPECTED_CITED = {
    "323.5": ["tests/scenarios/fake.yaml", "tests/test_fake.py"],
    "323.6": ["tests/test_fake.py"],
    "356.1": ["tests/scenarios/fake.yaml", "tests/test_fake.py"],
    "356.1.b.2": ["tests/test_fake.py"],
    "357": ["tests/scenarios/fake.yaml", "tests/test_fake.py"],
    "391": ["tests/scenarios/fake.yaml"],
    "431.2": ["tests/test_fake.py"],
    "431.2.b": ["tests/test_fake.py"],
    "461.5": ["tests/test_fake.py"],
}
EXPECTED_UNKNOWN = [
    {"number": "999.9", "file": "tests/scenarios/fake.yaml", "line": 2},
    {"number": "123.4", "file": "tests/test_fake.py", "line": 14},
]


@pytest.fixture
def workspace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "rules.txt").write_text(FAKE_RULES, encoding="utf-8")
    scenarios = tmp_path / "tests" / "scenarios"
    scenarios.mkdir(parents=True)
    (scenarios / "fake.yaml").write_text(FAKE_YAML, encoding="utf-8")
    (tmp_path / "tests" / "test_fake.py").write_text(FAKE_PY, encoding="utf-8")
    cache = tmp_path / "tests" / "__pycache__"
    cache.mkdir()
    (cache / "ignored.py").write_text(f"# {CITE} 001\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _run_json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any]]:
    code = tool.main(["--json", *args])
    return code, json.loads(capsys.readouterr().out)


def test_parse_rules_text_handles_slips_and_duplicates() -> None:
    assert tool.parse_rules_text(FAKE_RULES) == EXPECTED_RULES


def test_normalize_number() -> None:
    assert tool.normalize_number('"356.1.b.2."') == "356.1.b.2"
    assert tool.normalize_number("356.01") == "356.1"
    assert tool.normalize_number("356.1.2") is None
    assert tool.normalize_number("356.b") is None
    assert tool.normalize_number("35.1") is None


def test_yaml_citations_top_level_only() -> None:
    assert tool.yaml_citations(FAKE_YAML) == [
        ("356.1", 2), ("323.5", 2), ("999.9", 2), ("356.1", 9), ("357", 10), ("391.", 12),
    ]  # fmt: skip


def test_python_citations() -> None:
    numbers = [n for n, _ in tool.python_citations(FAKE_PY)]
    assert numbers == [
        "431.2",
        "356.1",
        "323.5",
        "323.6",
        "431.2.b",
        "356.1.b.2",
        "357",
        "123.4",
        "461.5",
    ]


def test_json_report(workspace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, data = _run_json(capsys, "--rules", "rules.txt", "--tests", "tests")
    assert code == 0
    assert set(data) == {
        "rules_file_found", "rules_total", "cited_total", "cited_percent", "cited",
        "uncited", "uncited_sections", "blocks", "unknown",
    }  # fmt: skip
    assert data["rules_file_found"] is True
    assert data["rules_total"] == len(EXPECTED_RULES)
    assert data["cited"] == EXPECTED_CITED
    assert data["cited_total"] == len(EXPECTED_CITED)
    assert data["unknown"] == EXPECTED_UNKNOWN


def test_uncited_sections_and_blocks(workspace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, data = _run_json(capsys, "--rules", "rules.txt", "--tests", "tests")
    assert data["uncited_sections"] == ["000", "001", "103", "300"]
    assert data["blocks"] == {
        "000s": {"rules": 2, "cited": 0, "sections": 2, "sections_touched": 0},
        "100s": {"rules": 1, "cited": 0, "sections": 1, "sections_touched": 0},
        "300s": {"rules": 12, "cited": 6, "sections": 5, "sections_touched": 4},
        "400s": {"rules": 8, "cited": 3, "sections": 2, "sections_touched": 2},
    }


def test_fail_under(workspace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    share = 100.0 * len(EXPECTED_CITED) / len(EXPECTED_RULES)
    args = ["--rules", "rules.txt", "--tests", "tests", "--fail-under"]
    assert tool.main([*args, f"{share - 1:.2f}"]) == 0
    assert tool.main([*args, f"{share + 1:.2f}"]) == 1
    capsys.readouterr()


def test_missing_rules_file_given(workspace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A --rules path that does not exist is an error naming the path and the option."""
    assert tool.main(["--rules", "missing.txt", "--tests", "tests"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "Rules file not found: missing.txt" in captured.err
    assert "with --rules PATH" in captured.err
    assert str(tool.DEFAULT_RULES) in captured.err


def test_missing_default_rules_file(
    workspace: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without --rules and without the reference copy: say where it looked, list citations."""
    missing = workspace / "no-such-rules.txt"
    monkeypatch.setattr(tool, "DEFAULT_RULES", missing)
    code, data = _run_json(capsys, "--tests", "tests")
    assert code == 0
    assert data["rules_file_found"] is False
    assert data["uncited_sections"] == []
    assert data["uncited"] == []
    assert set(data["cited"]) == set(EXPECTED_CITED) | {"999.9", "123.4"}
    assert data["unknown"] == []
    assert tool.main(["--tests", "tests"]) == 0
    captured = capsys.readouterr()
    assert f"Rules file not found: {missing}" in captured.out
    assert "with --rules PATH" in captured.out
    assert "Listing cited numbers only." in captured.out
    assert "Uncited" not in captured.out
    assert tool.main(["--tests", "tests", "--fail-under", "1"]) == 1
    assert "coverage unknown" in capsys.readouterr().err


def test_parse_ranges() -> None:
    assert tool.parse_ranges("300-484, 649-652,800") == [(300, 484), (649, 652), (800, 800)]
    for bad in ("3-4", "300-", "abc", "400-300", "300-48x", ""):
        with pytest.raises(ValueError, match="bad range"):
            tool.parse_ranges(bad)


def test_range_restricts_everything(workspace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--range keeps only rules (at all depths) and citations of the given sections."""
    args = ["--rules", "rules.txt", "--tests", "tests"]
    code, data = _run_json(capsys, *args, "--range", "300-399", "--range", "999")
    assert code == 0
    in_300s = [n for n in EXPECTED_RULES if n.startswith("3")]
    assert data["rules_total"] == len(in_300s) == 12
    assert data["cited"] == {n: f for n, f in EXPECTED_CITED.items() if n.startswith("3")}
    assert data["cited_total"] == 6
    assert data["cited_percent"] == 50.0
    assert data["uncited"] == ["300", "323", "323.1", "356", "356.1.b", "356.1.b.2.a"]
    assert data["uncited_sections"] == ["300"]
    assert list(data["blocks"]) == ["300s"]
    assert data["unknown"] == [EXPECTED_UNKNOWN[0]]  # 999.9 is in the range, 123.4 is not
    _, comma = _run_json(capsys, *args, "--range", "323,431-461")
    assert comma["rules_total"] == 12
    assert set(comma["cited"]) == {"323.5", "323.6", "431.2", "431.2.b", "461.5"}
    assert tool.main([*args, "--range", "300-399", "--fail-under", "49"]) == 0
    assert tool.main([*args, "--range", "300-399", "--fail-under", "51"]) == 1
    assert tool.main([*args, "--range", "300-399", "-v"]) == 0
    text = capsys.readouterr().out
    assert "Restricted to rules 300-399 (all depths)" in text
    assert "Cited: 6 of 12 rules (50.0%)" in text
    assert "Uncited rules (6), by section:\n  300: 300\n  323: 323 323.1\n" in text
    assert "431.2" not in text


def test_bad_range_is_refused(workspace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert tool.main(["--rules", "rules.txt", "--tests", "tests", "--range", "3-4"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "--range: bad range '3-4'" in captured.err


def test_text_report(workspace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert tool.main(["--rules", "rules.txt", "--tests", "tests", "--verbose"]) == 0
    text = capsys.readouterr().out
    assert f"Cited: 9 of {len(EXPECTED_RULES)} rules" in text
    assert "300s:    6 /   12 rules" in text
    assert "  356.1: tests/scenarios/fake.yaml, tests/test_fake.py" in text
    assert "Uncited top-level sections (4):\n  000 001 103 300" in text
    assert "tests/test_fake.py:14: 123.4" in text


def test_help_runs(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as excinfo:
        tool.main(["--help"])
    assert excinfo.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "--range" in text
    assert "reference copy beside the repository" in text
