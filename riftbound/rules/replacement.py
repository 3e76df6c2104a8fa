"""Replacement effects (367-375) and Prevent (437).

In a game whose catalog has a replacement effect (``CF_REPLACING``), the game actions that
can be replaced go through here: :func:`riftbound.rules.game_actions.kill` and ``deal``
queue an **event** in ``State.rp_batch`` (performed at once if no replacement effect applies
and nothing else waits), and the caller then calls :func:`settle`, which applies replacement
effects to the queued events and performs those that remain, all at once. So do the tokens
instructions play (rules/token_play.py) and, with an "if you would draw" replacement effect
in the catalog, draws (game_actions.draw). The callers are
the chain after each instruction, the cleanup and combat damage; anything left over is
settled by the engine before it gives priority. Events queued together are simultaneous
(373). An event is the plain tuple ``(kind, object, incarnation, amount, source, rule,
bonus, *lineage)``: ``kind`` is ``DIE`` or
``DAMAGE`` (cards/model.py), a death's ``source`` who is responsible for it (rules/kills.py),
``bonus`` the Bonus Damage
of a Deal action (712-715), added only if damage is still dealt once replacement effects and
Prevent have applied to ``amount`` (715.4, 417.1.e.1), ``lineage`` the keys of the
replacement effects applied to it or to the events it replaces (370.2). A ``PLAY_TOKEN``
event is ``(kind, card index, player, destination zone, source, rule, exhausted, *lineage)``
(see :func:`queue_token`) and a ``DRAW`` event ``(kind, player, player, 1, -1, rule, 0,
*lineage)``, one per card.

Replacement effects are the passive :class:`~riftbound.cards.model.Replacement` abilities of
permanents on the board (365.1, 368.1), found through ``State.indexed``, those of cards in
their owner's trash that work from there (370.3, ``CF_TRASH_REPLACEMENT``), and the effects
created this turn by instructions (``State.rp_effects``: "the next time", Prevent), each the
tuple ``(uid, kind, controller, source, instruction, object, incarnation, value)``. A
replacement effect is named by a **key**: positive for a permanent's ability, ``-uid`` for a
created one.

When a player must choose — which replacement effect applies first (372), to which of
several simultaneous events (373), whether to use a "you may" one (371.1) — :func:`settle`
sets the pending decision (``("replace", player)`` or ``("replace_may", player, key,
event)``) and pushes a ``("replace",)`` task under the caller's continuation; with one
option the engine decides alone (docs/rulings.md). A created effect with a cost ("you may pay
[R] to ... instead") is offered only while its controller can pay it, and once used is paid
before it applies, with Add abilities if the pool is short (``("replace_pay", player, key,
event)``; :func:`pay`).
"""

from __future__ import annotations

from typing import Any

from riftbound.cards.events import ONCE_EACH_TURN, TRASH
from riftbound.cards.info import (
    CF_HISTORY,
    CF_KILLS,
    CF_REPLACEMENT,
    CF_REPLACER,
    CF_RESTRICTION,
    CF_TRASH_REPLACEMENT,
    CF_UNIT,
    DERIVE,
)
from riftbound.cards.instruction import Ctx, Effect
from riftbound.cards.model import (
    ANY_DOMAIN,
    DAMAGE,
    DIE,
    DOMAIN_INDEX,
    DRAW,
    GEAR,
    NEXT_TIME,
    PLAY_TOKEN,
    SPELL,
    UNIT,
    Cost,
    Replacement,
)
from riftbound.log import log, name
from riftbound.rules import action_triggers, payment, restrictions, turn_history, zones
from riftbound.rules import game_actions as act
from riftbound.rules.damage import COMBAT, UNIT_DEALS, combat_dealer, sources
from riftbound.rules.might import might
from riftbound.rules.tasks import push
from riftbound.rules.token_play import play_token
from riftbound.state import TRASH as TRASH_ZONE
from riftbound.state import State

ALL = -1  # the Prevent Value "All": an infinite amount (437.1.b.1.b)
DOUBLE = -2  # the value of a created damage effect that doubles the damage instead of preventing it
ET_INDEX = 128  # ability indexes of a key from here on name Effect Text replacement effects (718.3)

