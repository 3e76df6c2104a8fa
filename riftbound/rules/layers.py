"""Layers (468-475): the current Might, keywords and tags of the units and gear on the board.

Printed characteristics are the starting point — for a copy, the copied card's: copy effects
apply in layer 1 before every other effect (472.1.b, :mod:`riftbound.rules.copies`). The
Controller trait of layer 1 is not computed here: only instructions change it, as game
actions (:mod:`riftbound.rules.control`, docs/rulings.md "Control changes"). The continuous
effects that change them come from passive abilities of objects on the board
(:class:`~riftbound.cards.model.Static`, 365.1), from an attached Equipment's Effect Text
(472.2.c, 724), from "this turn" effects that instructions created (``g.cfx``), from buffs and
Might modifications, Equipment Might Bonuses (472.3.c) and the keywords that add Might
(Assault 807, Shield 814).

Each effect belongs to a layer (472): 1 Trait-Altering (Might becomes N, tags), 2
Ability-Altering (keywords gained or lost), 3 Arithmetic (increases, then decreases:
472.3.d). The layers are applied in sequence, repeatedly, until a whole sequence applies
nothing new (471, 471.2); each effect applies to each object at most once (471.1), as soon
as its condition holds and the object qualifies. Within a layer an effect that depends on
another (473.1.a-b: the other changes whether it exists or which objects it affects) is
applied after it (474.1); otherwise effects apply in timestamp order (475.3): a passive
ability's timestamp is when its source entered the board, an instruction's when it
resolved. See docs/rulings.md "Layers".

The whole board is computed at once, because one object's effects can depend on another's
characteristics. Games whose cards have no such effects never come here (see
:mod:`riftbound.rules.might` and :mod:`riftbound.keywords`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from riftbound.cards.attached_this_turn import IfAttachedThisTurn
from riftbound.cards.equipment_gives import EquipmentGives
from riftbound.cards.info import CF_EQUIPMENT_GIVES, CF_STATIC
from riftbound.cards.instruction import Amount
from riftbound.cards.model import TOKEN, Static
from riftbound.keywords import LAYERS, legion
from riftbound.rules import attachment, conditions, given, lasting, special_terms, zones
from riftbound.rules.players import is_friendly
from riftbound.state import ATTACKER, BASE, BF_LOCATION_KIND, DEFENDER, HAND, State

TRAIT = 1
ABILITY = 2
ARITHMETIC = 3
LAYER_OF = {"set_might": TRAIT, "tag": TRAIT, "keyword": ABILITY, "lose": ABILITY, "might": ARITHMETIC}


class Board:
    """Working characteristics of every unit and gear on the board, per object."""

    __slots__ = ("kw", "might", "tags")

    def __init__(self, might: dict[int, int | None], kw: dict[int, dict[str, int]],
                 tags: dict[int, set[str]]) -> None:
        self.might = might
        self.kw = kw
        self.tags = tags

    def trial(self, layer: int) -> Board:
        """A board to try effects of ``layer`` on: a copy of what that layer's effects change
        (layer 1 Might and tags, layer 2 keywords: 472.1-472.2), sharing the rest unchanged."""
        if layer == ABILITY:
            return Board(self.might, {o: dict(k) for o, k in self.kw.items()}, self.tags)
        assert layer == TRAIT, "arithmetic effects are never tried (472.3: only timestamps order them)"
        return Board(dict(self.might), self.kw, {o: set(t) for o, t in self.tags.items()})


Targets = Callable[[Board], list[int]]
Apply = Callable[[Board, int], None]


class Effect:
    """One continuous effect of one layer: whom it affects now, whether it exists now (its
    condition), and what it does to one object."""

    __slots__ = ("active", "apply", "layer", "targets", "ts", "up")

    def __init__(self, layer: int, ts: int, targets: Targets, apply: Apply,
                 active: Callable[[Board], bool] | None = None, up: bool = True) -> None:
        self.layer = layer
        self.ts = ts
        self.targets = targets
        self.apply = apply
        self.active = active
        self.up = up  # an increase (472.3.d.1) rather than a decrease (472.3.d.2)

    def now(self, b: Board) -> list[int]:
        """The objects it affects in board ``b``; none while its condition is false."""
        if self.active is not None and not self.active(b):
            return []
        return self.targets(b)


def layered(g: State) -> bool:
    """Can anything change characteristics in this game now: a passive ability in its catalog
    (CF_STATIC), or an effect an instruction created? Otherwise printed values plus counters are
    exact, and :mod:`riftbound.rules.might` and :mod:`riftbound.keywords` sum them fast."""
    return bool(g.features & CF_STATIC or g.cfx or g.lasting)


MEMO_ON = 0  # ``g.layer_memo`` while the engine reads the board without changing it


def board(g: State) -> Board:
    """The board's characteristics now. While the engine only reads (``g.layer_memo`` is not
    None: listing legal actions) they are computed once and remembered; else afresh."""
    memo = g.layer_memo
    if memo is None:
        return compute(g)
    if memo == MEMO_ON:
        memo = g.layer_memo = compute(g)
    return memo  # type: ignore[no-any-return]


@contextmanager
def read_only(g: State) -> Iterator[None]:
    """For code that only reads the game between decisions (an observation, a tensor): the
    layers are computed once at most (every :func:`board` inside reads the same one), and not
    at all when listing this decision's legal actions computed them already
    (``g.legal_board``, valid as long as ``g.legal_cache``); what is computed here is kept
    there for the next reader."""
    if g.layer_memo is not None or not layered(g):  # remembered already, or nothing to compute
        yield
        return
    listed = g.legal_cache is not None
    g.layer_memo = (g.legal_board if listed else None) or MEMO_ON
    try:
        yield
        if listed and g.layer_memo:
            g.legal_board = g.layer_memo
    finally:
        g.layer_memo = None


def compute(g: State) -> Board:
    """The characteristics of every unit and gear on the board (471-475)."""
    cat = g.catalog
    info = g.cinfo
    objs = [o for z in g.loc_zones for o in g.zones[z]]
    b = Board({o: cat[g.o_card[o]].might for o in objs},
              {o: dict(info[g.o_card[o]].kw) for o in objs},
              {o: set(cat[g.o_card[o]].tags) for o in objs})
    effects = _effects(g, objs)
    applied: set[tuple[int, int]] = set()
    progress = True
    by_layer = []
    for layer in (TRAIT, ABILITY, ARITHMETIC):  # arithmetic increases before decreases (472.3.d), then timestamps
        idx = [i for i, e in enumerate(effects) if e.layer == layer]
        idx.sort(key=lambda i: (not effects[i].up, effects[i].ts))
        by_layer.append((idx, layer != ARITHMETIC and len(idx) > 1))
    while progress:  # 471.2: recur until a whole sequence applies nothing new
        progress = False
        for idx, ordered in by_layer:
            if ordered:
                if all((i, o) in applied for i in idx for o in effects[i].now(b)):
                    continue  # nothing of this layer applies: the board stays as it is, in any order
                idx = _order(b, idx, effects)
            for i in idx:
                e = effects[i]
                for o in e.now(b):
                    if (i, o) not in applied:
                        applied.add((i, o))
                        e.apply(b, o)
                        progress = True
    return b


def tags_of(g: State, obj: int) -> set[str]:
    """The object's tags (133): layered on the board (472.1), printed elsewhere."""
    if layered(g) and g.zone_kind[g.o_zone[obj]] in (BASE, BF_LOCATION_KIND):
        return board(g).tags.get(obj, set())
    return set(g.catalog[g.o_card[obj]].tags)


