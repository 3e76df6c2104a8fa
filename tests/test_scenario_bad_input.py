"""Bad scenario files never crash: each is refused with a ScenarioError naming the file and
the key at fault, a directory run goes on to the next file and prints its summary, and the
shipped list of v1.3 rule numbers matches the rules text when that is at hand."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from riftbound.cards.events import WATCHER_EVENTS
from riftbound.errors import ScenarioError
from riftbound.scenario import runner
from riftbound.scenario.loader import build, load
from riftbound.scenario.rule_numbers import known

REPO = Path(__file__).resolve().parent.parent
REFERENCE = REPO.parent / "shared" / "reference" / "rules-2026-03-30" / "core-rules-v1-3.txt"

GOOD = {
    "name": "a good scenario",
    "rules": ["316.2"],
    "setup": {"turn_player": 0, "battlefields": ["test-bf-plains", "test-bf-ruins"],
              "players": [{"hand": ["test-bolt"], "base": [{"card": "test-recruit", "as": "r"}],
                           "pool": {"energy": 1}}, {}]},
    "expect": {"decision": {"kind": "priority", "player": 0}},
}


def _write(tmp_path: Path, data: object, name: str = "bad.yaml") -> Path:
    p = tmp_path / name
    p.write_text(yaml.safe_dump(data, sort_keys=False))
    return p


def _with(path: tuple[str | int, ...], value: object) -> dict[str, object]:
    """GOOD with the value at ``path`` (keys and list indexes) replaced."""
    data: dict[str, object] = yaml.safe_load(yaml.safe_dump(GOOD))
    node: object = data
    for k in path[:-1]:
        node = node[k]  # type: ignore[index]
    node[path[-1]] = value  # type: ignore[index]
    return data


def _refused(tmp_path: Path, data: object) -> str:
    p = _write(tmp_path, data)
    with pytest.raises(ScenarioError) as e:
        build(load(p))
    msg = str(e.value)
    assert str(p) in msg
    r = runner.run_scenario(p)
    assert not r.passed and r.failures[0].startswith("setup: ")
    return msg


def test_good_file_passes(tmp_path: Path) -> None:
    assert runner.run_scenario(_write(tmp_path, GOOD)).passed


@pytest.mark.parametrize(("path", "value", "key"), [
    (("setup", "seed"), "abc", "setup.seed"),
    (("setup", "turn_player"), 9, "setup.turn_player"),
    (("setup", "turn"), "three", "setup.turn"),
    (("setup", "max_turns"), 0, "setup.max_turns"),
    (("setup", "order"), [0, 0], "setup.order"),
    (("setup", "mode"), "dual", "setup.mode"),
    (("setup", "phase"), "mian", "setup.phase"),
    (("setup", "players", 0, "pool"), [1, 2], "players[0].pool"),
    (("setup", "players", 0, "pool"), {"energy": "two"}, "players[0].pool.energy"),
    (("setup", "players", 0, "pool"), {"furry": 1}, "players[0].pool"),
    (("setup", "players", 0, "points"), "lots", "players[0].points"),
    (("setup", "players", 0, "base", 0), {"card": "test-recruit", "damage": "lots"}, "players[0].base[0].damage"),
    (("setup", "players", 0, "base", 0), {"card": "test-recruit", "count": "two"}, "players[0].base[0].count"),
    (("setup", "players", 0, "base", 0), {"card": "test-recruit", "exhaused": True}, "players[0].base[0]"),
    (("setup", "players", 0, "base", 0), {"card": "test-recruit", "exhausted": "yes"},
     "players[0].base[0].exhausted"),
    (("setup", "players", 0, "base", 0), {"card": "test-recruit", "controller": 5},
     "players[0].base[0].controller"),
    (("setup", "players", 0, "base", 0), {"card": 7}, "players[0].base[0].card"),
    (("setup", "players", 0, "hand"), {"test-bolt": 1}, "players[0].hand"),
    (("setup", "players", 0, "hnad"), ["test-bolt"], "setup.players[0]"),
    (("setup", "battlefields", 0), "test-recruit", "battlefields[0].card"),
    (("setup", "battlefields", 0), {"card": "test-bf-plains", "controller": "me"}, "battlefields[0].controller"),
    (("setup", "battlefields", 0), {"card": "test-bf-plains", "units": [{"card": "test-recruit", "owner": 4}]},
     "battlefields[0].units[0].owner"),
    (("rules",), ["999.9"], "rules[0]"),
    (("rules",), ["316.2.z"], "rules[0]"),
    (("rules",), [["316"]], "rules[0]"),
    (("expect", "log_includes"), ["123.456"], "expect.log_includes[0]"),
    (("expect", "p0.hnad"), [], "expect.p0.hnad"),
    (("expect", "decison"), {}, "expect"),
    (("expect", "objects"), {"r": {"exhaused": True}}, "expect.objects.r"),
    (("expect", "objects"), {"r": {"role": "attacking"}}, "expect.objects.r.role"),
    (("script",), [{"p0": "pass", "eror": "x"}], "script[0]"),
    (("script",), [{"p0": True}], "script[0].p0"),
    (("script",), [{"until": "chanel"}], "script[0].until"),
    (("script",), ["pass"], "script[0]"),
    (("setup",), {"turn_plyer": 0}, "setup"),
])
def test_wrong_values_name_the_key(tmp_path: Path, path: tuple[str | int, ...], value: object, key: str) -> None:
    assert key in _refused(tmp_path, _with(path, value))


def test_typo_suggests_the_close_key(tmp_path: Path) -> None:
    msg = _refused(tmp_path, _with(("setup", "players", 0, "base", 0), {"card": "test-recruit", "exhaused": True}))
    assert "'exhaused'" in msg and "did you mean 'exhausted'" in msg


def test_unknown_top_key_and_missing_keys(tmp_path: Path) -> None:
    assert "did you mean 'rules'" in _refused(tmp_path, {**GOOD, "rulse": ["316"]})
    assert "'setup'" in _refused(tmp_path, {k: v for k, v in GOOD.items() if k != "setup"})
    assert "a scenario is a YAML mapping" in _refused(tmp_path, ["not", "a", "mapping"])


def test_non_utf8_file(tmp_path: Path) -> None:
    p = tmp_path / "latin1.yaml"
    p.write_bytes(yaml.safe_dump(GOOD).encode() + "description: caf\xe9\n".encode("latin-1"))
    with pytest.raises(ScenarioError, match="not UTF-8"):
        load(p)


def test_invalid_and_deeply_nested_yaml(tmp_path: Path) -> None:
    p = tmp_path / "broken.yaml"
    p.write_text("name: [unclosed\n")
    with pytest.raises(ScenarioError, match="not valid YAML"):
        load(p)
    p.write_text("name: x\nrules: ['316']\nsetup: " + "[" * 5000 + "]" * 5000 + "\n")
    with pytest.raises(ScenarioError):
        build(load(p))


def test_inline_card_may_not_reuse_a_builtin_id(tmp_path: Path) -> None:
    card = {"id": "test-bolt", "type": "spell", "energy": 1, "effects": [{"deal": 1}]}
    msg = _refused(tmp_path, {**GOOD, "cards": [card]})
    assert "cards[0].id" in msg and "built-in" in msg


def test_inline_card_key_typo(tmp_path: Path) -> None:
    card = {"id": "bad-input-unit", "type": "unit", "migth": 3}
    msg = _refused(tmp_path, {**GOOD, "cards": [card]})
    assert "cards[0]" in msg and "did you mean 'might'" in msg


@pytest.mark.parametrize("card", [
    {"id": "bad-input-spell-1", "type": "spell", "effects": [{"create": {}}]},
    {"id": "bad-input-spell-2", "type": "spell", "level": [{}]},
    {"id": "bad-input-spell-3", "type": "spell", "energy": "lots"},
    {"id": "bad-input-spell-4", "type": "spell", "targets": [{"kind": "unit", "count": "two"}],
     "effects": [{"deal": 1}]},
    {"id": "bad-input-spell-5", "type": "spell", "effects": [{"deal": 1, "target": "first"}]},
    {"id": "bad-input-unit-6", "type": "unit", "might": 1, "keywords": [True]},
    {"id": "bad-input-unit-7", "type": "unit", "might": 1, "abilities": [{"static": {"keywords": [None]}}]},
])
def test_inline_card_wrong_values(tmp_path: Path, card: dict[str, object]) -> None:
    assert "cards[0]" in _refused(tmp_path, {**GOOD, "cards": [card]})


def test_brought_battlefields_must_be_battlefields(tmp_path: Path) -> None:
    setup = {"players": [{"battlefields": ["test-bf-plains", "test-bf-ridge", "test-recruit"]},
                         {"battlefields": ["test-bf-ruins", "test-bf-harbor", "test-bf-spire"]}]}
    msg = _refused(tmp_path, {**GOOD, "setup": setup})
    assert "players[0].battlefields[2]" in msg and "not a battlefield" in msg
    setup["players"][0]["battlefields"] = ["test-bf-plains", "test-bf-ridge"]
    assert "103.4.a" in _refused(tmp_path, {**GOOD, "setup": setup})
    setup["players"][0]["battlefields"] = ["test-bf-plains", "test-bf-plains", "test-bf-ridge"]
    assert "103.4.c" in _refused(tmp_path, {**GOOD, "setup": setup})
    del setup["players"][1]["battlefields"]
    assert "players[1].battlefields" in _refused(tmp_path, {**GOOD, "setup": setup})


def test_deck_check_bad_input(tmp_path: Path) -> None:
    base = {"name": "decks", "rules": ["103"], "expect": {"decks": ["valid"]}}
    assert "deck_check.decks[0]" in _refused(tmp_path, {**base, "deck_check": {"decks": ["no-such-deck"]}})
    deck = {"legend": "test-legend-tinker", "champion": "test-champion-tinker", "main": "test-recruit",
            "runes": [], "battlefields": []}
    assert "deck_check.decks[0].main" in _refused(tmp_path, {**base, "deck_check": {"decks": [deck]}})
    assert "deck_check.decks[0]" in _refused(tmp_path, {**base, "deck_check": {"decks": [{**deck, "lgend": 1}]}})
    assert "only checks decks" in _refused(tmp_path, {**base, "deck_check": {"decks": ["test-fury-calm"]},
                                                        "script": [{"p0": "pass"}]})
    # an unknown card in a deck is the file's fault, not a broken rule
    bad = {**deck, "main": ["no-such-card"] * 39}
    r = runner.run_scenario(_write(tmp_path, {**base, "deck_check": {"decks": [bad]}}))
    assert not r.passed and "no-such-card" in r.failures[0] and "deck_check.decks[0]" in r.failures[0]


def test_deck_check_reports_a_wrong_expectation(tmp_path: Path) -> None:
    """103.2.b: a deck expected valid that breaks a rule fails, naming the reason."""
    main = ["test-recruit"] * 4 + ["test-bolt"] * 3 + ["test-shock"] * 3
    deck = {"legend": "test-legend-tinker", "champion": "test-champion-tinker", "main": main,
            "runes": ["test-rune-fury"] * 12, "battlefields": ["test-bf-plains", "test-bf-ridge", "test-bf-grove"]}
    data = {"name": "decks", "rules": ["103.2.b"], "deck_check": {"decks": [deck]},
            "expect": {"decks": ["valid"]}}
    r = runner.run_scenario(_write(tmp_path, data))
    assert not r.passed and "103.2.b" in r.failures[0] and "103.2:" in r.failures[0]
    data["expect"] = {"decks": [["103.2.b"]]}  # the short deck (103.2) is not expected
    assert not runner.run_scenario(_write(tmp_path, data)).passed
    data["expect"] = {"decks": [["103.2.b", "103.2"]]}
    assert runner.run_scenario(_write(tmp_path, data)).passed


def test_full_option_list_and_until_failures(tmp_path: Path) -> None:
    """316.2: the full option list must match exactly; an ``until`` that meets a decision
    first fails the scenario naming it."""
    data = _with(("expect", "decision"), {"kind": "priority", "player": 0,
                                          "actions": ["play test-bolt", "end_turn"]})
    r = runner.run_scenario(_write(tmp_path, data))
    assert not r.passed and "decision.actions" in r.failures[0] and "move r" in r.failures[0]
    data = _with(("expect", "decision"), {"kind": "priority", "player": 0,
                                          "actions": ["end_turn", "move r"]})
    assert runner.run_scenario(_write(tmp_path, data)).passed
    data = {**GOOD, "script": [{"until": "channel"}]}
    r = runner.run_scenario(_write(tmp_path, data))
    assert r.failures == ["step 1: P0 must decide (priority) before the channel phase begins"]


def test_runtime_bad_references_fail_cleanly(tmp_path: Path) -> None:
    data = {**GOOD, "script": [{"p0": "activate r abc"}]}
    r = runner.run_scenario(_write(tmp_path, data))
    assert not r.passed and "whole number" in r.failures[0]
    data = {**GOOD, "expect": {"decision": {"kind": "priority", "player": 0}, "battlefields[7].units": [],
                               "p5.hand": []}}
    r = runner.run_scenario(_write(tmp_path, data))
    assert any("no battlefield 7" in f for f in r.failures) and any("no player 5" in f for f in r.failures)


def test_directory_run_goes_on_and_prints_the_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path, _with(("setup", "seed"), "abc"), "a_bad.yaml")
    (tmp_path / "b_latin1.yaml").write_bytes(b"name: caf\xe9\n")
    _write(tmp_path, GOOD, "c_good.yaml")
    assert runner.main([str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "a_bad.yaml: setup.seed" in out and "b_latin1.yaml: not UTF-8" in out
    assert "PASS a good scenario" in out and out.rstrip().endswith("1 passed, 2 failed")


def test_rule_numbers_are_numbers_only() -> None:
    numbers = known()
    assert len(numbers) > 2000 and {"316.2", "461.4", "826.6"} <= numbers
    assert all(n[:3].isdigit() and " " not in n for n in numbers)


@pytest.mark.skipif(not REFERENCE.is_file(), reason="the rules reference file is not at hand")
def test_rule_numbers_match_the_reference() -> None:
    """The shipped list is what tools/rule_numbers.py makes of the rules text."""
    done = subprocess.run([sys.executable, str(REPO / "tools" / "rule_numbers.py"), "--check",
                           "--rules", str(REFERENCE)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_an_inline_card_may_watch_from_the_trash_every_event_its_owner_does(tmp_path: Path) -> None:
    """385: an ability working from the trash triggers on its owner's events (every watcher
    event, the newest families' too, such as 'when you kill a unit with a spell') and the
    points of their turn; an event of the object itself is refused there."""
    def card(event: str) -> dict[str, object]:
        return {"id": f"trash-watcher-{event.replace('_', '-')}", "type": "unit", "might": 1, "abilities": [
            {"triggered": {"event": event, "zone": "trash", "effects": [{"draw": 1}]}}]}
    for event in sorted(WATCHER_EVENTS):
        build(load(_write(tmp_path, {**GOOD, "cards": [card(event)]})))
    assert "(385)" in _refused(tmp_path, {**GOOD, "cards": [card("attack")]})
