"""Determining the total cost of playing a card (356): base cost, additional costs
(356.2), increases (356.3), discounts (356.4, each with its own minimum, 356.4.e), and
never below zero (356.5)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from itertools import permutations, product

from riftbound.cards.derived import per_card
from riftbound.cards.info import (
    CF_COST_MODIFIER,
    CF_EITHER_DISCOUNT,
    CF_REPEAT_DISCOUNT,
    CF_TRASH_GRANT,
    CF_TRASH_PLAY,
    DERIVE,
)
from riftbound.cards.instruction import Ctx
from riftbound.cards.model import (
    ANY_DOMAIN,
    EITHER,
    SELF_COST,
    AdditionalCost,
    CardDef,
    CostModifier,
    RepeatDiscount,
    TargetSpec,
)
from riftbound.keywords import accelerate, dependent
from riftbound.rules import chosen_discounts, conditions, lasting, payment, trash_play
from riftbound.rules.inactive import rules_text_inactive
from riftbound.rules.players import is_friendly
from riftbound.state import HAND, PLAYER_ZONES, TRASH, ChainItem, State


@per_card
def base_cost(card: CardDef) -> tuple[int, tuple[str, ...]]:
    """The base cost (131); tokens cost 0 (182.2.a.1). Domain pips are listed before [A]
    pips so that specific power is matched first when paying."""
    if "token" in card.supertypes:
        return (0, ())
    return (card.energy, ordered(payment.resolve_own(card, card.power)))


def ordered(power: tuple[str, ...]) -> tuple[str, ...]:
    """Pips in the order they are paid: domain pips, either-domain pips (135.2.e.6.c), [A]."""
    if not any(EITHER in d for d in power):
        return tuple(d for d in power if d != ANY_DOMAIN) + tuple(d for d in power if d == ANY_DOMAIN)
    return (tuple(d for d in power if d != ANY_DOMAIN and EITHER not in d)
            + tuple(d for d in power if EITHER in d) + tuple(d for d in power if d == ANY_DOMAIN))


def board_modifiers(g: State) -> list[tuple[int, CostModifier]]:
    """Every cost modifier on the board with its controller (365.1: passive abilities of
    permanents work while on the board), and those instructions created this turn (390.4)."""
    out: list[tuple[int, CostModifier]] = []
    info = g.cinfo
    cat = g.catalog
    cards = g.o_card
    for obj in g.indexed:
        if info[cards[obj]].flags & CF_COST_MODIFIER and not rules_text_inactive(g, obj):
            ctrl = conditions.controller(g, obj)  # a battlefield's is its controller's, none if uncontrolled (187.6)
            if ctrl < 0:
                continue
            out.extend((ctrl, ab) for ab in cat[cards[obj]].abilities if isinstance(ab, CostModifier)
                       and (ab.condition is None or conditions.holds(g, ab.condition, ctrl, obj)))  # 364.3.a
    if g.lasting:  # and those of delayed passive abilities (390.4): "this turn, your spells cost [1] less"
        out.extend(lasting.cost_modifiers(g))
    return out


def modifiers(g: State, player: int, card: CardDef,
              board: list[tuple[int, CostModifier]] | None = None) -> list[CostModifier]:
    """The cost modifiers that apply to ``player`` playing ``card``."""
    out: list[CostModifier] = []
    for ctrl, ab in (board_modifiers(g) if board is None else board):
        if (ab.cards != "any" and ab.cards != card.type) or (ab.tag and ab.tag not in card.tags):
            continue  # "Your Dragons' Energy costs ...": the card's printed tags (133.8)
        if (ab.whose in ("you", "friendly")) == is_friendly(g, ctrl, player) and not (ab.first and any(
                g.catalog[ci].type == ab.cards and is_friendly(g, ctrl, pl) for pl, ci, _ in g.played_cards)):
            out.append(ab)  # "the first ... played each turn": none of its type played yet (812.1.c)
    return out


@per_card
def self_modifiers(card: CardDef) -> tuple[CostModifier, ...]:
    """The card's own "I cost [N] less/more" abilities (356.4.a)."""
    return tuple(ab for ab in card.abilities if isinstance(ab, CostModifier) and ab.cards == SELF_COST)