# While a replacement effect's own instructions run, the lineage their events inherit (370.2).
# It lives only for that call, never across a decision, as does the event it replaces (375).
_lineage: tuple[int, ...] = ()
_event: tuple[Any, ...] = ()

# A candidate replacement effect: (key, controller, source, event kind, who, object,
# incarnation, in_sequence, optional, limit, here, by); ``in_sequence``: it applies to every
# simultaneous event it qualifies for, in one sequence (373.2); ``here``: only to objects at
# its source's location; ``by``: a Prevent's source of damage (437.1.b.1), "" for any.
Candidate = tuple[int, int, int, str, str, int, int, bool, bool, str, bool, str]


# ---- creating events and effects -----------------------------------------------------------
def queue(g: State, events: list[tuple[str, int, int, int, str, int]]) -> None:
    """Simultaneous events ``(kind, object, amount, source, rule, bonus)`` that replacement effects
    may replace; they happen when :func:`settle` runs. When no other event is waiting and
    no replacement effect applies to them, they happen at once (as when paying a cost)."""
    fresh = not g.rp_batch and not _lineage
    for kind, obj, amount, source, rule, bonus in events:
        g.rp_batch.append((kind, obj, g.o_inc[obj], amount, source, rule, bonus, *_lineage))
    if fresh and _choice(g) is None:
        _perform(g)


def request_token(g: State, index: int, player: int, dest: int, source: int, exhausted: int) -> None:
    """``player`` would play the token ``index`` at ``dest`` (182.1.a, 439.2), ``exhausted``
    being the instruction's modification (1 exhausted, 0 ready, -1 as its type enters, 181.1):
    queued for replacement effects when the catalog has any, else played now
    (rules/token_play.py). A unit token can't be played where a restriction forbids playing
    units (054.1, rules/restrictions.py): it is not played."""
    if g.features & CF_RESTRICTION and g.catalog[index].type == UNIT \
            and not restrictions.play_locations(g, player, g.catalog[index], [dest]):
        if g.log is not None:
            log(g, "054.1", f"P{player} can't play {g.catalog[index].name} there")
        return
    if g.features & CF_REPLACEMENT:
        queue_token(g, index, player, dest, source, exhausted)
        return
    play_token(g, index, player, dest, exhausted)


def queue_token(g: State, index: int, player: int, dest: int, source: int, exhausted: int) -> None:
    """``player`` would play the token ``index`` at ``dest`` (182.1.a): the event ``(PLAY_TOKEN,
    index, player, dest, source, rule, exhausted, *lineage)``, ``exhausted`` being the
    instruction's modification (1 exhausted, 0 ready, -1 none: as its type enters), which
    replacement effects inherit (375); see rules/token_play.py. Like :func:`queue`."""
    fresh = not g.rp_batch and not _lineage
    g.rp_batch.append((PLAY_TOKEN, index, player, dest, source, "182.1.a", exhausted, *_lineage))
    if fresh and _choice(g) is None:
        _perform(g)


def queue_draw(g: State, player: int, n: int) -> None:
    """``player`` would draw ``n``: one event ``(DRAW, player, player, 1, -1, "413", 0,
    *lineage)`` per card (413.1), simultaneous (373). Like :func:`queue`."""
    fresh = not g.rp_batch and not _lineage
    g.rp_batch.extend([(DRAW, player, player, 1, -1, "413", 0, *_lineage) for _ in range(n)])  # distinct events
    if fresh and _choice(g) is None:
        _perform(g)


def play_instead(g: State, copies: int, also: int) -> None:
    """"Play that token and an additional copy" / "and a <token>": the token of the event
    being replaced is played, with ``copies`` more of it and the token ``also`` (a catalog
    index, -1 for none), each as a new event of the same lineage (370.2) that inherits the
    replaced event's modifications: where the tokens enter and whether exhausted (375)."""
    ev = _event
    if not ev or ev[0] != PLAY_TOKEN:
        raise ValueError("370.1.a: 'play that token' replaces playing a token; no such event is being replaced")
    for index in [ev[1]] * (1 + copies) + ([also] if also >= 0 else []):
        g.rp_batch.append((PLAY_TOKEN, index, ev[2], ev[3], ev[4], "375", ev[6], *_lineage))
        if g.log is not None and ev[6] >= 0:
            log(g, "375", f"the {g.catalog[index].name} token inherits entering {'exhausted' if ev[6] else 'ready'}")


