"""The Chain and the FEPR process (327-340): finalize, execute, pass, resolve; placing
triggered abilities (383.3.d); countering (425)."""

from __future__ import annotations

from typing import Any

from riftbound.cards.events import ONCE_EACH_TURN
from riftbound.cards.info import CF_BF_TRIGGER, CF_HISTORY, CF_STEPS
from riftbound.cards.instruction import Ctx, Effect
from riftbound.cards.model import TriggeredAbility
from riftbound.keywords import legion, level, repeat
from riftbound.log import log, name
from riftbound.rules import (
    battlefield_triggers,
    costs,
    delayed,
    effect_text,
    gear_use,
    instruction_costs,
    replacement,
    trigger_limits,
    turn_history,
    watchers,
    zones,
)
from riftbound.rules import game_actions as act
from riftbound.rules.players import active_players, all_passed, next_player
from riftbound.rules.playing import item_effects, item_modal, object_costs_doable, place_trigger, resolution_targets
from riftbound.rules.targeting import item_name, target_name
from riftbound.rules.tasks import push_cleanup
from riftbound.state import HAND, STAGE_FINAL, ChainItem, State


def pending_item(g: State) -> ChainItem | None:
    """The oldest Pending Item: items are finalized in the order added (337.1.b)."""
    for it in g.chain:
        if it.stage != STAGE_FINAL:
            return it
    return None


def pass_priority(g: State, player: int) -> None:
    """Step 3: Pass (338.1.c, 339). When every player still in the game has passed in
    sequence without adding an item, the newest item resolves (339.1)."""
    g.passes |= 1 << player
    if g.log is not None:
        log(g, "338.1.c", f"P{player} passes priority")
    if all_passed(g, g.passes):
        g.tasks.append(("resolve",))
    else:
        g.priority = next_player(g, player)  # 312.2.d


def resolve_top(g: State, uid: int = -1) -> None:
    """Step 4: Resolve (340.1): the newest item leaves the chain and executes in its
    entirety (157.3), pausing only for choices its own instructions ask for (359.3). With
    ``uid``, that item resolves instead: a triggered Add ability, as it is finalized (429.2.a)."""
    if uid < 0:
        item = g.chain.pop()
    else:
        found = [it for it in g.chain if it.uid == uid]
        if not found:
            return
        item = found[0]
        g.chain.remove(item)
    g.resolving = item
    g.res_index = 0
    if g.log is not None:
        _log_resolution(g, item, at_once=uid >= 0)
        if item.kind == "card" and g.catalog[g.o_card[item.obj]].legion and legion.active(g, item.controller, item.obj):
            log(g, "812.1.c", f"Legion of {name(g, item.obj)} is active")
    continue_resolution(g)


def _log_resolution(g: State, item: ChainItem, at_once: bool) -> None:
    """The item resolves with its targets; those no longer legal are unaffected (359.3.e.5).
    A triggered Add ability resolves at once, as it is finalized (429.2)."""
    chosen = [ref for slot in item.targets for ref in slot]
    targeting = f", targeting {', '.join(target_name(g, r) for r in chosen)}" if chosen else ""
    if at_once:
        log(g, "429.2", f"{item_name(g, item)} resolves at once (an Add){targeting}")
    else:
        log(g, "340.1", f"{item_name(g, item)} resolves{targeting}")
    for slot, legal in zip(item.targets, resolution_targets(g, item), strict=True):
        for ref in slot:
            if legal is None or ref[0] not in legal:
                log(g, "359.3.e.5", f"{target_name(g, ref)} is no longer a legal target: it is unaffected")


def instructions(g: State, item: ChainItem) -> list[Effect]:
    """What the item does, top to bottom (157.1): its instructions, again for each Repeat
    paid (820.1.d), those of optional costs paid ("if you do", 356.2.b), and Legion and Level
    text if active (812.1.c, 824.1.c)."""
    out = list(item_effects(g, item))
    if item.kind == "card":
        card = g.catalog[g.o_card[item.obj]]
        extra = costs.item_costs(item, card)
        if item_modal(g, item) is None:  # a spell with modes has each execution's in item_effects (355.3)
            for k in range(repeat.times_paid(extra, item.optional)):  # 820.1.d, 820.3
                out.extend(repeat.shifted(card.effects, (k + 1) * len(card.targets)))
        for paid, ac in zip(item.optional, extra, strict=False):
            if paid and ac.optional:
                out.extend(ac.effects)
            elif ac.optional:
                out.extend(ac.otherwise)  # "Otherwise, draw 1." (356.2.b.1)
        if card.legion and legion.active(g, item.controller, item.obj):
            out.extend(card.legion)
        out = level.instructions(g, item.controller, card, out)  # 824.1.b.1
    if g.features & CF_STEPS:
        out = [s for e in out for s in e.steps()]  # costs within instructions and "if you do" (742.1.a)
    if item.kind == "ability" and g.features & CF_BF_TRIGGER and battlefield_triggers.no_you(g, item.obj, item.ability):
        out = [e for e in out if not e.needs_you]  # 187.6.c: "you" is no one; those are ignored
    return out


