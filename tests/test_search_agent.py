"""The search agent: it plays every mode, and never looks at hidden information -- its
choices are identical when only cards hidden from its player differ (128)."""

from __future__ import annotations

import pytest

import riftbound
from riftbound.agents import HeuristicAgent, RandomAgent, make_agent
from riftbound.agents.search import SearchAgent, evaluate
from riftbound.determinize import determinize


def test_choices_do_not_depend_on_hidden_cards() -> None:
    """The same seed gives the same choice in a game and in a twin whose opponent's hand,
    deck and every deck order were re-dealt."""
    g = riftbound.new_game(seed=5)
    other = HeuristicAgent(1)
    searched = 0
    while not g.is_terminal() and searched < 12:
        p = g.current_player()
        if p == 0:
            twin = determinize(g, 0, searched + 100)
            assert twin.state_hash() != g.state_hash()
            a = SearchAgent(7, iterations=12).choose(g)
            searched += len(g.legal_actions()) > 2
            assert SearchAgent(7, iterations=12).choose(twin) == a
        else:
            a = other.choose(g)
        g.apply_action(a)
    assert searched == 12


@pytest.mark.parametrize("mode", ["duel", "match", "ffa3", "ffa4", "2v2"])
def test_search_plays_every_mode(mode: str) -> None:
    g = riftbound.new_game(mode=mode, seed=1, max_turns=10)
    agents = [SearchAgent(p, iterations=6, horizon=1) if p == 0 else RandomAgent(p) for p in range(g.s.n_players)]
    searched = 0
    while not g.is_terminal():
        agent = agents[g.current_player()]
        a = agent.choose(g)
        assert a in g.legal_actions()
        if isinstance(agent, SearchAgent):
            searched += agent.last_iterations > 0
        g.apply_action(a)
    assert searched > 0


def test_registered_and_evaluation_is_bounded() -> None:
    agent = make_agent("search", 3)
    assert isinstance(agent, SearchAgent) and agent.name == "search"
    g = riftbound.new_game(seed=2)
    assert -1 < evaluate(g.s, 0) < 1


def test_heuristic_declines_an_invitation_with_pass() -> None:
    """484.8.a: an invited teammate declines by passing; the heuristic agent never answers
    with an illegal end of turn (it did in 2v2)."""
    for seed in range(3):
        g = riftbound.new_game(mode="2v2", seed=seed)
        agents = [HeuristicAgent(p) for p in range(4)]
        while not g.is_terminal():
            a = agents[g.current_player()].choose(g)
            assert a in g.legal_actions()
            g.apply_action(a)


def test_heuristic_has_a_rule_for_every_decision_kind() -> None:
    """Every decision the engine asks (its pending kinds) has its own heuristic method, and
    heuristic play with the keyword decks stays legal in every mode."""
    from riftbound.encoding import DECISION_KINDS

    missing = [k for k in DECISION_KINDS if not callable(getattr(HeuristicAgent, f"_{k}", None))]
    assert missing == []
    seen: set[str] = set()
    for mode in ("duel", "ffa3", "2v2"):
        decks = ["test-keywords-raider", "test-keywords-warden"] if mode == "duel" else None
        for seed in range(3):
            g = riftbound.new_game(mode=mode, decks=decks, seed=seed)
            agents = [HeuristicAgent(p) for p in range(g.s.n_players)]
            while not g.is_terminal():
                assert g.s.pending is not None
                seen.add(g.s.pending[0])
                a = agents[g.current_player()].choose(g)
                assert a in g.legal_actions()
                g.apply_action(a)
    assert {"priority", "pay", "target", "mulligan", "move"} <= seen
