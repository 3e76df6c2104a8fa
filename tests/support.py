"""Helpers shared by the Python tests: play a scenario file part way, and random play that
checks clones and serialized copies at every step."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from riftbound import engine
from riftbound.agents import RandomAgent
from riftbound.game import Game
from riftbound.scenario.loader import Scenario, build, load
from riftbound.scenario.runner import resolve_step

SCENARIOS = Path(__file__).parent / "scenarios"


def play_scenario(path: str, steps: list[str]) -> Game:
    """The game of ``tests/scenarios/<path>`` after the script ``steps`` (scenario syntax)."""
    return scenario_game(path, steps)[0]


def scenario_game(path: str, steps: list[str] | tuple[str, ...], log_on: bool = True) -> tuple[Game, Scenario]:
    """As :func:`play_scenario`, with the scenario, whose labels name its objects."""
    sc = load(SCENARIOS / path)
    g = build(sc, log_on)
    engine.run(g)
    game = Game(g)
    for s in steps:
        game.apply_action(resolve_step(g, sc, s))
    return game, sc


def random_play_checked(g: Game, seed: int, each: Callable[[Game], None] | None = None,
                        copy_every: int = 15, agents: list[Any] | None = None) -> None:
    """Play ``g`` to its end with random agents (or ``agents``). A clone made at the start must
    stay identical, every ``copy_every`` decisions a serialized copy must have the same hash and
    legal actions, and a decision always has legal actions (302). ``each`` is called before
    every decision."""
    twin = g.clone()
    if agents is None:
        agents = [RandomAgent(seed * 2 + p) for p in range(g.s.n_players)]
    n = 0
    while not g.is_terminal():
        assert n < 20_000, f"seed {seed}: no end after {n} decisions"
        legal = g.legal_actions()
        assert legal, f"seed {seed}: stuck at {g.s.pending!r}"
        if each is not None:
            each(g)
        action = agents[g.current_player()].choose(g)
        if n % copy_every == 0:
            copy_ = Game.deserialize(g.serialize())
            assert copy_.state_hash() == g.state_hash()
            assert copy_.legal_actions() == legal
        g.apply_action(action)
        twin.apply_action(action)
        assert twin.state_hash() == g.state_hash(), f"seed {seed}: clone diverged at decision {n}"
        n += 1


def round_trip(game: Game) -> None:
    """A serialized copy has the same state and legal actions, and plays on like a clone."""
    back = Game.deserialize(game.serialize())
    assert back.state_hash() == game.state_hash()
    assert back.legal_actions() == game.legal_actions()
    clone = Game(game.s.clone())
    for a in list(game.legal_actions())[:1]:
        clone.apply_action(a)
        back.apply_action(a)
        assert back.state_hash() == clone.state_hash()
