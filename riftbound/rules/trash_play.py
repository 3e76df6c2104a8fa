"""Playing a card from its owner's trash by its own permission (419.1.a: by default only from
the hand or the champion zone): "[Legion][>] You may play me from your trash for [3][R]."
(:class:`~riftbound.cards.model.PlayFromTrash`). While the permission is active (a dependent
keyword's condition holding, 812.1.c, 727.1.c) its owner may begin to play the card from the
trash with its usual timing (358.3), and its base cost is replaced by the permission's
(356.1.a; rules/costs.py); the rest of the process is any play's (349-359). Cards with it carry
``CF_TRASH_PLAY``, so other games pay nothing."""

from __future__ import annotations

from riftbound.cards.derived import per_card
from riftbound.cards.info import CF_TRASH_PLAY
from riftbound.cards.model import CardDef, PlayFromTrash
from riftbound.keywords import dependent
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
        if g.cinfo[g.o_card[obj]].flags & CF_TRASH_PLAY:
            pf = permission(g.catalog[g.o_card[obj]])
            if pf is not None and (pf.dependent is None or dependent.active(g, pf.dependent, player, obj)):
                out.append(obj)
    return out
