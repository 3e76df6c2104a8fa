"""Keyword abilities an instruction gave a unit for the turn: "give another friendly unit my
keywords" (Kato the Arm, effects/my_keywords.py) gives the abilities led by a keyword that an
attached Equipment's Effect Text gives its source (718.3): a [Deathknell] ability (808.1.b-c)
or a [Level N] passive ability (727.1). A bare keyword name can't carry them; the unit gets the
whole ability, with itself as "me".

Each is a ``g.cfx`` entry of kind :data:`KIND` whose value names the ability as
``"<attached card object>:<position in its Effect Text>"`` (the attached card's object id keeps
naming its card, so the ability stays what it was when the Equipment moves on). It lasts while
the unit stays on the board, until the turn ends (317.2.c), like the instruction's other
effects. A passive one is applied by the layers (rules/layers.py), a triggered one triggers as
the unit's own (rules/triggers.py ``collect``); on the chain it is named ``(unit, index)`` like
an Effect Text ability appended to the unit (rules/effect_text.py ``encode``)."""

from __future__ import annotations

from collections.abc import Iterator

from riftbound.cards.model import DEPENDENT, Ability, Static, TriggeredAbility
from riftbound.state import State

KIND = "ability"  # the kind of a ``g.cfx`` entry that gives an ability


def led_by_keyword(ab: Ability) -> bool:
    """Is the ability led by a keyword: [Deathknell] (808.1.b) or a dependent keyword such as
    [Level N] or [Legion] (727.1)?"""
    if isinstance(ab, TriggeredAbility):
        return bool(ab.keyword) or ab.dependent is not None
    return isinstance(ab, Static) and ab.condition is not None and ab.condition.kind in DEPENDENT


def name(attached: int, position: int) -> str:
    """The value of a :data:`KIND` entry for Effect Text ability ``position`` of ``attached``."""
    return f"{attached}:{position}"


def given_to(g: State, unit: int) -> Iterator[tuple[int, int, int]]:
    """``(timestamp, attached card, position)`` of each ability given to ``unit`` this turn."""
    inc = g.o_inc[unit]
    for ts, obj, o_inc, kind, value, _ in g.cfx:
        if kind == KIND and obj == unit and o_inc == inc:
            attached, _, position = str(value).partition(":")
            yield ts, int(attached), int(position)


def ability(g: State, attached: int, position: int) -> Ability:
    """The Effect Text ability a :data:`KIND` entry names."""
    return g.catalog[g.o_card[attached]].effect_text[position]
