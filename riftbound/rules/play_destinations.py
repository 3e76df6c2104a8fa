"""Permissions to play units to battlefields that are not normally valid locations (355.2.b;
cards/model.py ``PlayTo``).

By default a unit is played to its controller's base or a battlefield they control (355.2.a,
rules/playing.py ``unit_locations``). A game effect may grant permission to play units to
other locations, which then become valid for playing that unit (355.2.b):

- "You may play me to an open battlefield": a battlefield with no unit present and no
  controller (169.10.c);
- "... to an occupied enemy battlefield": one with a unit present (169.10.a) that an
  opponent controls (740.2);
- "I can be played to a battlefield where there are enemy units";
- "... to an occupied battlefield if an enemy unit is alone there" (741.1);
- "I can be played to a battlefield you're attacking": the battlefield of the combat in
  progress in which the player is the attacker (459.2.b).

The unit's own permission ("me") works wherever it is played from; a permanent's permission
for friendly units works while it is on the board (365.1), for units its controller or a
teammate plays (740.1). The permissions give locations only: the timing to play the unit is
its own (an Ambush unit played with the Reaction timing Ambush alone gives it still goes
where Ambush allows, 822.1.b; docs/rulings.md). A battlefield that is a location for a
combat the player is not part of stays invalid (457.2). A unit played to a battlefield its
controller doesn't control makes it Contested (187.3.a.1), and the cleanup that follows
stages a showdown or a combat there (323.8-323.10).

A game none of whose cards lets other units be played elsewhere never looks at the board
(``CF_PLAY_TO`` in ``g.features``); the played unit's own permission is read from its card.
"""

from __future__ import annotations

from riftbound.cards.derived import per_card
from riftbound.cards.info import CF_PLAY_TO
from riftbound.cards.model import UNIT, CardDef, PlayTo
from riftbound.log import log
from riftbound.rules import special_terms, zones
from riftbound.rules.players import is_friendly
from riftbound.state import State


@per_card
def own(card: CardDef) -> tuple[str, ...]:
    """What the card's own "you may play me to ..." permissions allow (``where`` values)."""
    return tuple(ab.where for ab in card.abilities if isinstance(ab, PlayTo) and ab.who == "me")


def _granted(g: State, player: int) -> set[str]:
    """What the permanents on the board grant to units ``player`` plays (365.1, 740.1)."""
    out: set[str] = set()
    info = g.cinfo
    for z in g.loc_zones:
        for obj in g.zones[z]:
            if info[g.o_card[obj]].flags & CF_PLAY_TO and is_friendly(g, g.o_ctrl[obj], player):
                out.update(ab.where for ab in g.catalog[g.o_card[obj]].abilities
                           if isinstance(ab, PlayTo) and ab.who == "friendly")
    return out


def _fits(g: State, player: int, bf: int, where: str) -> bool:
    """Is battlefield ``bf`` a location ``where`` allows for ``player``?"""
    here = [u for u in g.zones[zones.bf_location(g, bf)] if g.catalog[g.o_card[u]].type == UNIT]
    if where == "open":  # 169.10.c
        return not here and g.bf_ctrl[bf] < 0
    if where == "occupied_enemy":  # 169.10.a; an enemy battlefield: an opponent controls it
        return bool(here) and g.bf_ctrl[bf] >= 0 and not is_friendly(g, player, g.bf_ctrl[bf])
    if where == "attacking":  # 459.2.b
        return g.combat == bf and g.attacker == player
    enemies = [u for u in here if not is_friendly(g, player, g.o_ctrl[u])]
    if where == "enemy_units":
        return bool(enemies)
    return any(special_terms.is_alone(g, u) for u in enemies)  # "enemy_alone" (741.1)


def locations(g: State, player: int, card: CardDef) -> list[int]:
    """The battlefield locations permissions make valid for ``player`` playing ``card``
    (355.2.b), not into a combat they are not part of (457.2)."""
    allowed = set(own(card))
    if g.features & CF_PLAY_TO:
        allowed |= _granted(g, player)
    if not allowed:
        return []
    out = []
    for bf in range(len(g.bf_objs)):
        if g.combat == bf and player not in (g.attacker, g.defender):
            continue
        if any(_fits(g, player, bf, where) for where in allowed):
            out.append(zones.bf_location(g, bf))
    return out


def arrive(g: State, player: int, dest: int) -> None:
    """A unit ``player`` played arrives at ``dest``: a battlefield they don't control becomes
    Contested by them unless it already is (187.3.a.1)."""
    if g.zone_kind[dest] != zones.BF_LOCATION:
        return
    bf = g.zone_bf[dest]
    if g.bf_ctrl[bf] != player and g.bf_contested[bf] < 0:
        g.bf_contested[bf] = player
        if g.log is not None:
            log(g, "187.3.a.1", f"battlefield {zones.location_name(g, dest)} becomes Contested by P{player}")
