"""Setting up a game (111-119): legends, champions, battlefields, shuffled decks, turn
order, opening hands and the mulligan, then the first turn."""

from __future__ import annotations

from riftbound import rng
from riftbound.cards import catalog
from riftbound.cards.info import catalog_info
from riftbound.cards.model import CardDef
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.rules import zones
from riftbound.rules.deck import Deck, check
from riftbound.rules.game_actions import N_STATS
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
    g.mode = mode.name
    g.n_players = n_players
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
              "o_stun", "o_inc", "o_role", "o_assigned", "tasks", "triggered", "mull_sel", "winners",
              "move_sel", "designated"):
        setattr(g, f, [])
    for f in ("points", "pool_energy", "removed", "turns_taken", "extra_runes", "played_this_turn",
              "scored"):
        setattr(g, f, [0] * n_players)
    g.bf_contested = [-1] * n_battlefields
    g.sd_staged = [0] * n_battlefields
    g.cb_staged = [0] * n_battlefields
    g.pool_power = [0] * (7 * n_players)
    g.bf_ctrl = [-1] * n_battlefields
    g.stats = [0] * N_STATS
    g.chain = []
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
    g.trig_first = -1
    g.log = [] if log_on else None
    g.legal_cache = None
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
    g.zones[zone].append(obj)
    return obj


def build_catalog(decks: list[Deck]) -> tuple[CardDef, ...]:
    seen: dict[str, CardDef] = {}
    for d in decks:
        for cid in (d.legend, d.champion, *d.main, *d.runes, *d.battlefields):
            if cid not in seen:
                seen[cid] = catalog.get(cid)
    return tuple(seen.values())


def setup_game(mode: Mode, decks: list[Deck], seed: int, max_turns: int, log_on: bool) -> State:
    """Validate the decks (103) and carry out setup (111-118) up to the first mulligan."""
    if len(decks) != mode.players:
        raise ValueError(f"mode {mode.name} needs {mode.players} decks, got {len(decks)}")
    for d in decks:
        check(d, mode)
    cat = build_catalog(decks)
    index = {c.id: i for i, c in enumerate(cat)}
    g = blank_state(mode, mode.players, mode.players, cat, seed, max_turns, log_on)
    chosen_bfs: list[int] = []
    for p, d in enumerate(decks):
        new_object(g, index[d.legend], p, zones.pzone(p, LEGEND_ZONE))  # 112
        new_object(g, index[d.champion], p, zones.pzone(p, CHAMPION_ZONE))  # 113
        for cid in d.main:
            new_object(g, index[cid], p, zones.pzone(p, MAIN_DECK))
        for cid in d.runes:
            new_object(g, index[cid], p, zones.pzone(p, RUNE_DECK))
        bfs = [new_object(g, index[cid], p, zones.pzone(p, SET_ASIDE)) for cid in d.battlefields]
        # 114, 480.5: each player randomly selects one of their battlefields.
        chosen_bfs.append(bfs[rng.below(g, len(bfs))])
    # 115: shuffle each deck.
    for p in range(mode.players):
        rng.shuffle(g, g.zones[zones.pzone(p, MAIN_DECK)])
        rng.shuffle(g, g.zones[zones.pzone(p, RUNE_DECK)])
    row = zones.battlefield_row(g)
    for bf in chosen_bfs:
        zones.move(g, bf, row)
        if g.log is not None:
            log(g, "480.5", f"P{g.o_owner[bf]} contributes battlefield {name(g, bf)}")
    g.bf_objs = tuple(chosen_bfs)
    # 116: a fair random first player; turn order proceeds from them by seat.
    first = rng.below(g, mode.players)
    g.order = tuple((first + k) % mode.players for k in range(mode.players))
    if g.log is not None:
        log(g, "116", f"P{first} goes first")
    # 117: each player draws 4.
    for p in g.order:
        act.draw(g, p, 4)
    start_mulligans(g)
    return g


def start_mulligans(g: State) -> None:
    """The mode's first-turn process (480.7: the player going second channels an extra
    rune in their first Channel Phase), then mulligans in turn order (118) and the first
    turn (119)."""
    g.extra_runes[g.order[-1]] = 1
    push(g, *[("mulligan", p) for p in g.order], ("begin",))


def mulligan_toggle(g: State, card: int) -> None:
    """118.1: choose up to two cards to set aside (one at a time, toggled)."""
    if card in g.mull_sel:
        g.mull_sel.remove(card)
    else:
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
    hand = g.zone_of(player, HAND)
    if len(g.mull_sel) >= 2:
        return list(g.mull_sel)
    return list(hand)
