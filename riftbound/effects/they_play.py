"""Another player playing a unit from their hand where the instruction says: Bone Skewer's
"Choose a battlefield. An opponent reveals their hand. You may choose a unit from it. They play
that unit to that battlefield, ignoring any and all costs. When they do, [Stun] it."

The battlefield and the opponent are targets (355.9.a, 355.10). As the instruction resolves the
opponent reveals their hand (424: shown to every player until the next action); the unit is not
a target — a hand is not a public zone (355.10.a) — and is chosen by the controller (355.17;
decision ``look``, which shows the chooser that hand, 128.4, answered ``card OBJ`` or ``no``).
That player then plays it as an instruction (419.3) from their hand to that battlefield
(419.3.b), ignoring any and all of its costs (``rules.costs.ALL_COSTS``: nothing is paid, no
additional cost is declared; docs/rulings.md "Ignoring any and all costs"). In a mode with more
than two players, a battlefield with a combat in progress that player is not part of sends the
unit to their base instead (457.2.a). "When they do, ..." is a reflexive trigger (387) of the
instruction's controller, created as the card is played: its Pending Item is added after the
card's, which is finalized first (337.1.b-c), and its "it" is the unit as it entered the board
(effects/play_then.py; nothing if the play was not finished, docs/rulings.md "Doing something
to the card an instruction played"). With the battlefield no longer a legal target (359.3.e) no
unit is chosen or played; the hand is still revealed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.events import DO_THIS
from riftbound.cards.info import CF_UNIT
from riftbound.cards.model import TargetSpec, TriggeredAbility
from riftbound.cards.nested import index_of
from riftbound.effects.choose_one import ChooseOne
from riftbound.effects.play import grant_of
from riftbound.log import log, name
from riftbound.rules import reflexive, restrictions, zones
from riftbound.rules.playing import start_limited_play
from riftbound.state import HAND

if TYPE_CHECKING:
    from riftbound.effects.primitives import Ctx
    from riftbound.state import State


@dataclass(frozen=True)
class TheyPlayUnitThere(ChooseOne):
    """The player chosen for slot ``of`` reveals their hand; the controller may choose a unit
    card from it; that player plays it to the battlefield chosen for slot ``at``, ignoring any
    and all costs; then the reflexive trigger ``ability`` (``DO_THIS``, no targets of its own,
    "it" in slot 0) is created for the controller (see the module docstring)."""

    ability: TriggeredAbility
    at: int = 0
    of: int = 1
    optional: bool = True

    def __post_init__(self) -> None:
        if self.ability.event != DO_THIS or self.ability.targets or self.ability.optional \
                or self.ability.condition is not None:
            raise ValueError("387: 'When they do, ...' is a DO_THIS ability with no targets, 'you may' or "
                             "condition of its own")
        if not self.optional:
            raise NotImplementedError("355.17: 'you may choose a unit from it' is optional")

    def _player(self, ctx: Ctx) -> int:
        chosen = ctx.slot(self.of)  # the player, while still a legal target (359.3.e)
        return chosen[0] if len(chosen) == 1 else -1

    def _battlefield(self, g: State, ctx: Ctx) -> int:
        """The index of the battlefield chosen for slot ``at``, or -1 when it is not legal now."""
        chosen = [b for b in ctx.slot(self.at) if b in g.bf_objs]
        return g.bf_objs.index(chosen[0]) if len(chosen) == 1 else -1

    def _reveal(self, g: State, ctx: Ctx) -> None:
        """The player reveals their hand (424.1), once: asking again shows nothing new."""
        p = self._player(ctx)
        if p < 0:
            return
        shown = g.revealed[0::2]
        new = [c for c in g.zone_of(p, HAND) if c not in shown]
        for c in new:
            g.revealed.extend((c, g.o_zone[c]))
        if g.log is not None and new:
            log(g, "424.1", f"P{p} reveals their hand: {', '.join(name(g, c) for c in new)}")

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        p = self._player(ctx)
        if p < 0 or self._battlefield(g, ctx) < 0:
            return []
        cat = g.catalog
        return [c for c in g.zone_of(p, HAND)
                if g.cinfo[g.o_card[c]].flags & CF_UNIT and restrictions.may_play(g, p, cat[g.o_card[c]])]

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        return ("look", ctx.controller, *g.zone_of(self._player(ctx), HAND))  # 128.4: the chooser sees the hand

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if not g.res_count:
            self._reveal(g, ctx)
        return ChooseOne.ask(self, g, ctx)

    def chosen(self, g: State, ctx: Ctx, card: int) -> None:
        p = self._player(ctx)
        bf = self._battlefield(g, ctx)
        if g.log is not None:
            log(g, "355.17", f"P{ctx.controller} chooses {name(g, card)} from P{p}'s hand")
        loc = zones.bf_location(g, bf)
        if g.combat == bf and p not in (g.attacker, g.defender):
            loc = zones.base_of(g, p)  # 457.2.a: not into a combat that player is not part of
        start_limited_play(g, p, card, grant_of("all", 0, loc), at=loc)
        it = ((card, g.o_inc[card] + 1),)  # 359.3.e.4: the object it becomes as it enters the board
        src = g.catalog[g.o_card[ctx.source]]
        reflexive.create(g, ctx.controller, ctx.source, index_of(src, self.ability), 1, (it,))

    def run(self, g: State, ctx: Ctx) -> None:
        if not g.res_count:  # nothing was asked (no unit to choose): the hand is still revealed
            self._reveal(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        body = " ".join(e.text(()) for e in self.ability.effects)
        player = targets[self.of].text()
        return (f"Choose {targets[self.at].text()}. {player[0].upper()}{player[1:]} reveals their hand. You may "
                "choose a unit from it. They play that unit to that battlefield, ignoring any and all costs. "
                f"When they do, {body[0].lower()}{body[1:]}")
