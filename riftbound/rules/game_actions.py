"""Game actions (407-439): the verbs effects and rules perform on the state.

Each function performs one game action completely (303.1) and records what happened in
the judge's log with its rule — whether an instruction, a cost or a rule performs it — so
no instruction logs its game actions itself; the messages are built only when the game
logs (``g.log is not None``). Actions that need a player's choice mid-way (none yet in this
module) are split into tasks by their callers.
"""

from __future__ import annotations

from collections.abc import Sequence

from riftbound.cards.events import DEALT_DAMAGE, DIE_IN_COMBAT, DIES
from riftbound.cards.info import (
    CF_DAMAGE_TRIGGER,
    CF_DEATH_DETAILS,
    CF_DRAW_REPLACEMENT,
    CF_DRAWS,
    CF_KILLS,
    CF_OTHERS_WATCHER,
    CF_REPLACING,
    CF_RESTRICTION,
    CF_RULE_CHANGE,
    CF_UNIT,
)
from riftbound.cards.model import DAMAGE, DIE, DOMAIN_INDEX, POOL_SLOTS, power_symbol
from riftbound.log import log, name
from riftbound.rules import (
    action_triggers,
    delayed,
    identity,
    kills,
    more_triggers,
    replacement,
    restrictions,
    triggers,
    turn_history,
    watchers,
    zones,
)
from riftbound.rules.damage import unit_sources
from riftbound.rules.might import might
from riftbound.rules.players import opponents
from riftbound.rules.tasks import push
from riftbound.rules.victory import leader_wins
from riftbound.state import HAND, MAIN_DECK, RUNE_DECK, TRASH, State

IN_COMBAT = frozenset({DIE_IN_COMBAT})  # a death in combat is also "When I die in combat" (741.3)
PUBLIC_KINDS = (zones.BOARD_KINDS - {zones.BF_FACEDOWN}) | {TRASH}  # zones whose cards everyone sees (107-109, 128)


def draw(g: State, player: int, n: int = 1, sequence: int = 0) -> None:
    """Draw ``n`` (413). In a game with "if you would draw a card" replacement effects each
    card drawn is an event queued for them (370.1; rules/replacement.py), drawn by
    :func:`draw_cards` when it happens; the rest of a draw interrupted by a Burn Out
    (``sequence`` > 0) is part of an event that has already happened."""
    if g.features & CF_DRAW_REPLACEMENT and not sequence:
        replacement.queue_draw(g, player, n)
        return
    draw_cards(g, player, n, sequence)


def draw_cards(g: State, player: int, n: int, sequence: int = 0) -> None:
    """The player draws ``n`` (413). Drawing from an empty deck Burns Out first (413.4, 431.1.a); with
    several opponents the burning-out player chooses who gains the point (431.2.c), so the
    rest of the draw is queued after that decision (:func:`unfinished`; a resolving item waits
    for it, docs/rulings.md)."""
    deck = g.zone_of(player, MAIN_DECK)
    hand = zones.pzone(player, HAND)
    counted = g.features & CF_DRAWS  # "your second card each turn" (rules/action_triggers.py)
    for k in range(n):
        while not deck:
            sequence = _burn_out(g, player, "draw_rest", n - k, sequence)
            if sequence < 0:
                return
        zones.move(g, deck[-1], hand)
        if counted:
            action_triggers.drew_card(g, player)
    if g.log is not None:
        log(g, "413", f"P{player} draws {n}")


def _burn_out(g: State, player: int, rest: str, left: int, sequence: int) -> int:
    """The Main Deck is empty while the player takes ``left`` more cards from it (431.1.b):
    their trash is recycled into it and they Burn Out; with several opponents the rest (task
    ``rest``) waits for the choice of who gains the point (431.2.c). Returns the next Burn
    Out's sequence number, or -1 when the rest waits or the game is over."""
    if g.terminal:
        return -1
    opps = opponents(g, player)
    recycle_trash(g, player)
    if len(opps) > 1:
        push(g, ("burnout_point", player, sequence), (rest, player, left, sequence + 1))
        return -1
    if opps:
        gain_burnout_point(g, player, opps[0], sequence)
    return sequence + 1


def trash_top(g: State, player: int, n: int, sequence: int = 0) -> None:
    """The player puts the top ``n`` cards of their Main Deck into their trash. Needing more
    cards than the deck holds, they put as many as there are, Burn Out, and put the rest
    (431.1.b); with several opponents the rest waits for the choice of who gains the point
    (431.2.c), like a draw's (:func:`draw_cards`)."""
    deck = g.zone_of(player, MAIN_DECK)
    trash = zones.pzone(player, TRASH)
    moved: list[int] = []
    for k in range(n):
        while not deck:
            if not g.terminal:
                _log_trashed(g, player, moved)
                moved = []
            sequence = _burn_out(g, player, "trash_top_rest", n - k, sequence)
            if sequence < 0:
                return
        moved.append(deck[-1])
        zones.move(g, deck[-1], trash)
    _log_trashed(g, player, moved)


