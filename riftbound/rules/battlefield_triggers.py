"""Triggered abilities of battlefields (169.9) and of combat results (461).

A battlefield's abilities are controlled by the player who controls the battlefield, and its
"you" is that player (187.6.a, 187.6.c); a battlefield nobody controls has its abilities put
on the chain by the turn player, with a "you" that is no one (187.6.b-c, :func:`no_you`).
"When combat starts here" triggers as a combat opens there (459.2). "When you conquer here"
triggers when the player who conquers it is its controller — which a Conquer makes them
(464.1) —, "When you hold here" when its controller holds it (464.2), "When you defend here"
when its controller is the defender of a combat there (459.2.b.2), "At the start of your
Beginning Phase" at the start of its controller's. Score abilities trigger only when the
battlefield is scored (466.2). "When a showdown begins here" (344) triggers on the
battlefield and on the units there. Combat results (461.3): the winner's units at the
battlefield win with them (461.3.c: "When I win a combat") and their watchers see them win
("When you win a combat"), the loser's watchers see them lose ("When you lose a combat",
461.3.b); as the combat ends (461.7) every unit that was in it and is still on the board
triggers "When a combat that I was in ends". A game whose catalog has none of these cards
pays one flag test (cards/info.py CF_BF_TRIGGER, CF_COMBAT_TRIGGER)."""

from __future__ import annotations

from collections.abc import Sequence

from riftbound.cards.events import (
    BATTLEFIELD_EVENTS,
    COMBAT_ENDS,
    COMBAT_HERE,
    CONTROLLED_YOU_PLAY,
    EACH_BEGINNING,
    EACH_FIRST_BEGINNING,
    MOVE_FROM_HERE,
    NONTOKEN_PLAYED_HERE,
    PLAYER_PLAYS,
    RETURNED_FROM_HERE,
    SHOWDOWN_HERE,
    START_OF_BEGINNING,
    THEY_EVENTS,
    UNIT_PLAYED_HERE,
    WIN_COMBAT,
    YOU_LOSE_COMBAT,
    YOU_OR_ALLY_HOLD,
    YOU_WIN_COMBAT,
)
from riftbound.cards.info import CF_BF_TRIGGER, CF_COMBAT_TRIGGER, CF_UNIT, DERIVE
from riftbound.cards.model import BATTLEFIELD, CardDef, TriggeredAbility
from riftbound.keywords import dependent
from riftbound.rules import conditions, delayed, trigger_limits, triggers, zones
from riftbound.state import State

# The events a battlefield's triggered abilities may name (169.9).
ON_BATTLEFIELDS = BATTLEFIELD_EVENTS | {SHOWDOWN_HERE, START_OF_BEGINNING, COMBAT_HERE}
# Those only a battlefield may have.
BATTLEFIELD_ONLY = BATTLEFIELD_EVENTS | {COMBAT_HERE}


def check(card: CardDef) -> None:
    """Reject triggered abilities the engine can't raise where they are written: the
    battlefield events on anything but a battlefield, and on a battlefield anything but them
    or an ability working from a zone (169.9, 187.6)."""
    for ab in card.abilities:
        if not isinstance(ab, TriggeredAbility):
            continue
        if card.type == BATTLEFIELD:
            bad = [e for e in ab.events if e not in ON_BATTLEFIELDS]
            if bad or ab.zone:
                raise ValueError(f"169.9: a battlefield's triggered abilities are about events there "
                                 f"({', '.join(sorted(ON_BATTLEFIELDS))}) on the board; not {bad or ab.zone}")
        elif not BATTLEFIELD_ONLY.isdisjoint(ab.events):
            raise ValueError(f"187.6.c: {', '.join(sorted(BATTLEFIELD_ONLY & set(ab.events)))} are events of "
                             f"battlefields, not of a {card.type}")


