"""A permission to play a card from its trash granted by an instruction (Death from Below,
"Then, if it had 3 [M] or less, you may play this from your trash for [A]."; 356.1.a, 390.5.b,
359.3.e.13; effects/trash_grant.py, rules/trash_play.py). The plays themselves are scenarios
(tests/scenarios/cards/unl/unl-186*.yaml)."""

from __future__ import annotations

import pytest

import riftbound
from riftbound.cards import catalog
from riftbound.cards.info import CF_TRASH_GRANT, CardInfo
from riftbound.cards.model import Condition, Cost
from riftbound.effects.trash_grant import MayPlayFromTrash
from riftbound.errors import CardDefinitionError
from riftbound.rules import trash_play, zones
from riftbound.state import HAND, TRASH
from tests.support import round_trip, scenario_game

_RESOLVED = ("play dfb", "target small", "domain chaos", "pass", "pass")


def test_356_1_a_games_without_the_card_never_look_for_granted_permissions() -> None:
    assert not riftbound.new_game(seed=1).s.features & CF_TRASH_GRANT
    assert CardInfo(catalog.get("unl-186")).flags & CF_TRASH_GRANT


def test_390_5_b_the_permission_ends_when_the_card_leaves_the_trash() -> None:
    """The permission refers to its source: a card that left the trash and came back is a new
    object (359.3.e.4), which the permission doesn't let its owner play."""
    game, sc = scenario_game("cards/unl/unl-186.yaml", _RESOLVED)
    g = game.s
    dfb = sc.labels["dfb"]
    assert trash_play.candidates(g, 0) == [dfb]
    assert ("play", dfb) in {tuple(a) for a in game.legal_actions()}
    assert trash_play.by_grant(g, dfb) == Cost(power=("any",))  # 356.1.a: played for [A]
    round_trip(game)  # the permission is plain data on the state
    zones.move(g, dfb, zones.owner_zone(g, dfb, HAND))
    zones.move(g, dfb, zones.owner_zone(g, dfb, TRASH))
    assert trash_play.candidates(g, 0) == []
    assert trash_play.by_grant(g, dfb) is None


def test_359_3_e_13_it_had_n_might_or_less_is_a_counted_condition_about_a_target() -> None:
    cond = Condition("had_might_at_most", 3, of=0)
    assert cond.clause() == "it had 3 [M] or less"
    with pytest.raises(CardDefinitionError, match="with no number but had_might_at_most"):
        Condition("attacking", 1, of=0)
    with pytest.raises(CardDefinitionError):
        Condition("had_might_at_most", -1, of=0)


def test_356_1_a_the_cost_to_play_it_for_is_energy_and_power() -> None:
    assert MayPlayFromTrash(Cost(power=("any",))).text(()) == "You may play this from your trash for [A]."
    with pytest.raises(NotImplementedError, match=r"356\.1\.a"):
        MayPlayFromTrash(Cost(exhaust_self=True))
