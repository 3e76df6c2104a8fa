"""Instructions done by players other than the controller ("you"): "Its controller draws 2",
"Its owner channels 1 rune exhausted", "Each player channels 1 rune exhausted", "Each player
kills one of their units".

Such a player is not a target: they are selected by what was chosen ("its controller", 355.10.d)
or are every player (355.10.e). "Each player ..." is done by the players one after another in
turn order, starting with the turn player (303.2, 303.2.a). "Its controller" of a chosen
object that this spell or ability moved off the board is its controller as it last existed
there (359.3.e.13, rules/last_known.py); of one no longer a legal target, no one (359.3.e.12).

A choice asked of another player names that player as the decider (``pending[1]``): only they
may answer (``NotYourDecisionError``), and the decision's data and options are theirs alone
(``Game.pending_decision``, 128).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from riftbound.cards.info import CF_GEAR, CF_UNIT
from riftbound.cards.model import Cost
from riftbound.cards.vocabulary import allow
from riftbound.effects.pay import Attempt, Gated, Pay
from riftbound.effects.primitives import Ctx, Effect
from riftbound.keywords import repeat
from riftbound.log import log, name
from riftbound.rules import action_triggers, last_known, turn_history, zones
from riftbound.rules import game_actions as act
from riftbound.rules.players import active_players, opponents
from riftbound.state import HAND, TRASH

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State

KILL_KINDS = ("unit", "gear")  # what EachKillsOwn has each player kill
KILL_WHO = ("each", "opponents")  # who does (355.10.e)
_SUBJECTS = {"controller": "Its controller", "owner": "Its owner", "each": "Each player",
             "opponents": "Each opponent", "chosen": "They"}
ONE_PLAYER = ("controller", "owner", "chosen")  # subjects that are one player, who may be asked choices


def in_turn_order(g: State, players: list[int]) -> list[int]:
    """``players`` in turn order, starting with the turn player (303.2.a)."""
    order = active_players(g)
    start = order.index(g.turn_player) if g.turn_player in order else 0
    ring = order[start:] + order[:start]
    return [p for p in ring if p in players]


def players_of(g: State, ctx: Ctx, who: str, of: int) -> list[int]:
    """The players ``who`` names, in turn order: the controller or owner of the object chosen
    in slot ``of`` (355.10.d), every player, or every opponent of the controller."""
    if who == "each":
        return in_turn_order(g, active_players(g))
    if who == "opponents":
        return in_turn_order(g, opponents(g, ctx.controller))
    chosen = ctx.slot(of)
    if who == "chosen":  # a player chosen as a target (355.9.a), while still a legal one
        return chosen[:1]
    if len(chosen) != 1:
        return []
    obj = chosen[0]
    if who == "chain_controller":  # a spell or ability chosen on the chain, by its uid
        return [it.controller for it in g.chain if it.uid == obj]
    if who == "owner":
        return [g.o_owner[obj]]
    if zones.on_board(g, obj):
        return [g.o_ctrl[obj]]
    note = last_known.looked_back(g, ctx.uid, of)  # moved off the board by this item (359.3.e.13)
    return [note[last_known.CONTROLLER]] if len(note) > last_known.CONTROLLER else []


def _third_person(sentence: str) -> str:
    """"Draw 2." as a player other than "you" does it: "draws 2"."""
    verb, _, rest = sentence.rstrip(".").replace(" your ", " their ").partition(" ")
    verb = verb.lower()
    return f"{verb}es {rest}" if verb.endswith(("s", "sh", "ch")) else f"{verb}s {rest}"


def _as_done_by(who: str, sentence: str) -> str:
    """"Draw 2." as the players ``who`` names do it: "draws 2", or for "They", "draw 2"."""
    if who != "chosen":
        return _third_person(sentence)
    text = sentence.rstrip(".").replace(" your ", " their ")
    return text[0].lower() + text[1:]


@dataclass(frozen=True)
class TheyDo(Effect):
    """``effects`` done by other players than the controller (their "you"): ``who`` is
    ``controller`` or ``owner`` (of the object chosen in slot ``of``), ``chosen`` (the player
    chosen as the target of slot ``of``, 355.9.a: "They ..."), ``each`` (each player) or
    ``opponents`` (each opponent), each player in turn order (303.2.a). ``then`` renders
    "..., then ..." between the instructions; ``choose`` renders the choice of the player
    first ("Choose an opponent. They ..."). The instructions can't ask choices (one that
    does is done by :class:`TheyDecide`)."""

    effects: tuple[Effect, ...]
    who: str = "controller"
    of: int = 0
    then: bool = False
    choose: bool = False

    def __post_init__(self) -> None:
        if self.who not in _SUBJECTS:
            raise ValueError(f"TheyDo: who is one of {', '.join(_SUBJECTS)}, not {self.who!r}")
        if not self.effects:
            raise ValueError("TheyDo: instructions to do")
        if self.choose and self.who != "chosen":
            raise ValueError("TheyDo: 'choose' renders the choice of the player who does them (who 'chosen')")
        for e in self.effects:
            if type(e).ask is not Effect.ask:
                raise NotImplementedError(f"355.17: {type(e).__name__} asks a choice; another player's "
                                          "choices are asked by TheyDecide")

    def run(self, g: State, ctx: Ctx) -> None:
        for theirs in their_ctxs(g, ctx, self.who, self.of):
            for e in self.effects:
                e.run(g, theirs)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        parts = [_as_done_by(self.who, e.text(targets)) for e in self.effects]
        return _chosen_first(self.choose, targets, self.of,
                             f"{_SUBJECTS[self.who]} {(', then ' if self.then else ' and ').join(parts)}.")


def _chosen_first(choose: bool, targets: tuple[TargetSpec, ...], of: int, body: str) -> str:
    """"Choose an opponent. They ...": the choice of the player rendered before what they do."""
    return f"Choose {targets[of].text()}. {body}" if choose else body


def their_ctxs(g: State, ctx: Ctx, who: str, of: int) -> list[Ctx]:
    """The context each player ``who`` names does instructions in: they are its "you"."""
    out = []
    for p in players_of(g, ctx, who, of):
        theirs = Ctx(p, ctx.source, ctx.uid, ctx.targets, ctx.lki)
        theirs.me = ctx.me
        theirs.state = ctx.state
        out.append(theirs)
    return out


@dataclass(frozen=True)
class TheyDecide(Effect):
    """One instruction done by one player other than the controller, whose choices it asks
    are theirs (355.17; the decision names them, ``pending[1]``): ``who`` is ``chosen`` (the
    player chosen for slot ``of``, 355.9.a), ``controller`` or ``owner`` (of the object chosen
    there, 355.10.d). "Choose a player. They discard 1." With no such player, nothing."""

    effect: Effect
    who: str = "chosen"
    of: int = 0
    choose: bool = False

    def __post_init__(self) -> None:
        if self.who not in ONE_PLAYER:
            raise ValueError(f"TheyDecide: who is one of {', '.join(ONE_PLAYER)} (one player), not {self.who!r}")
        if self.choose and self.who != "chosen":
            raise ValueError("TheyDecide: 'choose' renders the choice of the player who does it (who 'chosen')")

    def _theirs(self, g: State, ctx: Ctx) -> Ctx | None:
        theirs = their_ctxs(g, ctx, self.who, self.of)
        return theirs[0] if theirs else None

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        theirs = self._theirs(g, ctx)
        return None if theirs is None else self.effect.ask(g, theirs)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        theirs = self._theirs(g, ctx)
        return [] if theirs is None else self.effect.options(g, theirs)

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        theirs = self._theirs(g, ctx)
        assert theirs is not None
        self.effect.answer(g, theirs, action)

    def run(self, g: State, ctx: Ctx) -> None:
        theirs = self._theirs(g, ctx)
        if theirs is not None:
            self.effect.run(g, theirs)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        body = f"{_SUBJECTS[self.who]} {_as_done_by(self.who, self.effect.text(targets))}."
        return _chosen_first(self.choose, targets, self.of, body)


@dataclass(frozen=True)
class EachKillsOwn(Effect):
    """"Each player kills one of their units" (``kind`` unit or gear; ``who`` each or
    opponents): not a target (355.10.e); as it resolves each player with more than one
    chooses which, in turn order (decision ``kill_own``, answered ``card OBJ``), then each
    kills theirs, in turn order (303.2.a). A player with one kills it; with none, nothing."""

    needs_you: ClassVar[bool] = False

    kind: str = "unit"
    who: str = "each"
    must: bool = False  # worded "Each player must kill one of their units."
    # "If you paid my additional cost, you don't kill a unit this way.": its controller is spared
    # if an optional additional cost was paid to play its source, the object that triggered it
    # (356.2.b.1; rules/turn_history.py)
    spare_paid: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KILL_KINDS or self.who not in KILL_WHO:
            raise ValueError(f"EachKillsOwn: kind unit or gear, who each or opponents: {self.kind!r}, {self.who!r}")
        if self.spare_paid and self.who != "each":
            raise ValueError("EachKillsOwn: 'you don't kill one this way' spares the controller among each player")

    def _killers(self, g: State, ctx: Ctx) -> list[int]:
        players = players_of(g, ctx, self.who, 0)
        item = g.resolving
        if self.spare_paid and item is not None and item.uid == ctx.uid \
                and turn_history.paid_for(g, item.obj, item.src_inc):
            return [p for p in players if p != ctx.controller]
        return players

    def _own(self, g: State, p: int) -> list[int]:
        flag = CF_UNIT if self.kind == "unit" else CF_GEAR
        return [o for z in g.loc_zones for o in g.zones[z] if g.o_ctrl[o] == p and g.cinfo[g.o_card[o]].flags & flag]

    def _choosers(self, g: State, ctx: Ctx) -> list[int]:
        return [p for p in self._killers(g, ctx) if len(self._own(g, p)) > 1]

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        choosers = self._choosers(g, ctx)
        if g.res_count >= len(choosers):
            return None
        return ("kill_own", choosers[g.res_count], self.kind)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        assert g.pending is not None
        return [("card", o) for o in self._own(g, g.pending[1])]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        g.res_chosen.append(action[1])
        if g.log is not None:
            log(g, "355.10.e", f"P{g.o_ctrl[action[1]]} chooses {name(g, action[1])} to kill")

    def run(self, g: State, ctx: Ctx) -> None:
        for p in self._killers(g, ctx):
            own = self._own(g, p)
            chosen = own if len(own) == 1 else [o for o in g.res_chosen if o in own]
            if chosen:
                act.kill(g, chosen[:1], by=p)  # 355.10.e: each player kills theirs (411.1)
        g.res_chosen.clear()

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        subject = "Each player" if self.who == "each" else "Each opponent"
        kills = "must kill" if self.must else "kills"
        noun = f"{self.kind}{'s' if self.kind == 'unit' else ''}"
        spare = f" If you paid my additional cost, you don't kill a {self.kind} this way." if self.spare_paid else ""
        return f"{subject} {kills} one of their {noun}.{spare}"


@dataclass(frozen=True)
class DiscardHand(Effect):
    """The controller discards their hand (422): every card of it, at once; the discard
    triggers once all are discarded (422.1.b)."""

    def run(self, g: State, ctx: Ctx) -> None:
        cards = list(g.zone_of(ctx.controller, HAND))
        for c in cards:
            zones.to_trash(g, c)
        if cards and g.log is not None:
            log(g, "422.1", f"P{ctx.controller} discards their hand ({len(cards)} cards)")
        if cards:  # the cards discarded are the newest of the trash
            action_triggers.discarded(g, ctx.controller, g.zone_of(ctx.controller, TRASH)[-len(cards):])

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "Discard your hand."


@dataclass(frozen=True)
class Unless(Effect):
    """"<effects> unless its controller pays <cost>" (742.1.a): as it resolves, the controller
    of the spell or ability chosen in slot ``target`` — not a target themselves (355.10.d) — may pay the
    cost, if they can (decision ``may_do``, then ``pay_within`` for Add abilities, both asked of
    them); ``effects`` are done only if they did not. The instructions refer to that object as
    slot 0 ("it"). Done as steps of the item's instructions, like "if you do" (effects/pay.py)."""

    effects: tuple[Effect, ...]
    cost: Cost
    target: int = 0

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("'unless': the instructions done if the cost is not paid")

    def steps(self) -> tuple[Effect, ...]:
        inner = repeat.shifted(self.effects, self.target) if self.target else list(self.effects)
        return (TheirAttempt(Attempt(Pay(self.cost), True), self.target), *(Gated(e, done=0) for e in inner))

    def run(self, g: State, ctx: Ctx) -> None:
        raise AssertionError("742.1.a: 'unless' is done as steps of the item's instructions")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        body = " ".join(e.text(targets) for e in self.effects).rstrip(".")
        return f"{body} unless its controller {_third_person(self.cost.within())}."


