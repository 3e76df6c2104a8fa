"""Random-play fuzzing with invariants checked at every decision.

Rules exercised: 105, 106, 107, 108, 109 and 110 (every game object is in exactly one zone
and the zone index agrees), 128 (privacy: one player's observation never shows the other's
hand, nor any deck card unless revealed, 424), 302 (play continues until someone wins: never
a stuck state, every game ends). Engine properties: clone, serialize and replay give identical state hashes; an
illegal action raises and leaves the state unchanged.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import riftbound
from riftbound import Action, Game, IllegalActionError
from riftbound.agents import RandomAgent
from riftbound.effects.reveal import revealed_now
from riftbound.observe import LOOKING
from riftbound.replay import ReplayRecorder, verify
from riftbound.simulate import agent_seed
from riftbound.state import HAND, MAIN_DECK, RUNE_DECK

SEEDS = list(range(60))
DECISION_CAP = 20_000  # random games take a few hundred decisions
END_REASONS = {"victory_score", "burn_out", "turn_limit"}


def check_zones(g: Game) -> None:
    """105-110: every object id is in exactly one zone, and ``o_zone`` says which."""
    s = g.s
    where: dict[int, int] = {}
    for z, objs in enumerate(s.zones):
        for o in objs:
            assert o not in where, f"object {o} is in zones {where[o]} and {z}"
            where[o] = z
            assert s.o_zone[o] == z, f"object {o} is in zone {z} but o_zone says {s.o_zone[o]}"
    assert len(where) == len(s.o_card), (
        f"{len(s.o_card) - len(where)} object(s) are in no zone: "
        f"{sorted(set(range(len(s.o_card))) - set(where))}")


def _ids(v: Any, out: set[int]) -> None:
    """Every object id an observation names (its ``id``, ``source`` and ``object`` fields)."""
    if isinstance(v, dict):
        for k, x in v.items():
            if k in ("id", "source", "object") and isinstance(x, int):
                out.add(x)
            else:
                _ids(x, out)
    elif isinstance(v, list):
        for x in v:
            _ids(x, out)


def check_privacy(g: Game) -> None:
    """128.3-128.4: hands are private to their owner, decks are secret to everyone."""
    s = g.s
    n = s.n_players
    for viewer in range(n):
        obs = g.observation(viewer)
        seen: set[int] = set()
        _ids(obs, seen)
        hidden: set[int] = set()
        for p in range(n):
            hidden.update(s.zone_of(p, MAIN_DECK))
            hidden.update(s.zone_of(p, RUNE_DECK))
            if p != viewer:
                hidden.update(s.zone_of(p, HAND))
        hidden.difference_update(revealed_now(s))  # 424.1: revealed to every player
        if s.pending is not None and s.pending[0] in LOOKING and s.pending[1] == viewer:
            hidden.difference_update(s.pending[2:])  # 128.4: cards an instruction lets them look at
        leaked = seen & hidden
        assert not leaked, f"P{viewer} sees hidden objects {sorted(leaked)}"
        for pd in obs["players"]:
            p = pd["player"]
            assert pd["hand_size"] == len(s.zone_of(p, HAND))
            if p == viewer:
                assert [o["id"] for o in pd["hand"]] == s.zone_of(p, HAND)
            else:
                assert "hand" not in pd


def check_illegal(g: Game, legal: list[Action]) -> None:
    """Bad input raises IllegalActionError and changes nothing."""
    before = g.state_hash()
    pending = g.pending_decision()
    wrong_kind = Action("end_turn") if g.s.pending and g.s.pending[0] == "mulligan" \
        else Action("mulligan_done")
    bad: list[Any] = [Action("play", 10**6), Action("target", -1), wrong_kind,
                      {"kind": "no_such_kind"}, {"kind": "play"}, 5]
    for a in bad:
        if isinstance(a, Action) and a in legal:
            continue
        with pytest.raises(IllegalActionError):
            g.apply_action(a)
        assert g.state_hash() == before, f"illegal action {a!r} changed the state"
    assert g.legal_actions() == legal
    assert g.pending_decision() == pending


@pytest.mark.parametrize("seed", SEEDS)
def test_random_play_invariants(seed: int, tmp_path: Path) -> None:
    """Rules 105-110, 128 and 302 under random play: zones consistent, observations private,
    always a legal action until the game ends, and it ends; a clone kept in lockstep, a
    serialized copy and a recorded replay all give the same state hashes."""
    agent = RandomAgent(agent_seed(seed, 0))
    rec, g = ReplayRecorder.start(seed=seed, seats=["random", "random"], hash_every=25)
    twin = g.clone()  # follows the same actions from the start
    n = 0
    while not g.is_terminal():
        assert n < DECISION_CAP, f"seed {seed}: no end after {n} decisions (302)"
        check_zones(g)
        legal = g.legal_actions()
        assert legal, f"seed {seed}: stuck at decision {n}: {g.s.pending!r} has no legal action"
        cp = g.current_player()
        assert g.s.pending is not None and cp == g.s.pending[1]
        assert 0 <= cp < g.s.n_players
        assert len(set(legal)) == len(legal), f"duplicate legal actions {legal}"
        if n % 8 == 0:
            check_privacy(g)
        if n % 11 == 0:
            check_illegal(g, legal)
        action = agent.choose(g)
        assert Action.from_json(action.to_json()) == action
        if n % 10 == 0:
            fork = g.clone()
            fork.apply_action(action)
        if n % 40 == 0:
            copy = Game.deserialize(g.serialize())
            assert copy.state_hash() == g.state_hash()
            assert copy.legal_actions() == legal
        rec.play(g, action)
        twin.apply_action(action)
        n += 1
        h = g.state_hash()
        assert twin.state_hash() == h, f"seed {seed}: clone diverged at decision {n}"
        if n % 10 == 1:
            assert fork.state_hash() == h, f"seed {seed}: fresh clone diverged at decision {n}"
    check_zones(g)
    assert g.current_player() == riftbound.TERMINAL
    assert g.legal_actions() == []
    assert g.end_reason in END_REASONS
    assert twin.is_terminal() and twin.winners == g.winners
    with pytest.raises(IllegalActionError):
        g.apply_action(Action("end_turn"))
    ret = g.returns()
    if g.winners:
        assert all(ret[p] == (1.0 if p in g.winners else -1.0) for p in range(len(ret)))
    else:
        assert g.end_reason == "turn_limit" and ret == [0.0, 0.0]
    rec.finish(g)
    result = verify(rec.write(tmp_path / f"seed-{seed}.jsonl"))
    assert result.actions == n == g.s.decisions
    assert result.winners == g.winners and result.end_reason == g.end_reason
    assert result.hashes_checked == n // 25 + 1


def test_turn_limit_ends_games_with_no_winner() -> None:
    """Rule 302 with the engine's turn limit (not a rule): a game stopped after
    ``max_turns`` turns is terminal with no winner, and every return is 0."""
    agent = RandomAgent(1)
    g = riftbound.new_game(seed=11, max_turns=3)
    n = 0
    while not g.is_terminal() and n < DECISION_CAP:
        g.apply_action(agent.choose(g))
        n += 1
    assert g.is_terminal()
    assert g.end_reason == "turn_limit"
    assert g.winners == [] and g.returns() == [0.0, 0.0]
    assert g.s.turn_number <= 4
    check_zones(g)
