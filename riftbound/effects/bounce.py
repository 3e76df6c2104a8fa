"""Return a permanent to its owner's hand ("bounce"): a zone change from the board to a
non-board zone, done by :func:`riftbound.rules.zones.move`, which applies everything tied
to leaving the board (110, 359.3.e.4, 183.1, 705, 719.5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import TargetSpec
from riftbound.effects.amounts import SELF
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.rules import battlefield_triggers, zones
from riftbound.rules.tasks import push_cleanup
from riftbound.state import HAND, TRASH

if TYPE_CHECKING:
    from riftbound.effects.every import All
    from riftbound.state import State

KINDS = ("unit", "gear", "permanent")  # what can be returned: permanents on the board
DESTINATIONS = ("hand",)


@dataclass(frozen=True, slots=True)
class ReturnToHand(Effect):
    """Return each chosen permanent to its owner's hand (056: cards go only to their
    owner's zones). It leaves the board, so its temporary modifications end (110) — damage,
    its buff (705), stun, "this turn" changes — and it is a new object (359.3.e.4); cards
    attached to it detach and stay where they are (719.5); a token ceases to exist (183.1).
    A target no longer on the board is not returned (359.3.e.2). With a target slot in the
    trash it is "Return a unit from your trash to your hand" (355.10.a): the chosen card, if
    it is still that card in the trash (359.3.e.4), goes to its owner's hand. With an
    :class:`~riftbound.effects.every.All`, "Return all units ... to their owners' hands"."""

    target: int | All = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for obj in ctx.slot(self.target):
            if g.zone_kind[g.o_zone[obj]] == TRASH:
                zones.move(g, obj, zones.owner_zone(g, obj, HAND))
                if g.log is not None:
                    log(g, "355.10.a", f"{name(g, obj)} returns from the trash to P{g.o_owner[obj]}'s hand")
                continue
            if not zones.on_board(g, obj):
                continue
            token = "token" in g.catalog[g.o_card[obj]].supertypes
            origin = g.o_zone[obj]
            zones.move(g, obj, zones.owner_zone(g, obj, HAND))
            if g.log is not None:
                what = "ceases to exist (183.1)" if token else f"returns to P{g.o_owner[obj]}'s hand"
                log(g, "110", f"{name(g, obj)} {what}")
            if not token and g.catalog[g.o_card[obj]].type == "unit" and g.zone_kind[origin] != zones.BF_FACEDOWN:
                battlefield_triggers.returned_to_hand(g, origin, g.o_owner[obj])  # "When a unit here is returned"
            push_cleanup(g)  # 323.6-323.7: an emptied battlefield, gear left unattached

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if not isinstance(self.target, int):
            return f"Return {self.target.text(targets)} to their owners' hands."
        trash = 0 <= self.target < len(targets) and targets[self.target].location == "trash"
        whose = "your" if trash else "my owner's" if self.target == SELF else "its owner's"
        return f"Return {_target_text(targets, self.target)} to {whose} hand."


def check(effect: ReturnToHand, targets: tuple[TargetSpec, ...]) -> str | None:
    """Why a card's ReturnToHand can't work: a slot of its own must choose permanents on
    the board (a slot past them is what a triggered ability refers to, "it")."""
    t = effect.target
    if isinstance(t, int) and 0 <= t < len(targets) and targets[t].kind not in KINDS \
            and targets[t].location != "trash":
        return f"return to hand needs a target slot of kind {', '.join(KINDS)} (slot {effect.target})"
    return None
