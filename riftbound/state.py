"""The game state as plain data: integer ids, parallel per-object lists and zone lists.

Nothing here holds a closure, generator or open file, so a state clones in
microseconds, pickles, serializes to JSON and hashes (see ``docs/architecture.md``).
Zones (105-110) are ordered lists of object ids; every object is in exactly one zone.
"""

from __future__ import annotations

import hashlib
import io
import pickle
from typing import Any

from riftbound.cards.info import CardInfo, catalog_flags, catalog_info
from riftbound.cards.model import CardDef

# Per-player zone kinds (107-108). Zone id = player * PLAYER_ZONES + kind.
MAIN_DECK = 0
RUNE_DECK = 1
HAND = 2
TRASH = 3
BANISHMENT = 4
CHAMPION_ZONE = 5
LEGEND_ZONE = 6
BASE = 7
BF_LOCATION_KIND = 103  # the zone kind of a battlefield's location (rules.zones.BF_LOCATION)
SET_ASIDE = 8  # battlefields not used this game, cards set aside while mulliganing
PLAYER_ZONES = 9
ZONE_NAMES = (
    "main_deck", "rune_deck", "hand", "trash", "banishment",
    "champion", "legend", "base", "set_aside",
)
# Global zones follow the player zones: the Chain, cards removed from the game (652.3),
# the battlefield cards themselves, then per battlefield its location and facedown zone.

# Combat designations (459.2.b).
ATTACKER = 1
DEFENDER = 2

# Phases of the turn (314-317); SETUP covers 111-119 including the mulligan.
SETUP = 0
AWAKEN = 1
BEGINNING = 2  # the Beginning Step of the Beginning Phase (315.2.a)
SCORING = 3  # the Scoring Step of the Beginning Phase (315.2.b)
CHANNEL = 4
DRAW = 5
MAIN = 6
ENDING = 7
EXPIRATION = 8
# Stages of a chain item's play process (353-359, 398-406).
STAGE_CHOOSE = 0  # 355: choices and targets
STAGE_COST = 1  # 356: determine total cost
STAGE_PAY = 2  # 357: pay costs
STAGE_CHECK = 3  # 358: check legality
STAGE_FINAL = 4  # 359: finalized

PHASE_NAMES = ("setup", "awaken", "beginning", "scoring", "channel", "draw", "main", "ending",
               "expiration")


