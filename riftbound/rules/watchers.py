"""Watchers of plays and of other players' events (383.2.c, 384.2): "when you play a unit",
"when an opponent plays a spell" (filtered by a :class:`~riftbound.cards.model.PlayFilter`,
383.4.a.4: these are not Play Effects), "when a friendly / another friendly / an enemy unit
dies" (740) and "when an enemy unit attacks a battlefield you control" (383.4.e). Each event is
raised only in a game whose catalog has such a watcher (cards/info.py CF_PLAY_WATCHER,
CF_OTHERS_WATCHER); :func:`riftbound.rules.triggers.collect_watchers` finds the watchers."""

from __future__ import annotations

from collections.abc import Sequence

from riftbound.cards.events import (
    ANOTHER_FRIENDLY_DIES,
    BUFFED_FRIENDLY_DIES,
    ENEMIES_DIE,
    ENEMY_ATTACKS_YOURS,
    ENEMY_DIES,
    FRIENDLY_COMBAT_ALONE,
    FRIENDLY_DIES,
    FRIENDLY_UNIT_DIES,
    NONRECRUIT_YOURS_DIES,
    OPPONENT_PLAYS,
    PLAYED_SELF,
    YOU_PLAY,
    YOU_PLAY_SPELL,
)
from riftbound.cards.info import CF_BF_TRIGGER, CF_OTHERS_WATCHER, CF_PLAY_WATCHER, CF_UNIT
from riftbound.cards.model import UNIT, PlayFilter, TriggeredAbility
from riftbound.rules import battlefield_triggers, delayed, special_terms, triggers
from riftbound.rules.layers import tags_of
from riftbound.rules.might import is_mighty
from riftbound.rules.players import is_friendly
from riftbound.rules.zones import BF_FACEDOWN
from riftbound.state import HAND, State


def card_played(g: State, player: int, obj: int, origin: int) -> None:
    """``player``'s play of ``obj`` is complete (419.4.a): a permanent as it is finalized and
    enters the board (337.1.c, 359.2), a spell as it resolves (:func:`spell_played`), a token
    as it is played (182.1.a, ``origin`` -1). A countered card was never played and never gets
    here (419.4.b, 425.1.b). The play watchers of that player and of their opponents trigger,
    each if its filter fits the play as it is after the event (383.2.c); "your Nth card in a
    turn" counts the cards whose play completed this turn, this one included. A permanent
    entering the board by this play sees itself played (383.2.c.1) unless its filter says
    "another". The object its instructions call "it" is the card or token played."""
    if origin >= 0:
        g.plays_done[player] += 1
    if g.delayed and g.catalog[g.o_card[obj]].type == UNIT:
        delayed.unit_played(g, player, obj)  # "the next time you play a unit this turn" (390.2)
    if g.cinfo[g.o_card[obj]].flags & CF_UNIT:
        battlefield_triggers.unit_played(g, player, obj, origin < 0)  # "When a player plays a unit here"
    if not g.features & (CF_PLAY_WATCHER | CF_BF_TRIGGER):
        return
    kind = g.zone_kind[origin] if origin >= 0 else -1
    nth = g.plays_done[player] if origin >= 0 else 0

    def fits(ab: TriggeredAbility, watcher: int) -> bool:
        if watcher == obj and PLAYED_SELF in ab.events:
            return False  # 383.1: "when you play me or ..." triggers once, as a Play Effect
        return _fits(g, ab.play or PlayFilter(), player, obj, kind, nth, watcher)

    refs = (((obj, g.o_inc[obj]),),)
    battlefield_triggers.you_played(g, player, refs, fits)  # "While you control this battlefield, ..."
    if not g.features & CF_PLAY_WATCHER:
        return
    triggers.collect_watchers(g, player, YOU_PLAY, refs=refs, check=fits)
    triggers.collect_watchers(g, player, OPPONENT_PLAYS, refs=refs, check=fits)


def spell_played(g: State, player: int, spell: int, origin: int) -> None:
    """A spell ``player`` played has resolved and gone to the trash: its play is complete
    (419.4.a, 359.3.d), so "when you play a spell" and the filtered play watchers trigger now,
    after everything it did (383.2.c), not as it was finalized."""
    triggers.collect_watchers(g, player, YOU_PLAY_SPELL)
    card_played(g, player, spell, origin)