def collect_battlefield(g: State, bf: int, event: str, player: int = -1, refs: delayed.Refs = (),
                        check: triggers.Check | None = None, they: int = -1) -> None:
    """Queue battlefield ``bf``'s abilities for ``event``, controlled by its controller
    (187.6.a). With ``player``, the event is that player's ("you conquer", "you hold", "you
    defend", "your Beginning Phase"): it is the battlefield's only if they control it (187.6.c).
    An uncontrolled battlefield's ability is uncontrolled: the turn player puts it on the chain
    and makes its choices as its controller (187.6.b); its "you" is no one (187.6.c), so a
    [Legion]/[Level] ability of it is not active, and its instructions with an implied "you"
    are ignored as it resolves (:func:`no_you`). A "you may", a cost or a condition of such an
    ability would be no one's: not supported. ``refs`` are the objects its instructions call
    "it" (the unit that moved from here, the card played); ``check`` filters the abilities (a
    play filter). With ``they``, the ability is about a player's action and says "they" for
    that player, not "you": it is theirs to put on the chain and to make its choices
    (docs/rulings.md, "A battlefield's 'they'")."""
    if not g.features & CF_BF_TRIGGER:
        return
    obj = g.bf_objs[bf]
    if not g.cinfo[g.o_card[obj]].flags & CF_BF_TRIGGER:
        return
    ctrl = g.bf_ctrl[bf]
    if player >= 0 and player != ctrl:
        return
    for i, ab in enumerate(g.catalog[g.o_card[obj]].abilities):
        if not isinstance(ab, TriggeredAbility) or event not in ab.events:
            continue
        if ctrl < 0 and they < 0 and (ab.optional or ab.cost is not None or ab.condition is not None):
            raise NotImplementedError(f"187.6.c: the ability of {g.catalog[g.o_card[obj]].name} triggers while "
                                      "the battlefield is uncontrolled; its 'you may', cost or condition "
                                      "would be no one's")
        if check is not None and not check(ab, obj):
            continue
        if ab.limit and not trigger_limits.may_trigger(g, obj, i, ab):
            continue
        if ab.dependent is not None and (ctrl < 0 or not dependent.active(g, ab.dependent, ctrl, obj)):
            continue
        if ab.condition is not None and not conditions.holds(g, ab.condition, ctrl, obj):
            continue  # 383.3.e
        who = they if they >= 0 else ctrl if ctrl >= 0 else g.turn_player
        g.triggered.append((who, obj, i, refs) if refs else (who, obj, i))


def you_played(g: State, player: int, refs: delayed.Refs, check: triggers.Check) -> None:
    """``player``'s play is complete (419.4.a): "While you control this battlefield, when you
    play ..." of the battlefields they control (187.6.c), and "When a player plays ..." of
    every battlefield, theirs ("they", 187.6.b), each if its filter fits."""
    if g.features & CF_BF_TRIGGER:
        for bf, ctrl in enumerate(g.bf_ctrl):
            if ctrl == player:
                collect_battlefield(g, bf, CONTROLLED_YOU_PLAY, player, refs, check)
            collect_battlefield(g, bf, PLAYER_PLAYS, refs=refs, check=check, they=player)


def no_you(g: State, obj: int, ability: int) -> bool:
    """187.6.c: ``obj``, the source of a resolving ability, is a battlefield nobody controls
    now, so the ability's "you" is no one and its instructions with an implied "you" are
    ignored (rules/chain.py, Effect.needs_you) — unless the ability is about a player's action
    and its "you" is "they", that player (:data:`THEY_EVENTS`, :func:`collect_battlefield`).
    A battlefield no longer in play (replaced as its owner left the game, 652.2) is no one's
    now: its ability keeps the controller it was put on the chain with, as any ability whose
    source has left (docs/rulings.md)."""
    card = g.catalog[g.o_card[obj]]
    if card.type != BATTLEFIELD or obj not in g.bf_objs or g.bf_ctrl[g.bf_objs.index(obj)] >= 0:
        return False
    ab = card.abilities[ability] if 0 <= ability < len(card.abilities) else None
    return not (isinstance(ab, TriggeredAbility) and ab.event in THEY_EVENTS)


def returned_to_hand(g: State, zone: int, player: int) -> None:
    """A unit at location ``zone`` was returned to ``player``'s hand: if ``zone`` is a
    battlefield's, its "When a unit here is returned to a player's hand" triggers, controlled
    by that player (docs/rulings.md, "A battlefield's 'they'")."""
    if g.features & CF_BF_TRIGGER and g.zone_kind[zone] == zones.BF_LOCATION:
        collect_battlefield(g, g.zone_bf[zone], RETURNED_FROM_HERE, they=player)