def resolution_ctx(g: State, item: ChainItem) -> Ctx:
    """What the item's instructions see: its controller, source and still-legal targets,
    then, for a delayed or reflexive ability, what it refers to that is still the same
    object (388.1, 390.5); and the note of a source that left the board (808.1.d.3)."""
    targets = resolution_targets(g, item)
    if item.refs:
        targets.extend(delayed.live(g, item.refs))
    ctx = Ctx(item.controller, item.obj, item.uid, targets, item.lki)
    ctx.state = g  # where an "all" instruction finds its objects as it executes (effects/every.py)
    if item.kind == "ability":
        ctx.origin = item.origin  # where its source moved from, for "there" (359.3.f.3)
    if item.kind == "ability" and item.obj >= 0 and zones.on_board(g, item.obj) \
            and g.o_inc[item.obj] == item.src_inc:
        # "me": the source, while it is on the board as the same object (359.3.e.4, 359.3.e.12):
        # moved between locations it is still "me"; back on the board after leaving it, a new object
        ctx.me = (item.obj,)
    return ctx


def continue_resolution(g: State) -> None:
    """Execute the resolving item's instructions from where it stopped; an instruction that
    needs a choice sets the pending decision and resolution resumes after the answer. So does
    an instruction whose game action waits for a player's choice midway (a Burn Out's
    opponent, 431.2.c): the rest of that action is done before the next instruction and
    before the item leaves the chain (431.2.d, 108.2.b)."""
    item = g.resolving
    assert item is not None
    ctx = resolution_ctx(g, item)
    todo = instructions(g, item)
    while g.res_index < len(todo):
        eff = todo[g.res_index]
        ask = eff.ask(g, ctx)
        if ask is not None:
            g.pending = ask
            return
        depth = len(g.tasks)
        eff.run(g, ctx)
        g.res_index += 1
        g.res_count = g.res_kept = 0
        if g.rp_batch and not replacement.settle(g, ("resume",)):
            return  # a player decides how replacement effects apply (372-373, 371.1)
        if act.unfinished(g, depth):
            g.tasks.insert(depth, ("resume",))  # the instruction's game action first (431.2.d)
            return
    finish_resolution(g, item)


def answer_instruction(g: State, action: tuple[Any, ...]) -> None:
    """The choice an instruction asked for (359.3, 355.17) is made; resolution goes on."""
    item = g.resolving
    assert item is not None
    eff = instructions(g, item)[g.res_index]
    eff.answer(g, resolution_ctx(g, item), action)
    g.res_count += 1  # the instruction is asked again until it has all its answers
    continue_resolution(g)


def finish_resolution(g: State, item: ChainItem) -> None:
    """A resolved spell goes to its owner's trash (156), or is recycled when the instruction
    that played it says so (416), and has been played: the play
    watchers trigger (419.4.a); then a Cleanup (319.5). Priority is re-established by the
    FEPR driver (340.2-340.4)."""
    g.resolving = None
    g.res_index = 0
    if item.kind == "card":
        if g.o_zone[item.obj] == zones.chain_zone(g):
            if len(item.grant) > 4 and item.grant[4]:
                act.recycle(g, item.obj)  # "Recycle that spell after you play it" (416, 419.3.b)
            else:
                zones.to_trash(g, item.obj)
        if g.features & CF_HISTORY:  # "When you play a spell, if you spent [4] or more"
            turn_history.spell_completed(g, item.controller, item.paid[0])
        watchers.spell_played(g, item.controller, item.obj, item.origin)  # 419.4.a: its play is complete
    elif item.opened_by in ("ability", "add"):
        gear_use.used(g, item.controller, item.obj)  # 377.2.a: an activated ability was used
    g.priority = -1
    g.passes = 0
    if not g.chain and g.showdown >= 0 and item.opened_by not in ("trigger", "add"):
        g.tasks.append(("pass_focus", g.combat))  # 340.2.a, 346, 346.1
    push_cleanup(g)


