"""Inline card definitions in scenario files: YAML mappings turned into :class:`CardDef`s
built from the card DSL's primitives."""

from __future__ import annotations

from typing import Any

from riftbound.cards import catalog
from riftbound.cards.model import (
    CARD_TYPES,
    SELF_EVENTS,
    WATCHER_EVENTS,
    ActivatedAbility,
    AdditionalCost,
    CardDef,
    Cost,
    CostModifier,
    LevelText,
    MightHere,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.effects import actions as ga
from riftbound.effects import primitives as fx
from riftbound.errors import ScenarioError

_EFFECTS: dict[str, Any] = {
    "deal": lambda v, t: fx.Deal(int(v), t),
    "kill": lambda v, t: fx.Kill(t),
    "draw": lambda v, t: fx.Draw(int(v)),
    "ready": lambda v, t: fx.Ready(t),
    "exhaust": lambda v, t: fx.Exhaust(t),
    "buff": lambda v, t: fx.Buff(t),
    "stun": lambda v, t: fx.Stun(t),
    "might": lambda v, t: fx.MightThisTurn(int(v), t),
    "counter": lambda v, t: fx.Counter(t),
    "add": lambda v, t: fx.AddResources(int(v.get("energy", 0)), tuple(v.get("power", ()))),
    "move_to": lambda v, t: fx.MoveTo(t, int(v)),
    "heal": lambda v, t: ga.Heal(t),
    "banish": lambda v, t: ga.Banish(t),
    "channel": lambda v, t: ga.Channel(int(v)),
    "double": lambda v, t: ga.DoubleMight(t),
    "discard": lambda v, t: ga.Discard(int(v)),
    "predict": lambda v, t: ga.Predict(int(v)),
    "create": lambda v, t: ga.CreateToken(str(v["token"]), int(v.get("count", 1))),
    "detach": lambda v, t: ga.Detach(t),
}
_SPEC_KEYS = {"kind", "controller", "location", "max_might", "min_might", "exhausted", "count", "up_to", "tag"}


def _effect(d: Any, where: str) -> fx.Effect:
    if not isinstance(d, dict):
        raise ScenarioError(f"{where}: an effect is a mapping like {{deal: 3}}, got {d!r}")
    target = int(d.get("target", 0))
    keys = [k for k in d if k != "target"]
    if len(keys) != 1 or keys[0] not in _EFFECTS:
        raise ScenarioError(f"{where}: unknown effect {d!r}; effects: {', '.join(_EFFECTS)}")
    try:
        eff: fx.Effect = _EFFECTS[keys[0]](d[keys[0]], target)
    except (TypeError, ValueError, AttributeError) as e:
        raise ScenarioError(f"{where}: bad value in effect {d!r}: {e}") from None
    return eff


def _spec(d: Any, where: str) -> TargetSpec:
    if isinstance(d, str):
        d = {"kind": d}
    if not isinstance(d, dict) or set(d) - _SPEC_KEYS:
        raise ScenarioError(f"{where}: a target is a mapping with keys {sorted(_SPEC_KEYS)}, got {d!r}")
    return TargetSpec(**d)


def _cost(d: Any, where: str) -> Cost:
    if not isinstance(d, dict):
        raise ScenarioError(f"{where}: a cost is a mapping, got {d!r}")
    return Cost(int(d.get("energy", 0)), tuple(d.get("power", ())), bool(d.get("exhaust", False)),
                bool(d.get("recycle", False)))


def _ability(d: Any, where: str) -> ActivatedAbility | TriggeredAbility | CostModifier | MightHere:
    if isinstance(d, dict) and "activated" in d:
        a = d["activated"]
        return ActivatedAbility(
            _cost(a.get("cost", {}), where),
            tuple(_effect(e, where) for e in a.get("effects", [])),
            tuple(_spec(t, where) for t in a.get("targets", [])),
            tuple(a.get("keywords", [])), bool(a.get("adds", False)))
    if isinstance(d, dict) and "triggered" in d:
        t = d["triggered"]
        event = str(t.get("event", "played_self"))
        if event not in SELF_EVENTS | WATCHER_EVENTS:
            raise ScenarioError(f"{where}: unknown trigger event {event!r}; events: "
                                f"{', '.join(sorted(SELF_EVENTS | WATCHER_EVENTS))}")
        return TriggeredAbility(
            event,
            tuple(_effect(e, where) for e in t.get("effects", [])),
            tuple(_spec(x, where) for x in t.get("targets", [])), bool(t.get("optional", False)),
            str(t.get("keyword", "")))
    if isinstance(d, dict) and "equip" in d:
        from riftbound.keywords.equip import ability as equip_ability

        return equip_ability(_cost(d["equip"], where))
    if isinstance(d, dict) and "might_here" in d:
        return MightHere(int(d["might_here"]))
    if isinstance(d, dict) and "cost_modifier" in d:
        m = d["cost_modifier"]
        return CostModifier(int(m.get("energy", 0)), str(m.get("cards", "any")), str(m.get("whose", "you")),
                            int(m.get("minimum", 0)))
    raise ScenarioError(f"{where}: an ability is {{activated: ...}}, {{triggered: ...}} or "
                        f"{{cost_modifier: ...}}, got {d!r}")


def _additional(d: Any, where: str) -> AdditionalCost:
    if not isinstance(d, dict):
        raise ScenarioError(f"{where}: an additional cost is a mapping, got {d!r}")
    return AdditionalCost(int(d.get("energy", 0)), tuple(d.get("power", ())),
                          bool(d.get("optional", False) or d.get("repeat", False)),
                          tuple(_effect(e, where) for e in d.get("effects", [])),
                          repeat=bool(d.get("repeat", False)))


def card_from_yaml(d: Any, where: str) -> CardDef:
    """Build (and register) one inline card."""
    if not isinstance(d, dict) or "id" not in d or "type" not in d:
        raise ScenarioError(f"{where}: an inline card needs at least 'id' and 'type'")
    if d["type"] not in CARD_TYPES:
        raise ScenarioError(f"{where}: card {d['id']!r} has unknown type {d['type']!r}")
    try:
        card = CardDef(
            id=str(d["id"]), name=str(d.get("name", d["id"])), type=str(d["type"]),
            domains=tuple(d.get("domains", ())), energy=int(d.get("energy", 0)),
            power=tuple(d.get("power", ())),
            might=None if d.get("might") is None else int(d["might"]),
            supertypes=tuple(d.get("supertypes", ())), tags=tuple(d.get("tags", ())),
            keywords=tuple(d.get("keywords", ())),
            targets=tuple(_spec(t, where) for t in d.get("targets", [])),
            effects=tuple(_effect(e, where) for e in d.get("effects", [])),
            abilities=tuple(_ability(a, where) for a in d.get("abilities", [])),
            additional_costs=tuple(_additional(a, where) for a in d.get("additional_costs", [])),
            legion=tuple(_effect(e, where) for e in d.get("legion", [])),
            might_bonus=None if d.get("might_bonus") is None else int(d["might_bonus"]),
            level=tuple(LevelText(int(lv["n"]), tuple(_effect(e, where) for e in lv.get("effects", [])))
                        for lv in d.get("level", [])),
            test=True, set_id="SCENARIO")
    except (TypeError, ValueError) as e:
        raise ScenarioError(f"{where}: bad card {d.get('id')!r}: {e}") from None
    try:
        return catalog.register(card)
    except ValueError as e:
        raise ScenarioError(f"{where}: {e}") from None
