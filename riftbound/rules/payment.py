"""Rune pools and paying costs (161-167, 356-357, 429).

A player's resources are the rune pool plus the Add abilities of objects they control
(basic runes: ``[E]: Add [1]`` and ``Recycle this: Add [C]``, 163.2). Add abilities may be
used while paying (357.1.a). Power of a domain pays that domain's pips; universal power
([A] in the pool) pays any pip (135.2.e.5); an either-domain pip of a two-domain card
(``"fury|mind"``) is paid with power of either domain or universal power (135.2.e.6.c).

Whether a pool pays a list of pips is a small matching: a domain pip takes its own domain
first (universal power can do all a domain's power can), either-domain pips take as much of
the domain power left as a maximum matching gives (a minimum cut over the few domains they
name), universal power covers what is still owed, and [A] pips take whatever is left.

Restricted resources ("Add [2]. Use only to play spells.", rules/restricted.py) wait in
``State.pool_limited``, apart from the pool; a payment they may be spent on counts them, and
the Add abilities that add them, with the rest (``uses``: what is being paid for). Games with
none pay nothing for them: ``uses`` is checked only when the pool or a template holds one.
"""

from __future__ import annotations

from typing import NamedTuple

from riftbound.cards.derived import per_card
from riftbound.cards.info import CF_BORROWS, CF_GOLD_ADDS, DERIVE, Template
from riftbound.cards.model import (
    ANY_DOMAIN,
    DOMAIN_INDEX,
    DOMAINS,
    EITHER,
    OWN_DOMAIN,
    POOL_SLOTS,
    ActivatedAbility,
    CardDef,
)
from riftbound.keywords import dependent
from riftbound.rules import borrowed, gold_adds_more
from riftbound.state import State

ANY_SLOT = DOMAIN_INDEX[ANY_DOMAIN]
# Either-domain pips (135.2.e.6.c) count in slots past the pool's: one per pair of domains,
# written in either order. EITHER_PAIRS[k] are the domain slots of pip slot POOL_SLOTS + k.
EITHER_PAIRS = tuple((i, j) for i in range(len(DOMAINS)) for j in range(i + 1, len(DOMAINS)))
PIP_INDEX = {**DOMAIN_INDEX, **{f"{DOMAINS[a]}{EITHER}{DOMAINS[b]}": POOL_SLOTS + k
                                for k, (i, j) in enumerate(EITHER_PAIRS) for a, b in ((i, j), (j, i))}}
PIP_SLOTS = POOL_SLOTS + len(EITHER_PAIRS)


def resolve_own(card: CardDef, power: tuple[str, ...]) -> tuple[str, ...]:
    """[C] is the card's domain; on a card with no or several domains it is [A] (135.2.e.6.b)."""
    if OWN_DOMAIN not in power:
        return power
    own = card.domains[0] if len(card.domains) == 1 else ANY_DOMAIN
    return tuple(own if d == OWN_DOMAIN else d for d in power)


@per_card
def add_abilities(card: CardDef) -> tuple[tuple[int, ActivatedAbility], ...]:
    """The card's Add abilities with their indexes."""
    return tuple((i, ab) for i, ab in enumerate(card.abilities)
                 if isinstance(ab, ActivatedAbility) and ab.adds)


class Source(NamedTuple):
    """One usable Add ability of one object: what it costs (exhausting or recycling the
    object) and what it adds."""

    obj: int
    ability: int
    exhaust: bool
    recycle: bool
    energy: int
    power: tuple[str, ...]
    use: str  # what the resources added may be spent on ("": anything; cards.model.USES)


@per_card
def add_templates(card: CardDef) -> tuple[Template, ...]:
    """(ability, exhausts itself, recycles itself, energy, power, restriction, dependent
    keyword) of each Add ability whose only cost is exhausting or recycling its own object (none
    done to other objects, chosen as it is activated);
    one behind a dependent keyword ("[Legion]", "[Level 6]") is usable only while that is
    active (727.1.c.3)."""
    out = []
    for i, ab in add_abilities(card):
        c = ab.cost
        if c.energy or c.power or ab.object_costs:  # "Kill a friendly unit or gear, [E]: ...": activated only
            continue
        for eff in ab.effects:
            added = eff.added()
            if added is not None:
                out.append((i, c.exhaust_self, c.recycle_self, added[0], resolve_own(card, added[1]),
                            eff.restriction(), ab.dependent))
    out.sort(key=lambda t: -t[3] - len(t[4]))  # of two exhaust abilities, the one adding most is counted
    return tuple(out)