def _order(b: Board, idx: list[int], effects: list[Effect]) -> list[int]:
    """The order of a layer's effects (layer 1 or 2, in timestamp order: 475.3) now: an
    effect that depends on another comes right after it (473-474). A circular dependency
    falls back to timestamps."""
    after = _dependencies(b, idx, effects)
    out: list[int] = []
    placing: set[int] = set()

    def place(i: int) -> None:
        if i in out or i in placing:
            return
        placing.add(i)
        for d in after[i]:
            place(d)
        placing.discard(i)
        out.append(i)

    for i in idx:
        place(i)
    return out


def _equipment_gives(g: State, objs: list[int]) -> list[Effect]:
    """"Your Equipment each give [Assault]" (cards/equipment_gives.py): each active one gives, for
    each attached Equipment its controller controls, the keywords to the unit it is attached to,
    as that Equipment's Effect Text would (724, 472.2.c), with the giver's timestamp (475.1)."""
    givers = [(src, ab) for src in g.indexed if g.cinfo[g.o_card[src]].flags & CF_EQUIPMENT_GIVES
              and g.zone_kind[g.o_zone[src]] != zones.BF_FACEDOWN and g.o_attached[src] < 0
              for ab in g.cinfo[g.o_card[src]].statics if isinstance(ab, EquipmentGives)]
    out: list[Effect] = []
    for c in objs:
        top = g.o_attached[c]
        if top < 0 or "Equipment" not in g.catalog[g.o_card[c]].tags:
            continue
        for src, ab in givers:
            if g.o_ctrl[src] == g.o_ctrl[c]:  # "your Equipment": those its controller controls
                out.extend(_static_effects(g, Static(keywords=ab.gives), top, g.o_ts[src]))
    return out


