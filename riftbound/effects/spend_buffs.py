""""Spend any number of buffs. For each buff spent, channel 1 rune exhausted." (Albus Ferros): the
player spends, one at a time, the buffs of any number of units they control (702.2.b; none
included), each a cost within the instruction (742.1, 355.10.c.1), and the instructions are
done once for each buff spent. The same choice as "for each friendly unit, you may spend its
buff to ..." (effects/each_buff.py), worded for the buffs rather than the units."""

from __future__ import annotations

from dataclasses import dataclass

from riftbound.cards.model import TargetSpec
from riftbound.effects.each_buff import EachMaySpendBuff


@dataclass(frozen=True, slots=True)
class SpendAnyBuffs(EachMaySpendBuff):
    """Spend the buffs of any number of the controller's units of ``group`` (``every("unit",
    controller="you")``; decision ``spend_buff``, answered ``card REF``, ``no`` to stop), doing
    ``effects`` for each buff spent."""

    def __post_init__(self) -> None:
        super(SpendAnyBuffs, self).__post_init__()
        if self.group.spec.controller != "you" or self.group.spec.kind != "unit" or self.group.where != "any":
            raise ValueError("702.2.b: 'spend any number of buffs' spends those of your units: "
                             "every('unit', controller='you')")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        parts = [e.text(targets).rstrip(".") for e in self.effects]
        parts = [p[0].lower() + p[1:] for p in parts]
        body = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
        return f"Spend any number of buffs. For each buff spent, {body}."