def sources(g: State, player: int, uses: tuple[str, ...] = ()) -> list[Source]:
    """Add abilities ``player`` can use now, costed only by exhausting or recycling
    their own object (the costs basic runes and similar objects have); those adding
    restricted resources only when the payment is one of ``uses``."""
    out: list[Source] = []
    ctrl = g.o_ctrl
    exh = g.o_exh
    info = g.cinfo
    cards = g.o_card
    attached = g.o_attached if g.equipped else None
    borrows = g.features & CF_BORROWS
    gold = g.features & CF_GOLD_ADDS
    for z in g.own_zones[player]:
        for obj in g.zones[z]:
            if ctrl[obj] != player or (attached is not None and attached[obj] >= 0):
                continue  # 718.2, 721.2: an attached card's abilities can't be activated
            tm = info[cards[obj]].templates
            if borrows and info[cards[obj]].flags & CF_BORROWS:
                tm = (*tm, *borrowed.templates(g, obj))  # 365.1: another card's [E] Add abilities, its own
            for t in tm:
                if (t[1] and exh[obj]) or (t[5] and t[5] not in uses) or (
                        t[6] is not None and not dependent.active(g, t[6], player, obj)):
                    continue
                if gold and (more := gold_adds_more.extra_energy(g, player, obj)):
                    out.append(Source(obj, t[0], t[1], t[2], t[3] + more, t[4], t[5]))  # "your Gold [Add] ..."
                    continue
                out.append(Source(obj, *t[:6]))
    return out


def feasible(pool_e: int, pool_p: list[int], srcs: list[Source], energy: int,
             power: tuple[str, ...]) -> bool:
    """Can ``energy`` and ``power`` be paid from the pool plus these sources?"""
    e, avail = _sums(pool_e, pool_p, srcs)
    return e >= energy and power_shortfall(avail, power) == 0


def power_shortfall(avail: list[int], power: tuple[str, ...]) -> int:
    """How many power pips the pool ``avail`` can't pay. Domain pips take their own
    domain first, either-domain pips the domain power left (a maximum matching), then
    universal power pays what is owed; [A] pips take whatever is left."""
    need = [0] * PIP_SLOTS
    either = False
    for d in power:
        i = PIP_INDEX[d]
        need[i] += 1
        if i > ANY_SLOT:
            either = True
    deficit = 0
    spare = 0
    for i in range(6):
        if need[i] > avail[i]:
            deficit += need[i] - avail[i]
        else:
            spare += avail[i] - need[i]
    if either:
        left = [max(0, avail[i] - need[i]) for i in range(6)]
        owed = sum(need[POOL_SLOTS:])
        matched = _either_matched(need, left)
        deficit += owed - matched
        spare -= matched
    universal = avail[ANY_SLOT]
    use = min(universal, deficit)
    deficit -= use
    universal -= use
    return deficit + max(0, need[ANY_SLOT] - spare - universal)


def _either_matched(need: list[int], left: list[int]) -> int:
    """The most either-domain pips (``need`` past the pool's slots) the domain power
    ``left`` can pay: a maximum flow, computed as its minimum cut (max-flow min-cut). A cut
    takes the domains of a set D at their capacity and every kind of pip whose two domains
    are not both in D at its count; only the domains the pips name matter."""
    kinds = [(EITHER_PAIRS[k], n) for k, n in enumerate(need[POOL_SLOTS:]) if n]
    named = sorted({d for (i, j), _ in kinds for d in (i, j)})
    best = sum(n for _, n in kinds)
    for mask in range(1, 1 << len(named)):
        chosen = {d for b, d in enumerate(named) if mask >> b & 1}
        cut = sum(left[d] for d in chosen) + sum(n for (i, j), n in kinds if i not in chosen or j not in chosen)
        best = min(best, cut)
    return best


def power_fits(avail: list[int], power: tuple[str, ...]) -> bool:
    return power_shortfall(avail, power) == 0


def _sums(pool_e: int, pool_p: list[int], srcs: list[Source]) -> tuple[int, list[int]]:
    """The most energy, and the most power of each pool slot, that the pool plus these
    sources could provide: each object may use one exhaust ability and one recycle ability,
    and each adds what it adds (energy, power, or both); of an object's exhaust abilities,
    the one adding the most ("Add [A]" or, at Level 6, "Add [1][A]")."""
    e = pool_e
    avail = pool_p[:]
    used: set[int] = set()
    for s in srcs:
        key = s.obj * 2 + (1 if s.recycle else 0)
        if key in used:
            continue
        used.add(key)
        e += s.energy
        for d in s.power:
            avail[DOMAIN_INDEX[d]] += 1
    return e, avail