def create(g: State, kind: str, controller: int, source: int, instruction: int, obj: int, value: int) -> None:
    """A replacement effect created by an instruction, lasting this turn (317.2.c): for the
    object ``obj`` as it is now (or any object it qualifies for when ``obj`` is -1).
    ``value`` is a Prevent Value (437.1.b.1.a)."""
    uid = g.next_uid
    g.next_uid += 1
    inc = g.o_inc[obj] if obj >= 0 else -1
    g.rp_effects.append((uid, kind, controller, source, instruction, obj, inc, value))
    if g.log is not None:
        what = "doubles damage to" if value == DOUBLE else "prevents damage to" if kind == DAMAGE \
            else "will replace the death of"
        log(g, "437.1" if kind == DAMAGE else "369.1",
            f"{name(g, source)} {what} {name(g, obj) if obj >= 0 else 'a unit'} this turn")


def expire(g: State) -> None:
    """'This turn' replacement effects expire (317.2.c); "once each turn" ones may apply
    again (371)."""
    g.rp_effects.clear()
    g.rp_used[:] = [k for k in g.rp_used if not k & 1]


# ---- the replacement effects that exist now ------------------------------------------------
def _key(g: State, src: int, ability: int) -> int:
    """A permanent's replacement ability, for this object (359.3.e.4: a new object after it
    leaves the board has fresh limits)."""
    return (src * 65536 + g.o_inc[src]) * 256 + ability + 1


def _candidates(g: State) -> list[Candidate]:
    out: list[Candidate] = []
    if g.features & CF_REPLACEMENT:
        cards = g.o_card
        for src in g.indexed:
            if not g.cinfo[cards[src]].flags & CF_REPLACEMENT or g.zone_kind[g.o_zone[src]] == zones.BF_FACEDOWN:
                continue
            _passive(g, src, g.o_ctrl[src], "", out)
            if g.equipped and g.o_attached[src] >= 0:
                _attached(g, src, out)
    if g.features & CF_TRASH_REPLACEMENT:
        for p in g.order:
            for src in g.zone_of(p, TRASH_ZONE):
                if g.cinfo[g.o_card[src]].flags & CF_TRASH_REPLACEMENT and not g.removed[p]:
                    _passive(g, src, p, TRASH, out)
    if g.features & CF_REPLACER:
        for uid, kind, ctrl, src, instr, obj, inc, _ in g.rp_effects:
            if g.removed[ctrl]:
                continue  # a removed player no longer influences the game (651.3)
            spec = _instruction(g, src, instr)
            who = "it" if obj >= 0 else spec.who
            by = spec.by if kind == DAMAGE else ""
            cost = getattr(spec, "pay", None)  # "you may pay [R] to ... instead": while it can be paid (371.1)
            if cost is not None and not _payable(g, ctrl, src, cost):
                continue
            out.append((-uid, ctrl, src, kind, who, obj, inc, False, cost is not None, NEXT_TIME, False, by))
    return out


def _passive(g: State, src: int, ctrl: int, zone: str, out: list[Candidate]) -> None:
    """The passive replacement effects of ``src`` active in its zone: on the board (365.1) or,
    with ``zone`` TRASH, in its owner's trash (370.3), where its owner controls them (374).
    One that banishes its source from the trash applies to one event, not in a sequence."""
    for i, ab in enumerate(g.catalog[g.o_card[src]].abilities):
        if not isinstance(ab, Replacement) or ab.zone != zone:
            continue
        key = _key(g, src, i)
        if (ab.limit == ONCE_EACH_TURN and key * 2 + 1 in g.rp_used) or \
                (ab.limit == NEXT_TIME and key * 2 in g.rp_used):
            continue
        if ab.pay is not None and not _payable(g, ctrl, src, ab.pay):
            continue  # "you may pay [A], exhaust me, ... to ...": only while it can be paid (371.1)
        optional = ab.optional or ab.limit == ONCE_EACH_TURN  # 371.1
        # one with a cost is applied to one event at a time, each time paid (its [E] once: 373.2 holds)
        out.append((key, ctrl, src, ab.event, ab.who, -1, -1, not ab.limit and not zone and ab.pay is None,
                    optional, ab.limit, ab.here, ""))


