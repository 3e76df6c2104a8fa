"""More game actions as DSL primitives (407-439): heal, banish, channel, double, discard,
predict, create tokens, detach. Instructions that need their player's choices ask for them
one card at a time while they resolve (see :class:`riftbound.effects.primitives.Effect`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from riftbound.cards.catalog import get
from riftbound.cards.info import DERIVE
from riftbound.cards.model import TargetSpec, keyword_text
from riftbound.cards.vocabulary import allow, free
from riftbound.effects.amounts import SELF, Amount, check_positive, evaluate, parts
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.rules import action_triggers, last_known, linked, zones
from riftbound.rules import game_actions as act
from riftbound.rules.might import might
from riftbound.rules.movement import recall
from riftbound.rules.replacement import request_token
from riftbound.rules.tasks import push_cleanup
from riftbound.state import BANISHMENT, HAND, MAIN_DECK, TRASH

if TYPE_CHECKING:
    from riftbound.effects.every import All
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class Heal(Effect):
    """Heal each chosen unit: clear its damage (418)."""

    target: int | All = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for u in ctx.slot(self.target):
            act.heal(g, u)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Heal {_target_text(targets, self.target)}."


def banish_linked(g: State, ctx: Ctx, objs: list[int], whence: str = "") -> None:
    """``ctx``'s controller banishes ``objs`` (427): each one that reaches banishment is linked
    to the instruction's source (427.3; rules/linked.py), and "when you banish" triggers."""
    for obj in objs:
        zones.to_banishment(g, obj)
        if g.log is not None:
            log(g, "427.2", f"{name(g, obj)} is banished{whence}")
        if ctx.source >= 0 and g.zone_kind[g.o_zone[obj]] == BANISHMENT:
            linked.banished(g, ctx.source, obj)
    action_triggers.banished(g, ctx.controller, objs)


