"""The real cards' facts table (riftbound/cards/facts/cards.json): what it covers, the
corrections of the reference data's known flaws (tools/card_facts_overrides.json), lookups by
id, name and printing code, and, when the reference data is beside the repository, that the
shipped table is exactly what tools/gen_card_facts.py generates."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from riftbound.cards.facts.table import ABILITIES, KEYWORDS_ONLY, VANILLA, CardFacts, code_key, table
from riftbound.errors import UnknownCardError

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT.parent / "shared" / "reference"
FIELDS = set(CardFacts.__slots__)


def test_covers_the_765_distinct_cards_of_ogn_to_unl_and_vendetta() -> None:
    t = table()
    per_set = Counter(c.set for c in t.cards)
    assert per_set == {"OGN": 296, "OGS": 24, "SFD": 222, "UNL": 223, "VEN": 166}
    assert sum(per_set[s] for s in ("OGN", "OGS", "SFD", "UNL")) == 765
    assert len(t.by_id) == len(t.by_name) == len(t.cards)  # ids and names (132.1) are unique
    ogn = Counter(c.type for c in t.cards if c.set == "OGN")
    assert ogn == {"unit": 140, "spell": 84, "gear": 30, "battlefield": 24, "legend": 12, "rune": 6}


def test_the_shipped_file_holds_facts_and_no_card_text() -> None:
    raw = json.loads((ROOT / "riftbound" / "cards" / "facts" / "cards.json").read_text(encoding="utf-8"))
    for c in raw["cards"]:
        assert set(c) == FIELDS, c["id"]
        assert c["behaviour"] in (VANILLA, KEYWORDS_ONLY, ABILITIES)


def test_reprints_and_alternate_printings_are_one_card() -> None:
    t = table()
    jinx = t.find("Jinx, Loose Cannon")
    assert jinx.id == "ogn-251" and jinx.printings == ("OGN-251", "OGN-301", "OGN-301*")
    assert t.find("OGN-301s") is jinx and t.find("ogn-301*/298") is jinx
    sprite = t.find("Sprite")  # a token printed in OGN and again in UNL
    assert sprite.id == "ogn-274" and "UNL-T07" in sprite.printings
    recruit = t.find("Recruit")  # three art printings of the one Recruit token (184.1)
    assert recruit.printings == ("OGN-271", "OGN-272", "OGN-273")
    assert t.find("VEN-SP1").name == "Kai'Sa, Survivor" and t.find("VEN-R01").name == "Fury Rune"


def test_names_are_matched_loosely_and_unknown_names_suggest_a_close_one() -> None:
    t = table()
    assert t.find("jinx - loose cannon").id == "ogn-251"
    assert t.find("  Kai\u2019Sa,  Survivor ").id == "ogn-039"
    with pytest.raises(UnknownCardError, match="did you mean 'Jinx, Loose Cannon'"):
        t.find("Jinx, Loose Canon")
    with pytest.raises(UnknownCardError, match="no real card"):
        t.get("ogn-999")
    assert code_key("SFD-R01") == ("SFD", "R", 1, "") and code_key("VEN-SP01a") == ("VEN", "SP", 1, "a")
    assert code_key("Jinx") is None


def test_corrections_of_the_reference_data() -> None:
    t = table()
    assert t.find("Karma, Channeler").tags == ("Karma", "Ionia")  # the gallery says Vi
    kennen = t.find("Kennen, Heart of the Tempest")
    assert kennen.tags == ("Yordle", "Kennen") and kennen.champion_tag == "Kennen"
    for c in t.cards:
        if c.type == "legend":
            assert c.supertypes == () and c.champion_tag, c.name  # 133.7.a, 133.8.b
        if c.type == "battlefield" or "token" in c.supertypes:
            assert c.domains == (), c.name  # "Colorless" is no domain (182.2.b)
    assert t.find("Annie, Dark Child").printings == ("OGS-017",)  # printed "Dark Child - Starter"


def test_equipment_might_bonus_and_effect_keywords() -> None:
    t = table()
    dirk = t.find("Serrated Dirk")
    assert (dirk.might_bonus, dirk.effect_keywords) == (0, ("assault:2",))
    bonus = [c for c in t.cards if c.might_bonus is not None]
    assert len(bonus) == 40 and all("Equipment" in c.tags for c in bonus)


def test_power_pips_with_their_domains() -> None:
    t = table()
    assert t.find("Icathian Rain").power == ("fury|mind",) * 3  # either domain, 135.2.e.6.c (RUP4)
    assert t.find("Tibbers").power == ("fury|chaos",) * 2
    assert sum(1 for c in t.cards if any("|" in p for p in c.power)) == 41
    for c in t.cards:
        assert all(set(p.split("|")) <= set(c.domains) for p in c.power), c.name


def test_keywords_with_values_and_what_behaviour_each_card_needs() -> None:
    t = table()
    assert t.find("Garen, Rugged").keywords == ("assault:2", "shield:2")
    assert t.find("Garen, Rugged").behaviour == KEYWORDS_ONLY
    assert t.find("Mega-Mech").behaviour == VANILLA and t.find("Fury Rune").behaviour == VANILLA
    assert t.find("Cleave").keywords == ("action",) and t.find("Cleave").behaviour == ABILITIES


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="the reference data (../shared) is not beside the repository")
def test_the_shipped_table_is_the_generators_output() -> None:
    spec = importlib.util.spec_from_file_location("gen_card_facts", ROOT / "tools" / "gen_card_facts.py")
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    shipped = (ROOT / "riftbound" / "cards" / "facts" / "cards.json").read_text(encoding="utf-8")
    assert gen.dumps(gen.generate(REFERENCE)) == shipped, "re-run python tools/gen_card_facts.py"
