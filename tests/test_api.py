"""The public API surface (README.md, "Python API"): the OpenSpiel-shaped game methods,
the stable JSON form of actions and decisions, clear errors for bad input, determinism, and
the agent registry.

Rules exercised where a test touches them: 116-118 (first player, opening hands, the
mulligan), 128 (privacy in observations), 302 (play goes on until a game ends).
"""

from __future__ import annotations

import json

import pytest

import riftbound
from riftbound import Action, Game, IllegalActionError, RiftboundError
from riftbound.actions import ARGS, STRING_ARGS
from riftbound.agents import AGENTS, RandomAgent, make_agent, register_agent
from riftbound.agents.base import Agent
from riftbound.state import HAND
from tests.support import play_scenario


def advance(g: Game, agent: RandomAgent, n: int) -> list[Action]:
    """Apply up to ``n`` random actions; returns them."""
    done: list[Action] = []
    while len(done) < n and not g.is_terminal():
        a = agent.choose(g)
        g.apply_action(a)
        done.append(a)
    return done


def finish(g: Game, agent: RandomAgent) -> None:
    advance(g, agent, 50_000)
    assert g.is_terminal()


def test_new_game_waits_for_the_first_mulligan() -> None:
    """Rules 116-118: setup ends with each player holding 4 cards and the first player in
    turn order deciding their mulligan: toggle any hand card, or be done."""
    g = riftbound.new_game(seed=2)
    s = g.s
    first = s.order[0]
    assert g.current_player() == first
    assert not g.is_terminal()
    assert [len(s.zone_of(p, HAND)) for p in range(2)] == [4, 4]
    legal = g.legal_actions()
    assert Action("mulligan_done") in legal
    assert sorted(a[1] for a in legal if a.kind == "mulligan_toggle") == sorted(
        s.zone_of(first, HAND))
    assert g.returns() == [0.0, 0.0]


def test_apply_action_moves_to_the_next_decision() -> None:
    """Rules 118 and 119: after both mulligans the first turn begins and the turn player
    gets priority in the Main Phase, where ending the turn is legal."""
    g = riftbound.new_game(seed=2)
    first, second = g.s.order
    g.apply_action(Action("mulligan_done"))
    assert g.current_player() == second
    g.apply_action({"kind": "mulligan_done"})  # the JSON form is accepted too
    assert g.current_player() == first
    assert g.s.turn_number == 1 and g.s.turn_player == first
    assert g.pending_decision() is not None
    assert Action("end_turn") in g.legal_actions()
    assert g.s.decisions == 2


def test_illegal_action_names_the_decision_and_changes_nothing() -> None:
    """Bad input gets a clear error naming what was wrong, state untouched."""
    g = riftbound.new_game(seed=2)
    before = g.state_hash()
    p = g.current_player()
    with pytest.raises(IllegalActionError) as info:
        g.apply_action(Action("end_turn"))
    msg = str(info.value)
    assert "'mulligan' decision" in msg
    assert f"P{p}" in msg
    assert "end_turn" in msg and "mulligan_done" in msg  # the action and the legal ones
    assert g.state_hash() == before
    assert g.s.decisions == 0
    for bad in ({"kind": "fly"}, {"kind": "play"}, "end_turn", 7):
        with pytest.raises(IllegalActionError):
            g.apply_action(bad)  # type: ignore[arg-type]
        assert g.state_hash() == before


def test_action_json_round_trip() -> None:
    """Every action kind has a stable JSON form that converts back to an equal action,
    which is also equal to (and hashes like) the plain tuple."""
    for kind, names in ARGS.items():
        args = ["fury" if n in STRING_ARGS else 3 + i for i, n in enumerate(names)]
        a = Action(kind, *args)
        d = a.to_json()
        assert d["kind"] == kind
        assert set(d) == {"kind", *names}
        back = Action.from_json(json.loads(json.dumps(d)))
        assert back == a and isinstance(back, Action)
        assert a == (kind, *args)
        assert hash(a) == hash(tuple(a))
        assert a.kind == kind
    with pytest.raises(IllegalActionError, match="unknown action kind 'fly'"):
        Action.from_json({"kind": "fly"})
    with pytest.raises(IllegalActionError, match="needs field"):
        Action.from_json({"kind": "activate", "object": 3})
    with pytest.raises(IllegalActionError, match="'kind'"):
        Action.from_json({"card": 3})


