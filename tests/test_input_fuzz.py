"""Fuzzing the doors input comes in by: random and mutated values given to
``apply_action`` (and the other player-facing calls), to ``Game.deserialize`` and to the
replay reader. Only ``RiftboundError``s may escape, and a refused input changes nothing."""

from __future__ import annotations

import contextlib
import json
import random
from pathlib import Path
from typing import Any

import pytest
import yaml

import riftbound
from riftbound import Game, RiftboundError
from riftbound.actions import ARGS
from riftbound.agents import RandomAgent
from riftbound.cards import catalog
from riftbound.replay import ReplayRecorder, verify
from riftbound.scenario.loader import build, load

ATOMS: list[Any] = [0, 1, -1, 2, 7, 10**9, -(10**12), True, False, None, 1.5, float("nan"), "", "play", "fury",
                    "0", [], {}, [1], {"kind": "pass"}, (), ("pass",)]


def random_value(rng: random.Random, depth: int = 0) -> Any:
    """Some JSON-ish value: atoms, lists, dicts, tuples, action-like shapes."""
    r = rng.random()
    if depth > 3 or r < 0.45:
        return rng.choice(ATOMS)
    if r < 0.6:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if r < 0.7:
        return {str(random_value(rng, depth + 1)): random_value(rng, depth + 1) for _ in range(rng.randrange(3))}
    kind = rng.choice([*ARGS, "fly", ["play"]])
    args = [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if r < 0.85:
        return (kind, *args)
    names = ARGS.get(kind, ()) if isinstance(kind, str) else ()
    fields = rng.sample([*names, "card", "extra", "kind"], k=2)
    return {"kind": kind, **{f: random_value(rng, depth + 1) for f in fields}}


def mutated_action(rng: random.Random, legal: list[Any]) -> Any:
    """A legal action bent a little: an argument changed, dropped or added, or its JSON
    form given an extra or a wrongly typed field."""
    a = list(rng.choice(legal))
    how = rng.randrange(5)
    if how == 0 and len(a) > 1:
        a[rng.randrange(1, len(a))] = random_value(rng)
    elif how == 1 and len(a) > 1:
        a.pop()
    elif how == 2:
        a.append(random_value(rng))
    elif how == 3:
        d = riftbound.Action(*a).to_json()
        d[rng.choice(["extra", "kind", *d])] = random_value(rng)
        return d
    else:
        a[0] = rng.choice([*ARGS, "", "Pass"])
    return tuple(a)


@pytest.mark.parametrize(("mode", "seed"), [("duel", 0), ("duel", 1), ("match", 2), ("ffa3", 3), ("2v2", 4)])
def test_api_fuzz(mode: str, seed: int) -> None:
    rng = random.Random(seed)
    g = riftbound.new_game(mode=mode, seed=seed)
    agent = RandomAgent(seed)
    n = riftbound.rules.modes.get_mode(mode).players
    for _ in range(150):
        if g.is_terminal():
            break
        legal = g.legal_actions()
        before = g.state_hash()
        for _ in range(8):
            bad = random_value(rng) if rng.random() < 0.5 else mutated_action(rng, legal)
            player = rng.choice([None, *range(n), rng.choice(ATOMS)])
            try:
                g.apply_action(bad, player)
            except RiftboundError:
                assert g.state_hash() == before, f"refused input {bad!r} changed the state"
                continue
            before = g.state_hash()  # it happened to be legal
            break
        for call in (lambda: g.action_to_string(bad, player), lambda: g.observation(player),  # noqa: B023
                     lambda: g.legal_actions(player), lambda: g.pending_decision(player)):  # noqa: B023
            with contextlib.suppress(RiftboundError):
                call()
            assert g.state_hash() == before
        if not g.is_terminal():
            g.apply_action(agent.choose(g))


def _mutate_text(rng: random.Random, text: str) -> str:
    """Cut, splice, flip a character, duplicate a slice or nest the text."""
    how = rng.randrange(6)
    i = rng.randrange(len(text) + 1)
    if how == 0:
        return text[:i]
    if how == 1:
        return text[:i] + rng.choice("{}[]\",:0-9aZ ") + text[i + 1:]
    if how == 2:
        j = rng.randrange(i, len(text) + 1)
        return text[:i] + text[i:j] * 2 + text[j:]
    if how == 3:
        return "[" * rng.randrange(1, 5000) + text
    if how == 4:
        return json.dumps(random_value(rng))
    return text[:i] + text[rng.randrange(len(text) + 1):]


def _mutate_json(rng: random.Random, value: Any, depth: int = 0) -> Any:
    """The same document with one value somewhere replaced, removed or retyped."""
    if isinstance(value, dict) and value and depth < 6:
        k = rng.choice(list(value))
        out = dict(value)
        r = rng.random()
        if r < 0.15:
            del out[k]
        elif r < 0.3:
            out[k] = random_value(rng)
        else:
            out[k] = _mutate_json(rng, value[k], depth + 1)
        return out
    if isinstance(value, list) and value and depth < 6:
        out_l = list(value)
        i = rng.randrange(len(out_l))
        r = rng.random()
        if r < 0.2:
            out_l.pop(i)
        elif r < 0.35:
            out_l.append(random_value(rng))
        elif r < 0.5:
            out_l[i] = random_value(rng)
        else:
            out_l[i] = _mutate_json(rng, out_l[i], depth + 1)
        return out_l
    return random_value(rng)


@pytest.mark.parametrize("mode", ["duel", "match", "ffa4"])
def test_deserialize_fuzz(mode: str) -> None:
    rng = random.Random(len(mode))
    g = riftbound.new_game(mode=mode, seed=5)
    agent = RandomAgent(5)
    for _ in range(30):
        g.apply_action(agent.choose(g))
    text = g.serialize()
    doc = json.loads(text)
    accepted = 0
    for k in range(400):
        bad = _mutate_text(rng, text) if k % 2 else json.dumps(_mutate_json(rng, doc))
        try:
            back = Game.deserialize(bad)
        except RiftboundError:
            continue
        accepted += 1
        back.state_hash()  # a state the loader accepts is at least whole data
    assert accepted < 400


def test_replay_reader_fuzz(tmp_path: Path) -> None:
    rng = random.Random(11)
    rec, g = ReplayRecorder.start(seed=8, seats=["random", "random"], hash_every=4)
    agent = RandomAgent(8)
    for _ in range(15):
        rec.play(g, agent.choose(g))
    rec.finish(g)
    good = rec.write(tmp_path / "good.jsonl").read_text().splitlines()
    path = tmp_path / "bad.jsonl"
    for k in range(250):
        lines = list(good)
        i = rng.randrange(len(lines))
        if k % 2:
            lines[i] = _mutate_text(rng, lines[i])
        else:
            lines[i] = json.dumps(_mutate_json(rng, json.loads(lines[i])))
        path.write_text("\n".join(lines) + "\n")
        with contextlib.suppress(RiftboundError):
            verify(path)


def test_scenario_loader_fuzz(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Scenario files with one value replaced, removed or retyped, or their text cut, spliced
    or nested, are refused by the loader with a RiftboundError naming the file, or load and
    build: nothing else escapes. (The inline cards the mutated files register are kept in a
    copy of the catalog, so no other test sees them.)"""
    monkeypatch.setattr(catalog, "_REGISTRY", dict(catalog._REGISTRY))
    rng = random.Random(11)
    files = sorted((Path(__file__).parent / "scenarios").rglob("*.yaml"))
    path = tmp_path / "mutated.yaml"
    for n in range(200):
        original = rng.choice(files).read_text(encoding="utf-8")
        if n % 3 == 0:
            path.write_text(_mutate_text(rng, original), encoding="utf-8")
        else:
            doc = _mutate_json(rng, yaml.safe_load(original))
            path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
        with contextlib.suppress(RiftboundError):
            build(load(path))