class ChainItem:
    """A card or ability on the Chain (327-340); ``stage`` tracks the play process (353-359).

    ``targets`` holds one tuple per target slot of ``(object id, incarnation)`` pairs for
    board objects or ``(chain uid, -1)`` for chain items. ``data`` holds choices such as
    a unit's chosen location.
    """

    __slots__ = (
        "ability",
        "accelerate",
        "adds_used",
        "controller",
        "cost_energy",
        "cost_might",
        "cost_objs",
        "cost_power",
        "data",
        "discounts",
        "gone",
        "grant",
        "kind",
        "lki",
        "modes",
        "obj",
        "opened_by",
        "optional",
        "origin",
        "paid",
        "partial",
        "refs",
        "repeats",
        "src_inc",
        "stage",
        "targets",
        "uid",
    )

    def __init__(self, uid: int, kind: str, obj: int, controller: int, ability: int = -1) -> None:
        self.uid = uid
        self.kind = kind  # "card" or "ability"
        self.obj = obj  # the card on the chain, or the ability's source object
        self.controller = controller
        self.ability = ability
        self.targets: tuple[tuple[tuple[int, int], ...], ...] = ()
        self.stage = 0
        self.cost_energy = 0
        self.cost_power: tuple[str, ...] = ()
        self.data = -1
        self.partial: tuple[tuple[int, int], ...] = ()
        self.opened_by = ""  # "trigger" when a triggered ability put it there (346.1)
        # the zone a card was played from, to undo the play (358.4); for a triggered ability, the
        # location its source moved from as it triggered ("there", 359.3.f.3), else -1
        self.origin = -1
        # declared optional additional costs (356.2.b); a triggered ability's cost within
        # instructions agreed to, (True,) (404.2)
        self.optional: tuple[bool, ...] = ()
        self.paid: tuple[int, tuple[str, ...]] = (0, ())  # what was paid from the pool (357)
        self.adds_used: tuple[tuple[Any, ...], ...] = ()  # Add abilities used to pay, to undo (358.4)
        # what a delayed or reflexive ability refers to ("it"): its creator's target slots (388.1, 390.5)
        self.refs: tuple[tuple[tuple[int, int], ...], ...] = ()
        # a card played by an instruction (419.3): (ignore Energy cost, ignore Power cost, discount)
        self.grant: tuple[int, ...] = ()
        # a source that left the board as it triggered, as it last existed there (808.1.d.3, rules/last_known.py)
        self.lki: tuple[int, ...] = ()
        # chosen objects it moved off the board as it resolved, as they were: (object, incarnation, *note) (359.3.e.13)
        self.gone: tuple[tuple[int, ...], ...] = ()
        # objects chosen for non-standard additional costs, (cost index, object) (356.6, 357.2)
        self.cost_objs: tuple[tuple[int, int], ...] = ()
        # the Might of the unit a cost recycled from the board, as it last existed there ("the Might
        # of the unit you recycled", 416, 359.3.e.13); -1 for none
        self.cost_might = -1
        # the incarnation of ``obj`` as the item was put on the chain: an ability's "me" is that
        # object only while it stays the same object (359.3.e.4, rules/chain.py)
        self.src_inc = -1
        # the modes chosen as it was played, one per choice and execution (355.3, rules/card_modes.py)
        self.modes: tuple[int, ...] = ()
        # [Repeat] costs other cards gave a spell as it was played, (Energy, Power) each, after its
        # own additional costs (820.1, 820.3; rules/granted_repeat.py, rules/costs.py ``item_costs``)
        self.repeats: tuple[tuple[int, tuple[str, ...]], ...] = ()
        # a unit given [Accelerate] as it was played ("Friendly units played from anywhere other than
        # a player's hand have [Accelerate]"): its cost after its own and before the Repeat costs
        # (805.2, 356.2.b.1; rules/granted_accelerate.py, rules/costs.py ``item_costs``)
        self.accelerate = False
        # the player's choices for its "[1] or [A] less" discounts as its cost is determined, in
        # the order they apply, True for the Power pip (356.4; rules/chosen_discounts.py)
        self.discounts: tuple[bool, ...] = ()

    def copy(self) -> ChainItem:
        c = ChainItem.__new__(ChainItem)
        c.uid = self.uid
        c.kind = self.kind
        c.obj = self.obj
        c.controller = self.controller
        c.ability = self.ability
        c.targets = self.targets
        c.stage = self.stage
        c.cost_energy = self.cost_energy
        c.cost_power = self.cost_power
        c.data = self.data
        c.partial = self.partial
        c.opened_by = self.opened_by
        c.origin = self.origin
        c.optional = self.optional
        c.paid = self.paid
        c.adds_used = self.adds_used
        c.refs = self.refs
        c.grant = self.grant
        c.lki = self.lki
        c.gone = self.gone
        c.cost_objs = self.cost_objs
        c.cost_might = self.cost_might
        c.src_inc = self.src_inc
        c.modes = self.modes
        c.repeats = self.repeats
        c.accelerate = self.accelerate
        c.discounts = self.discounts
        return c

    def to_list(self) -> list[Any]:
        return [self.uid, self.kind, self.obj, self.controller, self.ability,
                [[list(t) for t in slot] for slot in self.targets], self.stage,
                self.cost_energy, list(self.cost_power), self.data, self.opened_by,
                [list(t) for t in self.partial], self.origin, list(self.optional),
                [self.paid[0], list(self.paid[1])],
                [[*a[:7], list(a[7])] for a in self.adds_used],
                [[list(t) for t in slot] for slot in self.refs], list(self.grant), list(self.lki),
                [list(t) for t in self.gone], [list(t) for t in self.cost_objs], self.src_inc, list(self.modes),
                self.cost_might, [[e, list(p)] for e, p in self.repeats], list(self.discounts),
                self.accelerate]

    @staticmethod
    def from_list(v: list[Any]) -> ChainItem:
        c = ChainItem(v[0], v[1], v[2], v[3], v[4])
        c.targets = tuple(tuple((int(a), int(b)) for a, b in slot) for slot in v[5])
        c.stage, c.cost_energy = v[6], v[7]
        c.cost_power = tuple(v[8])
        c.data, c.opened_by = v[9], v[10]
        c.partial = tuple((int(a), int(b)) for a, b in v[11])
        c.origin = v[12]
        c.optional = tuple(bool(x) for x in v[13])
        c.paid = (int(v[14][0]), tuple(v[14][1]))
        c.adds_used = tuple((*a[:7], tuple(a[7])) for a in v[15])
        c.refs = tuple(tuple((int(a), int(b)) for a, b in slot) for slot in v[16])
        c.grant = tuple(int(x) for x in v[17])
        c.lki = tuple(int(x) for x in v[18])
        c.gone = tuple(tuple(int(x) for x in t) for t in v[19])
        c.cost_objs = tuple((int(a), int(b)) for a, b in v[20]) if len(v) > 20 else ()
        c.src_inc = int(v[21]) if len(v) > 21 else -1
        c.modes = tuple(int(x) for x in v[22]) if len(v) > 22 else ()
        c.cost_might = int(v[23]) if len(v) > 23 else -1
        c.repeats = tuple((int(e), tuple(p)) for e, p in v[24]) if len(v) > 24 else ()
        c.discounts = tuple(bool(x) for x in v[25]) if len(v) > 25 else ()
        c.accelerate = bool(v[26]) if len(v) > 26 else False
        return c


