"""A heuristic agent: plays the biggest cards it can, points damage at enemy units it can
kill, moves units to take and defend battlefields when it would win there, and assigns
combat damage to kill the most Might. Every kind of decision has its own rule of thumb
(a method named after it). Deterministic given its seed (ties broken by its own
generator). It reads the full state through ``game.s`` but only uses what its player may
see: its own hand and the public board."""

from __future__ import annotations

import random
from typing import Any

from riftbound.actions import Action
from riftbound.cards.model import DOMAIN_INDEX
from riftbound.effects.amounts import sign
from riftbound.effects.any_amount import PayAnyAmount
from riftbound.effects.give import Give
from riftbound.effects.primitives import Buff, Counter, Deal, Effect, Kill, MightThisTurn, Ready, Stun
from riftbound.effects.split import DealSplit
from riftbound.game import Game
from riftbound.rules import combat, layers, zones
from riftbound.rules.effect_text import ability_of
from riftbound.rules.layers import tags_of
from riftbound.rules.might import effective_might
from riftbound.rules.named_tags import NAMEABLE
from riftbound.rules.payment import pool_of
from riftbound.rules.players import is_friendly
from riftbound.rules.playing import item_effects, item_specs
from riftbound.rules.replacement import source_of
from riftbound.state import BASE, LEGEND_ZONE, SETUP, State


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        g = game.s
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        pend = g.pending
        assert pend is not None
        kind = pend[0]
        handler = getattr(self, f"_{kind}", None)
        with layers.read_only(g):  # only reading: every Might it weighs from one computation of the layers
            choice = handler(g, pend, legal) if handler else None
        return choice if choice is not None else self._fallback(legal)

    # ---- helpers -------------------------------------------------------------------------
    def _fallback(self, legal: list[Action]) -> Action:
        for k in ("pass", "end_turn", "mulligan_done", "done", "yes"):
            for a in legal:
                if a[0] == k:
                    return a
        return legal[0]

    @staticmethod
    def _power_at(g: State, bf: int, player: int) -> tuple[int, int]:
        """(our Might, the strongest opponent's Might) at a battlefield."""
        ours = 0
        theirs: dict[int, int] = {}
        for u in g.zones[zones.bf_location(g, bf)]:
            if g.catalog[g.o_card[u]].type != "unit":
                continue
            m = 0 if g.o_stun[u] else effective_might(g, u)
            if g.o_ctrl[u] == player:
                ours += m
            else:
                theirs[g.o_ctrl[u]] = theirs.get(g.o_ctrl[u], 0) + m
        return ours, max(theirs.values(), default=0)

    def _target_bf(self, g: State, player: int, force: int) -> int | None:
        """The best battlefield to send ``force`` Might to: one we'd win, preferring ones
        we don't control and haven't scored this turn."""
        best: tuple[int, int] | None = None
        for bf in range(len(g.bf_objs)):
            ours, theirs = self._power_at(g, bf, player)
            if g.bf_ctrl[bf] == player and theirs == 0:
                continue
            if ours + force <= theirs:
                continue
            score = 10 if g.bf_ctrl[bf] != player else 2
            if g.scored[player] >> bf & 1:
                score -= 8
            if theirs:
                score += 3
            if best is None or score > best[0]:
                best = (score, bf)
        return None if best is None else best[1]

    # ---- decisions ---------------------------------------------------------------------------
    def _mulligan(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        sel = set(g.mull_sel)
        if len(sel) < 2:
            for a in legal:
                if a[0] == "mulligan_toggle" and a[1] not in sel and g.card(a[1]).energy >= 5:
                    return a
        return Action("mulligan_done")

    def _priority(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        p = pend[1]
        plays = [a for a in legal if a[0] == "play"]
        if g.chain:
            top = g.chain[-1]
            if top.controller != p:
                for a in plays:
                    if any(isinstance(e, Counter) for e in g.card(a[1]).effects):
                        return a
            return Action("pass")
        if g.showdown >= 0:
            for a in plays:
                if self._useful_spell(g, p, a[1], g.showdown):
                    return a
            return Action("pass")
        # Main Phase, Neutral Open: develop, then attack, then end the turn.
        units = sorted((a for a in plays if g.card(a[1]).type == "unit"),
                       key=lambda a: -g.card(a[1]).energy)
        if units:
            return units[0]
        for a in plays:
            c = g.card(a[1])
            if c.type == "gear" or (c.type == "spell" and self._useful_spell(g, p, a[1], -1)):
                return a
        moves = [a for a in legal if a[0] == "move"]
        if moves:
            force = sum(effective_might(g, a[1]) for a in moves)
            if self._target_bf(g, p, force) is not None:
                return max(moves, key=lambda a: effective_might(g, a[1]))
        for a in legal:
            if a[0] == "activate" and not getattr(ability_of(g, a[1], a[2]), "adds", False):
                return a
        # an invited teammate declines with pass (484.8.a); the turn player ends the turn
        return Action("end_turn") if Action("end_turn") in legal else Action("pass")

    def _useful_spell(self, g: State, p: int, card_obj: int, bf: int) -> bool:
        c = g.card(card_obj)
        if any(isinstance(e, Counter) for e in c.effects):
            return False
        hostile = any(isinstance(e, Deal | Kill | Stun) or (
            isinstance(e, PayAnyAmount) and any(isinstance(x, Deal) for x in e.effects)) for e in c.effects)
        if not hostile:
            return bf < 0 and not c.targets
        for z in g.loc_zones:
            if bf >= 0 and z != zones.bf_location(g, bf):
                continue
            for u in g.zones[z]:
                if g.o_ctrl[u] != p and g.catalog[g.o_card[u]].type == "unit":
                    return True
        return False

    def _move(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        p = pend[1]
        sel = set(g.move_sel)
        force = sum(effective_might(g, u) for u in sel)
        target = self._target_bf(g, p, force)
        adds = [a for a in legal if a[0] == "move" and a[1] not in sel]
        if target is not None:
            dest = zones.bf_location(g, target)
            for a in legal:
                if a[0] == "move_to" and a[1] == dest:
                    # bring every other ready unit that can come along
                    for b in adds:
                        if g.zone_kind[g.o_zone[b[1]]] != zones.BF_LOCATION:
                            return b
                    return a
        move_tos = [a for a in legal if a[0] == "move_to"]
        if target is None and adds:
            return adds[0]
        return move_tos[0] if move_tos else None

    def _target(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        p = pend[1]
        item = next(it for it in g.chain if it.uid == pend[2])
        effects = item_effects(g, item)
        spec = item_specs(g, item)[pend[3]]
        if spec.kind == "player":  # a chosen player is made to do something: an opponent
            return next((a for a in legal if a[0] == "player" and not is_friendly(g, p, a[1])), None)
        if spec.kind in ("spell", "ability", "chain_item"):
            for a in legal:
                if a[0] == "target":
                    for it in g.chain:
                        if it.uid == a[1] and it.controller != p:
                            return a
            return None
        harmful = any(isinstance(e, Deal | DealSplit | Kill | Stun) or _weakens(e) for e in effects)
        helpful = any(isinstance(e, Buff | Ready) or _strengthens(e) for e in effects)
        dmg = sum(e.amount for e in effects if isinstance(e, Deal) and isinstance(e.amount, int))
        objs = [a for a in legal if a[0] == "target"]

        def value(a: Action) -> float:
            u = a[1]
            enemy = g.o_ctrl[u] != p
            m = effective_might(g, u)
            if harmful:
                if not enemy:
                    return -100
                kills = dmg == 0 or dmg + g.o_dmg[u] >= max(1, m)
                return m + (20 if kills else 0) + (5 if g.zone_kind[g.o_zone[u]] == zones.BF_LOCATION else 0)
            if helpful:
                return (m + 10) if not enemy else -100
            return 0
        if objs:
            best = max(objs, key=value)
            if value(best) > -100 or not any(a[0] == "done" for a in legal):
                return best
        return self._fallback(legal)

    def _location(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        p = pend[1]
        for a in legal:
            z = a[1]
            if g.zone_kind[z] == zones.BF_LOCATION:
                _, theirs = self._power_at(g, g.zone_bf[z], p)
                if theirs == 0:
                    return a
        return legal[0]

    def _pay(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        exhausting = [a for a in legal if g.card(a[1]).abilities[a[2]].cost.exhaust_self]
        return (exhausting or legal)[0]

    def _assign(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        left = g.assign_left

        def value(a: Action) -> tuple[int, int]:
            n = combat.needed(g, a[1])
            return (1 if 0 < n <= left else 0, effective_might(g, a[1]))
        return max(legal, key=value)

    # ---- "may" choices and costs: taking them is nearly always worth it -----------------------
    def _yes(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        return Action("yes") if Action("yes") in legal else None

    _optional = _replace_may = _may_do = _trigger_cost = _extra_cost = _yes

    def _replace(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """The order of replacement effects (372-373): its own effects first, then the listed order."""
        own = [a for a in legal if g.o_ctrl[source_of(g, a[1])] == pend[1]]
        return (own or legal)[0]

    def _order(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Triggered abilities (346): the listed order, which is the order they triggered in."""
        return legal[0]

    # ---- cards chosen by an instruction ----------------------------------------------------------
    def _play_card(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Play the most expensive card offered (or decline when the list allows it)."""
        cards = [a for a in legal if a[0] == "card"]
        return max(cards, key=lambda a: g.card(a[1]).energy) if cards else None

    def _look(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Take the most expensive card looked at; Vision's top card (817) is recycled when
        it costs more than the player can pay next turn."""
        cards = [a for a in legal if a[0] == "card"]
        if cards:
            return max(cards, key=lambda a: g.card(a[1]).energy)
        return self._recycle_expensive(g, pend)

    def _predict(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        return self._recycle_expensive(g, pend)

    def _recycle_expensive(self, g: State, pend: tuple[Any, ...]) -> Action:
        p = pend[1]
        runes = sum(1 for o in g.zone_of(p, BASE) if g.card(o).type == "rune")
        return Action("yes") if g.card(pend[2]).energy > runes + 1 else Action("no")

    def _discard(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Discard the cheapest card."""
        cards = [a for a in legal if a[0] == "card"]
        return min(cards, key=lambda a: g.card(a[1]).energy) if cards else None

    def _put_card(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Put back on the Main Deck the cheapest card of the hand (Altar of Memories)."""
        return self._discard(g, pend, legal)

    def _spend_buff(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Spend the buff of the weakest unit (702.2)."""
        cards = [a for a in legal if a[0] == "card"]
        return min(cards, key=lambda a: effective_might(g, a[1])) if cards else None

    def _cost_object(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Pay an additional cost with the least valuable object: the weakest unit, the
        cheapest card (356.6)."""
        objs = [a for a in legal if a[0] == "target"]
        if any(a[0] == "done" for a in legal):  # "any number of": only what is cheap to give up
            objs = [a for a in objs if (g.card(a[1]).might or 0) <= 2]
            if not objs:
                return Action("done")
        return min(objs, key=lambda a: ((g.card(a[1]).might or 0) + g.card(a[1]).energy, a[1])) if objs else None

    def _kill_own(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Kill the least valuable of one's own units or gear (355.10.e): the weakest and
        cheapest."""
        cards = [a for a in legal if a[0] == "card"]
        return min(cards, key=lambda a: ((g.card(a[1]).might or 0) + g.card(a[1]).energy, a[1])) if cards else None

    def _detach(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Detach the Equipment with the smallest Might Bonus (435, 137)."""
        cards = [a for a in legal if a[0] == "card"]
        return min(cards, key=lambda a: (g.card(a[1]).might_bonus or 0, a[1])) if cards else None

    def _choose_unit(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """A unit of another player's, the mightiest (returned to its hand, or killed); if
        there is none, one's own weakest, or none at all when that is allowed."""
        p = pend[1]
        cards = [a for a in legal if a[0] == "card"]
        theirs = [a for a in cards if not is_friendly(g, p, g.o_ctrl[a[1]])]
        if theirs:
            return max(theirs, key=lambda a: (effective_might(g, a[1]), a[1]))
        if any(a[0] == "no" for a in legal):
            return Action("no")
        return min(cards, key=lambda a: (effective_might(g, a[1]), a[1])) if cards else None

    def _discount(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """"[1] or [A] less" (356.4): the Power pip, a rune recycled, over the [1], a rune exhausted."""
        return Action("mode", 1) if Action("mode", 1) in legal else None

    def _either(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """The first of "<this> or <that>" (355.17), as written."""
        return legal[0]

    def _recycle_rune(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Recycle an exhausted rune rather than a ready one (416.1.b): it was spent this turn."""
        cards = [a for a in legal if a[0] == "card"]
        return min(cards, key=lambda a: (not g.o_exh[a[1]], a[1])) if cards else None

    def _look_recycle(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Recycle a looked-at card costing more than one's runes can pay (416), else keep the rest."""
        runes = sum(1 for o in g.zone_of(pend[1], BASE) if g.card(o).type == "rune")
        dear = [a for a in legal if a[0] == "card" and g.card(a[1]).energy > runes + 1]
        return dear[0] if dear else Action("no")

    def _deck_order(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Put the cheapest card on top, to be drawn first."""
        cards = [a for a in legal if a[0] == "card"]
        return min(cards, key=lambda a: (g.card(a[1]).energy, a[1])) if cards else None

    def _mode(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """The first mode that can be chosen, in printed order (355.3)."""
        modes = [a for a in legal if a[0] == "mode"]
        return modes[0] if modes else None

    def _name_tag(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Name the tag most enemy units on the board have (ties: their total Might), else
        that of an opponent's legend, their champion's (133.8.b): a tag to weaken enemies by."""
        p = pend[1]
        score: dict[str, tuple[int, int]] = {}
        for z in g.loc_zones:
            for u in g.zones[z]:
                if g.card(u).type == "unit" and not is_friendly(g, p, g.o_ctrl[u]):
                    for t in tags_of(g, u):
                        n, m = score.get(t, (0, 0))
                        score[t] = (n + 1, m + effective_might(g, u))
        for q in g.order:
            if not is_friendly(g, p, q):
                for leg in g.zone_of(q, LEGEND_ZONE):
                    for t in g.card(leg).tags:
                        score.setdefault(t, (0, 0))
        tags = [a for a in legal if a[0] == "tag"]
        return max(tags, key=lambda a: score.get(NAMEABLE[a[1]], (-1, 0)), default=None)

    def _split(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """A point of split damage goes to the enemy unit nearest to dying."""
        p = pend[1]
        enemies = [a for a in legal if a[0] == "target" and g.o_ctrl[a[1]] != p]
        return min(enemies, key=lambda a: max(1, effective_might(g, a[1])) - g.o_dmg[a[1]]) if enemies else None

    def _keep(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Keep the strongest objects for a group restriction (355.11.b), then done."""
        objs = [a for a in legal if a[0] == "target"]
        return max(objs, key=lambda a: effective_might(g, a[1])) if objs else None

    def _move_dest(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """An enemy unit goes to its base, out of the fight (or stays, when that may be
        declined); a friendly unit goes to the battlefield it would help most, else home."""
        p, unit = pend[1], pend[2]
        spots = {a[1]: a for a in legal if a[0] == "location"}
        home = [a for z, a in spots.items() if g.zone_kind[z] == BASE]
        if g.o_ctrl[unit] != p:
            return home[0] if home else next((a for a in legal if a[0] == "no"), None)
        bf = self._target_bf(g, p, effective_might(g, unit))
        if bf is not None and zones.bf_location(g, bf) in spots:
            return spots[zones.bf_location(g, bf)]
        return home[0] if home else None

    def _pay_within(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        if legal[0][0] == "activate":
            return self._pay(g, pend, legal)
        return self._power(g, pend, legal)

    def _pay_amount(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """How much to pay of "pay any amount" (742.1): for a spell dealing that much to the enemy
        units at a chosen battlefield, the least that kills them all (or all it can pay);
        otherwise all it can."""
        most = max(a[1] for a in legal if a[0] == "amount")
        item = g.resolving
        if item is None or item.kind != "card":
            return Action("amount", most)
        p = pend[1]
        need = 0
        for ref in (r for slot in item.targets for r in slot if r[0] in g.bf_objs):
            for u in g.zones[zones.bf_location(g, g.bf_objs.index(ref[0]))]:
                if g.catalog[g.o_card[u]].type == "unit" and not is_friendly(g, p, g.o_ctrl[u]):
                    need = max(need, max(1, effective_might(g, u)) - g.o_dmg[u])
        return Action("amount", min(need, most))

    def _move_pay(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Paying for a move of several units (rules/move_tax.py): as for a cost within instructions."""
        return self._pay_within(g, pend, legal)

    def _replace_pay(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Paying a replacement effect's cost ("you may pay [R] to ..."): as for any cost; its [A]
        with the power the pool holds most of."""
        if legal[0][0] == "domain":
            return self._power(g, pend, legal)
        return self._pay(g, pend, legal)

    def _power(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """Pay power of the domain the pool holds most of, keeping the rarer ones."""
        pool = pool_of(g, pend[1])
        return max(legal, key=lambda a: pool[DOMAIN_INDEX[a[1]]])

    # ---- the table -----------------------------------------------------------------------------
    def _burnout(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """The opponent who gains a point (431) is the one furthest from winning."""
        return min(legal, key=lambda a: g.points[a[1]])

    def _battlefield(self, g: State, pend: tuple[Any, ...], legal: list[Action]) -> Action | None:
        """The staged showdown or combat where its side is strongest goes first; in a Match,
        its first battlefield (481.5: each is as good to it as another)."""
        if pend[0] == "choose_bf" or g.phase == SETUP:
            return legal[0]
        ours = [(self._power_at(g, a[1], pend[1]), a) for a in legal]
        return max(ours, key=lambda t: t[0][0] - t[0][1])[1]

    _choose_bf = _battlefield


def _weakens(e: Effect) -> bool:
    """Less Might or lost keywords this turn: meant for an enemy unit."""
    return (isinstance(e, MightThisTurn) and sign(e.amount) < 0) or (isinstance(e, Give) and bool(e.lose))


def _strengthens(e: Effect) -> bool:
    """More Might or keywords this turn: meant for a friendly unit."""
    return (isinstance(e, MightThisTurn) and sign(e.amount) > 0) or (isinstance(e, Give) and not e.lose)