def test_pending_decision_is_stable_json() -> None:
    """The pending decision names its kind and player and lists the legal actions' JSON;
    it is None once the game is over."""
    g = riftbound.new_game(seed=4)
    agent = RandomAgent(4)
    for _ in range(60):
        d = g.pending_decision()
        assert d is not None
        assert json.loads(json.dumps(d)) == d
        assert d["player"] == g.current_player()
        assert g.s.pending is not None and d["kind"] == g.s.pending[0]
        assert d["actions"] == [a.to_json() for a in g.legal_actions()]
        advance(g, agent, 1)
    finish(g, agent)
    assert g.pending_decision() is None


def test_returns_after_the_end() -> None:
    """Rule 302: a game goes on until it is won; then the winner's return is +1 and the
    other player's -1 (0 for both while it is going, or with no winner)."""
    g = riftbound.new_game(seed=6)
    agent = RandomAgent(6)
    advance(g, agent, 100)
    assert g.returns() == [0.0, 0.0]
    finish(g, agent)
    assert g.current_player() == riftbound.TERMINAL
    assert g.legal_actions() == []
    if g.winners:
        w = g.winners[0]
        assert g.returns()[w] == 1.0 and g.returns()[1 - w] == -1.0
    else:
        assert g.returns() == [0.0, 0.0]
    assert g.end_reason in ("victory_score", "burn_out", "turn_limit")


def test_clone_is_independent() -> None:
    """A clone shares nothing mutable: changing it leaves the original as it was, and the
    same actions on both give the same state."""
    g = riftbound.new_game(seed=8)
    agent = RandomAgent(8)
    advance(g, agent, 200)
    h = g.state_hash()
    c = g.clone()
    assert c.state_hash() == h
    actions = advance(c, RandomAgent(99), 50)
    assert g.state_hash() == h
    for a in actions:
        g.apply_action(a)
    assert g.state_hash() == c.state_hash()


def test_observation_shows_only_what_a_player_may_see() -> None:
    """Rule 128: a player sees their own hand; the opponent's hand and the decks only as
    counts. A spectator (-1) sees no hand. Observations are JSON."""
    g = riftbound.new_game(seed=10)
    advance(g, RandomAgent(10), 150)
    for viewer in (0, 1):
        obs = g.observation(viewer)
        assert json.loads(json.dumps(obs)) == obs
        assert obs["viewer"] == viewer
        me, other = obs["players"][viewer], obs["players"][1 - viewer]
        assert [o["id"] for o in me["hand"]] == g.s.zone_of(viewer, HAND)
        assert "hand" not in other
        assert other["hand_size"] == len(g.s.zone_of(1 - viewer, HAND))
    spectator = g.observation(-1)
    assert all("hand" not in p for p in spectator["players"])


def test_action_to_string_names_the_player() -> None:
    """Every legal action has a readable text that starts with the deciding player."""
    g = riftbound.new_game(seed=12)
    agent = RandomAgent(12)
    kinds: set[str] = set()
    for _ in range(300):
        if g.is_terminal():
            break
        p = g.current_player()
        for a in g.legal_actions():
            text = g.action_to_string(a)
            assert text.startswith(f"P{p} ") and len(text) > 4
            kinds.add(a.kind)
        assert g.option_texts() == [g.action_to_string(a) for a in g.legal_actions()]  # all at once, the same
        advance(g, agent, 1)
    assert {"mulligan_done", "end_turn", "play"} <= kinds


