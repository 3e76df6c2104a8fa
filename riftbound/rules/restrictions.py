"""Restrictions: passive abilities that forbid an action or an effect (cards/model.py
``Restriction``; 364, 365.1), and the "this turn" ones instructions create (390.4). A card
that forbids an action beats any card that allows it (054.1, "Can't beats Can"), so each is
checked where the engine decides what is legal, and a forbidden choice is never offered:

- "can't be chosen by enemy spells and abilities": not a valid target of a spell or ability
  an enemy controls (355.9; rules/targeting.py), also as it resolves (359.3.e, docs/rulings.md
  "Restrictions"); an "all" instruction chooses nothing and still affects it (355.10.d);
- "don't deal combat damage": its Might adds nothing to the combat damage its side assigns
  (460.2.a; rules/combat.py);
- "must be assigned combat damage last": assigned after the units without such a requirement,
  as Backline (460.2.c.5-8);
- "can't be readied" (415): neither by the Awaken Phase nor by spells and abilities;
  "spells and abilities can't ready enemy units and gear": only those (rules/game_actions.py);
- "can't gain points" (the point of a Conquer or a Hold, 466, a Burn Out's, 431, or an
  instruction's) and a battlefield's "Players can't score here until their third turn": no
  Score at all there, so no Conquer or Hold triggers (463-466; the Unleashed FAQ);
- where units may be played (355.2.a; rules/playing.py): "Units can't be played here",
  "opponents can only play units to their base";
- "Play me only to a battlefield you conquered this turn" (rules/scoring.py records conquers in
  ``g.scored``);
- "Your opponents' [Hidden] cards can't be revealed here": they can't be played from facedown
  there, which reveals them (421.4, 811.1.c.3);
- "If I have moved twice this turn, I don't take damage": no damage is dealt to it, and in
  combat no amount is lethal to it (460.2.c.9);
- "If a combat where you are the attacker ends in a tie, recall ALL units instead" (Symbol of the
  Solari; 461.1.a.2, rules/combat.py): not a ban, but a rule change kept with them;
- "this turn" bans on playing cards ("opponents can't play cards this turn", "its controller
  can't play spells this turn"): delayed passive abilities in ``g.lasting`` (kind ``"no_play"``,
  rules/lasting.py), checked as cards are offered and as instructions play them (419).

A game none of whose cards has such an ability never looks (``CF_RESTRICTION`` in
``g.features``; the sources on the board are found through ``g.indexed``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from riftbound.cards.info import CF_RESTRICTION
from riftbound.cards.model import DEPENDENT, GEAR, UNIT, CardDef, Restriction
from riftbound.keywords import dependent
from riftbound.rules import conditions, zones
from riftbound.rules.might import might
from riftbound.rules.players import is_friendly
from riftbound.state import State

NO_PLAY = "no_play"  # the kind of a "can't play ... this turn" entry of g.lasting
CONQUERED = 16  # g.scored[player]: bit CONQUERED + b set as battlefield b is scored by a Conquer (464.1)
# the "ability index" of a move counted in g.trig_used (:func:`note_move`): far below the negative codes
# of modes chosen (rules/modes_used.py, -1 and down) and apart from rules/conquered.py's, never a
# limited ability's index (>= 0)
MOVED = -(1 << 61)


def _rules(card: CardDef) -> tuple[Restriction, ...]:
    return tuple(ab for ab in card.abilities if isinstance(ab, Restriction))


def _in_force(g: State, src: int, ab: Restriction) -> bool:
    """Does ``src``'s restriction apply now: its condition ("While I'm at a battlefield") or
    dependent keyword ("[Level 16]", 727.1.c.2) holds for its controller (364.3.a)?"""
    cond = ab.condition
    if cond is None:
        return True
    if cond.kind in DEPENDENT:
        return dependent.active(g, cond, g.o_ctrl[src], src)
    return conditions.holds(g, cond, g.o_ctrl[src], src)


def active(g: State) -> Iterator[tuple[int, str]]:
    """Each restriction in force now, as ``(source, rule)``: those of permanents and legends
    on the board (not facedown cards, 811) and of battlefields (169.9)."""
    if not g.features & CF_RESTRICTION:
        return
    info = g.cinfo
    for src in g.indexed:
        if info[g.o_card[src]].flags & CF_RESTRICTION and g.zone_kind[g.o_zone[src]] != zones.BF_FACEDOWN \
                and src not in g.bf_objs:
            for ab in _rules(g.catalog[g.o_card[src]]):
                if _in_force(g, src, ab):
                    yield src, ab.rule
    for src in g.bf_objs:
        if info[g.o_card[src]].flags & CF_RESTRICTION:
            for ab in _rules(g.catalog[g.o_card[src]]):
                yield src, ab.rule


def tie_recalls_all(g: State, attacker: int) -> bool:
    """Does ``attacker`` control a source of "If a combat where you are the attacker ends in a
    tie, recall ALL units instead"?"""
    return any(rule == "tie_recalls_all" and g.o_ctrl[src] == attacker for src, rule in active(g))


