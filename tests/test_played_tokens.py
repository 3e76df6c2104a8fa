"""Tokens an instruction just played, remembered for the instructions after it (375, 387-388,
742.1; effects/played_tokens.py). The cards in play: tests/scenarios/cards/sfd/sfd-154*.yaml and
sfd-198*.yaml."""

from __future__ import annotations

import pytest

from riftbound.cards.model import TargetSpec
from riftbound.cards.tokens import SAND_SOLDIER
from riftbound.effects.played_tokens import PlayTokensThem
from riftbound.effects.primitives import Ctx
from riftbound.errors import CardDefinitionError


def test_of_them_renders_and_is_a_unit_or_gear_with_no_other_place_or_controller() -> None:
    """388.1: "up to two of them" / "one of them" chooses among what the ability refers to."""
    assert TargetSpec("unit", count=2, up_to=True, among_it=True).text() == "up to two of them"
    assert TargetSpec("unit", among_it=True).text() == "one of them"
    with pytest.raises(CardDefinitionError, match="among_it"):
        TargetSpec("unit", controller="enemy", among_it=True)
    with pytest.raises(CardDefinitionError, match="among_it"):
        TargetSpec("battlefield", among_it=True)


def test_the_plays_are_steps_and_refused_nested_in_another_instruction() -> None:
    """439, 375: the tokens are remembered once replacement effects have applied, a step after
    the plays; run as one instruction (nested in another), it is refused."""
    play = PlayTokensThem(SAND_SOLDIER.id, them=0)
    steps = play.steps()
    assert len(steps) == 2
    assert steps[0].text(()) == "Play a 2 [M] Sand Soldier unit token."
    with pytest.raises(NotImplementedError, match="steps"):
        play.run(None, Ctx(0, -1, -1, []))  # type: ignore[arg-type]
