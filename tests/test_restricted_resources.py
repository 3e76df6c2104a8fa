"""Restricted resources from Add abilities (429, 165, 166, 357, 358.4; rules/restricted.py):
undone with an abandoned play, public, plain data that clones and serializes, and absent
from games with no such cards."""

from __future__ import annotations

from riftbound.game import Game
from riftbound.rules import playing
from tests.support import play_scenario, round_trip


def test_abandoned_play_takes_back_restricted_resources() -> None:
    """358.4: the Add abilities used while paying are undone, so the restricted Energy Lux
    added goes with them, and the unrestricted pool is as it was."""
    game = play_scenario("restricted/abandoned_payment.yaml", ["play spell", "target foe", "activate lux 0"])
    g = game.s
    assert g.pending is not None and g.pending[0] == "pay"
    assert [t[1:4] for t in g.pool_limited] == [("spells", 2, "")]
    item = g.chain[0]
    playing.abandon(g, item, "358.4")
    assert g.pool_limited == []
    assert g.pool_energy[0] == 1
    lux = next(o for o in range(len(g.o_card)) if g.catalog[g.o_card[o]].id == "ogs-014")
    assert g.o_exh[lux] == 0


def test_restricted_resources_are_public_and_plain_data() -> None:
    """165, 429: the pool is public: both players see the restricted Energy; it clones and
    serializes with the state."""
    game = play_scenario("restricted/empties.yaml", ["activate lux"])
    for viewer in (0, 1):
        pool = game.observation(viewer)["players"][0]["rune_pool"]
        assert pool["restricted"] == [["spells", 2, ""]]
    clone = Game(game.s.clone())
    assert clone.s.pool_limited == game.s.pool_limited
    assert clone.s.pool_limited is not game.s.pool_limited
    round_trip(game)


def test_games_without_restricted_resources_hold_none() -> None:
    """A game with no such card never fills the list."""
    game = play_scenario("restricted/abandoned_payment.yaml", [])
    assert game.s.pool_limited == []
    assert game.observation(1)["players"][0]["rune_pool"]["restricted"] == []
