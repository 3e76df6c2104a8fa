"""Passive abilities on where units may move (364, 365.1; cards/model.py ``MoveRule``).

- "Units can't move to base" (on a permanent): while it is on the board, no unit moves to a
  base, neither with a Standard Move (144.4.b) nor by a spell or ability (444).
- "I can't move to base": that unit doesn't.
- "Units can't move from here to base" (a battlefield): units at it don't.
- "Units can move here from anywhere" (a battlefield): a Standard Move may take a unit there
  from another battlefield, as Ganking does (144.4.c, 810); the other restrictions on
  destinations still apply (144.4.a.1, 442.2, 444.2) and a forbidding ability beats it
  (054.1).

None of these stops a recall, which is not a move (451.3). A game none of whose cards has
such an ability never looks (``CF_MOVE_RULE`` in ``g.features``).
"""

from __future__ import annotations

from riftbound.cards.info import CF_MOVE_RULE
from riftbound.cards.model import MoveRule
from riftbound.rules import zones
from riftbound.state import State


def _rules(g: State, obj: int) -> list[str]:
    return [ab.rule for ab in g.catalog[g.o_card[obj]].abilities if isinstance(ab, MoveRule)]


def may_go_to_base(g: State, unit: int) -> bool:
    """May ``unit`` move to a base now (passive restrictions on the board, 365.1)?"""
    if not g.features & CF_MOVE_RULE:
        return True
    info = g.cinfo
    here = g.o_zone[unit]
    for z in g.loc_zones:
        for obj in g.zones[z]:
            if info[g.o_card[obj]].flags & CF_MOVE_RULE:
                rules = _rules(g, obj)
                if "no_base" in rules or (obj == unit and "me_no_base" in rules):
                    return False
    for bf, obj in enumerate(g.bf_objs):
        if info[g.o_card[obj]].flags & CF_MOVE_RULE and zones.bf_location(g, bf) == here \
                and "no_base_from_here" in _rules(g, obj):
            return False
    return True


def from_anywhere(g: State, bf: int) -> bool:
    """Does battlefield ``bf`` say "Units can move here from anywhere"?"""
    if not g.features & CF_MOVE_RULE:
        return False
    obj = g.bf_objs[bf]
    return bool(g.cinfo[g.o_card[obj]].flags & CF_MOVE_RULE) and "here_from_anywhere" in _rules(g, obj)