def own_modifiers(g: State, player: int, card: CardDef, obj: int, adding: int = -1) -> list[CostModifier]:
    """Those of ``card`` (object ``obj``, being played by ``player``) that are active: one
    behind a dependent keyword only while its condition holds (727.1.c.2, 812.1.c: Legion
    counts another card, and the card being played is not finalized yet). "I cost [1] less
    for each ..." is counted now, as the cost is determined (356.4.a, effects/amounts.py).
    "This costs [2] less if you choose a Bird, ..." reads its targets (with ``adding``, one
    considered next; rules/chosen_discounts.py)."""
    out: list[CostModifier] = []
    for m in self_modifiers(card):
        if m.chosen_tags and not chosen_discounts.could_choose(g, player, card, obj, adding,
                                                               chosen_discounts.has_tag(g, m.chosen_tags)):
            continue  # 356.4.a: none of its targets has one of the tags (355.7)
        if m.dependent is not None and not dependent.active(g, m.dependent, player, obj):
            continue
        if m.condition is not None and not conditions.holds(g, m.condition, player, obj):
            continue  # "If ..., this costs [2] less" (364.3.a), checked as the cost is determined
        if m.origin and played_from(g, obj) == HAND:
            continue  # "to play from anywhere other than your hand"
        if m.condition is not None and not conditions.holds(g, m.condition, player, obj):
            continue  # "If an opponent controls a stunned unit, I cost [2] less" (364.3.a)
        if not isinstance(m.energy, int):
            n = m.energy.value(g, Ctx(player, obj, -1, []))
            if not n:
                continue  # nothing counted, or null (359.3.e.12)
            # "I cost [2][G] less for each ...": the Power pips too, once for each counted (356.4)
            m = replace(m, energy=n, power=m.power * (n // (m.energy.sign() * int(m.energy.head()))) if m.power else ())
        if m.instead and out:
            out.pop()  # "This costs [4] less instead" replaces the one before it
        out.append(m)
    return out


def played_from(g: State, obj: int) -> int:
    """The kind of zone ``obj`` is played from: where it is, or, once it is a Pending Item on
    the chain, the zone it left (354, ``ChainItem.origin``)."""
    zone = g.o_zone[obj]
    if zone == g.n_players * PLAYER_ZONES:  # the Chain, the first zone after the players' (state.py)
        zone = next((it.origin for it in g.chain if it.obj == obj and it.kind == "card"), zone)
    return g.zone_kind[zone]


@per_card
def paid_targets(card: CardDef) -> tuple[TargetSpec, ...]:
    """The card's targets if its optional additional cost is declared ("If you paid the
    additional cost, choose any enemy unit at a battlefield instead", 356.2.b.1); () if the same."""
    return next((t for e in card.effects if (t := e.paid_targets())), ())


def paid_declared(card: CardDef, declared: tuple[bool, ...]) -> bool:
    """Was an optional additional cost of the card's own declared (356.2.b.1)?"""
    return any(p and ac.optional for p, ac in zip(declared, card.additional_costs, strict=False))


@per_card
def additional_costs(card: CardDef) -> tuple[AdditionalCost, ...]:
    """The card's additional costs (356.2), including Accelerate's optional [1] and one
    power of its domain, or [A] (805.1.a)."""
    acc = accelerate.additional_cost(card)
    return card.additional_costs + ((acc,) if acc else ())


Repeats = tuple[tuple[int, tuple[str, ...]], ...]  # [Repeat] costs given to a spell (ChainItem.repeats)


@cache
def granted_costs(repeats: Repeats) -> tuple[AdditionalCost, ...]:
    """[Repeat] costs other cards gave a spell, as its optional additional costs (820.1.d)."""
    return tuple(AdditionalCost(energy=e, power=p, optional=True, repeat=True) for e, p in repeats)


# ``ChainItem.grant[ALL_COSTS]``: the instruction playing the card ignores any and all of its
# costs (Bone Skewer; docs/rulings.md "Ignoring any and all costs"): no base cost (356.1.b.1), no
# additional cost, mandatory or optional (356.2), and no increase (356.3) — its total cost is nothing.
ALL_COSTS = 5


def ignores_all(grant: tuple[int, ...]) -> bool:
    """Does an instruction's ``grant`` ignore any and all of the card's costs?"""
    return len(grant) > ALL_COSTS and bool(grant[ALL_COSTS])


def item_costs(item: ChainItem, card: CardDef) -> tuple[AdditionalCost, ...]:
    """The additional costs of ``card`` as ``item`` plays it (356.2): its own
    (:func:`additional_costs`), then Accelerate's if another card gave it [Accelerate]
    (rules/granted_accelerate.py), then one more instance of Repeat for each other cards gave it
    as its optional costs were declared (820.1, 820.3; rules/granted_repeat.py); none, not even
    optional ones to declare, when the instruction playing it ignores any and all costs."""
    if ignores_all(item.grant):
        return ()
    return with_granted(card, item.repeats, item.accelerate)


def with_granted(card: CardDef, repeats: Repeats, accel: bool) -> tuple[AdditionalCost, ...]:
    """The card's own additional costs, then those other cards gave it as it was played:
    Accelerate's (805.2) and the Repeat costs (820.1)."""
    extra = additional_costs(card)
    if accel:
        extra = (*extra, accelerate.cost(card))
    return extra + granted_costs(repeats) if repeats else extra


def total_cost(g: State, player: int, card: CardDef, paid_optional: tuple[bool, ...] = (),
               mods: list[CostModifier] | None = None, ignore_base: bool = False,
               obj: int = -1, grant: tuple[int, ...] = (),
               cost_objs: tuple[tuple[int, int], ...] = (), repeats: Repeats = (),
               adding: int = -1, picks: tuple[bool, ...] | None = None,
               accel: bool = False) -> tuple[int, tuple[str, ...]]:
    """356.1-356.5 in order. Discounts with minimums are applied in the order that leaves
    the lowest cost (356.4.d.1 lets the player pick any order; docs/rulings.md). ``mods``
    are the board's modifiers; the card's own ("I cost [2] less", object ``obj``) are added
    here (356.4.a). ``grant`` is what an instruction playing the card allows (419.3.b):
    ignoring its Energy and/or Power cost (356.1.b.1-356.1.b.2) and a discount of [N]
    (356.4.a-356.4.b), applied with the others. ``repeats`` are the [Repeat] costs other
    cards gave the spell and ``accel`` whether another card gave the unit [Accelerate]
    (:func:`item_costs`). Discounts read from the card's targets count
    ``adding``, an object considered as its next target (rules/chosen_discounts.py). With
    "[1] or [A]" discounts, ``picks`` are the player's choices (:func:`either_options`; a choice
    not made yet takes the Power pip); without them, the total some choices leave that
    :func:`chosen_discounts.best` finds (can it be paid at all?). A ``grant`` ignoring any and
    all costs (:data:`ALL_COSTS`) makes it nothing."""
    if ignores_all(grant):
        return 0, ()
    args = (g, player, card, paid_optional, mods, ignore_base, obj, grant, cost_objs, repeats, accel, adding)
    if not g.features & CF_EITHER_DISCOUNT:
        return _total(*args)[:2]
    on_optional = len(chosen_discounts.discounters(g, player, "optional"))
    on_chosen = chosen_discounts.chosen_count(g, player, card, obj, adding)
    if not on_optional and not on_chosen:
        return _total(*args)[:2]
    energy, power, asked = _total(*args, on_optional, on_chosen, picks or ())
    if picks is not None or not asked:
        return energy, power
    asked = min(asked, chosen_discounts.MOST_CHOICES)
    return chosen_discounts.best(g, player, [_total(*args, on_optional, on_chosen, picks)[:2]
                                             for picks in product((True, False), repeat=asked)])


def either_options(g: State, player: int, card: CardDef, picks: tuple[bool, ...], paid_optional: tuple[bool, ...],
                   ignore_base: bool, obj: int, grant: tuple[int, ...], cost_objs: tuple[tuple[int, int], ...],
                   repeats: Repeats, accel: bool = False) -> tuple[bool, ...]:
    """The options of ``player``'s next "[1] or [A] less" choice (356.4; False: the [1], True:
    the Power pip) as the total cost of ``card`` (object ``obj``) is determined after ``picks``,
    the choices made: those whose total can be paid with some choice of the rest (419.2.a,
    357.3), or both when none can (358.4 undoes the play as it is paid); () when no choice is
    left, or the cost has only one of the two to take off (356.5)."""
    if not g.features & CF_EITHER_DISCOUNT:
        return ()
    on_optional = len(chosen_discounts.discounters(g, player, "optional"))
    on_chosen = chosen_discounts.chosen_count(g, player, card, obj, -1)
    if not on_optional and not on_chosen:
        return ()
    args = (g, player, card, paid_optional, None, ignore_base, obj, grant, cost_objs, repeats, accel, -1,
            on_optional, on_chosen)
    asked = _total(*args, picks)[2]
    if asked <= len(picks):
        return ()
    rest = min(asked - len(picks) - 1, chosen_discounts.MOST_CHOICES)
    payable = tuple(o for o in (False, True) if any(
        payment.can_afford(g, player, *_total(*args, (*picks, o, *more))[:2])
        for more in product((True, False), repeat=rest)))
    return payable or (False, True)


def _total(g: State, player: int, card: CardDef, paid_optional: tuple[bool, ...],
           mods: list[CostModifier] | None, ignore_base: bool, obj: int, grant: tuple[int, ...],
           cost_objs: tuple[tuple[int, int], ...], repeats: Repeats, accel: bool, adding: int,
           on_optional: int = 0, on_chosen: int = 0, picks: tuple[bool, ...] = ()) -> tuple[int, tuple[str, ...], int]:
    """:func:`total_cost` with ``on_optional`` "Optional additional costs you pay cost [1] or
    [A] less" (356.4.c, each as an optional cost is added) and ``on_chosen`` "Your spells that
    choose me cost [1] or [A] less" (356.4.d, after the other discounts: the lowest total,
    356.4.d.1), each choice between the two taken from ``picks`` (True: the Power pip); also
    returns how many choices there were."""
    asked = 0
    # 356.1: "ignoring its base cost" (a card played from hiding, 811.1.b) sets it to zero, and
    # an instruction playing the card may ignore its Energy or Power cost (356.1.b); a card's
    # own "you may play me for [cost]" (356.1.a) is declared with its optional costs.
    energy, power = (0, ()) if ignore_base else base_cost(card)
    if obj >= 0 and not grant and not ignore_base and g.features & CF_TRASH_PLAY and played_from(g, obj) == TRASH \
            and (pf := trash_play.permission(card)) is not None:  # "You may play me from your trash for [3][R]"
        energy, power = pf.cost.energy, ordered(payment.resolve_own(card, pf.cost.power))  # 356.1.a
    elif obj >= 0 and not grant and not ignore_base and g.features & CF_TRASH_GRANT and played_from(g, obj) == TRASH \
            and (by := trash_play.by_grant(g, obj)) is not None:  # "you may play this from your trash for [A]"
        energy, power = by.energy, ordered(payment.resolve_own(card, by.power))  # 356.1.a
    extra = with_granted(card, repeats, accel) if repeats or accel else additional_costs(card)
    paid = [ac for i, ac in enumerate(extra) if not ac.optional or (i < len(paid_optional) and paid_optional[i])]
    for ac in paid:
        if ac.play_for is not None and not ignore_base:  # 356.1.a: "you may play me for [B]"
            energy, power = ac.play_for.energy, ac.play_for.power
    if grant:
        energy = 0 if grant[0] else energy
        power = () if grant[1] else power
    if any(ac.ignore_cost for ac in paid):
        energy, power = 0, ()  # 356.1.b.1: "If you do, ignore this spell's cost"
    # 356.2: additional costs — mandatory ones always, optional ones when declared; a discount on
    # the Repeat costs applies as each is added (356.4.c), down to 0 (356.4.f).
    cheaper = repeat_discount(g, player) if g.features & CF_REPEAT_DISCOUNT else 0
    for ac in paid:
        more, pips = (max(0, ac.energy - cheaper) if ac.repeat else ac.energy), ac.power
        if on_optional and ac.optional and (more or pips):  # 356.4.c, 356.4.f: "Optional additional costs
            for _ in range(on_optional):                   # you pay cost [1] or [A] less", as each is added
                more, pips, asked = chosen_discounts.take_one(more, pips, picks, asked)
        energy += more
        if pips:
            power = ordered(power + pips)
    if cost_objs and power:  # "Reduce my cost by [Y] for each killed this way" (356.4, rules/cost_objects.py)
        power = power_discount(power, extra, paid_optional, cost_objs)
    for_paying = [CostModifier(-ac.less) for ac in paid if ac.less]  # 356.2.b.1, 356.4: "If you do, ..."
    if for_paying:
        mods = [*(modifiers(g, player, card) if mods is None else mods), *for_paying]
    if mods is None:
        mods = modifiers(g, player, card)
    if self_modifiers(card):
        mods = [*mods, *own_modifiers(g, player, card, obj, adding)]
    if any(m.power for m in mods):
        power = power_changes(power, mods)
    if grant and grant[2]:
        mods = [*mods, CostModifier(-grant[2])]
    if mods:
        # the amounts of the modifiers (computed ones were counted by own_modifiers)
        changes = [(m.energy, m.minimum) for m in mods if isinstance(m.energy, int)]
        # 356.3: increases.
        energy += sum(n for n, _ in changes if n > 0)
        # 356.4: discounts, each limited by its own minimum (356.4.e).
        discounts = [(n, low) for n, low in changes if n < 0]
        if len(discounts) == 1:
            n, low = discounts[0]
            if energy > low:
                energy = max(low, energy + n)
        elif discounts:
            best = energy
            orders = permutations(discounts) if len(discounts) <= 5 else [tuple(discounts)]
            for order in orders:
                e = energy
                for n, low in order:
                    if e > low:
                        e = max(low, e + n)
                best = min(best, e)
            energy = best
    energy = max(0, energy)  # 356.5
    for _ in range(on_chosen):  # "Your spells that choose me cost [1] or [A] less" (356.4.d)
        energy, power, asked = chosen_discounts.take_one(energy, power, picks, asked)
    return energy, power, asked

def repeat_discount(g: State, player: int) -> int:
    """How much less each [Repeat] cost of ``player`` costs: "While you control this
    battlefield, friendly [Repeat] costs cost [1] less" of the battlefields controlled by a
    player friendly to them (187.6.c, 740.1)."""
    out = 0
    for bf, ctrl in enumerate(g.bf_ctrl):
        if ctrl >= 0 and is_friendly(g, ctrl, player):
            out += sum(ab.n for ab in g.catalog[g.o_card[g.bf_objs[bf]]].abilities if isinstance(ab, RepeatDiscount))
    return out


# cards/info.py computes these per catalog entry
DERIVE.base_cost = base_cost
DERIVE.extra_costs = additional_costs


def power_changes(power: tuple[str, ...], mods: list[CostModifier]) -> tuple[str, ...]:
    """``power`` with the Power pips of cost modifiers: increases add theirs (356.3, "enemy
    spells cost [1][A] more"), then discounts take theirs off (356.4, "I cost [2][G] less"); an
    [A] discount takes off one pip of any domain, a domain's pip before an [A] one (the player
    may apply it to any pip, 356.4.d.1; one of a domain is never easier to pay)."""
    for m in mods:
        if m.power and isinstance(m.energy, int) and m.energy > 0:
            power = ordered(power + m.power)
    out = list(power)
    for m in mods:
        if not m.power or (isinstance(m.energy, int) and m.energy > 0):
            continue
        for d in m.power:
            if d == ANY_DOMAIN and out:
                out.remove(next((p for p in out if p != ANY_DOMAIN), ANY_DOMAIN))
            elif d in out:
                out.remove(d)
    return tuple(out)


def power_discount(power: tuple[str, ...], costs: tuple[AdditionalCost, ...], declared: tuple[bool, ...],
                   objs: tuple[tuple[int, int], ...]) -> tuple[str, ...]:
    """``power`` less one ``less_power`` pip for each object chosen for a declared "any
    number of ..." cost (356.4: "Reduce my cost by [Y] for each killed this way")."""
    out = list(power)
    for i, ac in enumerate(costs):
        if ac.less_power and i < len(declared) and declared[i]:
            for _ in range(sum(1 for k, o in objs if k == i and o >= 0)):
                if ac.less_power in out:
                    out.remove(ac.less_power)
    return tuple(out)