def _fits(g: State, f: PlayFilter, player: int, obj: int, kind: int, nth: int, watcher: int) -> bool:
    card = g.catalog[g.o_card[obj]]
    token = "token" in card.supertypes
    if (f.type == "card" and token) or (f.type != "card" and card.type != f.type) or (f.token and not token):
        return False  # 182: tokens are not cards
    if card.energy < f.min_cost or (f.mighty and not is_mighty(g, obj)) or (f.another and obj == watcher):
        return False  # 131.4: the printed cost; 706: Mighty as it is after the play
    if len(card.power) < f.min_power or (f.tag and f.tag not in tags_of(g, obj)):
        return False  # 131.3.a, 131.4: the printed Power cost; 133.8: its tags after the play
    if (f.from_zone == "not_hand" and kind in (HAND, -1)) or (f.from_zone == "facedown" and kind != BF_FACEDOWN):
        return False  # a token comes from nowhere (439.2.a); 811.1.c.3: played from facedown (Hidden)
    if (f.opponents_turn and is_friendly(g, g.turn_player, player)) or (f.showdown and g.showdown < 0):
        return False  # 341: "during a showdown", one in progress as the play completes
    return not f.nth or nth == f.nth


def unit_died(g: State, ctrl: int, obj: int) -> None:
    """A unit ``ctrl`` controlled has died (428.2): watchers of friendly deaths — its
    controller's "another unit you control", anyone friendly's "a friendly unit" and
    "another friendly unit" (740.1) — and of enemy deaths (740.2) trigger. Called once all
    the units dying together have left the board, so a watcher dying with it does not see it
    (383.2.c.2); a unit on the board never sees its own death through them."""
    triggers.collect_watchers(g, ctrl, FRIENDLY_DIES, obj)
    if g.features & CF_OTHERS_WATCHER:
        triggers.collect_watchers(g, ctrl, FRIENDLY_UNIT_DIES)
        triggers.collect_watchers(g, ctrl, ANOTHER_FRIENDLY_DIES, obj)
        triggers.collect_watchers(g, ctrl, ENEMY_DIES)


def dying_note(g: State, obj: int) -> tuple[bool, bool]:
    """What the death watchers of CF_DEATH_DETAILS read of a unit as it last existed on the
    board (its buff, 702; the Recruit tag after the layers, 133.8), noted before it dies."""
    return bool(g.o_buff[obj]), "Recruit" in tags_of(g, obj)


def unit_died_as(g: State, ctrl: int, obj: int, note: tuple[bool, bool]) -> None:
    """The unit ``obj`` ``ctrl`` controlled has died, noted as it last existed (:func:`dying_note`):
    "When a buffed friendly unit dies" (740.1) and "When another non-Recruit unit you control
    dies" trigger; their instructions call it "it"."""
    it = (((obj, g.o_inc[obj]),),)
    buffed, recruit = note
    if buffed:
        triggers.collect_watchers(g, ctrl, BUFFED_FRIENDLY_DIES, obj, refs=it)
    if not recruit:
        triggers.collect_watchers(g, ctrl, NONRECRUIT_YOURS_DIES, obj, refs=it)


def unit_attacks(g: State, unit: int) -> None:
    """``unit`` gained the Attacker designation for the first time this combat (383.4.e):
    "when an enemy unit attacks a battlefield you control" triggers for the battlefield's
    controller, if the unit is their enemy (740.2); its instructions call the unit "it"."""
    if not g.features & CF_OTHERS_WATCHER or g.combat < 0:
        return
    ctrl = g.bf_ctrl[g.combat]
    if ctrl >= 0 and not is_friendly(g, ctrl, g.o_ctrl[unit]):
        triggers.collect_watchers(g, ctrl, ENEMY_ATTACKS_YOURS, refs=(((unit, g.o_inc[unit]),),))


def alone_in_combat(g: State, unit: int) -> None:
    """``unit`` gained its Attacker or Defender designation for the first time this combat
    (383.4.e-f): if it is alone there (741.1), "when a friendly unit attacks or defends alone"
    triggers for its controller and their teammates (740.1); its instructions call the unit
    "it"."""
    if g.features & CF_OTHERS_WATCHER and special_terms.is_alone(g, unit):
        triggers.collect_watchers(g, g.o_ctrl[unit], FRIENDLY_COMBAT_ALONE, refs=(((unit, g.o_inc[unit]),),))


def units_died(g: State, ctrls: Sequence[int]) -> None:
    """Units controlled by ``ctrls`` died together (428.2): "when one or more enemy units die"
    triggers once for each watcher that is an enemy of any of their controllers (740.2), after
    all of them left the board (383.2.c.2). Called only in a game with such watchers."""
    seen: set[tuple[int, int]] = set()

    def once(ab: TriggeredAbility, watcher: int) -> bool:
        key = (watcher, id(ab))
        if key in seen:
            return False
        seen.add(key)
        return True

    for ctrl in dict.fromkeys(ctrls):
        triggers.collect_watchers(g, ctrl, ENEMIES_DIE, check=once)
