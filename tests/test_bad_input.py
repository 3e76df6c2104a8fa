"""Bad input never crashes: each kind of malformed input to the API, to
``Game.deserialize`` and to the replay reader raises a clear ``RiftboundError`` subclass
naming what was wrong, and leaves the game unchanged."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

import riftbound
from riftbound import (
    Action,
    Game,
    GameOverError,
    MalformedActionError,
    PlayerError,
    RiftboundError,
    StateFormatError,
)
from riftbound.agents import RandomAgent
from riftbound.replay import ReplayFormatError, ReplayRecorder, read, verify


@pytest.fixture(params=["duel", "match"])
def game(request: pytest.FixtureRequest) -> Game:
    return riftbound.new_game(mode=request.param, seed=4)


@pytest.mark.parametrize(("bad", "message"), [
    ((), "an empty tuple is not an action"),
    ([], "a tuple or a JSON object"),
    (5, "a tuple or a JSON object"),
    (None, "a tuple or a JSON object"),
    ({"kind": ["play"]}, "unknown action kind"),
    ({"kind": {"k": 1}}, "unknown action kind"),
    ({"kind": "play", "card": 3, "extra": 1}, "unknown field"),
    ({"kind": "pass", "why": "no"}, "unknown field"),
    ({"kind": "play"}, "needs field"),
    ({"card": 3}, "with a 'kind'"),
    (("concede", True), "player must be an integer"),
    (("concede",), "takes 1 argument"),
    (("play", "3"), "card must be an integer"),
    (("play", 3.0), "card must be an integer"),
    (("domain", 3), "domain must be a string"),
    (("fly", 1), "unknown action kind 'fly'"),
    ((["play"], 1), "unknown action kind"),
])
def test_malformed_actions_are_refused(game: Game, bad: Any, message: str) -> None:
    before = game.state_hash()
    with pytest.raises(MalformedActionError, match=message):
        game.apply_action(bad)
    with pytest.raises(MalformedActionError):
        game.action_to_string(bad)
    assert game.state_hash() == before


@pytest.mark.parametrize("bad", [("play", 10**6), ("battlefield", 10**6), ("order", 7), ("location", 10**5),
                                 ("activate", 0, 99), ("play", -1)])
def test_action_to_string_of_actions_naming_nothing(game: Game, bad: tuple[Any, ...]) -> None:
    before = game.state_hash()
    with pytest.raises(MalformedActionError):
        game.action_to_string(bad)
    assert game.state_hash() == before


@pytest.mark.parametrize("player", ["0", 99, -2, True, 1.0, [0]])
def test_players_that_are_not_seats(game: Game, player: Any) -> None:
    before = game.state_hash()
    calls = [lambda: game.observation(player), lambda: game.pending_decision(player),
             lambda: game.action_to_string(("pass",), player), lambda: game.legal_actions(player),
             lambda: game.apply_action(("pass",), player)]
    for call in calls:
        with pytest.raises(PlayerError, match="seat number"):
            call()
    assert game.state_hash() == before


def test_a_spectator_may_look() -> None:
    g = riftbound.new_game(seed=1)
    assert g.observation(-1)["viewer"] == -1
    decision = g.pending_decision(-1)
    assert decision is not None and decision["actions"] == []


@pytest.mark.parametrize("mode", ["duel", "match"])
def test_one_error_for_a_game_that_is_over(mode: str) -> None:
    g = riftbound.new_game(mode=mode, seed=2)
    while not g.is_terminal():
        g.apply_action(Action("concede", 1))
    before = g.state_hash()
    for action in (Action("pass"), Action("concede", 0), {"kind": "end_turn"}):
        with pytest.raises(GameOverError, match="over"):
            g.apply_action(action)
    assert g.state_hash() == before


# ---- Game.deserialize ----------------------------------------------------------------------
def _state_text() -> str:
    g = riftbound.new_game(seed=6)
    agent = RandomAgent(6)
    for _ in range(40):
        g.apply_action(agent.choose(g))
    return g.serialize()


def _edited(edit: Any) -> str:
    d = json.loads(_state_text())
    edit(d)
    return json.dumps(d)


def _drop(key: str) -> Any:
    return lambda d: d["state"].pop(key)


def _set(key: str, value: Any) -> Any:
    return lambda d: d["state"].__setitem__(key, value)


BAD_STATES: list[tuple[str, Any, str]] = [
    ("empty", "", "empty text"),
    ("blank", "   \n", "empty text"),
    ("garbage", "Hello, world", "not valid JSON"),
    ("not text", b"{}", "is text, not bytes"),
    ("a list", "[1, 2]", "a JSON list"),
    ("truncated", "TRUNCATED", "not valid JSON"),
    ("deeply nested", "[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ("nested object", '{"a":' * 50_000 + "1" + "}" * 50_000, "nested too deeply|format"),
    ("other format", json.dumps({"format": "chess"}), "format 'chess'"),
    ("future version", "VERSION", f"format version {riftbound.serialized.VERSION + 1} is not supported"),
    ("other rules", "RULES", "rules 'core-rules-v2.0'"),
    ("missing state", json.dumps({"format": "riftbound-state", "version": riftbound.serialized.VERSION,
                                  "rules": riftbound.RULES_EDITION}), "needs a 'state' object"),
    ("missing keys", _drop("o_card"), "lacks key"),
    ("missing zones", _drop("zones"), "lacks key"),
    ("short list", lambda d: d["state"]["o_dmg"].pop(), "o_dmg must hold"),
    ("wrong type", _set("o_exh", "abc"), "o_exh must hold"),
    ("bool in list", lambda d: d["state"]["o_dmg"].__setitem__(0, True), "o_dmg must hold"),
    ("object twice", lambda d: d["state"]["zones"][0].append(d["state"]["zones"][2][0]), "zone 0 lists object"),
    ("object lost", lambda d: d["state"]["zones"][2].pop(), "in no zone"),
    ("bad card index", lambda d: d["state"]["o_card"].__setitem__(0, 10**6), "outside the state's catalog"),
    ("unknown card", lambda d: d["state"]["catalog"].__setitem__(0, "no-such-card"), "no-such-card"),
    ("catalog type", _set("catalog", {"a": 1}), "catalog must be a list"),
    ("players", _set("n_players", 9), "n_players"),
    ("per player", lambda d: d["state"]["points"].append(0), "points must hold"),
    ("pending", _set("pending", ["priority", 7]), "pending decision"),
    ("chain", _set("chain", [[1]]), "malformed"),
    ("not an object", _set("tasks", 5), "malformed"),
]


@pytest.mark.parametrize(("what", "text", "message"), BAD_STATES, ids=[b[0] for b in BAD_STATES])
def test_bad_serialized_states_are_refused(what: str, text: Any, message: str) -> None:
    if callable(text):
        text = _edited(text)
    elif text == "TRUNCATED":
        text = _state_text()[:-200]
    elif text in ("VERSION", "RULES"):
        d = json.loads(_state_text())
        if text == "VERSION":
            d["version"] = riftbound.serialized.VERSION + 1
        else:
            d["rules"] = "core-rules-v2.0"
        text = json.dumps(d)
    with pytest.raises(RiftboundError, match=message):
        Game.deserialize(text)


def test_bad_serialized_matches_are_refused() -> None:
    m = riftbound.new_game(mode="match", seed=1)
    d = json.loads(m.serialize())
    huge = {"legend": "a", "champion": "b", "main": {"x": 10**18}, "runes": [], "battlefields": []}
    for key, value in (("decks", [1, 2]), ("decks", [huge, huge]), ("seed", "x"), ("earlier", None),
                       ("game", {"state": {}})):
        bad = dict(d)
        bad[key] = value
        with pytest.raises(StateFormatError):
            Game.deserialize(json.dumps(bad))
    assert Game.deserialize(m.serialize()).state_hash() == m.state_hash()


# ---- replays ----------------------------------------------------------------------------
def _replay(tmp_path: Path) -> list[dict[str, Any]]:
    rec, g = ReplayRecorder.start(seed=3, seats=["random", "random"], hash_every=5)
    agent = RandomAgent(3)
    for _ in range(12):
        rec.play(g, agent.choose(g))
    rec.finish(g)
    return [json.loads(line) for line in rec.write(tmp_path / "ok.jsonl").read_text().splitlines()]


def _write(tmp_path: Path, lines: list[Any]) -> Path:
    p = tmp_path / "bad.jsonl"
    p.write_text("\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n")
    return p


@pytest.mark.parametrize(("what", "message"), [
    ("kind list", "unknown action kind"),
    ("kind object", "unknown action kind"),
    ("action list", "with a 'kind'"),
    ("extra field", "unknown field"),
    ("nested line", "nested too deeply"),
    ("decks not objects", "decks' must be deck objects"),
    ("decks not a list", "wrong type"),
    ("deck missing keys", "can't re-create the game"),
    ("seats not names", "agent names"),
    ("type list", "unknown line type"),
])
def test_bad_replays_are_refused(tmp_path: Path, what: str, message: str) -> None:
    lines: list[Any] = _replay(tmp_path)
    act = lines[1]
    if what == "kind list":
        act["action"] = {"kind": ["play"]}
    elif what == "kind object":
        act["action"] = {"kind": {"x": 1}}
    elif what == "action list":
        act["action"] = ["pass"]
    elif what == "extra field":
        act["action"] = {**act["action"], "sneaky": 1}
    elif what == "nested line":
        lines[1] = "[" * 100_000 + "]" * 100_000
    elif what == "decks not objects":
        lines[0]["decks"] = ["a", 3]
    elif what == "decks not a list":
        lines[0]["decks"] = "test-fury-calm"
    elif what == "deck missing keys":
        lines[0]["decks"] = [{"legend": "x"}, {}]
    elif what == "seats not names":
        lines[0]["seats"] = [[1], {}]
    else:
        act["type"] = ["action"]
    with pytest.raises(ReplayFormatError, match=message):
        verify(_write(tmp_path, lines))


def test_replay_reader_accepts_the_good_file(tmp_path: Path) -> None:
    lines = _replay(tmp_path)
    assert len(read(_write(tmp_path, lines))) == len(lines)
    assert verify(_write(tmp_path, lines)).actions == 12


# the serialized state's keys at each format version (riftbound/serialized.py)
STATE_KEYS = {2: (109, "5a23c89ead2bfa9c"), 3: (111, "6a365ed805ccf7a0"), 4: (112, "56feaa883a87a5bd")}


def test_serialized_state_keys_change_only_with_the_format_version() -> None:
    """A save is refused by its version when the state's keys differ, never by a key it lacks:
    adding or removing a state field means bumping ``serialized.VERSION`` (and this pin)."""
    keys = sorted(json.loads(riftbound.new_game(seed=0).serialize())["state"])
    got = (len(keys), hashlib.sha256(",".join(keys).encode()).hexdigest()[:16])
    assert STATE_KEYS.get(riftbound.serialized.VERSION) == got, \
        f"the state's keys changed ({got}): bump riftbound.serialized.VERSION and pin the new keys here"
