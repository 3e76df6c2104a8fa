"""Tokens and cards an instruction just played, remembered for the instructions after it (375,
387-388, 419.3, 742.1; effects/played_tokens.py, effects/play_then.py). The cards in play:
tests/scenarios/cards/sfd/sfd-024*.yaml, sfd-154*.yaml and sfd-198*.yaml."""

from __future__ import annotations

import pytest

from riftbound.cards.events import DO_THIS, WHEN_YOU_DO
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.tokens import SAND_SOLDIER
from riftbound.effects.play_then import AttachItToMe, PlayThenDoThis
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


def test_play_then_do_this_renders_and_refuses_what_it_can_not_say() -> None:
    """387, 419.3: "If you do, then do this:" is a DO_THIS ability without targets of its own,
    after playing a unit or gear from the hand (419.1.a)."""
    then = TriggeredAbility(DO_THIS, (AttachItToMe(),))
    play = PlayThenDoThis(card_type="gear", cost="ignore", tag="Equipment", max_cost=2, ability=then)
    assert play.text(()) == ("You may play an Equipment with Energy cost no more than [2], ignoring its cost. "
                             "If you do, then do this: Attach it to me.")
    with pytest.raises(ValueError, match="387"):
        PlayThenDoThis(card_type="gear", ability=TriggeredAbility(WHEN_YOU_DO, (AttachItToMe(),)))
    with pytest.raises(NotImplementedError, match=r"419\.3"):
        PlayThenDoThis(card_type="spell", ability=then)
