"""Staged combats (456): which combats begin, and in what order, after one Cleanup stages
several. The positions are the scenarios tests/scenarios/combat/c4_two_combats_*.yaml and
c4_staged_combat_unstaged.yaml; the judge's log says where each combat and showdown began."""

from __future__ import annotations

from tests.support import play_scenario

TWO_FRONTS = ["play c4-two-fronts", "target g", "target test-bf-plains", "target h", "target test-bf-ruins",
              "pass", "pass", "battlefield test-bf-ruins"]


def _began(steps: list[str], path: str) -> list[str]:
    game = play_scenario(path, steps)
    return [text for rule, text in game.game_log() if rule in ("344", "459.2")]


def test_turn_player_order_then_the_other_combat() -> None:
    """Rules 456.1 and 455: the combat the turn player chose begins first; the other begins
    once that one has ended."""
    began = _began([*TWO_FRONTS, "pass", "pass"], "combat/c4_two_combats_turn_player_orders.yaml")
    combats = [t for t in began if t.startswith("combat at")]
    assert [c.split(":")[0] for c in combats] == ["combat at Test Ruins", "combat at Test Plains"]


def test_unstaged_combat_never_begins() -> None:
    """Rules 456.2 and 323.10: once P1's only unit at the Plains is killed, the combat staged
    there never begins; a (non-combat) showdown opens there instead."""
    began = _began([*TWO_FRONTS, "play c4-snipe", "target d1", "pass", "pass", "pass", "pass"],
                   "combat/c4_staged_combat_unstaged.yaml")
    assert not [t for t in began if t.startswith("combat at Test Plains")]
    assert began[-1].startswith("a showdown begins at Test Plains")
