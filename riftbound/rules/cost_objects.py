"""Non-standard additional costs of playing a card (356.2, 356.6, 357.2): "As an additional
cost to play me, kill a friendly unit", "you may discard 1 / spend a buff / spend 3 XP as an
additional cost", "return a friendly gear to its owner's hand"; and the costs of an activated
ability done to other objects, "Recycle 1 from your trash:" (403, 416), chosen and paid the
same way (``ActivatedAbility.object_costs``, :func:`item_costs`).

The objects such a cost is done to are chosen as the total cost is determined (357.2.a's
example: "They choose to kill a friendly unit during step 3"), one at a time (decision
``cost_object``, answered ``target OBJ``; a choice with as many options as it needs is made
automatically), kept in ``ChainItem.cost_objs`` as (cost index, object), and the cost is done
as it is paid, after the Energy and Power (357.2), even if a replacement effect replaces it
(357.2.a). A card whose mandatory cost can't be done can't be played (419.2.a); an optional one
is offered only when it can be (356.2.b.1). Cards with such costs carry ``CF_COST_OBJECTS``, so
games without them pay nothing."""

from __future__ import annotations

from riftbound.cards.model import KILLED_FOR_COST, AdditionalCost, Cost, TargetSpec
from riftbound.log import log, name
from riftbound.rules import battlefield_triggers, conditions, zones
from riftbound.rules import game_actions as act
from riftbound.rules.action_triggers import discarded, recycled_objects
from riftbound.rules.might import effective_might, is_mighty
from riftbound.rules.targeting import candidates, kill_keeps_target
from riftbound.state import HAND, LEGEND_ZONE, TRASH, ChainItem, State

DONE = -1  # in ChainItem.cost_objs: no more objects for an "any number of" cost
YOUR_UNIT = TargetSpec("unit", controller="you")  # "spend a buff": one of your units' (702.2.b.2)


def ability_costs(cost: Cost | None) -> tuple[AdditionalCost, ...]:
    """The part of a triggered ability's cost done to objects, as the additional costs of a
    card are ("you may discard 1 to ...", 357.2): chosen as its cost is determined (403),
    done as it is paid."""
    return (AdditionalCost(act="discard", n=cost.discard),) if cost is not None and cost.discard else ()


def options(g: State, player: int, ac: AdditionalCost, chosen: tuple[int, ...] = (), source: int = -1,
            item: ChainItem | None = None) -> list[int]:
    """The objects ``player`` may do ``ac`` to now, not chosen already: their own hand's cards
    to discard, a friendly unit with a buff to spend (702.2.b), or the friendly objects
    ``ac.what`` describes ("another": not ``source``, the ability's; "here": at its location;
    with ``not_target``, none that ``item`` targets: "a different unit")."""
    if ac.act == "discard":
        out = list(g.zone_of(player, HAND))
    elif ac.act == "recycle" and ac.what is None:  # "Recycle 1 from your trash": any card there (416)
        out = list(g.zone_of(player, TRASH))
    elif ac.act == "spend_buff":
        out = [ref[0] for ref in candidates(g, YOUR_UNIT, player, -1) if g.o_buff[ref[0]]]
    elif ac.what is not None and ac.what.kind == "legend":  # "exhaust your legend" (107.4)
        out = [o for o in g.zone_of(player, LEGEND_ZONE) if g.o_ctrl[o] == player and not g.o_exh[o]]
    else:
        assert ac.what is not None
        out = [ref[0] for ref in candidates(g, ac.what, player, -1, source=source)]  # "here" (359.3.f.1)
        if ac.act == "exhaust":
            out = [o for o in out if not g.o_exh[o]]
        if ac.mighty:
            out = [o for o in out if is_mighty(g, o)]  # 706
        if ac.what.other:
            out = [o for o in out if o != source]
        if ac.not_target and item is not None:
            targeted = {ref[0] for slot in item.targets for ref in slot}
            out = [o for o in out if o not in targeted]
        if item is not None and ac.act == "kill" and item.kind == "card" and ac.what == KILLED_FOR_COST:
            out = [o for o in out if kill_keeps_target(g, item, o)]  # "than the killed unit" (355.9.b)
    return [o for o in out if o not in chosen]


def doable(g: State, player: int, ac: AdditionalCost, source: int = -1) -> bool:
    """Could ``player`` pay the non-standard part of ``ac`` now (419.2.a)?"""
    if ac.xp > g.xp[player]:
        return False  # 730.2
    return not ac.act or len(options(g, player, ac, (), source)) >= ac.n


def all_doable(g: State, player: int, costs: tuple[AdditionalCost, ...], source: int = -1) -> bool:
    """Can the card's mandatory non-standard additional costs be paid now (356.2.a.1)?"""
    return all(ac.optional or doable(g, player, ac, source) for ac in costs)


