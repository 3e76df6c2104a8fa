"""Reading a scenario file and building its board state (docs/scenarios.md). Every value
is checked as it is read (scenario/schema.py): a bad file is refused with a
:class:`ScenarioError` naming the file and the key at fault."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from riftbound import rng
from riftbound.cards import catalog
from riftbound.cards.model import BATTLEFIELD, DOMAIN_INDEX, POOL_SLOTS, CardDef
from riftbound.errors import RiftboundError, ScenarioError
from riftbound.rules import zones
from riftbound.rules.modes import MODES, Mode, get_mode
from riftbound.rules.setup import add_rules_objects, blank_state, new_object, place_battlefield, start_mulligans
from riftbound.rules.tasks import push
from riftbound.rules.turn import enter_phase, start_turn
from riftbound.scenario import schema
from riftbound.scenario.cards import card_from_yaml
from riftbound.scenario.decks import DeckCheck, parse_deck_check
from riftbound.scenario.expectations import check_expect, check_step
from riftbound.scenario.rule_numbers import rule_number
from riftbound.state import (
    BANISHMENT,
    BASE,
    CHAMPION_ZONE,
    ENDING,
    HAND,
    LEGEND_ZONE,
    MAIN,
    MAIN_DECK,
    RUNE_DECK,
    SET_ASIDE,
    TRASH,
    State,
)

TOP_KEYS = {"name", "rules", "description", "cards", "setup", "script", "expect", "deck_check"}
SETUP_KEYS = {"mode", "seed", "turn_player", "turn", "phase", "players", "battlefields", "order",
              "max_turns"}
PLAYER_KEYS = {"points", "hand", "base", "runes", "trash", "banishment", "main_deck", "rune_deck",
               "champion", "legend", "pool", "xp", "battlefields", "chosen_champion"}
ZONE_OF_KEY = {"hand": HAND, "base": BASE, "runes": BASE, "trash": TRASH, "banishment": BANISHMENT,
               "main_deck": MAIN_DECK, "rune_deck": RUNE_DECK, "champion": CHAMPION_ZONE,
               "legend": LEGEND_ZONE}
ENTRY_KEYS = {"card", "as", "count", "exhausted", "damage", "buffed", "stunned", "might_mod", "controller"}
BF_UNIT_KEYS = ENTRY_KEYS | {"owner"}
FACEDOWN_KEYS = BF_UNIT_KEYS | {"hidden_turn"}
BATTLEFIELD_KEYS = {"card", "as", "owner", "controller", "contested_by", "units", "facedown"}
POOL_KEYS = {"energy", "any", *DOMAIN_INDEX}
PHASES = ("main", "turn_start", "ending", "mulligan")


@dataclass
class Scenario:
    path: str
    name: str
    rules: list[str]
    setup: dict[str, Any] | None
    script: list[Any]
    expect: dict[str, Any]
    labels: dict[str, int] = field(default_factory=dict)
    deck_check: DeckCheck | None = None


def load(path: str | Path) -> Scenario:
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise ScenarioError(f"{p}: cannot read: {e}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ScenarioError(f"{p}: not UTF-8 text (byte {e.start}); save the file as UTF-8") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise ScenarioError(f"{p}: not valid YAML: {e}") from None
    except RecursionError:
        raise ScenarioError(f"{p}: nested too deeply") from None
    return parse(data, str(p))


def parse(data: Any, where: str) -> Scenario:
    """Check the file's shape: its keys, rules, inline cards, script steps and expectations."""
    if not isinstance(data, dict):
        raise ScenarioError(f"{where}: a scenario is a YAML mapping")
    schema.known_keys(data, TOP_KEYS, where)
    required = ("name", "rules") + (() if "deck_check" in data else ("setup",))
    for key in required:
        if key not in data:
            raise ScenarioError(f"{where}: missing required key {key!r}")
    rules = schema.listing(data["rules"], f"{where}: rules")
    if not rules:
        raise ScenarioError(f"{where}: rules: list the rule numbers the scenario exercises")
    numbers = [rule_number(r, f"{where}: rules[{i}]") for i, r in enumerate(rules)]
    for i, c in enumerate(schema.listing(data.get("cards") or [], f"{where}: cards")):
        card_from_yaml(c, f"{where}: cards[{i}]")
    script = schema.listing(data.get("script") or [], f"{where}: script")
    for i, step in enumerate(script):
        check_step(step, f"{where}: script[{i}]")
    expect = schema.mapping(data.get("expect") or {}, f"{where}: expect")
    check_expect(expect, f"{where}: expect")
    deck_check = parse_deck_check(data["deck_check"], f"{where}: deck_check") if "deck_check" in data else None
    if deck_check is None and "decks" in expect:
        raise ScenarioError(f"{where}: expect.decks: only a scenario with a deck_check has decks to expect")
    setup = schema.mapping(data["setup"], f"{where}: setup", SETUP_KEYS) if data.get("setup") is not None else None
    if setup is None and (script or set(expect) - {"decks"}):
        raise ScenarioError(f"{where}: a scenario without a setup only checks decks: no script, and only "
                            "expect.decks")
    return Scenario(where, str(data["name"]), numbers, setup, script, expect, deck_check=deck_check)


