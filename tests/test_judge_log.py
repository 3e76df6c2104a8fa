"""The judge's log records every game action an instruction performs, with its rule, and
every target with who chose it: a stun (423), a ready (415), the targets of a resolving item
(340.1) and targets chosen automatically because they were the only legal choice (355.7)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from riftbound import engine
from riftbound.agents.random_agent import RandomAgent
from riftbound.cards.model import POOL_SLOTS
from riftbound.game import Game, new_game
from riftbound.rules import chain, zones
from riftbound.scenario.loader import build, parse
from riftbound.scenario.runner import resolve_step
from riftbound.state import HAND, MAIN_DECK, RUNE_DECK, State

HIDDEN = {MAIN_DECK, RUNE_DECK, HAND, zones.BF_FACEDOWN}  # zones whose cards the log may not name


def _scenario(setup: dict[str, Any], steps: list[str]) -> Game:
    sc = parse({"name": "judge's log", "rules": ["340.1"], "setup": setup, "script": []}, "test")
    g = build(sc)
    engine.run(g)
    game = Game(g)
    for step in steps:
        game.apply_action(resolve_step(g, sc, step))
    return game


def _named(g: State, card: str) -> str:
    obj = next(o for o in range(len(g.o_card)) if g.catalog[g.o_card[o]].id == card)
    return f"{g.catalog[g.o_card[obj]].name}#{obj}"


def test_a_stun_spell_logs_its_automatic_target_and_the_stun() -> None:
    game = _scenario({"turn_player": 0, "players": [
        {"hand": ["test-snare"], "runes": ["test-rune-calm"]},
        {"base": ["test-sentinel"]}]},
        ["play test-snare", "activate test-rune-calm 0", "pass", "pass"])
    g = game.s
    snare, sentinel = _named(g, "test-snare"), _named(g, "test-sentinel")
    log = game.game_log()
    assert ("355.7", f"{sentinel} is chosen automatically as a target of {snare}: the only legal choice") in log
    resolves, stunned = ("340.1", f"{snare} resolves, targeting {sentinel}"), ("423", f"{sentinel} is stunned")
    assert log.index(resolves) < log.index(stunned)


def test_a_ready_spell_logs_the_players_target_choice_and_the_ready() -> None:
    game = _scenario({"turn_player": 0, "players": [
        {"hand": ["test-rally"], "runes": ["test-rune-calm"],
         "base": [{"card": "test-recruit", "exhausted": True}, "test-brawler"]},
        {}]},
        ["play test-rally", "target test-recruit", "activate test-rune-calm 0", "pass",
         "pass"])
    g = game.s
    rally, recruit = _named(g, "test-rally"), _named(g, "test-recruit")
    log = game.game_log()
    assert ("355.7", f"P0 chooses {recruit} as a target of {rally}") in log
    assert ("340.1", f"{rally} resolves, targeting {recruit}") in log
    assert ("415", f"{recruit} becomes ready") in log
    assert ("317.2.c", f"{recruit} gets +2 Might this turn") in log


def _facts(g: State) -> list[tuple[int, ...]]:
    return list(zip(g.o_zone, g.o_exh, g.o_stun, g.o_buff, g.o_dmg, g.o_ctrl, g.o_mod, strict=True))


def _player_facts(g: State) -> list[tuple[int, ...]]:
    return [(g.points[p], g.xp[p], g.pool_energy[p], *g.pool_power[p * POOL_SLOTS:(p + 1) * POOL_SLOTS])
            for p in range(g.n_players)]


@pytest.mark.parametrize("decks", [None, ["test-keywords-raider", "test-keywords-warden"]])
def test_every_change_an_instruction_makes_is_logged(decks: list[str] | None,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """While items resolve, every object whose public facts change (zone, exhausted, stunned,
    buffed, damage, controller, Might this turn) and every player whose points, XP or rune
    pool change is named in the log entries written then."""
    original: Callable[[State], None] = chain.continue_resolution
    misses: list[str] = []

    def watched(g: State) -> None:
        before, players, start = _facts(g), _player_facts(g), len(g.log or [])
        resolving = g.resolving
        original(g)
        text = " ".join(t for _r, t in (g.log or [])[start:])
        after = _facts(g)
        for obj, (old, new) in enumerate(zip(before, after, strict=False)):
            if old == new or (resolving is not None and obj == resolving.obj):
                continue
            hidden = {g.zone_kind[old[0]], g.zone_kind[new[0]]} <= HIDDEN
            if not hidden and f"#{obj}" not in text:
                misses.append(f"{g.catalog[g.o_card[obj]].name}#{obj}: {old} -> {new}; log: {text!r}")
        for p, (old_p, new_p) in enumerate(zip(players, _player_facts(g), strict=True)):
            if old_p != new_p and f"P{p}" not in text:
                misses.append(f"P{p}: {old_p} -> {new_p}; log: {text!r}")

    monkeypatch.setattr(chain, "continue_resolution", watched)
    for seed in range(6):
        game = new_game(decks=decks, seed=seed, log=True)
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        while not game.is_terminal():
            game.apply_action(agents[game.current_player()].choose(game))
    assert not misses, "\n".join(misses[:10])
