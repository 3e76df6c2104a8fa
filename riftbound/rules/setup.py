"""Setting up a game (111-119): legends, champions, battlefields, shuffled decks, turn
order, opening hands and the mulligan, then the first turn."""

from __future__ import annotations

from riftbound import rng
from riftbound.cards import catalog
from riftbound.cards.info import DERIVE, INDEXED, catalog_flags, catalog_info, creates
from riftbound.cards.model import CardDef
from riftbound.errors import DeckError, RiftboundError
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.rules import identity, zones
from riftbound.rules.deck import Deck, check
from riftbound.rules.modes import Mode
from riftbound.rules.tasks import push
from riftbound.state import (
    CHAMPION_ZONE,
    HAND,
    LEGEND_ZONE,
    MAIN_DECK,
    PLAYER_ZONES,
    RUNE_DECK,
    SET_ASIDE,
    SETUP,
    State,
)


def blank_state(mode: Mode, n_players: int, n_battlefields: int, catalog_: tuple[CardDef, ...],
                seed: int, max_turns: int, log_on: bool) -> State:
    """A state with its zone layout and no objects yet."""
    g = State.__new__(State)
    g.catalog = catalog_
    g.cinfo = catalog_info(catalog_)
    g.features = catalog_flags(g.cinfo)
    g.mode = mode.name
    g.n_players = n_players
    g.teams = mode.teams or tuple(range(n_players))
    g.excluded_bfs = ()
    g.order = tuple(range(n_players))
    g.victory_score = mode.victory_score
    kinds: list[int] = []
    owners: list[int] = []
    bfs: list[int] = []
    for p in range(n_players):
        for k in range(PLAYER_ZONES):
            kinds.append(k)
            owners.append(p)
            bfs.append(-1)
    for k in (zones.CHAIN_ZONE, zones.REMOVED_ZONE, zones.BATTLEFIELD_ROW):
        kinds.append(k)
        owners.append(-1)
        bfs.append(-1)
    for b in range(n_battlefields):
        for k in (zones.BF_LOCATION, zones.BF_FACEDOWN):
            kinds.append(k)
            owners.append(-1)
            bfs.append(b)
    g.zone_kind, g.zone_owner, g.zone_bf = tuple(kinds), tuple(owners), tuple(bfs)
    g.derive_layout()
    g.zones = [[] for _ in kinds]
    g.bf_objs = ()
    for f in ("o_card", "o_owner", "o_ctrl", "o_zone", "o_exh", "o_dmg", "o_buff", "o_mod",
              "o_stun", "o_inc", "o_role", "o_assigned", "o_hidden", "o_attached", "tasks", "triggered",
              "delayed", "trig_used", "extra_turns", "lasting", "pool_limited",
              "mull_sel", "winners", "move_sel", "designated", "indexed", "o_ts", "cfx", "res_chosen", "revealed",
              "did", "played_cards", "links", "copies", "ctrl_turn", "unmixed", "cb_mods",
              "paid_extra", "dealt", "named", "granted"):
        setattr(g, f, [])
    for f in ("points", "pool_energy", "removed", "turns_taken", "extra_runes",
              "scored", "xp", "excess", "plays_done", "turn_facts"):
        setattr(g, f, [0] * n_players)
    g.champions = [-1] * n_players
    g.bf_contested = [-1] * n_battlefields
    g.sd_staged = [0] * n_battlefields
    g.cb_staged = [0] * n_battlefields
    g.pool_power = [0] * (7 * n_players)
    g.bf_ctrl = [-1] * n_battlefields
    g.stats = [0] * act.N_STATS
    g.chain = []
    g.rp_batch, g.rp_effects, g.rp_used, g.swaps = [], [], [], []
    g.resolving = None
    g.res_index = 0
    g.res_count = 0
    g.res_kept = 0
    g.equipped = 0
    g.clock = 0
    g.turn_clock = 0
    g.mighty_seen = []
    g.mix_seats = 0  # a scenario names its cards by seat; setup_game turns mixing on
    g.rng = rng.seed_value(seed)
    g.turn_player = -1
    g.turn_number = 0
    g.phase = SETUP
    g.priority = -1
    g.focus = -1
    g.passes = 0
    g.pending = None
    g.next_uid = 1
    g.terminal = False
    g.end_reason = ""
    g.max_turns = max_turns
    g.decisions = 0
    g.showdown = -1
    g.exp_mark = 0
    g.combat = -1
    g.attacker = -1
    g.defender = -1
    g.sd_passes = 0
    g.assigner = -1
    g.assign_left = 0
    g.combat_recalled = 0
    g.cb_step = 0
    g.trig_first = -1
    g.ally_held = 0
    g.invited = -1
    g.turn_regular = -1
    g.log = [] if log_on else None
    g.legal_cache = None
    g.layer_memo = None
    g.legal_board = None
    return g


