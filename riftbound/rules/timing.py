"""States of the turn, priority and focus (307-313), and when cards and abilities are
legally timed (308.1.a, 309.1.a, 310.1.a, 145.2, 150.2, 381, 806, 813)."""

from __future__ import annotations

from riftbound.cards.derived import per_card
from riftbound.cards.info import DERIVE
from riftbound.cards.model import ACTION, REACTION, ActivatedAbility, CardDef
from riftbound.rules.players import next_player
from riftbound.state import MAIN, State


def is_closed(g: State) -> bool:
    """A Closed State exists while there is a Chain (309.1)."""
    return bool(g.chain)


def in_showdown(g: State) -> bool:
    """A Showdown State exists while a showdown or combat is in progress (308.1)."""
    return g.showdown >= 0


def state_name(g: State) -> str:
    """One of the four states of 310, e.g. ``"Neutral Open"``."""
    return ("Showdown" if in_showdown(g) else "Neutral") + (" Closed" if g.chain else " Open")


NOTHING = 3  # no card may be played now


def required_permission(g: State, player: int) -> int:
    """What a card needs to be played by ``player`` (who has priority) now (358.3):
    0 in a Neutral Open State on their own turn in their Main Phase (310.1.a, 154),
    1 = Action in a Showdown Open State (308.1.a, 806), 2 = Reaction in a Closed State
    (309.1.a, 813); NOTHING otherwise."""
    if g.chain:
        return 2
    if g.showdown >= 0:
        return 1
    if g.phase == MAIN and (player == g.turn_player or player == g.invited):  # 316.2.b.1
        return 0
    return NOTHING


@per_card
def card_permission(card: CardDef) -> int:
    """The timing permission a card has: 2 with Reaction (which grants Action too,
    813.1.b), 1 with Action, 0 with neither."""
    kws = card.keywords
    return 2 if REACTION in kws or "quick-draw" in kws else (1 if ACTION in kws else 0)  # 819.1.b


def card_timing_ok(g: State, player: int, card: CardDef) -> bool:
    """May ``player`` (who has priority) play ``card`` at this moment (358.3)?"""
    return card_permission(card) >= required_permission(g, player)


def ability_timing_ok(g: State, player: int, ability: ActivatedAbility) -> bool:
    """Activated abilities: the controller's Main Phase in an Open State outside showdowns
    (145.2, 150.2, 381), widened by Action (806.1.c.2) and Reaction (813.1.c.2)."""
    kws = ability.keywords
    if REACTION in kws:
        return True
    if g.chain:
        return False
    if g.showdown >= 0:
        return ACTION in kws
    return g.phase == MAIN and (player == g.turn_player or player == g.invited)


def pass_focus(g: State, combat_then: int) -> None:
    """When the last chain item resolves during a showdown, Focus passes to the next
    player in turn order, who also gains Priority (340.2.a, 346, 313.2). If the cleanup
    after that resolution opened a combat, the attacker keeps the Focus it was given
    (459.2.c; docs/rulings.md). Nobody has Focus once a combat's showdown has ended (348.1):
    a chain in its Resolution Step resolves without passing it."""

    if g.showdown < 0 or g.combat != combat_then or g.cb_step:
        return  # no Focus in a combat's Resolution Step (348.1, 461)
    g.focus = next_player(g, g.focus)
    g.priority = g.focus
    g.sd_passes = 0

# cards/info.py computes this per catalog entry
DERIVE.permission = card_permission