class Budget:
    """The most a player could pay right now, computed once per decision and checked for
    every card and ability (419.2.a): the same sums as :func:`_sums` over :func:`sources`,
    made without building the sources, which are built only if asked for."""

    __slots__ = ("_srcs", "avail", "energy", "extra", "g", "objs", "player")

    def __init__(self, g: State, player: int) -> None:
        self.g = g
        self.player = player
        self._srcs: list[Source] | None = None
        e = g.pool_energy[player]
        avail = pool_of(g, player)
        objs: set[int] = set()
        # restricted resources, per use: in the pool or from Add abilities (429, 165)
        extra: dict[str, tuple[int, list[int]]] = {}
        for q, lim_use, lim_e, lim_d, _, lent in g.pool_limited:
            if q == player and lent < 0:
                _count(extra, lim_use, lim_e, lim_d)
        ctrl = g.o_ctrl
        exh = g.o_exh
        info = g.cinfo
        cards = g.o_card
        borrows = g.features & CF_BORROWS
        gold = g.features & CF_GOLD_ADDS
        for z in g.own_zones[player]:
            for obj in g.zones[z]:
                if ctrl[obj] != player:
                    continue
                tm = info[cards[obj]].templates
                if borrows and info[cards[obj]].flags & CF_BORROWS:
                    tm = (*tm, *borrowed.templates(g, obj))  # 365.1: lent [E] Add abilities
                if not tm:
                    continue
                seen_exhaust = seen_recycle = False
                for _, ex, rc, en, pw, use, dep in tm:
                    if (ex and exh[obj]) or (dep is not None and not dependent.active(g, dep, player, obj)):
                        continue
                    if rc:
                        if seen_recycle:
                            continue
                        seen_recycle = True
                    else:
                        if seen_exhaust:
                            continue
                        seen_exhaust = True
                    objs.add(obj)
                    if use:
                        for d in pw or ("",):
                            _count(extra, use, en, d)
                            en = 0
                        continue
                    e += en
                    if gold:
                        e += gold_adds_more.extra_energy(g, player, obj)  # "your Gold [Add] an additional [1]"
                    for d in pw:
                        avail[DOMAIN_INDEX[d]] += 1
        self.energy = e
        self.avail = avail
        self.objs = objs
        self.extra = extra

    @property
    def srcs(self) -> list[Source]:
        if self._srcs is None:
            self._srcs = sources(self.g, self.player)
        return self._srcs

    def affords(self, energy: int, power: tuple[str, ...], uses: tuple[str, ...] = ()) -> bool:
        if uses and self.extra:
            e, avail = self.including(uses)
            return energy <= e and (not power or power_shortfall(avail, power) == 0)
        return energy <= self.energy and (not power or power_shortfall(self.avail, power) == 0)

    def including(self, uses: tuple[str, ...]) -> tuple[int, list[int]]:
        """The most energy and power, counting the restricted resources ``uses`` may spend."""
        e = self.energy
        avail = self.avail
        for use in uses:
            more = self.extra.get(use)
            if more is not None:
                e += more[0]
                avail = [a + b for a, b in zip(avail, more[1], strict=True)]
        return e, avail


def _count(extra: dict[str, tuple[int, list[int]]], use: str, energy: int, power: str) -> None:
    """Add one restricted resource to the sums of its ``use``."""
    e, avail = extra.get(use) or (0, [0] * POOL_SLOTS)
    if power:
        avail = avail[:]
        avail[DOMAIN_INDEX[power]] += 1
    extra[use] = (e + energy, avail)


def pool_with(g: State, player: int, uses: tuple[str, ...]) -> tuple[int, list[int]]:
    """The player's pool, with the restricted resources ``uses`` may spend (not lent to a
    payment already)."""
    e = g.pool_energy[player]
    avail = pool_of(g, player)
    if uses:
        for q, use, en, pw, _, lent in g.pool_limited:
            if q == player and lent < 0 and use in uses:
                e += en
                if pw:
                    avail[DOMAIN_INDEX[pw]] += 1
    return e, avail


def pool_of(g: State, player: int) -> list[int]:
    b = player * POOL_SLOTS
    return g.pool_power[b:b + POOL_SLOTS]


def can_afford(g: State, player: int, energy: int, power: tuple[str, ...],
               srcs: list[Source] | None = None, exclude: int = -1, uses: tuple[str, ...] = ()) -> bool:
    """419.2.a: a player may play a card only with the resources to pay for it.
    ``exclude`` drops an object whose own ability is being paid for; ``uses`` are what the
    payment is for (restricted resources, rules/restricted.py)."""
    if srcs is None or uses:
        srcs = sources(g, player, uses)
    if exclude >= 0:
        srcs = [s for s in srcs if s.obj != exclude]
    pool_e, pool_p = pool_with(g, player, uses)
    return feasible(pool_e, pool_p, srcs, energy, power)