@dataclass(frozen=True)
class TheirAttempt(Effect):
    """The controller of the spell or ability chosen in slot ``of`` pays or not (the step :class:`Unless` is
    made of): the attempt's decisions are theirs; with no such player, nothing is paid."""

    attempt: Attempt
    of: int = 0

    def _theirs(self, g: State, ctx: Ctx) -> Ctx | None:
        players = players_of(g, ctx, "chain_controller", self.of)
        if not players:
            return None
        theirs = Ctx(players[0], ctx.source, ctx.uid, ctx.targets, ctx.lki)
        theirs.me = ctx.me
        return theirs

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        theirs = self._theirs(g, ctx)
        return None if theirs is None else self.attempt.ask(g, theirs)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        theirs = self._theirs(g, ctx)
        return [] if theirs is None else self.attempt.options(g, theirs)

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        theirs = self._theirs(g, ctx)
        assert theirs is not None
        self.attempt.answer(g, theirs, action)

    def run(self, g: State, ctx: Ctx) -> None:
        theirs = self._theirs(g, ctx)
        if theirs is None:
            g.did[:] = [0]
        else:
            self.attempt.run(g, theirs)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return self.attempt.text(targets)


allow("TheyDo.who", tuple(_SUBJECTS))
allow("EachKillsOwn.kind", KILL_KINDS)
allow("EachKillsOwn.who", KILL_WHO)
allow("TheyDecide.who", ONE_PLAYER)