def _weaker_here(g: State, src: int, obj: int) -> bool:
    """``obj`` is a unit at ``src``'s location with less Might than it."""
    return obj != src and g.o_zone[obj] == g.o_zone[src] and g.catalog[g.o_card[obj]].type == UNIT \
        and might(g, obj) < might(g, src)


def unchoosable(g: State, obj: int, chooser: int) -> bool:
    """Can't ``obj`` be chosen by a spell or ability ``chooser`` controls (355.9)? An
    uncontrolled battlefield's ability (``chooser`` -1, 187.6) is no enemy's."""
    if chooser < 0 or g.o_ctrl[obj] < 0 or is_friendly(g, chooser, g.o_ctrl[obj]):
        return False
    for src, rule in active(g):
        if rule == "me_unchoosable" and src == obj:
            return True
        if rule == "weaker_here_unchoosable" and g.o_ctrl[obj] == g.o_ctrl[src] and _weaker_here(g, src, obj):
            return True
    return False


def deals_no_combat_damage(g: State, unit: int) -> bool:
    """Does ``unit`` deal no combat damage (460.2.a)?"""
    for src, rule in active(g):
        if rule == "me_no_combat_damage" and src == unit:
            return True
        if rule == "weaker_enemies_here_no_combat_damage" and not is_friendly(g, g.o_ctrl[src], g.o_ctrl[unit]) \
                and _weaker_here(g, src, unit):
            return True
    return False


def many_buffs(g: State, unit: int) -> bool:
    """Can ``unit`` have any number of buffs (its own passive ability, over 702.3; 002)?"""
    return any(rule == "me_many_buffs" and src == unit for src, rule in active(g))


def assigned_last(g: State, unit: int) -> bool:
    """Must ``unit`` be assigned combat damage last (460.2.c.5)?"""
    return any(rule == "me_assigned_last" and src == unit for src, rule in active(g))


def may_ready(g: State, obj: int, by_effect: bool) -> bool:
    """May ``obj`` be readied (415) — by a spell or ability, or by the Awaken Phase?"""
    for src, rule in active(g):
        if rule == "me_unreadiable" and src == obj:
            return False
        if rule == "no_ready_enemies" and by_effect and g.catalog[g.o_card[obj]].type in (UNIT, GEAR) \
                and not is_friendly(g, g.o_ctrl[src], g.o_ctrl[obj]):
            return False
    return True


def may_gain_points(g: State, player: int) -> bool:
    """May ``player`` gain points now (462)?"""
    return not any(rule == "opponents_no_points" and not is_friendly(g, g.o_ctrl[src], player)
                   for src, rule in active(g))


def may_score(g: State, player: int, bf: int) -> bool:
    """May ``player`` score battlefield ``bf`` now (463)? "Until their third turn": before the
    player has begun their third turn (turns taken counts the current one)."""
    src = g.bf_objs[bf]
    if not g.cinfo[g.o_card[src]].flags & CF_RESTRICTION:
        return True
    return not any(ab.rule == "score_from_third_turn" for ab in _rules(g.catalog[g.o_card[src]])) \
        or g.turns_taken[player] >= 3


