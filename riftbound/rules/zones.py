"""Zones and moving objects between them (105-110, 128, 183).

Every zone change goes through :func:`move` so that the rules tied to leaving or entering
the board are applied in one place: temporary modifications end when an object moves to
or from a non-board zone (110), it becomes a new object (359.3.e.4), and a token put
anywhere off the board but the chain ceases to exist (183.1).
"""

from __future__ import annotations

from collections.abc import Callable

from riftbound.cards.info import CF_LEAVES, INDEXED
from riftbound.rules import copies, last_known, linked
from riftbound.state import (
    BANISHMENT,
    BASE,
    BF_LOCATION_KIND,
    HAND,
    LEGEND_ZONE,
    MAIN_DECK,
    PLAYER_ZONES,
    RUNE_DECK,
    TRASH,
    State,
)

# Global zone kinds, numbered after the per-player kinds.
CHAIN_ZONE = 100
REMOVED_ZONE = 101
BATTLEFIELD_ROW = 102
BF_LOCATION = BF_LOCATION_KIND
BF_FACEDOWN = 104

BOARD_KINDS = frozenset({BASE, LEGEND_ZONE, BATTLEFIELD_ROW, BF_LOCATION, BF_FACEDOWN})


class Leaving:
    """What leaving the board runs above this module, registered by the module defining it
    as it is imported (moving through zones is beneath every other rules area)."""

    left_board: Callable[[State, int], None]  # rules/effect_text.py: "When I leave the board" (110)


LEAVING = Leaving()

# Zone ids of the global zones, fixed by setup.layout(): the chain is zone n*9,
# removed-from-game n*9+1, the battlefield row n*9+2, then 2 zones per battlefield.


def chain_zone(g: State) -> int:
    return g.n_players * PLAYER_ZONES


def removed_zone(g: State) -> int:
    return g.n_players * PLAYER_ZONES + 1


def battlefield_row(g: State) -> int:
    return g.n_players * PLAYER_ZONES + 2


def bf_location(g: State, bf: int) -> int:
    """The zone holding the objects present at battlefield ``bf`` (107.2)."""
    return g.n_players * PLAYER_ZONES + 3 + 2 * bf


def bf_facedown(g: State, bf: int) -> int:
    """The facedown zone of battlefield ``bf`` (107.3)."""
    return g.n_players * PLAYER_ZONES + 4 + 2 * bf


def base_of(g: State, player: int) -> int:
    return player * PLAYER_ZONES + BASE


def pzone(player: int, kind: int) -> int:
    return player * PLAYER_ZONES + kind


def on_board(g: State, obj: int) -> bool:
    return g.zone_kind[g.o_zone[obj]] in BOARD_KINDS


def is_location(g: State, zone: int) -> bool:
    """Bases and battlefields are locations (107.1.b, 107.2.b); facedown zones are not."""
    k = g.zone_kind[zone]
    return k in (BASE, BF_LOCATION)


def move(g: State, obj: int, dest: int, bottom: bool = False) -> None:
    """Put ``obj`` into zone ``dest`` (on top, or at the bottom for decks).

    Decks keep their top card at the end of the list.
    """
    src = g.o_zone[obj]
    if g.features & CF_LEAVES and g.zone_kind[src] in BOARD_KINDS - {BF_FACEDOWN} \
            and g.zone_kind[dest] not in BOARD_KINDS:
        LEAVING.left_board(g, obj)  # "When I leave the board" (110), as it last existed there
    if g.resolving is not None and g.resolving.targets and g.zone_kind[src] in BOARD_KINDS \
            and g.zone_kind[dest] not in BOARD_KINDS:
        last_known.target_left(g, obj)  # 359.3.e.13: the resolving item may look back at it
    g.zones[src].remove(obj)
    if g.links:
        linked.forget(g, obj)  # 359.3.e.4, 397: a new object, no longer "the banished card"
    if g.equipped and g.zone_kind[src] in BOARD_KINDS and g.zone_kind[dest] not in BOARD_KINDS:
        for c in g.zones[src]:
            if g.o_attached[c] == obj:
                g.o_attached[c] = -1  # 719.5: its attachments detach and stay where it was
    kinds = g.zone_kind
    if kinds[src] == BF_FACEDOWN:
        g.o_hidden[obj] = -1  # 421.4: it is revealed as it leaves
    src_board = kinds[src] in BOARD_KINDS
    dst_board = kinds[dest] in BOARD_KINDS
    if src_board != dst_board:
        if g.cinfo[g.o_card[obj]].flags & INDEXED:
            if dst_board:
                g.indexed.append(obj)
            else:
                g.indexed.remove(obj)
        if g.copies:
            copies.forget(g, obj, not dst_board)  # 110: a copy becomes its printed card again (472.1.b)
        # 110: temporary modifications cease; 359.3.e.4: it is a new object.
        g.o_inc[obj] += 1
        g.o_dmg[obj] = 0
        g.o_buff[obj] = 0
        g.o_mod[obj] = 0
        g.o_stun[obj] = 0
        g.o_exh[obj] = 0
        g.o_role[obj] = 0
        if g.designated and obj in g.designated:
            g.designated.remove(obj)  # the new object was not in this combat (383.4.e.2.a, 461.7)
        g.o_assigned[obj] = 0
        g.o_attached[obj] = -1
        g.o_ts[obj] = g.clock  # 475.1: its passive abilities begin applying now
        g.clock += 1
        if not dst_board:
            g.o_ctrl[obj] = g.o_owner[obj]
    elif kinds[src] == TRASH or kinds[dest] == TRASH:
        g.o_inc[obj] += 1  # 359.3.e.4: a card chosen in a trash that leaves it is no longer that object
    if bottom:
        g.zones[dest].insert(0, obj)
    else:
        g.zones[dest].append(obj)
    g.o_zone[obj] = dest
    if kinds[dest] == HAND:
        g.unmixed.append(obj)  # its seat in the hand is drawn at random (rules/identity.py)
    card = g.o_card[obj]
    if g.copies:
        card = copies.printed(g, obj)  # 183: a token copy is still a token
    if "token" in g.catalog[card].supertypes and not dst_board and kinds[dest] != CHAIN_ZONE:
        # 183.1: a token that leaves for a non-board zone other than the chain ceases to exist.
        g.zones[dest].remove(obj)
        g.o_zone[obj] = removed_zone(g)
        g.zones[removed_zone(g)].append(obj)


def owner_zone(g: State, obj: int, kind: int) -> int:
    """A non-board zone of the object's owner (056: cards never go to another's zones)."""
    return g.o_owner[obj] * PLAYER_ZONES + kind


def to_trash(g: State, obj: int) -> None:
    move(g, obj, owner_zone(g, obj, TRASH))


def to_banishment(g: State, obj: int) -> None:
    move(g, obj, owner_zone(g, obj, BANISHMENT))


def recycle_dest(g: State, obj: int) -> int:
    """Main deck cards recycle to the main deck, runes to the rune deck (416.1)."""
    kind = RUNE_DECK if g.catalog[g.o_card[obj]].type == "rune" else MAIN_DECK
    return owner_zone(g, obj, kind)


def location_name(g: State, zone: int) -> str:
    k = g.zone_kind[zone]
    if k == BF_LOCATION:
        bf = g.zone_bf[zone]
        return g.catalog[g.o_card[g.bf_objs[bf]]].name
    if k == BASE:
        return f"P{g.zone_owner[zone]} base"
    return f"zone {zone}"
