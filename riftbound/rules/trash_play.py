"""Playing a card from its owner's trash by its own permission (419.1.a: by default only from
the hand or the champion zone): "[Legion][>] You may play me from your trash for [3][R]."
(:class:`~riftbound.cards.model.PlayFromTrash`). While the permission is active (a dependent
keyword's condition holding, 812.1.c, 727.1.c) its owner may begin to play the card from the
trash with its usual timing (358.3), and its base cost is replaced by the permission's
(356.1.a; rules/costs.py); the rest of the process is any play's (349-359). Cards with it carry
``CF_TRASH_PLAY`` (``CF_TRASH_GRANT``), so other games pay nothing."""

from __future__ import annotations

from riftbound.cards.derived import per_card
from riftbound.cards.info import CF_TRASH_GRANT, CF_TRASH_PLAY, instructions
from riftbound.cards.model import CardDef, Cost, PlayFromTrash
from riftbound.keywords import dependent
from riftbound.rules.zones import CHAIN_ZONE
from riftbound.state import TRASH, State


@per_card
def permission(card: CardDef) -> PlayFromTrash | None:
    """The card's "You may play me from your trash for ..." ability, if it has one."""
    return next((ab for ab in card.abilities if isinstance(ab, PlayFromTrash)), None)


def candidates(g: State, player: int) -> list[int]:
    """The cards in ``player``'s trash they may begin to play now by their own permission,
    its dependent keyword's condition holding (the card itself is not "another card", 812.1.c);
    timing, costs and choices are checked as for a card in hand (rules/playing.py)."""
    out = []
    for obj in g.zone_of(player, TRASH):
        flags = g.cinfo[g.o_card[obj]].flags
        if flags & CF_TRASH_PLAY:
            pf = permission(g.catalog[g.o_card[obj]])
            if pf is not None and (pf.dependent is None or dependent.active(g, pf.dependent, player, obj)):
                out.append(obj)
                continue
        if flags & CF_TRASH_GRANT and granted_to(g, obj, g.o_inc[obj]) == player:
            out.append(obj)
    return out


@per_card
def granted_cost(card: CardDef) -> Cost | None:
    """The cost of the card's "you may play this from your trash for [A]" instruction, if any."""
    return next((c for e in instructions(card)
                 if getattr(e, "grants_trash_play", False) and isinstance(c := getattr(e, "cost", None), Cost)), None)


def granted_to(g: State, obj: int, inc: int) -> int:
    """The player a permission lets play ``obj`` from its trash while it is the incarnation
    ``inc`` there (359.3.e.4: leaving the trash ends it), or -1."""
    grants = g.granted
    for i in range(0, len(grants), 3):
        if grants[i] == obj and grants[i + 1] == inc:
            return grants[i + 2]
    return -1


def by_grant(g: State, obj: int) -> Cost | None:
    """The cost ``obj`` is played for by a granted permission (356.1.a) when it is played from
    its trash by one: in the trash, or a Pending Item on the chain that left it (its
    incarnation one past the trash's, rules/zones.py move); else ``None``."""
    cost = granted_cost(g.catalog[g.o_card[obj]])
    if cost is None:
        return None
    inc = g.o_inc[obj] - (g.zone_kind[g.o_zone[obj]] == CHAIN_ZONE)
    return cost if granted_to(g, obj, inc) >= 0 else None