def _dependencies(b: Board, idx: list[int], effects: list[Effect]) -> dict[int, list[int]]:
    """For each effect of ``idx``, the others it depends on (473.1.a-b), in ``idx`` order: those
    whose applying would change whether it exists or which objects it affects. Each other
    effect is tried once, on one copy of the board; one that affects nothing now changes
    nothing, so nothing depends on it."""
    before = {i: effects[i].now(b) for i in idx}
    after: dict[int, list[int]] = {i: [] for i in idx}
    for d in idx:
        if not before[d]:
            continue
        other = effects[d]
        trial = b.trial(other.layer)
        for o in before[d]:
            other.apply(trial, o)
        for i in idx:
            if i != d and effects[i].now(trial) != before[i]:
                after[i].append(d)
    return after


def _effects(g: State, objs: list[int]) -> list[Effect]:
    out: list[Effect] = []
    if g.features & CF_STATIC:
        info = g.cinfo
        for src in g.indexed:
            ci = info[g.o_card[src]]
            if not ci.flags & CF_STATIC or g.zone_kind[g.o_zone[src]] == zones.BF_FACEDOWN:
                continue  # 811: a facedown card has no abilities
            top = g.o_attached[src]
            if top < 0:
                for st in ci.statics:
                    out.extend(_static_effects(g, st, src, g.o_ts[src]))
            else:  # 718.2-718.3: its rules text is inactive; its Effect Text is the unit's (472.2.c, 724)
                for et in ci.card.effect_text:
                    if isinstance(et, IfAttachedThisTurn) and g.o_ts[src] < g.turn_clock:
                        continue  # attached before this turn began (475.2)
                    if isinstance(et, Static):  # its other abilities: rules/effect_text.py
                        out.extend(_static_effects(g, et, top, g.o_ts[src]))
        if g.features & CF_EQUIPMENT_GIVES:
            out.extend(_equipment_gives(g, objs))
    for ts, obj, inc, kind, value, _ in g.cfx:
        if g.o_inc[obj] != inc or obj not in objs:
            continue
        if kind != given.KIND:
            out.append(_instruction_effect(ts, obj, kind, value))
        elif isinstance(ab := given.ability(g, *map(int, str(value).split(":"))), Static):
            out.extend(_static_effects(g, ab, obj, ts))  # a passive keyword ability given this turn: the unit's own
    for ts, ctrl, zone, who, kind, value in g.lasting:
        if kind in ("might", "keyword"):
            out.append(_lasting_effect(g, ts, ctrl, zone, who, kind, value))
    for o in objs:
        arith = g.o_buff[o] + g.o_mod[o]
        if g.equipped:
            arith += attachment.might_bonus(g, o)  # 472.3.c
        if arith:
            out.append(Effect(ARITHMETIC, -1, _just(o), _add(arith), up=arith > 0))
    out.append(Effect(ARITHMETIC, -1, _keyword_holders(g, "assault", ATTACKER), _add_keyword("assault")))
    out.append(Effect(ARITHMETIC, -1, _keyword_holders(g, "shield", DEFENDER), _add_keyword("shield")))
    return out


