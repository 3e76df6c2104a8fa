"""The README states how many real cards are implemented, per set; it must stay true."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from riftbound.cards import catalog
from riftbound.cards.facts.table import table

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_counts_implemented_real_cards_per_set() -> None:
    text = " ".join(README.read_text(encoding="utf-8").split())
    total = Counter(c.set for c in table().cards)
    done = Counter(c.set for c in table().cards if catalog.registered(c.id))
    assert f"**{sum(done.values())} implemented**" in text
    for set_id in total:
        assert re.search(rf"\b{set_id} {done[set_id]} of {total[set_id]}\b", text), set_id
