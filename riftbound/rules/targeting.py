"""Targets: what can be chosen, and whether a choice is still legal (355.6-355.17, 359.3.e).

A chosen board object is remembered as ``(object id, incarnation)``: an object that left
the board and came back is a new object and no longer a legal target (359.3.e.4). A chosen
chain item is remembered as ``(uid, -1)``, a chosen player as ``(player, PLAYER)``: a player
is a target (355.9.a, "choose an opponent"), legal while they are in the game and still what
the spec asks (an opponent, 484.8.d).

Places as references (359.3.f.1): a spec whose location is ``"here"`` ("an enemy unit here")
chooses at the location of the ability's source — where it last was on the board for an
ability that triggered as it left (808.1.d.3) —, one with ``"its"`` ("an enemy unit at its
location") at the location of the object chosen for an earlier slot. Both are read again as
the item resolves (359.3.f.2): a target no longer at that place, or a place that is null
because its object left the board (359.3.e.12), is no longer legal. While choosing, the
earlier slot offers only objects whose location lets the later slot be filled (355.16).
"""

from __future__ import annotations

from collections.abc import Callable

from riftbound import keywords
from riftbound.cards.info import CF_RESTRICTION, CF_UNIT
from riftbound.cards.model import CHAMPION_OR_BOARD, KILLED_FOR_COST, TOKEN, CardDef, TargetSpec
from riftbound.log import name
from riftbound.rules import chosen_discounts, costs, last_known, named_tags, restrictions, special_terms, zones
from riftbound.rules.attachment import attached_to
from riftbound.rules.groups import at_least, enough
from riftbound.rules.layers import tags_of
from riftbound.rules.might import might
from riftbound.rules.players import active_players, is_friendly, opponents
from riftbound.state import (
    ATTACKER,
    CHAMPION_ZONE,
    DEFENDER,
    LEGEND_ZONE,
    PLAYER_ZONES,
    STAGE_FINAL,
    TRASH,
    ChainItem,
    State,
)

CHAIN_KINDS = ("spell", "ability", "chain_item")
PLAYER = -2  # the incarnation of a chosen player: ``(player, PLAYER)`` (355.9.a)
# locations relative to the source or to another choice (359.3.f.1); "elsewhere": at a location other
# than the source's ("a unit you control at another location")
PLACES = ("here", "its", "elsewhere", "not_its", "its_destination", "there")
_AWAY = ("elsewhere", "not_its")  # the places that are everywhere but one location


def item_name(g: State, item: ChainItem) -> str:
    """How the log names a chain item: its card, or "ability of" its source."""
    return name(g, item.obj) if item.kind == "card" else f"ability of {name(g, item.obj)}"


def target_name(g: State, ref: tuple[int, int]) -> str:
    """How the log names a chosen target: an object by name, a chain item by its source."""
    if ref[1] >= 0:
        if g.zone_kind[g.o_zone[ref[0]]] == zones.BF_FACEDOWN:
            return "a facedown card"  # hidden from all but its controller (128.4): the log is everyone's
        return name(g, ref[0])
    if ref[1] == PLAYER:
        return f"P{ref[0]}"
    it = next((it for it in g.chain if it.uid == ref[0]), None)
    return f"{item_name(g, it)} on the chain" if it is not None else f"chain item {ref[0]}, gone"


def location_zones(g: State) -> tuple[int, ...]:
    """Every location on the board: each base, then each battlefield (107.1-107.2)."""
    return g.loc_zones


def _matcher(g: State, chosen: bool = True) -> Callable[[State, TargetSpec, int, int], bool]:
    """How board objects are matched against a spec: as a choice (355.9), which "can't be
    chosen" forbids in a game with such restrictions (054.1, rules/restrictions.py), or, with
    ``chosen`` False, as an "all" instruction selects them, choosing nothing (355.10.d)."""
    return _choosable if chosen and g.features & CF_RESTRICTION else _object_matches


