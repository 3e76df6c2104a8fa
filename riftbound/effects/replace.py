"""Replace (438): a token is created in the place of a permanent, without being played,
inheriting its effects and statuses (438.1); the replaced card or token goes to banishment
(438.5), where a token stops existing (438.6).

The token takes the permanent's place in its zone and keeps its controller, its exhausted
state, damage, buff, stun, this-turn Might modification, combat designation and its
attachments (see docs/rulings.md); it is owned by the player who controlled the effect
(180). Being created, not played, its "when you play me" abilities do not trigger.
The token remembers the card it replaced (``State.swaps``) so that it can swap back (438.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.catalog import get
from riftbound.cards.info import DERIVE
from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import free
from riftbound.effects.actions import token_text
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.rules.setup import new_object
from riftbound.rules.tasks import push_cleanup
from riftbound.state import BANISHMENT

if TYPE_CHECKING:
    from riftbound.state import State

KINDS = ("unit", "gear", "permanent")  # what can be replaced: permanents on the board


@dataclass(frozen=True, slots=True)
class Replace(Effect):
    """Replace each chosen permanent with a ``token`` (438.3)."""

    token: str
    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        index = next(i for i, c in enumerate(g.catalog) if c.id == self.token)
        for old in ctx.slot(self.target):
            zone = g.o_zone[old]
            at = g.zones[zone].index(old)
            new = new_object(g, index, ctx.controller, zone)
            take_place(g, new, old, zone, at)  # in the place of the old one (438.1)
            zones.to_banishment(g, old)  # 438.5; a token stops existing (438.6, 183.1)
            if g.zone_kind[g.o_zone[old]] == BANISHMENT:  # a card, not a token: it may swap back (438.7.c)
                g.swaps.append((new, g.o_inc[new], old, g.o_inc[old]))
            if g.log is not None:
                log(g, "438.1", f"{name(g, old)} is replaced with {name(g, new)}")
        push_cleanup(g)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Replace {_target_text(targets, self.target)} with {token_text(self.token)}."


@dataclass(frozen=True, slots=True)
class SwapBack(Effect):
    """"Swap back" each chosen token created by a Replace (438.7, 438.7.a): the token stops
    existing and the card it replaced returns from banishment to the space the token
    occupied, inheriting its current statuses and effects (438.7.b: controller, exhausted,
    damage, buff, stun, this-turn Might, combat designation, attachments). A token with
    nothing in banishment to swap back to — it replaced a token, or the card has left
    banishment — never swaps back (438.7.c)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for tok in ctx.slot(self.target):
            entry = next((e for e in g.swaps if e[0] == tok and e[1] == g.o_inc[tok]), None)
            if entry is None or g.o_inc[entry[2]] != entry[3]:
                if g.log is not None:
                    log(g, "438.7.c", f"{name(g, tok)} has nothing in banishment to swap back to")
                continue
            g.swaps.remove(entry)
            card = entry[2]
            zone = g.o_zone[tok]
            at = g.zones[zone].index(tok)
            zones.move(g, card, zone)
            take_place(g, card, tok, zone, at)  # the space the token occupied (438.7.b)
            zones.to_banishment(g, tok)  # the token stops existing (438.7.b, 183.1)
            if g.log is not None:
                log(g, "438.7.b", f"{name(g, tok)} swaps back to {name(g, card)}")
        push_cleanup(g)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Swap back {_target_text(targets, self.target)}."


def check(effect: Replace, targets: tuple[TargetSpec, ...]) -> str | None:
    """Why ``effect`` can't be written with these targets, or None: it replaces chosen
    permanents (438.3.a) with a token (438.3.b.1)."""

    if effect.target >= len(targets) or targets[effect.target].kind not in KINDS:
        return f"replace needs target slot {effect.target} choosing a unit, gear or permanent (438.3.a)"
    if "token" not in get(effect.token).supertypes:
        return f"replace creates a token (438.3.b.1); {effect.token!r} is not one"
    return None


def take_place(g: State, new: int, old: int, zone: int, at: int) -> None:
    """``new``, just put into ``zone``, takes ``old``'s place there: its position, controller,
    statuses and attachments (438.1, 438.7.b)."""
    g.zones[zone].remove(new)
    g.zones[zone].insert(at, new)
    g.o_ctrl[new] = g.o_ctrl[old]
    for lst in (g.o_exh, g.o_dmg, g.o_buff, g.o_mod, g.o_stun, g.o_role, g.o_attached):
        lst[new] = lst[old]
    for c in g.zones[zone]:
        if g.o_attached[c] == old:
            g.o_attached[c] = new
    g.o_attached[old] = -1

# cards/info.py computes this per catalog entry
DERIVE.token_makers += (Replace,)


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
free("Replace.token", "a token card's id, looked up as the game is built")