def new_object(g: State, card_index: int, owner: int, zone: int) -> int:
    obj = len(g.o_card)
    g.o_card.append(card_index)
    g.o_owner.append(owner)
    g.o_ctrl.append(owner)
    g.o_zone.append(zone)
    g.o_exh.append(0)
    g.o_dmg.append(0)
    g.o_buff.append(0)
    g.o_mod.append(0)
    g.o_stun.append(0)
    g.o_inc.append(0)
    g.o_role.append(0)
    g.o_assigned.append(0)
    g.o_hidden.append(-1)
    g.o_attached.append(-1)
    g.o_ts.append(g.clock)
    g.clock += 1
    g.zones[zone].append(obj)
    if g.cinfo[card_index].flags & INDEXED and g.zone_kind[zone] in zones.BOARD_KINDS:
        g.indexed.append(obj)
    return obj


def build_catalog(decks: list[Deck]) -> tuple[CardDef, ...]:
    """Every card the decks use, then the objects the rules can create (652.2.a)."""
    seen: dict[str, CardDef] = {}
    for d in decks:
        for cid in d.card_ids():
            if cid not in seen:
                seen[cid] = catalog.get(cid)
    add_rules_objects(seen)
    return tuple(seen.values())


def add_rules_objects(cards: dict[str, CardDef]) -> None:
    """Complete a game's catalog being built: the objects the rules create (cards/tokens.py),
    and every token its cards can create (439, 176), found transitively."""
    for cid in DERIVE.rules_objects:
        if cid not in cards:
            cards[cid] = catalog.get(cid)
    todo = list(cards.values())
    while todo:
        for token in sorted(creates(todo.pop())):
            if token not in cards:
                cards[token] = catalog.get(token)
                todo.append(cards[token])


def check_teams(mode: Mode, decks: list[Deck]) -> None:
    """484.8.g-h: teammates may not use the same Champion Legend or the same battlefields."""
    reasons: list[str] = []
    for p in range(mode.players):
        for q in range(p + 1, mode.players):
            if mode.teams and mode.teams[p] == mode.teams[q]:
                if decks[p].legend == decks[q].legend:
                    reasons.append(f"484.8.g: teammates P{p} and P{q} both use legend {decks[p].legend!r}")
                shared = sorted(set(decks[p].battlefields) & set(decks[q].battlefields))
                if shared:
                    reasons.append(f"484.8.h: teammates P{p} and P{q} share battlefield(s) {', '.join(shared)}")
    if reasons:
        raise DeckError("teams", reasons)


def setup_game(mode: Mode, decks: list[Deck], seed: int, max_turns: int, log_on: bool,
               excluded_battlefields: tuple[str, ...] = ()) -> State:
    """Validate the decks (103, 484.8.g-h) and carry out setup (111-118) up to the first
    decision: a battlefield choice in a Match (481.5), otherwise the first mulligan."""
    if len(decks) != mode.players:
        raise RiftboundError(f"mode {mode.name} needs {mode.players} decks, got {len(decks)}")
    for d in decks:
        check(d, mode)
    check_teams(mode, decks)
    cat = build_catalog(decks)
    index = {c.id: i for i, c in enumerate(cat)}
    g = blank_state(mode, mode.players, mode.battlefields, cat, seed, max_turns, log_on)
    g.mix_seats = 1  # rules/identity.py: ids that do not give hidden cards away
    for p, d in enumerate(decks):
        new_object(g, index[d.legend], p, zones.pzone(p, LEGEND_ZONE))  # 112
        new_object(g, index[d.champion], p, zones.pzone(p, CHAMPION_ZONE))  # 113
        g.champions[p] = index[d.champion]  # "your Chosen Champion": any copy of that card (the Origins FAQ)
        for cid in d.main:
            new_object(g, index[cid], p, zones.pzone(p, MAIN_DECK))
        for cid in d.runes:
            new_object(g, index[cid], p, zones.pzone(p, RUNE_DECK))
        for cid in d.battlefields:  # 114: set aside until the mode places them
            new_object(g, index[cid], p, zones.pzone(p, SET_ASIDE))
    # 115: shuffle each deck (the cards among its seats: ids say positions, rules/identity.py).
    for p in range(mode.players):
        identity.shuffle_cards(g, g.zones[zones.pzone(p, MAIN_DECK)])
        identity.shuffle_cards(g, g.zones[zones.pzone(p, RUNE_DECK)])
    # 116: a fair random first player; turn order proceeds from them by seat (484.5.c: in
    # 2v2 the seats alternate teams).
    first = rng.below(g, mode.players)
    g.order = tuple((first + k) % mode.players for k in range(mode.players))
    if g.log is not None:
        log(g, "116", f"P{first} goes first")
    contributors = [p for p in range(mode.players)
                    if not (mode.first_removes_battlefields and p == first)]  # 483.4.b, 484.5.b
    g.bf_objs = tuple([-1] * len(contributors))
    if mode.choose_battlefields:
        # 481.5: each player selects one of their battlefields not used earlier in the match;
        # the selections are placed together once all are made.
        push(g, *[("choose_bf", p, i) for i, p in enumerate(contributors)], ("place_bfs",), ("deal_hands",))
        g.excluded_bfs = excluded_battlefields
        return g
    for i, p in enumerate(contributors):
        own = g.zone_of(p, SET_ASIDE)
        place_battlefield(g, i, own[rng.below(g, len(own))])  # 480.5, 482.5, 483.5, 484.5.a
    deal_hands(g)
    return g


