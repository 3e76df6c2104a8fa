""""Pay any amount of [A] / Energy to <do that much>": a cost within instructions whose size
the player chooses as it is paid (742.1; docs/rulings.md, "Pay any amount").

- ``PayAnyAmount(of, effects)`` is "Pay any amount of [A] to <effects>." (``of="power"``) or
  "Pay any amount of Energy to <effects>." (``of="energy"``). It is paid as the instruction
  resolves, as any cost within instructions of a spell (742.1.a). Its steps: the player chooses the amount
  (decision ``pay_amount``, answered ``amount N``: any amount from 0 to the most they could pay
  now, counting the Add abilities they may use while paying, 357.1.a, 429.3; with nothing to
  pay it is 0 and not asked); the amount is paid as a cost within instructions is (``Pay``:
  decision ``pay_within`` to use Add abilities and choose the domains of [A] pips); then
  ``effects``, which read the amount paid as ``PaidAmount()`` ("that much").
- ``PaidAmount(noun)`` is "that much [noun]": the amount paid, null when nothing was paid.

``State.did`` carries the amount from step to step: ``[CHOSEN, n]`` once chosen, ``[PAID, n]``
once paid, ``[0]`` if the payment failed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.instruction import Amount, Ctx, Effect
from riftbound.cards.model import ANY_DOMAIN, Cost, TargetSpec
from riftbound.cards.vocabulary import allow, free
from riftbound.effects.pay import Pay
from riftbound.log import log
from riftbound.rules import payment

if TYPE_CHECKING:
    from riftbound.state import State

OF = ("power", "energy")  # "any amount of [A]" / "any amount of Energy"
CHOSEN = -4  # State.did: the amount chosen, not paid yet
PAID = -5  # State.did: the amount paid

allow("PayAnyAmount.of", OF)
allow("ChooseAmount.of", OF)
allow("PayAmount.of", OF)
free("PaidAmount.noun", "the noun printed after 'that much' ('damage'), English only")


def _resource(of: str) -> str:
    return "[A]" if of == "power" else "Energy"


def _unsteppable() -> NotImplementedError:
    return NotImplementedError("742.1: 'pay any amount' is done as steps of the instructions of a spell or an "
                               "ability on the chain; it can't be nested in another instruction or a replacement "
                               "effect")


def _check(of: str) -> None:
    if of not in OF:
        raise ValueError(f"'any amount of': {of!r} is not one of {OF}")


@dataclass(frozen=True, slots=True)
class PayAnyAmount(Effect):
    """"Pay any amount of [A] / Energy to <effects>." (742.1); see the module docstring."""

    of: str
    effects: tuple[Effect, ...]

    def __post_init__(self) -> None:
        _check(self.of)
        if not self.effects:
            raise ValueError("742.1: a cost within instructions is paid to do something: it needs effects")

    def check_leading(self) -> None:
        """Refused at the start of a triggered ability: there it would be its base cost
        (383.3.b, 742.1.b), which is a fixed cost."""
        raise NotImplementedError("742.1.b: 'pay any amount' as a triggered ability's base cost is not supported")

    def steps(self) -> tuple[Effect, ...]:
        return (ChooseAmount(self.of), PayAmount(self.of), *(IfPaid(e) for e in self.effects))

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        raise _unsteppable()

    def run(self, g: State, ctx: Ctx) -> None:
        raise _unsteppable()

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        body = " ".join(e.text(targets) for e in self.effects)
        return f"Pay any amount of {_resource(self.of)} to {body[0].lower()}{body[1:]}"


@dataclass(frozen=True, slots=True)
class ChooseAmount(Effect):
    """The player chooses how much to pay, from 0 to the most they could pay now
    (:func:`riftbound.rules.payment.most`); not asked when that is 0."""

    of: str

    def _most(self, g: State, ctx: Ctx) -> int:
        energy, power = payment.most(g, ctx.controller, ctx.source)
        return power if self.of == "power" else energy

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        return ("pay_amount", ctx.controller) if not g.res_count and self._most(g, ctx) > 0 else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("amount", n) for n in range(self._most(g, ctx) + 1)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.did[:] = [CHOSEN, int(action[1])]

    def run(self, g: State, ctx: Ctx) -> None:
        if not g.res_count:
            g.did[:] = [CHOSEN, 0]  # nothing could be paid
        if g.log is not None:
            log(g, "742.1", f"P{ctx.controller} chooses to pay {g.did[1]} {_resource(self.of)}")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class PayAmount(Effect):
    """Pay the amount chosen, as a cost within instructions is paid (``Pay``, 742.1.a,
    357.1.a): Add abilities first while the pool doesn't cover it, then the domain of each
    [A] pip where the pool holds several."""

    of: str

    def _pay(self, g: State) -> Pay | None:
        n = g.did[1] if g.did[:1] == [CHOSEN] else 0
        if n <= 0:
            return None
        return Pay(Cost(power=(ANY_DOMAIN,) * n) if self.of == "power" else Cost(energy=n))

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        pay = self._pay(g)
        return None if pay is None else pay.ask(g, ctx)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        pay = self._pay(g)
        return [] if pay is None else pay.options(g, ctx)

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        pay = self._pay(g)
        assert pay is not None
        pay.answer(g, ctx, action)

    def run(self, g: State, ctx: Ctx) -> None:
        pay = self._pay(g)
        if pay is None:
            g.did[:] = [PAID, 0]
        elif pay.pay(g, ctx):
            g.did[:] = [PAID, len(pay.cost.power) + pay.cost.energy]
        else:
            g.did[:] = [0]

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class IfPaid(Effect):
    """One of the instructions after "to": done only if the amount was paid (742.1.a)."""

    effect: Effect

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        return self.effect.ask(g, ctx) if g.did[:1] == [PAID] else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return self.effect.options(g, ctx)

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        self.effect.answer(g, ctx, action)

    def run(self, g: State, ctx: Ctx) -> None:
        if g.did[:1] == [PAID]:
            self.effect.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return self.effect.text(targets)


@dataclass(frozen=True, slots=True)
class PaidAmount(Amount):
    """"That much": the amount paid for "pay any amount" (null when nothing was, 359.3.e.12);
    ``noun`` is printed after it ("that much damage")."""

    noun: str = ""

    def value(self, g: State, ctx: Ctx) -> int | None:
        return g.did[1] if g.did[:1] == [PAID] else None

    def head(self) -> str:
        return f"that much {self.noun}" if self.noun else "that much"

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        return ""
