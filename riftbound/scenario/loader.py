"""Reading a scenario file and building its board state (docs/scenarios.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from riftbound.cards import catalog
from riftbound.cards.model import DOMAIN_INDEX, POOL_SLOTS, CardDef
from riftbound.cards.tokens import add_rules_objects
from riftbound.errors import RiftboundError, ScenarioError
from riftbound.rules import zones
from riftbound.rules.modes import get_mode
from riftbound.rules.setup import blank_state, new_object, start_mulligans
from riftbound.rules.turn import enter_phase, start_turn
from riftbound.scenario.cards import card_from_yaml
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
    TRASH,
    State,
)

TOP_KEYS = {"name", "rules", "description", "cards", "setup", "script", "expect"}
SETUP_KEYS = {"mode", "seed", "turn_player", "turn", "phase", "players", "battlefields", "order",
              "max_turns"}
PLAYER_KEYS = {"points", "hand", "base", "runes", "trash", "banishment", "main_deck", "rune_deck",
               "champion", "legend", "pool", "xp"}
ZONE_OF_KEY = {"hand": HAND, "base": BASE, "runes": BASE, "trash": TRASH, "banishment": BANISHMENT,
               "main_deck": MAIN_DECK, "rune_deck": RUNE_DECK, "champion": CHAMPION_ZONE,
               "legend": LEGEND_ZONE}
PHASES = ("main", "turn_start", "ending", "mulligan")


@dataclass
class Scenario:
    path: str
    name: str
    rules: list[str]
    setup: dict[str, Any]
    script: list[Any]
    expect: dict[str, Any]
    labels: dict[str, int] = field(default_factory=dict)


def load(path: str | Path) -> Scenario:
    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text())
    except OSError as e:
        raise ScenarioError(f"{p}: cannot read: {e}") from None
    except yaml.YAMLError as e:
        raise ScenarioError(f"{p}: not valid YAML: {e}") from None
    return parse(data, str(p))


def parse(data: Any, where: str) -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError(f"{where}: a scenario is a YAML mapping")
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"{where}: unknown key(s) {sorted(unknown)}; keys are {sorted(TOP_KEYS)}")
    for key in ("name", "rules", "setup"):
        if key not in data:
            raise ScenarioError(f"{where}: missing required key {key!r}")
    rules = data["rules"]
    if not isinstance(rules, list) or not rules:
        raise ScenarioError(f"{where}: 'rules' must list the rule numbers the scenario exercises")
    for i, c in enumerate(data.get("cards") or []):
        card_from_yaml(c, f"{where}: cards[{i}]")
    script = data.get("script") or []
    if not isinstance(script, list):
        raise ScenarioError(f"{where}: 'script' must be a list of steps")
    expect = data.get("expect") or {}
    if not isinstance(expect, dict):
        raise ScenarioError(f"{where}: 'expect' must be a mapping")
    return Scenario(where, str(data["name"]), [str(r) for r in rules], data["setup"], script, expect)


def _entries(v: Any, where: str) -> list[dict[str, Any]]:
    """Zone contents: a list of card ids or ``{card, count, as, exhausted, damage, ...}``."""
    if v is None:
        return []
    if isinstance(v, str):
        v = [v]
    if not isinstance(v, list):
        raise ScenarioError(f"{where}: expected a list of cards, got {v!r}")
    out: list[dict[str, Any]] = []
    for e in v:
        if isinstance(e, str):
            out.append({"card": e})
        elif isinstance(e, dict) and "card" in e:
            out.extend([dict(e)] * int(e.get("count", 1)) if "as" not in e else [dict(e)])
        else:
            raise ScenarioError(f"{where}: a card entry is an id or a mapping with 'card', got {e!r}")
    return out


def build(sc: Scenario, log_on: bool = True) -> State:
    """The scenario's starting state, run to its first decision."""
    setup = sc.setup
    where = sc.path
    if not isinstance(setup, dict):
        raise ScenarioError(f"{where}: 'setup' must be a mapping")
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise ScenarioError(f"{where}: unknown setup key(s) {sorted(unknown)}; keys are {sorted(SETUP_KEYS)}")
    try:
        mode = get_mode(str(setup.get("mode", "duel")))
    except (RiftboundError, NotImplementedError) as e:
        raise ScenarioError(f"{where}: {e}") from None
    players = setup.get("players") or [{} for _ in range(mode.players)]
    if not isinstance(players, list) or len(players) != mode.players:
        raise ScenarioError(f"{where}: setup.players must list {mode.players} players")
    bfs = setup.get("battlefields") or []
    # Gather every card the scenario names so the catalog holds them.
    entries: list[tuple[int, str, dict[str, Any]]] = []
    for p, pd in enumerate(players):
        if not isinstance(pd, dict) or set(pd) - PLAYER_KEYS:
            bad = set(pd) - PLAYER_KEYS if isinstance(pd, dict) else pd
            raise ScenarioError(f"{where}: setup.players[{p}]: unknown key(s) {bad}; keys are {sorted(PLAYER_KEYS)}")
        for key in ZONE_OF_KEY:
            for ent in _entries(pd.get(key), f"{where}: players[{p}].{key}"):
                entries.append((p, key, ent))
    bf_entries: list[dict[str, Any]] = []
    for i, b in enumerate(bfs):
        if isinstance(b, str):
            b = {"card": b}
        if not isinstance(b, dict) or "card" not in b:
            raise ScenarioError(f"{where}: battlefields[{i}] needs a 'card'")
        bf_entries.append(b)
    cards: dict[str, CardDef] = {}

    def card_of(cid: str, w: str) -> CardDef:
        if cid not in cards:
            try:
                cards[cid] = catalog.get(str(cid))
            except RiftboundError as err:
                raise ScenarioError(f"{w}: {err}") from None
        return cards[cid]

    for p, key, ent in entries:
        card_of(ent["card"], f"{where}: players[{p}].{key}")
    for i, b in enumerate(bf_entries):
        card_of(b["card"], f"{where}: battlefields[{i}]")
        for key in ("units", "facedown"):
            for u in _entries(b.get(key), f"{where}: battlefields[{i}].{key}"):
                card_of(u["card"], f"{where}: battlefields[{i}].{key}")
    add_rules_objects(cards)
    cat = tuple(cards.values())
    index = {c.id: k for k, c in enumerate(cat)}
    g = blank_state(mode, mode.players, len(bf_entries), cat, int(setup.get("seed", 0)),
                    int(setup.get("max_turns", 200)), log_on)
    labels: dict[str, int] = {}

    def place(e: dict[str, Any], owner: int, zone: int, w: str) -> None:
        obj = new_object(g, index[e["card"]], owner, zone)
        ctrl = int(e.get("controller", owner))
        g.o_ctrl[obj] = ctrl
        g.o_exh[obj] = 1 if e.get("exhausted") else 0
        g.o_dmg[obj] = int(e.get("damage", 0))
        g.o_buff[obj] = 1 if e.get("buffed") else 0
        g.o_stun[obj] = 1 if e.get("stunned") else 0
        g.o_mod[obj] = int(e.get("might_mod", 0))
        if "as" in e:
            if e["as"] in labels:
                raise ScenarioError(f"{w}: label {e['as']!r} is used twice")
            labels[str(e["as"])] = obj

    for p, key, ent in entries:
        w = f"{where}: players[{p}].{key}"
        zone = zones.pzone(p, ZONE_OF_KEY[key])
        if key == "base" and "controller" in ent:
            zone = zones.base_of(g, int(ent["controller"]))
        place(ent, p, zone, w)
    # Decks are written top card first; the engine keeps the top at the end of the list.
    for p in range(mode.players):
        for kind in (MAIN_DECK, RUNE_DECK):
            g.zones[zones.pzone(p, kind)].reverse()
    row = zones.battlefield_row(g)
    bf_objs: list[int] = []
    for i, b in enumerate(bf_entries):
        owner = int(b.get("owner", i % mode.players))
        obj = new_object(g, index[b["card"]], owner, row)
        bf_objs.append(obj)
        if "as" in b:
            labels[str(b["as"])] = obj
        g.bf_ctrl[i] = int(b.get("controller", -1))
        for u in _entries(b.get("units"), f"{where}: battlefields[{i}].units"):
            place(u, int(u.get("owner", u.get("controller", 0))), zones.bf_location(g, i),
                  f"{where}: battlefields[{i}].units")
        for u in _entries(b.get("facedown"), f"{where}: battlefields[{i}].facedown"):
            place(u, int(u.get("owner", u.get("controller", 0))), zones.bf_facedown(g, i),
                  f"{where}: battlefields[{i}].facedown")
            g.o_hidden[g.zones[zones.bf_facedown(g, i)][-1]] = int(u.get("hidden_turn", 0))
    g.bf_objs = tuple(bf_objs)
    for p, pd in enumerate(players):
        g.points[p] = int(pd.get("points", 0))
        g.xp[p] = int(pd.get("xp", 0))
        pool = pd.get("pool") or {}
        for k, v in pool.items():
            if k == "energy":
                g.pool_energy[p] = int(v)
            elif k in DOMAIN_INDEX:
                g.pool_power[p * POOL_SLOTS + DOMAIN_INDEX[k]] = int(v)
            else:
                raise ScenarioError(f"{where}: players[{p}].pool: unknown resource {k!r}")
    order = setup.get("order")
    g.order = tuple(int(x) for x in order) if order else tuple(range(mode.players))
    tp = int(setup.get("turn_player", g.order[0]))
    phase = str(setup.get("phase", "main"))
    if phase not in PHASES:
        raise ScenarioError(f"{where}: setup.phase must be one of {PHASES}, got {phase!r}")
    g.turn_number = int(setup.get("turn", 1)) - (1 if phase in ("turn_start",) else 0)
    for p in range(mode.players):
        g.turns_taken[p] = 1
    g.turn_player = tp
    sc.labels = labels
    if phase == "turn_start":
        start_turn(g, tp)  # not the game's first turn: no first-turn process applies
    elif phase == "mulligan":
        g.turn_number = 0
        g.turns_taken = [0] * mode.players
        start_mulligans(g)
    else:
        g.phase = ENDING if phase == "ending" else MAIN
        if phase == "ending":
            enter_phase(g, ENDING)
    return g