def most(g: State, player: int, exclude: int = -1) -> tuple[int, int]:
    """The most Energy, and the most Power of any domain, ``player`` could pay now: the pool
    plus the Add abilities they may use while paying (357.1.a, 429.3), ``exclude``'s aside;
    restricted resources are not counted ("pay any amount", effects/any_amount.py)."""
    srcs = [s for s in sources(g, player) if s.obj != exclude]
    energy, avail = _sums(g.pool_energy[player], pool_of(g, player), srcs)
    return energy, sum(avail)


def pool_covers(g: State, player: int, energy: int, power: tuple[str, ...], uses: tuple[str, ...] = ()) -> bool:
    pool_e, pool_p = pool_with(g, player, uses)
    return pool_e >= energy and power_fits(pool_p, power)


def useful_sources(g: State, player: int, energy: int, power: tuple[str, ...],
                   exclude: int = -1, uses: tuple[str, ...] = ()) -> list[Source]:
    """Add abilities worth offering while paying: each adds something still owed and
    leaves the rest of the cost payable (so a payment never paints itself into a corner).

    Using an exhaust ability moves its resource into the pool, so what can be paid in total
    is unchanged; recycling an object also gives up the energy its exhaust ability could
    still have added."""
    srcs = [s for s in sources(g, player, uses) if s.obj != exclude]
    pool_e, pool_p = pool_with(g, player, uses)
    e_total, avail = _sums(pool_e, pool_p, srcs)
    if e_total < energy or power_shortfall(avail, power):
        return []
    exhaust_energy: dict[int, int] = {}
    several: set[int] = set()  # objects with more than one exhaust ability usable ("[Level 6] ...")
    for s in srcs:
        if s.exhaust:
            if s.obj in exhaust_energy:
                several.add(s.obj)
            exhaust_energy.setdefault(s.obj, s.energy)
    out: list[Source] = []
    short = power_shortfall(pool_p, power)
    for s in srcs:
        if s.obj in several:  # using one of them gives up the others: check what is left exactly
            rest = [t for t in srcs if t.obj != s.obj or (t.recycle and not s.recycle)]
            new_p = pool_p[:]
            for d in s.power:
                new_p[DOMAIN_INDEX[d]] += 1
            if feasible(pool_e + s.energy, new_p, rest, energy, power) and (
                    (s.energy and pool_e < energy) or power_shortfall(new_p, power) < short):
                out.append(s)
            continue
        helps_energy = s.energy > 0 and pool_e < energy
        if not helps_energy:
            if not s.power:
                continue
            new_p = pool_p[:]
            for d in s.power:
                new_p[DOMAIN_INDEX[d]] += 1
            if power_shortfall(new_p, power) >= short:
                continue
        if s.recycle and e_total - exhaust_energy.get(s.obj, 0) < energy:
            continue
        out.append(s)
    return out


def spend_energy(g: State, player: int, energy: int) -> None:
    g.pool_energy[player] -= energy


def power_options(g: State, player: int, pip: str) -> list[str]:
    """Which pool power may pay one ``pip`` (see :func:`pip_options`)."""
    return pip_options(pool_of(g, player), pip)


def pip_options(pool: list[int], pip: str) -> list[str]:
    """Which power of ``pool`` may pay one ``pip``, leaving the rest of the cost payable.

    A domain pip is paid with its own domain when the pool has it, else universal power.
    An either-domain pip (135.2.e.6.c) and an [A] pip may be paid with the power of a domain
    they allow; universal power is offered only when no such domain power is left (keeping
    universal power is never worse: docs/rulings.md). Pips are paid in the order
    :func:`riftbound.rules.costs.ordered` gives (domain, either-domain, [A]) and a card's
    either-domain pips all name its two domains (135.2.e.6.c), so once the domain pips are
    paid any of these choices leaves the rest payable when the pool covers the cost.
    """
    if pip in DOMAIN_INDEX and pip != ANY_DOMAIN:
        i = DOMAIN_INDEX[pip]
        return [pip] if pool[i] else ([ANY_DOMAIN] if pool[ANY_SLOT] else [])
    either = pip.split(EITHER) if EITHER in pip else DOMAINS
    doms = [d for d in either if pool[DOMAIN_INDEX[d]]]
    if doms:
        return doms
    return [ANY_DOMAIN] if pool[ANY_SLOT] else []


def spend_power(g: State, player: int, domain: str) -> None:
    g.pool_power[player * POOL_SLOTS + DOMAIN_INDEX[domain]] -= 1

# cards/info.py computes this per catalog entry
DERIVE.templates = add_templates
