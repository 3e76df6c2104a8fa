"""Costs within instructions paid as they resolve, and "if you do".

- ``CostTo(cost, effects)`` is "[You may] <cost> to <effects>." (742.1): in a spell, or later
  than the start of an ability's instructions, the cost is paid as the instruction resolves,
  and the effects happen only if it was paid (742.1.a, 383.3.b.2). At the start of a
  triggered ability it is the ability's base cost instead (``TriggeredAbility.cost``,
  383.3.b, 742.1.b), and writing it there as an instruction is refused.
- ``IfYouDo(do, effects)`` is "[You may] <do>. If you do, <effects>." (the Unleashed Rules FAQ,
  Triggered Abilities): ``do`` is not a cost but an action performed as the instruction
  resolves, and ``effects`` happen only if it was actually performed — a kill replaced by a
  replacement effect was not done (370), unlike a cost (357.2.a). ``do`` is ``Kill``,
  ``KillSelf``, ``Discard`` (done if all ``n`` cards were discarded, 422.4) or ``Pay``.
- ``Pay(cost)`` is "Pay <cost>." Energy and Power are paid from the rune pool, adding
  resources with Add abilities first as for any cost (357.1.a; decision ``pay_within``,
  answered ``activate`` or, for an [A] pip, ``domain``); exhausting, recycling or killing the
  source, spending its buff and spending XP as in rules/instruction_costs.py.

As an item resolves (rules/chain.py ``instructions``) each of the first two becomes steps:
the attempt (asking "you may", decision ``may_do``), for a kill a verdict taken once
replacement effects have applied (370), then each of ``effects`` done only if the attempt
was. ``State.did`` carries the attempt's result from step to step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.info import CF_HISTORY, DERIVE
from riftbound.cards.model import ANY_DOMAIN, DOMAIN_INDEX, DOMAINS, Cost, TargetSpec
from riftbound.cards.nested import nested_effects
from riftbound.effects.actions import Discard
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.primitives import Ctx, Effect, Kill, KillSelf
from riftbound.log import log, name
from riftbound.rules import payment, turn_history, zones
from riftbound.rules.costs import ordered
from riftbound.rules.instruction_costs import extras_payable, pay_extras, payable
from riftbound.rules.payment import pip_options, pool_covers, pool_of, resolve_own, useful_sources
from riftbound.rules.playing import start_activation
from riftbound.state import HAND, TRASH

if TYPE_CHECKING:
    from riftbound.cards.model import CardDef
    from riftbound.state import State

PENDING = -1  # State.did: a kill attempted, not yet judged (the objects and incarnations follow)


def _clause(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...]) -> str:
    body = " ".join(e.text(targets) for e in effects)
    return body[0].lower() + body[1:] if body[:1].isupper() and not body.startswith("I ") else body


def _may(optional: bool, text: str) -> str:
    return f"You may {text[0].lower()}{text[1:]}" if optional else f"{text[0].upper()}{text[1:]}"


def _unsteppable(what: str) -> NotImplementedError:
    return NotImplementedError(f"742.1: {what} is done as steps of the instructions of a spell or an ability "
                               "on the chain; it can't be nested in another instruction or a replacement effect")


@dataclass(frozen=True, slots=True)
class Pay(Effect):
    """"Pay <cost>." as it resolves (742.1.a); see the module docstring. With ``and_return``, "Pay
    [1] and return a unit you control here to its owner's hand" (Emperor's Dais): the permanent
    chosen in that slot is returned as the cost is paid, and both must be possible to do either
    (an "if you do" after it is true only if both were done)."""

    cost: Cost
    and_return: int = -1

    def __post_init__(self) -> None:
        if self.cost.spend_a_buff:
            raise NotImplementedError("702.2.b.2, 742.1.a: 'spend a buff' within instructions is SpendBuff "
                                      "(effects/buffs.py)")

    def _power(self, g: State, ctx: Ctx) -> tuple[str, ...]:
        return ordered(resolve_own(g.catalog[g.o_card[ctx.source]], self.cost.power))

    def payable(self, g: State, ctx: Ctx) -> bool:
        returned = self.and_return < 0 or any(zones.on_board(g, o) for o in ctx.slot(self.and_return))
        return returned and payable(g, ctx.controller, ctx.source, self.cost)

    def _plan(self, g: State, ctx: Ctx) -> tuple[list[str], list[str]]:
        """The pool power that pays each pip, as far as it is decided: each pip its only
        option (a domain pip its own domain, else universal power), or, where an [A] or an
        either-domain pip has several, the domain chosen (``res_chosen``). Returns the spends
        and, when the next pip is a choice, its options (rules/payment.py pip_options)."""

        pool = pool_of(g, ctx.controller)
        any_slot = DOMAIN_INDEX[ANY_DOMAIN]
        spends: list[str] = []
        k = 0
        for d in self._power(g, ctx):
            opts = pip_options(pool, d) or [ANY_DOMAIN]
            if len(opts) == 1:
                use = opts[0]
            elif k < len(g.res_chosen):
                use = ANY_DOMAIN if g.res_chosen[k] == any_slot else DOMAINS[g.res_chosen[k]]
                k += 1
            else:
                return spends, opts
            pool[DOMAIN_INDEX[use]] -= 1
            spends.append(use)
        return spends, []

    def _covered(self, g: State, ctx: Ctx) -> bool:
        return pool_covers(g, ctx.controller, self.cost.energy, self._power(g, ctx))

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        return ("pay_within", ctx.controller) if self.options(g, ctx) else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        if not self._covered(g, ctx):
            return [("activate", s.obj, s.ability) for s in
                    useful_sources(g, ctx.controller, self.cost.energy, self._power(g, ctx), ctx.source)]
        return [("domain", d) for d in self._plan(g, ctx)[1]]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        if action[0] == "activate":
            start_activation(g, ctx.controller, action[1], action[2])  # 357.1.a, 429.2
        else:
            g.res_chosen.append(DOMAIN_INDEX[action[1]])

    def run(self, g: State, ctx: Ctx) -> None:
        self.pay(g, ctx)

    def pay(self, g: State, ctx: Ctx) -> bool:
        """Pay the whole cost if the pool covers it and the rest can be paid; returns whether
        it was paid."""

        p = ctx.controller
        spends, open_choice = self._plan(g, ctx)
        g.res_chosen.clear()
        if not self._covered(g, ctx) or open_choice or not extras_payable(g, p, ctx.source, self.cost) \
                or not self.payable(g, ctx):
            return False
        payment.spend_energy(g, p, self.cost.energy)
        for d in spends:
            payment.spend_power(g, p, d)
        if g.features & CF_HISTORY and spends:
            turn_history.spent_power(g, p, len(spends))  # "If you've spent at least [A][A] this turn"
        pay_extras(g, p, ctx.source, self.cost)
        if g.log is not None:
            log(g, "742.1.a", f"P{p} pays the cost within instructions of {name(g, ctx.source)}: "
                              f"{self.cost.within()}")
        if self.and_return >= 0:
            ReturnToHand(self.and_return).run(g, ctx)
        return True

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.and_return >= 0:
            back = ReturnToHand(self.and_return).text(targets)
            return _may(False, f"{self.cost.within()} and {back[0].lower()}{back[1:]}")
        return _may(False, f"{self.cost.within()}.")


@dataclass(frozen=True, slots=True)
class CostTo(Effect):
    """"[You may] <cost> to <effects>." as it resolves (742.1.a); see the module docstring."""

    cost: Cost
    effects: tuple[Effect, ...]
    optional: bool = False

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("742.1: a cost within instructions is paid to do something: it needs effects")
        if self.cost.spend_a_buff:
            raise NotImplementedError("702.2.b.2, 742.1.a: 'spend a buff to' within instructions is SpendBuff "
                                      "(effects/buffs.py)")
        if self.cost.discard:
            raise NotImplementedError("742.1.a: discarding as a cost paid while resolving is not supported yet; "
                                      "a triggered ability's own cost may discard")

    def check_leading(self) -> None:
        """Refused as the first instruction of a triggered ability: there it is its base cost."""
        raise ValueError("383.3.b, 403.1.b.1: a cost within instructions at the start of a triggered ability is "
                         "its base cost: give the ability a cost instead")

    def steps(self) -> tuple[Effect, ...]:
        return (Attempt(Pay(self.cost), self.optional), *(Gated(e) for e in self.effects))

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        raise _unsteppable("a cost within instructions")

    def run(self, g: State, ctx: Ctx) -> None:
        raise _unsteppable("a cost within instructions")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return _may(self.optional, f"{self.cost.within()} to {_clause(self.effects, targets)}")


@dataclass(frozen=True, slots=True)
class IfYouDo(Effect):
    """"[You may] <do>. If you do, <effects>." as it resolves; see the module docstring."""

    do: Effect
    effects: tuple[Effect, ...]
    optional: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.do, Kill | KillSelf | Discard | Pay):
            raise NotImplementedError(f"'if you do' after {type(self.do).__name__}: only kill, kill_self, discard "
                                      "and pay are supported")
        if not self.effects:
            raise ValueError("'if you do' needs the instructions it does")

    def check_leading(self) -> None:
        """As the first instruction of a triggered ability, its "you may" is the ability's."""
        if self.optional:
            raise ValueError("383.3.a: a 'you may' at the start of a triggered ability decides whether it goes on "
                             "the chain: make the ability optional instead")

    def steps(self) -> tuple[Effect, ...]:
        verdict = (Verdict(),) if isinstance(self.do, Kill | KillSelf) else ()
        return (Attempt(self.do, self.optional), *verdict, *(Gated(e) for e in self.effects))

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        raise _unsteppable("'if you do'")

    def run(self, g: State, ctx: Ctx) -> None:
        raise _unsteppable("'if you do'")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        do = self.do.text(targets).rstrip(".")
        return f"{_may(self.optional, do)}. If you do, {_clause(self.effects, targets)}"


