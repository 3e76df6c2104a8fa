"""Looking and revealing (128.4, 424): the cards an instruction looks at are shown to the
looking player alone, in their pending decision; the cards it reveals are shown to every
player while they are revealed; the judge's log names only what every player saw."""

from __future__ import annotations

import json

from riftbound.game import Game
from riftbound.observe import observation
from riftbound.scenario.loader import Scenario
from riftbound.scenario.runner import resolve_step
from riftbound.state import HAND, MAIN_DECK, State
from tests.support import scenario_game


def _at_decision(path: str, steps: tuple[str, ...]) -> tuple[Game, State, Scenario]:
    game, sc = scenario_game(f"cards/{path}", steps)
    return game, game.s, sc


def test_looked_at_cards_are_the_lookers_alone() -> None:
    """128.4: Stacked Deck's three cards are in P0's decision, nowhere in P1's view or the log."""
    game, g, sc = _at_decision("ogn/ogn-183.yaml", ("play deck", "pass", "pass"))
    assert g.log is not None
    logged = len(g.log)
    assert g.pending is not None and g.pending[:2] == ("look", 0)
    mine = json.dumps(observation(g, 0))
    theirs = json.dumps(observation(g, 1))
    assert "test-ogre" in mine and "test-bolt" in mine
    assert "test-ogre" not in theirs and "test-bolt" not in theirs
    assert observation(g, 1)["revealed"] == []
    game.apply_action(resolve_step(g, sc, "card b"))
    assert observation(g, 1)["revealed"] == []
    assert g.zone_kind[g.o_zone[sc.labels["b"]]] == HAND
    assert not any("Ogre" in text or "Bolt" in text for _, text in g.log[logged:])


def test_revealed_cards_are_everyones() -> None:
    """424.1: Void Rush's two cards are shown to both players during the choice."""
    _, g, _ = _at_decision("sfd/sfd-188.yaml", ("play rush", "pass", "pass"))
    assert g.pending is not None and g.pending[:2] == ("look", 0)
    for viewer in (0, 1):
        shown = [o["card"] for o in observation(g, viewer)["revealed"]]
        assert shown == ["test-ogre", "test-bolt"]


def test_revealed_cards_recycled_together_stop_being_shown() -> None:
    """416.5: two revealed cards recycled together go to the bottom in an order nobody knows,
    so no observation shows them there (Rek'Sai, Void Burrower, declining to play either)."""
    steps = ("move o", "move_to plains", "pass", "pass", "yes", "pass", "pass")
    game, g, sc = _at_decision("sfd/sfd-187.yaml", steps)
    assert g.pending is not None and g.pending[:2] == ("look", 0)
    assert [o["card"] for o in observation(g, 1)["revealed"]] == ["test-recruit", "test-ogre"]
    game.apply_action(resolve_step(g, sc, "no"))
    deck = g.zone_of(0, MAIN_DECK)
    assert sorted(g.catalog[g.o_card[o]].id for o in deck[:2]) == ["test-ogre", "test-recruit"]
    for viewer in (0, 1):
        assert observation(g, viewer)["revealed"] == []