def _payable(g: State, ctrl: int, src: int, cost: Cost) -> bool:
    """Can ``ctrl`` pay a replacement effect's cost now: its Energy and Power, with the pool and
    Add abilities (357.1.a, 429.3), and its source's [E] if it is ready (414.1.c)?"""
    return not (cost.exhaust_self and g.o_exh[src]) and payment.can_afford(g, ctrl, cost.energy, cost.power)


def _attached(g: State, src: int, out: list[Candidate]) -> None:
    """The replacement effects in the Effect Text of ``src``, attached: they are abilities of the
    unit it is attached to (718.3), controlled by that unit's controller, and their "I" is that
    unit (who ``"attached"``); "this" is still ``src`` ("kill Guardian Angel instead")."""
    for k, ab in enumerate(g.catalog[g.o_card[src]].effect_text):
        if isinstance(ab, Replacement):
            key = _key(g, src, ET_INDEX + k)
            if ab.limit == NEXT_TIME and key * 2 in g.rp_used:
                continue
            out.append((key, g.o_ctrl[g.o_attached[src]], src, ab.event, "attached", -1, -1, not ab.limit, ab.optional,
                        ab.limit, False, ""))


def _ability(g: State, src: int, key: int) -> Replacement:
    """The passive replacement ability a positive key names: of the card, or of its Effect Text."""
    index = (key - 1) % 256
    card = g.catalog[g.o_card[src]]
    ab = card.abilities[index] if index < ET_INDEX else card.effect_text[index - ET_INDEX]
    assert isinstance(ab, Replacement)
    return ab


def _instruction(g: State, src: int, instr: int) -> Any:
    return DERIVE.replacers(g.catalog[g.o_card[src]])[instr]


def _qualifies(g: State, c: Candidate, ev: tuple[Any, ...]) -> bool:
    """Does the event qualify for the replacement effect (370.1)? Not if the effect has
    already been applied to it or to an event it replaces (370.2)."""
    key, ctrl, src, kind, who = c[0], c[1], c[2], c[3], c[4]
    obj: int = ev[1]
    inc: int = ev[2]
    if ev[0] != kind or key in ev[7:]:
        return False
    if kind == DRAW:  # "if you / an opponent would draw a card" (740: opponents are enemies)
        return inc == ctrl if who == "you" else g.teams[inc] != g.teams[ctrl]
    if kind == PLAY_TOKEN:  # "if you would play a [unit / gear] token [here]"
        card_type = g.catalog[obj].type
        return inc == ctrl and (who == "token" or card_type == {"unit_token": UNIT, "gear_token": GEAR}[who]) and \
            (not c[10] or ev[3] == g.o_zone[src])
    if g.o_inc[obj] != inc or not zones.on_board(g, obj):
        return False
    if who == "it":
        return obj == c[5] and inc == c[6] and (not c[11] or _dealt_by(g, c[11], ctrl, obj, ev[4], ev[5]))
    if c[10] and g.o_zone[obj] != g.o_zone[src]:
        return False
    if who == "me":
        return obj == src
    if who == "attached":  # an Equipment's "If I would ...": the unit it is attached to now (718.3)
        return obj == g.o_attached[src]
    if not g.cinfo[g.o_card[obj]].flags & CF_UNIT:
        return False
    if who == "units":  # a Prevent for every unit is limited to its source of damage (437.1.b.1)
        return not c[11] or _dealt_by(g, c[11], ctrl, obj, ev[4], ev[5])
    if who == "yours_buffed":  # "a buffed unit you control" (702)
        return g.o_ctrl[obj] == ctrl and g.o_buff[obj] > 0
    if who == "other_yours_weaker":  # "another unit you control ..., if it has less Might than me", now
        return obj != src and g.o_ctrl[obj] == ctrl and might(g, obj) < might(g, src)
    friendly = g.teams[g.o_ctrl[obj]] == g.teams[ctrl]  # 484.8.d
    if who == "enemy":
        return not friendly
    return friendly and (who == "friendly" or obj != src)


