"""The resumable machine: Outstanding Tasks, then the FEPR loop (334-340), until a player
must decide. The one pending decision is ``state.pending = (kind, player, *data)``; every
input answers it. Nothing ever calls back into a player."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from riftbound.actions import Action
from riftbound.cards.info import CF_MOVE_TAX
from riftbound.cards.model import ActivatedAbility
from riftbound.errors import GameOverError, IllegalActionError
from riftbound.keywords import hidden
from riftbound.rules import (
    buff_costs,
    chain,
    cleanup,
    combat,
    cost_objects,
    costs,
    effect_text,
    identity,
    layers,
    move_tax,
    movement,
    payment,
    playing,
    removal,
    replacement,
    setup,
    showdown,
    timing,
    turn,
)
from riftbound.rules import game_actions as act
from riftbound.rules.payment import spend_power
from riftbound.rules.players import opponents, teammates
from riftbound.rules.targeting import candidates
from riftbound.state import MAIN, State


# ---- tasks ------------------------------------------------------------------------------
def _begin(g: State, t: tuple[Any, ...]) -> None:
    turn.start_turn(g, g.order[0])  # 119


def _mulligan(g: State, t: tuple[Any, ...]) -> None:
    if not g.removed[t[1]]:
        g.pending = ("mulligan", t[1])


def _burnout_point(g: State, t: tuple[Any, ...]) -> None:
    """431.2.c: the burning-out player chooses which opponent gains the point."""
    opps = opponents(g, t[1])
    if len(opps) == 1:
        act.gain_burnout_point(g, t[1], opps[0], t[2])
    elif opps:
        g.pending = ("burnout", t[1], t[2])


def _choose_bf(g: State, t: tuple[Any, ...]) -> None:
    opts = setup.battlefield_options(g, t[1])
    if len(opts) == 1:
        setup.select_battlefield(g, t[2], opts[0])
    else:
        g.pending = ("choose_bf", t[1], t[2])


def _replace(g: State) -> None:
    """Go on applying replacement effects to the queued events (367-375)."""
    replacement.settle(g)


TASKS: dict[str, Callable[[State, tuple[Any, ...]], None]] = {
    "cleanup": lambda g, t: cleanup.cleanup(g, t[1]),
    "replace": lambda g, t: _replace(g),
    "resume": lambda g, t: chain.continue_resolution(g),  # the rest of the resolving item
    "resolve": lambda g, t: chain.resolve_top(g, *t[1:]),
    "pass_focus": lambda g, t: timing.pass_focus(g, t[1]),
    "awaken": lambda g, t: turn.awaken(g),
    "beginning": lambda g, t: turn.beginning(g),
    "scoring": lambda g, t: turn.scoring_step(g),
    "channel": lambda g, t: turn.channel_phase(g),
    "draw_phase": lambda g, t: turn.draw_phase(g),
    "ending_step": lambda g, t: turn.ending_step(g),
    "next_turn": lambda g, t: turn.next_turn(g),
    "combat_damage": lambda g, t: combat.combat_damage(g),
    "mulligan": _mulligan,
    "choose_bf": _choose_bf,
    "place_bfs": lambda g, t: setup.place_selected(g),
    "burnout_point": lambda g, t: _burnout_point(g, t),
    "draw_rest": lambda g, t: act.draw(g, t[1], t[2], t[3]),
    "trash_top_rest": lambda g, t: act.trash_top(g, t[1], t[2], t[3]),
    "deal_hands": lambda g, t: setup.deal_hands(g),
    move_tax.TASK: lambda g, t: move_tax.proceed(g, t[1], t[2], t[3]),
    "begin": _begin,
}


# Decisions an instruction asks for while it resolves (answered through its ``answer``).
INSTRUCTION_DECISIONS = frozenset({"look", "discard", "predict", "keep", "split", "spend_buff", "play_card",
                                   "may_do", "pay_within", "move_dest", "kill_own", "detach", "either",
                                   "choose_unit", "put_card", "recycle_rune", "look_recycle",
                                   "deck_order", "pay_amount"})


def run(g: State) -> None:
    """Work until a decision is pending or the game is over (335)."""
    tasks = g.tasks
    while g.pending is None and not g.terminal:
        if tasks:
            t = tasks.pop()
            TASKS[t[0]](g, t)
        else:
            _fepr(g)
    if g.unmixed:
        identity.mix_hands(g)  # before any player sees the new decision


def step(g: State) -> None:
    """One piece of :func:`run`'s work, for a caller that stops between phases (a scenario's
    ``until``): the next Outstanding Task, or one step of the FEPR loop."""
    if g.tasks:
        t = g.tasks.pop()
        TASKS[t[0]](g, t)
    else:
        _fepr(g)


def _fepr(g: State) -> None:
    """No task is outstanding: place new triggers, finalize pending items, give priority,
    or move the turn on (335.2-335.3, 337-340)."""
    if g.assigner >= 0:  # a removal cancelled an assignment decision (652.5)
        combat.continue_assigning(g)
        return
    if g.rp_batch:  # events queued by an instruction run outside the chain (367-375)
        replacement.settle(g)
        return
    if g.triggered:
        chain.place_triggers(g)
        return
    item = chain.pending_item(g)
    if item is not None:
        playing.continue_item(g, item)
        return
    if g.chain:
        if g.priority < 0:  # 337.1.c.3, 340.4: the newest item's controller gains priority
            g.priority = g.chain[-1].controller
            g.passes = 0
        g.pending = ("priority", g.priority)
        return
    if g.cb_step:  # the chain window between two parts of a combat's Resolution Step is over (461)
        combat.resolution_step(g)
        return
    if g.showdown >= 0:  # 312.2.b, 347: the focus holder acts in a Showdown Open State
        g.priority = g.focus
        g.pending = ("priority", g.focus)
        return
    if g.removed[g.turn_player]:  # 652.5.a: a removed turn player's turn passes on
        turn.end_removed_turn(g)
        return
    if g.phase == MAIN:  # 312.2.a; a teammate acts when invited (316.2.b.1, 484.8.a)
        g.priority = g.invited if g.invited >= 0 else g.turn_player
        g.pending = ("priority", g.priority)
        return
    turn.advance(g)


# ---- decisions and their legal actions ------------------------------------------------------
def legal_actions(g: State) -> list[Action]:
    """The pending decision's legal actions, listed once per decision (``g.legal_cache``).
    In a layered game the layers' board computed meanwhile is kept beside them
    (``g.legal_board``): the observation tensor reads Might from it while the cache is valid."""
    if g.legal_cache is not None:
        return g.legal_cache
    board = None
    if layers.layered(g):
        g.layer_memo = layers.MEMO_ON  # listing legal actions changes nothing: the layers once at most
        try:
            acts = _legal(g)
        finally:
            board = g.layer_memo or None  # MEMO_ON (0): nothing read the layers
            g.layer_memo = None
    else:
        acts = _legal(g)
    g.legal_cache = acts
    g.legal_board = board
    return acts


DECLINED = -2
"""``State.invited`` after a teammate declined an invitation (484.8.a): the turn player
invites again only after doing something else, so inviting and declining can't go on forever."""

