"""What an instruction of the card DSL is, as the rules see it: the :class:`Effect` protocol
the chain calls (an instruction runs itself against a game and renders its own English),
the :class:`Ctx` it runs with, and the :class:`Amount` an instruction may compute as it
executes (359.3).

These types sit at the bottom of the engine's core, beneath the rules, so that the rules
(``rules/``, ``keywords/``) can hold, run and inspect instructions without importing the
DSL's instructions (``effects/``), which are built on the rules' game actions
(docs/architecture.md, "The layers"). Whatever the rules need to know of a particular
instruction is a member of the protocol, answered by the instruction's class: ``adds``,
:meth:`Effect.steps`, :meth:`Effect.moves`, ... The DSL offers these names to card
definitions too: ``effects/primitives.py`` and ``effects/amounts.py`` export them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.rules.layers import Board
    from riftbound.state import State

SELF = -1  # "me": the source of the spell or ability, instead of a target slot


def target_text(targets: tuple[TargetSpec, ...], i: int | Group) -> str:
    """How an instruction names what slot ``i`` chose: "me" for :data:`SELF`, the slot's
    own words ("an enemy unit"), or "it"; a group's own words ("all enemy units here")."""
    if not isinstance(i, int):
        return i.text(targets)
    if i == SELF:
        return "me"
    if i < len(targets):
        named = _NAMED.get()
        if named is not None:  # rendering instructions written together: named again, it is "it"
            if i in named:
                return "it"
            named.add(i)
        return targets[i].text()
    return "it"


# The target slots already named while rendering instructions written together (effects/it.py);
# None otherwise. Rendering only: nothing in play reads it.
_NAMED: ContextVar[set[int] | None] = ContextVar("_NAMED", default=None)


def named_before(i: int) -> bool:
    """Has slot ``i`` been named already while rendering instructions written together (its
    Might is then "its Might")?"""
    named = _NAMED.get()
    return named is not None and i in named


@contextmanager
def naming_again_as_it() -> Iterator[None]:
    """Render instructions in which a target slot named a second time is "it" ("Ready a
    friendly unit. It deals damage ...")."""
    token = _NAMED.set(set())
    try:
        yield
    finally:
        _NAMED.reset(token)


class Group:
    """Objects an instruction acts on that are found as it executes, not chosen ("all enemy
    units here", 355.10.d, 359.3), written where the instruction names its target slot; the
    DSL's groups (effects/every.py) implement it."""

    __slots__ = ()

    def objects(self, g: State, ctx: Ctx) -> list[int]:
        raise NotImplementedError

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        raise NotImplementedError


class Ctx:
    """What an effect may know while it resolves: who controls it, its source and the
    targets that are still legal, per slot (``None`` when the slot had no choice); ``lki``,
    the note of a source that left the board as the ability triggered (808.1.d.3,
    rules/last_known.py), ``()`` otherwise; ``me``, the slot :data:`SELF` ("me" in an
    ability's instructions): its source while that is on the board as it resolves; ``origin``,
    the location a move ability's source moved from (359.3.f.3), -1 otherwise."""

    __slots__ = ("controller", "lki", "me", "origin", "source", "state", "targets", "uid")

    def __init__(self, controller: int, source: int, uid: int, targets: list[list[int] | None],
                 lki: tuple[int, ...] = ()) -> None:
        self.controller = controller
        self.source = source
        self.uid = uid
        self.targets = targets
        self.lki = lki
        self.me: tuple[int, ...] = ()
        self.origin = -1  # the location the source moved from, for a move's "there" (359.3.f.3)
        self.state: State | None = None  # the game it resolves in, where a Group finds its objects

    def slot(self, i: int | Group) -> list[int]:
        if not isinstance(i, int):  # a group, not a slot (effects/every.py)
            if self.state is None:
                raise NotImplementedError("359.3: an 'all' instruction finds its objects in the game it "
                                          "executes in; this one runs where no game is given (an Add ability)")
            return i.objects(self.state, self)
        if i == SELF:
            return list(self.me)
        if i >= len(self.targets):
            return []
        t = self.targets[i]
        return [] if t is None else t


