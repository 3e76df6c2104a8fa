"""Rules of the 300s that a scenario file cannot state directly: combat designations kept
up to date by the Cleanup (323.2.b, 323.2.c), and a known defect in choosing a move
destination (355.4.a). Each test writes its scenario to a temporary file and plays it."""

from __future__ import annotations

from pathlib import Path

from riftbound import engine
from riftbound.game import Game
from riftbound.scenario.loader import build, load
from riftbound.scenario.runner import resolve_step, run_scenario
from riftbound.state import ATTACKER, DEFENDER

# P0 attacks P1's battlefield with two units; P1 holds a Reaction that recalls an enemy
# unit and one that takes control of an enemy unit.
_COMBAT = """\
name: designations during a combat
rules: ["323.2"]
cards:
  - id: cv-send-home
    name: CV Send Home
    type: spell
    energy: 0
    keywords: [reaction]
    targets: [{kind: unit, controller: enemy}]
    effects: [{recall: true}]
  - id: cv-turncoat
    name: CV Turncoat
    type: spell
    energy: 0
    keywords: [reaction]
    targets: [{kind: unit, controller: enemy}]
    effects: [{take_control: true}]
setup:
  turn_player: 0
  battlefields:
    - card: test-bf-plains
      controller: 1
      units: [{card: test-colossus, controller: 1, as: wall}]
  players:
    - base: [{card: test-guard, as: a1}, {card: test-brawler, as: a2}]
    - hand: [cv-send-home, cv-turncoat]
"""


def _play(tmp_path: Path, text: str, steps: list[str]) -> tuple[Game, dict[str, int]]:
    """Play the scenario ``text`` through ``steps``; also return its labels' objects."""
    path = tmp_path / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    sc = load(path)
    g = build(sc)
    engine.run(g)
    game = Game(g)
    for step in steps:
        game.apply_action(resolve_step(g, sc, step))
    return game, dict(sc.labels)


_ATTACK = ["move a1", "move a2", "move_to test-bf-plains", "pass"]


def test_unit_leaving_the_combat_loses_its_designation(tmp_path: Path) -> None:
    """Rule 323.2.c: P1 recalls one attacker to P0's base during the combat showdown; the
    Cleanup after it removes that unit's Attacker designation, the other keeps it."""
    game, obj = _play(tmp_path, _COMBAT, [*_ATTACK, "play cv-send-home", "target a1", "pass", "pass"])
    s = game.s
    assert s.combat == 0
    assert s.o_zone[obj["a1"]] == s.own_zones[0][0]  # P0's base
    assert s.o_role[obj["a1"]] == 0
    assert s.o_role[obj["a2"]] == ATTACKER
    assert s.o_role[obj["wall"]] == DEFENDER


def test_unit_changing_sides_takes_its_new_controllers_designation(tmp_path: Path) -> None:
    """Rule 323.2.b: P1 takes control of an attacker during the combat; it now has the
    designation opposite to its controller's, so the Cleanup makes it a defender."""
    game, obj = _play(tmp_path, _COMBAT, [*_ATTACK, "play cv-turncoat", "target a2", "pass", "pass"])
    s = game.s
    assert s.combat == 0
    assert s.o_ctrl[obj["a2"]] == 1
    assert s.o_role[obj["a2"]] == DEFENDER
    assert s.o_role[obj["a1"]] == ATTACKER


_MOVE_DESTINATION = """\
name: A spell that moves a unit must choose a destination other than the unit's current location
rules: ["355.4", "355.4.a"]
setup:
  turn_player: 0
  battlefields:
    - {card: test-bf-plains, controller: 0, units: [{card: test-guard, as: g}]}
    - {card: test-bf-ruins}
  players:
    - hand: [test-gust]
      pool: {energy: 1}
    - {}
script:
  - p0: play test-gust
  - expect:
      chain: [test-gust]
      decision: {kind: priority, player: 0}
  - p0: pass
  - p1: pass
expect:
  objects: {g: {zone: "battlefields[1]"}}
  state: Showdown Open
  decision: {kind: priority, player: 0}
"""


def test_move_destination_excludes_the_current_location(tmp_path: Path) -> None:
    """Rule 355.4 and 355.4.a: Test Gust moves a friendly unit to a battlefield. P0's only
    unit stands at the plains, so the ruins is the only valid destination and needs no
    choice: the plains is not offered."""
    path = tmp_path / "move.yaml"
    path.write_text(_MOVE_DESTINATION, encoding="utf-8")
    result = run_scenario(path)
    assert result.passed, "\n".join(result.failures)
