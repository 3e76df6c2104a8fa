"""Modes of a spell or ability: "Choose one - ..." (355.3). A spell or ability whose one
instruction lists modes has them chosen in step 2 of playing it, before its targets (355.3,
355.5): each mode chosen then chooses its own targets (355.5-355.8), and only the
instructions of the modes chosen are executed (359.3). The choice can't be changed
afterwards (355.15).

A mode can be chosen only if its targets can be (355.8, 355.16: a choice that makes the play
illegal later is not offered); with none the play can't go on (358.4). A single possible mode
is chosen for the player, like a single legal target (docs/rulings.md). With Repeat each
execution chooses its own modes (820.2.a: "may make different choices"); "Choose one you
haven't already chosen" never repeats a mode across executions. "Choose two" chooses two
different modes. The chosen modes are kept on the chain item (``ChainItem.modes``) as mode
indices, one per choice, execution after execution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftbound.cards.instruction import Effect
from riftbound.keywords import repeat
from riftbound.log import log
from riftbound.rules import modes_used, named_tags, targeting

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import ChainItem, State


def modal(effects: tuple[Effect, ...]) -> Effect | None:
    """The instruction listing modes, when it is the item's only instruction."""
    if len(effects) == 1 and effects[0].modes():
        return effects[0]
    return None


def needed(m: Effect, executions: int) -> int:
    """How many modes the item chooses: per execution, for each execution (820.2.a)."""
    return m.modes_chosen()[0] * executions


def options(g: State, item: ChainItem, m: Effect, at_bf: int = -1) -> list[int]:
    """The modes that may be chosen next: not already chosen for this execution (or, for
    "one you haven't already chosen", for any execution), and with legal choices for their
    targets (355.8)."""
    per, distinct = m.modes_chosen()
    done = item.modes if distinct else item.modes[len(item.modes) - len(item.modes) % per:]
    if m.modes_per_turn() and item.kind == "ability":  # "one you've not chosen this turn"
        done = (*done, *modes_used.chosen(g, item.obj, item.ability))
    return [i for i, (specs, _) in enumerate(m.modes())
            if i not in done and (not specs or targeting.has_enough(g, specs, item.controller, item.uid, at_bf))]


def any_choosable(g: State, m: Effect, player: int, at_bf: int = -1,
                  used: frozenset[int] = frozenset()) -> bool:
    """Can a play of it choose a mode (355.8)? Used to offer the card or ability at all
    (419.2.a); ``used``: the modes it may not choose again this turn."""
    return any(i not in used and (not specs or targeting.has_enough(g, specs, player, -1, at_bf))
               for i, (specs, _) in enumerate(m.modes()))


def choose(g: State, item: ChainItem, m: Effect, executions: int, at_bf: int = -1) -> int:
    """Fill the item's modes: 1 when all are chosen, 0 while the player decides (decision
    ``mode``), -1 when no mode can be chosen (358.4)."""
    while len(item.modes) < needed(m, executions):
        opts = options(g, item, m, at_bf)
        if not opts:
            return -1
        if len(opts) > 1 and m.names_tag():
            g.pending = ("name_tag", item.controller, item.uid)  # a tag named (rules/named_tags.py)
            return 0
        if len(opts) > 1:
            g.pending = ("mode", item.controller, item.uid)
            return 0
        pick(g, item, m, opts[0], -1)
    return 1


def pick(g: State, item: ChainItem, m: Effect, mode: int, chooser: int) -> None:
    """``mode`` of ``m`` is chosen for the item (355.3), by ``chooser`` or, the only one
    possible, for them (-1)."""
    item.modes = (*item.modes, mode)
    if m.modes_per_turn() and item.kind == "ability":
        modes_used.note(g, item.obj, item.ability, mode)
    if g.log is not None and m.names_tag():
        log(g, "133.8", f"P{chooser} names {named_tags.NAMEABLE[mode]} for {g.catalog[g.o_card[item.obj]].name}")
    elif g.log is not None:
        who = f"P{chooser} chooses" if chooser >= 0 else "the only possible mode is"
        log(g, "355.3", f"{who} mode {mode + 1} for {g.catalog[g.o_card[item.obj]].name}")


def specs(m: Effect, chosen: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    """The item's target slots: those of each chosen mode, in the order chosen."""
    modes = m.modes()
    return tuple(s for i in chosen for s in modes[i][0])


def effects(m: Effect, chosen: tuple[int, ...]) -> list[Effect]:
    """The instructions executed: each chosen mode's, pointing at its own target slots."""
    modes = m.modes()
    out: list[Effect] = []
    offset = 0
    for i in chosen:
        mode_specs, mode_effects = modes[i]
        out.extend(repeat.shifted(mode_effects, offset) if offset else mode_effects)
        offset += len(mode_specs)
    return out