def counter(g: State, uid: int, to_hand: bool = False) -> bool:
    """Counter a chain item (425): it does nothing and leaves the chain; a countered card
    goes to its owner's trash and was not played (425.1.a-b) — with ``to_hand``, to its owner's
    hand instead ("Return it to its owner's hand instead of putting it in their trash")."""
    for it in g.chain:
        if it.uid == uid:
            g.chain.remove(it)
            if it.kind == "card":
                if to_hand:
                    zones.move(g, it.obj, zones.owner_zone(g, it.obj, HAND))
                else:
                    zones.to_trash(g, it.obj)
                if g.log is not None:
                    where = ", returned to its owner's hand" if to_hand else ""
                    log(g, "425.1", f"{name(g, it.obj)} is countered{where}")
            else:
                if g.log is not None:
                    log(g, "425.1", f"ability of {name(g, it.obj)} is countered")
            push_cleanup(g)
            return True
    return False


def trigger_order(g: State) -> list[int]:
    """Who puts simultaneous triggered abilities on the chain first (383.3.d.1): the turn
    player, then the others in turn order. For a combat's initial chain the attacker goes
    first, then every non-defender in turn order, then the defender (459.2.d.1)."""
    players = active_players(g)
    first = g.trig_first if g.trig_first >= 0 else g.turn_player
    if first in players:
        i = players.index(first)
        players = players[i:] + players[:i]
    if g.trig_first >= 0 and g.defender in players:
        players.remove(g.defender)
        players.append(g.defender)
    return players


def place_triggers(g: State) -> None:
    """Put triggered abilities that triggered together on the chain (383.3.d), one
    controller after another in :func:`trigger_order`; a controller with several sets
    their order one ability at a time."""
    for p in trigger_order(g):
        mine = [i for i, t in enumerate(g.triggered) if t[0] == p]
        if mine:
            if len(mine) > 1:
                g.pending = ("order", p)
                return
            place_index(g, mine[0])
            return
    g.triggered.clear()  # controllers no longer in the game (651.3)
    g.trig_first = -1


def place_index(g: State, i: int, decided: bool = False) -> None:
    """Put triggered ability ``i`` on the chain. For a "you may" ability its controller
    first decides whether to put it there at all (383.3.a); a "once each turn" ability is
    always such a choice, used only if put on the chain, and gone if another instance was
    put there first this turn (383.3.f.1-2)."""
    entry = g.triggered[i]
    controller, obj, ability = entry[0], entry[1], entry[2]
    ab = effect_text.ability_of(g, obj, ability)
    once = isinstance(ab, TriggeredAbility) and ab.limit == ONCE_EACH_TURN
    if once and trigger_limits.used(g, obj, ability):
        _drop(g, i)
        return
    if not decided and isinstance(ab, TriggeredAbility) and (ab.optional or once):
        if (ab.cost is not None and not instruction_costs.payable(g, controller, obj, ab.cost)) or (
                ab.object_costs and not object_costs_doable(g, controller, obj, ab.object_costs)):
            decline(g, i, "383.3.b.1")  # its cost can't be paid: "yes" is no choice (742.1.b)
            return
        g.pending = ("optional", controller, i)
        return
    if g.removed[controller]:
        _drop(g, i)
        return
    g.triggered.pop(i)
    if once:
        trigger_limits.mark(g, obj, ability, "383.3.f.1")
    place_trigger(g, controller, obj, ability, entry[3] if len(entry) > 3 else (), entry[4] if len(entry) > 4 else (),
                  entry[5] if len(entry) > 5 else -1)


def decline(g: State, i: int, rule: str = "383.3.a") -> None:
    """The controller chooses not to put a "you may" triggered ability on the chain (or, by
    ``rule`` 383.3.b.1, can't pay its cost within instructions)."""
    controller, obj = g.triggered[i][:2]
    _drop(g, i)
    if g.log is not None:
        log(g, rule, f"P{controller} does not use the triggered ability of {name(g, obj)}")


def _drop(g: State, i: int) -> None:
    """Triggered ability ``i`` does not go on the chain. If it was the last one waiting, the
    turn may be Open again: a Cleanup follows (319), as it would after a chain item (323.6:
    a battlefield its controller has no units at is lost only in an Open State)."""
    g.triggered.pop(i)
    if not g.triggered:
        push_cleanup(g)