PASS = Action("pass")
END_TURN = Action("end_turn")
_ACTIONS: dict[tuple[Any, ...], Action] = {}


def _cached(*key: Any) -> Action:
    """The same (immutable) Action object every time: building one costs more than a lookup."""
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(*key)
    return a


def _legal(g: State) -> list[Action]:
    pend = g.pending
    if pend is None:
        return []
    kind = pend[0]
    p = pend[1]
    if kind == "priority":
        budget = payment.Budget(g, p)
        enough: dict[int, bool] = {}
        acts = [_cached("play", c) for c in playing.playable_cards(g, p, budget, enough)]
        acts.extend(_cached("activate", o, i) for o, i in playing.usable_abilities(g, p, budget, enough))
        if movement.can_standard_move(g, p):
            acts.extend(_cached("move", u) for u in movement.movable_units(g, p))
        acts.extend(Action("hide", c, bf, d) for c, bf, d in hidden.hide_options(g, p))
        if g.chain or g.showdown >= 0 or p == g.invited:
            acts.append(PASS)  # with an invitation: decline it (484.8.a)
        else:
            acts.append(END_TURN)
            if g.invited != DECLINED:
                acts.extend(Action("invite", q) for q in teammates(g, p) if not g.removed[q])
        return acts
    if kind == "move":
        sel = g.move_sel
        common = movement.common_destinations(g, p, sel)
        # a unit once added stays in the move, so repeated answers always end in a move_to
        joining = [u for u in movement.movable_units(g, p)
                   if u not in sel and any(d in common for d in movement.destinations(g, p, u))]
        if g.features & CF_MOVE_TAX:  # only moves whose cost can be paid (419.2.a)
            joining, common = move_tax.legal_moves(g, p, sel, joining, common)
        acts = [Action("move", u) for u in joining]
        acts.extend(Action("move_to", z) for z in common)
        return acts
    if kind == move_tax.TASK:
        return [Action(*o) for o in move_tax.options(g, pend)]
    if kind == "battlefield":
        return [Action("battlefield", bf) for bf in range(len(g.bf_objs))
                if g.sd_staged[bf] or (g.cb_staged[bf] and not any(g.sd_staged))]
    if kind == "assign":
        return [Action("assign", u) for u in combat.assignable(g)]
    if kind == "burnout":
        return [Action("player", q) for q in opponents(g, p)]
    if kind == "choose_bf":
        return [Action("battlefield", b) for b in setup.battlefield_options(g, p)]
    if kind == "mulligan":
        acts = [Action("mulligan_toggle", c) for c in setup.mulligan_options(g, p)]
        acts.append(Action("mulligan_done"))
        return acts
    item = _item(g, pend[2]) if kind in ("location", "target", "pay", "power", "extra_cost", "trigger_cost",
                                         "cost_object", "mode", "name_tag", "discount") else None
    if kind == "mode":  # 355.3
        assert item is not None
        return [Action("mode", i) for i in playing.mode_options(g, item)]
    if kind == "name_tag":  # "As you play this, name a tag" (rules/named_tags.py)
        assert item is not None
        return [Action("tag", i) for i in playing.mode_options(g, item)]
    if kind == "discount":  # 356.4: "[1] or [A] less", mode 0 the [1], mode 1 the Power pip
        assert item is not None
        return [Action("mode", int(o)) for o in playing.discount_options(g, item)]
    if kind == "location":
        assert item is not None
        card = g.catalog[g.o_card[item.obj]]
        return [Action("location", z) for z in playing.item_locations(g, item, card)]
    if kind == "target":
        assert item is not None
        spec = playing.item_specs(g, item)[pend[3]]
        at_bf = playing.hidden_at(g, item)
        answer = "player" if spec.kind == "player" else "target"  # 355.9.a: a player is chosen by number
        acts = [Action(answer, c[0]) for c in playing.target_options(g, item, spec, at_bf)]
        if spec.up_to or spec.any_number:
            acts.append(Action("done"))
        return acts
    if kind == "pay":
        assert item is not None
        self_cost = item.obj if item.kind == "ability" else -1
        return [Action("activate", s.obj, s.ability) for s in
                payment.useful_sources(g, p, item.cost_energy, item.cost_power, self_cost,
                                       playing.item_uses(g, item))]
    if kind == "power":
        assert item is not None
        return [Action("domain", d) for d in payment.power_options(g, p, item.cost_power[0])]
    if kind == "optional" or kind == "replace_may" or kind == "trigger_cost":
        return [Action("yes"), Action("no")]
    if kind == "replace":
        return [Action("replace", k, i) for k, i in replacement.choices(g)]
    if kind == replacement.PAY:  # an Add ability for a replacement effect's cost (357.1.a, 429.3), or its [A]'s power
        return [Action("activate", o, i) for o, i in replacement.pay_options(g, pend[2])] or \
            [Action("domain", d) for d in replacement.domains(g, pend[2])]
    if kind in INSTRUCTION_DECISIONS:
        item = g.resolving
        assert item is not None
        eff = chain.instructions(g, item)[g.res_index]
        return [Action(*a) for a in eff.options(g, chain.resolution_ctx(g, item))]
    if kind == "extra_cost":
        assert item is not None
        card = g.catalog[g.o_card[item.obj]]
        with_it = (*item.optional, True)
        extra = costs.item_costs(item, card)
        most = tuple((pend[3], o) for o in cost_objects.options(g, p, extra[pend[3]])) \
            if extra[pend[3]].less_power else ()  # "Reduce my cost by [Y] for each ...": at best all of them
        energy, power = costs.total_cost(g, p, card, with_it, obj=item.obj, grant=item.grant, cost_objs=most,
                                         ignore_base=hidden.hidden_battlefield(g, item.origin) >= 0,  # 811.1.b
                                         repeats=item.repeats, accel=item.accelerate)
        affordable = payment.can_afford(g, p, energy, power, None, -1, playing.item_uses(g, item)) \
            and cost_objects.doable(g, p, extra[pend[3]])  # 356.2.b.1, 356.6: "you may discard 1 ..."
        return ([Action("yes")] if affordable else []) + [Action("no")]
    if kind == "cost_object" and pend[3] == buff_costs.SLOT:  # "spend a buff" (702.2.b.2)
        return [Action("target", o) for o in buff_costs.options(g, p)]
    if kind == "cost_object":
        assert item is not None
        ac = playing.item_object_costs(g, item)[pend[3]]
        chosen = tuple(o for k, o in item.cost_objs if k == pend[3])
        acts = [Action("target", o) for o in cost_objects.options(g, p, ac, chosen, item.obj, item)]
        return [*acts, Action("done")] if ac.any_number else acts  # 355.13: any number, none included
    if kind == "order":
        return [Action("order", i) for i, t in enumerate(g.triggered) if t[0] == p]
    raise AssertionError(f"unknown decision {kind!r}")


