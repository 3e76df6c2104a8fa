"""More game actions as DSL primitives (407-439): heal, banish, channel, double, discard,
predict, create tokens, detach. Instructions that need their player's choices ask for them
one card at a time while they resolve (see :class:`riftbound.effects.primitives.Effect`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.rules import game_actions as act

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class Heal(Effect):
    """Heal each chosen unit: clear its damage (418)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for u in ctx.slot(self.target):
            act.heal(g, u)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Heal {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class Banish(Effect):
    """Banish each chosen permanent: to its owner's banishment, not a kill (427)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        from riftbound.rules import zones

        for obj in ctx.slot(self.target):
            zones.to_banishment(g, obj)
            if g.log is not None:
                log(g, "427.2", f"{name(g, obj)} is banished")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Banish {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class Channel(Effect):
    """The controller channels ``n`` runes, as many as they can (430)."""

    n: int = 1
    exhausted: bool = False

    def run(self, g: State, ctx: Ctx) -> None:
        act.channel(g, ctx.controller, self.n, self.exhausted)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Channel {self.n} rune{'s' if self.n != 1 else ''}{' exhausted' if self.exhausted else ''}."


@dataclass(frozen=True, slots=True)
class DoubleMight(Effect):
    """Double each chosen unit's Might this turn: it gets +its current Might (432)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        from riftbound.rules.might import might

        for u in ctx.slot(self.target):
            g.o_mod[u] += max(0, might(g, u))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Double {_target_text(targets, self.target)}'s Might this turn."


@dataclass(frozen=True, slots=True)
class Discard(Effect):
    """The controller discards ``n`` cards of their choice, as many as they have (422.1.a,
    422.4), choosing one card at a time."""

    n: int = 1

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        from riftbound.state import HAND

        if g.res_count >= self.n or not g.zone_of(ctx.controller, HAND):
            return None
        return ("discard", ctx.controller, self.n - g.res_count)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        from riftbound.state import HAND

        return [("card", c) for c in g.zone_of(ctx.controller, HAND)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        from riftbound.rules import zones

        zones.to_trash(g, action[1])
        if g.log is not None:
            log(g, "422.1", f"P{ctx.controller} discards {name(g, action[1])}")

    def run(self, g: State, ctx: Ctx) -> None:
        return None

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Discard {self.n}."


@dataclass(frozen=True, slots=True)
class Predict(Effect):
    """Predict ``n``: look at the top ``n`` cards of the main deck, recycling any of them
    (436.1), decided card by card from the top; never a Burn Out (436.4.a)."""

    n: int = 1

    def _looked(self, g: State, ctx: Ctx) -> list[int]:
        from riftbound.state import MAIN_DECK

        deck = g.zone_of(ctx.controller, MAIN_DECK)
        return deck[::-1][: self.n]

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        looked = self._looked(g, ctx)
        # res_count cards were decided on; the res_kept kept ones stay on top, in order
        if g.res_count >= self.n or g.res_kept >= len(looked):
            return None
        return ("predict", ctx.controller, looked[g.res_kept])

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("yes",), ("no",)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        card = self._looked(g, ctx)[g.res_kept]
        if action[0] == "yes":
            act.recycle(g, card)
            if g.log is not None:
                log(g, "436.1", f"P{ctx.controller} recycles a predicted card")
        else:
            g.res_kept += 1

    def run(self, g: State, ctx: Ctx) -> None:
        return None

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Predict {self.n}." if self.n != 1 else "Predict."


@dataclass(frozen=True, slots=True)
class CreateToken(Effect):
    """Create unit tokens at the controller's base (439, 176-184): they enter exhausted
    (143.4, 182.1.d) and are owned and controlled by the effect's controller (179-180)."""

    token: str
    count: int = 1

    def run(self, g: State, ctx: Ctx) -> None:
        from riftbound.rules import zones
        from riftbound.rules.setup import new_object
        from riftbound.rules.tasks import push_cleanup

        index = next(i for i, c in enumerate(g.catalog) if c.id == self.token)
        for _ in range(self.count):
            obj = new_object(g, index, ctx.controller, zones.base_of(g, ctx.controller))
            g.o_exh[obj] = 1
            if g.log is not None:
                log(g, "439.1", f"P{ctx.controller} creates {name(g, obj)}")
        push_cleanup(g)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Play {self.count} {self.token.removeprefix('token-').replace('-', ' ').title()} unit token(s)."


@dataclass(frozen=True, slots=True)
class Detach(Effect):
    """Detach each chosen card from its Top-Most Card; it stays where it is (435)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        from riftbound.rules.tasks import push_cleanup

        for obj in ctx.slot(self.target):
            if g.o_attached[obj] >= 0:
                g.o_attached[obj] = -1
                push_cleanup(g)  # gear left at a battlefield is recalled (435.4.a)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Detach {_target_text(targets, self.target)}."