def _just(o: int) -> Targets:
    return lambda b: [o] if o in b.might else []


def _add(n: int) -> Apply:
    def apply(b: Board, o: int) -> None:
        m = b.might[o]
        if m is not None:
            b.might[o] = m + n
    return apply


def _add_limited(n: int, minimum: int) -> Apply:
    """A decrease "to a minimum of N [M]" (472.3.b): never below ``minimum``, nor lowering a
    Might already below it."""
    def apply(b: Board, o: int) -> None:
        m = b.might[o]
        if m is not None:
            b.might[o] = max(m + n, min(m, minimum))
    return apply


def _add_keyword(keyword: str) -> Apply:
    """Assault (807.1.d.1) and Shield (814.1.d.1) add their summed value (807.2, 814.2)."""
    def apply(b: Board, o: int) -> None:
        m = b.might[o]
        if m is not None:
            b.might[o] = m + b.kw[o].get(keyword, 0)
    return apply


def _keyword_holders(g: State, keyword: str, role: int) -> Targets:
    if not g.combat >= 0:
        return lambda b: []
    roles = g.o_role
    return lambda b: [o for o, k in b.kw.items() if keyword in k and roles[o] == role]


def _set_might(n: int) -> Apply:
    def apply(b: Board, o: int) -> None:
        if b.might[o] is not None:
            b.might[o] = n  # 472.1.a.1
    return apply


def _gain(keyword: str) -> Apply:
    name, _, num = keyword.partition(":")

    def apply(b: Board, o: int) -> None:
        k = b.kw[o]
        k[name] = k.get(name, 0) + (int(num) if num else 1)
    return apply


def _gain_absent(keyword: str) -> Apply:
    """The keyword, to an object that doesn't have it yet (one instance)."""
    def apply(b: Board, o: int) -> None:
        b.kw[o].setdefault(keyword, 1)
    return apply


def _lose(keyword: str) -> Apply:
    def apply(b: Board, o: int) -> None:
        if keyword == "*":
            b.kw[o].clear()
        else:
            b.kw[o].pop(keyword, None)
    return apply


def _tag(tag: str) -> Apply:
    return lambda b, o: b.tags[o].add(tag)


def _instruction_effect(ts: int, obj: int, kind: str, value: object) -> Effect:
    """A "this turn" effect an instruction created (``g.cfx``): it affects the object it
    was given to while that object stays on the board (110)."""
    if kind == "set_might":
        apply = _set_might(int(str(value)))
    elif kind == "tag":
        apply = _tag(str(value))
    elif kind == "keyword":
        apply = _gain(str(value))
    elif kind == "might":  # 472.3: a decrease "to a minimum" was snapshotted as it resolved (472.3.b)
        return Effect(ARITHMETIC, ts, _just(obj), _add(int(str(value))), up=int(str(value)) > 0)
    else:
        apply = _lose(str(value))
    return Effect(LAYER_OF[kind], ts, _just(obj), apply)


def _lasting_effect(g: State, ts: int, ctrl: int, zone: int, who: str, kind: str, value: object) -> Effect:
    """A delayed passive ability (390.4, rules/lasting.py): like a passive ability it affects
    every unit that matches now, wherever it came from (364), with the timestamp of the
    instruction that created it (475.1)."""
    zone_of = g.o_zone

    def targets(b: Board) -> list[int]:
        return [o for o, m in b.might.items() if m is not None
                and (zone == lasting.ANYWHERE or zone_of[o] == zone) and lasting.matches(g, ctrl, who, o)]
    if kind == "might":
        n = int(str(value))
        if who == lasting.BUFFED_FRIENDLY:  # each buff gives more (703): a unit may have several (702.3)
            return Effect(ARITHMETIC, ts, targets, _add_per_buff(g, n), up=n > 0)
        return Effect(ARITHMETIC, ts, targets, _add(n), up=n > 0)
    return Effect(ABILITY, ts, targets, _gain(str(value)))