def cheapening(g: State, player: int, costs: tuple[AdditionalCost, ...]) -> tuple[tuple[bool, ...],
                                                                                 tuple[tuple[int, int], ...]]:
    """The optional costs to declare for the lowest total cost, those that can be paid and
    make the card cheaper ("If you do, reduce my cost by [2]", "ignore this spell's cost",
    "any number of ... Reduce my cost by [Y] for each", "you may play me for [B]") while their
    condition holds, and the objects that would be chosen
    for the last kind: all there are."""
    declared = tuple(ac.optional and bool(ac.less or ac.ignore_cost or ac.less_power or ac.play_for)
                     and doable(g, player, ac)
                     and (ac.condition is None or conditions.holds(g, ac.condition, player, -1))  # 356.2.b.1
                     for ac in costs)
    objs = tuple((i, o) for i, ac in enumerate(costs) if ac.less_power and declared[i]
                 for o in options(g, player, ac))
    return declared, objs


def choose_next(g: State, item: ChainItem, costs: tuple[AdditionalCost, ...]) -> int:
    """Choose the objects of the item's costs to pay, automatically where there is no choice.
    Returns -1 when all are chosen, the index of the cost whose next object the player must
    choose, or -2 when a cost can't be paid (358.4)."""
    p = item.controller
    for i, ac in enumerate(costs):
        if not ac.act or (ac.optional and not (i < len(item.optional) and item.optional[i])):
            continue
        if ac.any_number:  # one at a time until the player is done or nothing is left (355.13)
            chosen = tuple(o for k, o in item.cost_objs if k == i)
            if DONE in chosen:
                continue
            if options(g, p, ac, chosen, item.obj, item):
                return i
            item.cost_objs = (*item.cost_objs, (i, DONE))
            continue
        while True:
            chosen = tuple(o for k, o in item.cost_objs if k == i)
            short = ac.n - len(chosen)
            if short <= 0:
                break
            opts = options(g, p, ac, chosen, item.obj, item)
            if len(opts) < short:
                return -2
            if len(opts) > short:
                return i
            item.cost_objs = (*item.cost_objs, *((i, o) for o in opts))
    return -1


def choose(g: State, item: ChainItem, index: int, obj: int) -> None:
    """``obj`` is chosen for cost ``index`` of the item, or, with :data:`DONE`, no more objects."""
    item.cost_objs = (*item.cost_objs, (index, obj))
    if g.log is not None and obj != DONE:  # a card of a hand stays hidden until it is discarded (128.4)
        what = "a card from their hand" if g.zone_kind[g.o_zone[obj]] == HAND else name(g, obj)
        log(g, "357.2", f"P{item.controller} chooses {what} for an additional cost of {name(g, item.obj)}")


def payable(g: State, item: ChainItem, costs: tuple[AdditionalCost, ...]) -> bool:
    """Are the chosen objects still what their costs need, and the XP there (357.2)?"""
    p = item.controller
    for i, ac in enumerate(costs):
        if not (not ac.optional or (i < len(item.optional) and item.optional[i])):
            continue
        if ac.xp > g.xp[p]:
            return False
        if ac.act:
            valid = options(g, p, ac, (), item.obj, item)
            if any(o not in valid for k, o in item.cost_objs if k == i and o != DONE):
                return False
    return True


def pay(g: State, item: ChainItem, costs: tuple[AdditionalCost, ...]) -> None:
    """Do the non-standard costs (357.2); a cost whose action a replacement effect replaces is
    still paid (357.2.a)."""
    p = item.controller
    discards: list[int] = []
    for i, ac in enumerate(costs):
        if not (not ac.optional or (i < len(item.optional) and item.optional[i])):
            continue
        if ac.xp:
            g.xp[p] -= ac.xp
            if g.log is not None:
                log(g, "730.2", f"P{p} spends {ac.xp} XP")
        objs = [o for k, o in item.cost_objs if k == i and o != DONE]
        if ac.act == "kill":
            act.kill(g, objs, by=p)  # 411.1: the player paying it
        elif ac.act == "exhaust":
            for o in objs:
                act.exhaust(g, o)
        elif ac.act == "spend_buff":
            for o in objs:
                act.spend_buff(g, o)
        elif ac.act == "return":
            for o in objs:
                origin = g.o_zone[o]
                zones.move(g, o, zones.owner_zone(g, o, HAND))
                if g.log is not None:
                    log(g, "110", f"{name(g, o)} returns to P{g.o_owner[o]}'s hand")
                if g.catalog[g.o_card[o]].type == "unit" and "token" not in g.catalog[g.o_card[o]].supertypes:
                    battlefield_triggers.returned_to_hand(g, origin, g.o_owner[o])  # "When a unit here ..."
        elif ac.act == "discard":
            for o in objs:
                zones.to_trash(g, o)
                if g.log is not None:
                    log(g, "422.1", f"P{p} discards {name(g, o)}")
            discards.extend(objs)
        elif ac.act == "recycle":  # 416: one recycle of all of them, to the bottom of their deck
            for o in objs:
                if zones.on_board(g, o):  # "the Might of the unit you recycled": as it last existed (359.3.e.13)
                    item.cost_might = effective_might(g, o)
                act.recycle(g, o, whole=False)
            if g.log is not None and objs:
                log(g, "416", f"P{p} recycles {', '.join(name(g, o) for o in objs)} to the bottom of their deck")
            recycled_objects(g, objs)
    if discards:
        discarded(g, p, discards)  # 422.1.b