def battlefield_options(g: State, player: int) -> list[int]:
    """The battlefields a player may still select (481.5)."""
    return [b for b in g.zone_of(player, SET_ASIDE)
            if g.catalog[g.o_card[b]].id not in g.excluded_bfs]


def select_battlefield(g: State, index: int, obj: int) -> None:
    """481.5: a player selects their battlefield; it stays set aside, unseen by the others,
    until every selection is made (:func:`place_selected`)."""
    bfs = list(g.bf_objs)
    bfs[index] = obj
    g.bf_objs = tuple(bfs)


def place_selected(g: State) -> None:
    """481.5: the selected battlefields are placed simultaneously."""
    for index, obj in enumerate(g.bf_objs):
        place_battlefield(g, index, obj)


def placed(g: State, obj: int) -> bool:
    """Whether battlefield ``obj`` is in play (a Match's selection is not until all are made)."""
    return obj >= 0 and g.zone_kind[g.o_zone[obj]] == zones.BATTLEFIELD_ROW


def place_battlefield(g: State, index: int, obj: int) -> None:
    zones.move(g, obj, zones.battlefield_row(g))
    bfs = list(g.bf_objs)
    bfs[index] = obj
    g.bf_objs = tuple(bfs)
    if g.log is not None:
        log(g, "114", f"P{g.o_owner[obj]} contributes battlefield {name(g, obj)}")


def deal_hands(g: State) -> None:
    """117: each player draws 4; then mulligans and the first turn."""
    for p in g.order:
        act.draw(g, p, 4)
    start_mulligans(g)


def start_mulligans(g: State) -> None:
    """The mode's first-turn process (480.7, 482.7, 483.7, 484.7: the player going last
    channels an extra rune in their first Channel Phase), then mulligans in turn order (118)
    and the first turn (119)."""
    g.extra_runes[g.order[-1]] = 1
    push(g, *[("mulligan", p) for p in g.order], ("begin",))


def mulligan_toggle(g: State, card: int) -> None:
    """118.1: choose a card to set aside (up to two, one at a time). A chosen card stays
    chosen, so choosing any offered answer again and again always ends the mulligan."""
    g.mull_sel.append(card)


def mulligan_done(g: State, player: int) -> None:
    """118.1-118.3: set the chosen cards aside, draw as many, recycle the set-aside cards
    to the bottom of the main deck in a random order (416.5)."""
    chosen = g.mull_sel[:]
    g.mull_sel.clear()
    aside = zones.pzone(player, SET_ASIDE)
    for c in chosen:
        zones.move(g, c, aside)
    if chosen:
        act.draw(g, player, len(chosen))
    rng.shuffle(g, chosen)
    for c in chosen:
        zones.move(g, c, zones.pzone(player, MAIN_DECK), bottom=True)
    if g.log is not None:
        log(g, "118", f"P{player} mulligans {len(chosen)} card(s)")


def mulligan_options(g: State, player: int) -> list[int]:
    """The cards ``player`` may still choose to set aside (118.1): none once two are chosen."""
    if len(g.mull_sel) >= 2:
        return []
    return [c for c in g.zone_of(player, HAND) if c not in g.mull_sel]