def _log_trashed(g: State, player: int, cards: list[int]) -> None:
    if g.log is not None and cards:
        log(g, "431.1.b", f"P{player} puts {', '.join(name(g, o) for o in cards)} from their Main Deck into "
                          "their trash")


def unfinished(g: State, depth: int) -> bool:
    """Has a draw performed since the task stack was ``depth`` deep left its rest waiting for
    the burning-out player's choice of opponent (431.2.c-d)? Its rest is queued above
    ``depth``."""
    return any(t[0] == "burnout_point" for t in g.tasks[depth:])


def recycle_trash(g: State, player: int) -> None:
    """431.2.b: a player burning out recycles their trash into their main deck, in a random
    order (416.5)."""
    cards = g.zone_of(player, TRASH)[:]
    for c in cards:
        zones.move(g, c, zones.pzone(player, MAIN_DECK), bottom=True)
    identity.shuffle_cards(g, cards)  # ids that no longer say which card is where
    action_triggers.recycled_objects(g, cards)  # the player recycles (411.1, 416)
    g.stats[STAT_BURNOUTS] += 1
    if g.log is not None:
        log(g, "431.2", f"P{player} burns out and recycles {len(cards)} card(s) from their trash")


def gain_burnout_point(g: State, player: int, gainer: int, sequence: int) -> None:
    """431.2.c: the chosen opponent gains 1 point. Points after the first Burn Out of a
    sequence win at once when they reach the Victory Score with more points than every
    opponent (431.3.b). Only the first can be prevented ("opponents can't gain points",
    rules/restrictions.py)."""
    if not sequence and g.features & CF_RESTRICTION and not restrictions.may_gain_points(g, gainer):
        if g.log is not None:
            log(g, "054.1", f"P{gainer} can't gain a point from P{player}'s Burn Out")
        return
    g.points[gainer] += 1
    if g.log is not None:
        log(g, "431.2.c", f"P{gainer} gains 1 point from P{player}'s Burn Out")
    if sequence >= 1:
        leader_wins(g, "burn_out", "431.3.b")


def exhaust(g: State, obj: int) -> bool:
    """Exhaust (414); returns False when it was already exhausted (414.1.c)."""
    if g.o_exh[obj]:
        return False
    g.o_exh[obj] = 1
    if g.log is not None:
        log(g, "414", f"{name(g, obj)} is exhausted")
    return True


def ready(g: State, obj: int, player: int = -1) -> bool:
    """Ready (415); returns False when it was already ready (415.1.c), and only an object
    that became ready triggers "when I become ready" and, for ``player`` who readied it,
    "when you ready a friendly unit". Only spells and abilities ready this way; an object
    that can't be readied by them stays exhausted (054.1, rules/restrictions.py)."""
    if not g.o_exh[obj]:
        return False
    if g.features & CF_RESTRICTION and not restrictions.may_ready(g, obj, True):
        if g.log is not None:
            log(g, "054.1", f"{name(g, obj)} can't be readied")
        return False
    g.o_exh[obj] = 0
    if g.log is not None:
        log(g, "415", f"{name(g, obj)} becomes ready")
    action_triggers.readied(g, obj, player)
    return True


def deal(g: State, obj: int, amount: int, source: int, bonus: int = 0, rule: str = "417.1") -> int:
    """Deal damage to a unit (417): mark it; only positive amounts are dealt (417.1.e).
    ``source`` is -1 for combat damage, dealt by the opposing units (417.6.c.1; see
    rules/damage.py). ``bonus`` is the action's Bonus Damage (712-715), added only if damage
    is dealt (715.4). ``rule`` is ``damage.UNIT_DEALS`` when a spell or ability names a unit
    that deals it (417.6.b.3): not "spell and ability damage". In a game with replacement
    effects the damage is queued for them (369.2, 437): the caller then calls
    ``replacement.settle``. A unit that doesn't take damage is dealt none (rules/restrictions.py)."""
    if amount < 1:
        return 0
    if g.features & CF_RESTRICTION and restrictions.takes_no_damage(g, obj):
        if g.log is not None:
            log(g, "054.1", f"{name(g, obj)} doesn't take damage")
        return 0
    if g.features & CF_REPLACING:
        replacement.queue(g, [(DAMAGE, obj, amount, source, rule, bonus)])
        return amount
    return mark(g, obj, amount, source, bonus)