def _dealt_by(g: State, by: str, ctrl: int, target: int, source: int, rule: str) -> bool:
    """Is damage from ``source`` to ``target`` from the source a Prevent is limited to
    (437.1.b.1)? ``"spell"``: a spell deals it (417.6.a); ``"enemy_units"``: a unit that is
    an enemy of the Prevent's controller (740), the one with the ability (417.6.b.2.a) or,
    in combat, an opposing unit (417.6.c.1); ``"spell_ability"``: damage a spell or an ability
    deals, not combat damage (417.6.c) nor damage a unit it names deals (``rule`` UNIT_DEALS,
    417.6.b.3)."""

    if by == "spell":
        return source >= 0 and g.catalog[g.o_card[source]].type == SPELL
    if by == "spell_ability":  # a spell's or an ability's damage (417.6.a-b.2), not a unit's (417.6.b.3, 417.6.c)
        return source != COMBAT and rule != UNIT_DEALS
    team = g.teams[ctrl]
    return any(o >= 0 and g.cinfo[g.o_card[o]].flags & CF_UNIT and g.teams[g.o_ctrl[o]] != team
               for o in sources(g, target, source))


# ---- choosing ---------------------------------------------------------------------------------
def _choice(g: State) -> tuple[int, list[tuple[int, int]]] | None:
    """Who chooses the next replacement effect to apply, and the options ``(key, event)``.

    For one event, the owner of the object acted on orders the replacement effects (372).
    For several simultaneous events, the replacement effects of one controller at a time,
    in turn order from the turn player (373.1), are applied in that controller's order (373).
    A replacement effect that applies to every event it qualifies for in one sequence
    (373.2) is offered once, with the first such event."""
    cands = _candidates(g)
    pairs = [(c, i) for c in cands for i, ev in enumerate(g.rp_batch) if _qualifies(g, c, ev)]
    if not pairs:
        return None
    events = {i for _, i in pairs}
    if len(events) == 1:
        ev = g.rp_batch[pairs[0][1]]
        chooser = ev[2] if ev[0] in (PLAY_TOKEN, DRAW) else g.o_owner[ev[1]]  # 372.1: the player acted on
        mine = pairs
    else:
        order = list(g.order)
        if g.turn_player in order:
            k = order.index(g.turn_player)
            order = order[k:] + order[:k]
        chooser = next(p for p in order if any(c[1] == p for c, _ in pairs))
        mine = [(c, i) for c, i in pairs if c[1] == chooser]
    seen: set[int] = set()
    opts: list[tuple[int, int]] = []
    for c, i in mine:
        if c[7]:
            if c[0] in seen:
                continue
            seen.add(c[0])
        opts.append((c[0], i))
    return chooser, opts


def choices(g: State) -> list[tuple[int, int]]:
    """The legal answers to a ``replace`` decision: ``(key, event index)``."""
    ch = _choice(g)
    return [] if ch is None else ch[1]


def _find(g: State, key: int) -> Candidate:
    return next(c for c in _candidates(g) if c[0] == key)


def settle(g: State, *then: tuple[Any, ...]) -> bool:
    """Apply replacement effects to the queued events until none applies, then perform the
    events left, all at once. Returns False when a player must choose first: the decision is
    pending, and the ``then`` tasks run once every event has happened."""
    while g.rp_batch:
        ch = _choice(g)
        if ch is None:
            _perform(g)
            break
        chooser, opts = ch
        if len(opts) > 1:
            g.pending = ("replace", chooser)
            push(g, ("replace",), *then)
            return False
        key, i = opts[0]
        c = _find(g, key)
        if c[8]:
            g.pending = ("replace_may", c[1], key, i)
            push(g, ("replace",), *then)
            return False
        _apply(g, c, i)
    return True


def choose(g: State, key: int, i: int) -> None:
    """The answer to a ``replace`` decision: apply ``key`` to event ``i`` next (372, 373);
    a "you may" replacement effect's controller then decides whether to use it (371.1)."""
    c = _find(g, key)
    if c[8]:
        g.pending = ("replace_may", c[1], key, i)
        return
    _apply(g, c, i)


