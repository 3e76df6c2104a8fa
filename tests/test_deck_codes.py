"""Piltover Archive deck codes v1-6 (riftbound/decks/codes.py): every upstream vector
(tests/data/deck_codes, Apache-2.0, see NOTICE.md) decodes exactly and re-encodes to the same
code; the byte-level rejection cases are refused; and real decks go to codes and back."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

import pytest

from riftbound.decks import build, codes
from riftbound.decks.named import named, retail
from riftbound.errors import DeckError

DATA = Path(__file__).parent / "data" / "deck_codes"
GOLDEN = [*json.loads((DATA / "golden.json").read_text()), *json.loads((DATA / "golden-v6.json").read_text())]
INLINE = json.loads((DATA / "inline-test-vectors.json").read_text())


def _content(d: dict[str, Any]) -> codes.DeckCode:
    legends = d.get("additionalLegends")
    return codes.DeckCode(tuple((e["cardCode"], e["count"]) for e in d["mainDeck"]),
                          tuple((e["cardCode"], e["count"]) for e in d.get("sideboard", [])),
                          d.get("chosenChampion"), None if legends is None else tuple(legends))


@pytest.mark.parametrize("vector", GOLDEN, ids=[v["name"].split(" ")[0] for v in GOLDEN])
def test_golden_vectors_decode_exactly_and_encode_to_the_same_code(vector: dict[str, Any]) -> None:
    _version, content = codes.decode(vector["code"])
    assert content == _content(vector["decoded"])
    assert codes.encode(content) == vector["code"]
    assert codes.encode(_content(vector["input"])) == vector["code"]


@pytest.mark.parametrize("vector", INLINE["v5_oracle_vectors"] + INLINE["v5_special_prefix_vectors"],
                         ids=lambda v: v["name"])
def test_v5_vectors(vector: dict[str, Any]) -> None:
    version, content = codes.decode(vector["code"])
    assert version == 5 and content == _content(vector)
    assert codes.encode(content) == vector["code"]


def test_the_readme_v2_code_decodes() -> None:
    example = INLINE["readme_v2_example"]
    version, content = codes.decode(example["code"])
    assert version == 2 and content == _content(example["decoded_by_independent_decoder"])
    assert codes.decode(codes.encode(content))[1] == content  # re-encoded as v3, same deck


@pytest.mark.parametrize("case", INLINE["rejection_cases"], ids=lambda c: c["bytes_hex"])
def test_byte_level_rejections(case: dict[str, Any]) -> None:
    code = base64.b32encode(bytes.fromhex(case["bytes_hex"])).decode().rstrip("=")
    if case["expect"].startswith("ok"):
        assert codes.decode(code)[1].main == (("OGN-012", 1),)
    else:
        with pytest.raises(codes.DeckCodeError):
            codes.decode(code)


def test_bad_text_and_bad_entries_are_refused() -> None:
    for text in ("", "not a code!", "CM"):
        with pytest.raises(codes.DeckCodeError):
            codes.decode(text)
    with pytest.raises(codes.DeckCodeError, match="known set"):
        codes.encode(codes.DeckCode((("XYZ-001", 1),)))
    with pytest.raises(codes.DeckCodeError, match="1 or more"):
        codes.encode(codes.DeckCode((("OGN-001", 0),)))


@pytest.mark.parametrize("name", sorted(retail()))
def test_retail_decks_go_to_a_code_and_back(name: str) -> None:
    deck = retail()[name]
    code = build.to_code(deck)
    back = build.from_code(code, name)
    assert back.legend == deck.legend and back.champion == deck.champion
    assert sorted(back.main) == sorted(deck.main) and sorted(back.runes) == sorted(deck.runes)
    assert sorted(back.battlefields) == sorted(deck.battlefields)
    assert build.to_code(back) == code


def test_a_code_without_a_champion_label_chooses_the_only_champion_of_the_legend() -> None:
    deck = retail()["precon-viktor"]  # one copy of Viktor, Innovator: the chosen champion
    _v, content = codes.decode(build.to_code(deck))
    unlabelled = codes.encode(codes.DeckCode(content.main, content.sideboard, None))
    assert build.from_code(unlabelled).champion == deck.champion


def test_codes_of_cards_outside_the_pool_or_without_a_legend_are_refused_clearly() -> None:
    with pytest.raises(DeckError, match="OGN-999: no card of the pool"):
        build.from_code(codes.encode(codes.DeckCode((("OGN-999", 1),))))
    with pytest.raises(DeckError, match="0 legends"):
        build.from_code(codes.encode(codes.DeckCode((("OGN-001", 3),))))
    with pytest.raises(DeckError, match="only real cards"):
        build.to_code(named("test-fury-calm"))