THIS_COMBAT = 2  # the duration of a ``State.cfx`` entry lasting "this combat" (461.7)

# Fields copied by clone(): lists are shallow-copied (they hold ints / immutable tuples),
# scalars are copied by assignment. ``catalog`` and the zone layout are shared.
_LIST_FIELDS = (
    "o_card", "o_owner", "o_ctrl", "o_zone", "o_exh", "o_dmg", "o_buff", "o_mod",
    "o_stun", "o_inc", "points", "pool_energy", "pool_power", "removed", "turns_taken",
    "extra_runes", "tasks", "triggered", "bf_ctrl", "mull_sel", "stats", "winners",
    "played_cards", "links", "o_role", "o_assigned", "o_hidden", "o_attached", "bf_contested", "sd_staged", "cb_staged",
    "scored", "move_sel", "designated", "xp", "indexed", "delayed", "trig_used", "extra_turns", "o_ts", "cfx",
    "mighty_seen",
    "lasting", "res_chosen", "revealed", "copies", "ctrl_turn", "pool_limited",
    "rp_batch", "rp_effects", "rp_used", "swaps", "excess", "did", "plays_done", "unmixed", "cb_mods",
    "turn_facts", "paid_extra", "champions",
    "dealt", "named",
    "granted",
)
_SCALAR_FIELDS = (
    "rng", "turn_player", "turn_number", "phase", "priority", "focus", "passes",
    "pending", "next_uid", "terminal", "end_reason", "max_turns", "decisions", "showdown",
    "exp_mark", "combat", "attacker", "defender", "sd_passes", "assigner", "assign_left",
    "combat_recalled", "cb_step", "trig_first", "ally_held", "invited", "res_index", "equipped",
    "res_count", "res_kept", "turn_regular", "clock", "mix_seats",
    "turn_clock",
)


