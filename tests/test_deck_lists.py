"""Decks as players bring them (riftbound/decks): plain-text deck lists read and written,
clear errors, deck construction (101-103) against the real pool's facts, the retail decks,
the Duel ban list, and real decks refused for play while their cards are not implemented."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
from pathlib import Path

import pytest

import riftbound
from riftbound.cards import catalog
from riftbound.cards.facts.table import table
from riftbound.decks import build
from riftbound.decks.named import DUEL_BANNED, named, names, resolve, retail
from riftbound.errors import DeckError, UnimplementedCardError
from riftbound.rules.deck import unplayable, validate
from riftbound.rules.modes import get_mode

DUEL = get_mode("duel")
TOURNAMENT = Path(__file__).resolve().parent.parent.parent / "shared" / "reference" / "decks" / "tournament.json"
SHEN = retail()["precon-shen"]


def _ids(*names: str) -> tuple[str, ...]:
    return tuple(table().find(n).id for n in names)


def test_a_deck_list_reads_every_section_and_writes_back_the_same_deck() -> None:
    deck = build.from_text("""
        # a comment
        Legend: Shen, Eye of Twilight
        Champion:
        1 Shen, Leader of the Kinkou Order
        Main deck:
        3x Shen, Scourge of Shadows   # by name
        2 VEN-042a                    # an alternate printing is the same card
        Shen, Kinkou
        Runes:
        6 Calm Rune
        6 Order Rune
        Battlefields:
        Kinkou Temple
        Sideboard:
        1 Zaun Warrens
        """, "mine")
    assert (deck.legend, deck.champion) == _ids("Shen, Eye of Twilight", "Shen, Leader of the Kinkou Order")
    assert deck.main == _ids(*["Shen, Scourge of Shadows"] * 5, "Shen, Kinkou")
    assert deck.runes == _ids(*["Calm Rune"] * 6, *["Order Rune"] * 6)
    assert deck.sideboard == _ids("Zaun Warrens")
    again = build.from_text(build.to_text(deck), "mine")
    assert again == deck


def test_unknown_names_bad_counts_and_missing_sections_are_refused_naming_the_line() -> None:
    with pytest.raises(DeckError) as e:
        build.from_text("Legend: Jinx, Loose Canon\nChampion: Jinx, Demolitionist\nMain:\n3 Flame Chompres\n", "x")
    assert "line 1: no card named 'Jinx, Loose Canon'; did you mean 'Jinx, Loose Cannon'?" in e.value.reasons
    assert any(r.startswith("line 4: no card named 'Flame Chompres'; did you mean 'Flame Chompers'") for r in
               e.value.reasons)
    with pytest.raises(DeckError, match="line 3: 0 copies of 'Gust'; a count is 1 or more"):
        build.from_text("Legend: Jinx, Loose Cannon\nMain:\n0 Gust\n")
    with pytest.raises(DeckError, match="line 1: '3 Gust' comes before any section"):
        build.from_text("3 Gust\n")
    with pytest.raises(DeckError, match="exactly one champion card, found 0"):
        build.from_text("Legend: Jinx, Loose Cannon\nMain:\n3 Gust\n")


def test_the_retail_decks_are_legal_or_fail_for_their_documented_reason() -> None:
    assert len(retail()) == 13
    for name, deck in retail().items():
        reasons = validate(deck, DUEL, DUEL_BANNED)
        if name in ("precon-annie", "precon-lux", "precon-garen", "precon-master-yi"):
            # Proving Grounds boxes hold one battlefield per deck (a Duel needs 3, 480.4.a)
            assert reasons == ["103.4.a / 480.4.a: 1 battlefields; mode duel needs 3"], name
        elif name == "precon-jinx":
            assert reasons == ["'Fight or Flight' is banned in this format",
                               "\"Reaver's Row\" is banned in this format", "'Scrapheap' is banned in this format"]
            assert validate(deck, DUEL) == []  # legal where no ban list applies
        else:
            assert reasons == [], name
        assert len(deck.main) == 39 and len(deck.runes) == 12


def test_the_chosen_champion_needs_the_legends_champion_tag_not_any_shared_tag() -> None:
    kennen = dataclasses.replace(SHEN, legend=_ids("Kennen, Heart of the Tempest")[0])  # tags Yordle, Kennen
    poppy = dataclasses.replace(kennen, champion=_ids("Poppy, Defender of the Meek")[0])  # Yordle, not Kennen
    assert ("103.2.a.2: chosen champion 'Poppy, Defender of the Meek' lacks the champion tag 'Kennen' of legend "
            "'Kennen, Heart of the Tempest'") in validate(poppy, DUEL)
    own = dataclasses.replace(kennen, champion=_ids("Kennen, Keeper of Balance")[0])
    assert not any(r.startswith("103.2.a.2") for r in validate(own, DUEL))


def test_copies_are_counted_by_name_across_printings_and_signatures_need_the_champion_tag() -> None:
    four = dataclasses.replace(SHEN, main=(*SHEN.main, *_ids("VEN-042a", "VEN-170")))
    assert "103.2.b: 4 copies of 'Shen, Scourge of Shadows'; at most 3 of a name" in validate(four, DUEL)
    rush = dataclasses.replace(SHEN, main=(*SHEN.main[1:], *_ids("Lightning Rush")))  # a Kennen signature
    assert "103.2.d.2: Signature card 'Lightning Rush' lacks the legend's champion tag 'Shen'" in validate(rush, DUEL)


def test_token_battlefields_are_never_in_a_deck_and_battlefields_have_no_domain() -> None:
    brush = dataclasses.replace(SHEN, battlefields=(*SHEN.battlefields[:2], *_ids("Brush")))
    assert "103.4: 'Brush' is not a battlefield card (a token, 182)" in validate(brush, DUEL)
    assert all(table().get(b).domains == () for b in SHEN.battlefields)  # inside every identity (103.4.b)


def test_real_cards_not_implemented_are_refused_for_play_with_what_each_needs() -> None:
    missing = unplayable(SHEN)
    not_implemented = {c for c in SHEN.card_ids() if not catalog.registered(c)}
    assert len(missing) == len(not_implemented) and "ven-147" in not_implemented
    assert "ogn-042" not in not_implemented  # Calm Rune: implemented from its facts (163.2)
    assert any("behaviour not written" in m for m in missing)
    with pytest.raises(DeckError, match="can't be played yet") as e:
        riftbound.new_game(decks=["precon-shen", "test-mind-order"])
    assert e.value.reasons == missing
    with pytest.raises(UnimplementedCardError, match="ven-147 'Shen, Eye of Twilight' is a real card that is "
                                                     "not implemented yet"):
        catalog.get("ven-147")  # never played as a vanilla body


def test_names_files_and_codes_resolve_to_decks(tmp_path: Path) -> None:
    assert set(names()) >= {"test-fury-calm", "precon-jinx"}
    code = build.to_code(SHEN)
    assert sorted(resolve(code).main) == sorted(resolve("precon-shen").main)
    listed = tmp_path / "shen.txt"
    listed.write_text(build.to_text(SHEN))
    coded = tmp_path / "shen.code"
    coded.write_text(code + "\n")
    assert resolve(str(listed)).champion == resolve(str(coded)).champion == SHEN.champion
    assert resolve("test-fury-calm") == named("test-fury-calm")
    with pytest.raises(DeckError, match="did you mean precon-jinx"):
        resolve("precon-jinks")


@pytest.mark.skipif(not TOURNAMENT.is_file(), reason="the reference data (../shared) is not beside the repository")
def test_the_tournament_lists_parse_and_validate_as_documented() -> None:
    for x in json.loads(TOURNAMENT.read_text(encoding="utf-8")):
        lines = [f"Legend: {x['legendFullName']}", f"Champion: {x['champion']}", "Main:"]
        lines += [f"{e['count']} {e['name']}" for e in x["main"]] + ["Runes:"]
        lines += [f"{e['count']} {e['name']}" for e in x["runes"]] + ["Battlefields:", *x["battlefields"]]
        lines += ["Sideboard:"] + [f"{e['count']} {e['name']}" for e in x.get("sideboard", [])]
        deck = build.from_text("\n".join(lines), x["name"])
        reasons = validate(deck, DUEL)
        if x["countsOk"]:
            assert reasons == [], x["name"]
        else:  # two lists are incomplete upstream
            assert len(reasons) == 1 and reasons[0].startswith("103.2: the main deck has"), x["name"]
        banned = validate(deck, DUEL, DUEL_BANNED)[len(reasons):]
        assert len(banned) == len(set(x["bannedCardsInList"])), x["name"]


@pytest.mark.skipif(not TOURNAMENT.is_file(), reason="the reference data (../shared) is not beside the repository")
def test_the_shipped_retail_and_event_decks_are_the_generators_output() -> None:
    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("gen_named_decks", root / "tools" / "gen_named_decks.py")
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    precons = json.loads((TOURNAMENT.parent / "precons.json").read_text(encoding="utf-8"))
    for p in precons:
        file, text = gen.deck_text(p)
        assert (root / "riftbound" / "decks" / "named" / file).read_text(encoding="utf-8") == text, file
    events = dict(gen.event_texts(json.loads(TOURNAMENT.read_text(encoding="utf-8"))))
    shipped = root / "riftbound" / "decks" / "events"
    assert sorted(events) == sorted(f.name for f in shipped.iterdir())
    for file, text in events.items():
        assert (shipped / file).read_text(encoding="utf-8") == text, file
