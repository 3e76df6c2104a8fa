"""What happened this turn that card text asks about later ("If a unit died this turn",
"If you've gained XP this turn", "If a friendly unit died during your Beginning Phase this
turn", "If you've spent [4] or more to play a spell this turn", "If you've discarded a card this turn",
"If you've chosen enemy units and/or gear twice this turn", "If you've spent at least [A][A] this
turn", "for each point you scored from holding this turn"): one bit per fact, and counts above them, in
``State.turn_facts``, per player, recorded as the game action happens and cleared as a turn
begins (306: "this turn" is the current turn). The records a card reads that no other rule
keeps (discards, Power spent) are kept only in games whose catalog has such a card
(cards/info.py CF_HISTORY). And the permanents
played this turn with an optional additional cost paid ("if you paid the additional cost",
``State.paid_extra``). Read by rules/conditions.py."""

from __future__ import annotations

from riftbound.cards.model import GEAR, SPELL, UNIT
from riftbound.rules.players import is_friendly
from riftbound.state import BEGINNING, SCORING, ChainItem, State

GAINED_XP = 1  # the player gained XP this turn (730.1)
UNIT_DIED = 2  # a unit the player controlled died this turn (428.2)
DIED_IN_BEGINNING = 4  # a unit friendly to the turn player died during their Beginning Phase (315.2, 740.1)
DISCARDED = 8  # the player discarded a card this turn (422); kept only where asked (CF_HISTORY)
# Above the bits, fields of 8 bits (a count saturates at 255): the Power the player spent this
# turn (kept only where asked, CF_HISTORY), the Energy they spent to play the spell whose play
# completed last (419.4.a), and the most Energy they spent to play one spell (357).
POWER_SHIFT = 8
LAST_SHIFT = 16
SPENT_SHIFT = 24
HOLD_SHIFT = 32  # the points the player gained by holding this turn (464.2; "for each point you scored from holding")
DRAWN_SHIFT = 40  # the cards the player drew this turn (413), kept only where asked (CF_DRAWS)
CHOSEN_SHIFT = 48  # enemy units and gear the player chose with spells and unit abilities (355.14.d; CF_HISTORY)
_FIELD = 255


def _set(g: State, player: int, shift: int, value: int) -> None:
    g.turn_facts[player] = (g.turn_facts[player] & ~(_FIELD << shift)) | min(value, _FIELD) << shift


def _get(g: State, player: int, shift: int) -> int:
    return g.turn_facts[player] >> shift & _FIELD


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


def enemy_died(g: State, player: int) -> bool:
    """Has a unit an opponent of ``player`` controlled died this turn (428.2, 740.2)?"""
    return any(g.turn_facts[q] & UNIT_DIED and not is_friendly(g, player, q) for q in range(g.n_players))


def discarded(g: State, player: int) -> None:
    """``player`` discarded one or more cards (422)."""
    g.turn_facts[player] |= DISCARDED


def spent_power(g: State, player: int, n: int) -> None:
    """``player`` spent ``n`` Power paying a cost (161-167, 357.1)."""
    _set(g, player, POWER_SHIFT, _get(g, player, POWER_SHIFT) + n)


def power_spent(g: State, player: int) -> int:
    """The Power ``player`` spent this turn."""
    return _get(g, player, POWER_SHIFT)


def spent_on_spell(g: State, player: int, energy: int) -> None:
    """``player`` spent ``energy`` Energy paying the cost of a spell they played (357)."""
    if energy > most_spent_on_spell(g, player):
        _set(g, player, SPENT_SHIFT, energy)


def most_spent_on_spell(g: State, player: int) -> int:
    """The most Energy ``player`` spent to play one spell this turn."""
    return _get(g, player, SPENT_SHIFT)


def drew(g: State, player: int) -> int:
    """``player`` drew a card (413.1); returns how many they have drawn this turn."""
    n = _get(g, player, DRAWN_SHIFT) + 1
    _set(g, player, DRAWN_SHIFT, n)
    return n


def spell_completed(g: State, player: int, energy: int) -> None:
    """The play of a spell ``player`` played, for whose cost they spent ``energy`` Energy, is
    complete (419.4.a): "When you play a spell, if you spent [4] or more" reads it."""
    _set(g, player, LAST_SHIFT, energy)


def spent_on_last_spell(g: State, player: int) -> int:
    """The Energy ``player`` spent to play the spell whose play completed last."""
    return _get(g, player, LAST_SHIFT)


def chose_enemies(g: State, item: ChainItem) -> None:
    """A spell or ability ``item`` is finalized (355.7): if it is a spell or a unit's ability,
    each enemy unit and enemy gear it targets is one more time its controller chose one this
    turn (355.14.d: each target counts individually; one object in two slots once)."""
    kind = g.catalog[g.o_card[item.obj]].type
    if not (kind == SPELL if item.kind == "card" else kind == UNIT):
        return  # a legend's, a gear's or a battlefield's ability chooses with neither
    p = item.controller
    seen: set[int] = set()
    for slot in item.targets:
        for obj, inc in slot:
            if inc >= 0 and g.o_inc[obj] == inc and g.o_ctrl[obj] >= 0 and not is_friendly(g, p, g.o_ctrl[obj]) \
                    and g.catalog[g.o_card[obj]].type in (UNIT, GEAR):
                seen.add(obj)
    if seen:
        _set(g, p, CHOSEN_SHIFT, _get(g, p, CHOSEN_SHIFT) + len(seen))


def enemies_chosen(g: State, player: int) -> int:
    """How many times ``player`` chose an enemy unit or gear with a spell or a unit's ability
    this turn."""
    return _get(g, player, CHOSEN_SHIFT)


def held_point(g: State, player: int) -> None:
    """``player`` gained a point by a Hold (464.2, 466.1)."""
    _set(g, player, HOLD_SHIFT, _get(g, player, HOLD_SHIFT) + 1)


def hold_points(g: State, player: int) -> int:
    """The points ``player`` scored from holding this turn."""
    return _get(g, player, HOLD_SHIFT)


def paid_additional(g: State, obj: int) -> None:
    """The permanent ``obj``, just played onto the board, had an optional additional cost of its
    own paid (356.2.b.1): "if you paid the additional cost" holds for it as this object
    (359.3.e.4: not once it leaves the board)."""
    g.paid_extra += (obj, g.o_inc[obj])


def was_paid(g: State, obj: int) -> bool:
    """Was an optional additional cost paid to play ``obj`` as the object it is now?"""
    return paid_for(g, obj, g.o_inc[obj])


def paid_for(g: State, obj: int, inc: int) -> bool:
    """Was an optional additional cost paid to play ``obj`` as its incarnation ``inc`` (the
    object an ability's source was as it triggered, even if it has left the board since)?"""
    pairs = g.paid_extra
    return any(pairs[i] == obj and pairs[i + 1] == inc for i in range(0, len(pairs), 2))


def new_turn(g: State) -> None:
    """A turn begins: nothing has happened in it yet."""
    g.turn_clock = g.clock  # timestamps from now on were given this turn (475)
    for p in range(g.n_players):
        g.turn_facts[p] = 0
    g.paid_extra.clear()
