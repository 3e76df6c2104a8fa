"""The vocabulary of a scenario's script steps and expectations, and the check of their
shape as the file is read: an unknown key or a value of the wrong type is refused with the
file name and the key at fault, before anything runs (docs/scenarios.md)."""

from __future__ import annotations

import re
from typing import Any

from riftbound.errors import ScenarioError
from riftbound.scenario import schema
from riftbound.scenario.rule_numbers import rule_number
from riftbound.state import PHASE_NAMES

PLAIN_KEYS = {"decision", "chain", "state", "phase", "turn_player", "priority", "focus", "turn", "terminal",
              "winners", "end_reason", "log_includes", "revealed", "objects", "victory_score", "decks",
              "battlefields", "showdown", "combat", "attacker", "defender"}
PLAYER_FIELDS = {"hand", "trash", "banishment", "champion", "legend", "main_deck", "rune_deck", "base", "runes",
                 "points", "xp", "pool", "hand_size", "trash_size", "banishment_size", "champion_size",
                 "legend_size", "main_deck_size", "rune_deck_size"}
BATTLEFIELD_FIELDS = {"units", "controller", "facedown", "card", "contested", "contested_by", "showdown_staged",
                      "combat_staged"}
OBJECT_PROPS = {"zone", "damage", "exhausted", "buffed", "stunned", "controller", "might", "mighty", "keywords",
                "tags", "role"}
DECISION_KEYS = {"kind", "player", "actions_include", "actions_exclude", "actions"}
ROLES = ("attacker", "defender", "none")
_PLAYER_KEY = re.compile(r"p(\d+)\.(\w+)$")
_BF_KEY = re.compile(r"battlefields\[(\d+)\]\.(\w+)$")


def split_key(key: str) -> tuple[str, int, str] | None:
    """``p1.hand`` -> ``("p", 1, "hand")``; ``battlefields[0].units`` -> ``("bf", 0, "units")``."""
    m = _PLAYER_KEY.match(key)
    if m:
        return "p", int(m.group(1)), m.group(2)
    m = _BF_KEY.match(key)
    if m:
        return "bf", int(m.group(1)), m.group(2)
    return None


def check_expect(expect: dict[str, Any], where: str) -> None:
    for key, v in expect.items():
        w = f"{where}.{key}"
        parts = split_key(key)
        if parts is not None:
            kind, _, fld = parts
            allowed = PLAYER_FIELDS if kind == "p" else BATTLEFIELD_FIELDS
            schema.known_keys({fld: v}, allowed, w)
            continue
        schema.known_keys({key: v}, PLAIN_KEYS | {"pN.<field>", "battlefields[i].<field>"}, where)
        if key == "decision":
            d = schema.mapping(v, w, DECISION_KEYS)
            for k in ("actions_include", "actions_exclude", "actions"):
                for i, s in enumerate(schema.listing(d.get(k, []), f"{w}.{k}")):
                    schema.word(s, f"{w}.{k}[{i}]")
        elif key == "objects":
            for label, props in schema.mapping(v, w).items():
                props = schema.mapping(props, f"{w}.{label}", OBJECT_PROPS)
                if "role" in props:
                    schema.word(props["role"], f"{w}.{label}.role", ROLES)
        elif key == "log_includes":
            for i, r in enumerate(schema.listing(v, w)):
                rule_number(r, f"{w}[{i}]")
        elif key == "phase":
            schema.word(v, w, PHASE_NAMES)
        elif key in ("chain", "winners", "revealed", "battlefields"):
            schema.listing(v, w)


STEP_ACTORS = re.compile(r"p\d+$")


def check_step(step: Any, where: str) -> None:
    """``{p0: action}`` (with ``error:``), ``{expect: {...}}`` or ``{until: phase}``."""
    d = schema.mapping(step, where)
    if "expect" in d:
        schema.known_keys(d, {"expect"}, where)
        check_expect(schema.mapping(d["expect"], f"{where}.expect"), f"{where}.expect")
        return
    if "until" in d:
        schema.known_keys(d, {"until"}, where)
        schema.word(d["until"], f"{where}.until", PHASE_NAMES[1:])
        return
    actors = [k for k in d if STEP_ACTORS.match(k)]
    if len(actors) != 1:
        raise ScenarioError(f"{where}: a step is {{p0: ACTION}} (with error: TEXT), {{expect: ...}} or "
                            f"{{until: PHASE}}; got {d!r}")
    schema.known_keys(d, {actors[0], "error"}, where)
    if isinstance(d[actors[0]], bool):
        raise ScenarioError(f"{where}.{actors[0]}: quote \"yes\" and \"no\" (bare, YAML reads them as true/false)")
    if not isinstance(d[actors[0]], str):
        raise ScenarioError(f"{where}.{actors[0]}: an action is text such as 'play test-bolt', got {d[actors[0]]!r}")
    if "error" in d:
        schema.word(d["error"], f"{where}.error")
