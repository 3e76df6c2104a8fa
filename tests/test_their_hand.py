"""Hidden information around a chosen player's hand (128, 424): "Choose an opponent. They
reveal their hand. Choose a card from it ..." (effects/their_hand.py).

Revealing presents the cards to all players (424.1), a third player of a Free-for-All included,
until the next action (424.3, docs/rulings.md); a card chosen from that hand once the reveal is
over is chosen by its chooser alone looking at the hand (128.4): no one else is shown it. A
decision asked of another player ("they discard 1") shows its data to that player only (128).
"""

from __future__ import annotations

import pytest

from riftbound.encoding import ObservationEncoder
from riftbound.errors import NotYourDecisionError
from riftbound.game import Game
from riftbound.observe import hidden_from, sees
from riftbound.state import HAND
from tests.support import play_scenario


def _hand_ids(game: Game, owner: int) -> list[int]:
    return list(game.s.zone_of(owner, HAND))


def _revealed(game: Game, viewer: int) -> list[int]:
    return [o["id"] for o in game.observation(viewer)["revealed"]]


def _looking(game: Game, viewer: int) -> list[int]:
    return [o["id"] for o in game.observation(viewer)["looking"]]


def test_a_revealed_hand_is_shown_to_every_player_a_third_player_included() -> None:
    """424.1: Sabotage's opponent P1 reveals their hand to all players, P2 (not part of it)
    too, while P0 chooses; once P0 has chosen, the reveal is over for everyone."""
    game = play_scenario("cards/ogn/ogn-156.yaml", ["play sab", "player p1", "pass", "pass", "pass"])
    hand = _hand_ids(game, 1)
    assert game.s.pending is not None and game.s.pending[:2] == ("look", 0)
    for viewer in (0, 1, 2):
        assert _revealed(game, viewer) == hand
        assert all(sees(game.s, c, viewer) for c in hand)
    game.apply_action(next(a for a in game.legal_actions() if a.kind == "card"), player=0)
    for viewer in (0, 2):
        assert _revealed(game, viewer) == []
        assert "hand" not in game.observation(viewer)["players"][1]
        assert not any(sees(game.s, c, viewer) for c in _hand_ids(game, 1))


def test_a_hand_no_longer_revealed_is_shown_to_its_chooser_alone() -> None:
    """Insightful Investigator: answering "pay 2 XP?" ends the reveal (424.3); the card is then
    chosen from P1's hand with the hand shown to P0 only (128.4): P2 sees nothing of it, in
    the observation, the pending decision or `sees`."""
    game = play_scenario("cards/unl/unl-135.yaml", ["play inv", "player p1", "pass", "pass", "pass"])
    hand = _hand_ids(game, 1)
    assert _revealed(game, 2) == hand  # revealed: every player sees it
    game.apply_action(next(a for a in game.legal_actions() if a.kind == "yes"), player=0)
    assert game.s.pending is not None and game.s.pending[:2] == ("look", 0)
    assert _looking(game, 0) == hand and all(sees(game.s, c, 0) for c in hand)
    for viewer in (2, -1):
        assert _revealed(game, viewer) == [] and _looking(game, viewer) == []
        assert not any(sees(game.s, c, viewer) for c in hand)
    decision = game.pending_decision(2)
    assert decision is not None and decision["data"] == [] and decision["actions"] == []
    with pytest.raises(NotYourDecisionError):
        game.apply_action(next(a for a in game.legal_actions() if a.kind == "card"), player=2)


def test_another_players_decision_shows_its_data_to_them_only() -> None:
    """Bewitching Spirit: P2 is chosen and discards a card of their choice; P0, whose ability
    it is, is shown neither P2's hand nor the options, and can't answer for P2 (128)."""
    game = play_scenario("cards/unl/unl-121.yaml", ["play u", "player p2", "pass", "pass", "pass"])
    assert game.s.pending is not None and game.s.pending[:2] == ("discard", 2)
    theirs = game.pending_decision(2)
    assert theirs is not None and len(theirs["actions"]) == 2
    mine = game.pending_decision(0)
    assert mine is not None and mine["actions"] == [] and mine["data"] == []
    assert not any(sees(game.s, c, 0) for c in _hand_ids(game, 2))
    assert _looking(game, 0) == [] and "hand" not in game.observation(0)["players"][2]
    with pytest.raises(NotYourDecisionError):
        game.apply_action(game.legal_actions()[0], player=0)


def _facedown(game: Game, viewer: int, bf: int) -> list[dict[str, object]]:
    return list(game.observation(viewer)["battlefields"][bf]["facedown"])


def test_looking_at_their_facedown_cards_is_for_the_controller_alone_and_this_turn() -> None:
    """Scuttle Crab's Deathknell (128.4, 811): P0 may look at P1's facedown cards this turn —
    P0 is shown P1's facedown card, P2 is not, and neither P0 nor anyone is shown P2's; the
    fixed encoding, `sees` and the server's redaction agree. At the end of the turn the
    permission ends (317.2.c)."""
    steps = ["play crab", "pass", "pass", "pass", "play bolt", "target crab", "pass", "pass", "pass",
             "player p1", "pass", "pass", "pass"]
    game = play_scenario("cards/unl/unl-053.yaml", steps)
    s = game.s
    mine, theirs = s.zones[s.face_zones[0]][0], s.zones[s.face_zones[1]][0]
    shown = _facedown(game, 0, 0)
    assert len(shown) == 1 and shown[0]["id"] == mine and shown[0]["card"] == "test-bolt"
    assert _facedown(game, 2, 0) == [{"hidden": True}] and _facedown(game, 0, 1) == [{"hidden": True}]
    assert sees(s, mine, 0) and not sees(s, mine, 2) and not sees(s, theirs, 0)
    assert not hidden_from(s, mine, 0) and hidden_from(s, mine, 2) and hidden_from(s, theirs, 0)
    enc = ObservationEncoder("ffa3")
    for viewer in (0, 2):
        assert enc.encode_game(game, viewer).tolist() == enc.encode(game.observation(viewer)).tolist()
    game.apply_action(next(a for a in game.legal_actions() if a.kind == "end_turn"), player=0)
    assert s.turn_player == 1 and s.zones[s.face_zones[0]] == [mine]
    assert _facedown(game, 0, 0) == [{"hidden": True}] and not sees(s, mine, 0)