def _item(g: State, uid: int) -> Any:
    for it in g.chain:
        if it.uid == uid:
            return it
    raise AssertionError(f"no chain item {uid}")


def apply(g: State, action: Action | tuple[Any, ...], settle: bool = True) -> None:
    """Answer the pending decision with ``action``; raise IllegalActionError (state
    unchanged) when it is not one of the legal actions. ``("concede", p)`` is legal for
    every player still in the game at any time, whoever is deciding (650). With ``settle``
    false, the work the answer starts is left outstanding (run it with :func:`run` or
    :func:`step`)."""
    if g.terminal:
        raise GameOverError(f"the game is over ({g.end_reason}); no action is legal")
    if action[0] == "concede":
        if len(action) != 2 or not isinstance(action[1], int) or isinstance(action[1], bool):
            raise IllegalActionError(f"concede needs one player number: {tuple(action)!r}")
        removal.concede(g, action[1])
        g.legal_cache = None
        g.decisions += 1
        if settle:
            run(g)
        return
    legal = legal_actions(g)
    if action not in legal:
        pend = g.pending
        who = f"P{pend[1]}" if pend else "nobody"
        raise IllegalActionError(
            f"illegal action {tuple(action)!r}: {who} must answer a {pend[0] if pend else '?'!r} "
            f"decision; legal actions are {[tuple(a) for a in legal][:20]}")
    pend = g.pending
    assert pend is not None
    g.pending = None
    g.legal_cache = None
    g.decisions += 1
    if g.revealed:
        g.unmixed.extend(g.revealed[0::2])  # a revealed card left in a hand is mixed into it again
        g.revealed.clear()  # 424.3: every player has had the chance to see them
    _dispatch(g, pend, action[0], action)
    if settle:
        run(g)


