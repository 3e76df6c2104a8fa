"""What every player sees of the board beyond the cards themselves: which card is attached to
which unit (716-719, 434) and which battlefields are Contested, and by whom (187.3). Both are
public: every viewer, spectators included, gets the same."""

from __future__ import annotations

import json
import random

import pytest

import riftbound
from riftbound.rules import layers
from riftbound.rules.might import might
from riftbound.state import State
from tests.support import play_scenario


def _find(obs: dict[str, object], obj: int) -> dict[str, object]:
    for bf in obs["battlefields"]:  # type: ignore[attr-defined]
        for o in bf["units"]:
            if o["id"] == obj:
                return dict(o)
    raise AssertionError(f"object {obj} is not at a battlefield")


def test_an_attached_equipment_names_its_unit_for_every_viewer() -> None:
    """Rules 434.1, 716, 719.3: the Blade, attached to the Recruit, shares the Recruit's
    battlefield and names it in ``attached_to``; once detached (435) it no longer does."""
    game = play_scenario("game_actions/attach_detach.yaml", ["activate blade 0", "pass", "pass"])
    s = game.s
    blade = next(o for o in range(len(s.o_card)) if s.catalog[s.o_card[o]].id == "c4-blade")
    recruit = s.o_attached[blade]
    assert recruit >= 0 and s.catalog[s.o_card[recruit]].id == "test-recruit"
    views = [game.observation(v) for v in (0, 1, -1)]
    for obs in views:
        assert _find(obs, blade)["attached_to"] == recruit
        assert "attached_to" not in _find(obs, recruit)
        assert json.loads(json.dumps(obs)) == obs
    game = play_scenario("game_actions/attach_detach.yaml",
                         ["activate blade 0", "pass", "pass", "play c4-unhook", "pass", "pass"])
    base = game.observation(1)["players"][0]["base"]
    assert [o for o in base if o["id"] == blade] and all("attached_to" not in o for o in base)


def test_battlefields_say_who_made_them_contested() -> None:
    """Rule 187.3: a battlefield is Contested by the player who applied it; -1 when it is
    not Contested. The same for both players and spectators."""
    game = play_scenario("combat/staged_combats_turn_player_chooses.yaml", [])
    for viewer in (0, 1, -1):
        bfs = game.observation(viewer)["battlefields"]
        assert [b["contested_by"] for b in bfs] == [0, 0, 0]
    game = play_scenario("game_actions/attach_detach.yaml", [])
    assert [b["contested_by"] for b in game.observation(0)["battlefields"]] == [-1]


def test_an_observation_computes_the_layers_once_and_reuses_the_listings(monkeypatch: pytest.MonkeyPatch) -> None:
    """468-475: in a game with passive abilities every unit's Might comes from the layers. An
    observation only reads the game, so it computes them once for all its units (it used to
    compute them once per unit), not at all when listing the decision's legal actions already
    did, and leaves what it computed for the next viewer; the Might shown is the same as the
    layers give each unit alone."""
    g = riftbound.new_game(seed=5, decks=["real-rumble", "real-vi"])
    rng = random.Random(5)
    calls = 0
    real_compute = layers.compute

    def counted(s: State) -> layers.Board:
        nonlocal calls
        calls += 1
        return real_compute(s)

    monkeypatch.setattr(layers, "compute", counted)
    checked = 0
    while not g.is_terminal() and checked < 40:
        g.legal_actions()
        calls = 0
        views = [g.observation(v) for v in (0, 1, -1)]
        assert calls <= 1
        if layers.layered(g.s):
            units = [u for bf in views[0]["battlefields"] if bf for u in bf["units"] if "might" in u]
            if units:
                checked += 1
                assert all(u["might"] == might(g.s, u["id"]) for u in units)  # each alone, afresh
        g.apply_action(rng.choice(g.legal_actions()))
    assert checked >= 10
