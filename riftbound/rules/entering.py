"""How a permanent enters the board (143.4, 149.1, 359.2): a unit enters exhausted and a gear
ready, unless a passive ability says otherwise (364.3.a). The card's own "I enter ready"
(:class:`EntersReady` with ``who`` "me") is checked by rules/playing.py as it is played; this
module holds the others: passive abilities of permanents on the board about other units
entering (365.1: "Other friendly units enter ready", "Your units enter ready", "Your tokens
enter ready"; indexed by ``CF_ENTERS``, so a game without them pays nothing), and "This enters
exhausted" on a gear card."""

from __future__ import annotations

from riftbound.cards.info import CF_ENTERS, CF_ENTERS_EXHAUSTED
from riftbound.cards.model import TOKEN, CardDef, EntersReady
from riftbound.rules import conditions
from riftbound.rules.inactive import rules_text_inactive
from riftbound.rules.players import is_friendly
from riftbound.state import State


def others_make_ready(g: State, player: int, obj: int, card: CardDef) -> bool:
    """Does a permanent on the board make unit ``obj`` (``card``), entering the board under
    ``player``'s control, enter ready (365.1, 364.3.a)? Only while the source is on the board
    with its rules text active; "other" never counts the unit itself."""
    info = g.cinfo
    cards = g.o_card
    for src in g.indexed:
        if src == obj or not info[cards[src]].flags & CF_ENTERS or rules_text_inactive(g, src):
            continue
        ctrl = g.o_ctrl[src]
        for ab in g.catalog[cards[src]].abilities:
            if not isinstance(ab, EntersReady) or ab.who == "me":
                continue
            if ab.who == "other_friendly":
                mine = is_friendly(g, ctrl, player)  # 740: teammates' units too
            else:
                mine = ctrl == player and (ab.who == "yours" or TOKEN in card.supertypes)
            if mine and (ab.condition is None or conditions.holds(g, ab.condition, ctrl, src)):
                return True
    return False


def enters_exhausted(g: State, card_index: int) -> bool:
    """Does the card enter exhausted by its own "This enters exhausted" (364.3.a)?"""
    return bool(g.cinfo[card_index].flags & CF_ENTERS_EXHAUSTED)

