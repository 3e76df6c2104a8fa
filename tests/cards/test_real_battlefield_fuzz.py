"""Every implemented real battlefield plays in random games (issue "Real cards III"): two
test decks each bringing one of them, as a Proving Grounds deck does (a Duel uses one
battlefield of each player, 480.4.a; docs/rulings.md "Proving Grounds decks"), played to the
end by random agents with zones consistent (105-110), clones and serialized copies identical,
and every game ending (302)."""

from __future__ import annotations

import pytest

from riftbound import Game, new_game
from riftbound.cards import catalog
from riftbound.cards.facts.table import table
from riftbound.cards.model import BATTLEFIELD, TOKEN
from riftbound.cards.test_cards import TEST_DECKS
from tests.support import random_play_checked
from tests.test_fuzz import check_privacy, check_zones

BATTLEFIELDS = [c.id for c in table().cards if catalog.registered(c.id) and c.type == BATTLEFIELD
                and TOKEN not in c.supertypes]
DECKS = ("test-fury-calm", "test-mind-order", "test-body-chaos")


@pytest.mark.parametrize("game", range(-(-len(BATTLEFIELDS) // 2)))
def test_real_battlefields_in_random_games(game: int) -> None:
    pair = BATTLEFIELDS[2 * game:2 * game + 2]
    pair = pair + BATTLEFIELDS[:2 - len(pair)]
    decks = [{**TEST_DECKS[DECKS[(game + p) % 3]], "name": f"bf-{p}", "battlefields": [pair[p]]} for p in range(2)]
    g: Game = new_game(decks=decks, seed=game)
    assert sorted(g.s.catalog[g.s.o_card[b]].id for b in g.s.bf_objs) == sorted(pair)

    def check(game_: Game) -> None:
        check_zones(game_)
        check_privacy(game_)

    random_play_checked(g, game, each=check, copy_every=25)
    assert g.winners or g.s.end_reason