class Effect:
    """Base class of the instructions. An instruction that needs its controller's choice as it
    resolves (355.17) returns the decision from :meth:`ask`; the engine pauses and calls
    :meth:`answer` with the chosen action instead of :meth:`run`. ``needs_you`` is False for
    an instruction with no implied "you" (it acts on what was chosen): only those are
    executed in the ability of a battlefield nobody controls (187.6.c). ``adds`` is True for
    an Add instruction (429): a triggered ability with one resolves at once (429.2).
    ``grants_keywords`` is True for an instruction whose ``keywords`` (and ``lose``) it gives
    objects (keywords/granted.py). ``links_banished`` is True for the Banish whose card the
    abilities linked with it refer to, ``refers_to_banished`` for an instruction referring to
    that card (393-397, rules/linked.py). ``instead_of`` names the only replaced event
    (cards/model.py ``Replacement``) whose replacement effect may hold the instruction, if
    there is one ("play that token" only replaces playing a token). ``bonus_damage`` is True for
    an instruction granting Bonus Damage to a later spell (rules/damage.py, rules/lasting.py)."""

    needs_you: ClassVar[bool] = True
    adds: ClassVar[bool] = False
    grants_keywords: ClassVar[bool] = False
    links_banished: ClassVar[bool] = False
    refers_to_banished: ClassVar[bool] = False
    instead_of: ClassVar[str] = ""
    bonus_damage: ClassVar[bool] = False
    grants_repeat: ClassVar[bool] = False  # gives spells [Repeat] (820.1; rules/granted_repeat.py)
    grants_trash_play: ClassVar[bool] = False  # "you may play this from your trash" (effects/trash_grant.py)

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        return None

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        raise NotImplementedError

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        """The legal answers while this instruction waits."""
        return []

    def to_base_slot(self) -> int:
        """The target slot of units this instruction moves to their base, whose units already
        there are no valid choice (355.4.a; effects/move.py), or -1."""
        return -1

    def run(self, g: State, ctx: Ctx) -> None:
        raise NotImplementedError

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        raise NotImplementedError

    def steps(self) -> tuple[Effect, ...]:
        """What the chain executes for it (742.1.a): itself, or the steps of a cost within
        instructions or an "if you do" (effects/pay.py)."""
        return (self,)

    def moves(self) -> tuple[int, int] | None:
        """For a move to a chosen destination, ``(units slot, destination slot)``, whose
        choices are checked again as the spell or ability resolves (358.1-358.2)."""
        return None

    def splits(self) -> tuple[int, int] | None:
        """For damage divided among "any number" of units, ``(slot, amount)`` (355.14.c),
        whose slot Bonus Damage may widen (715.3, rules/damage.py)."""
        return None

    def added(self) -> tuple[int, tuple[str, ...]] | None:
        """For an Add instruction of fixed resources, ``(energy, power)`` (429), which the
        payment of costs uses as it is (rules/payment.py)."""
        return None

    def restriction(self) -> str:
        """For an Add instruction of restricted resources, what they may be spent on
        (``cards.model.USES``: "Use only to play spells."), else "" (rules/restricted.py)."""
        return ""

    def paid_targets(self) -> tuple[TargetSpec, ...]:
        """For "Choose X. If you paid the additional cost, choose Y instead." (356.2.b.1), the
        card's targets when its optional additional cost is declared; () otherwise."""
        return ()

    def modes(self) -> tuple[tuple[tuple[TargetSpec, ...], tuple[Effect, ...]], ...]:
        """For "Choose one - ..." (355.3), each mode's own targets and instructions; the
        modes are chosen as the spell or ability is played, before targets (rules/card_modes.py)."""
        return ()

    def modes_chosen(self) -> tuple[int, bool]:
        """How many modes each execution chooses, and whether a mode chosen for an earlier
        execution (Repeat, 820.2.a) may not be chosen again ("one you haven't already chosen")."""
        return 1, False

    def modes_per_turn(self) -> bool:
        """Whether a mode its source's ability chose earlier this turn may not be chosen again
        ("Choose one you've not chosen this turn", rules/modes_used.py)."""
        return False

    def names_tag(self) -> bool:
        """Whether its modes are the tags a player may name ("As you play this, name a tag"),
        chosen in decision ``name_tag`` instead of ``mode`` (rules/named_tags.py)."""
        return False


