"""Details of Replace (438) and Reveal (424) that scenario expectations can't name: the
replacing token's inherited statuses and owner, and what each player's observation shows."""

from __future__ import annotations

import json

from riftbound.game import Game
from riftbound.observe import observation
from riftbound.rules import zones
from riftbound.scenario.loader import Scenario
from riftbound.scenario.runner import resolve_step
from riftbound.state import BANISHMENT, State
from tests.support import scenario_game


def _play(name: str, steps: tuple[str, ...]) -> tuple[State, Game, Scenario]:
    game, sc = scenario_game(f"actions/{name}", steps, log_on=False)
    return game.s, game, sc


def test_replacing_token_inherits_statuses_and_place() -> None:
    g, _, sc = _play("tg_replace_unit_with_token.yaml", ("play tg-polymorph", "pass", "pass"))
    guard = sc.labels["guard"]
    token = len(g.o_card) - 1  # the newest object
    assert g.catalog[g.o_card[token]].id == "token-recruit"
    assert g.zones[zones.bf_location(g, 0)] == [token]  # in the guard's place
    assert g.o_ctrl[token] == 1 and g.o_owner[token] == 0  # 438.1, 180
    assert (g.o_exh[token], g.o_dmg[token], g.o_buff[token]) == (1, 1, 1)
    assert guard in g.zone_of(1, BANISHMENT)  # 438.5


def test_revealed_cards_in_every_view_then_gone() -> None:
    g, game, sc = _play("tg_reveal_top_cards_seen_by_all.yaml", ("play tg-omen", "pass", "pass"))
    for viewer in (0, 1, -1):
        assert [o["card"] for o in observation(g, viewer)["revealed"]] == ["test-bolt", "test-guard"]
    theirs = json.dumps(observation(g, 1))
    assert "test-insight" not in theirs  # the rest of the deck stays secret
    assert "test-recruit" not in theirs  # and so does P0's hand
    game.apply_action(resolve_step(g, sc, "play test-recruit"))
    assert observation(g, 1)["revealed"] == []