def _entries(v: Any, where: str, allowed: set[str], n_players: int) -> list[dict[str, Any]]:
    """Zone contents: a list of card ids or ``{card, count, as, exhausted, damage, ...}``."""
    if v is None:
        return []
    if isinstance(v, str):
        v = [v]
    out: list[dict[str, Any]] = []
    for i, e in enumerate(schema.listing(v, where)):
        w = f"{where}[{i}]"
        if isinstance(e, str):
            out.append({"card": e})
            continue
        e = schema.mapping(e, w, allowed)
        if "card" not in e:
            raise ScenarioError(f"{w}: a card entry is an id or a mapping with 'card', got {e!r}")
        schema.word(e["card"], f"{w}.card")
        for k in ("exhausted", "buffed", "stunned"):
            if k in e:
                schema.boolean(e[k], f"{w}.{k}")
        for k, low in (("damage", 0), ("might_mod", None), ("hidden_turn", 0)):
            if k in e:
                schema.integer(e[k], f"{w}.{k}", low)
        for k in ("controller", "owner"):
            if k in e:
                schema.player(e[k], f"{w}.{k}", n_players)
        if "as" in e:
            schema.word(e["as"], f"{w}.as")
            out.append(dict(e))
        else:
            out.extend([dict(e)] * schema.integer(e.get("count", 1), f"{w}.count", 1))
    return out


def _card(cards: dict[str, CardDef], cid: str, where: str) -> CardDef:
    if cid not in cards:
        try:
            cards[cid] = catalog.get(cid)
        except RiftboundError as err:
            raise ScenarioError(f"{where}: {err}") from None
    return cards[cid]


def _battlefield(cards: dict[str, CardDef], cid: Any, where: str) -> None:
    """An object used as a battlefield must be a battlefield card."""
    card = _card(cards, schema.word(cid, where), where)
    if card.type != BATTLEFIELD:
        raise ScenarioError(f"{where}: {cid!r} is a {card.type}, not a battlefield")


def _brought(players: list[dict[str, Any]], mode: Mode, cards: dict[str, CardDef],
             where: str) -> list[list[str]] | None:
    """The battlefields each player brings (103.4), or None when the scenario places them."""
    given = ["battlefields" in pd for pd in players]
    if not any(given):
        return None
    if not all(given):
        raise ScenarioError(f"{where}: players[{given.index(False)}].battlefields: every player brings "
                            "battlefields, or none does")
    out: list[list[str]] = []
    for p, pd in enumerate(players):
        w = f"{where}: players[{p}].battlefields"
        ids = schema.listing(pd["battlefields"], w)
        if len(ids) != mode.battlefields_provided:
            raise ScenarioError(f"{w}: each player brings {mode.battlefields_provided} battlefields in "
                                f"{mode.name} (103.4.a, {mode.rule}.4.a), got {len(ids)}")
        for i, cid in enumerate(ids):
            _battlefield(cards, cid, f"{w}[{i}]")
        names = [cards[c].name for c in ids]
        if len(set(names)) != len(names):
            raise ScenarioError(f"{w}: two battlefields of the same name (103.4.c)")
        out.append([str(c) for c in ids])
    return out


