"""Rule 421.4: a facedown card that changes zones is revealed to all players."""

from __future__ import annotations

from tests.support import play_scenario

SCENARIO = "combat/c4_conquer_removes_hidden_cards.yaml"


def test_facedown_card_leaving_is_revealed() -> None:
    """Rules 421.4 and 461.5.c: while hidden at P1's battlefield, P0 sees only that a card is
    there; when P0 conquers and the card is removed to P1's trash, P0 sees which card it is."""
    before = play_scenario(SCENARIO, [])
    assert before.observation(0)["battlefields"][0]["facedown"] == [{"hidden": True}]
    after = play_scenario(SCENARIO, ["move a", "move_to test-bf-plains", "pass", "pass"])
    assert after.observation(0)["battlefields"][0]["facedown"] == []
    seen = [c["card"] for c in after.observation(0)["players"][1]["trash"]]
    assert "c4-snare" in seen
