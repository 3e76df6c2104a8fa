"""Triggered abilities (382-385): queued when their event happens, put on the chain by
:func:`riftbound.rules.chain.place_triggers`. An object's own events ("when I attack") are
raised on that object; events a permanent watches its controller perform ("when you play a
spell") are raised on every such permanent on the board, found through the state's index
(``g.indexed``, cards/info.py CF_WATCHER) so a game without watchers pays nothing. Cards
whose abilities work from the trash (385) are looked for in their owner's trash, only in a
game whose catalog has such a card (CF_TRASH_TRIGGER)."""

from __future__ import annotations

from riftbound.cards.info import CF_TRASH_TRIGGER, CF_WATCHER
from riftbound.cards.model import DIES, TRASH, TriggeredAbility
from riftbound.keywords import dependent
from riftbound.rules import delayed, trigger_limits
from riftbound.rules.inactive import rules_text_inactive
from riftbound.state import TRASH as TRASH_ZONE
from riftbound.state import State


def collect(g: State, obj: int, event: str, zone: str = "", refs: delayed.Refs = ()) -> None:
    """Queue ``obj``'s triggered abilities for ``event`` that work where it is (``""``: the
    board, 384.2; ``TRASH``: its owner's trash, 385); their controller is the object's
    controller (188.4.a). ``refs`` are objects of the event its instructions call "it" (the
    units that dealt damage, 417.6). A limited ability that can't trigger again this turn is skipped
    (383.1.b, 383.3.f). A death also triggers the delayed abilities waiting for it (390.2)."""
    if event == DIES and g.delayed:
        delayed.unit_died(g, obj)
    if rules_text_inactive(g, obj):
        return  # 718.2, 721.2: an attached card's abilities don't trigger
    for i, ab in enumerate(g.catalog[g.o_card[obj]].abilities):
        if isinstance(ab, TriggeredAbility) and (ab.event == event or event in ab.also) and ab.zone == zone:
            if ab.limit and not trigger_limits.may_trigger(g, obj, i, ab):
                continue
            if ab.dependent is not None and not dependent.active(g, ab.dependent, g.o_ctrl[obj], obj):
                continue  # 727.1.c.1: evaluated only while active, after the event (727.1.c.1.a)
            g.triggered.append((g.o_ctrl[obj], obj, i, refs) if refs else (g.o_ctrl[obj], obj, i))


def collect_watchers(g: State, player: int, event: str, other: int = -1) -> None:
    """Queue the ``event`` abilities of every permanent on the board that ``player``
    controls: its conditions are evaluated after the event, and only on the board (383.2.c,
    384.2). Then those of cards in ``player``'s trash that work from there (385): a card
    that entered the trash by the same event sees it (383.2.c.1). ``other`` is the object
    the event happened to, which "another unit" abilities ignore."""
    info = g.cinfo
    cards = g.o_card
    if g.features & CF_WATCHER:
        for obj in g.indexed:
            if info[cards[obj]].flags & CF_WATCHER and g.o_ctrl[obj] == player:
                collect(g, obj, event)
    if g.features & CF_TRASH_TRIGGER:
        for obj in g.zone_of(player, TRASH_ZONE):
            if info[cards[obj]].flags & CF_TRASH_TRIGGER and obj != other:
                collect(g, obj, event, TRASH)
