"""The rule numbers of the Core Rules v1.3, so a scenario citing a rule that does not exist
is refused. ``rule_numbers.txt`` (numbers only, one a line) is generated from the rules
text by ``tools/rule_numbers.py``."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from riftbound.errors import ScenarioError


@cache
def known() -> frozenset[str]:
    """Every rule number of v1.3 (``356``, ``356.1``, ``356.1.b``, ...)."""
    text = resources.files("riftbound.scenario").joinpath("rule_numbers.txt").read_text(encoding="utf-8")
    return frozenset(text.split())


def rule_number(v: Any, where: str) -> str:
    """A cited rule number, as text; refused unless v1.3 has it. Unquoted YAML numbers are
    read as numbers (``317.10`` becomes ``317.1``), so quote them."""
    if isinstance(v, bool) or not isinstance(v, str | int | float):
        raise ScenarioError(f"{where}: a rule number is text such as \"317.10\", got {v!r}")
    number = str(v).strip()
    if number not in known():
        raise ScenarioError(f"{where}: {number!r} is not a rule number of the Core Rules v1.3")
    return number
