"""Discounts read from what a card chooses, and discounts of "[1] or [A]" (356.4).

A spell's targets are chosen before its total cost is determined (355 before 356), so a
discount may depend on them: "This costs [2] less if you choose a Bird, Cat, Dog, or Poro"
(cards/model.py ``CostModifier.chosen_tags``), "Your spells that choose me cost [1] or [A]
less" (``EitherDiscount(on="chosen")``). Before the targets are chosen — deciding whether the
card can be played at all (419.2.a), or which target may be chosen next (355.16) — the
discount is counted if a target that earns it can still be chosen; the cost determined in
step 3 (356) reads the targets actually chosen.

A discount of "[1] or [A]" takes off one Energy or one Power pip of any domain, which the
player chooses as the cost is determined (decision ``discount``, docs/rulings.md;
rules/costs.py ``either_options``, rules/playing.py): :func:`take_one` applies one such
choice, and :func:`best` finds, before the choices are made, the total some of them leave
(can the card be paid at all, 419.2.a)."""

from __future__ import annotations

from collections.abc import Callable

from riftbound.cards.info import CF_EITHER_DISCOUNT
from riftbound.cards.model import ANY_DOMAIN, CardDef, CostModifier, EitherDiscount, TargetSpec
from riftbound.rules import layers, payment
from riftbound.rules.inactive import rules_text_inactive
from riftbound.state import STAGE_CHOOSE, ChainItem, State

MOST_CHOICES = 4  # at most 2**4 totals are compared; beyond, a choice not made yet takes the Power pip


class Choosing:
    """What finding a card's possible targets runs above this module (rules/targeting.py
    imports what plays cards, which prices them here), registered by the module defining it
    as it is imported."""

    candidates: Callable[[State, TargetSpec, int, int], list[tuple[int, int]]]  # rules/targeting.py (355.9)


CHOOSING = Choosing()


def pending_item(g: State, obj: int) -> ChainItem | None:
    """The Pending Item of the card ``obj`` being played (354.2), if it is on the chain."""
    if obj < 0:
        return None
    return next((it for it in g.chain if it.obj == obj and it.kind == "card"), None)


def could_choose(g: State, player: int, card: CardDef, obj: int, adding: int,
                 test: Callable[[int], bool]) -> list[int]:
    """The objects passing ``test`` that ``card`` (object ``obj``, played by ``player``) has
    chosen as targets (355.7) — with ``adding``, an object being considered as its next target
    — and, while target slots are still open, one more if one of their candidates passes
    (355.9): the discounts it may still earn. Each object once however often it is chosen."""
    item = pending_item(g, obj)
    chosen: list[int] = [adding] if adding >= 0 else []
    if item is not None:
        chosen += [r[0] for slot in item.targets for r in slot if r[1] >= 0]
        chosen += [r[0] for r in item.partial if r[1] >= 0]
    found = list(dict.fromkeys(o for o in chosen if test(o)))
    if item is not None and item.stage > STAGE_CHOOSE:
        return found  # 355.15: the choices are made
    open_specs = card.targets[len(item.targets):] if item is not None else card.targets
    if item is not None and open_specs and not open_specs[0].any_number \
            and len(item.partial) + (adding >= 0) >= open_specs[0].count:
        open_specs = open_specs[1:]  # the slot being filled is full with ``adding``
    uid = item.uid if item is not None else -1
    for spec in open_specs:
        more = next((r[0] for r in CHOOSING.candidates(g, spec, player, uid) if r[1] >= 0 and r[0] not in found
                     and test(r[0])), -1)
        if more >= 0:
            return [*found, more]
    return found


def has_tag(g: State, tags: tuple[str, ...]) -> Callable[[int], bool]:
    """Does an object have one of ``tags`` (133.8; layered on the board, printed elsewhere)?"""
    return lambda o: not set(tags).isdisjoint(layers.tags_of(g, o))


def discounters(g: State, player: int, on: str) -> list[int]:
    """The permanents ``player`` controls with an active "[1] or [A]" discount ``on`` (365.1)."""
    if not g.features & CF_EITHER_DISCOUNT:
        return []
    info = g.cinfo
    cards = g.o_card
    return [o for o in g.indexed if info[cards[o]].flags & CF_EITHER_DISCOUNT and g.o_ctrl[o] == player
            and not rules_text_inactive(g, o)
            and any(isinstance(ab, EitherDiscount) and ab.on == on for ab in g.catalog[cards[o]].abilities)]


def chosen_count(g: State, player: int, card: CardDef, obj: int, adding: int) -> int:
    """How many "Your spells that choose me cost [1] or [A] less" apply to ``player``'s spell
    ``card``: one for each such permanent of theirs it chooses (or, with slots still open,
    can still choose; :func:`could_choose`)."""
    mine = discounters(g, player, "chosen")
    if not mine or card.type != "spell":
        return 0
    return len(could_choose(g, player, card, obj, adding, lambda o: o in mine))


def reads_targets(g: State, player: int, card: CardDef) -> bool:
    """Does a discount on ``player`` playing ``card`` depend on what it chooses: its own "if you
    choose a ..." or "Your spells that choose me ..." of a permanent of theirs?"""
    return any(isinstance(ab, CostModifier) and ab.chosen_tags for ab in card.abilities) or (
        card.type == "spell" and bool(discounters(g, player, "chosen")))


def take_one(energy: int, power: tuple[str, ...], picks: tuple[bool, ...], asked: int,
             ) -> tuple[int, tuple[str, ...], int]:
    """``(energy, power)`` less "[1] or [A]" (356.4): with both to take from, the ``asked``-th
    choice of ``picks`` (True: the Power pip; beyond them, the Power pip), and one more choice
    asked; with only one, that one (356.5: never below zero). An [A] takes a domain's pip before
    an [A] one (one of a domain is never easier to pay, rules/costs.py ``power_changes``)."""
    if energy > 0 and power:
        use_power = picks[asked] if asked < len(picks) else True
        asked += 1
    else:
        use_power = bool(power)
    if use_power:
        out = list(power)
        out.remove(next((p for p in out if p != ANY_DOMAIN), ANY_DOMAIN))
        return energy, tuple(out), asked
    return max(0, energy - 1), power, asked


def best(g: State, player: int, totals: list[tuple[int, tuple[str, ...]]]) -> tuple[int, tuple[str, ...]]:
    """Of the totals the player's "[1] or [A]" choices may leave, one they can pay (419.2.a)
    before one they can't, then the fewest Power pips, then the least Energy."""
    return min(totals, key=lambda t: (not payment.can_afford(g, player, t[0], t[1]), len(t[1]), t[0], t[1]))