def confirm(g: State, key: int, i: int, use: bool) -> None:
    """The answer to a ``replace_may`` decision. Declined, the replacement effect does not
    apply to that event, and it has not been applied this turn (371.2). Used, a created
    effect's cost ("you may pay [R] to ...") is paid first (:func:`pay`)."""
    if use and _cost(g, key) is not None:
        pay(g, key, i)
        return
    if use:
        _apply(g, _find(g, key), i)
        return
    ev = g.rp_batch[i]
    g.rp_batch[i] = (*ev, key)
    if g.log is not None:
        log(g, "371.2", f"P{g.o_ctrl[_find(g, key)[2]]} does not apply the replacement effect of "
                        f"{name(g, _find(g, key)[2])}")


# ---- a cost paid as it applies ------------------------------------------------------------------
PAY = "replace_pay"  # the decision: an Add ability to use for a replacement effect's cost (357.1.a, 429.3)


def _cost(g: State, key: int) -> Cost | None:
    """The cost of a replacement effect paid as it applies ("you may pay [R] to heal it,
    exhaust it, and recall it instead", "you may pay [A], exhaust me, and spend its buff to
    ..."), or None: a created effect's instruction's, or a permanent's passive ability's."""
    if key > 0:
        return _ability(g, source_of(g, key), key).pay
    entry = next(e for e in g.rp_effects if e[0] == -key)
    cost: Cost | None = getattr(_instruction(g, entry[3], entry[4]), "pay", None)
    return cost


def pay(g: State, key: int, i: int, domain: str = "") -> None:
    """Pay the cost of the replacement effect ``key`` its controller chose to use on event
    ``i``, then apply it (370, 371.1). The pool pays it when it covers it, each domain pip
    with that domain's power, else universal power (135.2.e.5; the only choice, as for any
    cost); otherwise its controller first uses Add abilities (357.1.a, 429.3; decision
    ``replace_pay``, answered ``activate``). An [A] pip the pool can pay with more than one
    power is paid with the ``domain`` its controller picks (decision ``replace_pay``, answered
    ``domain``). Its [E] exhausts its source (414) and "spend its buff" spends the buff of the
    unit that would die (702.2.b). The effect is offered only while the cost can be paid
    (:func:`_candidates`), so a payment always ends."""
    cost = _cost(g, key)
    assert cost is not None
    c = _find(g, key)
    ctrl = c[1]
    if not payment.pool_covers(g, ctrl, cost.energy, cost.power) or (not domain and len(domains(g, key)) > 1):
        g.pending = ("replace_pay", ctrl, key, i)
        return
    payment.spend_energy(g, ctrl, cost.energy)
    for d in sorted(cost.power, key=lambda d: d == ANY_DOMAIN):  # the domain pips first, then the [A]
        payment.spend_power(g, ctrl, domain if d == ANY_DOMAIN and domain else payment.power_options(g, ctrl, d)[0])
    if g.features & CF_HISTORY and cost.power:
        turn_history.spent_power(g, ctrl, len(cost.power))  # "If you've spent at least [A][A] this turn"
    if cost.exhaust_self:
        act.exhaust(g, c[2])
    if key > 0 and _ability(g, c[2], key).spend_its_buff:
        act.spend_buff(g, g.rp_batch[i][1])
    if g.log is not None:
        log(g, "357.1", f"P{ctrl} pays {cost.text()} for the replacement effect of {name(g, c[2])}")
    _apply(g, c, i)


def pay_options(g: State, key: int) -> list[tuple[int, int]]:
    """The Add abilities (object, ability) worth using for a ``replace_pay`` decision while the
    pool can't pay the cost."""
    cost = _cost(g, key)
    assert cost is not None
    ctrl = _find(g, key)[1]
    if payment.pool_covers(g, ctrl, cost.energy, cost.power):
        return []
    return [(s.obj, s.ability) for s in payment.useful_sources(g, ctrl, cost.energy, cost.power)]


def domains(g: State, key: int) -> list[str]:
    """The powers of the pool that may pay the [A] pip of replacement effect ``key``'s cost once
    its domain pips are paid, when the pool covers the cost (135.2.e.5); else none."""
    cost = _cost(g, key)
    assert cost is not None
    ctrl = _find(g, key)[1]
    if ANY_DOMAIN not in cost.power or not payment.pool_covers(g, ctrl, cost.energy, cost.power):
        return []
    pool = payment.pool_of(g, ctrl)[:]
    for d in cost.power:
        if d != ANY_DOMAIN:
            pool[DOMAIN_INDEX[payment.pip_options(pool, d)[0]]] -= 1
    return payment.pip_options(pool, ANY_DOMAIN)