class State:
    """All mutable facts of one game, plus shared read-only layout and catalog."""

    __slots__ = (*_LIST_FIELDS, *_SCALAR_FIELDS, "bf_objs", "catalog", "chain", "log",
                 "loc_zones", "own_zones", "face_zones", "cinfo", "features", "team_mode", "mode",
                 "n_players", "teams", "excluded_bfs", "order", "victory_score", "zone_bf", "zone_kind",
                 "zone_owner", "zones", "legal_cache", "legal_board", "layer_memo", "resolving")

    # shared, read-only after setup
    catalog: tuple[CardDef, ...]
    mode: str
    n_players: int
    teams: tuple[int, ...]  # the team of each player; without teams, each player is their own
    excluded_bfs: tuple[str, ...]  # battlefields used earlier in a Match (481.5)
    order: tuple[int, ...]  # turn order (116): players in the order they take turns
    victory_score: int
    zone_kind: tuple[int, ...]  # per zone: its kind (HAND, BASE, BF_LOCATION_KIND, ...)
    zone_owner: tuple[int, ...]  # per zone: the player it belongs to, -1 for shared zones
    zone_bf: tuple[int, ...]  # per zone: the battlefield index it belongs to, -1 if none
    bf_objs: tuple[int, ...]  # the battlefield object in play at each battlefield index
    loc_zones: tuple[int, ...]  # every location: each base, then each battlefield (107)
    own_zones: tuple[tuple[int, ...], ...]  # per player: where their objects are on the board,
    # so where the abilities of the objects they control work (384.2, 365.1, 380): their base,
    # each battlefield, then their Legend zone (107.4, 173.6-173.8)
    face_zones: tuple[int, ...]  # every battlefield's facedown zone (107.3)
    team_mode: bool  # whether some players are teammates (484)
    cinfo: tuple[CardInfo, ...]  # per catalog entry: facts derived from its definition
    features: int  # the CF_* flags of any catalog entry (cards/info.py)

    # per object
    o_card: list[int]  # index into ``catalog`` (and ``cinfo``) of the card it is
    o_owner: list[int]  # the player who owns it (127)
    o_ctrl: list[int]  # the player who controls it (185-188)
    o_zone: list[int]  # the zone it is in (an index into ``zones``)
    o_exh: list[int]  # 1 when exhausted, 0 when ready (414-415)
    o_dmg: list[int]  # damage marked on it (417, removed at 317.2)
    o_buff: list[int]  # 1 when it has a buff (at most one, 701-705)
    o_mod: list[int]  # Might modification that lasts this turn
    o_stun: list[int]  # 1 when stunned (423)
    o_inc: list[int]  # incarnation: bumped when the object enters or leaves the board (359.3.e.4)
    o_role: list[int]  # combat designation: 0 none, ATTACKER or DEFENDER (459.2.b)
    o_assigned: list[int]  # combat damage assigned to it, not yet dealt (460.2.c)
    o_hidden: list[int]  # the turn a card was hidden facedown (421, 811), -1 otherwise
    o_attached: list[int]  # the Top-Most Card it is Attached to (716-719), -1 otherwise
    o_ts: list[int]  # the timestamp of its passive abilities: when it entered the board (475.1)

    zones: list[list[int]]
    chain: list[ChainItem]
    tasks: list[tuple[Any, ...]]
    # (controller, source object, ability index[, the slots a delayed ability refers to])
    triggered: list[tuple[Any, ...]]

    # per player
    points: list[int]
    pool_energy: list[int]
    pool_power: list[int]  # n_players * POOL_SLOTS: one slot per domain, then universal
    # restricted resources in the rune pools ("Use only to play spells", rules/restricted.py):
    # (player, use, energy, power domain or "", uid of the item being paid for as it was
    # added or -1, uid of the item it is lent to while paying or -1)
    pool_limited: list[tuple[int, str, int, str, int, int]]
    removed: list[int]
    turns_taken: list[int]
    champions: list[int]  # per player: the card index of their Chosen Champion (103.2.a, 113), -1 if none
    extra_runes: list[int]  # extra runes to channel in the next Channel Phase (480.7)
    mull_sel: list[int]  # cards currently selected for the mulligan
    # (player, catalog index, object) of each card finalized this turn (812.1.c, 419.4): the card
    # as it was played; the object follows the physical card when it is mixed into a hand or a
    # deck (rules/identity.py), so Legion can tell "another card" (812.1.b.1)
    played_cards: list[tuple[int, int, int]]
    plays_done: list[int]  # per player: cards whose play completed this turn (419.4.a; rules/watchers.py)
    turn_facts: list[int]  # per player: bits of what happened this turn (rules/turn_history.py)
    # permanents played this turn with an optional additional cost paid: flat (object, incarnation)
    # pairs (356.2.b.1; rules/turn_history.py)
    paid_extra: list[int]
    # damage dealt since the last cleanup: flat (object, incarnation, who) triples, ``who`` the player
    # responsible for it and whether a spell dealt it, kept only in a game watching kills (411.4,
    # 428.5.c; rules/kills.py)
    dealt: list[int]
    # the tag named as each permanent was played ("As you play this, name a tag"): flat (object,
    # incarnation, index in rules/named_tags.py NAMEABLE) triples
    named: list[int]
    # permissions to play a card from its trash granted by an instruction ("you may play this from
    # your trash for [A]"): flat (object, its incarnation in the trash, player) triples (effects/trash_grant.py)
    granted: list[int]
    links: list[tuple[int, int, int]]  # (source, its incarnation, card) affected by a linked ability (397)
    bf_ctrl: list[int]  # controller of each battlefield, -1 when uncontrolled (187)
    bf_contested: list[int]  # the player who applied Contested there, -1 if not contested (187.3)
    sd_staged: list[int]  # a showdown is staged there (323.8)
    cb_staged: list[int]  # a combat is staged there (323.9, 456)
    scored: list[int]  # per player: bit b set when battlefield b was scored this turn (465)
    move_sel: list[int]  # units chosen for a standard move being declared (144.3)
    designated: list[int]  # units that gained a designation in this combat (383.4.e.2.a)
    # the units on the board at the last Cleanup, whether each was Mighty: flat (object,
    # incarnation, 0/1) triples, kept only in a game with "becomes [Mighty]" (rules/becoming_mighty.py)
    mighty_seen: list[int]
    xp: list[int]  # each player's XP (728-733)
    excess: list[int]  # per player: excess combat damage assigned in the combat in progress (rules/combat.py)
    # Might changes lasting "this combat", undone as it ends: flat (object, incarnation, amount) triples (461.7)
    cb_mods: list[int]
    indexed: list[int]  # objects on the board with a cost modifier or Deflect (cards/info.py INDEXED)
    delayed: list[tuple[Any, ...]]  # delayed abilities waiting for their time (rules/delayed.py)
    trig_used: list[tuple[int, int, int]]  # (object, incarnation, ability) limited and used this turn (383.1.b)
    extra_turns: list[int]  # players with an Additional Turn queued, the next first (734-738)
    cfx: list[tuple[int, int, int, str, Any, int]]  # effects of instructions on characteristics:
    # (timestamp, object, incarnation, kind, value, duration): 1 "this turn", THIS_COMBAT (2) "this combat"
    # (ending with the combat or the turn, 461.7), 0 for as long as it is on the board
    lasting: list[tuple[Any, ...]]  # delayed passive abilities this turn (rules/lasting.py, 390.4)
    copies: list[tuple[int, int]]  # copy effects on the board (rules/copies.py, 472.1.b): (object, printed card)
    ctrl_turn: list[tuple[int, int, int, int]]  # "this turn" control changes (rules/control.py):
    # (object, incarnation, prior controller, new controller)
    res_chosen: list[int]  # objects chosen so far by the resolving instruction (355.11.b, 355.14.e)
    did: list[int]  # what the resolving "if you do" / cost within instructions did (effects/pay.py)
    revealed: list[int]  # cards revealed to all players until the next action (424)
    unmixed: list[int]  # cards to mix into the hand they entered (rules/identity.py)
    rp_batch: list[tuple[Any, ...]]  # events awaiting replacement effects (rules/replacement.py)
    rp_effects: list[tuple[Any, ...]]  # replacement effects created this turn (rules/replacement.py)
    rp_used: list[int]  # limited replacement effects already applied (371, 369.1)
    swaps: list[tuple[int, int, int, int]]  # tokens created by Replace that may swap back (438.7):
    # (token, its incarnation, the replaced card in banishment, its incarnation there)
    stats: list[int]  # [turns, chain items, ...] totals for simulation reports
    winners: list[int]

    rng: int
    turn_player: int
    turn_number: int
    phase: int
    priority: int
    focus: int
    passes: int  # bit p: player p passed priority since the newest item was added (339.1)
    pending: tuple[Any, ...] | None
    next_uid: int
    terminal: bool
    end_reason: str
    max_turns: int
    decisions: int
    exp_mark: int  # chain items counted when the Expiration Step began (317.2.f)
    combat: int  # battlefield index of the combat in progress, -1 if none (454)
    attacker: int  # the attacking player of that combat (459.2.b.1)
    defender: int  # the defending player (459.2.b.2)
    sd_passes: int  # bit p: player p passed focus in sequence in this showdown (347.3.a)
    assigner: int  # the player assigning combat damage now, -1 if none (460.2.c)
    assign_left: int  # damage that player still has to assign
    combat_recalled: int  # units were recalled in the combat cleanup (461.3.d, FAQ)
    cb_step: int  # the part of the combat's Resolution Step next, once the chain is empty (461; rules/combat.py)
    trig_first: int  # who orders triggers first in the next batch; -1: the turn player
    ally_held: int  # bits: battlefields the turn player's teammates held this turn (484.8.b)
    invited: int  # a teammate invited to act with the turn player's priority, -1 if none, -2 declined
    res_index: int  # the next instruction of the item resolving (157.1)
    res_count: int  # choices already made for that instruction
    res_kept: int  # cards kept on top so far by a Predict
    clock: int  # the next timestamp (475.1)
    turn_clock: int  # the next timestamp as this turn began: later ones were given this turn (rules/turn_history.py)
    equipped: int  # 1 once anything has been attached in this game (a fast path for Might)
    mix_seats: int  # 1: cards entering a hand take a random seat there (rules/identity.py)
    turn_regular: int  # in an Additional Turn: whose queued turn came last (737); -1 otherwise
    resolving: ChainItem | None  # the item resolving now, while it waits for a choice
    showdown: int  # battlefield index of the showdown in progress, -1 in a Neutral State
    log: list[tuple[str, str]] | None
    legal_cache: list[Any] | None
    legal_board: Any  # the layers' Board computed while listing legal_cache (None if not), valid with it
    layer_memo: Any  # None, or rules.layers.MEMO_ON / Board while the board is only read (legal actions)

    def sight(self) -> State:
        """A partial copy holding only what :func:`riftbound.observe.hidden_from` reads (each
        object's zone and controller, this turn's delayed abilities, the zone layout): taken
        before an action, it tells afterwards what each player could see then, for a fraction
        of a :meth:`clone`. Any other attribute is missing from it."""
        c = State.__new__(State)
        c.n_players = self.n_players
        c.face_zones = self.face_zones
        c.o_zone = self.o_zone[:]
        c.o_ctrl = self.o_ctrl[:]
        c.lasting = self.lasting[:]
        return c

    def clone(self) -> State:
        """A deep, independent copy that shares only immutable data (catalog, layout)."""
        c = State.__new__(State)
        c.catalog = self.catalog
        c.mode = self.mode
        c.n_players = self.n_players
        c.teams = self.teams
        c.excluded_bfs = self.excluded_bfs
        c.order = self.order
        c.victory_score = self.victory_score
        c.zone_kind = self.zone_kind
        c.zone_owner = self.zone_owner
        c.zone_bf = self.zone_bf
        c.bf_objs = self.bf_objs
        c.loc_zones = self.loc_zones
        c.own_zones = self.own_zones
        c.face_zones = self.face_zones
        c.team_mode = self.team_mode
        c.cinfo = self.cinfo
        c.features = self.features
        c.o_card = self.o_card[:]
        c.o_owner = self.o_owner[:]
        c.o_ctrl = self.o_ctrl[:]
        c.o_zone = self.o_zone[:]
        c.o_exh = self.o_exh[:]
        c.o_dmg = self.o_dmg[:]
        c.o_buff = self.o_buff[:]
        c.o_mod = self.o_mod[:]
        c.o_stun = self.o_stun[:]
        c.o_inc = self.o_inc[:]
        c.o_role = self.o_role[:]
        c.o_assigned = self.o_assigned[:]
        c.o_hidden = self.o_hidden[:]
        c.o_attached = self.o_attached[:]
        c.bf_contested = self.bf_contested[:]
        c.sd_staged = self.sd_staged[:]
        c.cb_staged = self.cb_staged[:]
        c.scored = self.scored[:]
        c.move_sel = self.move_sel[:]
        c.designated = self.designated[:]
        c.xp = self.xp[:]
        c.mighty_seen = self.mighty_seen[:]
        c.excess = self.excess[:]
        c.cb_mods = self.cb_mods[:]
        c.plays_done = self.plays_done[:]
        c.turn_facts = self.turn_facts[:]
        c.paid_extra = self.paid_extra[:]
        c.dealt = self.dealt[:]
        c.named = self.named[:]
        c.granted = self.granted[:]
        c.indexed = self.indexed[:]
        c.rp_batch = self.rp_batch[:]
        c.rp_effects = self.rp_effects[:]
        c.rp_used = self.rp_used[:]
        c.swaps = self.swaps[:]
        c.o_ts = self.o_ts[:]
        c.cfx = self.cfx[:]
        c.lasting = self.lasting[:]
        c.pool_limited = self.pool_limited[:]
        c.copies = self.copies[:]
        c.ctrl_turn = self.ctrl_turn[:]
        c.res_chosen = self.res_chosen[:]
        c.did = self.did[:]
        c.revealed = self.revealed[:]
        c.unmixed = self.unmixed[:]
        c.points = self.points[:]
        c.pool_energy = self.pool_energy[:]
        c.pool_power = self.pool_power[:]
        c.removed = self.removed[:]
        c.turns_taken = self.turns_taken[:]
        c.champions = self.champions[:]
        c.extra_runes = self.extra_runes[:]
        c.tasks = self.tasks[:]
        c.triggered = self.triggered[:]
        c.delayed = self.delayed[:]
        c.trig_used = self.trig_used[:]
        c.extra_turns = self.extra_turns[:]
        c.bf_ctrl = self.bf_ctrl[:]
        c.mull_sel = self.mull_sel[:]
        c.stats = self.stats[:]
        c.winners = self.winners[:]
        c.played_cards = self.played_cards[:]
        c.links = self.links[:]
        c.zones = list(map(list.copy, self.zones))
        c.chain = [it.copy() for it in self.chain]
        c.resolving = None if self.resolving is None else self.resolving.copy()
        c.rng = self.rng
        c.turn_player = self.turn_player
        c.turn_number = self.turn_number
        c.phase = self.phase
        c.priority = self.priority
        c.focus = self.focus
        c.passes = self.passes
        c.pending = self.pending
        c.next_uid = self.next_uid
        c.terminal = self.terminal
        c.end_reason = self.end_reason
        c.max_turns = self.max_turns
        c.decisions = self.decisions
        c.showdown = self.showdown
        c.exp_mark = self.exp_mark
        c.combat = self.combat
        c.attacker = self.attacker
        c.defender = self.defender
        c.sd_passes = self.sd_passes
        c.assigner = self.assigner
        c.assign_left = self.assign_left
        c.combat_recalled = self.combat_recalled
        c.cb_step = self.cb_step
        c.trig_first = self.trig_first
        c.ally_held = self.ally_held
        c.invited = self.invited
        c.res_index = self.res_index
        c.res_count = self.res_count
        c.res_kept = self.res_kept
        c.equipped = self.equipped
        c.turn_regular = self.turn_regular
        c.clock = self.clock
        c.turn_clock = self.turn_clock
        c.mix_seats = self.mix_seats
        c.log = None if self.log is None else self.log[:]
        c.legal_cache = self.legal_cache
        c.legal_board = self.legal_board
        c.layer_memo = None
        return c

    # ---- plain-data form -------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of everything but the catalog (stored as card ids)."""
        d: dict[str, Any] = {f: list(getattr(self, f)) for f in _LIST_FIELDS}
        d["tasks"] = [list(t) for t in self.tasks]
        d["triggered"] = [_jsonable(t) for t in self.triggered]
        d["delayed"] = [_jsonable(t) for t in self.delayed]
        d["trig_used"] = [list(t) for t in self.trig_used]
        d["cfx"] = [list(t) for t in self.cfx]
        d["lasting"] = [list(t) for t in self.lasting]
        d["pool_limited"] = [list(t) for t in self.pool_limited]
        d["copies"] = [list(t) for t in self.copies]
        d["ctrl_turn"] = [list(t) for t in self.ctrl_turn]
        for f in _SCALAR_FIELDS:
            d[f] = getattr(self, f)
        d["pending"] = None if self.pending is None else _jsonable(self.pending)
        d["catalog"] = [c.id for c in self.catalog]
        d["mode"] = self.mode
        d["n_players"] = self.n_players
        d["teams"] = list(self.teams)
        d["excluded_bfs"] = list(self.excluded_bfs)
        d["order"] = list(self.order)
        d["victory_score"] = self.victory_score
        d["zone_kind"] = list(self.zone_kind)
        d["zone_owner"] = list(self.zone_owner)
        d["zone_bf"] = list(self.zone_bf)
        d["bf_objs"] = list(self.bf_objs)
        d["zones"] = [list(z) for z in self.zones]
        d["chain"] = [it.to_list() for it in self.chain]
        d["resolving"] = None if self.resolving is None else self.resolving.to_list()
        d["log"] = None if self.log is None else [list(e) for e in self.log]
        return d

    @staticmethod
    def from_dict(d: dict[str, Any], catalog: tuple[CardDef, ...]) -> State:
        s = State.__new__(State)
        for f in _LIST_FIELDS:
            setattr(s, f, list(d[f]))
        s.tasks = [_tupled(t) for t in d["tasks"]]
        s.triggered = [_tupled(t) for t in d["triggered"]]
        s.rp_batch = [tuple(e) for e in d["rp_batch"]]
        s.rp_effects = [tuple(e) for e in d["rp_effects"]]
        s.swaps = [(a, b, c, e) for a, b, c, e in d["swaps"]]
        s.delayed = [_tupled(t) for t in d["delayed"]]
        s.trig_used = [(a, b, c) for a, b, c in d["trig_used"]]
        s.played_cards = [(a, b, c) for a, b, c in d["played_cards"]]
        s.links = [(a, b, c) for a, b, c in d["links"]]
        s.cfx = [(a, b, c, k, v, t) for a, b, c, k, v, t in d["cfx"]]
        s.lasting = [tuple(t) for t in d["lasting"]]
        s.pool_limited = [(int(a), str(b), int(c), str(e), int(f), int(h))
                          for a, b, c, e, f, h in d["pool_limited"]]
        s.copies = [(a, b) for a, b in d["copies"]]
        s.ctrl_turn = [(a, b, c, e) for a, b, c, e in d["ctrl_turn"]]
        for f in _SCALAR_FIELDS:
            setattr(s, f, d[f])
        s.pending = None if d["pending"] is None else _tupled(d["pending"])
        s.catalog = catalog
        s.cinfo = catalog_info(catalog)
        s.features = catalog_flags(s.cinfo)
        s.mode = d["mode"]
        s.n_players = d["n_players"]
        s.teams = tuple(d["teams"])
        s.excluded_bfs = tuple(d["excluded_bfs"])
        s.order = tuple(d["order"])
        s.victory_score = d["victory_score"]
        s.zone_kind = tuple(d["zone_kind"])
        s.zone_owner = tuple(d["zone_owner"])
        s.zone_bf = tuple(d["zone_bf"])
        s.bf_objs = tuple(d["bf_objs"])
        s.derive_layout()
        s.zones = [list(z) for z in d["zones"]]
        s.chain = [ChainItem.from_list(v) for v in d["chain"]]
        s.resolving = None if d["resolving"] is None else ChainItem.from_list(d["resolving"])
        s.log = None if d["log"] is None else [(a, b) for a, b in d["log"]]
        s.legal_cache = None
        s.legal_board = None
        s.layer_memo = None
        return s

    def state_hash(self) -> str:
        """A short digest of the whole game state (the log excluded), for replays and tests.
        The data are ints, strings, tuples and lists only; pickled without the memo (fast
        mode) the bytes depend on the values alone, not on which objects are shared."""
        data = (
            [getattr(self, f) for f in _LIST_FIELDS],
            [getattr(self, f) for f in _SCALAR_FIELDS if f != "decisions"],
            self.zones,
            [it.to_list() for it in self.chain],
            None if self.resolving is None else self.resolving.to_list(),
        )
        buf = io.BytesIO()
        pickler = pickle.Pickler(buf, protocol=5)
        pickler.fast = True
        pickler.dump(data)
        return hashlib.blake2b(buf.getvalue(), digest_size=12).hexdigest()

    def derive_layout(self) -> None:
        """Set the location tuples that follow from the zone layout (107.1-107.2). Between
        cleanups every object in a player's base is controlled by that player (323.7), so a
        player's objects on the board are in their base, at a battlefield or in their Legend
        zone (107.4: the board, not a location; their Legend can't leave it, 107.4.d)."""
        self.loc_zones = tuple(z for z, k in enumerate(self.zone_kind) if k in (BASE, BF_LOCATION_KIND))
        bfs = tuple(z for z, k in enumerate(self.zone_kind) if k == BF_LOCATION_KIND)
        self.own_zones = tuple((p * PLAYER_ZONES + BASE, *bfs, p * PLAYER_ZONES + LEGEND_ZONE)
                               for p in range(self.n_players))
        self.face_zones = tuple(z + 1 for z in bfs)  # each battlefield's facedown zone follows it
        self.team_mode = len(set(self.teams)) < self.n_players

    # ---- small helpers used everywhere -------------------------------------------------
    def zone_of(self, player: int, kind: int) -> list[int]:
        return self.zones[player * PLAYER_ZONES + kind]

    def card(self, obj: int) -> CardDef:
        return self.catalog[self.o_card[obj]]


def _jsonable(v: Any) -> Any:
    if isinstance(v, tuple | list):
        return [_jsonable(x) for x in v]
    return v


def _tupled(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tupled(x) for x in v)
    return v
