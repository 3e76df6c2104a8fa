"""Last known information (808.1.d.3, 359.3.f.3, 359.3.e.13): an ability that triggers as its
source leaves the board — Deathknell and "When I die", "When I leave the board" — notes where
the source was and what it was like as it last existed there, before it moves, and reads that
note as it triggers and resolves: "here" is the location where the unit died, "my Might" its
last Might, "if I'm at a battlefield" or "if I'm alone" the state it died in. A spell or
ability that moves an object it chose off the board looks back at it the same way in its
later instructions ("kill a unit, then draw cards equal to its Might"; ``ChainItem.gone``).

A note is a plain tuple carried by the triggered entry (``State.triggered``) and then by the
chain item (``ChainItem.lki``) and the :class:`~riftbound.effects.primitives.Ctx` its
instructions see; ``()`` means no note (the source is read as it is now, and is null once it
has left the board, 359.3.e.12)."""

from __future__ import annotations

from riftbound.cards.model import SOURCE_CONDITIONS
from riftbound.rules import might, zones
from riftbound.state import State

Note = tuple[int, ...]
ZONE, MIGHT, DAMAGE, HOLDS = range(4)  # the fields of a note; HOLDS: the source conditions true then
CONTROLLER = 4  # a chosen object's note (target_left) also has its controller then ("its controller", 355.10.d)


def note(g: State, obj: int, might: int, held: int) -> Note:
    """``obj`` as it is on the board now, just before it leaves: its zone (its location), its
    Might as spells use it (``might``, 143.2.b), the damage marked on it, and ``held``, which
    conditions about it hold (a bit per :data:`~riftbound.cards.model.SOURCE_CONDITIONS`
    entry). Taken by :func:`riftbound.rules.conditions.note`."""
    return (g.o_zone[obj], might, g.o_dmg[obj], held)


def holds(lki: Note, kind: str) -> bool:
    """Did the condition ``kind`` about the source hold as it last existed on the board?"""
    return bool(lki[HOLDS] >> SOURCE_CONDITIONS.index(kind) & 1)


def location(g: State, source: int, lki: Note) -> int | None:
    """"Here" for an ability of ``source`` (359.3.f.1-2): the location where it was when it
    left the board, with a note (808.1.d.3); otherwise its location now — for a battlefield,
    its own location (107.2) —, or ``None`` when it has none (359.3.e.12)."""
    if lki:
        return lki[ZONE]
    if source < 0:
        return None
    if source in g.bf_objs:
        return zones.bf_location(g, g.bf_objs.index(source))
    zone = g.o_zone[source]
    return zone if zones.is_location(g, zone) else None


def target_left(g: State, obj: int) -> None:
    """``obj`` leaves the board while a spell or ability resolves (``g.resolving``): if it is
    one of the objects that item chose, note it as it is now, before it moves, so that its
    later instructions can look back at it (359.3.e.13)."""
    item = g.resolving
    assert item is not None
    ref = (obj, g.o_inc[obj])
    if any(ref in slot for slot in item.targets):
        item.gone = (*item.gone, (*ref, g.o_zone[obj], might.effective_might(g, obj), g.o_dmg[obj], 0, g.o_ctrl[obj]))


def looked_back(g: State, uid: int, slot: int) -> Note:
    """The note of the one object chosen in ``slot`` by the resolving item ``uid`` that this
    item has moved off the board (:func:`target_left`), or ``()``."""
    item = g.resolving
    if item is None or item.uid != uid or not item.gone or slot >= len(item.targets):
        return ()
    refs = item.targets[slot]
    for entry in item.gone:
        if len(refs) == 1 and (entry[0], entry[1]) == refs[0]:
            return entry[2:]
    return ()
