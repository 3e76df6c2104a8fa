"""The named decks made only of implemented real cards (riftbound/decks/real/*.txt): each is
legal in a Duel with its ban list (101-103), every card is implemented, and they play seeded
random games to the end (302) with clones identical."""

from __future__ import annotations

import pytest

from riftbound import Game, new_game
from riftbound.decks.named import DUEL_BANNED, named, real
from riftbound.rules.deck import unplayable, validate
from riftbound.rules.modes import get_mode
from tests.support import random_play_checked

REAL = sorted(real())


def test_there_are_four_real_decks_legal_and_playable() -> None:
    assert len(REAL) >= 4
    for name in REAL:
        deck = named(name)
        assert validate(deck, get_mode("duel"), DUEL_BANNED) == [], name
        assert unplayable(deck) == [], name


@pytest.mark.parametrize("seed", range(4))
def test_real_decks_play_to_the_end(seed: int) -> None:
    decks = [REAL[seed % len(REAL)], REAL[(seed + 1) % len(REAL)]]
    g: Game = new_game(decks=decks, seed=seed)
    random_play_checked(g, seed)
    assert g.winners
