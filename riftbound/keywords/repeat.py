"""Repeat [Cost] (820): an optional additional cost on a spell; for each Repeat paid its
instructions are executed once more (820.1.d, 820.3), with their own choices made while
playing it (820.2, 820.2.a). The spell is still played once (820.3.a)."""

from __future__ import annotations

from dataclasses import fields, replace

from riftbound.cards.instruction import Amount, Effect
from riftbound.cards.model import CardDef, Condition, TargetSpec

KEYWORD = "repeat"


def times_paid(card_costs: tuple[object, ...], paid: tuple[bool, ...]) -> int:
    """How many Repeat costs were paid."""
    return sum(1 for p, ac in zip(paid, card_costs, strict=False) if p and getattr(ac, "repeat", False))


def targets(card: CardDef, repeats: int) -> tuple[TargetSpec, ...]:
    """Each execution chooses its own targets (820.2.a): the spell's target slots, again for
    every Repeat paid."""
    n = len(card.targets)
    return tuple(t if t.other_than is None else replace(t, other_than=t.other_than + k * n)  # its own slots
                 for k in range(1 + repeats) for t in card.targets)


def shifted(effects: tuple[Effect, ...], offset: int) -> list[Effect]:
    """The instructions of one more execution, pointing at that execution's targets (a slot
    of -1 is the source, not a target; a computed amount reads that execution's targets)."""
    out: list[Effect] = []
    for eff in effects:
        names = {f.name for f in fields(eff)}  # type: ignore[arg-type]
        slots = {n: getattr(eff, n) for n in ("target", "to", "other", "by", "at") if n in names}
        changes: dict[str, object] = {n: v + offset for n, v in slots.items() if isinstance(v, int) and v >= 0}
        changes.update({n: v.shifted(offset) for n, v in slots.items()  # an All (effects/every.py)
                        if not isinstance(v, int | str) and hasattr(v, "shifted")})
        changes.update({n: getattr(eff, n).shifted(offset) for n in ("amount", "n", "count")
                        if n in names and isinstance(getattr(eff, n), Amount)})
        if getattr(eff, "inner_slots", False):  # "if ...", "... instead": instructions on the item's targets
            changes.update({n: tuple(shifted(getattr(eff, n), offset)) for n in ("effects", "instead")
                            if n in names})
        cond = getattr(eff, "condition", None)
        if isinstance(cond, Condition) and cond.of is not None:  # "if it's ...": that execution's target
            changes["condition"] = replace(cond, of=cond.of + offset)
        out.append(replace(eff, **changes) if changes else eff)  # type: ignore[type-var]
    return out
