"""Deck construction (101-103) and the Duel's battlefields (480.4.a).

Every deck here starts as a copy of a built-in test deck and breaks one rule (or all of
them at once); ``validate`` must list every reason, and ``new_game`` must refuse the deck
with a :class:`riftbound.DeckError` naming each reason.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

import riftbound
from riftbound.cards.catalog import register
from riftbound.cards.model import CHAMPION, GEAR, SIGNATURE, UNIT, CardDef
from riftbound.cards.test_cards import TEST_DECKS
from riftbound.rules.deck import Deck, validate
from riftbound.rules.modes import get_mode

DUEL = get_mode("duel")
FC = "test-fury-calm"
MO = "test-mind-order"

# Extra cards, registered once, that break exactly one rule each when added to the
# fury/calm (Tinker) deck.
OTHER_CHAMPION = register(CardDef(
    id="test-decktest-champion-other", name="Other, Test Champion", type=UNIT, domains=("fury",),
    energy=3, might=3, supertypes=(CHAMPION,), tags=("Other",), test=True, set_id="TEST"))
EXTRA_SIGNATURES = [register(CardDef(
    id=f"test-decktest-signature-{i}", name=f"Tinker's Test Widget {i}", type=GEAR,
    domains=("calm",), energy=1, supertypes=(SIGNATURE,), tags=("Tinker",), test=True,
    set_id="TEST")) for i in range(3)]
SAGE_SIGNATURE_IN_CALM = register(CardDef(
    id="test-decktest-signature-sage-calm", name="Sage's Calm Test Widget", type=GEAR,
    domains=("calm",), energy=1, supertypes=(SIGNATURE,), tags=("Sage",), test=True,
    set_id="TEST"))


def deck_dict(name: str = FC) -> dict[str, Any]:
    return copy.deepcopy(TEST_DECKS[name])


def reasons_of(d: dict[str, Any]) -> list[str]:
    return validate(Deck.from_dict(d), DUEL)


def only_reason(d: dict[str, Any], rule: str) -> str:
    """The deck breaks exactly one rule, ``rule``: return its reason."""
    reasons = reasons_of(d)
    assert len(reasons) == 1, reasons
    assert reasons[0].startswith(rule), reasons
    return reasons[0]


def new_game_error(d: dict[str, Any]) -> riftbound.DeckError:
    with pytest.raises(riftbound.DeckError) as info:
        riftbound.new_game(decks=[d, deck_dict(MO)])
    return info.value


# ---- the built-in decks ---------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(TEST_DECKS))
def test_builtin_decks_are_legal(name: str) -> None:
    """103: both built-in decks follow every construction rule."""
    assert reasons_of(deck_dict(name)) == []


def test_new_game_accepts_the_builtin_decks() -> None:
    game = riftbound.new_game(decks=[deck_dict(FC), deck_dict(MO)])
    assert not game.is_terminal()
    assert game.current_player() in (0, 1)


# ---- the main deck (103.2) --------------------------------------------------------------------
def test_exactly_40_cards_is_enough() -> None:
    """103.2: at least 40 cards, counting the chosen champion."""
    d = deck_dict()
    d["main"] = d["main"][:39]  # 39 + the chosen champion
    assert reasons_of(d) == []


def test_fewer_than_40_cards() -> None:
    """103.2: 38 in the main list + the chosen champion = 39 cards."""
    d = deck_dict()
    d["main"] = d["main"][:38]
    reason = only_reason(d, "103.2:")
    assert "39" in reason and "40" in reason


def test_four_copies_of_a_name() -> None:
    """103.2.b: at most 3 copies of a named card."""
    d = deck_dict()
    assert d["main"].count("test-recruit") == 3
    d["main"].append("test-recruit")
    reason = only_reason(d, "103.2.b")
    assert "Test Recruit" in reason and "4" in reason


def test_chosen_champion_counts_toward_copies() -> None:
    """103.2.b.1: the chosen champion is one of the 3 copies (2 more in the main list are fine,
    3 more are not)."""
    d = deck_dict()
    assert d["main"].count(d["champion"]) == 2
    d["main"].append(d["champion"])
    reason = only_reason(d, "103.2.b")
    assert "Tinker, Test Champion" in reason and "4" in reason


def test_card_outside_domain_identity() -> None:
    """103.1.b: a Mind card in a Fury/Calm deck."""
    d = deck_dict()
    d["main"].append("test-acolyte")
    reason = only_reason(d, "103.1.b")
    assert "Test Acolyte" in reason


def test_champion_without_the_legends_tag() -> None:
    """103.2.a.2: the chosen champion must share a champion tag with the legend."""
    d = deck_dict()
    d["champion"] = OTHER_CHAMPION.id
    reason = only_reason(d, "103.2.a.2")
    assert OTHER_CHAMPION.name in reason


def test_chosen_champion_must_be_a_champion_unit() -> None:
    """103.2.a.2: a non-champion unit can't be the chosen champion."""
    d = deck_dict()
    d["champion"] = "test-ogre"
    reason = only_reason(d, "103.2.a.2")
    assert "Test Ogre" in reason


def test_more_than_three_signature_cards() -> None:
    """103.2.d.1: at most 3 Signature cards in total, regardless of name."""
    d = deck_dict()
    d["main"].extend(c.id for c in EXTRA_SIGNATURES)  # 1 + 3 = 4, all different names
    reason = only_reason(d, "103.2.d.1")
    assert "4" in reason