def _add_per_buff(g: State, n: int) -> Apply:
    """+``n`` [M] for each buff on the unit (703; "I can have any number of buffs")."""
    def apply(b: Board, o: int) -> None:
        m = b.might[o]
        if m is not None:
            b.might[o] = m + n * g.o_buff[o]
    return apply


def _static_effects(g: State, st: Static, src: int, ts: int) -> list[Effect]:
    """The effects of one passive ability of ``src``, one per layer it touches (472)."""
    targets = _affected(g, st, src)
    active = None if st.condition is None else _condition(g, st, src)
    out: list[Effect] = []
    if st.set_might is not None:
        out.append(Effect(TRAIT, ts, targets, _set_might(st.set_might), active))
    out.extend(Effect(TRAIT, ts, targets, _tag(t), active) for t in st.tags)
    out.extend(Effect(ABILITY, ts, targets, _lose(k), active) for k in st.lose)
    if st.if_absent:  # "if they didn't already": no second instance (layer 2)
        out.extend(Effect(ABILITY, ts, targets, _gain_absent(k), active) for k in st.keywords)
    elif st.keyword_count is None:
        out.extend(Effect(ABILITY, ts, targets, _gain(k), active) for k in st.keywords)
    else:  # "[Assault] equal to the number of ..." (807.2)
        out.extend(Effect(ABILITY, ts, targets, _gain_count(g, k, st.keyword_count, src), active)
                   for k in st.keywords)
    might = st.might
    if isinstance(might, int) and st.minimum is not None:  # 472.3.b: limited as it applies
        out.append(Effect(ARITHMETIC, ts, targets, _add_limited(might, st.minimum), active, up=False))
    elif isinstance(might, int):
        if might:
            out.append(Effect(ARITHMETIC, ts, targets, _add(might), active, up=might > 0))
    else:  # "+1 [M] for each ...", counted as it applies (472.3)
        out.append(Effect(ARITHMETIC, ts, targets, _add_count(g, might, src), active, up=might.sign() > 0))
    return out


def _static_controller(g: State, src: int) -> int:
    """The controller of a passive ability's source (a battlefield's: the player controlling it, 187.6)."""
    if g.zone_kind[g.o_zone[src]] == zones.BATTLEFIELD_ROW:
        return g.bf_ctrl[g.bf_objs.index(src)]
    return g.o_ctrl[src]


def _gain_count(g: State, keyword: str, count: Amount, src: int) -> Apply:
    """A numeric keyword whose value is the number of objects counted now (807.2: "I have
    [Assault] equal to the number of enemy units here"), with the tags and keywords the board
    has so far; with none counted it has no instance of the keyword (docs/rulings.md)."""
    ctrl = _static_controller(g, src)

    def apply(b: Board, o: int) -> None:
        n = count.on_board(g, ctrl, src, b)
        if n > 0:
            k = b.kw[o]
            k[keyword] = k.get(keyword, 0) + n
    return apply


def _add_count(g: State, count: Amount, src: int) -> Apply:
    """+N [M] for each object counted, relative to the passive ability's source and its
    controller (a battlefield's: the player controlling it, 187.6), with the tags and keywords
    the board has after layers 1-2."""
    ctrl = _static_controller(g, src)

    def apply(b: Board, o: int) -> None:
        m = b.might[o]
        if m is not None:
            b.might[o] = m + count.on_board(g, ctrl, src, b)
    return apply


