"""What happened this turn that card text asks about later ("If a unit died this turn",
"If you've gained XP this turn", "If a friendly unit died during your Beginning Phase this
turn", "If you've spent [4] or more to play a spell this turn"): one bit per fact, and the
most Energy spent on one spell above them, in ``State.turn_facts``, per player, recorded as the game action
happens and cleared as a turn begins (306: "this turn" is the current turn). Read by
rules/conditions.py."""

from __future__ import annotations

from riftbound.rules.players import is_friendly
from riftbound.state import BEGINNING, SCORING, State

GAINED_XP = 1  # the player gained XP this turn (730.1)
UNIT_DIED = 2  # a unit the player controlled died this turn (428.2)
DIED_IN_BEGINNING = 4  # a unit friendly to the turn player died during their Beginning Phase (315.2, 740.1)
SPENT_SHIFT = 8  # above the bits: the most Energy the player spent to play one spell this turn (357)


def gained_xp(g: State, player: int) -> None:
    """``player`` gained XP (730.1)."""
    g.turn_facts[player] |= GAINED_XP


def unit_died(g: State, ctrl: int) -> None:
    """A unit controlled by ``ctrl`` died (428.2); during the turn player's Beginning Phase
    (its Beginning and Scoring Steps, 315.2) it died during that player's Beginning Phase,
    friendly to them if it was theirs or a teammate's (740.1)."""
    if ctrl < 0:
        return
    g.turn_facts[ctrl] |= UNIT_DIED
    if g.phase in (BEGINNING, SCORING) and is_friendly(g, g.turn_player, ctrl):
        g.turn_facts[g.turn_player] |= DIED_IN_BEGINNING


def spent_on_spell(g: State, player: int, energy: int) -> None:
    """``player`` spent ``energy`` Energy paying the cost of a spell they played (357)."""
    if energy > g.turn_facts[player] >> SPENT_SHIFT:
        g.turn_facts[player] = (g.turn_facts[player] & ((1 << SPENT_SHIFT) - 1)) | energy << SPENT_SHIFT


def most_spent_on_spell(g: State, player: int) -> int:
    """The most Energy ``player`` spent to play one spell this turn."""
    return g.turn_facts[player] >> SPENT_SHIFT


def new_turn(g: State) -> None:
    """A turn begins: nothing has happened in it yet."""
    g.turn_clock = g.clock  # timestamps from now on were given this turn (475)
    for p in range(g.n_players):
        g.turn_facts[p] = 0
