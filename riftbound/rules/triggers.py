"""Triggered abilities (382-385): queued when their event happens, put on the chain by
:func:`riftbound.rules.chain.place_triggers`. An object's own events ("when I attack") are
raised on that object; events a permanent watches its controller perform ("when you play a
spell") are raised on every such permanent on the board, found through the state's index
(``g.indexed``, cards/info.py CF_WATCHER) so a game without watchers pays nothing. Cards
whose abilities work from the trash (385) are looked for in their owner's trash, only in a
game whose catalog has such a card (CF_TRASH_TRIGGER)."""

from __future__ import annotations

from collections.abc import Callable

from riftbound.cards.events import DIES, PLAYED_SELF, PLAYED_SELF_FACEDOWN, TRASH, WATCHED
from riftbound.cards.info import CF_ET_ABILITY, CF_KEYWORD_GRANTS, CF_TRASH_TRIGGER, CF_WATCHER
from riftbound.cards.model import TriggeredAbility
from riftbound.keywords import dependent, granted
from riftbound.rules import conditions, delayed, effect_text, given, last_known, trigger_limits
from riftbound.rules.inactive import rules_text_inactive
from riftbound.rules.players import is_friendly
from riftbound.state import TRASH as TRASH_ZONE
from riftbound.state import State

Check = Callable[[TriggeredAbility, int], bool]  # (ability, its object): does the event fit it?


def collect(g: State, obj: int, event: str, zone: str = "", refs: delayed.Refs = (),
            more: frozenset[str] = frozenset(), check: Check | None = None, departing: bool = False,
            origin: int = -1) -> None:
    """Queue ``obj``'s triggered abilities for ``event`` that work where it is (``""``: the
    board, 384.2; ``TRASH``: its owner's trash, 385); their controller is the object's
    controller (188.4.a). ``refs`` are objects of the event its instructions call "it" (the
    units that dealt damage, 417.6); ``more`` are other events of the same action ("when I move"
    and "when I move to a battlefield"): an ability triggers once however many of them it names
    (383.1); ``check`` is what the event must also be for the ability (a play watcher's
    PlayFilter, rules/watchers.py). A conditional statement next to the trigger condition
    must be true now, after the event, or the ability does not trigger (383.3.e). A
    limited ability that can't trigger again this turn is skipped (383.1.b, 383.3.f). A death
    also triggers the delayed abilities waiting for it (390.2). The Effect Text triggered
    abilities of cards attached to ``obj`` are its own too (718.3, rules/effect_text.py), and
    on the board its keyword abilities are those of its current keywords, granted or lost
    ones included (801.3, keywords/granted.py), and those an instruction gave it this turn
    (a [Deathknell] ability, rules/given.py).
    ``departing``: ``obj`` is about to leave the board by this event ("When I die", "When I
    leave the board"): its abilities note it as it last exists there, and read that note for
    their conditional statement and as they resolve (808.1.d.3, rules/last_known.py).
    ``origin``: the location a move started from, which the abilities note as they trigger for
    their "there" (359.3.f.3: "When I move from a location, ... there")."""
    if event == DIES and g.delayed:
        delayed.unit_died(g, obj)
    if rules_text_inactive(g, obj):
        return  # 718.2, 721.2: an attached card's abilities don't trigger
    abilities = g.catalog[g.o_card[obj]].abilities
    now = granted.current(g, obj) if g.features & CF_KEYWORD_GRANTS and not zone else None
    lent = [(effect_text.encode(c, k), ab) for _, c, k in given.given_to(g, obj)
            if isinstance(ab := given.ability(g, c, k), TriggeredAbility)] \
        if g.cfx and g.features & CF_KEYWORD_GRANTS and not zone else []
    lki = conditions.note(g, obj) if departing and (abilities or g.equipped or now or lent) else ()
    for i, ab in enumerate(abilities):
        if isinstance(ab, TriggeredAbility) and (now is None or ab.keyword not in granted.GRANTABLE):
            _consider(g, obj, i, ab, event, zone, refs, more, check, lki, origin)
    if now is not None:  # 801.3: the abilities of its keywords as they are now
        for i, ab in granted.abilities(now):
            _consider(g, obj, i, ab, event, zone, refs, more, check, lki, origin)
    if g.equipped and not zone and g.features & CF_ET_ABILITY and event in effect_text.EVENTS:
        for i, ab in effect_text.appended(g, obj, TriggeredAbility):  # 718.3: the unit's own abilities
            _consider(g, obj, i, ab, event, zone, refs, more, check, lki, origin)
    for i, ab in lent:  # keyword abilities given to it this turn ("give ... my keywords", rules/given.py)
        _consider(g, obj, i, ab, event, zone, refs, more, check, lki, origin)


_FROM_FACEDOWN = frozenset({PLAYED_SELF_FACEDOWN})  # "When you play me/this from face down" (811)


