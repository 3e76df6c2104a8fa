"""The retail precon decks whose cards are all implemented play by name (issue "Real cards
II"): seeded random games in a Duel to the end (302), a clone identical. A Proving Grounds
deck brings one battlefield, accepted as sold in a casual game (rules/deck.py ``check``;
docs/rulings.md "Proving Grounds decks")."""

from __future__ import annotations

import pytest

from riftbound import new_game
from riftbound.decks.named import retail
from riftbound.errors import DeckError
from riftbound.rules.deck import check, unplayable
from riftbound.rules.modes import get_mode
from tests.support import random_play_checked

COMPLETE = sorted(name for name, deck in retail().items() if not unplayable(deck))


def test_the_lux_precon_is_complete() -> None:
    assert "precon-lux" in COMPLETE


def test_a_match_still_needs_three_battlefields() -> None:
    """481.5: a Match uses a different battlefield each game, so a one-battlefield deck is refused."""
    with pytest.raises(DeckError, match=r"103\.4\.a"):
        check(retail()["precon-lux"], get_mode("match"))


@pytest.mark.parametrize("seed", range(3))
def test_complete_precons_play_to_the_end(seed: int) -> None:
    decks = [COMPLETE[seed % len(COMPLETE)], COMPLETE[(seed + 1) % len(COMPLETE)]]
    g = new_game(decks=decks, seed=seed)
    random_play_checked(g, seed)
    assert g.winners or g.s.end_reason == "turn_limit"
