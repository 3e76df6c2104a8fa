"""Effect primitives of the card DSL. Each is an immutable value that can run itself
against a game and render its own English text.

Targets are referred to by slot number: ``Deal(3, target=0)`` deals 3 to whatever was
chosen for the card's first :class:`~riftbound.cards.model.TargetSpec`. At resolution
only targets that are still legal are affected (359.3.e.5); an instruction whose targets
all became illegal is not executed (359.3.e.7), and the rest of the card still is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.info import CF_GOLD_ADDS
from riftbound.cards.instruction import Ctx as Ctx
from riftbound.cards.instruction import Effect as Effect
from riftbound.cards.instruction import Group, target_text
from riftbound.cards.model import ANY_DOMAIN, OWN_DOMAIN, USE_SHOWDOWNS, USES, TargetSpec, power_symbol
from riftbound.cards.vocabulary import allow
from riftbound.effects.amounts import Amount, check_positive, evaluate, for_targets, parts, sign
from riftbound.keywords.instructions import AttachSelf as AttachSelf
from riftbound.keywords.instructions import AttachTargetToSource as AttachTargetToSource
from riftbound.keywords.instructions import GainXP as GainXP
from riftbound.keywords.instructions import KillSelf as KillSelf
from riftbound.keywords.instructions import LookTopMayRecycle as LookTopMayRecycle
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.rules import gold_adds_more, restricted, restrictions, zones
from riftbound.rules.action_triggers import buffed, moved_enemy, stunned
from riftbound.rules.chain import counter
from riftbound.rules.damage import bonus
from riftbound.rules.might import might
from riftbound.rules.movement import move_units, recall, valid_destination
from riftbound.rules.tasks import push_cleanup

if TYPE_CHECKING:
    from riftbound.effects.every import All
    from riftbound.effects.pair import AtSameBattlefield
    from riftbound.state import State


_target_text = target_text  # the name the instruction modules import


@dataclass(frozen=True, slots=True)
class Deal(Effect):
    """Deal ``amount`` to each chosen unit (417), dealt by the source: the spell, or the
    object whose ability it is (417.6.a, 417.6.b.2.a). The Bonus Damage granted to the action
    is added to each target separately (715.1-715.2, rules/damage.py). A computed amount
    ("damage equal to my Might", effects/amounts.py) is evaluated as it executes; when null,
    nothing is dealt (359.3.e.12)."""

    needs_you: ClassVar[bool] = False

    amount: int | Amount
    target: int | All = 0

    def __post_init__(self) -> None:
        check_positive(self.amount, "damage dealt")

    def run(self, g: State, ctx: Ctx) -> None:
        targets = ctx.slot(self.target)
        n = for_targets(self.amount, g, ctx, targets)
        if n is None:
            return
        for obj in targets:
            act.deal(g, obj, n, ctx.source, bonus(g, (obj,), ctx.controller, ctx.source))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        slot = self.target if isinstance(self.target, int) else None
        head, tail = parts(self.amount, targets, slot)
        who = _target_text(targets, self.target)
        if head or not isinstance(self.amount, Amount) or (slot is not None and self.amount.refers(slot)):
            return f"Deal {head or 'damage'} to {who}{tail}."  # "... to a unit equal to the damage marked on it"
        return f"Deal damage{tail} to {who}."


@dataclass(frozen=True, slots=True)
class Kill(Effect):
    """Kill each chosen permanent (428)."""

    needs_you: ClassVar[bool] = False

    target: int | All = 0

    def run(self, g: State, ctx: Ctx) -> None:
        act.kill(g, ctx.slot(self.target))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Kill {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class Draw(Effect):
    """The controller draws ``n`` (413), a constant or an amount computed as it executes
    ("draw 1 for each enemy unit here", effects/amounts.py)."""

    n: int | Amount = 1

    def __post_init__(self) -> None:
        check_positive(self.n, "cards drawn")

    def run(self, g: State, ctx: Ctx) -> None:
        n = evaluate(self.n, g, ctx)
        if n is not None:
            act.draw(g, ctx.controller, n)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        head, tail = parts(self.n, targets)
        return f"Draw {head}{tail}." if head else f"Draw cards{tail}."


@dataclass(frozen=True, slots=True)
class Ready(Effect):
    """Ready each chosen object (415); its controller readies it (411.4: "when you ready a
    friendly unit"). ``target`` may also be a group found as it executes: "all ..." or "your
    legend" (effects/your_legend.py)."""

    needs_you: ClassVar[bool] = False

    target: int | Group = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for obj in ctx.slot(self.target):
            act.ready(g, obj, ctx.controller)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Ready {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class Exhaust(Effect):
    """Exhaust each chosen object (414)."""

    needs_you: ClassVar[bool] = False

    target: int | All = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for obj in ctx.slot(self.target):
            act.exhaust(g, obj)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Exhaust {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class Buff(Effect):
    """Buff each chosen unit (426); its controller is responsible (411.4) for "when you buff
    me", which sees only the units that got a buff counter (426.1.b.1)."""

    needs_you: ClassVar[bool] = False

    target: int | All = 0

    def run(self, g: State, ctx: Ctx) -> None:
        buffed(g, ctx.controller, [obj for obj in ctx.slot(self.target) if act.buff(g, obj)])

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Buff {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class Stun(Effect):
    """Stun each chosen unit (423); its controller is responsible (411.4) for "when you stun"
    triggers, which see only the units actually stunned (423.1.a.1)."""

    needs_you: ClassVar[bool] = False

    target: int | All | AtSameBattlefield = 0

    def run(self, g: State, ctx: Ctx) -> None:
        stunned(g, ctx.controller, [obj for obj in ctx.slot(self.target) if act.stun(g, obj)])

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Stun {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class MightThisTurn(Effect):
    """Give each chosen unit +N (or -N) Might this turn (expires at 317.2). A decrease "to a
    minimum of M" is limited as it resolves and remembered at that level (472.3.b). A computed
    amount ("+1 [M] for each buff you control", "+[M] equal to my Might", effects/amounts.py)
    is evaluated once as it executes, before any unit changes; when null, nothing changes
    (359.3.e.12)."""

    amount: int | Amount
    target: int = 0
    minimum: int | None = None

    @property
    def needs_you(self) -> bool:  # type: ignore[override]
        """187.6.c: only a computed amount ("for each buff you control") has an implied "you"."""
        return not isinstance(self.amount, int)

    def run(self, g: State, ctx: Ctx) -> None:
        targets = ctx.slot(self.target)
        amount = for_targets(self.amount, g, ctx, targets)
        if amount is None:
            return
        for obj in targets:
            n = amount
            if self.minimum is not None and n < 0:
                n = min(0, max(n, self.minimum - might(g, obj)))  # 472.3.b: snapshotted
            g.o_mod[obj] += n
            if g.log is not None:
                log(g, "317.2.c", f"{name(g, obj)} gets {n:+d} Might this turn")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        floor = f", to a minimum of {self.minimum} [M]" if self.minimum is not None else ""
        who = _target_text(targets, self.target)
        if isinstance(self.amount, int):
            return f"Give {who} {self.amount:+d} [M] this turn{floor}."
        head, tail = parts(self.amount, targets, self.target)
        plus = "+" if sign(self.amount) > 0 else "-"
        if not head:
            return f"Give {who} {plus}[M]{tail} this turn{floor}."
        return f"Give {who} {plus}{head} [M] this turn{tail}{floor}."


@dataclass(frozen=True, slots=True)
class Counter(Effect):
    """Counter each chosen spell or ability on the chain (425)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for uid in ctx.slot(self.target):
            counter(g, uid)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Counter {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class AddResources(Effect):
    """Add Energy and Power to the controller's rune pool (429). ``"own"`` power is the
    source's domain, or any domain for a source with none or several (135.2.e.6)."""

    energy: int = 0
    power: tuple[str, ...] = ()
    use: str = ""  # restricted resources: what they may be spent on (cards.model.USES, rules/restricted.py)
    adds: ClassVar[bool] = True

    def __post_init__(self) -> None:
        if self.use and self.use not in USES:
            raise ValueError(f"AddResources.use: {self.use!r} is not one of {sorted(USES)}")
        if self.use == USE_SHOWDOWNS and self.power:
            raise ValueError("AddResources.use: 'Spend this Energy only during showdowns' restricts Energy only")

    def added(self) -> tuple[int, tuple[str, ...]]:
        return self.energy, self.power

    def restriction(self) -> str:
        return self.use

    def run(self, g: State, ctx: Ctx) -> None:
        power = self.power
        energy = self.energy
        if g.features & CF_GOLD_ADDS and ctx.source >= 0:  # "your Gold [Add] an additional [1]"
            energy += gold_adds_more.extra_energy(g, ctx.controller, ctx.source)
        if OWN_DOMAIN in power:
            doms = g.catalog[g.o_card[ctx.source]].domains
            own = doms[0] if len(doms) == 1 else ANY_DOMAIN
            power = tuple(own if d == OWN_DOMAIN else d for d in power)
        if self.use:
            restricted.add(g, ctx.controller, self.use, energy, power)  # 429, 165.1
            return
        act.add(g, ctx.controller, energy, power)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        parts = ([f"[{self.energy}]"] if self.energy else []) + [power_symbol(d) for d in self.power]
        return "[Add] " + "".join(parts) + "." + (" " + USES[self.use] if self.use else "")


@dataclass(frozen=True, slots=True)
class MoveTo(Effect):
    """Move each chosen unit to the chosen battlefield (420, 440-448). A unit already there
    stays; a unit that can't go there (444.2, 442.2.a-b) is recalled instead (442.2.c). The
    effect's controller moves them (411.4: "when you move an enemy unit")."""

    target: int = 0
    to: int = 1

    def moves(self) -> tuple[int, int]:
        return self.target, self.to

    def run(self, g: State, ctx: Ctx) -> None:
        for bf_obj in ctx.slot(self.to):
            bf = g.bf_objs.index(bf_obj)
            dest = zones.bf_location(g, bf)
            for u in ctx.slot(self.target):
                if g.o_zone[u] == dest or not restrictions.may_move(g, ctx.controller, u):
                    continue  # 054.1: "They can't move it this turn"
                if valid_destination(g, g.o_ctrl[u], bf):
                    move_units(g, g.o_ctrl[u], [u], dest, "420")
                    moved_enemy(g, ctx.controller, u)
                elif g.o_zone[u] != zones.base_of(g, g.o_ctrl[u]):
                    recall(g, u, "442.2.c")
                    push_cleanup(g)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        to = _target_text(targets, self.to)
        if to == "it" and self.to < len(targets) and targets[self.to].kind == "battlefield":
            return f"Move {_target_text(targets, self.target)} there."  # a battlefield named before
        return f"Move {_target_text(targets, self.target)} to {to}."


allow("AddResources.use", ("", *USES))
