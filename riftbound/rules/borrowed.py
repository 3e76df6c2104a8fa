"""Abilities an object has because a passive ability gives it those of others: "I have all [E]
abilities of all friendly legends, units, and gear." (Heimerdinger, Inventor; 365.1). While
such a unit is on the board it has, as its own, each activated ability with [E] in its cost
(376) of the other friendly legends, units and gear on the board (740.1: a teammate's too):
it activates them itself — its [E] exhausts it, "me" is it, Add abilities among them pay
costs like its own (357.1.a). Two copies of one card lend one ability.

Addressing: such an ability is named ``(unit, encode(lending card, position))``, the lending
card by its catalog index, so an ability already on the chain stays what it was when the
lender leaves (like 727.1.c.3.a). A game none of whose cards has such an ability never looks
(``CF_BORROWS``).

A battlefield's 'Units here have "[E]: Gain 1 XP."' gives that ability to each unit at it in
the same way, named by the battlefield's card (``CF_LENDS_HERE``, :func:`lent_here`)."""

from __future__ import annotations

from collections.abc import Iterator

from riftbound.cards.info import CF_BORROWS, CF_LENDS_HERE, Template
from riftbound.cards.model import Ability, ActivatedAbility, UnitsHereHave
from riftbound.cards.nested import ability_at
from riftbound.rules import zones
from riftbound.rules.players import is_friendly
from riftbound.state import State

BASE = 1 << 25  # ability indexes from here on name an ability another card lends (below keywords/granted.BASE)
_SLOTS = 64  # abilities per card that an index can name
LENDERS = ("legend", "unit", "gear")


def encode(card_index: int, position: int) -> int:
    """The ability index of ability ``position`` of catalog card ``card_index``, lent."""
    return BASE + card_index * _SLOTS + position


def ability(g: State, index: int) -> Ability:
    """The lent ability an index names."""
    card_index, position = divmod(index - BASE, _SLOTS)
    ab = ability_at(g.catalog[card_index], position)
    return ab.ability if isinstance(ab, UnitsHereHave) else ab


def lent_here(g: State, player: int) -> list[tuple[int, int, ActivatedAbility]]:
    """``(unit, index, ability)`` of the abilities battlefields give ``player``'s units at
    them ('Units here have "[E]: Gain 1 XP."', 365.1), named like those lent above."""
    out: list[tuple[int, int, ActivatedAbility]] = []
    for bf, bf_obj in enumerate(g.bf_objs):
        ci = g.o_card[bf_obj]
        if not g.cinfo[ci].flags & CF_LENDS_HERE:
            continue
        units = [u for u in g.zones[zones.bf_location(g, bf)]
                 if g.o_ctrl[u] == player and g.catalog[g.o_card[u]].type == "unit"]
        for k, ab in enumerate(g.catalog[ci].abilities):
            if isinstance(ab, UnitsHereHave) and k < _SLOTS:
                out.extend((u, encode(ci, k), ab.ability) for u in units)
    return out


def borrowers(g: State, player: int) -> Iterator[int]:
    """``player``'s objects on the board with such an ability."""
    info = g.cinfo
    for z in g.own_zones[player]:
        for obj in g.zones[z]:
            if g.o_ctrl[obj] == player and info[g.o_card[obj]].flags & CF_BORROWS:
                yield obj


def _lending_cards(g: State, borrower: int) -> list[int]:
    """The catalog indexes of the other friendly legends, units and gear on the board, once each."""
    me = g.o_ctrl[borrower]
    out: list[int] = []
    for q in range(g.n_players):
        if not is_friendly(g, me, q):
            continue
        for z in g.own_zones[q]:
            for obj in g.zones[z]:
                ci = g.o_card[obj]
                if obj != borrower and g.o_ctrl[obj] == q and ci not in out and zones.on_board(g, obj) \
                        and g.catalog[ci].type in LENDERS:
                    out.append(ci)
    return out


def abilities(g: State, borrower: int) -> list[tuple[int, ActivatedAbility]]:
    """``(index, ability)`` of every [E] activated ability ``borrower`` has from others now."""
    out: list[tuple[int, ActivatedAbility]] = []
    for ci in _lending_cards(g, borrower):
        for k, ab in enumerate(g.catalog[ci].abilities):
            if isinstance(ab, ActivatedAbility) and ab.cost.exhaust_self and k < _SLOTS:
                out.append((encode(ci, k), ab))
    return out


def templates(g: State, borrower: int) -> list[Template]:
    """The Add abilities among them usable while paying (rules/payment.py), as templates
    naming the lent ability."""
    out: list[Template] = []
    for ci in _lending_cards(g, borrower):
        for t in g.cinfo[ci].templates:
            if t[1]:  # [E] in its cost
                out.append((encode(ci, t[0]), *t[1:]))
    return out
