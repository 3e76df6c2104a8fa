"""Targets: what can be chosen, and whether a choice is still legal (355.6-355.17, 359.3.e).

A chosen board object is remembered as ``(object id, incarnation)``: an object that left
the board and came back is a new object and no longer a legal target (359.3.e.4). A chosen
chain item is remembered as ``(uid, -1)``.
"""

from __future__ import annotations

from riftbound.cards.model import TOKEN, CardDef, TargetSpec
from riftbound.log import name
from riftbound.rules import zones
from riftbound.rules.attachment import attached_to
from riftbound.rules.groups import enough
from riftbound.rules.layers import tags_of
from riftbound.rules.might import might
from riftbound.rules.players import is_friendly
from riftbound.state import ATTACKER, DEFENDER, STAGE_FINAL, TRASH, ChainItem, State

CHAIN_KINDS = ("spell", "ability", "chain_item")


def item_name(g: State, item: ChainItem) -> str:
    """How the log names a chain item: its card, or "ability of" its source."""
    return name(g, item.obj) if item.kind == "card" else f"ability of {name(g, item.obj)}"


def target_name(g: State, ref: tuple[int, int]) -> str:
    """How the log names a chosen target: an object by name, a chain item by its source."""
    if ref[1] >= 0:
        return name(g, ref[0])
    it = next((it for it in g.chain if it.uid == ref[0]), None)
    return f"{item_name(g, it)} on the chain" if it is not None else f"chain item {ref[0]}, gone"


def location_zones(g: State) -> tuple[int, ...]:
    """Every location on the board: each base, then each battlefield (107.1-107.2)."""
    return g.loc_zones


def _object_matches(g: State, spec: TargetSpec, controller: int, obj: int) -> bool:
    card = g.catalog[g.o_card[obj]]
    kind = spec.kind
    if kind == "permanent":
        if card.type not in ("unit", "gear"):
            return False
    elif card.type != kind:
        return False
    rel = spec.controller
    if rel != "any":
        if rel == "you":
            if g.o_ctrl[obj] != controller:
                return False
        elif (rel == "friendly") != is_friendly(g, controller, g.o_ctrl[obj]):
            return False
    loc = spec.location
    if loc != "any":
        at_bf = g.zone_kind[g.o_zone[obj]] == zones.BF_LOCATION
        if (loc == "battlefield") != at_bf:
            return False
    if spec.tag is not None and spec.tag not in tags_of(g, obj):  # tags after the layers (472.1)
        return False
    if spec.max_might is not None and might(g, obj) > spec.max_might:
        return False
    if spec.min_might is not None and might(g, obj) < spec.min_might:
        return False
    if spec.exhausted is not None and bool(g.o_exh[obj]) != spec.exhausted:
        return False
    if spec.max_cost is not None and not _cost_fits(spec, card):
        return False
    return not spec.states or all(in_state(g, obj, st) for st in spec.states)


def _cost_fits(spec: TargetSpec, card: CardDef) -> bool:
    """"With Energy cost no more than [N]" / "costs no more than [N] and no more than [A]": the
    printed cost (131.2-131.4)."""
    return card.energy <= (spec.max_cost or 0) and (spec.max_power is None or len(card.power) <= spec.max_power)


def in_state(g: State, obj: int, state: str) -> bool:
    """Is the board object ``obj`` in ``state`` (one of TARGET_STATES) now (355.9.b)?"""
    if state == "attacking":  # 459.2.b
        return g.o_role[obj] == ATTACKER
    if state == "defending":
        return g.o_role[obj] == DEFENDER
    if state == "stunned":  # 423
        return bool(g.o_stun[obj])
    if state == "damaged":  # 417: damage marked on it
        return g.o_dmg[obj] > 0
    if state == "buffed":  # 702
        return g.o_buff[obj] > 0
    if state == "equipped":  # 818.3.b: one or more attached Equipment
        return any("Equipment" in tags_of(g, c) for c in attached_to(g, obj))
    is_token = TOKEN in g.catalog[g.o_card[obj]].supertypes  # 182
    return is_token if state == "token" else not is_token


def _trash_cards(g: State, spec: TargetSpec, controller: int) -> list[tuple[int, int]]:
    """Cards of ``spec``'s type in the controller's trash (355.9.a, 355.10.a; TargetSpec
    allows only one's own trash)."""
    kind = spec.kind
    return [(obj, g.o_inc[obj]) for obj in g.zone_of(controller, TRASH)
            if g.catalog[g.o_card[obj]].type == kind
            and (spec.max_cost is None or _cost_fits(spec, g.catalog[g.o_card[obj]]))]