def test_serialize_round_trip() -> None:
    """``serialize`` is JSON; ``deserialize`` gives the same state, which then plays on
    exactly like the original."""
    g = riftbound.new_game(seed=14, log=True)
    agent = RandomAgent(14)
    advance(g, agent, 250)
    text = g.serialize()
    assert json.loads(text)["format"] == "riftbound-state"
    back = Game.deserialize(text)
    assert back.state_hash() == g.state_hash()
    assert back.legal_actions() == g.legal_actions()
    assert back.game_log() == g.game_log()
    for a in advance(g, RandomAgent(5), 100):
        back.apply_action(a)
    assert back.state_hash() == g.state_hash()
    with pytest.raises(RiftboundError, match="not a serialized riftbound-state"):
        Game.deserialize('{"format": "something else"}')


def test_same_seed_and_actions_give_the_same_game() -> None:
    """Randomness lives in the state: same seed + same actions = same game, hash by hash;
    another seed deals another game."""
    a = riftbound.new_game(seed=21)
    b = riftbound.new_game(seed=21)
    assert a.state_hash() == b.state_hash()
    assert a.state_hash() != riftbound.new_game(seed=22).state_hash()
    agent = RandomAgent(3)
    while not a.is_terminal():
        act = agent.choose(a)
        a.apply_action(act)
        b.apply_action(act)
        assert a.state_hash() == b.state_hash()
    assert b.is_terminal() and a.winners == b.winners and a.end_reason == b.end_reason
    assert a.serialize() == b.serialize()


def test_game_log_names_rules() -> None:
    """Rules 116 and 117 appear in the judge's log of setup; without ``log=True`` there is
    no log."""
    g = riftbound.new_game(seed=1, log=True)
    rules = [r for r, _t in g.game_log()]
    assert "116" in rules and "413" in rules
    assert all(isinstance(r, str) and isinstance(t, str) for r, t in g.game_log())
    assert riftbound.new_game(seed=1).game_log() == []


def test_bad_game_setup_is_a_clear_error() -> None:
    """An unknown built-in deck is refused with a DeckError naming the known decks (103)."""
    with pytest.raises(RiftboundError, match="test-fury-calm"):
        riftbound.new_game(decks=["no-such-deck", "test-mind-order"])


def test_agent_registry() -> None:
    """Agents are built by name with a seed; the same seed plays the same moves; the
    registry lists known names for an unknown one and accepts new kinds."""
    a = make_agent("random", 5)
    assert isinstance(a, Agent) and a.name == "random"
    g1, g2 = riftbound.new_game(seed=3), riftbound.new_game(seed=3)
    b = make_agent("random", 5)
    for _ in range(100):
        x, y = a.choose(g1), b.choose(g2)
        assert x == y and x in g1.legal_actions()
        g1.apply_action(x)
        g2.apply_action(y)
    with pytest.raises(RiftboundError, match="known agents: heuristic, random"):
        make_agent("nobody", 0)

    class FirstAgent(RandomAgent):
        name = "first"

        def choose(self, game: Game) -> Action:
            return game.legal_actions()[0]

    register_agent("first", FirstAgent)
    try:
        agent = make_agent("first", 0)
        assert agent.choose(g1) == g1.legal_actions()[0]
        with pytest.raises(ValueError, match="already registered"):
            register_agent("first", RandomAgent)
    finally:
        del AGENTS["first"]


def test_observation_shows_the_victory_score_raised_by_a_battlefield() -> None:
    """478.3: every observation shows the Victory Score now, the mode's raised by the
    battlefields in play (Aspirant's Climb: a Duel's 8 becomes 9); the server and its
    client draw this one."""
    g = play_scenario("cards/ogn/ogn-276.yaml", [])
    assert [g.observation(v)["victory_score"] for v in (-1, 0, 1)] == [9, 9, 9]
    assert riftbound.new_game(seed=0).observation(0)["victory_score"] == 8
