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
from riftbound.cards.model import DOMAINS, POOL_SLOTS
from riftbound.errors import IllegalActionError, RiftboundError, ScenarioError
from riftbound.keywords import keywords_of
from riftbound.observe import observation
from riftbound.rules import replacement, victory, zones
from riftbound.rules.layers import tags_of
from riftbound.rules.might import is_mighty, might
from riftbound.rules.named_tags import NAMEABLE
from riftbound.rules.playing import item_specs
from riftbound.rules.timing import state_name
from riftbound.scenario import decks
from riftbound.scenario.expectations import split_key
from riftbound.scenario.loader import Scenario, build, load
from riftbound.state import (
    ATTACKER,
    BANISHMENT,
    BASE,
    CHAMPION_ZONE,
    DEFENDER,
    HAND,
    LEGEND_ZONE,
    MAIN_DECK,
    PHASE_NAMES,
    RUNE_DECK,
    STAGE_FINAL,
    TRASH,
    ZONE_NAMES,
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
        pend = g.pending
        return int(a[1]) if pend is not None and pend[0] == "choose_bf" else g.bf_objs[int(a[1])]
    if k == "replace":
        return replacement.source_of(g, a[1])
    return None


def _pending_spec(g: State) -> Any:
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
    if kind == "mode" and args:  # a mode by its number, from 1 as printed (355.3)
        if not args[0].isdigit():
            raise ScenarioError(f"{text!r}: name a mode by its number, like mode 2")
        cands = [a for a in cands if a[1] == int(args[0]) - 1]
        args = []
    if kind == "tag" and args:  # a tag named by its name, which may be several words ("tag Miss Fortune")
        cands = [a for a in cands if NAMEABLE[a[1]] == " ".join(args)]
        args = []
    if kind == "amount" and args:  # how much is paid of "pay any amount" (742.1)
        if not args[0].isdigit():
            raise ScenarioError(f"{text!r}: name an amount by its number, like amount 2")
        cands = [a for a in cands if a[1] == int(args[0])]
        args = []
    if kind in ("invite", "player") and args:
        who = args[0]
        if not (who.startswith("p") and who[1:].isdigit()):
            raise ScenarioError(f"{text!r}: name a player like p1")
        cands = [a for a in cands if a[1] == int(who[1:])]
        args = []
    if kind == "activate" and len(args) == 2:
        if not args[1].isdigit():
            raise ScenarioError(f"{text!r}: the ability number must be a whole number, got {args[1]!r}")
        cands = [a for a in cands if a[2] == int(args[1])]
        args = args[:1]
    if kind == "hide" and len(args) == 2:  # what pays: a domain's power, "any", or "energy" (instead of [A])
        cands = [a for a in cands if a[3] == args[1]]
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


def action_text(g: State, sc: Scenario, a: Action) -> str:
    """A legal action in the script's own notation (``play test-bolt``, ``activate r 0``,
    ``location base``): the object by its label, else its card id."""
    kind = str(a[0])
    if kind in ("location", "move_to") and g.zone_kind[a[1]] == BASE:
        return f"{kind} base"
    if kind == "domain":
        return f"domain {a[1]}"
    if kind == "mode":
        return f"mode {a[1] + 1}"
    if kind == "tag":
        return f"tag {NAMEABLE[a[1]]}"
    if kind == "amount":
        return f"amount {a[1]}"
    if kind in ("player", "invite"):
        return f"{kind} p{a[1]}"
    obj = _action_obj(g, a)
    if obj is None:
        return kind
    labels = [k for k, v in sc.labels.items() if v == obj]
    ref = labels[0] if labels else str(g.catalog[g.o_card[obj]].id)
    return f"{kind} {ref} {a[2]}" if kind == "activate" else f"{kind} {ref}"


# ---- expectations ----------------------------------------------------------------------------
_PZONES = {"hand": HAND, "trash": TRASH, "banishment": BANISHMENT, "main_deck": MAIN_DECK,
           "rune_deck": RUNE_DECK, "champion": CHAMPION_ZONE, "legend": LEGEND_ZONE}


def _ids(g: State, objs: list[int]) -> list[str]:
    return [g.catalog[g.o_card[o]].id for o in objs]


def _player_value(g: State, p: int, what: str) -> Any:
    """``p0.hand`` etc.: card ids in a zone, a zone's size, the score, XP or rune pool."""
    if what in _PZONES:
        objs = g.zone_of(p, _PZONES[what])
        if what in ("main_deck", "rune_deck"):
            return list(reversed(_ids(g, objs)))  # top first, as written
        return sorted(_ids(g, objs))
    if what.endswith("_size"):
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
    b = p * POOL_SLOTS  # what == "pool"
    out: dict[str, Any] = {"energy": g.pool_energy[p]}
    out.update({d: g.pool_power[b + i] for i, d in enumerate(DOMAINS) if g.pool_power[b + i]})
    if g.pool_power[b + POOL_SLOTS - 1]:
        out["any"] = g.pool_power[b + POOL_SLOTS - 1]
    limited = [[u, e or d] for q, u, e, d, _, lent in g.pool_limited if q == p and lent < 0]
    if limited:  # restricted resources (rules/restricted.py): [use, energy or power domain]
        out["restricted"] = limited
    return out


def _battlefield_value(g: State, i: int, what: str) -> Any:
    """``battlefields[0].units`` etc.: what is there, who controls it, Contested (187.3) and
    staged showdowns and combats (342.1, 455.1)."""
    if what == "units":
        return sorted(_ids(g, g.zones[zones.bf_location(g, i)]))
    if what == "facedown":
        return sorted(_ids(g, g.zones[zones.bf_facedown(g, i)]))
    if what == "card":
        return None if g.bf_objs[i] < 0 else g.catalog[g.o_card[g.bf_objs[i]]].id
    return {"controller": g.bf_ctrl[i], "contested": g.bf_contested[i] >= 0, "contested_by": g.bf_contested[i],
            "showdown_staged": bool(g.sd_staged[i]), "combat_staged": bool(g.cb_staged[i])}[what]


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
    return f"p{g.zone_owner[z]}.{ZONE_NAMES[k]}"


def check(g: State, sc: Scenario, expect: dict[str, Any]) -> list[str]:
    """Every expectation that does not hold, one message each."""
    fails: list[str] = []

    def eq(label: str, got: Any, want: Any) -> None:
        if got != want:
            fails.append(f"{label}: expected {want!r}, got {got!r}")

    for key, want in expect.items():
        parts = split_key(key)
        if parts is not None:
            kind, i, what = parts
            if kind == "p" and i >= g.n_players:
                fails.append(f"{key}: there is no player {i} in this {g.mode}")
                continue
            if kind == "bf" and i >= len(g.bf_objs):
                fails.append(f"{key}: there is no battlefield {i}; {len(g.bf_objs)} in play")
                continue
            got_z = _player_value(g, i, what) if kind == "p" else _battlefield_value(g, i, what)
            w = want
            if isinstance(got_z, list) and isinstance(want, list) and not key.endswith("deck"):
                w = sorted(str(x) for x in want)
            eq(key, got_z, w)
        elif key == "decision":
            pend = g.pending
            got_d = None if pend is None else {"kind": pend[0], "player": pend[1]}
            eq("decision", got_d, {k: v for k, v in want.items() if k in ("kind", "player")})
            legal = [action_text(g, sc, a) for a in engine.legal_actions(g)] if pend else []
            if "actions" in want:
                eq("decision.actions", sorted(legal), sorted(str(x) for x in want["actions"]))
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
        elif key == "victory_score":
            eq(key, victory.needed(g), want)  # 478.3: the mode's, as the battlefields in play change it
        elif key in ("turn_player", "priority", "focus", "showdown", "combat", "attacker", "defender"):
            eq(key, getattr(g, key), want)
        elif key == "turn":
            eq("turn", g.turn_number, want)
        elif key == "terminal":
            eq("terminal", g.terminal, want)
        elif key == "winners":
            eq("winners", list(g.winners), list(want))
        elif key == "end_reason":
            eq("end_reason", g.end_reason, want)
        elif key == "battlefields":  # the battlefields in play, in order (selected by the mode: 480.5 ...)
            eq("battlefields", [None if o < 0 else g.catalog[g.o_card[o]].id for o in g.bf_objs], list(want))
        elif key == "revealed":  # 424.1: what every player's observation shows as revealed
            for viewer in range(g.n_players):
                eq(f"revealed (seen by P{viewer})",
                   [o["card"] for o in observation(g, viewer)["revealed"]], list(want))
        elif key == "log_includes":
            rules_seen = {r for r, _ in (g.log or [])}
            for r in want:
                if str(r) not in rules_seen:
                    fails.append(f"log: no event citing rule {r}")
        elif key == "decks":
            fails.extend(_deck_fails(sc, want))
        elif key == "objects":
            for label, props in want.items():
                if label not in sc.labels:
                    fails.append(f"objects: unknown label {label!r}")
                    continue
                obj = sc.labels[label]
                for prop, v in props.items():
                    in_any_order = prop in ("keywords", "tags") and isinstance(v, list)
                    eq(f"{label}.{prop}", _object_value(g, obj, prop), sorted(v) if in_any_order else v)
    return fails


def _object_value(g: State, obj: int, prop: str) -> Any:
    """A property of a labelled object (docs/scenarios.md, ``objects``)."""
    if prop == "zone":
        return _zone_name(g, obj)
    if prop in ("damage", "controller"):
        return (g.o_dmg if prop == "damage" else g.o_ctrl)[obj]
    if prop in ("exhausted", "buffed", "stunned"):
        return bool({"exhausted": g.o_exh, "buffed": g.o_buff, "stunned": g.o_stun}[prop][obj])
    if prop == "might":
        return might(g, obj)
    if prop == "mighty":
        return is_mighty(g, obj)
    if prop == "keywords":
        return sorted(k if n == 1 else f"{k}:{n}" for k, n in keywords_of(g, obj).items())
    if prop == "tags":
        return sorted(tags_of(g, obj))
    return {ATTACKER: "attacker", DEFENDER: "defender"}.get(g.o_role[obj], "none")  # role (459.2.b)


def _deck_fails(sc: Scenario, want: Any) -> list[str]:
    dc = sc.deck_check
    assert dc is not None  # the loader refuses expect.decks without a deck_check
    return decks.compare(decks.outcome(dc, f"{sc.path}: deck_check"),
                         decks.expected(want, f"{sc.path}: expect.decks", len(dc.decks)))


# ---- running --------------------------------------------------------------------------------
def run_scenario(path: str | Path, log_on: bool = True) -> Result:
    """Load, build and play one scenario file; every problem is a failure of the Result."""
    p = str(path)
    try:
        sc = load(path)
        if sc.setup is None:  # a deck check only (101-103)
            fails = check_decks(sc)
            return Result(sc, p, not fails, fails)
        g = build(sc, log_on)
    except (RiftboundError, NotImplementedError) as e:
        return Result(None, p, False, [f"setup: {e}"])
    try:
        fails = _play(g, sc)
    except RiftboundError as e:
        fails = [str(e)]
    return Result(sc, p, not fails, fails, list(g.log or []))


def check_decks(sc: Scenario) -> list[str]:
    return _deck_fails(sc, sc.expect["decks"]) if "decks" in sc.expect else []


def _play(g: State, sc: Scenario) -> list[str]:
    """Apply the script strictly, then check the final expectations. After an ``until``
    step the engine's automatic work is left outstanding; it goes on at the next action."""
    fails: list[str] = []
    script = sc.script
    stopped = bool(script) and "until" in script[0]  # the engine's work is left outstanding
    if not stopped:
        engine.run(g)
    for i, step in enumerate(script):
        where = f"step {i + 1}"
        if "expect" in step:
            fails.extend(f"{where}: {f}" for f in check(g, sc, step["expect"]))
            continue
        if "until" in step:
            stop = _run_until(g, str(step["until"]))
            if stop:
                fails.append(f"{where}: {stop}")
                break
            stopped = True
            continue
        if stopped:
            engine.run(g)
            stopped = False
        settle = not (i + 1 < len(script) and "until" in script[i + 1])
        actor = next(k for k in step if k != "error")
        who = int(actor[1:])
        text = str(step[actor]).strip()
        if g.terminal:
            fails.append(f"{where}: the game is over but the script goes on")
            break
        expect_error = step.get("error")
        before = g.state_hash()
        try:
            if text == "concede":  # 650: any player still in the game may concede at any time
                engine.apply(g, Action("concede", who), settle)
            else:
                pend = g.pending
                assert pend is not None
                if pend[1] != who:
                    if expect_error is None:
                        fails.append(f"{where}: P{pend[1]} must decide ({pend[0]}), but the script has a step "
                                     f"for P{who}")
                        break
                    raise ScenarioError(f"P{who} is not the deciding player: P{pend[1]} must answer "
                                        f"a {pend[0]!r} decision")
                engine.apply(g, resolve_step(g, sc, text), settle)
            if expect_error is not None:
                fails.append(f"{where}: expected an error containing {expect_error!r}")
        except (ScenarioError, IllegalActionError) as e:
            if expect_error is None:
                fails.append(f"{where}: {e}")
                break
            if str(expect_error).lower() not in str(e).lower():
                fails.append(f"{where}: error {e!s} does not contain {expect_error!r}")
            if g.state_hash() != before:
                fails.append(f"{where}: the state changed after an illegal action")
        except NotImplementedError as e:
            fails.append(f"{where}: not implemented: {e}")
            break
    if fails:
        return fails
    if stopped:
        engine.run(g)
    if not g.terminal and "decision" not in sc.expect:
        pend = g.pending
        assert pend is not None
        fails.append(f"unscripted decision at the end: P{pend[1]} must decide ({pend[0]}); "
                     "script it or name it in expect.decision")
    return fails + check(g, sc, sc.expect)


def _run_until(g: State, phase: str) -> str:
    """Do the engine's automatic work until ``phase`` next begins, before any of its work
    (for example after the Beginning Phase, before the Channel Phase); the reason it could
    not, or "" once there."""
    target = PHASE_NAMES.index(phase)
    while g.pending is None and not g.terminal:
        was = g.phase
        engine.step(g)
        if g.phase == target and was != target:
            return ""
    if g.terminal:
        return f"the game ended before the {phase} phase began"
    pend = g.pending
    assert pend is not None
    return f"P{pend[1]} must decide ({pend[0]}) before the {phase} phase begins"


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
        try:
            r = run_scenario(f)
        except Exception as e:  # an engine bug: report it and go on with the next file
            r = Result(None, str(f), False, [f"internal error (please report it): {type(e).__name__}: {e}"])
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
