"""Banishing a unit so that it is played again, and a spell banishing itself: "Banish a
friendly unit, then its owner plays it to their base, ignoring its cost.", "Banish this."

The banished card is played by its owner as an instruction (419.3): it goes through the
whole process of play from banishment (354-359), begun while the instruction resolves and
finished after its item has resolved (354.3); it is a new object (359.3.e.4). A play that
can't be finished leaves it in banishment (358.4, the zone it was played from)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow
from riftbound.effects.play import DESTS, where_of
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.rules import action_triggers, zones
from riftbound.rules.playing import start_limited_play
from riftbound.state import BANISHMENT

if TYPE_CHECKING:
    from riftbound.state import State

_DEST_TEXT = {"": "", "base": " to their base", "battlefield": " to any battlefield"}


@dataclass(frozen=True, slots=True)
class BanishThenPlay(Effect):
    """Banish each unit chosen in slot ``target`` (427); then its **owner** plays it,
    ignoring its cost (356.1.b.1, 419.3) — to their base with ``dest="base"``, to any
    battlefield with ``dest="battlefield"``, else where units may be played (355.2.a). The
    player banishing it (the instruction's controller) is responsible for "when you
    banish" triggers (411.4)."""

    target: int = 0
    dest: str = ""

    def __post_init__(self) -> None:
        if self.dest not in _DEST_TEXT:
            raise ValueError(f"banish_then_play: dest is one of {', '.join(d or '(none)' for d in _DEST_TEXT)}; "
                             f"got {self.dest!r}")

    def run(self, g: State, ctx: Ctx) -> None:
        objs = list(ctx.slot(self.target))
        for obj in objs:
            zones.to_banishment(g, obj)
            if g.log is not None:
                log(g, "427.2", f"{name(g, obj)} is banished")
        action_triggers.banished(g, ctx.controller, objs)
        for obj in objs:
            if g.zone_kind[g.o_zone[obj]] == BANISHMENT:  # not replaced elsewhere
                owner = g.o_owner[obj]
                start_limited_play(g, owner, obj, (1, 1, 0, where_of(self.dest)))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"Banish {_target_text(targets, self.target)}, then its owner plays it{_DEST_TEXT[self.dest]}, "
                "ignoring its cost.")


@dataclass(frozen=True, slots=True)
class BanishThis(Effect):
    """"Banish this." in a spell: the spell goes from the chain to its owner's banishment
    (427) rather than to the trash once it has resolved (156)."""

    def run(self, g: State, ctx: Ctx) -> None:
        src = ctx.source
        if src >= 0 and g.o_zone[src] == zones.chain_zone(g):
            zones.to_banishment(g, src)
            if g.log is not None:
                log(g, "427.2", f"{name(g, src)} is banished")
            action_triggers.banished(g, ctx.controller, [src])

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Banish this."


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("BanishThenPlay.dest", DESTS)
