"""Privacy of facedown cards and looked-at cards (128.4): a hidden card's face is shown
only to its controller (811, 107.3), and the card Vision looks at (817.1.b) appears only in
its controller's pending decision, never in the opponent's observation."""

from __future__ import annotations

import json
import random
from pathlib import Path

import riftbound
from riftbound import engine
from riftbound.game import Game
from riftbound.observe import observation, observations, redact
from riftbound.scenario.loader import build, load
from riftbound.scenario.runner import resolve_step

KW = Path(__file__).parent / "scenarios" / "keywords"


def test_facedown_card_shown_only_to_its_controller() -> None:
    sc = load(KW / "hidden_unit_played_to_its_battlefield.yaml")
    g = build(sc, False)
    guard = sc.labels["guard"]
    mine = observation(g, 0)["battlefields"][1]["facedown"]
    theirs = observation(g, 1)["battlefields"][1]["facedown"]
    assert len(mine) == 1 and mine[0]["card"] == "kw2-lurking-guard" and mine[0]["id"] == guard
    assert theirs == [{"hidden": True}]
    # nothing else in the opponent's view gives the card away
    assert "kw2-lurking-guard" not in json.dumps(observation(g, 1))
    assert "Kw2 Lurking Guard" not in json.dumps(observation(g, 1))


def test_card_hidden_from_hand_is_private() -> None:
    sc = load(KW / "hidden_hide_then_play_later.yaml")
    g = build(sc, False)
    engine.run(g)
    game = Game(g)
    game.apply_action(resolve_step(g, sc, "hide sc-trap"))
    assert observation(g, 1)["battlefields"][0]["facedown"] == [{"hidden": True}]
    assert observation(g, 0)["battlefields"][0]["facedown"][0]["card"] == "sc-trap"
    assert "sc-trap" not in json.dumps(observation(g, 1))


def test_vision_card_only_in_deciders_pending_decision() -> None:
    sc = load(KW / "vision_look_is_private_decision.yaml")
    g = build(sc, False)
    engine.run(g)
    game = Game(g)
    for text in ("play kw2-quiet-seer", "pass", "pass"):
        game.apply_action(resolve_step(g, sc, text))
    assert g.pending is not None and g.pending[:2] == ("look", 0)
    top = g.pending[2]
    assert g.catalog[g.o_card[top]].id == "test-ogre"
    view = json.dumps(observation(g, 1))
    assert "test-ogre" not in view and "Test Ogre" not in view
    assert observation(g, 1)["decision"] == {"kind": "look", "player": 0}


def test_facedown_target_stays_hidden_until_it_leaves() -> None:
    """Pack of Wonders chooses a facedown card (811, 355.9): while the ability waits on the chain,
    the opponent's observation shows that target as a facedown card, without its id, and the
    log names no card (128.4); returned to its owner's hand, it is revealed as it leaves (421.4)."""
    sc = load(Path(__file__).parent / "scenarios" / "cards" / "ogn" / "ogn-181.yaml")
    g = build(sc, True)
    engine.run(g)
    game = Game(g)
    for text in ("activate pack", "target fd"):
        game.apply_action(resolve_step(g, sc, text))
    fd = sc.labels["fd"]
    assert observation(g, 0)["chain"][0]["targets"] == [[{"object": fd}]]
    assert observation(g, 1)["chain"][0]["targets"] == [[{"facedown": True}]]
    assert "Block" not in json.dumps(observation(g, 1))
    assert g.log is not None and not any("Block" in str(entry) for entry in g.log)
    for text in ("pass", "pass"):
        game.apply_action(resolve_step(g, sc, text))
    assert any("Block" in str(entry) for entry in g.log)  # 421.4: revealed as it changes zones


def test_views_built_together_are_each_seats_own_view() -> None:
    """The server builds all its seats' views in one pass, sharing what they all see
    (observe.observations): each must be exactly that seat's own observation (108, 128.4),
    including the facedown card only its controller sees."""
    sc = load(KW / "hidden_hide_then_play_later.yaml")
    g = build(sc, False)
    engine.run(g)
    Game(g).apply_action(resolve_step(g, sc, "hide sc-trap"))
    viewers = [-1, 0, 1]
    together = observations(g, viewers)
    assert [json.dumps(o) for o in together] == [json.dumps(observation(g, v)) for v in viewers]
    assert together[0]["battlefields"][0]["facedown"] == [{"hidden": True}]
    assert together[1]["battlefields"][0]["facedown"][0]["card"] == "sc-trap"
    assert "hand" in together[1]["players"][0] and "hand" not in together[2]["players"][0]


def test_views_built_together_over_random_games_of_every_mode() -> None:
    for mode in ("duel", "ffa3", "ffa4", "2v2", "match"):
        game = riftbound.new_game(mode=mode, seed=11)
        rng = random.Random(11)
        for _ in range(150):
            if game.is_terminal():
                break
            viewers = list(range(-1, game.s.n_players))
            assert game.observations(viewers) == [game.observation(v) for v in viewers], mode
            assert observations(game.s, viewers[1:]) == [observation(game.s, v) for v in viewers[1:]]
            game.apply_action(rng.choice(game.legal_actions()))


def test_a_sight_taken_before_an_action_tells_what_was_hidden_then() -> None:
    """The server redacts an action's log from a partial copy of the state before it
    (State.sight): a card drawn stays hidden from the opponent, as with a whole copy."""
    game = riftbound.new_game(mode="duel", seed=5, log=True)
    rng = random.Random(5)
    for _ in range(200):
        if game.is_terminal():
            break
        before, sight, seen = game.s.clone(), game.s.sight(), len(game.s.log or [])
        game.apply_action(rng.choice(game.legal_actions()))
        for _rule, text in (game.s.log or [])[seen:]:
            assert redact(sight, game.s, text, [-1, 0, 1]) == redact(before, game.s, text, [-1, 0, 1])