# ---- the steps ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Attempt(Effect):
    """Do (or pay) ``do``, first asking "you may" when ``optional`` and it can be done
    (decision ``may_do``, answered ``yes``/``no``; ``res_kept`` notes the yes, which is not
    counted among ``do``'s own answers in ``res_count``); notes in
    ``State.did`` whether it was done, or for a kill the objects to judge once replacement
    effects have applied."""

    do: Effect
    optional: bool

    def _possible(self, g: State, ctx: Ctx) -> bool:
        if isinstance(self.do, Pay):
            return self.do.payable(g, ctx)
        if isinstance(self.do, Discard):
            return len(g.zone_of(ctx.controller, HAND)) >= self.do.n
        if isinstance(self.do, Kill):
            return bool(ctx.slot(self.do.target))
        return zones.on_board(g, ctx.source)

    def _asking(self, g: State) -> bool:
        return self.optional and not g.res_kept

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if self._asking(g):
            return ("may_do", ctx.controller) if not g.res_count and self._possible(g, ctx) else None
        return self.do.ask(g, ctx)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("yes",), ("no",)] if self._asking(g) else self.do.options(g, ctx)

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        if self._asking(g):
            if action[0] == "yes":
                g.res_kept = 1
                g.res_count -= 1  # chain.answer_instruction counts it: not one of do's answers
        else:
            self.do.answer(g, ctx, action)

    def run(self, g: State, ctx: Ctx) -> None:
        if self._asking(g):
            g.did[:] = [0]  # declined, or nothing could be done
        elif isinstance(self.do, Pay):
            g.did[:] = [int(self.do.pay(g, ctx))]
        elif isinstance(self.do, Discard):
            g.did[:] = [int(g.res_count >= self.do.n)]  # 422.4: as many as they have is not all
            self.do.run(g, ctx)
        else:
            objs = ctx.slot(self.do.target) if isinstance(self.do, Kill) else (
                [ctx.source] if zones.on_board(g, ctx.source) else [])
            g.did[:] = [PENDING, *(x for o in objs for x in (o, g.o_inc[o]))]
            self.do.run(g, ctx)
        if g.did == [0] and g.log is not None:
            what = self.do.text(()).rstrip(".")
            log(g, "742.1", f"P{ctx.controller} does not {what[0].lower()}{what[1:]}")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return _may(self.optional, self.do.text(targets))