def build(sc: Scenario, log_on: bool = True) -> State:
    """The scenario's starting state, not yet run to its first decision."""
    setup = sc.setup
    where = sc.path
    if setup is None:
        raise ScenarioError(f"{where}: this scenario has no setup (only a deck_check)")
    mode_name = schema.word(setup.get("mode", "duel"), f"{where}: setup.mode", tuple(MODES))
    try:
        mode = get_mode(mode_name)
    except (RiftboundError, NotImplementedError) as e:
        raise ScenarioError(f"{where}: setup.mode: {e}") from None
    n = mode.players
    players = schema.listing(setup.get("players") or [{} for _ in range(n)], f"{where}: setup.players")
    if len(players) != n:
        raise ScenarioError(f"{where}: setup.players must list {n} players for mode {mode.name}")
    players = [schema.mapping(pd if pd is not None else {}, f"{where}: setup.players[{p}]", PLAYER_KEYS)
               for p, pd in enumerate(players)]
    seed = schema.integer(setup.get("seed", 0), f"{where}: setup.seed", 0)
    max_turns = schema.integer(setup.get("max_turns", 200), f"{where}: setup.max_turns", 1)
    order = tuple(schema.player(x, f"{where}: setup.order[{i}]", n)
                  for i, x in enumerate(schema.listing(setup.get("order") or list(range(n)), f"{where}: setup.order")))
    if sorted(order) != list(range(n)):
        raise ScenarioError(f"{where}: setup.order must list each of the {n} players once, got {list(order)}")
    tp = schema.player(setup.get("turn_player", order[0]), f"{where}: setup.turn_player", n)
    phase = schema.word(setup.get("phase", "main"), f"{where}: setup.phase", PHASES)
    turn = schema.integer(setup.get("turn", 1), f"{where}: setup.turn", 1)
    cards: dict[str, CardDef] = {}
    entries: list[tuple[int, str, dict[str, Any]]] = []
    for p, pd in enumerate(players):
        for key in ZONE_OF_KEY:
            for ent in _entries(pd.get(key), f"{where}: players[{p}].{key}", ENTRY_KEYS, n):
                _card(cards, ent["card"], f"{where}: players[{p}].{key}")
                entries.append((p, key, ent))
    for p, pd in enumerate(players):
        if "chosen_champion" in pd:
            _card(cards, schema.word(pd["chosen_champion"], f"{where}: players[{p}].chosen_champion", None),
                  f"{where}: players[{p}].chosen_champion")
    brought = _brought(players, mode, cards, where)
    bf_entries: list[dict[str, Any]] = []
    for i, b in enumerate(schema.listing(setup.get("battlefields") or [], f"{where}: setup.battlefields")):
        w = f"{where}: battlefields[{i}]"
        b = schema.mapping({"card": b} if isinstance(b, str) else b, w, BATTLEFIELD_KEYS)
        if brought is None and "card" not in b:
            raise ScenarioError(f"{w} needs a 'card'")
        if brought is not None and ("card" in b or "as" in b):
            raise ScenarioError(f"{w}: the players bring the battlefields, so the mode selects them; "
                                "give only units, facedown, controller and contested_by here")
        if "card" in b:
            _battlefield(cards, b["card"], f"{w}.card")
        b["units"] = _entries(b.get("units"), f"{w}.units", BF_UNIT_KEYS, n)
        b["facedown"] = _entries(b.get("facedown"), f"{w}.facedown", FACEDOWN_KEYS, n)
        for u in b["units"] + b["facedown"]:
            _card(cards, u["card"], w)
        if "owner" in b:
            schema.player(b["owner"], f"{w}.owner", n)
        for k in ("controller", "contested_by"):
            if k in b:
                schema.player(b[k], f"{w}.{k}", n, nobody=True)
        bf_entries.append(b)
    n_bfs = len(bf_entries)
    if brought is not None:
        n_bfs = n - (1 if mode.first_removes_battlefields else 0)
        if bf_entries and len(bf_entries) != n_bfs:
            raise ScenarioError(f"{where}: setup.battlefields: {mode.name} has {n_bfs} battlefields in play, "
                                f"got {len(bf_entries)} entries")
        bf_entries = bf_entries or [{"units": [], "facedown": []} for _ in range(n_bfs)]
    pools = [_pool(pd.get("pool"), f"{where}: players[{p}].pool") for p, pd in enumerate(players)]
    points = [schema.integer(pd.get("points", 0), f"{where}: players[{p}].points", 0) for p, pd in enumerate(players)]
    xps = [schema.integer(pd.get("xp", 0), f"{where}: players[{p}].xp", 0) for p, pd in enumerate(players)]
    add_rules_objects(cards)
    cat = tuple(cards.values())
    index = {c.id: k for k, c in enumerate(cat)}
    g = blank_state(mode, n, n_bfs, cat, seed, max_turns, log_on)
    labels: dict[str, int] = {}

    def place(e: dict[str, Any], owner: int, zone: int, w: str) -> int:
        obj = new_object(g, index[e["card"]], owner, zone)
        g.o_ctrl[obj] = int(e.get("controller", owner))
        g.o_exh[obj] = 1 if e.get("exhausted") else 0
        g.o_dmg[obj] = int(e.get("damage", 0))
        g.o_buff[obj] = 1 if e.get("buffed") else 0
        g.o_stun[obj] = 1 if e.get("stunned") else 0
        g.o_mod[obj] = int(e.get("might_mod", 0))
        if "as" in e:
            if e["as"] in labels:
                raise ScenarioError(f"{w}: label {e['as']!r} is used twice")
            labels[str(e["as"])] = obj
        return obj

    for p, key, ent in entries:
        zone = zones.pzone(p, ZONE_OF_KEY[key])
        if key == "base" and "controller" in ent:
            zone = zones.base_of(g, int(ent["controller"]))
        place(ent, p, zone, f"{where}: players[{p}].{key}")
    # The Chosen Champion (113): named, or else the card in the Champion Zone.
    for p, pd in enumerate(players):
        in_zone = g.zone_of(p, CHAMPION_ZONE)
        if "chosen_champion" in pd:
            g.champions[p] = index[pd["chosen_champion"]]
        elif in_zone:
            g.champions[p] = g.o_card[in_zone[0]]
    # Decks are written top card first; the engine keeps the top at the end of the list.
    for p in range(n):
        for kind in (MAIN_DECK, RUNE_DECK):
            g.zones[zones.pzone(p, kind)].reverse()
    g.order = order
    g.bf_objs = tuple([-1] * n_bfs)
    if brought is not None:
        _select_battlefields(g, mode, brought, index)
    row = zones.battlefield_row(g)
    for i, b in enumerate(bf_entries):
        w = f"{where}: battlefields[{i}]"
        if "card" in b:
            obj = new_object(g, index[b["card"]], int(b.get("owner", i % n)), row)
            g.bf_objs = (*g.bf_objs[:i], obj, *g.bf_objs[i + 1:])
            if "as" in b:
                if b["as"] in labels:
                    raise ScenarioError(f"{w}: label {b['as']!r} is used twice")
                labels[str(b["as"])] = obj
        g.bf_ctrl[i] = int(b.get("controller", -1))
        g.bf_contested[i] = int(b.get("contested_by", -1))  # 187.3.a: the player who applied it
        for u in b["units"]:
            place(u, int(u.get("owner", u.get("controller", 0))), zones.bf_location(g, i), f"{w}.units")
        for u in b["facedown"]:
            obj = place(u, int(u.get("owner", u.get("controller", 0))), zones.bf_facedown(g, i), f"{w}.facedown")
            g.o_hidden[obj] = int(u.get("hidden_turn", 0))
    for p in range(n):
        g.points[p] = points[p]
        g.xp[p] = xps[p]
        for k, v in pools[p].items():
            if k == "energy":
                g.pool_energy[p] = v
            else:
                g.pool_power[p * POOL_SLOTS + (POOL_SLOTS - 1 if k == "any" else DOMAIN_INDEX[k])] = v
    g.turn_number = turn - (1 if phase == "turn_start" else 0)
    for p in range(n):
        g.turns_taken[p] = 1
    g.turn_player = tp
    sc.labels = labels
    if phase == "turn_start":
        start_turn(g, tp)  # not the game's first turn: no first-turn process applies
    elif phase == "mulligan":
        g.turn_number = 0
        g.turns_taken = [0] * n
        start_mulligans(g)
    else:
        g.phase = ENDING if phase == "ending" else MAIN
        if phase == "ending":
            enter_phase(g, ENDING)
    if mode.choose_battlefields and brought is not None:
        # 481.5: each player selects one of their battlefields, before anything else happens
        push(g, *[("choose_bf", p, p) for p in range(n)])
    return g


def _select_battlefields(g: State, mode: Mode, brought: list[list[str]], index: dict[str, int]) -> None:
    """The mode's own selection (103.4, 480.5, 482.5, 483.4-483.5, 484.5): each player's
    battlefields are set aside; the first player's are removed in 4-player modes; each other
    player selects one at random, or by choice in a Match (481.5, a decision)."""
    for p, ids in enumerate(brought):
        for cid in ids:
            new_object(g, index[cid], p, zones.pzone(p, SET_ASIDE))
    if mode.choose_battlefields:
        return
    contributors = [p for p in g.order if not (mode.first_removes_battlefields and p == g.order[0])]
    for i, p in enumerate(sorted(contributors)):
        own = g.zone_of(p, SET_ASIDE)
        place_battlefield(g, i, own[rng.below(g, len(own))])


def _pool(v: Any, where: str) -> dict[str, int]:
    """``{energy: 2, fury: 1, any: 1}``: a rune pool (159-167)."""
    pool = schema.mapping(v or {}, where, POOL_KEYS)
    return {k: schema.integer(x, f"{where}.{k}", 0) for k, x in pool.items()}