# ---- applying ---------------------------------------------------------------------------------
def _apply(g: State, c: Candidate, i: int) -> None:
    """Apply a replacement effect to event ``i`` (370.1.a); one that applies in a sequence
    goes on with every other simultaneous event it qualifies for, and is then done with
    them all (373.2)."""
    key = c[0]
    if not c[7]:
        _apply_one(g, c, i)
        if key > 0 and c[9]:
            g.rp_used.append(key * 2 + (c[9] == ONCE_EACH_TURN))  # 371, 369.1
        return
    first = g.rp_batch[i]
    todo = [first, *(ev for ev in g.rp_batch if ev is not first and _qualifies(g, c, ev))]
    for ev in todo:
        if ev is first or _qualifies(g, c, ev):  # still there and still qualified
            _apply_one(g, c, next(j for j, e in enumerate(g.rp_batch) if e is ev))
    g.rp_batch[:] = [ev if key in ev[7:] else (*ev, key) for ev in g.rp_batch]


def _apply_one(g: State, c: Candidate, i: int) -> None:
    key, ctrl, src = c[0], c[1], c[2]
    ev = g.rp_batch.pop(i)
    obj = ev[1]
    lineage = (*ev[7:], key)
    if key < 0:
        k = next(j for j, e in enumerate(g.rp_effects) if e[0] == -key)
        entry = g.rp_effects[k]
        if ev[0] == DAMAGE:
            if entry[7] == DOUBLE:
                _double(g, ev, i, lineage)
            else:
                _prevent(g, k, ev, i, lineage)
            return
        spec = _instruction(g, src, entry[4])
        if not spec.lasting:
            del g.rp_effects[k]  # "the next time": it applies once; "if it would die this turn": all turn
        effects: tuple[Effect, ...] = spec.effects
    else:
        ab = _ability(g, src, key)
        effects = ab.effects
        if ab.zone:
            _banish_from_trash(g, ctrl, src)
    if g.log is not None:
        if ev[0] == PLAY_TOKEN:
            what = f"P{ev[2]} playing a {g.catalog[obj].name} token"
        elif ev[0] == DRAW:
            what = f"P{ev[2]} drawing a card"
        else:
            what = f"{'the death of' if ev[0] == DIE else 'the damage to'} {name(g, obj)}"
        log(g, "370.1.a", f"the replacement effect of {name(g, src)} replaces {what}")
    if ev[0] == DAMAGE:
        _bonus_lost(g, ev)
    global _lineage, _event
    saved = _lineage, _event
    _lineage, _event = lineage, ev
    try:
        ctx = Ctx(ctrl, src, -1, [[] if ev[0] in (PLAY_TOKEN, DRAW) else [obj]])
        ctx.state = g  # "all ..." instructions find their objects as they execute (effects/every.py)
        for e in effects:
            e.run(g, ctx)
    finally:
        _lineage, _event = saved


def _banish_from_trash(g: State, ctrl: int, src: int) -> None:
    """"Banish me from your trash instead. If you do, ...": the replacement effect's source
    leaves the trash (370.3, 427); it is there, or the effect would not apply, so it does."""

    zones.to_banishment(g, src)
    if g.log is not None:
        log(g, "427.2", f"{name(g, src)} is banished from P{ctrl}'s trash")
    action_triggers.banished(g, ctrl, [src])


def _prevent(g: State, k: int, ev: tuple[Any, ...], i: int, lineage: tuple[int, ...]) -> None:
    """437.2-437.4: the damage is replaced by that much reduced by the Prevent Value (never
    below 0; 0 is no damage at all); the Prevent Value drops by the amount prevented and the
    effect ends at 0; "All" stays "All". The Prevent Value applies to the damage before Bonus
    Damage: damage prevented in full is not dealt, so its Bonus Damage never applies and
    uses none of the Prevent Value (715.4, 417.1.e.1; docs/rulings.md)."""
    entry = g.rp_effects[k]
    value = entry[7]
    amount = ev[3]
    prevented = amount if value == ALL else min(amount, value)
    if _instruction(g, entry[3], entry[4]).next_time:
        del g.rp_effects[k]  # "the next time that unit would be dealt damage, prevent it": once (437.1.b.2)
    elif value != ALL:
        if value - prevented <= 0:
            del g.rp_effects[k]  # 437.3.a
        else:
            g.rp_effects[k] = (*entry[:7], value - prevented)  # 437.3.b
    if g.log is not None:
        log(g, "437.2", f"{prevented} damage to {name(g, ev[1])} is prevented")
    if amount > prevented:
        g.rp_batch.insert(i, (DAMAGE, ev[1], ev[2], amount - prevented, ev[4], ev[5], ev[6], *lineage))
    else:
        _bonus_lost(g, ev)


