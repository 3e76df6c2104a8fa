"""Playing a token as a replaceable event (182.1.a, 439; 367-375).

In a game whose catalog has a replacement effect, each token an instruction plays is queued
as the event ``(PLAY_TOKEN, card index, player, destination zone, source, rule, exhausted,
*lineage)`` in ``State.rp_batch`` (see rules/replacement.py): "if you would play a token"
replacement effects may replace it, and the instruction's modifications of the play — where
the token enters and whether it enters exhausted — travel with the event, so a replacement
effect that plays tokens inherits them (375). Without replacement effects a token is played
at once (rules/replacement.py ``request_token`` decides which)."""

from __future__ import annotations

from riftbound.cards.info import CF_ENTERS
from riftbound.cards.model import UNIT
from riftbound.log import log, name
from riftbound.rules import lasting, triggers, watchers
from riftbound.rules.entering import others_make_ready
from riftbound.rules.setup import new_object
from riftbound.state import State


def play_token(g: State, index: int, player: int, dest: int, exhausted: int) -> int:
    """The token is played: created at ``dest`` owned and controlled by ``player`` (439.2,
    179-180, 439.4.a); without a modification (``exhausted`` -1) a unit enters exhausted and
    gear ready, as their types do (143.4, 182.1.d), unless "units you play this turn enter
    ready" (390.4). Being played, its own "when you play me" abilities trigger (182.1.a,
    383.4.a.2) and so do its controller's play watchers (383.4.a.4)."""

    card = g.catalog[index]
    others = False
    if exhausted < 0:
        exhausted = card.type == UNIT
        if exhausted and g.lasting:
            exhausted = not lasting.enters_ready(g, player, card)
        others = exhausted and bool(g.features & CF_ENTERS)
    obj = new_object(g, index, player, dest)
    if others:
        exhausted = not others_make_ready(g, player, obj, card)  # 365.1: "Your tokens enter ready"
    g.o_exh[obj] = 1 if exhausted else 0
    if g.log is not None:
        log(g, "439.1", f"P{player} creates {name(g, obj)}")
    triggers.played_self(g, obj)
    watchers.card_played(g, player, obj, -1)
    return obj
