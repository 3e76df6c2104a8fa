"""Running scenarios: apply the script strictly, then check the expectations.

Strict means: each step must be answered by the player the engine is waiting on, every
step must be used, and the decision pending at the end must be named in ``expect``
(``decision:``) unless the game is over.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from riftbound import engine
from riftbound.actions import ARGS, Action
from riftbound.errors import IllegalActionError, RiftboundError, ScenarioError
from riftbound.game import Game
from riftbound.keywords import keywords_of
from riftbound.observe import observation
from riftbound.rules import replacement, zones
from riftbound.rules.layers import tags_of
from riftbound.rules.might import is_mighty, might
from riftbound.rules.timing import state_name
from riftbound.scenario.loader import Scenario, build, load
from riftbound.state import (
    BANISHMENT,
    BASE,
    CHAMPION_ZONE,
    HAND,
    MAIN_DECK,
    PHASE_NAMES,
    RUNE_DECK,
    STAGE_FINAL,
    TRASH,
    State,
)


@dataclass
class Result:
    scenario: Scenario | None
    path: str
    passed: bool
    failures: list[str] = field(default_factory=list)
    log: list[tuple[str, str]] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.scenario.name if self.scenario else self.path


# ---- referring to objects ------------------------------------------------------------------
def _describe(g: State, sc: Scenario, obj: int) -> set[str]:
    card = g.catalog[g.o_card[obj]]
    names = {card.id, card.name, str(obj)}
    names.update(k for k, v in sc.labels.items() if v == obj)
    return names


def _matches(g: State, sc: Scenario, obj: int, ref: str) -> bool:
    base, _, who = ref.partition("@")
    if who and not (who.startswith("p") and who[1:].isdigit() and g.o_owner[obj] == int(who[1:])):
        return False
    return base in _describe(g, sc, obj)


def _action_obj(g: State, a: Action) -> int | None:
    """The object an action names, for matching a scripted reference."""
    k = a[0]
    if k in ("play", "activate", "mulligan_toggle", "move", "assign", "hide", "card"):
        return int(a[1])
    if k == "target":
        pend = g.pending
        assert pend is not None
        for it in g.chain:
            if it.uid == a[1] and it.uid != pend[2]:
                spec = _pending_spec(g)
                if spec is not None and spec.kind in ("spell", "ability", "chain_item"):
                    return it.obj
        return int(a[1])
    if k == "order":
        return int(g.triggered[a[1]][1])
    if k in ("location", "move_to"):
        z = int(a[1])
        if g.zone_kind[z] == zones.BF_LOCATION:
            return g.bf_objs[g.zone_bf[z]]
    if k == "battlefield":
        return g.bf_objs[int(a[1])]
    if k == "replace":
        return replacement.source_of(g, a[1])
    return None


def _pending_spec(g: State) -> Any:
    from riftbound.rules.playing import item_specs

    pend = g.pending
    if pend is None or pend[0] != "target":
        return None
    for it in g.chain:
        if it.uid == pend[2]:
            return item_specs(g, it)[pend[3]]
    return None


def resolve_step(g: State, sc: Scenario, text: str) -> Action:
    """Turn ``"play test-bolt"`` into the one legal action it names."""
    words = str(text).split()
    if not words:
        raise ScenarioError("an empty action")
    kind, args = words[0], words[1:]
    if kind not in ARGS:
        raise ScenarioError(f"unknown action {kind!r}; actions are {', '.join(ARGS)}")
    legal = engine.legal_actions(g)
    cands = [a for a in legal if a[0] == kind]
    if kind in ("location", "move_to") and args and args[0] == "base":
        cands = [a for a in cands if g.zone_kind[a[1]] == BASE]
        args = []
    if kind == "domain" and args:
        cands = [a for a in cands if a[1] == args[0]]
        args = []
    if kind in ("invite", "player") and args:
        who = args[0]
        if not (who.startswith("p") and who[1:].isdigit()):
            raise ScenarioError(f"{text!r}: name a player like p1")
        cands = [a for a in cands if a[1] == int(who[1:])]
        args = []
    if kind == "activate" and len(args) == 2:
        cands = [a for a in cands if a[2] == int(args[1])]
        args = args[:1]
    if kind == "replace" and len(args) == 2:  # the replacement effect's source, then the object acted on
        cands = [a for a in cands if _matches(g, sc, replacement.event_object(g, a[2]), args[1])]
        args = args[:1]
    if args:
        ref = args[0]
        cands = [a for a in cands if (o := _action_obj(g, a)) is not None and _matches(g, sc, o, ref)]
    if not cands:
        shown = ", ".join(" ".join(map(str, a)) for a in legal)
        raise ScenarioError(f"{text!r} is not legal now; legal: {shown}")
    return cands[0]


# ---- expectations ----------------------------------------------------------------------------
_PZONES = {"hand": HAND, "trash": TRASH, "banishment": BANISHMENT, "main_deck": MAIN_DECK,
           "rune_deck": RUNE_DECK, "champion": CHAMPION_ZONE}


def _ids(g: State, objs: list[int]) -> list[str]:
    return [g.catalog[g.o_card[o]].id for o in objs]


def _zone_value(g: State, key: str) -> Any:
    """``p0.hand`` etc.: card ids in a zone; ``battlefields[0].units`` likewise."""
    if key.startswith("battlefields["):
        i = int(key[len("battlefields["):key.index("]")])
        what = key[key.index("]") + 2:]
        if what == "units":
            return sorted(_ids(g, g.zones[zones.bf_location(g, i)]))
        if what == "controller":
            return g.bf_ctrl[i]
        if what == "facedown":
            return sorted(_ids(g, g.zones[zones.bf_facedown(g, i)]))
        raise ScenarioError(f"unknown battlefield field {what!r}")
    who, _, what = key.partition(".")
    if not (who.startswith("p") and who[1:].isdigit()):
        raise ScenarioError(f"unknown expectation {key!r}")
    p = int(who[1:])
    if what in _PZONES:
        objs = g.zone_of(p, _PZONES[what])
        if what in ("main_deck", "rune_deck"):
            return list(reversed(_ids(g, objs)))  # top first, as written
        return sorted(_ids(g, objs))
    if what.endswith("_size") and what[:-5] in _PZONES:
        return len(g.zone_of(p, _PZONES[what[:-5]]))
    if what in ("base", "runes"):
        objs = g.zone_of(p, BASE)
        want_runes = what == "runes"
        return sorted(i for o, i in zip(objs, _ids(g, objs), strict=True)
                      if (g.catalog[g.o_card[o]].type == "rune") == want_runes)
    if what == "points":
        return g.points[p]
    if what == "xp":
        return g.xp[p]
    if what == "pool":
        from riftbound.cards.model import DOMAINS

        b = p * 7
        out = {"energy": g.pool_energy[p]}
        out.update({d: g.pool_power[b + i] for i, d in enumerate(DOMAINS) if g.pool_power[b + i]})
        if g.pool_power[b + 6]:
            out["any"] = g.pool_power[b + 6]
        return out
    raise ScenarioError(f"unknown expectation {key!r}")


def _zone_name(g: State, obj: int) -> str:
    z = g.o_zone[obj]
    k = g.zone_kind[z]
    if k == zones.BF_LOCATION:
        return f"battlefields[{g.zone_bf[z]}]"
    if k == zones.BF_FACEDOWN:
        return f"battlefields[{g.zone_bf[z]}].facedown"
    if k == zones.CHAIN_ZONE:
        return "chain"
    if k == zones.REMOVED_ZONE:
        return "removed"
    from riftbound.state import ZONE_NAMES

    return f"p{g.zone_owner[z]}.{ZONE_NAMES[k]}"


def check(g: State, sc: Scenario, expect: dict[str, Any]) -> list[str]:
    fails: list[str] = []

    def eq(label: str, got: Any, want: Any) -> None:
        if got != want:
            fails.append(f"{label}: expected {want!r}, got {got!r}")

    for key, want in expect.items():
        if key == "decision":
            pend = g.pending
            got_d = None if pend is None else {"kind": pend[0], "player": pend[1]}
            eq("decision", got_d, {k: v for k, v in want.items() if k in ("kind", "player")})
            legal = [" ".join(map(str, a)) for a in engine.legal_actions(g)] if pend else []
            for s in want.get("actions_include", []):
                try:
                    resolve_step(g, sc, s)
                except ScenarioError:
                    fails.append(f"decision: {s!r} should be legal; legal: {legal}")
            for s in want.get("actions_exclude", []):
                try:
                    resolve_step(g, sc, s)
                    fails.append(f"decision: {s!r} should not be legal")
                except ScenarioError:
                    pass
        elif key == "chain":
            eq("chain", [("ability:" if it.kind == "ability" else "") + g.catalog[g.o_card[it.obj]].id
                         + ("" if it.stage == STAGE_FINAL else " (pending)") for it in g.chain], list(want))
        elif key == "state":
            eq("state", state_name(g), want)
        elif key == "phase":
            eq("phase", PHASE_NAMES[g.phase], want)
        elif key in ("turn_player", "priority", "focus"):
            eq(key, getattr(g, key), want)
        elif key == "turn":
            eq("turn", g.turn_number, want)
        elif key == "terminal":
            eq("terminal", g.terminal, want)
        elif key == "winners":
            eq("winners", list(g.winners), list(want))
        elif key == "end_reason":
            eq("end_reason", g.end_reason, want)
        elif key == "revealed":  # 424.1: what every player's observation shows as revealed
            for viewer in range(g.n_players):
                eq(f"revealed (seen by P{viewer})",
                   [o["card"] for o in observation(g, viewer)["revealed"]], list(want))
        elif key == "log_includes":
            rules_seen = {r for r, _ in (g.log or [])}
            for r in want:
                if str(r) not in rules_seen:
                    fails.append(f"log: no event citing rule {r}")
        elif key == "objects":
            for label, props in want.items():
                if label not in sc.labels:
                    fails.append(f"objects: unknown label {label!r}")
                    continue
                obj = sc.labels[label]
                for prop, v in props.items():
                    if prop == "zone":
                        eq(f"{label}.zone", _zone_name(g, obj), v)
                    elif prop in ("damage", "exhausted", "buffed", "stunned", "controller"):
                        arr = {"damage": g.o_dmg, "exhausted": g.o_exh, "buffed": g.o_buff,
                               "stunned": g.o_stun, "controller": g.o_ctrl}[prop]
                        got_v: Any = arr[obj] if prop in ("damage", "controller") else bool(arr[obj])
                        eq(f"{label}.{prop}", got_v, v)
                    elif prop == "might":
                        eq(f"{label}.might", might(g, obj), v)
                    elif prop == "mighty":
                        eq(f"{label}.mighty", is_mighty(g, obj), v)
                    elif prop == "keywords":
                        kws = sorted(k if n == 1 else f"{k}:{n}" for k, n in keywords_of(g, obj).items())
                        eq(f"{label}.keywords", kws, sorted(v))
                    elif prop == "tags":
                        eq(f"{label}.tags", sorted(tags_of(g, obj)), sorted(v))
                    else:
                        fails.append(f"objects: unknown property {prop!r}")
        else:
            got_z = _zone_value(g, key)
            w = want
            if isinstance(got_z, list) and isinstance(want, list) and not key.endswith("deck"):
                w = sorted(str(x) for x in want)
            eq(key, got_z, w)
    return fails


# ---- running --------------------------------------------------------------------------------
def run_scenario(path: str | Path, log_on: bool = True) -> Result:
    p = str(path)
    try:
        sc = load(path)
        g = build(sc, log_on)
        engine.run(g)
    except (RiftboundError, NotImplementedError) as e:
        return Result(None, p, False, [f"setup: {e}"])
    fails: list[str] = []
    game = Game(g)
    for i, step in enumerate(sc.script):
        where = f"step {i + 1}"
        if not isinstance(step, dict):
            fails.append(f"{where}: a step is a mapping like {{p0: 'pass'}}")
            break
        if "expect" in step and len(step) == 1:
            fails.extend(f"{where}: {f}" for f in check(g, sc, step["expect"]))
            continue
        actors = [k for k in step if k.startswith("p") and k[1:].isdigit()]
        if len(actors) != 1 or set(step) - {actors[0], "error"}:
            fails.append(f"{where}: a step names one player, e.g. {{p0: 'pass'}}; got {step!r}")
            break
        who = int(actors[0][1:])
        if g.terminal:
            fails.append(f"{where}: the game is over but the script goes on")
            break
        if str(step[actors[0]]).strip() == "concede":
            # 650: any player still in the game may concede at any time, whoever is deciding
            before = g.state_hash()
            try:
                game.apply_action(Action("concede", who))
                if "error" in step:
                    fails.append(f"{where}: expected an error containing {step['error']!r}")
            except (IllegalActionError, NotImplementedError) as e:
                if "error" not in step:
                    fails.append(f"{where}: {e}")
                    break
                if str(step["error"]).lower() not in str(e).lower():
                    fails.append(f"{where}: error {e!s} does not contain {step['error']!r}")
                if g.state_hash() != before:
                    fails.append(f"{where}: the state changed after an illegal action")
            continue
        pend = g.pending
        assert pend is not None
        if pend[1] != who and "error" not in step:
            fails.append(f"{where}: P{pend[1]} must decide ({pend[0]}), but the script has a step for P{who}")
            break
        try:
            if "error" in step:
                before = g.state_hash()
                try:
                    if pend[1] != who:
                        raise ScenarioError(f"P{who} is not the deciding player: P{pend[1]} must answer "
                                            f"a {pend[0]!r} decision")
                    game.apply_action(resolve_step(g, sc, step[actors[0]]))
                    fails.append(f"{where}: expected an error containing {step['error']!r}")
                except (IllegalActionError, ScenarioError) as e:
                    if str(step["error"]).lower() not in str(e).lower():
                        fails.append(f"{where}: error {e!s} does not contain {step['error']!r}")
                    if g.state_hash() != before:
                        fails.append(f"{where}: the state changed after an illegal action")
                continue
            game.apply_action(resolve_step(g, sc, step[actors[0]]))
        except (ScenarioError, IllegalActionError) as e:
            fails.append(f"{where}: {e}")
            break
        except NotImplementedError as e:
            fails.append(f"{where}: not implemented: {e}")
            break
    if not fails:
        if not g.terminal and "decision" not in sc.expect:
            pend = g.pending
            assert pend is not None
            fails.append(f"unscripted decision at the end: P{pend[1]} must decide ({pend[0]}); "
                         "script it or name it in expect.decision")
        fails.extend(check(g, sc, sc.expect))
    return Result(sc, p, not fails, fails, list(g.log or []))


def collect(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out.extend(sorted(path.rglob("*.yaml")))
        else:
            out.append(path)
    return out


def main(paths: list[str], explain: bool = False) -> int:
    files = collect(paths)
    passed = failed = 0
    for f in files:
        r = run_scenario(f)
        if r.passed:
            passed += 1
            print(f"PASS {r.name}  ({f})")
        else:
            failed += 1
            print(f"FAIL {r.name}  ({f})")
            for msg in r.failures:
                print(f"     {msg}")
        if explain:
            for rule, text in r.log:
                print(f"       [{rule}] {text}")
    print(f"{passed} passed, {failed} failed")
    sys.stdout.flush()
    return 1 if failed else 0


__all__ = ["Result", "check", "main", "resolve_step", "run_scenario"]