def _choosable(g: State, spec: TargetSpec, controller: int, obj: int) -> bool:
    return _object_matches(g, spec, controller, obj) and not restrictions.unchoosable(g, obj, controller)


def _object_matches(g: State, spec: TargetSpec, controller: int, obj: int) -> bool:
    card = g.catalog[g.o_card[obj]]
    kind = spec.kind
    if g.zone_kind[g.o_zone[obj]] == zones.BF_FACEDOWN:  # "or facedown card": any card there, by controller (811)
        return spec.or_facedown and (spec.controller == "any" or (
            g.o_ctrl[obj] == controller if spec.controller == "you"
            else (spec.controller == "friendly") == is_friendly(g, controller, g.o_ctrl[obj])))
    if spec.or_gear and card.type == "gear":  # "a unit at a battlefield or a gear": any gear, whose-ever allowed
        return spec.controller == "any" or (spec.controller == "you" and g.o_ctrl[obj] == controller) or (
            spec.controller != "you" and (spec.controller == "friendly") == is_friendly(g, controller, g.o_ctrl[obj]))
    if kind == "permanent":
        if card.type not in ("unit", "gear"):
            return False
    elif kind == "something":  # what can be exhausted and readied: units, gear, runes, legends (414-415)
        if card.type not in ("unit", "gear", "rune", "legend") or g.zone_kind[g.o_zone[obj]] == zones.BF_FACEDOWN:
            return False
    elif card.type != kind:
        return False
    rel = spec.controller
    if rel != "any":
        # a battlefield's controller is who controls it now (187), no one while uncontrolled
        owner = g.bf_ctrl[g.bf_objs.index(obj)] if kind == "battlefield" else g.o_ctrl[obj]
        if owner < 0:
            return False
        if rel == "you":
            if owner != controller:
                return False
        elif (rel == "friendly") != is_friendly(g, controller, owner):
            return False
    if spec.your_units_there and not any(  # "a battlefield where you have units"
            g.o_ctrl[u] == controller and g.cinfo[g.o_card[u]].flags & CF_UNIT
            for u in g.zones[zones.bf_location(g, g.bf_objs.index(obj))]):
        return False
    loc = spec.location
    if loc == "your_base":
        if g.o_zone[obj] != zones.base_of(g, controller):
            return False
    elif loc != "any" and loc not in PLACES:  # a place is checked by its zone (place())
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
    if state == "in_combat":  # 741.3
        return special_terms.in_combat(g, obj)
    if state in ("attached", "detached"):  # 716, 435: attached to a Top-Most Card or not
        return (g.o_attached[obj] >= 0) == (state == "attached")
    if state == "no_temporary":  # "without [Temporary]": not having the keyword now (817)
        return not keywords.has(g, obj, "temporary")
    if state == "equipped":  # 818.3.b: one or more attached Equipment
        return any("Equipment" in tags_of(g, c) for c in attached_to(g, obj))
    is_token = TOKEN in g.catalog[g.o_card[obj]].supertypes  # 182
    return is_token if state == "token" else not is_token


