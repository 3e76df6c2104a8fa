"""Playing cards and activating abilities: the process of play (349-359, 398-406),
Add abilities resolving at once (400.2, 429.2), and Play Effects (383.4.a)."""

from __future__ import annotations

from riftbound.cards.derived import per_card
from riftbound.cards.info import (
    CF_BORROWS,
    CF_CHOSEN,
    CF_COST_OBJECTS,
    CF_DEFLECT,
    CF_EITHER_DISCOUNT,
    CF_ENTERS,
    CF_ENTERS_EXHAUSTED,
    CF_ET_ABILITY,
    CF_GRANTED_REPEAT,
    CF_HISTORY,
    CF_LENDS_HERE,
    CF_MODES,
    CF_RESTRICTION,
    CF_SELF_COST,
    CF_TRASH_GRANT,
    CF_TRASH_PLAY,
    DERIVE,
)
from riftbound.cards.instruction import Ctx, Effect
from riftbound.cards.model import (
    REACTION,
    SPELL,
    UNIT,
    ActivatedAbility,
    AdditionalCost,
    CardDef,
    CostModifier,
    EntersReady,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.keywords import ambush, deflect, dependent, hidden, level, repeat, weaponmaster
from riftbound.log import log, name
from riftbound.rules import (
    borrowed,
    buff_costs,
    card_modes,
    chosen_discounts,
    conditions,
    cost_objects,
    costs,
    effect_text,
    entering,
    gear_use,
    granted_accelerate,
    granted_repeat,
    groups,
    instruction_costs,
    lasting,
    modes_used,
    move_rules,
    movement,
    payment,
    play_destinations,
    restricted,
    restrictions,
    trash_play,
    triggers,
    turn_history,
    use_limits,
    watchers,
    zones,
)
from riftbound.rules import game_actions as act
from riftbound.rules.damage import split_specs
from riftbound.rules.game_actions import STAT_CARDS_PLAYED, STAT_CHAIN_ITEMS
from riftbound.rules.might import effective_might
from riftbound.rules.targeting import (
    anchors,
    candidates,
    has_enough,
    item_name,
    legal_now,
    other_than_ok,
    target_name,
)
from riftbound.rules.tasks import push_cleanup
from riftbound.rules.timing import NOTHING, ability_timing_ok, required_permission
from riftbound.state import (
    CHAMPION_ZONE,
    HAND,
    STAGE_CHECK,
    STAGE_CHOOSE,
    STAGE_COST,
    STAGE_FINAL,
    STAGE_PAY,
    ChainItem,
    State,
)


def new_uid(g: State) -> int:
    u = g.next_uid
    g.next_uid = u + 1
    return u


def _ability(g: State, item: ChainItem) -> ActivatedAbility | TriggeredAbility:
    ab = effect_text.item_ability(g, item)  # its card's, or an attached card's Effect Text (718.3)
    assert isinstance(ab, ActivatedAbility | TriggeredAbility), "a passive ability is never on the chain"
    return ab


def item_specs(g: State, item: ChainItem) -> tuple[TargetSpec, ...]:
    if (m := item_modal(g, item)):
        return card_modes.specs(m, item.modes)  # 355.3: the targets of the modes chosen
    if item.kind == "card":
        card = g.catalog[g.o_card[item.obj]]
        if item.optional and card.targets:
            n = repeat.times_paid(costs.item_costs(item, card), item.optional)
            if n:
                return repeat.targets(card, n)  # 820.2: choices for every execution
            if (alt := costs.paid_targets(card)) and costs.paid_declared(card, item.optional):
                return alt  # 356.2.b.1: "If you paid the additional cost, choose ... instead"
        specs = level.specs(g, item, card) if card.level else card.targets  # 727.1.b.2
        return split_specs(g, item.controller, item.obj, specs, card.effects)
    ab = _ability(g, item)
    return split_specs(g, item.controller, item.obj, ab.targets, ab.effects)  # 715.3


def _instructions(g: State, item: ChainItem) -> tuple[Effect, ...]:
    """The instructions written on the item's card or ability."""
    if item.kind == "card":
        return g.catalog[g.o_card[item.obj]].effects
    return _ability(g, item).effects


def item_modal(g: State, item: ChainItem) -> Effect | None:
    """The item's instruction listing modes (355.3), if it has one."""
    if not g.features & CF_MODES or item.obj < 0 or not g.cinfo[g.o_card[item.obj]].flags & CF_MODES:
        return None
    return card_modes.modal(_instructions(g, item))


def hidden_at(g: State, item: ChainItem) -> int:
    """The battlefield whose options the item's choices are restricted to, or -1 (811.1.d): a
    card played from hiding there, or a Play Effect of a permanent played from hiding there
    (811.1.d.2; its origin is that facedown zone, rules/triggers.py ``played_self``)."""
    if item.origin < 0 or (item.kind != "card" and g.zone_kind[item.origin] != zones.BF_FACEDOWN):
        return -1
    return hidden.hidden_battlefield(g, item.origin)


def mode_options(g: State, item: ChainItem) -> list[int]:
    """The modes its controller may choose next (355.3; decision ``mode``)."""
    m = item_modal(g, item)
    assert m is not None
    return card_modes.options(g, item, m, hidden_at(g, item))


def pick_mode(g: State, item: ChainItem, mode: int) -> None:
    """Its controller chooses ``mode`` (355.3)."""
    m = item_modal(g, item)
    assert m is not None
    card_modes.pick(g, item, m, mode, item.controller)


def executions(g: State, item: ChainItem) -> int:
    """How many times the item's instructions are executed: once, and once more for each
    Repeat paid (820.1.d, 820.3)."""
    if item.kind != "card" or not item.optional:
        return 1
    return 1 + repeat.times_paid(costs.item_costs(item, g.catalog[g.o_card[item.obj]]), item.optional)


def item_effects(g: State, item: ChainItem) -> tuple[Effect, ...]:
    """The item's instructions, after the choice of a subset for any group of targets that
    no longer fulfils its restrictions (355.11.b); of a spell or ability with modes, those of
    the modes chosen, for every execution (355.3, 820.2.a)."""
    if (m := item_modal(g, item)):
        return tuple(card_modes.effects(m, item.modes))
    if item.kind == "card":
        card = g.catalog[g.o_card[item.obj]]
        effects, specs = card.effects, card.targets
    else:
        ab = _ability(g, item)
        effects, specs = ab.effects, ab.targets
    if specs and any(s.is_group for s in specs):
        return groups.keepers(item_specs(g, item)) + effects
    return effects


def unit_locations(g: State, player: int, card: CardDef | None = None, need: int = 0) -> list[int]:
    """Where a unit may be played: its controller's base or a battlefield they control
    (355.2.a), but not into a staged or ongoing combat they are not part of (457.2). Ambush
    adds battlefields where they control units (822.1.b), and permissions other battlefields
    (355.2.b, rules/play_destinations.py); a unit played with the Reaction
    timing only Ambush gives it (``need`` above its own permission) must go there (822.1.b)."""
    locs = [zones.base_of(g, player)]
    for bf, ctrl in enumerate(g.bf_ctrl):
        if ctrl == player and not (g.combat == bf and player not in (g.attacker, g.defender)):
            locs.append(zones.bf_location(g, bf))
    if card is not None:  # 355.2.b: permissions to play units elsewhere
        locs += [z for z in play_destinations.locations(g, player, card) if z not in locs]
    if card is None or "ambush" not in card.keywords:
        return locs
    amb = ambush.locations(g, player)
    if need > g.cinfo[g.catalog.index(card)].permission:
        return amb
    return locs + [z for z in amb if z not in locs]


def play_locations(g: State, player: int, card: CardDef, need: int = 0) -> list[int]:
    """Where ``player`` may play the unit ``card`` (:func:`unit_locations`), less where a
    restriction forbids it: "Units can't be played here", "opponents can only play units to
    their base" (054.1, rules/restrictions.py)."""
    locs = unit_locations(g, player, card, need)
    return restrictions.play_locations(g, player, card, locs) if g.features & CF_RESTRICTION else locs


# Where an instruction playing a unit puts it (``ChainItem.grant[3]``, 419.3.b): -1 where units
# may be played (355.2.a); WHERE_BASE "to your base"; WHERE_BATTLEFIELD "to any battlefield";
# WHERE_CONTROLLED "to a battlefield you control"; a location's zone: that location too ("you may
# play it here").
WHERE_BASE = -2
WHERE_BATTLEFIELD = -3
WHERE_CONTROLLED = -4


def item_locations(g: State, item: ChainItem, card: CardDef) -> list[int]:
    """Where the unit of a Pending Item may be played: :func:`unit_locations`, or where the
    instruction playing it says (419.3.b): "to their base", "to any battlefield" or "to a
    battlefield you control" — never into a combat its player is not part of (457.2) —, or
    also "here"."""
    p = item.controller
    where = item.grant[3] if len(item.grant) > 3 else -1
    if where == WHERE_BASE:
        return [zones.base_of(g, p)]
    if where in (WHERE_BATTLEFIELD, WHERE_CONTROLLED):
        return [zones.bf_location(g, bf) for bf in range(len(g.bf_objs))
                if not (g.combat == bf and p not in (g.attacker, g.defender))
                and (where == WHERE_BATTLEFIELD or g.bf_ctrl[bf] == p)]
    locs = play_locations(g, p, card, item_need(g, item))
    if where >= 0 and where not in locs:
        locs.append(where)
    return locs


def item_need(g: State, item: ChainItem) -> int:
    """The timing permission the item needed when it was played (358.3): the card that
    closed the state needed the Open State's permission; a later one needed Reaction. A card
    played by an instruction needed none (419.3.b)."""
    if item.opened_by == "instruction":
        return 0
    if g.chain and g.chain[0] is item:
        return 1 if g.showdown >= 0 else 0
    return 2


# ---- what may be started ------------------------------------------------------------
def playable_cards(g: State, player: int, budget: payment.Budget,
                   enough: dict[int, bool]) -> list[int]:
    """Cards ``player`` may begin to play now (419.1.a: from hand or the champion zone),
    legally timed (358.3), with legal choices (355.8) and the resources to pay (419.2.a).
    ``enough`` memoizes whether target specs have legal choices, for this decision, by the
    identity of the catalog's spec tuple (hashing the specs themselves costs more)."""
    need = required_permission(g, player)
    if need == NOTHING:
        return []
    out: list[int] = []
    cat = g.catalog
    cards = g.o_card
    max_energy = budget.energy
    avail = budget.avail
    extra = budget.extra  # restricted resources (rules/restricted.py): what each card type may spend
    limits: dict[str, tuple[int, list[int]]] = {}
    board = costs.board_modifiers(g)
    by_type: dict[str, list[CostModifier]] = {}  # the modifiers depend on the card type only
    deflect = deflect_on_board(g)
    info = g.cinfo
    barred = restrictions.barred(g, player) if g.lasting else ()  # "can't play ... this turn" (390.4)
    gated = g.features & CF_RESTRICTION  # restrictions on where units may be played
    either = g.features & CF_EITHER_DISCOUNT  # "[1] or [A] less" (rules/chosen_discounts.py)
    for obj in hidden.playable_from_hiding(g, player):
        # 811.1.b, 811.6: Reaction, base cost ignored, choices at its battlefield
        card = cat[cards[obj]]
        bf = g.zone_bf[g.o_zone[obj]]
        if barred and not restrictions.may_play(g, player, card):
            continue  # 054.1: "can't play ... this turn"
        if gated and (restrictions.hidden_locked(g, player, bf) or (
                card.type == UNIT and not restrictions.play_locations(g, player, card, [zones.bf_location(g, bf)]))):
            continue  # 054.1: it can't be revealed there (421.4), or played there (811.1.d.1)
        energy, power = costs.total_cost(g, player, card, (), None, ignore_base=True, obj=obj)
        if budget.affords(energy, power, restricted.uses_for(g, card.type, "") if budget.extra else ()) and (
                not card.targets or has_enough(g, card.targets, player, -1, bf)):
            out.append(obj)
    # 419.1.a: from hand or the champion zone; from the trash by the card's own permission (rules/trash_play.py)
    sources = [*g.zone_of(player, HAND), *g.zone_of(player, CHAMPION_ZONE)]
    if g.features & (CF_TRASH_PLAY | CF_TRASH_GRANT):
        sources.extend(trash_play.candidates(g, player))
    for obj in sources:
        ci = cards[obj]
        card = cat[ci]
        ci_info = info[ci]
        if ci_info.permission < need and not (
                card.type == UNIT and "ambush" in card.keywords and ambush.locations(g, player)):
            continue
        if player == g.invited and card.type != "spell":
            continue  # an invited teammate plays spells and activates abilities (484.8.a)
        if barred and not restrictions.may_play(g, player, card):
            continue  # 054.1: "can't play ... this turn"
        if gated and card.type == UNIT and not play_locations(g, player, card, need):
            continue  # 054.1, 355.8: nowhere it may be played
        if board:
            mods = by_type.get(card.type)
            if mods is None:
                mods = by_type[card.type] = costs.modifiers(g, player, card, board)
        else:
            mods = []
        flags = ci_info.flags
        if mods or ci_info.extra_costs or flags & (CF_SELF_COST | CF_TRASH_PLAY | CF_TRASH_GRANT) or (
                either and card.type == SPELL):
            energy, power = costs.total_cost(g, player, card, (), mods, obj=obj)
        else:
            energy, power = ci_info.base_cost
        if extra:
            lim = limits.get(card.type)
            if lim is None:
                lim = limits[card.type] = budget.including(restricted.uses_for(g, card.type, ""))
            max_energy, avail = lim
        if flags & CF_COST_OBJECTS:
            if not cost_objects.all_doable(g, player, ci_info.extra_costs):
                continue  # 356.2.a.1, 419.2.a: "as an additional cost, kill a friendly unit" needs one
            if energy > max_energy or (power and payment.power_shortfall(avail, power)):
                # 419.2.a: paying an optional cost may make it cheaper ("If you do, reduce my cost by [2]")
                declared, objs = cost_objects.cheapening(g, player, ci_info.extra_costs)
                energy, power = costs.total_cost(g, player, card, declared, mods, obj=obj, cost_objs=objs)
        if energy > max_energy or (power and payment.power_shortfall(avail, power)):
            continue
        if flags & CF_MODES and (m := card_modes.modal(card.effects)) \
                and not card_modes.any_choosable(g, m, player):
            continue  # 355.8: no mode whose targets can be chosen
        specs = card.targets
        if specs:
            ok = enough.get(id(specs))
            if ok is None:
                ok = enough[id(specs)] = has_enough(g, specs, player, -1)
            if not ok and (alt := costs.paid_targets(card)) and any(
                    ac.optional and cost_objects.doable(g, player, ac) for ac in card.additional_costs):
                ok = has_enough(g, alt, player, -1)  # 419.2.a: choosable once the cost is declared
            if not ok or (deflect and not deflect_affordable(g, player, specs, energy, power, budget,
                                                             restricted.uses_for(g, card.type, ""))):
                continue
        out.append(obj)
    return out


def usable_abilities(g: State, player: int, budget: payment.Budget,
                     enough: dict[int, bool]) -> list[tuple[int, int]]:
    """Activated abilities of objects ``player`` controls that may be activated now."""
    out: list[tuple[int, int]] = []
    ctrl = g.o_ctrl
    info = g.cinfo
    cards = g.o_card
    attached = g.o_attached if g.equipped else None
    for z in g.own_zones[player]:
        for obj in g.zones[z]:
            if ctrl[obj] != player or (attached is not None and attached[obj] >= 0):
                continue  # 718.2, 721.2: an attached card's abilities can't be activated
            for i, ab, simple in info[cards[obj]].activated:
                if simple:
                    # an Add ability costing only its own exhaust/recycle, with Reaction
                    if not (ab.cost.exhaust_self and g.o_exh[obj]):
                        out.append((obj, i))
                elif ab_usable(g, player, obj, ab, budget, enough):
                    out.append((obj, i))
    if attached is not None and g.features & CF_ET_ABILITY:
        for obj, i, ab in effect_text.activatable(g, player):  # 718.3: the unit's own abilities
            if ab_usable(g, player, obj, ab, budget, enough):
                out.append((obj, i))
    if g.features & CF_BORROWS:
        for obj in borrowed.borrowers(g, player):  # 365.1: "I have all [E] abilities of ..."
            if attached is not None and attached[obj] >= 0:
                continue
            if g.o_exh[obj]:
                continue  # every one of them costs [E]
            for i, ab in borrowed.abilities(g, obj):
                if ab.dependent is not None and not dependent.active(g, ab.dependent, player, obj):
                    continue
                if (ab.adds and REACTION in ab.keywords and not ab.targets and not ab.cost.energy
                        and not ab.cost.power) or ab_usable(g, player, obj, ab, budget, enough):
                    out.append((obj, i))
    if g.features & CF_LENDS_HERE:
        for obj, i, ab in borrowed.lent_here(g, player):  # 365.1: 'Units here have "[E]: ..."'
            if (attached is None or attached[obj] < 0) and ab_usable(g, player, obj, ab, budget, enough):
                out.append((obj, i))
    return out


@per_card
def enters_ready(card: CardDef) -> tuple[EntersReady, ...]:
    """The card's "I enter ready" abilities (364.3.a)."""
    return tuple(ab for ab in card.abilities if isinstance(ab, EntersReady) and ab.who == "me")


@per_card
def activated_abilities(card: CardDef) -> tuple[tuple[int, ActivatedAbility, bool], ...]:
    """The card's activated abilities, each flagged "simple" when it is a Reaction Add
    ability whose only cost is exhausting or recycling itself."""
    return tuple((i, ab, ab.adds and REACTION in ab.keywords and not ab.targets
                  and not ab.cost.energy and not ab.cost.power and ab.dependent is None)
                 for i, ab in enumerate(card.abilities) if isinstance(ab, ActivatedAbility))


def _used_modes(g: State, obj: int, ab: ActivatedAbility, m: Effect) -> frozenset[int]:
    """The modes ``obj``'s ability ``ab`` may not choose again this turn (355.3)."""
    abilities = g.catalog[g.o_card[obj]].abilities
    if not m.modes_per_turn() or ab not in abilities:
        return frozenset()
    return modes_used.chosen(g, obj, abilities.index(ab))


def ability_energy(g: State, player: int, obj: int, ab: ActivatedAbility, chosen: int = -1) -> int:
    """An activated ability's Energy cost, with its own discount counted now ("This ability
    costs [1] less for each ...", 356.4, 403), never below zero (356.5); "reduced by the Might
    of the unit you choose": ``chosen``, that unit (none: no reduction)."""
    if ab.less_might_of is not None:
        return max(0, ab.cost.energy - (effective_might(g, chosen) if chosen >= 0 else 0))
    if ab.discount is None:
        return ab.cost.energy
    n = ab.discount.value(g, Ctx(player, obj, -1, []))
    return max(0, ab.cost.energy + (n or 0))


def ab_usable(g: State, player: int, obj: int, ab: ActivatedAbility, budget: payment.Budget,
              enough: dict[int, bool]) -> bool:
    c = ab.cost
    if c.exhaust_self and g.o_exh[obj]:
        return False
    if ab.dependent is not None and not dependent.active(g, ab.dependent, player, obj):
        return False  # 727.1.c.3, 721.2: an inactive ability can't be activated
    if ab.only_while is not None and not conditions.holds(g, ab.only_while, player, obj):
        return False  # 377.2.b: "Use this ability only while ..." must be true to activate it
    if ab.once_per_turn and use_limits.used(g, obj, ab):
        return False  # 377.2.b: "Use only once per turn"
    if c.xp > g.xp[player]:
        return False  # 730.2, 419.2.a: XP to spend
    if c.spend_buff and not g.o_buff[obj]:
        return False  # 702.2.b.1, 419.2.a: no buff to spend
    if not ability_timing_ok(g, player, ab):
        return False
    if g.features & CF_MODES and (m := card_modes.modal(ab.effects)) is not None and not card_modes.any_choosable(
            g, m, player, used=_used_modes(g, obj, ab, m)):
        return False  # 355.8: no mode it may choose
    if ab.object_costs and not cost_objects.all_doable(g, player, ab.object_costs, obj):
        return False  # 419.2.a: "Recycle 1 from your trash" with an empty trash
    uses = restricted.uses_for(g, "", g.catalog[g.o_card[obj]].type) if budget.extra else ()
    if c.energy or c.power:
        power = payment.resolve_own(g.catalog[g.o_card[obj]], c.power)
        energy = c.energy if ab.discount is None else ability_energy(g, player, obj, ab)
        if ab.less_might_of is not None:  # 419.2.a: with the mightiest unit it may choose
            energy = max(0, c.energy - max((effective_might(g, u) for u, _ in candidates(
                g, ab.targets[ab.less_might_of], player, -1)), default=0))
        if (c.exhaust_self or c.recycle_self) and obj in budget.objs:
            # paying with the object's own Add ability would spend the cost twice
            if not payment.can_afford(g, player, energy, power, budget.srcs, obj, uses):
                return False
        elif not budget.affords(energy, power, uses):
            return False
    specs = ab.targets
    if specs:
        ok = enough.get(id(specs))
        if any(spec.location == "here" or spec.named_tag or spec.other for spec in specs):
            ok = has_enough(g, specs, player, -1, source=obj)  # 359.3.f.1: at my location; the tag I named; another
        elif ok is None:
            ok = enough[id(specs)] = has_enough(g, specs, player, -1)
        if ok and deflect_on_board(g):
            power = payment.resolve_own(g.catalog[g.o_card[obj]], c.power)
            return deflect_affordable(g, player, specs, c.energy, power, budget, uses)
        return ok
    return True


# ---- starting ----------------------------------------------------------------------------
def start_play(g: State, player: int, obj: int) -> None:
    """Step 1 of playing a card (354): it leaves its zone for the Chain as a Pending Item,
    closing the state; a Cleanup follows (319.3)."""
    item = ChainItem(new_uid(g), "card", obj, player)
    item.origin = g.o_zone[obj]
    zones.move(g, obj, zones.chain_zone(g))
    _add_pending(g, item, "card", "354", "P{p} begins to play {o}")


def start_limited_play(g: State, player: int, obj: int, grant: tuple[int, ...], at: int = -1) -> None:
    """An instruction plays a card (419.3): a Limited Action (419.3.a) begun like any play,
    from whatever zone the card is in (354); the instruction's item finishes resolving
    before the rest of the process (354.3). It is not bound by timing (419.3.b, 358.3), and
    ``grant`` is how the instruction changes its cost: (ignore its Energy cost, ignore its
    Power cost, a discount of [N]) (356.1.b, 356.4; rules/costs.py), then optionally where
    a unit goes (:func:`item_locations`). ``at``: the one location the instruction plays a
    unit to ("They play that unit to that battlefield", 419.3.b), chosen for the player; a
    hidden spell still plays it where it was hidden (811.1.d.3)."""
    item = ChainItem(new_uid(g), "card", obj, player)
    item.origin = g.o_zone[obj]
    item.grant = grant
    item.data = at
    by = g.resolving
    hid = hidden.hidden_battlefield(g, by.origin) if by is not None and by.kind == "card" else -1
    if hid >= 0 and g.catalog[g.o_card[obj]].type == UNIT:
        item.data = zones.bf_location(g, hid)  # 811.1.d.3: a hidden spell plays a unit where it was hidden
    zones.move(g, obj, zones.chain_zone(g))
    _add_pending(g, item, "instruction", "419.3", "P{p} plays {o} as an instruction")


def _add_pending(g: State, item: ChainItem, how: str, rule: str, text: str) -> None:
    """Add a Pending Item to the Chain (329, 354, 401.1); the state closes, nobody has
    priority while it is finalized (337.1.a), and a Cleanup follows (319.3)."""
    item.opened_by = how
    item.src_inc = g.o_inc[item.obj] if item.obj >= 0 else -1  # which object "me" is (359.3.e.4)
    g.chain.append(item)
    g.priority = -1
    if g.log is not None:
        log(g, rule, text.format(p=item.controller, o=name(g, item.obj)))
    push_cleanup(g)


def start_activation(g: State, player: int, obj: int, ability: int) -> None:
    """Activate an ability (377.3, 401). An Add ability finalizes and resolves at once and
    priority does not move (400.2, 429.2-429.3)."""
    ab = effect_text.ability_of(g, obj, ability)
    assert isinstance(ab, ActivatedAbility)
    if ab.adds and not ab.object_costs:
        resolve_add(g, player, obj, ab)
        return
    # an Add ability with a cost done to other objects ("Kill a friendly unit or gear, [E]: Add ..."):
    # those objects are chosen as its cost is determined (403), as a Pending Item's, and it resolves
    # as it is finalized, priority staying where it is (429.2-429.2.a; opened "add")
    _add_pending(g, ChainItem(new_uid(g), "ability", obj, player, ability), "add" if ab.adds else "ability",
                 "401.1", "P{p} activates an ability of {o}")


def resolve_add(g: State, player: int, obj: int, ab: ActivatedAbility) -> None:
    """Pay an Add ability's costs and add its resources at once (429.2-429.3)."""
    if g.log is not None:  # before the game actions it performs, which log themselves
        log(g, "429.2", f"P{player} uses {name(g, obj)}: {ab.text()}")
    if ab.cost.exhaust_self:
        act.exhaust(g, obj)
    ctx = Ctx(player, obj, -1, [])
    if ab.cost.recycle_self:
        act.recycle(g, obj)
    if ab.cost.kill_self:
        act.kill(g, (obj,), by=player)  # 411.1: the player paying it
    for eff in ab.effects:
        eff.run(g, ctx)
    gear_use.used(g, player, obj)  # 400.2, 377.2.a: it was used
    push_cleanup(g)  # 319.6-319.7


def place_trigger(g: State, controller: int, obj: int, ability: int,
                  refs: tuple[tuple[tuple[int, int], ...], ...] = (), lki: tuple[int, ...] = (),
                  origin: int = -1) -> None:
    """A triggered ability is added to the Chain as a Pending Item (383.3, 401.1); ``refs``
    are the objects a delayed or reflexive ability refers to (388.1, 390.5); ``lki`` the
    note of a source that left the board as it triggered (808.1.d.3, rules/last_known.py);
    ``origin`` the location its source moved from, noted as it triggered (359.3.f.3)."""
    item = ChainItem(new_uid(g), "ability", obj, controller, ability)
    item.refs = refs
    item.lki = lki
    item.origin = origin
    _add_pending(g, item, "trigger", "383.3", "a triggered ability of {o} is added to the chain for P{p}")


# ---- the process of play, continued ----------------------------------------------------
def continue_item(g: State, item: ChainItem) -> None:
    """Carry a Pending Item through choices, cost, payment and the legality check
    (355-358, 402-405) until it is finalized (359, 406) or a player must decide."""
    p = item.controller
    card = g.catalog[g.o_card[item.obj]]
    if item.stage == STAGE_CHOOSE:
        if not _choose(g, item, card):
            return
        item.stage = STAGE_COST
    if item.stage == STAGE_COST:
        if object_costs := item_object_costs(g, item):
            index = cost_objects.choose_next(g, item, object_costs)  # 357.2.a, 403: chosen in step 3
            if index == -2:
                abandon(g, item, "358.4")
                return
            if index >= 0:
                g.pending = ("cost_object", p, item.uid, index)
                return
        if item.kind == "card" and g.features & CF_EITHER_DISCOUNT and not _discounts_chosen(g, item, card):
            return  # 356.4: "[1] or [A] less", the player's choice (decision discount)
        _determine_cost(g, item, card)
        if item not in g.chain:
            return  # it left the chain while its cost was determined
        item.stage = STAGE_PAY
    if item.stage == STAGE_PAY:
        if not _pay(g, item, card):
            return
        item.stage = STAGE_CHECK
    if item.stage == STAGE_CHECK:
        if item.kind == "card" and card.type == UNIT and hidden.hidden_battlefield(g, item.origin) < 0 \
                and item.data not in item_locations(g, item, card):
            abandon(g, item, "822.3")  # e.g. Ambush's units left the battlefield
            return
        if sum(map(len, legal_now(g, item_specs(g, item), item))) < sum(map(len, item.targets)):
            abandon(g, item, "358.4")
            return
        if not _moves_valid(g, item):
            abandon(g, item, "358.4")
            return
        item.stage = STAGE_FINAL
        finalize(g, item)


def _choose(g: State, item: ChainItem, card: CardDef) -> bool:
    """Step 2 (355, 402): a unit's location, then each target. Returns False while a
    decision is pending or the item had to leave the chain. A choice with exactly one
    legal option is made automatically."""
    p = item.controller
    hid = hidden_at(g, item)
    if hid >= 0 and item.kind == "card" and item.data < 0:
        item.data = zones.bf_location(g, hid)  # 811.1.d.1: played to that battlefield
    if item.kind == "card" and card.type == UNIT and item.data < 0:
        locs = item_locations(g, item, card)
        if not locs:
            abandon(g, item, "358.4")
            return False
        if len(locs) > 1:
            g.pending = ("location", p, item.uid)
            return False
        item.data = locs[0]
    if item.kind == "card" and not item.optional and g.features & CF_GRANTED_REPEAT:
        item.repeats = granted_repeat.granted(g, p, card)  # 820.1: had as its optional costs are declared
        item.accelerate = granted_accelerate.granted(g, p, card, item.obj)  # 805.2, likewise
    extra = costs.item_costs(item, card)
    if item.kind == "card" and len(item.optional) < len(extra):
        # 356.2.b.1: declare whether to pay each optional additional cost
        for i in range(len(item.optional), len(extra)):
            cond = extra[i].condition
            if not extra[i].optional or (cond is not None and not conditions.holds(g, cond, p, item.obj)):
                item.optional = (*item.optional, False)
                continue
            g.pending = ("extra_cost", p, item.uid, i)
            return False
    if (m := item_modal(g, item)):
        done = card_modes.choose(g, item, m, executions(g, item), hid)  # 355.3: modes before targets
        if done < 0:
            abandon(g, item, "402.3" if item.opened_by == "trigger" else "358.4")
        if done <= 0:
            return False
    specs = item_specs(g, item)
    while len(item.targets) < len(specs):
        spec = specs[len(item.targets)]
        chosen = item.partial
        cands = target_options(g, item, spec, hid)
        room = groups.at_most(spec) - len(chosen)
        short = groups.at_least(spec) - len(chosen)  # 355.13: none for "up to", "any number"
        if room == 0 or (short <= 0 and not cands):
            item.targets = (*item.targets, chosen)
            item.partial = ()
            continue
        if len(cands) < short:
            abandon(g, item, "402.3" if item.opened_by == "trigger" else "358.4")
            return False
        if len(cands) == short and (not spec.is_group or groups.fits(
                g, spec, [r[0] for r in (*chosen, *cands)])):
            if g.log is not None:
                for ref in cands:
                    log_target(g, item, ref, -1)
            item.targets = (*item.targets, chosen + tuple(cands))
            item.partial = ()
            continue
        g.pending = ("target", p, item.uid, len(item.targets))
        return False
    return True


def choose_target(g: State, item: ChainItem, ref: tuple[int, int]) -> None:
    """The item's controller chooses ``ref`` as the next target of the slot being filled (355.7)."""
    item.partial = (*item.partial, ref)
    if g.log is not None:
        log_target(g, item, ref, item.controller)


def log_target(g: State, item: ChainItem, ref: tuple[int, int], chooser: int) -> None:
    """Log a target chosen for ``item`` and who chose it (355.7): a player, or -1 for the
    engine making a forced choice, the only legal one (docs/rulings.md)."""
    t, of = target_name(g, ref), item_name(g, item)
    log(g, "355.7", f"P{chooser} chooses {t} as a target of {of}" if chooser >= 0
        else f"{t} is chosen automatically as a target of {of}: the only legal choice")


def target_options(g: State, item: ChainItem, spec: TargetSpec, at_bf: int = -1) -> list[tuple[int, int]]:
    """What may be chosen next for ``spec`` (355.9): valid, not chosen yet, affordable with
    Deflect (809.1.c), and keeping a group's restrictions reachable (355.11.a, 355.16)."""
    chosen = item.partial
    cands = [c for c in candidates(g, spec, item.controller, item.uid, at_bf)
             if c not in chosen and target_affordable(g, item, c)]
    slot = len(item.targets)
    if spec.other_than_it and item.refs:  # "another": not the unit the ability calls "it"
        cands = [c for c in cands if c[0] not in {r[0] for r in item.refs[0]}]
    if spec.among_it:  # "of them": one of those the ability refers to, still the same objects (388.1, 359.3.e.4)
        them = set(item.refs[0]) if item.refs else set()
        cands = [c for c in cands if (c[0], g.o_inc[c[0]]) in them]
    if item.kind == "ability" and (ab := _ability(g, item)) and isinstance(ab, ActivatedAbility) \
            and ab.less_might_of == slot:  # 355.16, 357.3: a unit whose Might leaves the cost payable
        power = payment.resolve_own(g.catalog[g.o_card[item.obj]], ab.cost.power)
        cands = [c for c in cands if payment.can_afford(
            g, item.controller, ability_energy(g, item.controller, item.obj, ab, c[0]), costs.ordered(power), None,
            item.obj if ab.cost.exhaust_self else -1, item_uses(g, item))]
    specs = item_specs(g, item)
    if spec.other_than is not None or any(s.other_than == slot for s in specs[slot + 1:]):
        earlier = [r[0] for r in item.targets[spec.other_than]] if spec.other_than is not None else []
        cands = [c for c in cands if other_than_ok(g, specs, slot, earlier, c[0], item.controller, item.uid)]
    if spec.is_group and cands:
        ok = groups.allowed(g, spec, [r[0] for r in chosen], [c[0] for c in cands])
        cands = [c for c in cands if c[0] in ok]
    if cands and any(slot in (s.at, s.chooses_only, s.same_controller_as) for s in specs):
        cands = anchors(g, specs, slot, item.controller, cands)  # 355.16: "at its location" can follow
    for units, to in _moves(g, item):
        if slot == to:  # 355.4: a destination valid for the units chosen, or that can be chosen (355.16)
            cands = [c for c in cands if _fits(g, item, units, c[0], False)]
        elif slot == units:  # units that can go to the destination chosen, or to one that can be
            cands = [c for c in cands if _fits(g, item, to, c[0], True)]
    if slot in _base_moves(g, item):  # 355.4.a: a unit already in its base can't be moved there
        cands = [c for c in cands if g.o_zone[c[0]] != zones.base_of(g, g.o_ctrl[c[0]])
                 and move_rules.may_go_to_base(g, c[0])]  # nor one that can't move to base
    return cands


def _fits(g: State, item: ChainItem, other: int, obj: int, is_unit: bool) -> bool:
    """Does ``obj`` (a unit to move, or a battlefield to move to) fit a move's other slot
    ``other`` (355.4)? Every object chosen there must fit it; not chosen yet, enough of that
    slot's candidates must, for it to be filled (355.16)."""
    def ok(o: int) -> bool:
        unit, bf = (obj, o) if is_unit else (o, obj)
        return movement.destination_ok(g, [unit], g.bf_objs.index(bf))

    if other < len(item.targets):
        return all(ok(r[0]) for r in item.targets[other])
    spec = item_specs(g, item)[other]
    need = 0 if spec.up_to or spec.any_number else spec.count
    found = 0
    for ref in candidates(g, spec, item.controller, item.uid):
        if found >= need:
            break
        found += ok(ref[0])
    return found >= need


def _moves(g: State, item: ChainItem) -> list[tuple[int, int]]:
    """The (units slot, destination slot) of each move the item's instructions perform with
    chosen destinations (355.4)."""
    return [m for e in item_effects(g, item) if (m := e.moves()) is not None]


def _base_moves(g: State, item: ChainItem) -> set[int]:
    """The slots of units the item's instructions move to their base (effects/move.py)."""
    return {e.to_base_slot() for e in item_effects(g, item)} - {-1}


def _moves_valid(g: State, item: ChainItem) -> bool:
    """358.1-358.2: each chosen destination is still valid for the units chosen to move
    there (355.4, 442.2.a, 457.1, 457.3)."""
    for units, to in _moves(g, item):
        moved = [r[0] for r in item.targets[units]]
        if not all(movement.destination_ok(g, moved, g.bf_objs.index(r[0])) for r in item.targets[to]):
            return False
    return True


def discount_options(g: State, item: ChainItem) -> tuple[bool, ...]:
    """The options of the card ``item`` plays' next "[1] or [A] less" choice (356.4; False: the
    [1], True: the Power pip; rules/costs.py ``either_options``)."""
    return costs.either_options(g, item.controller, g.catalog[g.o_card[item.obj]], item.discounts, item.optional,
                                hidden.hidden_battlefield(g, item.origin) >= 0, item.obj, item.grant,
                                item.cost_objs, item.repeats, item.accelerate)


def _discounts_chosen(g: State, item: ChainItem, card: CardDef) -> bool:
    """Step 3's "[1] or [A] less" choices (356.4), in the order the discounts apply: each with
    two options is asked (decision ``discount``, answered ``mode 0`` for the [1], ``mode 1``
    for the Power pip); one with a single option that leaves the cost payable is made for the
    player (355.16, 357.3). False while a decision is pending."""
    while opts := discount_options(g, item):
        if len(opts) > 1:
            g.pending = ("discount", item.controller, item.uid)
            return False
        item.discounts = (*item.discounts, opts[0])
    return True


def _determine_cost(g: State, item: ChainItem, card: CardDef) -> None:
    """Step 3 (356, 403): the total cost (see :mod:`riftbound.rules.costs`), with Deflect's
    mandatory additional cost for the permanents it chose (809.1.d, 356.2.a.2)."""
    if item.kind == "card":
        item.cost_energy, item.cost_power = costs.total_cost(
            g, item.controller, card, item.optional, None,
            ignore_base=hidden.hidden_battlefield(g, item.origin) >= 0, obj=item.obj,  # 811.1.b
            grant=item.grant, cost_objs=item.cost_objs, repeats=item.repeats,  # 419.3.b, 820.1
            picks=item.discounts, accel=item.accelerate)  # 805.2  # 356.4: the player's "[1] or [A]" choices
    else:
        ab = effect_text.item_ability(g, item)
        if isinstance(ab, ActivatedAbility):
            chosen = item.targets[ab.less_might_of] if ab.less_might_of is not None else ()
            item.cost_energy = ability_energy(g, item.controller, item.obj, ab, chosen[0][0] if chosen else -1)
            item.cost_power = costs.ordered(payment.resolve_own(card, ab.cost.power))
        elif isinstance(ab, TriggeredAbility) and ab.keyword == "weaponmaster":
            # 821.1.c, 403.1.b.1: the chosen Equipment's Equip cost, reduced by [A]
            gear = [r[0] for slot in item.targets for r in slot]
            unit = item.obj if zones.on_board(g, item.obj) else -1
            cost = weaponmaster.equip_cost(g.catalog[g.o_card[gear[0]]],
                                           effective_might(g, unit) if unit >= 0 else 0) if gear else None
            if gear and cost is None:
                abandon(g, item, "821.1.c.4")
                return
            item.cost_energy = cost.energy if cost else 0
            item.cost_power = costs.ordered(payment.resolve_own(g.catalog[g.o_card[gear[0]]], cost.power)) \
                if cost and gear else ()
        elif isinstance(ab, TriggeredAbility) and ab.cost is not None:
            # 383.3.b, 403.1.b.1: a cost within instructions is the triggered ability's base cost
            item.cost_energy = ab.cost.energy
            item.cost_power = costs.ordered(payment.resolve_own(card, ab.cost.power))
        else:
            item.cost_energy, item.cost_power = 0, ()
    extra = deflect.extra_power(g, item.controller, tuple(r for slot in item.targets for r in slot))
    if extra:
        item.cost_power = costs.ordered(item.cost_power + extra)


def deflect_affordable(g: State, player: int, specs: tuple[TargetSpec, ...], energy: int,
                       power: tuple[str, ...], budget: payment.Budget, uses: tuple[str, ...] = ()) -> bool:
    """Can the card or ability still be paid for once it chooses the cheapest legal targets,
    counting Deflect's extra power (809.1.c, 419.2.a, 355.8)?"""
    extra = 0
    for spec in specs:
        if spec.up_to or spec.any_number:
            continue
        costs_each = sorted(len(deflect.extra_power(g, player, (c,))) for c in candidates(g, spec, player, -1))
        extra += sum(costs_each[:spec.count])
    return not extra or budget.affords(energy, costs.ordered(power + ("any",) * extra), uses)


def deflect_on_board(g: State) -> bool:
    """Can a permanent on the board have Deflect now (a fast check before pricing targets): one
    whose card has it or gives it, or an instruction's effect giving it (``g.cfx``, a delayed
    passive ability)?"""
    info = g.cinfo
    cards = g.o_card
    return any(info[cards[o]].flags & CF_DEFLECT for o in g.indexed) \
        or any(e[3] == "keyword" and str(e[4]).startswith(deflect.KEYWORD) for e in g.cfx) \
        or any(e[4] == "keyword" and str(e[5]).startswith(deflect.KEYWORD) for e in g.lasting)


def target_affordable(g: State, item: ChainItem, ref: tuple[int, int]) -> bool:
    """Choosing a permanent with Deflect raises the cost (809.1.c), and a discount may depend
    on the targets (356.4.a: "Your spells that choose me cost [1] or [A] less", counted while
    slots are open if a target earning it can still be chosen, rules/chosen_discounts.py); a
    choice that would leave the cost unpayable can't be made (355.16, 357.3)."""
    if ref[1] < 0:
        return True  # a chain item or a player (rules/targeting.py) has no Deflect nor discount
    reads = item.kind == "card" and bool(g.features & CF_EITHER_DISCOUNT or g.cinfo[g.o_card[item.obj]].flags
                                         & CF_SELF_COST) and chosen_discounts.reads_targets(
                                             g, item.controller, g.catalog[g.o_card[item.obj]])
    if not g.features & CF_DEFLECT and not reads:
        return True
    card = g.catalog[g.o_card[item.obj]]
    # its current keywords: printed, or given by a passive ability or an instruction (809, 472.2)
    chosen = (*[r for slot in item.targets for r in slot], *item.partial, ref)
    extra = deflect.extra_power(g, item.controller, (ref,)) if g.features & CF_DEFLECT else ()
    if not extra and not reads:
        return True
    if item.kind == "card":
        energy, power = costs.total_cost(g, item.controller, card, item.optional, obj=item.obj, grant=item.grant,
                                         cost_objs=item.cost_objs, repeats=item.repeats,
                                         adding=ref[0] if reads else -1, accel=item.accelerate)
        exclude = -1
    else:
        ab = _ability(g, item)
        cost = ab.cost
        energy = (ability_energy(g, item.controller, item.obj, ab) if isinstance(ab, ActivatedAbility)
                  else cost.energy if cost else 0)
        power = payment.resolve_own(card, cost.power) if cost else ()
        exclude = item.obj if cost and (cost.exhaust_self or cost.recycle_self) else -1
    if g.features & CF_DEFLECT:
        power = costs.ordered(power + deflect.extra_power(g, item.controller, chosen))
    return payment.can_afford(g, item.controller, energy, power, None, exclude, item_uses(g, item))


def _pay(g: State, item: ChainItem, card: CardDef) -> bool:
    """Step 4 (357, 404): the player adds resources with Add abilities until the pool
    covers the cost (357.1.a), then pays; then non-standard costs (357.2)."""
    p = item.controller
    trig = _ability(g, item) if item.kind == "ability" else None
    if isinstance(trig, TriggeredAbility) and trig.cost is not None and not _trigger_cost_agreed(g, item, trig):
        return False
    if isinstance(trig, TriggeredAbility) and trig.cost is not None and trig.cost.spend_a_buff \
            and buff_costs.chosen(item) < 0:
        units = buff_costs.options(g, p)  # 702.2.b.2: which unit's buff to spend
        if not units:
            abandon(g, item, "383.3.b.1")
            return False
        if len(units) > 1:
            g.pending = ("cost_object", p, item.uid, buff_costs.SLOT)
            return False
        cost_objects.choose(g, item, buff_costs.SLOT, units[0])
    uses = item_uses(g, item)
    if not payment.pool_covers(g, p, item.cost_energy, item.cost_power, uses):
        self_cost = item.obj if item.kind == "ability" else -1
        if not payment.useful_sources(g, p, item.cost_energy, item.cost_power, self_cost, uses):
            abandon(g, item, "358.4")
            return False
        g.pending = ("pay", p, item.uid)
        return False
    if g.pool_limited and uses:
        restricted.lend(g, p, item.uid, uses)  # 357.1: the restricted resources it may spend
    if item.cost_energy:
        payment.spend_energy(g, p, item.cost_energy)
        item.paid = (item.paid[0] + item.cost_energy, item.paid[1])
        item.cost_energy = 0
    while item.cost_power:
        opts = payment.power_options(g, p, item.cost_power[0])
        if len(opts) > 1:
            g.pending = ("power", p, item.uid)
            return False
        payment.spend_power(g, p, opts[0])
        item.paid = (item.paid[0], (*item.paid[1], opts[0]))
        item.cost_power = item.cost_power[1:]
    extra = item_object_costs(g, item)
    if extra and not cost_objects.payable(g, item, extra):
        abandon(g, item, "358.4")  # e.g. the unit chosen to kill left the board while paying
        return False
    ab = effect_text.item_ability(g, item) if item.kind == "ability" else None
    if isinstance(ab, ActivatedAbility):
        # 357.2: the non-standard costs are paid in any order; the source's own first, so that "Kill a
        # friendly unit or gear, [E]" may kill the source it has exhausted (docs/rulings.md)
        if ab.cost.spend_buff and not act.spend_buff(g, item.obj):
            abandon(g, item, "702.2.b.1")  # 358.4: the buff is gone, the cost can't be paid
            return False
        if ab.cost.exhaust_self:
            act.exhaust(g, item.obj)
        if ab.cost.recycle_self:
            act.recycle(g, item.obj)
        if ab.cost.kill_self:
            act.kill(g, (item.obj,), by=p)  # 411.1: the player paying it
        if ab.cost.xp:
            spend_xp(g, p, ab.cost.xp)
    if extra:
        cost_objects.pay(g, item, extra)  # 357.2
    if isinstance(ab, TriggeredAbility) and ab.cost is not None:
        if not instruction_costs.extras_payable(g, p, item.obj, ab.cost) or (
                ab.cost.spend_a_buff and buff_costs.chosen(item) not in buff_costs.options(g, p)):
            abandon(g, item, "383.3.b.1")  # e.g. the source was exhausted while paying
            return False
        instruction_costs.pay_extras(g, p, item.obj, ab.cost, buff_costs.chosen(item))  # 742.1.b
    if g.pool_limited:
        restricted.paid(g, item.uid)
    return True


def object_costs_doable(g: State, player: int, source: int, object_costs: tuple[AdditionalCost, ...]) -> bool:
    """Can ``player`` do an ability's costs done to other objects now (419.2.a, 383.3.b.1)?"""
    return cost_objects.all_doable(g, player, object_costs, source)


def item_object_costs(g: State, item: ChainItem) -> tuple[AdditionalCost, ...]:
    """The costs of ``item`` done to other objects, chosen as its cost is determined (356.6,
    357.2.a, 403): a card's non-standard additional costs, an activated or triggered
    ability's ``object_costs``, and a triggered ability's "discard 1 to"; none for other items,
    nor for a card an instruction plays ignoring any and all costs (costs.ALL_COSTS)."""
    if item.kind == "card":
        if g.cinfo[g.o_card[item.obj]].flags & CF_COST_OBJECTS and not costs.ignores_all(item.grant):
            return costs.additional_costs(g.catalog[g.o_card[item.obj]])
        return ()
    ab = effect_text.item_ability(g, item)
    if isinstance(ab, TriggeredAbility):
        return ab.object_costs + cost_objects.ability_costs(ab.cost)
    return ab.object_costs if isinstance(ab, ActivatedAbility) else ()


def item_uses(g: State, item: ChainItem) -> tuple[str, ...]:
    """What the restricted resources that may pay for ``item`` are for (rules/restricted.py):
    a card's type, or the type of an activated ability's source ("use gear abilities")."""
    card = g.catalog[g.o_card[item.obj]]
    if item.kind == "card":
        return restricted.uses_for(g, card.type, "")
    activated = isinstance(effect_text.item_ability(g, item), ActivatedAbility)
    return restricted.uses_for(g, "", card.type if activated else "")


def _trigger_cost_agreed(g: State, item: ChainItem, ab: TriggeredAbility) -> bool:
    """Before a triggered ability's cost within instructions is paid (404): one that can't be
    paid leaves the chain, never a Chain Item (383.3.b.1, 742.1.b); otherwise its controller
    may decline to pay (404.2; decision ``trigger_cost``) — for a "you may" ability, choosing
    to put it on the chain was that choice (383.3.a). ``item.optional`` notes the payment
    agreed to."""
    assert ab.cost is not None
    if item.optional:
        return True
    p = item.controller
    if not instruction_costs.extras_payable(g, p, item.obj, ab.cost) or not payment.can_afford(
            g, p, item.cost_energy, item.cost_power, None, item.obj, item_uses(g, item)):
        abandon(g, item, "383.3.b.1")
        return False
    if not ab.optional:
        g.pending = ("trigger_cost", p, item.uid)
        return False
    item.optional = (True,)
    return True


def spend_xp(g: State, player: int, amount: int) -> None:
    """Spend XP as a cost (730.2); an ability behind [Level] that this leaves inactive is
    still played on (727.1.c.3.a)."""
    g.xp[player] -= amount
    if g.log is not None:
        log(g, "730.2", f"P{player} spends {amount} XP")


def finalize(g: State, item: ChainItem) -> None:
    """Step 6 (359, 406). A permanent leaves the chain and enters the board at once
    (337.1.c, 359.2): a unit exhausted at its chosen location (143.4, 359.2.c), gear ready
    at its controller's base (149.1, 359.2.d); its Play Effects trigger (383.4.a.2), and so
    do the play watchers, its play being complete (337.1.c, 419.4.a). A spell or ability
    stays as a Finalized Chain Item (359.3, 406.2): a spell's play watchers wait for it to
    resolve (rules/chain.py). A triggered ability that Adds resolves at once, before any
    other Pending Item is finalized and without priority passing (429.2-429.2.a)."""
    p = item.controller
    obj = item.obj
    card = g.catalog[g.o_card[obj]]
    g.stats[STAT_CHAIN_ITEMS] += 1
    next_ready = False
    if g.features & CF_HISTORY and item.paid[1]:
        turn_history.spent_power(g, p, len(item.paid[1]))  # "If you've spent at least [A][A] this turn"
    if item.kind == "card":
        g.played_cards.append((p, g.o_card[obj], obj))  # 812.1.c, 419.4: the card as it was played
        if card.type == SPELL and item.paid[0]:
            turn_history.spent_on_spell(g, p, item.paid[0])  # "If you've spent [4] or more to play a spell"
        if g.lasting:  # 391: "the next spell you play this turn costs [2] less" is used
            next_ready = lasting.card_played(g, p, card, obj)  # ... or "the next unit ... enters ready"
        g.stats[STAT_CARDS_PLAYED] += 1
    if item.kind == "card" and card.is_permanent:
        g.chain.remove(item)
        hid = hidden.hidden_battlefield(g, item.origin)
        dest = item.data if card.type == UNIT or hid >= 0 else zones.base_of(g, p)  # 811.1.d.1.a
        zones.move(g, obj, dest)
        g.o_ctrl[obj] = p
        if card.type == UNIT:
            play_destinations.arrive(g, p, dest)  # 187.3.a.1
        ready = next_ready or any(paid and ac.enters_ready  # Accelerate, printed or given (805.1.a)
                    for paid, ac in zip(item.optional, costs.item_costs(item, card), strict=False)) \
            or (bool(g.lasting) and lasting.enters_ready(g, p, card)) \
            or any(ab.condition is None or conditions.holds(g, ab.condition, p, obj)
                   for ab in enters_ready(card)) \
            or (bool(g.features & CF_ENTERS) and entering.others_make_ready(g, p, obj, card))  # 365.1
        g.o_exh[obj] = 1 if (card.type == UNIT and not ready) or (  # 143.4, 805.6
            g.features & CF_ENTERS_EXHAUSTED and entering.enters_exhausted(g, g.o_card[obj])) else 0
        if g.log is not None:
            log(g, "359.2", f"P{p} plays {name(g, obj)} to {zones.location_name(g, dest)}")
        if item.optional:  # 359.2.b: "if you do" instructions of a permanent's paid costs
            if any(paid and ac.optional  # "if you paid the additional cost" (356.2.b.1); Accelerate's apart
                   for paid, ac in zip(item.optional, card.additional_costs, strict=False)):
                turn_history.paid_additional(g, obj)
            ctx = Ctx(p, obj, item.uid, [])
            ctx.state = g  # "all ..." instructions find their objects as they execute (effects/every.py)
            for paid, ac in zip(item.optional, costs.additional_costs(card), strict=False):
                if ac.optional:
                    for eff in ac.effects if paid else ac.otherwise:  # "If you do, ..." / "Otherwise, ..."
                        eff.run(g, ctx)
        if item.modes and (m := card_modes.modal(card.effects)) is not None:
            ctx = Ctx(p, obj, item.uid, [])  # "As you play me, choose ...": the choice made as it was played
            ctx.me = (obj,)  # is done as it enters (359.2); "me" is the permanent
            for eff in card_modes.effects(m, item.modes):
                eff.run(g, ctx)
        triggers.played_self(g, obj, item.origin if hid >= 0 else -1)  # 383.4.a.2; 811.1.d.2
        if not g.chain and g.showdown >= 0:
            g.tasks.append(("pass_focus", g.combat))  # 337.1.c.1.a
    else:
        if g.log is not None:
            log(g, "359.3", f"{_item_name(g, item)} is finalized on the chain")
        if item.opened_by in ("ability", "add"):
            use_limits.note(g, item)  # "Use only once per turn" (377.2.b)
        if g.features & CF_CHOSEN and item.targets:
            effect_text.chosen(g, item)  # 383.4.b.2: Targeting Effects, after it is finalized
        if g.features & CF_HISTORY and item.targets:
            turn_history.chose_enemies(g, item)  # "if you've chosen enemy units and/or gear twice this turn"
        if item.opened_by == "add" or (item.opened_by == "trigger" and any(e.adds for e in item_effects(g, item))):
            g.tasks.append(("resolve", item.uid))  # 429.2-429.2.a: at once, after this cleanup
    if item.kind == "card" and card.is_permanent:  # its play is complete (337.1.c, 419.4.a)
        watchers.card_played(g, p, obj, item.origin)  # 383.4.a.4: "when you play a unit", ...
    g.priority = -1
    push_cleanup(g)


def pay_with(g: State, item: ChainItem, obj: int, ability: int) -> None:
    """Use an Add ability while paying for ``item`` (357.1.a), remembering what it changed
    so that 358.4 can undo it: the object's zone, position, state and identity, and what it
    added to the pool."""
    p = item.controller
    zone = g.o_zone[obj]
    before = (obj, zone, g.zones[zone].index(obj), g.o_exh[obj], g.o_inc[obj], g.o_ctrl[obj],
              g.pool_energy[p], tuple(payment.pool_of(g, p)))
    start = len(g.pool_limited)
    start_activation(g, p, obj, ability)
    if len(g.pool_limited) > start:
        restricted.tag(g, start, item.uid)  # restricted resources added while paying, undone with it
    item.adds_used = (*item.adds_used, before)


def _undo_adds(g: State, item: ChainItem) -> None:
    """358.4: put back the objects used to pay and take back what they added to the pool."""
    p = item.controller
    for obj, zone, index, exh, inc, ctrl, energy, pool in reversed(item.adds_used):
        added_e = g.pool_energy[p] - energy
        now = payment.pool_of(g, p)
        g.pool_energy[p] -= added_e
        for i in range(len(pool)):
            g.pool_power[p * len(pool) + i] -= now[i] - pool[i]
        if g.o_zone[obj] != zone:
            g.zones[g.o_zone[obj]].remove(obj)
            g.zones[zone].insert(index, obj)
            g.o_zone[obj] = zone
        g.o_exh[obj] = exh
        g.o_inc[obj] = inc
        g.o_ctrl[obj] = ctrl
    item.adds_used = ()


def abandon(g: State, item: ChainItem, rule: str) -> None:
    """Undo a play that can't be finished (358.4): the card goes back where it came from,
    what was paid returns and the Add abilities used to pay are undone; a triggered ability
    is removed instead, not countered (402.3, 404.2)."""
    if item.paid != (0, ()):
        act.add(g, item.controller, item.paid[0], item.paid[1], "358.4")  # what the pool paid returns
        item.paid = (0, ())
    if g.pool_limited:
        restricted.settle(g, item.uid)  # the restricted resources lent to it leave the pool again
    if item.adds_used:
        _undo_adds(g, item)
        if g.pool_limited:
            restricted.undo_added(g, item.uid)
    remove(g, item, rule)


def remove(g: State, item: ChainItem, rule: str) -> None:
    """The item leaves the chain without being played (358.4: undone, the card goes back
    where it came from and what was paid returns to the pool; 402.3 / 404.2: a triggered
    ability is removed, not countered). The player who was playing it keeps priority; after
    a card an instruction played, the newest item's controller gets it (340.4)."""
    g.chain.remove(item)
    if item.kind == "card":
        zones.move(g, item.obj, item.origin)
        if g.zone_kind[item.origin] == zones.BF_FACEDOWN:
            g.o_hidden[item.obj] = g.turn_number - 1  # back, still playable from hiding
    if g.log is not None:
        log(g, rule, f"{_item_name(g, item)} leaves the chain without being played")
    g.priority = item.controller if g.chain and item.opened_by not in ("trigger", "instruction") else -1
    push_cleanup(g)


def _item_name(g: State, item: ChainItem) -> str:
    if item.kind == "card":
        return name(g, item.obj)
    return f"ability of {name(g, item.obj)}"


def resolution_targets(g: State, item: ChainItem) -> list[list[int] | None]:
    """The targets that are still legal as the item resolves (359.3.e)."""
    out: list[list[int] | None] = [*legal_now(g, item_specs(g, item), item)]
    return out

# cards/info.py computes this per catalog entry
DERIVE.activated = activated_abilities