def _double(g: State, ev: tuple[Any, ...], i: int, lineage: tuple[int, ...]) -> None:
    """"Double all damage that would be dealt to it this turn": the damage is replaced by twice
    as much, its Bonus Damage doubled with it (715.1: it is part of the damage dealt); the
    effect lasts the turn (317.2.c) and is applied once to each event (370.2)."""
    if g.log is not None:
        log(g, "370.1.a", f"the damage to {name(g, ev[1])} is doubled")
    g.rp_batch.insert(i, (DAMAGE, ev[1], ev[2], ev[3] * 2, ev[4], ev[5], ev[6] * 2, *lineage))


def _bonus_lost(g: State, ev: tuple[Any, ...]) -> None:
    """Damage that is not dealt, replaced or prevented in full, gets no Bonus Damage (715.4)."""
    if ev[6] and g.log is not None:
        log(g, "715.4", f"no damage is dealt to {name(g, ev[1])}: its {ev[6]} Bonus Damage does not apply")


def _perform(g: State) -> None:
    """The events no replacement effect replaces happen, simultaneously: damage is dealt,
    then the permanents die together (373, 383.2.c.2). An object that has left the board
    since is a new object the event no longer concerns (359.3.e.4)."""
    batch = g.rp_batch[:]
    g.rp_batch.clear()
    dead: list[int] = []
    who: list[int] = []  # who is responsible for each death, in a game watching kills (rules/kills.py)
    rule = ""
    draws = [0] * len(g.removed)
    for kind, obj, inc, amount, source, r, bonus, *_ in batch:
        if kind == PLAY_TOKEN:
            play_token(g, obj, inc, amount, bonus)
            continue
        if kind == DRAW:
            draws[inc] += amount
            continue
        if g.o_inc[obj] != inc or not zones.on_board(g, obj):
            continue
        if kind == DAMAGE:
            act.mark(g, obj, amount, source, bonus)
        elif obj not in dead:
            dead.append(obj)
            who.append(source)
            rule = rule or r
    if dead:
        act.die(g, dead, rule, who if g.features & CF_KILLS else ())
    for p in g.order:
        if draws[p] and not g.removed[p]:
            act.draw_cards(g, p, draws[p])  # each player's cards together, so a Burn Out happens once (413.4)


# ---- queries ----------------------------------------------------------------------------------
def prevent_value(g: State, unit: int) -> int:
    """The total Prevent Value tracked on a unit (437.5.a), or ``ALL``, for the combat damage
    it is assigned: only Prevents that apply to damage from the opposing units count
    (437.1.b.1)."""

    total = 0
    inc = g.o_inc[unit]
    for e in g.rp_effects:
        if e[1] != DAMAGE or e[5] != unit or e[6] != inc or g.removed[e[2]] or e[7] == DOUBLE:
            continue
        by = _instruction(g, e[3], e[4]).by
        if by in ("spell", "spell_ability") or (by and g.teams[combat_dealer(g, unit)] == g.teams[e[2]]):
            continue
        if e[7] == ALL:
            return ALL
        total += e[7]
    return total


def source_of(g: State, key: int) -> int:
    """The object whose replacement effect ``key`` is (a permanent, or the card that created
    it)."""
    if key > 0:
        return (key - 1) // 256 // 65536
    return int(next(e[3] for e in g.rp_effects if e[0] == -key))


def event_object(g: State, i: int) -> int:
    """The object acted on by queued event ``i``; for playing a token, which is no object
    yet, the object whose instruction plays it; -1 for a draw (a player is acted on)."""
    ev = g.rp_batch[i]
    return int(ev[4] if ev[0] == PLAY_TOKEN else -1 if ev[0] == DRAW else ev[1])
