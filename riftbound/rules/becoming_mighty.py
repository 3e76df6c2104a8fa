"""Becoming Mighty (706-709): "When a unit you control becomes [Mighty]". A unit becomes
Mighty at the moment its Might changes from less than 5 to 5 or more (709); one already
Mighty that gets more Might does not (709, second example).

The engine looks at every unit on the board at each Cleanup (323), which follows every
action: a unit that was on the board at the previous Cleanup, as the same object
(359.3.e.4), not Mighty then and Mighty now, has become Mighty, and its controller's
watchers trigger, their instructions calling it "it". A unit that enters the board already
Mighty did not become Mighty: its Might did not change on the board (docs/rulings.md). The
units seen are kept in ``State.mighty_seen``, only in a game whose catalog watches this
(cards/info.py CF_BECOMES_MIGHTY), so other games pay nothing."""

from __future__ import annotations

from riftbound.cards.events import BECOMES_MIGHTY
from riftbound.cards.info import CF_BECOMES_MIGHTY, CF_UNIT
from riftbound.rules import layers, triggers
from riftbound.rules.might import is_mighty
from riftbound.state import State


def check(g: State) -> None:
    """Compare every unit on the board with the last Cleanup's look (709), note what it is
    now, and trigger the "becomes [Mighty]" watchers of each unit that became Mighty; nothing
    in a game without such watchers."""
    if not g.features & CF_BECOMES_MIGHTY:
        return
    seen = g.mighty_seen
    before = {seen[i]: (seen[i + 1], seen[i + 2]) for i in range(0, len(seen), 3)}
    now: list[int] = []
    risen: list[int] = []
    info = g.cinfo
    cards = g.o_card
    memo = g.layer_memo
    if memo is None and layers.layered(g):
        g.layer_memo = layers.MEMO_ON  # only reading: compute the layers once at most
    for z in g.loc_zones:
        for o in g.zones[z]:
            if not info[cards[o]].flags & CF_UNIT:
                continue
            mighty = is_mighty(g, o)
            inc = g.o_inc[o]
            now += (o, inc, int(mighty))
            was = before.get(o)
            if mighty and was is not None and was == (inc, 0):
                risen.append(o)
    g.layer_memo = memo
    g.mighty_seen[:] = now
    for o in risen:
        refs = (((o, g.o_inc[o]),),)
        for event in sorted(BECOMES_MIGHTY):
            triggers.collect_watchers(g, g.o_ctrl[o], event, refs=refs)
