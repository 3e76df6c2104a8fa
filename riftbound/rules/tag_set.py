""""The following tags among your units - Bird, Cat, Dog, and Poro" (Unleashed's pets): how many
of those tags the units a player controls have between them, after layer 1 (133.8, 472.1).
Each tag counts once, however many units have it; a unit with two of them counts for both."""

from __future__ import annotations

from riftbound.cards.model import UNIT
from riftbound.rules.layers import tags_of
from riftbound.state import State

PETS = ("Bird", "Cat", "Dog", "Poro")  # the tags the cards list, in their order


def among(g: State, player: int, tags: tuple[str, ...] = PETS) -> int:
    """How many of ``tags`` the units ``player`` controls have among them now."""
    if player < 0:
        return 0
    found: set[str] = set()
    for z in g.loc_zones:
        for o in g.zones[z]:
            if g.o_ctrl[o] == player and g.catalog[g.o_card[o]].type == UNIT:
                found |= tags_of(g, o)
    return len(found.intersection(tags))


def listed(tags: tuple[str, ...] = PETS) -> str:
    """"Bird, Cat, Dog, and Poro"."""
    return f"{', '.join(tags[:-1])}, and {tags[-1]}"
