"""Inline card definitions in scenario files: YAML mappings turned into :class:`CardDef`s
built from the card DSL's primitives."""

from __future__ import annotations

from typing import Any

from riftbound.cards import catalog
from riftbound.cards.events import (
    DELAYED_EVENTS,
    DO_THIS,
    FIRST_EACH_TURN,
    ONCE_EACH_TURN,
    PLAY_EVENTS,
    SELF_EVENTS,
    TRASH,
    TRASH_EVENTS,
    WATCHER_EVENTS,
    WHEN_YOU_DO,
)
from riftbound.cards.model import (
    AFFECTS,
    CARD_TYPES,
    CONDITIONS,
    COUNTED_CONDITIONS,
    DEPENDENT,
    DIE,
    DRAW,
    DRAW_WHO,
    NEXT_TIME,
    PLAY_TOKEN,
    REPLACED_EVENTS,
    SELF_COST,
    TARGET_CONDITIONS,
    TARGET_STATES,
    TOKEN_WHO,
    Ability,
    ActivatedAbility,
    AdditionalCost,
    BonusDamage,
    CardDef,
    Condition,
    Cost,
    CostModifier,
    LevelText,
    PlayFilter,
    Replacement,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.effects import actions as ga
from riftbound.effects import primitives as fx
from riftbound.effects.bounce import DESTINATIONS, ReturnToHand
from riftbound.effects.bounce import check as bounce_check
from riftbound.effects.buffs import SpendBuff
from riftbound.effects.combatants import CombatantsAdd
from riftbound.effects.conditional import If, Instead
from riftbound.effects.control import LoseControl, TakeControl
from riftbound.effects.control import check as control_check
from riftbound.effects.created import Delayed, Reflexive
from riftbound.effects.from_trash import ReturnSelfToHand
from riftbound.effects.give import Give
from riftbound.effects.linked import ReturnBanished
from riftbound.effects.look import LookAtTop
from riftbound.effects.move import Move
from riftbound.effects.move import check as move_check
from riftbound.effects.pay import CostTo, IfYouDo, Pay
from riftbound.effects.play import PlayCard
from riftbound.effects.play import check as play_check
from riftbound.effects.points import GainPoints
from riftbound.effects.replace import Replace
from riftbound.effects.replace import check as replace_check
from riftbound.effects.replacements import NEXT_TIME_WHO, NextTimeInstead
from riftbound.effects.reveal import Reveal
from riftbound.effects.split import DealSplit
from riftbound.effects.split import check as split_check
from riftbound.effects.swap import SwapMight
from riftbound.effects.turns import ExtraTurn
from riftbound.effects.unit_damage import Fight, UnitDeals
from riftbound.effects.unit_damage import check as unit_damage_check
from riftbound.errors import RiftboundError, ScenarioError, UnknownCardError
from riftbound.keywords.equip import ability as equip_ability
from riftbound.rules import effect_text
from riftbound.scenario import schema
from riftbound.scenario.amounts import EFFECTS as AMOUNT_EFFECTS
from riftbound.scenario.amounts import _slot as target_slot
from riftbound.scenario.amounts import amount
from riftbound.scenario.control import EFFECTS as CONTROL_EFFECTS
from riftbound.scenario.every import group
from riftbound.scenario.lasting import EFFECTS as LASTING_EFFECTS
from riftbound.scenario.replacements import EFFECTS as REPLACEMENT_EFFECTS

_EFFECTS: dict[str, Any] = {
    **AMOUNT_EFFECTS,  # deal, draw, might, gain_xp, channel, fight, deals (scenario/amounts.py)
    **LASTING_EFFECTS,  # give_units, units_have, cost_this_turn, enter_ready_this_turn (scenario/lasting.py)
    **REPLACEMENT_EFFECTS,  # prevent, play_that_token, swap_back (scenario/replacements.py)
    **CONTROL_EFFECTS,  # take_control, lose_control, become_copy, play_copy (scenario/control.py)
    "kill": lambda v, t: fx.Kill(t),
    "ready": lambda v, t: fx.Ready(t),
    "exhaust": lambda v, t: fx.Exhaust(t),
    "buff": lambda v, t: fx.Buff(t),
    "stun": lambda v, t: fx.Stun(t),
    "give": lambda v, t: Give(t, tuple(v.get("keywords", ())), tuple(v.get("tags", ())),
                              None if v.get("set_might") is None else int(v["set_might"]),
                              tuple(v.get("lose", ())), bool(v.get("this_turn", True))),
    "counter": lambda v, t: fx.Counter(t),
    "add": lambda v, t: fx.AddResources(int(v.get("energy", 0)), tuple(v.get("power", ()))),
    "combatants_add": lambda v, t: CombatantsAdd(int(v.get("energy", 0)), tuple(v.get("power", ()))),
    "move_to": lambda v, t: fx.MoveTo(t, int(v)),
    "move": lambda v, t: _move(v, t),
    "heal": lambda v, t: ga.Heal(t),
    "banish": lambda v, t: ga.Banish(t),
    "double": lambda v, t: ga.DoubleMight(t),
    "discard": lambda v, t: ga.Discard(int(v)),
    "predict": lambda v, t: ga.Predict(int(v)),
    "create": lambda v, t: ga.CreateToken(str(v["token"]), amount(v.get("count", 1)),
                                          None if v.get("exhausted") is None else bool(v["exhausted"]),
                                          bool(v.get("here", False))),
    "detach": lambda v, t: ga.Detach(t),
    "deal_split": lambda v, t: DealSplit(int(v), t),
    "reveal": lambda v, t: (Reveal(int(v.get("n", 1)), str(v.get("zone", "main_deck"))) if isinstance(v, dict)
                            else Reveal(int(v))),
    "swap_might": lambda v, t: SwapMight(t, int(v)),
    "replace": lambda v, t: Replace(str(v), t),
    "delayed": lambda v, t: _created(v, t, "delayed"),
    "reflexive": lambda v, t: _created(v, t, "reflexive"),
    "extra_turn": lambda v, t: ExtraTurn(),
    "return_to_hand": lambda v, t: ReturnSelfToHand(),
    "recall": lambda v, t: ga.Recall(t),
    "kill_self": lambda v, t: fx.KillSelf(),
    "return_banished": lambda v, t: ReturnBanished(str(v)),
    "next_time": lambda v, t: _next_time(v, t),
    "return": lambda v, t: _return(v, t),
    "score": lambda v, t: GainPoints(int(v)),
    "spend_buff": lambda v, t: _spend_buff(v),
    "play": lambda v, t: _play(v, t),
    "look": lambda v, t: _look(v),
    "if": lambda v, t: _if(v),
    "instead": lambda v, t: _instead(v),
    "pay": lambda v, t: Pay(_cost(v, "pay")),
    "cost_to": lambda v, t: _cost_to(v),
    "if_you_do": lambda v, t: _if_you_do(v),
}
_SPEC_KEYS = {"kind", "controller", "location", "max_might", "min_might", "exhausted", "count", "up_to", "tag",
              "any_number", "total_max_might", "same_location", "at", "states", "max_cost", "max_power",
              "other_than"}


def _check_targets(card: CardDef) -> None:
    """Instructions that need a certain kind of target slot (355.14.c, 438.3), and tokens
    that exist (439.3)."""
    groups = [(card.targets, [*card.effects, *card.legion, *(e for lv in card.level for e in lv.effects),
                              *(e for ac in card.additional_costs for e in ac.effects)])]
    groups += [(ab.targets, list(ab.effects)) for ab in (*card.abilities, *card.effect_text)
               if isinstance(ab, ActivatedAbility | TriggeredAbility)]
    for targets, effects in groups:
        for e in effects:
            why = None
            if isinstance(e, DealSplit):
                why = split_check(e, targets)
            elif isinstance(e, Replace):
                why = replace_check(e, targets)
            elif isinstance(e, ReturnToHand):
                why = bounce_check(e, targets)
            elif isinstance(e, Move):
                why = move_check(e, targets)
            elif isinstance(e, PlayCard):
                why = play_check(e, targets)
            elif isinstance(e, Fight | UnitDeals):
                why = unit_damage_check(e, targets)
            elif isinstance(e, TakeControl | LoseControl):
                control_check(e, targets)
            elif isinstance(e, ga.CreateToken) and "token" not in catalog.get(e.token).supertypes:
                why = f"create makes tokens (439.3.a); {e.token!r} is not one"
            if why:
                raise ValueError(why)


def _effect(d: Any, where: str) -> fx.Effect:
    if not isinstance(d, dict):
        raise ScenarioError(f"{where}: an effect is a mapping like {{deal: 3}}, got {d!r}")
    keys = [k for k in d if k != "target"]
    if len(keys) != 1 or keys[0] not in _EFFECTS:
        raise ScenarioError(f"{where}: unknown effect {d!r}; effects: {', '.join(_EFFECTS)}")
    raw = d.get("target", 0)
    try:  # {all: ...}: scenario/every.py; a slot number, or "me": the ability's source (359.3.f.1)
        target = group(raw, keys[0], where) if isinstance(raw, dict) else target_slot(raw)
    except ValueError as e:
        raise ScenarioError(f"{where}: {e}") from None
    try:
        eff: fx.Effect = _EFFECTS[keys[0]](d[keys[0]], target)
    except (TypeError, ValueError, AttributeError, KeyError) as e:
        raise ScenarioError(f"{where}: bad value in effect {d!r}: {e}") from None
    return eff


_CREATED_KEYS = {"delayed": {"when", "effects", "targets", "optional"},
                 "reflexive": {"do", "effects", "targets", "times"}}


def _created(v: Any, t: int, kind: str) -> fx.Effect:
    """``{delayed: {when, effects, targets, optional}}`` (389-392) or ``{reflexive: {do,
    effects, targets, times}}`` (386-388): an instruction creating a triggered ability."""
    where = f"{kind} ability"
    if not isinstance(v, dict) or set(v) - _CREATED_KEYS[kind]:
        raise ValueError(f"a {where} is a mapping with keys {sorted(_CREATED_KEYS[kind])}, got {v!r}")
    effects = tuple(_effect(e, where) for e in v.get("effects", []))
    targets = tuple(_spec(x, where) for x in v.get("targets", []))
    if kind == "delayed":
        when = str(v.get("when", ""))
        if when not in DELAYED_EVENTS:
            raise ValueError(f"unknown 'when' {when!r}; one of {', '.join(sorted(DELAYED_EVENTS))}")
        return Delayed(TriggeredAbility(when, effects, targets, bool(v.get("optional", False))), t)
    do = None if v.get("do") is None else _effect(v["do"], where)
    return Reflexive(TriggeredAbility(WHEN_YOU_DO if do else DO_THIS, effects, targets), do,
                     int(v.get("times", 1)))


def _return(v: Any, t: int) -> fx.Effect:
    """``{return: hand}``: "Return it to its owner's hand" (the permanent in slot ``t``)."""
    if v not in DESTINATIONS:
        raise ValueError(f"return goes to one of {', '.join(DESTINATIONS)}, got {v!r}")
    return ReturnToHand(t)


def _move(v: Any, t: int) -> Move:
    """``{move: chosen}`` or ``{move: {dest: there, at: 0, origin: from, optional: true}}``
    (effects/move.py)."""
    if not isinstance(v, dict):
        return Move(t, str(v))
    unknown = set(v) - {"dest", "at", "origin", "optional"}
    if unknown:
        raise ScenarioError(f"move: unknown keys {sorted(unknown)}; keys are dest, at, origin, optional")
    return Move(t, str(v.get("dest", "chosen")), int(v.get("at", -1)), str(v.get("origin", "")),
                bool(v.get("optional", False)))


def _spend_buff(v: Any) -> fx.Effect:
    """``{spend_buff: {effects: [...], optional: false}}``: "[You may] spend a buff to ..."."""
    if not isinstance(v, dict) or set(v) - {"effects", "optional"}:
        raise ValueError(f"spend_buff is a mapping with keys effects, optional; got {v!r}")
    return SpendBuff(tuple(_effect(e, "spend_buff") for e in v.get("effects", [])), bool(v.get("optional", False)))


def _if(v: Any) -> fx.Effect:
    """``{if: {condition: "hand_at_most:1", effects: [...], after: true}}``: "If <condition>,
    <effects>." or "<Effect> if <condition>." checked as it resolves."""
    if not isinstance(v, dict) or set(v) - {"condition", "effects", "after"} or "condition" not in v:
        raise ValueError(f"if is a mapping with keys condition, effects, after; got {v!r}")
    return If(condition(v["condition"], "if"), tuple(_effect(e, "if") for e in v.get("effects", [])),
              bool(v.get("after", False)))


def _instead(v: Any) -> fx.Effect:
    """``{instead: {condition: "attacking@0", effects: [...], instead: [...]}}``: "<effects>. If
    <condition>, <instead> instead." checked as it resolves, before either is done."""
    if not isinstance(v, dict) or set(v) != {"condition", "effects", "instead"}:
        raise ValueError(f"instead is a mapping with keys condition, effects, instead; got {v!r}")
    return Instead(condition(v["condition"], "instead"), tuple(_effect(e, "instead") for e in v["effects"]),
                   tuple(_effect(e, "instead") for e in v["instead"]))


def _cost_to(v: Any) -> fx.Effect:
    """``{cost_to: {cost: {energy: 2}, effects: [...], optional: true}}``: "[You may] pay [2] to
    ..." paid as it resolves (742.1.a)."""
    if not isinstance(v, dict) or set(v) - {"cost", "effects", "optional"} or "cost" not in v:
        raise ValueError(f"cost_to is a mapping with keys cost, effects, optional; got {v!r}")
    return CostTo(_cost(v["cost"], "cost_to"), tuple(_effect(e, "cost_to") for e in v.get("effects", [])),
                  bool(v.get("optional", False)))


def _if_you_do(v: Any) -> fx.Effect:
    """``{if_you_do: {do: {kill: true}, effects: [...], optional: true}}``: "[You may] kill ....
    If you do, ..."."""
    if not isinstance(v, dict) or set(v) - {"do", "effects", "optional"} or "do" not in v:
        raise ValueError(f"if_you_do is a mapping with keys do, effects, optional; got {v!r}")
    return IfYouDo(_effect(v["do"], "if_you_do"), tuple(_effect(e, "if_you_do") for e in v.get("effects", [])),
                   bool(v.get("optional", False)))


def condition(v: Any, where: str) -> Condition:
    """A condition written ``kind`` or ``kind:N`` (``hand_at_most:1``), one of
    :data:`CONDITIONS`, or ``state@slot`` about a chosen target (``attacking@0``, one of
    :data:`TARGET_CONDITIONS`; only in an instruction's ``if`` / ``instead``)."""
    about, at, slot = str(v).partition("@")
    if at:
        if about not in TARGET_CONDITIONS or not slot.strip().isdigit():
            raise ScenarioError(f"{where}: unknown condition about a target {v!r}; state@slot with a state of "
                                f"{', '.join(TARGET_CONDITIONS)}, e.g. attacking@0")
        return Condition(about, of=int(slot))
    kind, _, n = str(v).partition(":")
    if kind not in CONDITIONS or (n and not n.strip().isdigit()):
        raise ScenarioError(f"{where}: unknown condition {v!r}; one of {', '.join(CONDITIONS)} "
                            f"({', '.join(COUNTED_CONDITIONS)} take a number, e.g. hand_at_most:1)")
    try:
        return Condition(kind, int(n or 0))
    except ValueError as e:
        raise ScenarioError(f"{where}: {e}") from None


_LOOK_KEYS = {"n": "n", "type": "card_type", "reveal": "reveal", "optional": "optional", "rest": "rest",
              "take": "take", "cost": "cost", "less": "less", "min_cost": "min_cost"}


def _look(v: Any) -> fx.Effect:
    """``{look: {n: 3, type: unit, reveal: true, optional: true, rest: recycle}}``: "Look at the
    top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle
    the rest."."""
    if not isinstance(v, dict) or set(v) - set(_LOOK_KEYS):
        raise ValueError(f"look is a mapping with keys {', '.join(_LOOK_KEYS)}; got {v!r}")
    return LookAtTop(**{_LOOK_KEYS[k]: x for k, x in v.items()})


_PLAY_CARD_KEYS = {"from": "zone", "type": "card_type", "cost": "cost", "less": "less", "optional": "optional",
                   "dest": "dest"}


def _play(v: Any, t: int) -> fx.Effect:
    """``{play: {from: hand, type: unit, cost: ignore, less: 2, optional: true}}``: "You may
    play a unit from your hand, ignoring its cost" (419.3); from the trash, the card is the
    target in slot ``t``."""
    if not isinstance(v, dict) or set(v) - set(_PLAY_CARD_KEYS):
        raise ValueError(f"play is a mapping with keys {', '.join(_PLAY_CARD_KEYS)}; got {v!r}")
    return PlayCard(**{_PLAY_CARD_KEYS[k]: x for k, x in v.items()}, target=t)


_REPLACEMENT_KEYS = {"who", "effects", "limit", "optional", "event", "here", "zone"}


def _next_time(v: Any, t: int) -> fx.Effect:
    """``{next_time: {who, effects}}``: "The next time ... would die this turn, instead ..."."""
    if not isinstance(v, dict) or set(v) - {"who", "effects"}:
        raise ValueError(f"next_time is a mapping with keys who, effects; got {v!r}")
    who = str(v.get("who", "it"))
    if who not in NEXT_TIME_WHO:
        raise ValueError(f"unknown 'who' {who!r}; one of {', '.join(NEXT_TIME_WHO)}")
    return NextTimeInstead(tuple(_effect(e, "next_time") for e in v.get("effects", [])), who, t)


def _replacement(d: Any, where: str) -> Replacement:
    """``{replacement: {who, effects, limit, optional, event, here, zone}}``: a passive replacement effect."""
    if not isinstance(d, dict) or set(d) - _REPLACEMENT_KEYS:
        raise ScenarioError(f"{where}: a replacement is a mapping with keys {sorted(_REPLACEMENT_KEYS)}, got {d!r}")
    event = str(d.get("event", DIE))
    if event not in REPLACED_EVENTS:
        raise ScenarioError(f"{where}: unknown replaced event {event!r}; events: {', '.join(REPLACED_EVENTS)}")
    whos = tuple({PLAY_TOKEN: TOKEN_WHO, DRAW: DRAW_WHO}.get(event, dict.fromkeys(AFFECTS)))
    who, limit = str(d.get("who", whos[0])), str(d.get("limit", ""))
    if who not in whos:
        raise ScenarioError(f"{where}: unknown 'who' {who!r}; one of {', '.join(whos)}")
    if limit not in ("", ONCE_EACH_TURN, NEXT_TIME):
        raise ScenarioError(f"{where}: unknown limit {limit!r}; limits: {ONCE_EACH_TURN}, {NEXT_TIME}")
    try:
        return Replacement(who, tuple(_effect(e, where) for e in d.get("effects", [])), limit,
                           bool(d.get("optional", False)), event, bool(d.get("here", False)), str(d.get("zone", "")))
    except ValueError as e:
        raise ScenarioError(f"{where}: {e}") from None


def _spec(d: Any, where: str) -> TargetSpec:
    if isinstance(d, str):
        d = {"kind": d}
    if not isinstance(d, dict) or set(d) - _SPEC_KEYS:
        raise ScenarioError(f"{where}: a target is a mapping with keys {sorted(_SPEC_KEYS)}, got {d!r}")
    for k in ("kind", "controller", "location", "tag"):
        if k in d:
            schema.word(d[k], f"{where}: target {k}")
    for k in ("max_might", "min_might", "count", "total_max_might", "at", "max_cost", "max_power", "other_than"):
        if k in d:
            schema.integer(d[k], f"{where}: target {k}")
    if "states" in d:
        if not isinstance(d["states"], list):
            raise ScenarioError(f"{where}: target states is a list of {', '.join(TARGET_STATES)}, got {d['states']!r}")
        d = {**d, "states": tuple(schema.word(x, f"{where}: target states") for x in d["states"])}
    for k in ("exhausted", "up_to", "any_number", "same_location"):
        if k in d:
            schema.boolean(d[k], f"{where}: target {k}")
    try:
        return TargetSpec(**d)
    except (ValueError, NotImplementedError, RiftboundError) as e:  # a spec the DSL refuses (355.9.a, ...)
        raise ScenarioError(f"{where}: {e}") from None


def _cost(d: Any, where: str) -> Cost:
    if not isinstance(d, dict):
        raise ScenarioError(f"{where}: a cost is a mapping, got {d!r}")
    if set(d) - _COST_KEYS:
        raise ScenarioError(f"{where}: a cost is a mapping with keys {sorted(_COST_KEYS)}, got {d!r}")
    return Cost(int(d.get("energy", 0)), tuple(d.get("power", ())), bool(d.get("exhaust", False)),
                bool(d.get("recycle", False)), bool(d.get("kill", False)), int(d.get("xp", 0)),
                bool(d.get("spend_buff", False)))


_COST_KEYS = {"energy", "power", "exhaust", "recycle", "kill", "xp", "spend_buff"}
_ACTIVATED_KEYS = {"cost", "effects", "targets", "keywords", "adds", "dependent", "only_while"}
_TRIGGERED_KEYS = {"event", "effects", "targets", "optional", "keyword", "limit", "zone", "dependent", "also", "play",
                   "condition", "cost"}
_PLAY_KEYS = {"type": "type", "min_cost": "min_cost", "token": "token", "mighty": "mighty", "another": "another",
              "from": "from_zone", "opponents_turn": "opponents_turn", "nth": "nth", "showdown": "showdown",
              "min_power": "min_power", "tag": "tag"}


def _play_filter(d: Any, events: tuple[str, ...], where: str) -> PlayFilter | None:
    """``play: {type, min_cost, token, mighty, another, from, opponents_turn, nth, showdown, min_power,
    tag}``: what a
    play watcher (you_play, opponent_plays) looks for (383.4.a.4)."""
    if d is None:
        return None
    if not isinstance(d, dict) or set(d) - set(_PLAY_KEYS):
        raise ScenarioError(f"{where}: play is a mapping with keys {sorted(_PLAY_KEYS)}, got {d!r}")
    if PLAY_EVENTS.isdisjoint(events):
        raise ScenarioError(f"{where}: play needs the event {' or '.join(sorted(PLAY_EVENTS))}")
    try:
        return PlayFilter(**{_PLAY_KEYS[k]: v for k, v in d.items()})
    except (TypeError, ValueError) as e:
        raise ScenarioError(f"{where}: {e}") from None
_COST_MODIFIER_KEYS = {"energy", "cards", "whose", "minimum", "dependent"}


def _dependent(d: dict[str, Any], keys: set[str], what: str, where: str) -> Condition | None:
    """The keys of an ability mapping, checked, and its ``dependent: legion`` or
    ``dependent: "level:N"`` keyword (727.1, 812, 824)."""
    if not isinstance(d, dict) or set(d) - keys:
        raise ScenarioError(f"{where}: {what} is a mapping with keys {sorted(keys)}, got {d!r}")
    dep = d.get("dependent")
    if dep is None:
        return None
    kind, _, n = str(dep).partition(":")
    if kind not in DEPENDENT or (kind == "level") != bool(n.strip().isdigit()):
        raise ScenarioError(f"{where}: unknown dependent keyword {dep!r}; legion or level:N (727.1)")
    return Condition(kind, int(n or 0))


def _ability(d: Any, where: str) -> Ability:
    if isinstance(d, dict) and "activated" in d:
        a = d["activated"]
        dep = _dependent(a, _ACTIVATED_KEYS, "an activated ability", where)
        return ActivatedAbility(
            _cost(a.get("cost", {}), where),
            tuple(_effect(e, where) for e in a.get("effects", [])),
            tuple(_spec(t, where) for t in a.get("targets", [])),
            tuple(a.get("keywords", [])), bool(a.get("adds", False)), dependent=dep,
            only_while=None if a.get("only_while") is None else condition(a["only_while"], where))
    if isinstance(d, dict) and "triggered" in d:
        t = d["triggered"]
        dep = _dependent(t, _TRIGGERED_KEYS, "a triggered ability", where)
        event = str(t.get("event", "played_self"))
        also = tuple(str(e) for e in t.get("also", ()))
        for ev in (event, *also):
            if ev not in SELF_EVENTS | WATCHER_EVENTS:
                raise ScenarioError(f"{where}: unknown trigger event {ev!r}; events: "
                                    f"{', '.join(sorted(SELF_EVENTS | WATCHER_EVENTS))}")
        limit = str(t.get("limit", ""))
        if limit not in ("", FIRST_EACH_TURN, ONCE_EACH_TURN):
            raise ScenarioError(f"{where}: unknown limit {limit!r}; limits: {FIRST_EACH_TURN}, {ONCE_EACH_TURN}")
        zone = str(t.get("zone", ""))
        if zone not in ("", TRASH) or (zone and any(ev not in TRASH_EVENTS for ev in (event, *also))):
            raise ScenarioError(f"{where}: zone {zone!r} with event {event!r}: a triggered ability works on "
                                f"the board, or from the '{TRASH}' for {', '.join(sorted(TRASH_EVENTS))} (385)")
        return TriggeredAbility(
            event,
            tuple(_effect(e, where) for e in t.get("effects", [])),
            tuple(_spec(x, where) for x in t.get("targets", [])), bool(t.get("optional", False)),
            str(t.get("keyword", "")), limit, zone, dep, also, _play_filter(t.get("play"), (event, *also), where),
            None if t.get("condition") is None else condition(t["condition"], where),
            cost=None if t.get("cost") is None else _cost(t["cost"], where))
    if isinstance(d, dict) and "equip" in d:
        return equip_ability(_cost(d["equip"], where))
    if isinstance(d, dict) and "static" in d:
        return _static(d["static"], where)
    if isinstance(d, dict) and "replacement" in d:
        return _replacement(d["replacement"], where)
    if isinstance(d, dict) and "bonus_damage" in d:
        return _bonus_damage(d["bonus_damage"], where)
    if isinstance(d, dict) and "cost_modifier" in d:
        m = d["cost_modifier"]
        dep = _dependent(m, _COST_MODIFIER_KEYS, "a cost modifier", where)
        cards = str(m.get("cards", "any"))
        if cards not in ("any", "unit", "gear", "spell", SELF_COST):
            raise ScenarioError(f"{where}: cost_modifier cards is any, unit, gear, spell or {SELF_COST}, got {cards!r}")
        return CostModifier(amount(m.get("energy", 0)), cards, str(m.get("whose", "you")),
                            int(m.get("minimum", 0)), dep)
    raise ScenarioError(f"{where}: an ability is {{activated: ...}}, {{triggered: ...}}, {{equip: ...}}, "
                        f"{{static: ...}}, {{replacement: ...}}, {{bonus_damage: ...}} or {{cost_modifier: ...}}, "
                        f"got {d!r}")


_BONUS_KEYS = {"amount", "whose", "here", "combat"}


def _bonus_damage(d: Any, where: str) -> BonusDamage:
    """``{bonus_damage: {amount: 1, whose: you, here: false, combat: false}}`` (712-715)."""
    if not isinstance(d, dict) or set(d) - _BONUS_KEYS:
        raise ScenarioError(f"{where}: bonus_damage is a mapping with keys {sorted(_BONUS_KEYS)}, got {d!r}")
    return BonusDamage(int(d.get("amount", 1)), str(d.get("whose", "you")), bool(d.get("here", False)),
                       bool(d.get("combat", False)))


_STATIC_KEYS = {"who", "here", "tag", "having", "might", "set_might", "tags", "keywords", "lose", "condition",
                "states"}


def _static(d: Any, where: str) -> Static:
    """``{static: {who: other_friendly, here: true, might: 1, condition: mighty}}``."""
    if not isinstance(d, dict) or set(d) - _STATIC_KEYS:
        raise ScenarioError(f"{where}: a static ability is a mapping with keys {sorted(_STATIC_KEYS)}, got {d!r}")
    who = str(d.get("who", "me"))
    if who not in AFFECTS:
        raise ScenarioError(f"{where}: unknown 'who' {who!r}; one of {', '.join(AFFECTS)}")
    cond = None if d.get("condition") is None else condition(d["condition"], where)
    try:
        return Static(who, bool(d.get("here", False)), d.get("tag"), d.get("having"), amount(d.get("might", 0)),
                      None if d.get("set_might") is None else int(d["set_might"]), tuple(d.get("tags", ())),
                      tuple(d.get("keywords", ())), tuple(d.get("lose", ())), cond, states=tuple(d.get("states", ())))
    except (ValueError, RiftboundError) as e:
        raise ScenarioError(f"{where}: {e}") from None


def _effect_text(d: Any, where: str) -> Static | TriggeredAbility | ActivatedAbility:
    """One Effect Text ability (724, 718.3): a static ability's mapping, or ``{triggered: ...}``
    / ``{activated: ...}`` as in ``abilities`` (rules/effect_text.py says which are supported)."""
    if isinstance(d, dict) and ("triggered" in d or "activated" in d):
        ab = _ability(d, where)
        assert isinstance(ab, TriggeredAbility | ActivatedAbility)
        return ab
    return _static(d, where)


def _additional(d: Any, where: str) -> AdditionalCost:
    if not isinstance(d, dict):
        raise ScenarioError(f"{where}: an additional cost is a mapping, got {d!r}")
    return AdditionalCost(int(d.get("energy", 0)), tuple(d.get("power", ())),
                          bool(d.get("optional", False) or d.get("repeat", False)),
                          tuple(_effect(e, where) for e in d.get("effects", [])),
                          repeat=bool(d.get("repeat", False)))


def _builtin(cid: str) -> bool:
    try:
        return catalog.get(cid).set_id != SCENARIO_SET
    except UnknownCardError:
        return False


CARD_KEYS = {"id", "name", "type", "domains", "energy", "power", "might", "supertypes", "tags", "keywords",
             "targets", "effects", "abilities", "additional_costs", "legion", "might_bonus", "effect_text", "level"}
SCENARIO_SET = "SCENARIO"


def card_from_yaml(d: Any, where: str) -> CardDef:
    """Build (and register) one inline card; its id may not be a built-in card's."""
    if not isinstance(d, dict) or "id" not in d or "type" not in d:
        raise ScenarioError(f"{where}: an inline card needs at least 'id' and 'type'")
    schema.known_keys(d, CARD_KEYS, where)
    cid = schema.word(d["id"], f"{where}.id")
    for k in ("domains", "power", "supertypes", "tags", "keywords"):
        for i, w in enumerate(schema.listing(d.get(k, []), f"{where}.{k}")):
            schema.word(w, f"{where}.{k}[{i}]")
    if _builtin(cid):
        raise ScenarioError(f"{where}.id: {cid!r} is a built-in card's id; give the inline card its own id")
    if d["type"] not in CARD_TYPES:
        raise ScenarioError(f"{where}: card {d['id']!r} has unknown type {d['type']!r}")
    if str(d.get("energy", "")).strip().upper() == "X":
        raise NotImplementedError("131.2.a: an Energy cost is a numeral; the Core Rules v1.3 define no [X] cost")
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
            effect_text=tuple(_effect_text(st, where) for st in d.get("effect_text", [])),
            level=tuple(LevelText(int(lv["n"]), tuple(_effect(e, where) for e in lv.get("effects", [])))
                        for lv in d.get("level", [])),
            test=True, set_id=SCENARIO_SET)
        _check_targets(card)
        effect_text.check(card)  # 718.3: what Effect Text may hold so far
    except (TypeError, ValueError, KeyError, AttributeError, RiftboundError) as e:
        raise ScenarioError(f"{where}: bad card {d.get('id')!r}: {e}") from None
    try:
        return catalog.register(card)
    except (TypeError, ValueError, AttributeError) as e:
        raise ScenarioError(f"{where}: {e}") from None