class Amount:
    """A number computed as the instruction using it executes."""

    counts_objects: ClassVar[bool] = False  # a count of objects ("for each ..."), as a cost change may be (356.4.a)
    reads_board: ClassVar[bool] = False  # read from the board alone ("the highest Might among ..."), as a cost may be

    def value(self, g: State, ctx: Ctx) -> int | None:
        """The number now, or ``None`` when it is based on information that is not available
        (359.3.e.12)."""
        raise NotImplementedError

    def head(self) -> str:
        """The number printed where a constant would be ("1" in "draw 1 for each ..."), or
        "" for an amount written "equal to ..." after the noun it counts."""
        raise NotImplementedError

    def tail(self, targets: tuple[TargetSpec, ...], it: int | None = None) -> str:
        """The clause that follows: "for each enemy unit here", "equal to my Might"; the
        unit of slot ``it``, already named by the sentence, is "it"."""
        raise NotImplementedError

    def refers(self, slot: int) -> bool:
        """Does it read the unit chosen in ``slot``?"""
        return False

    def sign(self) -> int:
        """+1 for an amount that can't be negative, -1 for one that can't be positive."""
        return 1

    def shifted(self, offset: int) -> Amount:
        """The same amount for one more execution of a spell's instructions, whose target
        slots start at ``offset`` (Repeat, 820.2.a)."""
        return self

    def check_static(self) -> None:
        """Refuse it as what a passive ability's Might counts (472.3) unless the layers can
        count it as they apply (only some counts of objects can, effects/amounts.py)."""
        raise NotImplementedError("472.3, 473.1: a passive ability's Might counts objects (for_each), not "
                                  "Mighty units (they depend on the layer it applies in) and not 'there'")

    def plural(self) -> str:
        """What a count of objects counts, in the plural ("enemy units here"): only an amount
        with ``counts_objects`` is asked."""
        raise NotImplementedError

    def quantity(self) -> str:
        """The amount as a noun phrase, for "My Might is increased by <it>." ("your points",
        "the number of cards in your trash")."""
        raise NotImplementedError("this amount has no wording as a quantity")

    def on_board(self, g: State, controller: int, source: int, b: Board) -> int:
        """The value for a passive ability of ``source`` as the layers apply it (472.3), with
        the tags and keywords board ``b`` has so far; only an amount that passed
        :meth:`check_static` is asked."""
        raise NotImplementedError


def parts(amount: int | Amount, targets: tuple[TargetSpec, ...], it: int | None = None) -> tuple[str, str]:
    """``(head, tail)`` of an amount's English: ``("3", "")`` for a constant; the unit of
    slot ``it`` is "it"."""
    if isinstance(amount, int):
        return str(amount), ""
    tail = amount.tail(targets, it)
    return amount.head(), f" {tail}" if tail else ""  # "deal that much to an enemy unit": no tail


def evaluate(amount: int | Amount, g: State, ctx: Ctx) -> int | None:
    """An amount's value as its instruction executes (a constant is itself)."""
    if isinstance(amount, int):
        return amount
    return amount.value(g, ctx)


def for_targets(amount: int | Amount, g: State, ctx: Ctx, targets: list[int]) -> int | None:
    """The amount an instruction applies to ``targets``; a computed one is not evaluated when
    no target is left, as the instruction is not executed (359.3.e.7)."""
    if isinstance(amount, int):
        return amount
    return amount.value(g, ctx) if targets else None


def sign(amount: int | Amount) -> int:
    """Whether an amount adds (1), subtracts (-1) or is 0, as far as its definition says."""
    if isinstance(amount, int):
        return (amount > 0) - (amount < 0)
    return amount.sign()


def check_positive(amount: int | Amount, what: str) -> None:
    """An instruction that can't take a negative number refuses a computed amount that is
    negative by definition ("-1 for each ...")."""
    if not isinstance(amount, int) and amount.sign() < 0:
        raise ValueError(f"{what}: a computed amount here is positive; 'per' can't be negative")