def mark(g: State, obj: int, amount: int, source: int, bonus: int = 0) -> int:
    """Damage is dealt: it is marked on the unit (417.1), with the Bonus Damage granted to
    the action (714, 715.1). Being valid damage, it triggers "when I'm dealt damage"
    (417.1.e.1), which keeps the units that dealt it (417.6)."""
    if bonus and g.log is not None:
        log(g, "714", f"{bonus} Bonus Damage is added to the {amount} dealt to {name(g, obj)}")
    amount += bonus
    g.o_dmg[obj] += amount
    if g.features & CF_KILLS:
        kills.damage_marked(g, obj, source)  # who is responsible for it (428.5.c)
    if g.log is not None:
        by = "combat damage" if source < 0 else name(g, source)
        log(g, "417.1", f"{name(g, obj)} is dealt {amount} by {by}")
    if g.features & CF_DAMAGE_TRIGGER:
        triggers.collect(g, obj, DEALT_DAMAGE, refs=(unit_sources(g, obj, source),))
    if g.delayed:  # "When any unit takes damage this turn" (390.2)
        delayed.unit_damaged(g, obj)
    return amount


def heal(g: State, obj: int) -> None:
    """Heal: clear all damage from a unit (418)."""
    g.o_dmg[obj] = 0
    if g.log is not None:
        log(g, "418", f"{name(g, obj)} is healed")


def kill(g: State, objs: Sequence[int], rule: str = "428", by: int = kills.RESOLVING) -> None:
    """Kill permanents at the same time. In a game with replacement effects the deaths are
    queued for them (369-373): the caller then calls ``replacement.settle``. ``by``: the
    player performing a kill instruction or paying a kill cost (411.1; by default the one the
    resolving item instructs); in a game watching kills, each death notes who is responsible
    for it (rules/kills.py), lethal damage in a cleanup the player who dealt it (428.5.c)."""
    who: list[int] = []
    if g.features & CF_KILLS:
        who = [kills.by_damage(g, obj) for obj in objs] if rule == "323.5" else \
            [kills.by_instruction(g, by)] * len(objs)
    if g.features & CF_REPLACING:  # a DIE event's source is who is responsible for it
        replacement.queue(g, [(DIE, obj, 0, who[i] if who else -1, rule, 0) for i, obj in enumerate(objs)])
        return
    die(g, objs, rule, who)


def die(g: State, objs: Sequence[int], rule: str = "428", who: Sequence[int] = ()) -> None:
    """Permanents die at the same time: each goes from the board to its owner's trash
    (428.2). Their Deathknell abilities trigger first, noting their controller
    (808.1.d.2-3, 323.4), and so do the "When I die in combat" abilities of units in combat
    (741.3: at the combat's battlefield with a designation); then permanents still on the
    board that watch a unit their controller controls die trigger — not those killed
    alongside it (383.2.c.2). All of them trigger before any moves, so each ability notes its
    source as it last existed on the board, beside the others (808.1.d.3). ``who``: who is
    responsible for each death (rules/kills.py), whose kill watchers trigger after them."""
    died: list[tuple[int, int]] = []  # the units that died and their controllers
    # as they last existed on the board, for "a buffed friendly unit dies" (rules/watchers.py)
    notes = [watchers.dying_note(g, obj) for obj in objs] if g.features & CF_DEATH_DETAILS else []
    stunned = [g.o_stun[obj] for obj in objs] if who else []  # "a stunned enemy unit" (rules/kills.py)
    for obj in objs:
        if g.log is not None:
            log(g, rule, f"{name(g, obj)} is killed")
        g.stats[STAT_KILLS] += 1
        in_combat = g.combat >= 0 and g.o_role[obj] and g.o_zone[obj] == zones.bf_location(g, g.combat)
        start = len(g.triggered)
        triggers.collect(g, obj, DIES, more=IN_COMBAT if in_combat else frozenset(),
                         departing=True)  # Deathknell (808); 741.3
        if g.features & CF_RULE_CHANGE and len(g.triggered) > start:
            more_triggers.deathknells(g, start)  # "Your [Deathknell] effects trigger an additional time"
        if g.cinfo[g.o_card[obj]].flags & CF_UNIT:
            died.append((g.o_ctrl[obj], obj))
            turn_history.unit_died(g, g.o_ctrl[obj])  # "If a unit died this turn"
    for obj in objs:
        zones.to_trash(g, obj)
    for ctrl, obj in died:
        watchers.unit_died(g, ctrl, obj)  # 383.2.c.2: after all have left the board
        if notes:
            watchers.unit_died_as(g, ctrl, obj, notes[objs.index(obj)])
        if who:
            i = objs.index(obj)
            kills.killed(g, ctrl, obj, who[i], stunned[i])  # 411.4: "When you kill ..."
    if died and g.features & CF_OTHERS_WATCHER:
        watchers.units_died(g, [ctrl for ctrl, _ in died])  # "one or more enemy units" (428.2)