def play_locations(g: State, player: int, card: CardDef, locs: list[int]) -> list[int]:
    """The locations among ``locs`` where ``player`` may play the unit ``card`` (355.2.a): its
    own "Play me only to a battlefield you conquered this turn", and the board's restrictions."""
    base = zones.base_of(g, player)
    out = locs
    if any(ab.rule == "me_only_conquered" for ab in _rules(card)):
        out = [z for z in out if g.zone_kind[z] == zones.BF_LOCATION
               and conquered_this_turn(g, player, g.zone_bf[z])]
    for src, rule in active(g):
        if rule == "no_units_played_here":
            here = zones.bf_location(g, g.bf_objs.index(src))
            out = [z for z in out if z != here]
        elif rule == "opponents_units_to_base" and not is_friendly(g, g.o_ctrl[src], player):
            out = [z for z in out if z == base]
    return out


def conquered_this_turn(g: State, player: int, bf: int) -> bool:
    """Did ``player`` conquer battlefield ``bf`` this turn (464.1; recorded by rules/scoring.py)?"""
    return bool(g.scored[player] >> (bf + CONQUERED) & 1)


def hidden_locked(g: State, player: int, bf: int) -> bool:
    """Can't ``player``'s facedown cards at battlefield ``bf`` be revealed: "Your opponents'
    [Hidden] cards can't be revealed here"? Then they can't be played from there, which
    reveals them (421.4, 811.1.c.3)."""
    here = zones.bf_location(g, bf)
    return any(rule == "opponents_hidden_here" and g.o_zone[src] == here
               and not is_friendly(g, g.o_ctrl[src], player) for src, rule in active(g))


def note_move(g: State, units: Sequence[int]) -> None:
    """Units moved (440-448): count this turn's moves of those with "If I have moved twice
    this turn" in ``g.trig_used`` (entries ``(unit, incarnation, MOVED)``, cleared as each turn
    begins, a new object counting anew, 359.3.e.4)."""
    info = g.cinfo
    for u in units:
        if info[g.o_card[u]].flags & CF_RESTRICTION \
                and any(ab.rule == "me_no_damage_moved_twice" for ab in _rules(g.catalog[g.o_card[u]])):
            g.trig_used.append((u, g.o_inc[u], MOVED))


def takes_no_damage(g: State, unit: int) -> bool:
    """Can't ``unit`` be dealt damage now: "If I have moved twice this turn, I don't take
    damage" (417; 460.2.c.9: no amount of combat damage is lethal to it)?"""
    return any(rule == "me_no_damage_moved_twice" and src == unit for src, rule in active(g)) \
        and g.trig_used.count((unit, g.o_inc[unit], MOVED)) >= 2


def barred(g: State, player: int) -> tuple[str, ...]:
    """The card types ``player`` can't play this turn ("card": any), by delayed passive
    abilities (390.4)."""
    return tuple(value for _, ctrl, _, _, kind, value in g.lasting if kind == NO_PLAY and ctrl == player)


NO_MOVE = "no_move"  # "They can't move it this turn": an entry of g.lasting (zone: the unit's incarnation)


def bar_move(g: State, player: int, unit: int) -> None:
    """``player`` can't move ``unit`` for the rest of this turn (054.1, 390.4): a delayed
    passive ability about that object, which a new object is not (359.3.e.4)."""
    g.lasting.append((g.clock, player, g.o_inc[unit], "", NO_MOVE, unit))
    g.clock += 1


def may_move(g: State, player: int, unit: int) -> bool:
    """May ``player`` move ``unit`` now — by a Standard Move (144) or by their spell or
    ability (444) —, as far as "They can't move it this turn" goes (054.1)?"""
    return not g.lasting or not any(kind == NO_MOVE and ctrl == player and value == unit and inc == g.o_inc[unit]
                                    for _, ctrl, inc, _, kind, value in g.lasting)


def may_play(g: State, player: int, card: CardDef) -> bool:
    """May ``player`` play ``card`` now, as far as "can't play ... this turn" goes (052: a
    card is a Main Deck card, so tokens are not barred)?"""
    ban = barred(g, player) if g.lasting else ()
    return not ban or ("card" not in ban and card.type not in ban)