@dataclass(frozen=True, slots=True)
class Banish(Effect):
    """Banish each chosen permanent: to its owner's banishment, not a kill (427). A card
    still there is remembered for the abilities linked with this one (427.3, 397). Its
    controller is responsible for "when you banish" triggers (411.4)."""

    links_banished: ClassVar[bool] = True

    target: int | All = 0

    def run(self, g: State, ctx: Ctx) -> None:
        banish_linked(g, ctx, ctx.slot(self.target))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Banish {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class Channel(Effect):
    """The controller channels ``n`` runes, as many as they can (430); ``n`` may be computed
    as it executes ("channel 1 rune for each ...", effects/amounts.py; null: none, 359.3.e.12)."""

    n: int | Amount = 1
    exhausted: bool = False

    def __post_init__(self) -> None:
        check_positive(self.n, "runes channeled")

    def run(self, g: State, ctx: Ctx) -> None:
        n = evaluate(self.n, g, ctx)
        if n is not None:
            act.channel(g, ctx.controller, n, self.exhausted)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        exhausted = " exhausted" if self.exhausted else ""
        if isinstance(self.n, int):
            return f"Channel {self.n} rune{'s' if self.n != 1 else ''}{exhausted}."
        head, tail = parts(self.n, targets)
        return f"Channel {head} rune{exhausted}{tail}." if head else f"Channel runes{exhausted}{tail}."


@dataclass(frozen=True, slots=True)
class DoubleMight(Effect):
    """Double each chosen unit's Might this turn: it gets +its current Might (432). With
    ``this_combat`` the change lasts only for the combat in progress, ending as it ends
    (461.7, rules/combat.py); with no combat in progress there is none to last for, and
    nothing happens."""

    target: int = 0
    this_combat: bool = False

    def run(self, g: State, ctx: Ctx) -> None:
        if self.this_combat and g.combat < 0:
            return
        for u in ctx.slot(self.target):
            n = max(0, might(g, u))
            g.o_mod[u] += n
            if self.this_combat:
                g.cb_mods.extend((u, g.o_inc[u], n))

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        whose = "my" if self.target == SELF else f"{_target_text(targets, self.target)}'s"
        return f"Double {whose} Might this {'combat' if self.this_combat else 'turn'}."


@dataclass(frozen=True, slots=True)
class Discard(Effect):
    """The controller discards ``n`` cards of their choice, as many as they have (422.1.a,
    422.4), choosing one card at a time; the discard triggers once all are discarded
    (422.1.b)."""

    n: int = 1

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if g.res_count >= self.n or not g.zone_of(ctx.controller, HAND):
            return None
        return ("discard", ctx.controller, self.n - g.res_count)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("card", c) for c in g.zone_of(ctx.controller, HAND)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        zones.to_trash(g, action[1])
        if g.log is not None:
            log(g, "422.1", f"P{ctx.controller} discards {name(g, action[1])}")

    def run(self, g: State, ctx: Ctx) -> None:
        if g.res_count:  # the cards discarded are the newest of the trash
            action_triggers.discarded(g, ctx.controller, g.zone_of(ctx.controller, TRASH)[-g.res_count:])

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Discard {self.n}."


@dataclass(frozen=True, slots=True)
class Predict(Effect):
    """Predict ``n``: look at the top ``n`` cards of the main deck, recycling any of them
    (436.1), decided card by card from the top; never a Burn Out (436.4.a)."""

    n: int = 1

    def _looked(self, g: State, ctx: Ctx) -> list[int]:
        deck = g.zone_of(ctx.controller, MAIN_DECK)
        return deck[::-1][: self.n]

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        looked = self._looked(g, ctx)
        # res_count cards were decided on; the res_kept kept ones stay on top, in order. A
        # deck shorter than n is looked at once, each card decided once (436.4): recycled
        # cards come back within the top n of such a deck.
        if g.res_count >= len(looked):
            return None
        return ("predict", ctx.controller, looked[g.res_kept])

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        return [("yes",), ("no",)]

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        card = self._looked(g, ctx)[g.res_kept]
        if action[0] == "yes":
            act.recycle(g, card, whole=False)
            if g.log is not None:
                log(g, "436.1", f"P{ctx.controller} recycles a predicted card")
        else:
            g.res_kept += 1

    def run(self, g: State, ctx: Ctx) -> None:
        if g.res_count > g.res_kept:  # one recycle action for the cards recycled (436.1.a)
            action_triggers.recycled(g, ctx.controller, cards=g.res_count - g.res_kept)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Predict {self.n}." if self.n != 1 else "Predict."


BASE_WORDS = ("to", "at", "into")  # "to your base", "at your base", "into your base"


@dataclass(frozen=True, slots=True)
class CreateToken(Effect):
    """Play ``count`` tokens at the controller's base (439, 176-184), or with ``here`` at the
    location of the effect's source when it has one (181.2) — for a Deathknell, where the unit
    died (808.1.d.3, rules/last_known.py) —, or with ``there`` at the location its source moved
    from, noted as a move ability triggered (359.3.f.3): created there directly
    (439.2), owned and controlled by the effect's controller (179-180, 439.4.a). A unit
    enters exhausted and gear ready, as their types do (143.4, 182.1.d), unless the effect
    says otherwise (``exhausted``, 181.1). Tokens are played (182.1.a), so their own "when
    you play me" abilities trigger (383.4.a). ``count`` may be computed as it executes ("for
    each Equipment you control", effects/amounts.py; null: none, 359.3.e.12)."""

    token: str
    count: int | Amount = 1
    exhausted: bool | None = None
    here: bool = False
    # at the location the source moved from ("When I move from a location", 359.3.f.3); keyword-only,
    # so that subclasses' positional fields (PlayCopy's ``of``) stay where they were
    there: bool = field(default=False, kw_only=True)
    # worded "to your base", where they are played anyway without ``here`` or ``there`` (181.2)
    to_base: bool = field(default=False, kw_only=True)
    # how a card words its base ("at your base", "into your base"): BASE_WORDS, with to_base
    base_word: str = field(default="to", kw_only=True)

    def __post_init__(self) -> None:
        check_positive(self.count, "tokens played")
        if self.to_base and (self.here or self.there):
            raise ValueError("CreateToken: tokens played 'to your base' are not played here or there")
        if self.base_word != "to" and not self.to_base:
            raise ValueError("CreateToken.base_word words 'to your base' (to_base) otherwise")

    def run(self, g: State, ctx: Ctx) -> None:
        index = next(i for i, c in enumerate(g.catalog) if c.id == self.token)
        exhausted = -1 if self.exhausted is None else int(self.exhausted)  # 181.1; 390.4 in token_play
        here = last_known.location(g, ctx.source, ctx.lki) if self.here else None
        if self.there:
            if ctx.origin < 0:
                return  # no location was noted: "there" is null (359.3.e.12)
            here = ctx.origin
        dest = zones.base_of(g, ctx.controller) if here is None else here
        for _ in range(evaluate(self.count, g, ctx) or 0):
            request_token(g, index, ctx.controller, dest, ctx.source, exhausted)  # replaceable (375)
        push_cleanup(g)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        where = " here" if self.here else " there" if self.there else f" {self.base_word} your base" \
            if self.to_base else ""
        ready, exhausted = _entering(self.token, self.exhausted)
        if isinstance(self.count, int):
            return f"Play {token_text(self.token, self.count, ready)}{exhausted}{where}."
        head, tail = parts(self.count, targets)
        tokens = token_text(self.token, int(head), ready) if head else token_text(self.token, 2, ready).split(" ", 1)[1]
        return f"Play {tokens}{exhausted}{where}{tail}."


def token_text(token: str, count: int = 1, ready: str = "") -> str:
    """English for tokens by their card id, e.g. ``"two 1 [M] Recruit unit tokens"``, ``"a ready
    3 [M] Sprite unit token with [Temporary]"`` (184; ``ready`` is ``"ready "`` or ``""``)."""
    card = get(token)
    might = f"{card.might} [M] " if card.might is not None else ""
    what = f"{ready}{might}{card.name} {card.type} token"
    with_ = f" with {' and '.join(keyword_text(k) for k in card.keywords)}" if card.keywords else ""
    if count == 1:
        return f"{'an' if what[0] in 'aeiou8' else 'a'} {what}{with_}"
    words = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
    return f"{words[count] if count < len(words) else count} {what}s{with_}"


def _entering(token: str, exhausted: bool | None) -> tuple[str, str]:
    """("ready ", "") or ("", " exhausted") when the effect overrides the type's default (181.1),
    as cards word them: "a ready 3 [M] Sprite unit token", "a Gold gear token exhausted"."""
    if exhausted is None or exhausted == (get(token).type == "unit"):
        return "", ""
    return ("", " exhausted") if exhausted else ("ready ", "")


@dataclass(frozen=True, slots=True)
class Detach(Effect):
    """Detach each chosen card from its Top-Most Card; it stays where it is (435)."""

    target: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for obj in ctx.slot(self.target):
            if g.o_attached[obj] >= 0:
                g.o_attached[obj] = -1
                push_cleanup(g)  # gear left at a battlefield is recalled (435.4.a)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Detach {_target_text(targets, self.target)}."


@dataclass(frozen=True, slots=True)
class Recall(Effect):
    """Recall each chosen permanent on the board: it goes to its controller's base, which is
    not a move (450-453); one already there stays."""

    target: int | All = 0

    def run(self, g: State, ctx: Ctx) -> None:
        for obj in ctx.slot(self.target):
            if zones.on_board(g, obj) and g.o_zone[obj] != zones.base_of(g, g.o_ctrl[obj]):
                recall(g, obj)
                push_cleanup(g)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Recall {_target_text(targets, self.target)}."

# cards/info.py computes this per catalog entry
DERIVE.token_makers += (CreateToken,)


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
free("CreateToken.token", "a token card's id, looked up as the game is built")
allow("CreateToken.base_word", BASE_WORDS)