def at_beginning(g: State, player: int) -> None:
    """315.2.a: "At the start of your Beginning Phase" abilities of the battlefields the turn
    player controls; "At the start of each player's Beginning Phase" of every battlefield,
    its controller's (or the turn player's while uncontrolled, 187.6.b); and, in the turn
    player's first turn, "At the start of each player's first Beginning Phase, that player
    ...", the turn player's: they are "that player" (187.6.b's example, The Arena's Greatest)."""
    if g.features & CF_BF_TRIGGER:
        for bf, ctrl in enumerate(g.bf_ctrl):
            if ctrl == player:
                collect_battlefield(g, bf, START_OF_BEGINNING, player)
            collect_battlefield(g, bf, EACH_BEGINNING)
            if g.turns_taken[player] == 1:
                collect_battlefield(g, bf, EACH_FIRST_BEGINNING, they=player)


def moved_from(g: State, units: Sequence[int], origins: Sequence[int]) -> None:
    """442.1: units moved from battlefields: each origin's "When a unit moves from here"
    triggers once per unit, calling it "it" (a recall is not a move, 451.1)."""
    if g.features & CF_BF_TRIGGER:
        for u, origin in zip(units, origins, strict=True):
            bf = g.zone_bf[origin]
            if bf >= 0 and g.zone_kind[origin] == zones.BF_LOCATION:
                collect_battlefield(g, bf, MOVE_FROM_HERE, refs=(((u, g.o_inc[u]),),))


def unit_played(g: State, player: int, unit: int, token: bool) -> None:
    """``player``'s play of ``unit`` is complete and it entered the board at a battlefield
    (419.4.a, 359.2, 182.1.a): that battlefield's "When a player plays a [non-token] unit here"
    abilities trigger, theirs, calling the unit "it"."""
    if g.features & CF_BF_TRIGGER and g.zone_kind[g.o_zone[unit]] == zones.BF_LOCATION:
        bf = g.zone_bf[g.o_zone[unit]]
        refs = (((unit, g.o_inc[unit]),),)
        collect_battlefield(g, bf, UNIT_PLAYED_HERE, refs=refs, they=player)
        if not token:
            collect_battlefield(g, bf, NONTOKEN_PLAYED_HERE, refs=refs, they=player)


def showdown_began(g: State, bf: int) -> None:
    """344: a showdown begins at ``bf``: "When a showdown begins here" of the battlefield and
    of the units there."""
    collect_battlefield(g, bf, SHOWDOWN_HERE)
    if g.features & CF_COMBAT_TRIGGER:
        for u in g.zones[zones.bf_location(g, bf)]:
            triggers.collect(g, u, SHOWDOWN_HERE)


def combat_won(g: State, bf: int, winner: int) -> None:
    """461.3.a, 461.3.c: ``winner`` won the combat at ``bf``, and so did their units there;
    the other designated player lost it (461.3.b: "When you lose a combat"; their units are
    all gone from there, so none of them loses with them, 461.3.c)."""
    if g.features & CF_COMBAT_TRIGGER:
        info = g.cinfo
        for u in g.zones[zones.bf_location(g, bf)]:
            if g.o_ctrl[u] == winner and info[g.o_card[u]].flags & CF_UNIT:
                triggers.collect(g, u, WIN_COMBAT)
    if g.delayed:  # "When it wins a combat this turn" (390.2)
        for u in list(g.zones[zones.bf_location(g, bf)]):
            if g.o_ctrl[u] == winner:
                delayed.unit_won(g, u)
    triggers.collect_watchers(g, winner, YOU_WIN_COMBAT)
    if winner in (g.attacker, g.defender):
        triggers.collect_watchers(g, g.defender if winner == g.attacker else g.attacker, YOU_LOSE_COMBAT)


def combat_ended(g: State) -> None:
    """461.7: the combat ends; the units that were in it (they had a designation, 383.4.e-f)
    and are still on the board trigger "When a combat that I was in ends" (384.2)."""
    if g.features & CF_COMBAT_TRIGGER:
        for u in g.designated:
            if zones.on_board(g, u):
                triggers.collect(g, u, COMBAT_ENDS)


def held(g: State, player: int) -> None:
    """464.2: ``player`` holds; "When you or an ally hold" watchers of their team see it (484)."""
    triggers.collect_watchers(g, player, YOU_OR_ALLY_HOLD)

# cards/catalog.py runs this as a definition is registered
DERIVE.check_battlefield = check