def _trash_cards(g: State, spec: TargetSpec, controller: int) -> list[tuple[int, int]]:
    """Cards of ``spec``'s type in the controller's trash, or for ``enemy`` cards of any type
    in opponents' trashes (``any``: in every trash), in turn order (355.9.a, 355.10.a: trashes
    are public), with its cost restrictions: printed costs (131.4), below the controller's points as it is checked
    (355.9.b, 359.3.e)."""
    if spec.controller == "enemy":
        return [(obj, g.o_inc[obj]) for p in opponents(g, controller) for obj in g.zone_of(p, TRASH)]
    if spec.controller == "any":  # every player's trash, in turn order (355.9.a)
        return [(obj, g.o_inc[obj]) for p in active_players(g) for obj in g.zone_of(p, TRASH)]
    kinds = ("unit", "gear") if spec.kind == "permanent" else (spec.kind,)  # permanent cards: units and gear
    return [(obj, g.o_inc[obj]) for obj in g.zone_of(controller, TRASH)
            if (spec.kind == "card" or g.catalog[g.o_card[obj]].type in kinds)
            and (spec.keyword is None or spec.keyword in g.catalog[g.o_card[obj]].keywords)  # "cards with [Hidden]"
            and (spec.max_cost is None or _cost_fits(spec, g.catalog[g.o_card[obj]]))
            and (not spec.any_tag or not set(spec.any_tag).isdisjoint(g.catalog[g.o_card[obj]].tags))
            and (spec.tag is None or spec.tag in g.catalog[g.o_card[obj]].tags)  # printed tags in the trash (133.8)
            and (not spec.cost_below_points or g.catalog[g.o_card[obj]].energy < g.points[controller])]


def _covers(killed: CardDef, card: CardDef) -> bool:
    """Does ``card`` cost no more Energy and no more Power than ``killed`` (131.2-131.4, the
    printed costs: a unit on the board has its card's cost)?"""
    return card.energy <= killed.energy and len(card.power) <= len(killed.power)