@dataclass(frozen=True, slots=True)
class Verdict(Effect):
    """After the attempted kill and the replacement effects that applied to it (370): it was
    done if at least one of the objects died — left the board for its owner's trash (428.2), or
    for a token, ceased to exist on its way there (183.1) — rather than being replaced (the FAQ:
    a replaced action is not "done"; docs/rulings.md)."""

    def run(self, g: State, ctx: Ctx) -> None:
        if g.did[:1] != [PENDING]:
            return
        pairs = g.did[1:]
        done = any(g.o_inc[o] != inc and (g.zone_kind[g.o_zone[o]] == TRASH or g.o_zone[o] == zones.removed_zone(g))
                   for o, inc in zip(pairs[::2], pairs[1::2], strict=True))
        g.did[:] = [int(done)]
        if g.log is not None:
            log(g, "370", f"'if you do' is {'true' if done else 'false'}: the kill was "
                          f"{'done' if done else 'not done'}")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class Gated(Effect):
    """One instruction done only if the attempt before it was (``State.did`` is ``[1]``), or,
    with ``done`` 0, only if it was not ("unless its controller pays", effects/players.py)."""

    effect: Effect
    done: int = 1

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        return self.effect.ask(g, ctx) if g.did == [self.done] else None

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return self.effect.options(g, ctx)

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        self.effect.answer(g, ctx, action)

    def run(self, g: State, ctx: Ctx) -> None:
        if g.did == [self.done]:
            self.effect.run(g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return self.effect.text(targets)


STEPPED = (CostTo, IfYouDo)


def has_steps(card: CardDef) -> bool:
    """Does the card have an instruction made of steps (cards/info.py CF_STEPS)?"""

    effects = [*card.effects, *card.legion, *(e for lv in card.level for e in lv.effects),
               *(e for ac in card.additional_costs for e in ac.effects),
               *(e for ab in card.abilities for e in getattr(ab, "effects", ())), *nested_effects(card)]
    return any(isinstance(e, STEPPED) or (type(e).steps is not Effect.steps and e.steps() != (e,)) for e in effects)

# cards/info.py computes this per catalog entry
DERIVE.steps = has_steps