def played_self(g: State, obj: int, hidden_from: int = -1) -> None:
    """The permanent ``obj`` was played and is on the board: its Play Effects trigger
    (383.4.a.2), those of keywords it has as it enters included (Vision 817.1.c, granted ones
    too, 801.3.a). ``hidden_from``: the facedown zone it was played from (Hidden), noted by
    the abilities as their origin, so their targets are chosen at that battlefield (811.1.d.2,
    rules/playing.py ``hidden_at``)."""
    if g.catalog[g.o_card[obj]].abilities or g.features & CF_KEYWORD_GRANTS:
        collect(g, obj, PLAYED_SELF, origin=hidden_from, more=_FROM_FACEDOWN if hidden_from >= 0 else frozenset())


def _consider(g: State, obj: int, i: int, ab: TriggeredAbility, event: str, zone: str, refs: delayed.Refs,
              more: frozenset[str], check: Check | None, lki: last_known.Note, origin: int) -> None:
    """Queue ``obj``'s triggered ability ``i`` if ``event`` triggers it now (see :func:`collect`)."""
    if ab.zone == zone and (ab.event == event or event in ab.also or (more and not more.isdisjoint(ab.events))):
        if check is not None and not check(ab, obj):
            return
        if ab.limit and not trigger_limits.may_trigger(g, obj, i, ab):
            return
        if ab.dependent is not None and not dependent.active(g, ab.dependent, g.o_ctrl[obj], obj):
            return  # 727.1.c.1: evaluated only while active, after the event (727.1.c.1.a)
        if ab.condition is not None and not conditions.holds(g, ab.condition, g.o_ctrl[obj], obj, lki):
            return  # 383.3.e: its conditional statement is false as the condition is met
        if origin >= 0:  # an entry: (controller, source, ability[, refs[, note[, origin]]])
            g.triggered.append((g.o_ctrl[obj], obj, i, refs, lki, origin))
        elif lki:
            g.triggered.append((g.o_ctrl[obj], obj, i, refs, lki))
        else:
            g.triggered.append((g.o_ctrl[obj], obj, i, refs) if refs else (g.o_ctrl[obj], obj, i))


def collect_watchers(g: State, player: int, event: str, other: int = -1, refs: delayed.Refs = (),
                     check: Check | None = None, origin: int = -1) -> None:
    """Queue the ``event`` abilities of every permanent on the board whose controller
    watches ``player``: ``player`` themself, or for the events of ``WATCHED`` (cards/events.py)
    a friendly player — teammates too — or an enemy one (740). Conditions are evaluated
    after the event, and only on the board (383.2.c, 384.2). Then those of cards in those
    players' trash that work from there (385): a card that entered the trash by the same
    event sees it (383.2.c.1). ``other`` is the object the event happened to, which
    "another unit" abilities ignore; ``refs``, ``check`` and ``origin`` (the battlefield conquered
    or held, their "there") are passed to :func:`collect`."""
    info = g.cinfo
    cards = g.o_card
    whose = WATCHED.get(event, "")
    if g.features & CF_WATCHER:
        for obj in g.indexed:
            if info[cards[obj]].flags & CF_WATCHER and _watches(g, whose, g.o_ctrl[obj], player):
                collect(g, obj, event, refs=refs, check=check, origin=origin)
    if g.features & CF_TRASH_TRIGGER:
        for q in g.order if whose else (player,):
            if not _watches(g, whose, q, player):
                continue
            for obj in g.zone_of(q, TRASH_ZONE):
                if info[cards[obj]].flags & CF_TRASH_TRIGGER and obj != other:
                    collect(g, obj, event, TRASH, refs, check=check, origin=origin)


def collect_turn_point(g: State, player: int, event: str, flag: int = 0) -> None:
    """``event`` is a point in ``player``'s turn ("At the start of your Beginning Phase",
    "At the end of your turn", 383.1): its abilities trigger on the objects ``player``
    controls on the board — base, battlefields and Legend zone (384.2, 107.4, 173.7) — and on
    the cards in their trash that work from there (385). ``flag`` (cards/info.py), if any, is
    a flag every such card has, to skip the others."""
    info = g.cinfo
    cards = g.o_card
    ctrl = g.o_ctrl
    equipped: list[int] = []  # units given abilities for ``event`` by an attached card's Effect Text (718.3)
    for z in g.own_zones[player]:
        for obj in g.zones[z]:
            if ctrl[obj] == player and (not flag or info[cards[obj]].flags & flag):
                top = g.o_attached[obj]
                if top < 0 or not flag:
                    collect(g, obj, event)
                elif ctrl[top] == player and not info[cards[top]].flags & flag and top not in equipped:
                    equipped.append(top)  # an attached card's abilities are the unit's own (719.1)
    for top in equipped:
        collect(g, top, event)
    if g.features & CF_TRASH_TRIGGER:
        for obj in g.zone_of(player, TRASH_ZONE):
            if info[cards[obj]].flags & CF_TRASH_TRIGGER:
                collect(g, obj, event, TRASH)


def _watches(g: State, whose: str, watcher: int, player: int) -> bool:
    """Does a watcher controlled by ``watcher`` see an event of ``player`` (740)?"""
    if not whose:
        return watcher == player
    return is_friendly(g, watcher, player) == (whose == "friendly")
