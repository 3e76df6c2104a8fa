"""Naming a tag (133.8; rules/named_tags.py) and who kills (411.4, 428.5; rules/kills.py): the
plain data they keep, the tags a player may name, and the definitions refused."""

from __future__ import annotations

import pytest

from riftbound import Game
from riftbound.cards.facts.table import table
from riftbound.cards.model import TargetSpec
from riftbound.effects.name_tag import NameTagAsPlayed
from riftbound.rules.named_tags import NAMEABLE
from tests.support import play_scenario, scenario_game


def test_every_tag_of_the_card_pool_may_be_named_and_only_those() -> None:
    """133.8: the tags printed on the real cards, champion tags (133.8.b) and the tokens' among
    them, once each and in a fixed order, the same in every game."""
    printed = {t for c in table().cards for t in c.tags}
    assert set(NAMEABLE) == printed | {c.champion_tag for c in table().cards if c.champion_tag}
    assert list(NAMEABLE) == sorted(set(NAMEABLE))
    assert {"Miss Fortune", "Demacia", "Poro", "Recruit", "Mech"} <= set(NAMEABLE)


def test_the_tag_named_is_kept_with_the_object_and_survives_serialization() -> None:
    game = play_scenario("cards/unl/unl-138.yaml", ["play list", "tag Pirate"])
    assert [NAMEABLE[i] for i in game.s.named[2::3]] == ["Pirate"]
    copy = Game.deserialize(game.serialize())
    assert copy.s.named == game.s.named and copy.s.state_hash() == game.s.state_hash()


def test_damage_outlives_its_note_after_the_cleanup() -> None:
    """428.5.c: damage is noted with who dealt it only until the cleanup after the item that
    dealt it; the damage stays marked, its note is gone (rules/kills.py)."""
    game, sc = scenario_game("kills/lowered_might_kills_in_no_ones_name.yaml", ["play bolt", "pass", "pass"])
    assert game.s.o_dmg[sc.labels["ogre"]] == 3
    assert game.s.dealt == []


def test_definitions_naming_a_tag_are_checked() -> None:
    with pytest.raises(NotImplementedError, match="named tag"):
        TargetSpec("unit", named_tag=True, tag="Poro")
    with pytest.raises(NotImplementedError, match="named tag"):
        TargetSpec("unit", named_tag=True, location="here")
    with pytest.raises(ValueError, match="one tag named"):
        NameTagAsPlayed(count=2)
