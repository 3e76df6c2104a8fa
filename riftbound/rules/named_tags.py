"""Tags named as a permanent is played: "As you play this, name a tag" (The List). Tags are
categories printed on cards (133.8); the rules say nothing more of naming one, so a player may
name any tag a card has: every tag of the real card pool, champion tags included (133.8.b), the
rules' tokens' tags being among them. The list is public and the same in every game, so naming
reveals nothing of any deck (docs/rulings.md "Naming a tag"). The tag named is chosen as the
card is played (decision ``name_tag``, a mode per tag: rules/card_modes.py), remembered as it
enters the board (``State.named``) for that object (359.3.e.4: a new object has none named),
and read by "a unit with the named tag" (rules/targeting.py), as it last existed once it has
left (359.3.e.12)."""

from __future__ import annotations

from riftbound.cards.facts.table import table
from riftbound.log import log, name
from riftbound.state import State

NAMEABLE: tuple[str, ...] = tuple(sorted({t for c in table().cards for t in (*c.tags, c.champion_tag) if t}))


def remember(g: State, obj: int, index: int) -> None:
    """``obj``, entering the board, remembers the tag named as it was played (``NAMEABLE[index]``)."""
    g.named.extend((obj, g.o_inc[obj], index))
    if g.log is not None:
        log(g, "133.8", f"{name(g, obj)} names the tag {NAMEABLE[index]}")


def named(g: State, obj: int, inc: int) -> str:
    """The tag the object ``obj`` named as incarnation ``inc`` (its last one on the board, for
    an ability whose source has left), or ``""`` if it named none."""
    rec = g.named
    for i in range(0, len(rec), 3):
        if rec[i] == obj and rec[i + 1] == inc:
            return NAMEABLE[rec[i + 2]]
    return ""