def killed_fits(g: State, item: ChainItem | None, controller: int,
                cards: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The trash ``cards`` that cost no more Energy and no more Power than "the killed unit",
    the friendly unit killed for the additional cost of the spell ``item`` plays
    (``TargetSpec.within_killed``; docs/rulings.md "Heedless Resurrection"). The target is chosen
    before that unit (355, 357.2.a's example): until it is chosen, a card fits if a unit the
    cost could kill covers it; once chosen, the unit as it last existed on the board decides
    (359.3.e.13) — even if its death was replaced (357.2.a). A play ignoring any and all costs
    kills nothing: no card fits ("the killed unit" is null, 359.3.e.12)."""
    cat = g.catalog
    if item is not None:
        if costs.ignores_all(item.grant):
            return []
        killed = [o for k, o in item.cost_objs if k == 0]  # the card's one additional cost (CardDef check)
        if killed:
            return [c for c in cards if _covers(cat[g.o_card[killed[0]]], cat[g.o_card[c[0]]])]
    could = [cat[g.o_card[u]] for u, _ in candidates(g, KILLED_FOR_COST, controller, -1)]
    return [c for c in cards if any(_covers(k, cat[g.o_card[c[0]]]) for k in could)]


def kill_keeps_target(g: State, item: ChainItem, obj: int) -> bool:
    """May ``obj`` be the friendly unit killed for ``item``'s additional cost: does it cover
    each card chosen for a target restricted by "the killed unit" (355.9.b: the targets must
    stay legal, so the cost is chosen among the units that keep them so)?"""
    card = g.catalog[g.o_card[item.obj]]
    killed = g.catalog[g.o_card[obj]]
    return all(_covers(killed, g.catalog[g.o_card[ref[0]]])
               for spec, slot in zip(card.targets, item.targets, strict=False) if spec.within_killed for ref in slot)


def _owned_champions(g: State, spec: TargetSpec, controller: int) -> list[tuple[int, int]]:
    """"A <tag> unit you own from your Champion Zone or the board" (CHAMPION_OR_BOARD): the
    units the controller owns (127) in their Champion Zone (355.9.a.5; printed tags there) or
    on the board (tags after the layers, 472.1), both public zones (355.10.a.1)."""
    cards = [(obj, g.catalog[g.o_card[obj]]) for obj in g.zone_of(controller, CHAMPION_ZONE)]
    out = [(obj, g.o_inc[obj]) for obj, card in cards
           if card.type == "unit" and (spec.tag is None or spec.tag in card.tags)]
    matches = _matcher(g)
    any_unit = TargetSpec(tag=spec.tag)
    out += [(obj, g.o_inc[obj]) for z in g.loc_zones for obj in g.zones[z]
            if g.o_owner[obj] == controller and matches(g, any_unit, controller, obj)]
    return out


def _player_matches(g: State, spec: TargetSpec, controller: int, p: int) -> bool:
    """A player still in the game (651.3) who is what ``spec`` asks: any player, an opponent
    ("enemy", not on the controller's team, 484.8.d) or a friendly one (the controller or a
    teammate)."""
    if g.removed[p]:
        return False
    rel = spec.controller
    return rel == "any" or (rel == "friendly") == is_friendly(g, controller, p)


def _item_matches(g: State, spec: TargetSpec, uid: int, controller: int = -1, anchor: int = -1) -> bool:
    """Does the chain item ``uid`` fit ``spec``: finalized, of its kind, whose (relative to
    ``controller``), and what it chose (:func:`_chooses_fits`; ``anchor``: the object of the
    earlier slot a "chooses it and no other friendly unit" spec names)?"""
    for it in g.chain:
        if it.uid == uid:
            if it.stage != STAGE_FINAL:  # only finalized items can be chosen
                return False
            if spec.controller != "any" and controller >= 0 and (
                    it.controller != controller if spec.controller == "you"
                    else (spec.controller == "friendly") != is_friendly(g, controller, it.controller)):
                return False
            if (spec.chooses or spec.chooses_only is not None) and not _chooses_fits(g, spec, it, controller, anchor):
                return False
            if spec.kind == "spell":
                card = g.catalog[g.o_card[it.obj]]
                return it.kind == "card" and card.type == "spell" and (spec.max_cost is None or _cost_fits(spec, card))
            if spec.kind == "ability":
                return it.kind == "ability"
            return True
    return False


def _chosen_friendly(g: State, it: ChainItem, controller: int, kinds: tuple[str, ...]) -> set[int]:
    """The board objects of ``kinds`` that the chain item ``it`` chose as its targets (355.6),
    still those objects (359.3.e.4), and controlled by ``controller`` or a teammate (740.1)."""
    out: set[int] = set()
    for slot in it.targets:
        for obj, inc in slot:
            if inc >= 0 and g.o_inc[obj] == inc and zones.on_board(g, obj) \
                    and g.catalog[g.o_card[obj]].type in kinds and is_friendly(g, controller, g.o_ctrl[obj]):
                out.add(obj)
    return out


def _chooses_fits(g: State, spec: TargetSpec, it: ChainItem, controller: int, anchor: int) -> bool:
    """"That chooses a friendly unit or gear"; "that chooses it and no other friendly unit":
    the friendly units it chose are ``anchor`` alone."""
    if spec.chooses:
        return bool(_chosen_friendly(g, it, controller, ("unit", "gear")))
    return anchor >= 0 and _chosen_friendly(g, it, controller, ("unit",)) == {anchor}


def _anchor(g: State, spec: TargetSpec, self_uid: int) -> int:
    """The object chosen for the earlier slot a "chooses it" or "with the same controller" spec
    names, while the item ``self_uid`` chooses its targets (355.5), or -1."""
    item = _chain_item(g, self_uid)
    slot = spec.chooses_only if spec.chooses_only is not None else spec.same_controller_as
    if slot is None or item is None or slot >= len(item.targets):
        return -1
    chosen = item.targets[slot]
    return chosen[0][0] if len(chosen) == 1 else -1


def _same_controller(g: State, anchor: int, obj: int) -> bool:
    """"With the same controller" as ``anchor`` (-1: none chosen, no match)."""
    return anchor >= 0 and g.o_ctrl[obj] == g.o_ctrl[anchor]


def place(g: State, spec: TargetSpec, item: ChainItem | None, source: int = -1,
          earlier: list[int] | None = None) -> int | None:
    """The location zone a ``"here"`` / ``"its"`` spec of ``item`` chooses at now (359.3.f.1-2),
    or ``None`` when it is null (359.3.e.12). "Here" is the source's location (its last one
    on the board with a note, rules/last_known.py); ``source`` stands for the source before
    there is an item (may an ability be activated, 355.8). "Its" is the location of the
    object chosen for slot ``spec.at``: ``earlier`` holds that slot's legal targets as the
    item resolves, else the choice made is read from the item."""
    if spec.location == "its_destination":  # where "it" (the ability's first reference) is now, moved there
        live = [obj for obj, inc in (item.refs[0] if item is not None and item.refs else ())
                if g.o_inc[obj] == inc and zones.on_board(g, obj)]
        return g.o_zone[live[0]] if len(live) == 1 else None
    if spec.location == "there":  # the battlefield of the event, noted as the ability triggered
        return item.origin if item is not None and item.origin >= 0 else None
    if spec.location in ("here", "elsewhere"):
        if item is not None:
            return last_known.location(g, item.obj, item.lki)
        return last_known.location(g, source, ()) if source >= 0 else None
    assert spec.at is not None
    if earlier is None:
        if item is None or spec.at >= len(item.targets):
            return None
        earlier = [obj for obj, inc in item.targets[spec.at] if g.o_inc[obj] == inc and zones.on_board(g, obj)]
    return location_of(g, earlier[0]) if len(earlier) == 1 and zones.on_board(g, earlier[0]) else None


def location_of(g: State, obj: int) -> int:
    """The location of an object on the board: its zone, or a battlefield's own location
    ("an enemy unit there", of a chosen battlefield, 107.2)."""
    return zones.bf_location(g, g.bf_objs.index(obj)) if obj in g.bf_objs else g.o_zone[obj]


def _chain_item(g: State, uid: int) -> ChainItem | None:
    if uid < 0:
        return None
    item = next((it for it in g.chain if it.uid == uid), None)
    if item is None and g.resolving is not None and g.resolving.uid == uid:
        return g.resolving
    return item


def candidates(g: State, spec: TargetSpec, controller: int, self_uid: int,
               at_bf: int = -1, source: int = -1, chosen: bool = True) -> list[tuple[int, int]]:
    """All valid choices for ``spec`` right now (355.9); never the item itself (355.9.c).
    ``at_bf`` limits board objects to one battlefield (a card played from hiding, 811.1.d.2);
    ``source`` is the ability's source when there is no item yet (:func:`place`). With
    ``chosen`` False, the objects an "all" instruction selects (355.10.d)."""
    matches = _matcher(g, chosen)
    if spec.location == "base":
        at_bf = -1  # 811.1.d.2: a restriction that a choice at that battlefield can never meet
    if spec.location in PLACES:
        item = _chain_item(g, self_uid)
        where = place(g, spec, item, source)
        if spec.location in _AWAY:  # 811.1.d.2's hidden restriction can't apply to it (Tideturner's errata)
            return [] if where is None else [(obj, g.o_inc[obj]) for z in g.loc_zones if z != where
                                             for obj in g.zones[z] if matches(g, spec, controller, obj)]
        if where is None or (at_bf >= 0 and where != zones.bf_location(g, at_bf)):
            return []
        other = _source(g, self_uid) if spec.other else -1
        src = item.obj if item is not None else source
        return [(obj, g.o_inc[obj]) for obj in g.zones[where]
                if obj != other and matches(g, spec, controller, obj) and _below_source(g, spec, src, obj)]
    if spec.location == "trash":
        cards = _trash_cards(g, spec, controller)
        return killed_fits(g, _chain_item(g, self_uid), controller, cards) if spec.within_killed else cards
    if spec.location == CHAMPION_OR_BOARD:
        return _owned_champions(g, spec, controller)
    if spec.kind == "player":  # 355.9.a: a player, in turn order
        return [(p, PLAYER) for p in g.order if _player_matches(g, spec, controller, p)]
    if spec.kind in CHAIN_KINDS:
        anchor = _anchor(g, spec, self_uid)
        return [(it.uid, -1) for it in g.chain
                if it.uid != self_uid and _item_matches(g, spec, it.uid, controller, anchor)]
    if spec.kind == "battlefield":  # 169.7: battlefields can be targeted; from hiding, the one it was hidden
        hid_bf = g.bf_objs[at_bf] if at_bf >= 0 else -1  # at: each is a location (107.2.b; 811.1.d.2, docs/rulings.md)
        return [(b, g.o_inc[b]) for b in g.bf_objs if (hid_bf < 0 or b == hid_bf) and matches(g, spec, controller, b)]
    if spec.kind == "legend":  # a legend is on the board, in its Legend Zone (107.4)
        return [(obj, g.o_inc[obj]) for p in active_players(g) for obj in g.zones[zones.pzone(p, LEGEND_ZONE)]
                if matches(g, spec, controller, obj)]
    out: list[tuple[int, int]] = []
    inc = g.o_inc
    named = _named(g, self_uid, source) if spec.named_tag else ""
    other = _another(g, spec, self_uid, source)
    for z in (_zones_of(g, spec) if at_bf < 0 else (zones.bf_location(g, at_bf),)):
        for obj in g.zones[z]:
            if obj != other and matches(g, spec, controller, obj):
                out.append((obj, inc[obj]))
    if spec.named_tag:
        out = [c for c in out if _has_named(g, named, c[0])]
    if spec.same_controller_as is not None:
        anchor = _anchor(g, spec, self_uid)
        out = [c for c in out if _same_controller(g, anchor, c[0])]
    return out


def _below_source(g: State, spec: TargetSpec, src: int, obj: int) -> bool:
    """"With less Might than me" (``spec.weaker_than_me``): less than the source's Might now,
    which is null once the source has left the board (359.3.e.12): then no unit fits."""
    return not spec.weaker_than_me or (src >= 0 and zones.on_board(g, src) and might(g, obj) < might(g, src))


def _zones_of(g: State, spec: TargetSpec) -> tuple[int, ...]:
    """The zones where ``spec``'s board objects are: the locations, for "something" the
    Legend zones too (a legend can be exhausted and readied, 107.4), and for "or facedown
    card" the facedown zones (107.3)."""
    if spec.or_facedown:
        return (*g.loc_zones, *(zones.bf_facedown(g, bf) for bf in range(len(g.bf_objs))))
    if spec.kind != "something":
        return g.loc_zones
    return (*g.loc_zones, *(p * PLAYER_ZONES + LEGEND_ZONE for p in range(g.n_players)))


def _named(g: State, uid: int, source: int) -> str:
    """The tag named by the source of the item ``uid`` as it was played, as the source last
    existed (359.3.e.12), or by ``source`` before there is an item; ``""`` if none
    (rules/named_tags.py)."""
    item = _chain_item(g, uid)
    if item is not None:
        return named_tags.named(g, item.obj, item.src_inc)
    return named_tags.named(g, source, g.o_inc[source]) if source >= 0 else ""


def _has_named(g: State, named: str, obj: int) -> bool:
    """"With the named tag": ``obj`` has the tag ``named`` now (133.8, after the layers); with
    no tag named, nothing has it."""
    return named != "" and named in tags_of(g, obj)


def _source(g: State, uid: int) -> int:
    """The source object of the ability on the chain with ``uid``, or -1."""
    return next((it.obj for it in g.chain if it.uid == uid and it.kind == "ability"), -1)


def _another(g: State, spec: TargetSpec, self_uid: int, source: int) -> int:
    """The object an "another" target (``spec.other``) may not be: the ability's source — of
    the item ``self_uid``, or before there is an item, ``source`` (355.9.b) — else -1."""
    if not spec.other:
        return -1
    return _source(g, self_uid) if self_uid >= 0 else source


def still_legal(g: State, spec: TargetSpec, controller: int, ref: tuple[int, int],
                where: int | None = -1, src: int = -1, anchor: int = -1) -> bool:
    """Is a chosen target still legal as the spell or ability resolves (359.3.e.2-4)? For a
    spec with a place, ``where`` is that place now (:func:`place`; ``None``: null) and ``src``
    the item's source; for a "chooses it" spec, ``anchor`` is its earlier slot's legal target
    (-1: none)."""
    obj, inc = ref
    if inc == PLAYER:
        return _player_matches(g, spec, controller, obj)
    if spec.location in PLACES and (where is None or (g.o_zone[obj] == where) == (spec.location in _AWAY)
                                    or not _below_source(g, spec, src, obj)):
        return False
    if inc < 0:
        return _item_matches(g, spec, obj, controller, anchor)
    if spec.same_controller_as is not None and not (zones.on_board(g, obj) and _same_controller(g, anchor, obj)):
        return False
    if spec.location == "trash":  # still in that trash as the same object (359.3.e.2, 359.3.e.4)
        return ref in _trash_cards(g, spec, controller)
    if spec.location == CHAMPION_OR_BOARD:  # still there as the same object (359.3.e.2, 359.3.e.4)
        return ref in _owned_champions(g, spec, controller)
    if g.o_inc[obj] != inc or not zones.on_board(g, obj):
        return False
    return _matcher(g)(g, spec, controller, obj)


def has_enough(g: State, specs: tuple[TargetSpec, ...], controller: int, self_uid: int,
               at_bf: int = -1, source: int = -1) -> bool:
    """Valid choices exist for every target (355.8); "up to" and "any number" targets may
    choose none (355.13); a group must be able to meet its restrictions (355.11.a); a slot
    "at its location" needs an object of its earlier slot with enough there (355.16).
    ``source`` is the ability's source, for "here" (:func:`place`) and "another"."""
    distinct = False
    hid = at_bf
    for spec in specs:
        if spec.up_to or spec.any_number:
            continue
        at_bf = -1 if spec.location == "base" else hid  # 811.1.d.2's exception (see candidates)
        if spec.other_than is not None:
            distinct = True
        loc = spec.location
        if loc in PLACES:
            if loc in ("here", "elsewhere", "its_destination", "there"):
                if len(candidates(g, spec, controller, self_uid, at_bf, source)) < spec.count:
                    return False
                continue
            assert spec.at is not None
            anchors = candidates(g, specs[spec.at], controller, self_uid, at_bf, source)
            if not any(len(around(g, spec, controller, a[0])) >= spec.count for a in anchors):
                return False
            continue
        if spec.same_controller_as is not None:  # 355.16: an object of the earlier slot with a match
            if not any(_with_same_controller(g, spec, controller, a[0]) for a in
                       candidates(g, specs[spec.same_controller_as], controller, self_uid, at_bf, source)):
                return False
            continue
        if spec.chooses_only is not None:  # 355.16: an object of the earlier slot that some item chooses alone
            if not any(_chosen_alone(g, spec, controller, a[0])
                       for a in candidates(g, specs[spec.chooses_only], controller, self_uid, at_bf, source)):
                return False
            continue
        if spec.is_group:
            if not enough(g, spec, [c[0] for c in candidates(g, spec, controller, self_uid, at_bf)]):
                return False
            continue
        if spec.named_tag:  # "with the named tag": its source's (rules/named_tags.py)
            if len(candidates(g, spec, controller, self_uid, at_bf, source)) < spec.count:
                return False
            continue
        if spec.kind in CHAIN_KINDS or spec.kind in ("battlefield", "player", "legend") \
                or spec.location in ("trash", CHAMPION_OR_BOARD):
            if len(candidates(g, spec, controller, self_uid)) < spec.count:
                return False
            continue
        need = spec.count
        matches = _matcher(g)
        other = _another(g, spec, self_uid, source)
        for z in (_zones_of(g, spec) if at_bf < 0 else (zones.bf_location(g, at_bf),)):
            for obj in g.zones[z]:
                if obj != other and matches(g, spec, controller, obj):
                    need -= 1
                    if need == 0:
                        break
            if need == 0:
                break
        if need > 0:
            return False
    return not distinct or all(_distinct_enough(g, specs, spec, controller, self_uid, hid) for spec in specs
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


def around(g: State, spec: TargetSpec, controller: int, anchor: int) -> list[int]:
    """The objects ``spec`` (location ``"its"``) could choose with ``anchor`` chosen for its
    earlier slot: those at the anchor's location."""
    matches = _matcher(g)
    there = location_of(g, anchor)
    if spec.location == "not_its":  # "at a different location"
        return [obj for z in g.loc_zones if z != there for obj in g.zones[z] if matches(g, spec, controller, obj)]
    return [obj for obj in g.zones[there] if matches(g, spec, controller, obj)]


def _chosen_alone(g: State, spec: TargetSpec, controller: int, anchor: int) -> bool:
    """Is there a chain item ``spec`` ("that chooses it and no other friendly unit") accepts
    with ``anchor`` chosen for its earlier slot?"""
    return any(_item_matches(g, spec, it.uid, controller, anchor) for it in g.chain)


def _with_same_controller(g: State, spec: TargetSpec, controller: int, anchor: int) -> bool:
    """Is there an object ``spec`` accepts with the same controller as ``anchor``?"""
    matches = _matcher(g)
    return any(_same_controller(g, anchor, obj) and matches(g, spec, controller, obj)
               for z in _zones_of(g, spec) for obj in g.zones[z])


def anchors(g: State, specs: tuple[TargetSpec, ...], slot: int, controller: int,
            cands: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The candidates for ``slot`` that leave every later slot "at its location" of it, or
    choosing a spell or ability that "chooses it", able to be filled (355.16)."""
    for spec in specs[slot + 1:]:
        if spec.location in ("its", "not_its") and spec.at == slot and at_least(spec):
            cands = [c for c in cands if len(around(g, spec, controller, c[0])) >= at_least(spec)]
        if spec.chooses_only == slot and at_least(spec):
            cands = [c for c in cands if _chosen_alone(g, spec, controller, c[0])]
        if spec.same_controller_as == slot and at_least(spec):
            cands = [c for c in cands if _with_same_controller(g, spec, controller, c[0])]
    return cands


def legal_now(g: State, specs: tuple[TargetSpec, ...], item: ChainItem) -> list[list[int]]:
    """The item's chosen targets that are still legal, slot by slot (359.3.e.2-4), places
    read now (359.3.f.2): "at its location" from its earlier slot's legal targets."""
    out: list[list[int]] = []
    for spec, slot in zip(specs, item.targets, strict=True):
        where = place(g, spec, item, earlier=out[spec.at] if spec.at is not None else None) \
            if spec.location in PLACES else -1
        anchor = -1
        earlier = spec.chooses_only if spec.chooses_only is not None else spec.same_controller_as
        if earlier is not None and len(out[earlier]) == 1:
            anchor = out[earlier][0]
        out.append([ref[0] for ref in slot if still_legal(g, spec, item.controller, ref, where, item.obj, anchor)])
        if spec.within_killed:  # against the unit killed for its cost (359.3.e.13)
            fits = {c[0] for c in killed_fits(g, item, item.controller, [(o, -1) for o in out[-1]])}
            out[-1] = [o for o in out[-1] if o in fits]
        if spec.named_tag:
            named = named_tags.named(g, item.obj, item.src_inc)
            out[-1] = [obj for obj in out[-1] if _has_named(g, named, obj)]
    return out


chosen_discounts.CHOOSING.candidates = candidates  # a discount read from the targets that can be chosen