def buff(g: State, obj: int) -> bool:
    """Buff a unit (426, 701-705): one buff counter at most (702.3), unless it "can have any
    number of buffs" (a passive ability of its own, rules/restrictions.py)."""
    if g.o_buff[obj] and not (g.features & CF_RESTRICTION and restrictions.many_buffs(g, obj)):
        return False
    g.o_buff[obj] += 1
    if g.log is not None:
        log(g, "426", f"{name(g, obj)} is buffed")
    return True


def spend_buff(g: State, obj: int) -> bool:
    """Spend a unit's buff: remove a single buff counter (702.2.b); returns False when it has
    none, so nothing is spent (702.2.b.1)."""
    if not g.o_buff[obj]:
        return False
    g.o_buff[obj] -= 1
    if g.log is not None:
        log(g, "702.2.b", f"the buff of {name(g, obj)} is spent")
    action_triggers.buff_spent(g, g.o_ctrl[obj])  # "When you spend a buff": its controller spends it
    return True


def stun(g: State, obj: int) -> bool:
    """Stun a unit (423): a stunned unit can't be stunned again (423.1.a.1)."""
    if g.o_stun[obj]:
        return False
    g.o_stun[obj] = 1
    if g.log is not None:
        log(g, "423", f"{name(g, obj)} is stunned")
    return True


def channel(g: State, player: int, n: int, exhausted: bool = False) -> int:
    """Channel ``n`` runes from the top of the rune deck to the base (430); as many as
    possible when the rune deck runs short (315.3.b.1). Returns how many were channeled."""
    deck = g.zone_of(player, RUNE_DECK)
    base = zones.base_of(g, player)
    done = 0
    while done < n and deck:
        r = deck[-1]
        zones.move(g, r, base)
        g.o_ctrl[r] = player
        g.o_exh[r] = 1 if exhausted else 0
        done += 1
    if g.log is not None:
        log(g, "430", f"P{player} channels {done} rune(s)")
    return done


def add(g: State, player: int, energy: int, power: tuple[str, ...], rule: str = "429") -> None:
    """Add Energy and Power to a player's rune pool (429, 165), logged with ``rule`` (358.4:
    what an abandoned play had paid returns)."""
    g.pool_energy[player] += energy
    base = player * POOL_SLOTS
    for d in power:
        g.pool_power[base + DOMAIN_INDEX[d]] += 1
    if g.log is not None and (energy or power):
        log(g, rule, f"P{player} adds {_pool_text(energy, power)} to their rune pool")


def _pool_text(energy: int, power: Sequence[str]) -> str:
    """Energy and power as the log writes them: ``[2][R]``."""
    return (f"[{energy}]" if energy else "") + "".join(power_symbol(d) for d in power)


def empty_pools(g: State) -> None:
    """Every player's rune pool empties (166, 315.4.d, 317.2.d), restricted resources too."""
    if g.pool_limited:
        g.pool_limited = []
    for p in range(g.n_players):
        g.pool_energy[p] = 0
        b = p * POOL_SLOTS
        g.pool_power[b:b + POOL_SLOTS] = [0] * POOL_SLOTS


def recycle(g: State, obj: int, whole: bool = True, rule: str = "416") -> None:
    """Recycle a card to the bottom of its owner's matching deck (416), logged with ``rule``
    and naming the card only when it was in a public zone (128). ``whole``: this is the whole
    recycle action, whose triggers are raised now; otherwise the caller raises them and logs
    the action once for all the cards of its action (Predict, 436.1.a; Look, 416.5)."""
    if whole and g.log is not None:
        what = name(g, obj) if g.zone_kind[g.o_zone[obj]] in PUBLIC_KINDS else f"a card of P{g.o_owner[obj]}"
        log(g, rule, f"{what} is recycled to the bottom of its owner's deck")
    zones.move(g, obj, zones.recycle_dest(g, obj), bottom=True)
    if whole:
        action_triggers.recycled_objects(g, (obj,))


def lethal(g: State, obj: int) -> bool:
    """Nonzero damage equal to or above its Might is lethal (143.2.a)."""
    d = g.o_dmg[obj]
    return d > 0 and d >= max(0, might(g, obj))


# indexes into State.stats
STAT_TURNS = 0
STAT_CHAIN_ITEMS = 1
STAT_BURNOUTS = 2
STAT_CARDS_PLAYED = 3
STAT_KILLS = 4
STAT_SHOWDOWNS = 5
STAT_COMBATS = 6
STAT_CONQUERS = 7
STAT_HOLDS = 8
N_STATS = 9
STAT_NAMES = ("turns", "chain_items", "burnouts", "cards_played", "kills", "showdowns", "combats",
              "conquers", "holds")