def _dispatch(g: State, pend: tuple[Any, ...], kind: str, a: tuple[Any, ...]) -> None:
    p = pend[1]
    dk = pend[0]
    if dk == "priority":
        if g.invited == DECLINED and kind != "pass":
            g.invited = -1  # the turn player acts otherwise: invitations are open again
        if kind == "play":
            g.invited = -1
            playing.start_play(g, p, a[1])
        elif kind == "activate":
            ab = effect_text.ability_of(g, a[1], a[2])
            if not (isinstance(ab, ActivatedAbility) and ab.adds):
                g.invited = -1
            playing.start_activation(g, p, a[1], a[2])
        elif kind == "pass":
            if g.chain:
                chain.pass_priority(g, p)
            elif g.showdown >= 0:
                showdown.pass_focus(g, p)
            else:
                g.invited = DECLINED  # the invited teammate declines (484.8.a)
        elif kind == "hide":
            hidden.hide(g, p, a[1], a[2], a[3])
        elif kind == "invite":
            g.invited = a[1]  # 316.2.b.1, 484.8.a: with the turn player's own priority
        elif kind == "move":
            g.move_sel = [a[1]]
            g.pending = ("move", p)
        elif kind == "end_turn":
            turn.end_turn(g)
        return
    if dk == "mulligan":
        if kind == "mulligan_toggle":
            setup.mulligan_toggle(g, a[1])
            g.pending = ("mulligan", p)
        else:
            setup.mulligan_done(g, p)
        return
    if dk == "order":
        chain.place_index(g, a[1])
        return
    if dk in INSTRUCTION_DECISIONS:
        chain.answer_instruction(g, a)
        return
    if dk == "replace":
        replacement.choose(g, a[1], a[2])
        return
    if dk == "replace_may":
        replacement.confirm(g, pend[2], pend[3], kind == "yes")
        return
    if dk == replacement.PAY:
        if kind == "domain":  # the power paying the [A] pip (135.2.e.5)
            replacement.pay(g, pend[2], pend[3], a[1])
            return
        playing.start_activation(g, p, a[1], a[2])  # 429.3.a: it resolves at once
        replacement.pay(g, pend[2], pend[3])
        return
    if dk == "optional":
        if kind == "yes":
            chain.place_index(g, pend[2], decided=True)
        else:
            chain.decline(g, pend[2])
        return
    if dk == "move":
        if kind == "move":
            g.move_sel.append(a[1])
            g.pending = ("move", p)
        else:
            units = g.move_sel[:]
            g.move_sel.clear()
            move_tax.declare(g, p, units, a[1])  # a cost added to the move first (rules/move_tax.py)
        return
    if dk == move_tax.TASK:
        move_tax.answer(g, pend, a)
        return
    if dk == "battlefield":
        showdown.start_showdown(g, a[1])
        return
    if dk == "burnout":
        act.gain_burnout_point(g, p, a[1], pend[2])
        return
    if dk == "choose_bf":
        setup.select_battlefield(g, pend[2], a[1])
        return
    if dk == "assign":
        combat.assign(g, a[1])
        return
    item = _item(g, pend[2])
    if dk == "location":
        item.data = a[1]
    elif dk in ("mode", "name_tag"):
        playing.pick_mode(g, item, a[1])
    elif dk == "extra_cost":
        item.optional = (*item.optional, kind == "yes")
    elif dk == "discount":
        item.discounts = (*item.discounts, a[1] == 1)
    elif dk == "cost_object":
        cost_objects.choose(g, item, pend[3], cost_objects.DONE if kind == "done" else a[1])
    elif dk == "trigger_cost":  # 404.2: pay a triggered ability's cost, or decline and remove it
        if kind == "yes":
            item.optional = (True,)
        else:
            playing.abandon(g, item, "404.2")
    elif dk == "target":
        if kind == "done":
            item.targets = (*item.targets, item.partial)
            item.partial = ()
        else:
            spec = playing.item_specs(g, item)[pend[3]]
            ref = next(c for c in candidates(g, spec, p, item.uid) if c[0] == a[1])  # an object, item or player
            playing.choose_target(g, item, ref)
    elif dk == "pay":
        playing.pay_with(g, item, a[1], a[2])
    elif dk == "power":
        spend_power(g, p, a[1])
        item.paid = (item.paid[0], (*item.paid[1], a[1]))
        item.cost_power = item.cost_power[1:]

