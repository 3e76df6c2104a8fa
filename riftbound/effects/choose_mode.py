"""Modes: "Choose one - ..." (355.3). :class:`ChooseMode` lists the modes of a spell or
ability, each a :class:`Mode` with its own targets and instructions; it is the whole of the
spell's or ability's instructions. The modes are chosen as it is played, before its targets
(355.3, 355.5; rules/card_modes.py, decision ``mode``), and the chain executes the
instructions of the modes chosen in its place::

    ChooseMode((Mode((Deal(4),), (TargetSpec("unit", location="base"),)),
                Mode((Kill(),), (TargetSpec("gear"),))))
        # Choose one - Deal 4 to a unit in a base. Kill a gear.
    ChooseMode((...), count=2)          # Choose two - ...
    ChooseMode((...), unchosen=True)    # Choose one you haven't already chosen - ...  (with Repeat)
    ChooseMode((...), this_turn="you've not chosen")       # (an ability) Choose one you've not chosen this turn - ...
    ChooseMode((...), this_turn="that hasn't been chosen")  # ... Choose one that hasn't been chosen this turn - ...

A mode's instructions refer to its own targets by slot, from 0, and may ask choices as they
resolve like any instruction. With Repeat each execution chooses its modes again (820.2.a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.vocabulary import allow
from riftbound.effects.primitives import Effect

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.effects.primitives import Ctx
    from riftbound.state import State

_COUNTS = ("", "one", "two", "three")


@dataclass(frozen=True)
class Mode:
    """One mode: its instructions and the targets they choose (355.3, 355.5)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()

    def __post_init__(self) -> None:
        if not self.effects:
            raise ValueError("355.3: a mode has instructions")
        if any(e.modes() for e in self.effects):
            raise NotImplementedError("355.3: modes within a mode")

    def text(self) -> str:
        return " ".join(e.text(self.targets) for e in self.effects)


@dataclass(frozen=True)
class ChooseMode(Effect):
    """"Choose one - ..." (355.3): ``count`` modes chosen per execution, all different;
    ``unchosen``: "one you haven't already chosen", never a mode an earlier execution of the
    same play chose (Repeat, 820.2.a); ``this_turn``: "one you've not chosen this turn" (or "one
    that hasn't been chosen this turn"), never a mode the same object's ability chose earlier
    this turn (rules/modes_used.py)."""

    listed: tuple[Mode, ...]
    count: int = 1
    unchosen: bool = False
    # "one you've not chosen this turn" / "one that hasn't been chosen this turn" (the printed
    # words, THIS_TURN): its source's ability, this turn
    this_turn: str = ""

    def __post_init__(self) -> None:
        if len(self.listed) < 2:
            raise ValueError("355.3: modes are a list of at least two")
        if not 1 <= self.count < len(self.listed) or self.count >= len(_COUNTS):
            raise ValueError(f"355.3: choose {self.count} of {len(self.listed)} modes")
        if self.this_turn and (self.count != 1 or self.unchosen):
            raise ValueError("355.3: 'choose one you've not chosen this turn' chooses one")

    @property
    def effects(self) -> tuple[Effect, ...]:
        """Every mode's instructions (what the card can do, for the catalog's facts:
        tokens it creates, abilities nested in them)."""
        return tuple(e for m in self.listed for e in m.effects)

    def modes(self) -> tuple[tuple[tuple[TargetSpec, ...], tuple[Effect, ...]], ...]:
        return tuple((m.targets, m.effects) for m in self.listed)

    def modes_chosen(self) -> tuple[int, bool]:
        return self.count, self.unchosen

    def modes_per_turn(self) -> bool:
        return bool(self.this_turn)

    def run(self, g: State, ctx: Ctx) -> None:
        raise AssertionError("355.3: the chain executes the instructions of the modes chosen instead")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        head = f"Choose {_COUNTS[self.count]}" + (" you haven't already chosen" if self.unchosen else "") \
            + (f" {self.this_turn} this turn" if self.this_turn else "")
        return f"{head} - " + " ".join(m.text() for m in self.listed)


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
THIS_TURN = ("you've not chosen", "that hasn't been chosen")
allow("ChooseMode.this_turn", ("", *THIS_TURN))
