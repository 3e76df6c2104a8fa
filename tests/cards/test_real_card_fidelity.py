"""The dev-time fidelity check of the real cards' text (tools/card_fidelity.py): its
normalization, and, when the reference data is beside the repository, that every implemented
real card renders to its reference text."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT.parent / "shared" / "reference"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("card_fidelity", ROOT / "tools" / "card_fidelity.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["card_fidelity"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


fidelity = _tool()


def test_normalization_drops_icons_reminders_punctuation_and_case() -> None:
    printed = "[Shield 2] (+2 :rb_might: while I'm a defender.)\n:rb_exhaust:: [Reaction] &mdash; Add :rb_energy_1:."
    assert fidelity.normalize(printed) == "shield 2 e reaction add 1"
    assert fidelity.normalize("[Assault 2], [Shield 2] (+2 :rb_might: (nested) while attacking.)") == \
        fidelity.normalize("[Assault 2]\n[Shield 2]")
    assert fidelity.normalize("Pay :rb_rune_fury::rb_rune_rainbow:") == "pay r a"
    assert fidelity.normalize("Deal 3 to a unit.") != fidelity.normalize("Deal 2 to a unit.")


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="the reference data (../shared) is not beside the repository")
def test_every_implemented_real_card_renders_to_its_reference_text() -> None:
    checked, mismatches = fidelity.check(REFERENCE)
    assert checked >= 42
    assert not mismatches, "\n".join(f"{m.id} {m.name}: {m.rendered!r} != {m.reference!r}" for m in mismatches)


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="the reference data (../shared) is not beside the repository")
def test_the_tool_reports_mismatches_and_their_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert fidelity.main(["--reference", str(REFERENCE)]) == 0
    assert "0 mismatching" in capsys.readouterr().out
