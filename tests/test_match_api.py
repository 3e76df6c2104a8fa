"""A Match (481) answers every call of the Game API from its first decision on: the players'
battlefield choices (481.5) read as battlefields, its observation holds no placeholder
battlefields, its counts cover every game, and ``Game.deserialize`` reads it back."""

from __future__ import annotations

import json
from pathlib import Path

import riftbound
from riftbound import Game
from riftbound.agents.random_agent import RandomAgent
from riftbound.match import Match
from riftbound.simulate import simulate
from riftbound.state import SET_ASIDE


def test_battlefield_choice_actions_read_as_battlefields() -> None:
    """481.5: the choice is of one of the player's own battlefields (an object id)."""
    m = riftbound.new_game(mode="match", seed=1)
    assert m.pending_decision()["kind"] == "choose_bf"  # type: ignore[index]
    for a in m.legal_actions():
        text = m.action_to_string(a)
        assert text == f"P{m.current_player()} selects battlefield {m.s.catalog[m.s.o_card[a[1]]].name}#{a[1]}"


def test_observation_shows_no_battlefield_before_it_is_selected() -> None:
    m = riftbound.new_game(mode="match", seed=1)
    obs = m.observation(0)
    assert obs["battlefields"] == [None, None]
    agent = RandomAgent(1)
    while m.pending_decision()["kind"] == "choose_bf":  # type: ignore[index]
        m.apply_action(agent.choose(m))  # type: ignore[arg-type]
    placed = m.observation(0)["battlefields"]
    assert all(b is not None and b["battlefield"]["id"] >= 0 for b in placed)
    assert {b["battlefield"]["card"] for b in placed} == {
        m.s.catalog[m.s.o_card[o]].id for o in m.s.bf_objs}


def _play_match(seed: int) -> tuple[Match, int]:
    m = riftbound.new_game(mode="match", seed=seed)
    assert isinstance(m, Match)
    agent = RandomAgent(seed)
    n = 0
    while not m.is_terminal():
        m.apply_action(agent.choose(m))  # type: ignore[arg-type]
        n += 1
    return m, n


def test_counts_cover_every_game_of_the_match() -> None:
    m, n = _play_match(2)
    assert m.games >= 2
    counts = m.counts()
    assert counts["decisions"] == n
    assert counts["turns"] > m.game.counts()["turns"]  # the earlier games count too


def test_simulate_counts_every_game_of_a_match(tmp_path: Path) -> None:
    r = simulate(1, seed=2, mode="match", replay_dir=tmp_path, failed_dir=None)
    lines = [json.loads(x) for x in (tmp_path / "seed-2.jsonl").read_text().splitlines()]
    m = riftbound.new_game(mode="match", seed=2)
    for x in lines:
        if x["type"] == "action":
            m.apply_action(x["action"])
    assert m.is_terminal() and m.games >= 2
    assert {k: r[k] for k in m.counts()} == m.counts()


def test_game_deserialize_reads_a_match() -> None:
    m = riftbound.new_game(mode="match", seed=3)
    agent = RandomAgent(3)
    while m.games < 2 and not m.is_terminal():
        m.apply_action(agent.choose(m))  # type: ignore[arg-type]
    back = Game.deserialize(m.serialize())
    assert isinstance(back, Match)
    assert back.state_hash() == m.state_hash() and back.counts() == m.counts()
    a1, a2 = RandomAgent(9), RandomAgent(9)
    for _ in range(200):
        if m.is_terminal():
            break
        m.apply_action(a1.choose(m))  # type: ignore[arg-type]
        back.apply_action(a2.choose(back))  # type: ignore[arg-type]
        assert back.state_hash() == m.state_hash()


def test_selected_battlefields_are_placed_together() -> None:
    """481.5: the selections are placed simultaneously, so the second player chooses
    without seeing the first player's battlefield."""
    m = riftbound.new_game(mode="match", seed=4, log=True)
    first = m.current_player()
    choice = m.legal_actions()[-1]
    m.apply_action(choice)
    second = m.current_player()
    assert second != first and m.pending_decision()["kind"] == "choose_bf"  # type: ignore[index]
    for viewer in (first, second):
        assert m.observation(viewer)["battlefields"] == [None, None]
    assert m.s.o_zone[choice[1]] == m.s.o_zone[m.s.zone_of(first, SET_ASIDE)[0]]  # still set aside
    assert not any(r == "114" for r, _t in m.game_log())
    m.apply_action(m.legal_actions()[0])
    assert [r for r, _t in m.game_log()].count("114") == 2
    assert all(b is not None for b in m.observation(first)["battlefields"])