def test_three_signature_cards_are_allowed() -> None:
    d = deck_dict()
    d["main"].extend(c.id for c in EXTRA_SIGNATURES[:2])
    assert reasons_of(d) == []


def test_signature_of_another_champion() -> None:
    """103.2.d.2: a Signature card must carry the legend's champion tag."""
    d = deck_dict()
    d["main"].append(SAGE_SIGNATURE_IN_CALM.id)
    reason = only_reason(d, "103.2.d.2")
    assert SAGE_SIGNATURE_IN_CALM.name in reason


# ---- the rune deck (103.3) ------------------------------------------------------------------
def test_eleven_runes() -> None:
    """103.3.a: exactly 12 runes."""
    d = deck_dict()
    d["runes"] = d["runes"][:11]
    reason = only_reason(d, "103.3.a:")
    assert "11" in reason and "12" in reason


def test_thirteen_runes() -> None:
    d = deck_dict()
    d["runes"] = [*d["runes"], "test-rune-fury"]
    reason = only_reason(d, "103.3.a:")
    assert "13" in reason


def test_rune_of_another_domain() -> None:
    """103.3.a.1: runes must be of the legend's domain identity."""
    d = deck_dict()
    d["runes"] = [*d["runes"][:11], "test-rune-mind"]
    reason = only_reason(d, "103.3.a.1")
    assert "Test Mind Rune" in reason


# ---- battlefields (103.4, 480.4.a) ----------------------------------------------------------------
def test_two_battlefields_in_a_duel() -> None:
    """480.4.a: each Duel player provides three battlefields."""
    d = deck_dict()
    d["battlefields"] = d["battlefields"][:2]
    reasons = reasons_of(d)
    assert len(reasons) == 1, reasons
    assert "480.4.a" in reasons[0] and "2" in reasons[0] and "3" in reasons[0]


def test_duplicate_battlefield() -> None:
    """103.4.c: no two battlefields of the same name."""
    d = deck_dict()
    d["battlefields"] = ["test-bf-plains", "test-bf-plains", "test-bf-ridge"]
    reason = only_reason(d, "103.4.c")
    assert "Test Plains" in reason


# ---- unknown cards ----------------------------------------------------------------------------------
def test_unknown_card_id_is_named() -> None:
    d = deck_dict()
    d["main"] = [*d["main"][:-1], "test-no-such-card"]
    reasons = reasons_of(d)
    assert len(reasons) == 1, reasons
    assert "test-no-such-card" in reasons[0] and "unknown" in reasons[0].lower()


def test_unknown_ids_in_every_part_are_named() -> None:
    d = deck_dict()
    d["legend"] = "test-no-legend"
    d["champion"] = "test-no-champion"
    d["runes"] = [*d["runes"][:-1], "test-no-rune"]
    d["battlefields"] = [*d["battlefields"][:-1], "test-no-bf"]
    text = "\n".join(reasons_of(d))
    for cid in ("test-no-legend", "test-no-champion", "test-no-rune", "test-no-bf"):
        assert cid in text


# ---- every reason at once, through the public API -------------------------------------------------
def test_new_game_lists_every_reason() -> None:
    d = deck_dict()
    d["name"] = "broken"
    filler = (["test-recruit"] * 3 + ["test-guard"] * 3 + ["test-scout"] * 3
              + ["test-sniper"] * 3 + ["test-bolt"] * 3 + ["test-shock"] * 3
              + ["test-negate"] * 3 + ["test-insight"] * 3 + ["test-rally"] * 2 + ["test-anvil"])
    d["main"] = filler + (
        ["test-brawler"] * 4                                      # 103.2.b
        + ["test-acolyte"]                                        # 103.1.b (Mind)
        + ["test-signature-tinker"] + [c.id for c in EXTRA_SIGNATURES]
        + [SAGE_SIGNATURE_IN_CALM.id]                             # 5 signatures (103.2.d.1), one Sage (103.2.d.2)
        + ["test-no-such-card"])                                  # unknown
    assert len(d["main"]) == 38                                   # + champion = 39 (103.2)
    d["champion"] = OTHER_CHAMPION.id                             # 103.2.a.2
    d["runes"] = ["test-rune-fury"] * 6 + ["test-rune-calm"] * 4 + ["test-rune-mind"]  # 11 (103.3.a), Mind (103.3.a.1)
    d["battlefields"] = ["test-bf-plains", "test-bf-plains"]     # 2 (480.4.a), duplicate (103.4.c)

    reasons = reasons_of(d)
    text = "\n".join(reasons)
    for rule in ("103.2:", "103.2.b", "103.1.b", "103.2.a.2", "103.2.d.1", "103.2.d.2",
                 "103.3.a:", "103.3.a.1", "480.4.a", "103.4.c"):
        assert rule in text, f"no reason citing {rule}:\n{text}"
    assert "test-no-such-card" in text

    err = new_game_error(d)
    assert err.deck_name == "broken"
    assert err.reasons == reasons
    for r in reasons:
        assert r in str(err)


def test_new_game_refuses_an_unknown_card_by_name() -> None:
    d = deck_dict()
    d["main"] = [*d["main"][:-1], "test-no-such-card"]
    err = new_game_error(d)
    assert "test-no-such-card" in str(err)