def _affected(g: State, st: Static, src: int) -> Targets:
    """The units a passive ability affects (364): relative to its source and the source's
    controller; ``here`` is the source's location, or for a battlefield, its location."""
    if st.who == "me":
        return _just(src)
    ctrl = g.o_ctrl[src]
    zone = g.o_zone[src]
    if g.zone_kind[zone] == zones.BATTLEFIELD_ROW:
        bf = g.bf_objs.index(src)
        zone, ctrl = zones.bf_location(g, bf), g.bf_ctrl[bf]
    zone_of = g.o_zone
    ctrl_of = g.o_ctrl
    who, here, tag, having, states, named = st.who, st.here, st.tag, st.having, st.states, st.named
    cat, cards = g.catalog, g.o_card
    mine_only, by_side = who in ("yours", "other_yours"), who not in ("units", "yours", "other_yours")

    def targets(b: Board) -> list[int]:
        out = []
        for o, m in b.might.items():
            if m is None:
                continue  # units only (gear has no Might)
            if here and zone_of[o] != zone:
                continue
            if mine_only and (ctrl_of[o] != ctrl or (who == "other_yours" and o == src)):  # not allies' (740.1)
                continue
            if states and not all(_in_state(g, o, st) for st in states):
                continue
            if by_side:  # friendly and enemy as 740.1-740.2 define them: teammates are friendly
                friendly = ctrl >= 0 and is_friendly(g, ctrl, ctrl_of[o])
                if (who == "enemy") == friendly or (who == "enemy" and ctrl < 0) \
                        or (who == "other_friendly" and o == src):
                    continue
            if (tag is not None and tag not in b.tags[o]) or (having is not None and having not in b.kw[o]):
                continue
            if named is not None and cat[cards[o]].name != named:  # its name (132; a copy's is the copied one)
                continue
            out.append(o)
        return out
    return targets


def _in_state(g: State, o: int, state: str) -> bool:
    """Is unit ``o`` in ``state`` (a Static's ``states``: STATIC_STATES)? None of them is a
    characteristic the layers change (459.2.b, 423, 417, 702, 182)."""
    if state == "attacking":
        return g.o_role[o] == ATTACKER
    if state == "defending":
        return g.o_role[o] == DEFENDER
    if state == "stunned":
        return bool(g.o_stun[o])
    if state == "damaged":
        return g.o_dmg[o] > 0
    if state == "buffed":
        return g.o_buff[o] > 0
    if state == "defending_alone":  # 459.2.b, 741.1
        return g.o_role[o] == DEFENDER and special_terms.is_alone(g, o)
    return (TOKEN in g.catalog[g.o_card[o]].supertypes) == (state == "token")


def _condition(g: State, st: Static, src: int) -> Callable[[Board], bool]:
    """"While ..." (364.3.a), about the source as the layers stand now."""
    assert st.condition is not None
    kind, n = st.condition.kind, st.condition.n
    if kind == "mighty":
        return lambda b: (b.might.get(src) or 0) >= MIGHTY
    if kind == "attacking":
        return lambda b: g.o_role[src] == ATTACKER
    if kind == "defending":
        return lambda b: g.o_role[src] == DEFENDER
    if kind == "in_combat":
        return lambda b: special_terms.in_combat(g, src)
    if kind == "alone":
        return lambda b: special_terms.is_alone(g, src)
    if kind == "one_on_one":
        return lambda b: special_terms.is_one_on_one(g, src)
    if kind == "buffed":
        return lambda b: g.o_buff[src] > 0
    if kind == "hand_at_least":
        return lambda b: len(g.zone_of(g.o_ctrl[src], HAND)) >= n
    if kind == "level":  # 727.1.b.2, 824.1.b.1: active while its controller has n or more XP
        return lambda b: g.xp[g.o_ctrl[src]] >= n
    if kind == "legion":  # 727.1.c.2, 812.1.c: active once its controller played another card this turn
        return lambda b: legion.active(g, g.o_ctrl[src], src)
    cond = st.condition  # the rest of the vocabulary reads no characteristic (364.3.a)
    return lambda b: conditions.holds(g, cond, conditions.controller(g, src), src)


MIGHTY = 5  # 708: a unit is Mighty while its Might is 5 or greater

# keywords/__init__.py reads the board's keywords with these
LAYERS.layered = layered
LAYERS.board = board