def _item_matches(g: State, spec: TargetSpec, uid: int) -> bool:
    for it in g.chain:
        if it.uid == uid:
            if it.stage != STAGE_FINAL:  # only finalized items can be chosen
                return False
            if spec.kind == "spell":
                card = g.catalog[g.o_card[it.obj]]
                return it.kind == "card" and card.type == "spell" and (spec.max_cost is None or _cost_fits(spec, card))
            if spec.kind == "ability":
                return it.kind == "ability"
            return True
    return False


def candidates(g: State, spec: TargetSpec, controller: int, self_uid: int,
               at_bf: int = -1) -> list[tuple[int, int]]:
    """All valid choices for ``spec`` right now (355.9); never the item itself (355.9.c).
    ``at_bf`` limits board objects to one battlefield (a card played from hiding, 811.1.d.2)."""
    if spec.location == "trash":
        return _trash_cards(g, spec, controller)
    if spec.kind in CHAIN_KINDS:
        return [(it.uid, -1) for it in g.chain
                if it.uid != self_uid and _item_matches(g, spec, it.uid)]
    if spec.kind == "battlefield":  # 169.7: battlefields can be targeted
        return [(b, g.o_inc[b]) for b in g.bf_objs if _object_matches(g, spec, controller, b)]
    out: list[tuple[int, int]] = []
    inc = g.o_inc
    source = _source(g, self_uid) if spec.other else -1  # "another": not the ability's source
    for z in (g.loc_zones if at_bf < 0 else (zones.bf_location(g, at_bf),)):
        for obj in g.zones[z]:
            if obj != source and _object_matches(g, spec, controller, obj):
                out.append((obj, inc[obj]))
    return out


def _source(g: State, uid: int) -> int:
    """The source object of the ability on the chain with ``uid``, or -1."""
    return next((it.obj for it in g.chain if it.uid == uid and it.kind == "ability"), -1)


def still_legal(g: State, spec: TargetSpec, controller: int, ref: tuple[int, int]) -> bool:
    """Is a chosen target still legal as the spell or ability resolves (359.3.e.2-4)?"""
    obj, inc = ref
    if inc < 0:
        return _item_matches(g, spec, obj)
    if spec.location == "trash":  # still in that trash as the same object (359.3.e.2, 359.3.e.4)
        return ref in _trash_cards(g, spec, controller)
    if g.o_inc[obj] != inc or not zones.on_board(g, obj):
        return False
    return _object_matches(g, spec, controller, obj)


def has_enough(g: State, specs: tuple[TargetSpec, ...], controller: int, self_uid: int,
               at_bf: int = -1) -> bool:
    """Valid choices exist for every target (355.8); "up to" and "any number" targets may
    choose none (355.13); a group must be able to meet its restrictions (355.11.a)."""
    for spec in specs:
        if spec.up_to or spec.any_number:
            continue
        if spec.is_group:
            if not enough(g, spec, [c[0] for c in candidates(g, spec, controller, self_uid, at_bf)]):
                return False
            continue
        if spec.kind in CHAIN_KINDS or spec.kind == "battlefield" or spec.location == "trash":
            if len(candidates(g, spec, controller, self_uid)) < spec.count:
                return False
            continue
        need = spec.count
        for z in (g.loc_zones if at_bf < 0 else (zones.bf_location(g, at_bf),)):
            for obj in g.zones[z]:
                if _object_matches(g, spec, controller, obj):
                    need -= 1
                    if need == 0:
                        break
            if need == 0:
                break
        if need > 0:
            return False
    return all(_distinct_enough(g, specs, spec, controller, self_uid, at_bf) for spec in specs
               if spec.other_than is not None and not (spec.up_to or spec.any_number))


def _distinct_enough(g: State, specs: tuple[TargetSpec, ...], spec: TargetSpec, controller: int, self_uid: int,
                     at_bf: int) -> bool:
    """A target that must be other than those of an earlier slot ("a unit and another unit")
    needs enough objects for both (355.8, 355.9.b)."""
    first = specs[spec.other_than or 0]
    if first.up_to or first.any_number:
        return True
    both = {c[0] for c in candidates(g, spec, controller, self_uid, at_bf)}
    both |= {c[0] for c in candidates(g, first, controller, self_uid, at_bf)}
    return len(both) >= spec.count + first.count


def other_than_ok(g: State, specs: tuple[TargetSpec, ...], slot: int, chosen: list[int], obj: int,
                  controller: int, self_uid: int) -> bool:
    """May ``obj`` be chosen for target ``slot`` given the objects ``chosen`` for earlier
    slots? Not if that slot must be other than one of them (355.9.b), nor if choosing it
    would leave a later "another" target with too few choices (355.16)."""
    spec = specs[slot]
    if spec.other_than is not None and obj in chosen:
        return False
    for later in specs[slot + 1:]:
        if later.other_than == slot and not (later.up_to or later.any_number):
            rest = {c[0] for c in candidates(g, later, controller, self_uid)} - {obj}
            if len(rest) < later.count:
                return False
    return True
