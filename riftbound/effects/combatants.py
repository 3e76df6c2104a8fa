"""Instructions about the players of the combat going on (459.2.b): "the attacker and
defender each [Add] [1]" (Threshold of the Gray's "When combat starts here"). They name their
players, so they have no implied "you" (187.6.c) and work on an uncontrolled battlefield too."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import DOMAIN_INDEX, TargetSpec, power_symbol
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log
from riftbound.rules import game_actions as act

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class CombatantsAdd(Effect):
    """The attacker and the defender of the combat going on each add Energy and Power to
    their rune pool (429, 459.2.b.1-2); with no combat going on there is no attacker or
    defender, and nothing is added."""

    energy: int = 0
    power: tuple[str, ...] = ()
    needs_you: ClassVar[bool] = False
    adds: ClassVar[bool] = True

    def __post_init__(self) -> None:
        if self.energy < 0 or (not self.energy and not self.power):
            raise ValueError(f"the attacker and defender add something: energy {self.energy}, power {self.power}")
        bad = [d for d in self.power if d not in DOMAIN_INDEX]
        if bad:
            raise ValueError(f"unknown power domain(s) {bad} (161); known: {sorted(DOMAIN_INDEX)}")

    def run(self, g: State, ctx: Ctx) -> None:
        for p in (g.attacker, g.defender):
            if p >= 0 and not g.removed[p]:
                act.add(g, p, self.energy, self.power)
                if g.log is not None:
                    log(g, "429", f"P{p} adds {self.energy} energy and {len(self.power)} power")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        parts = ([f"[{self.energy}]"] if self.energy else []) + [power_symbol(d) for d in self.power]
        return "The attacker and defender each [Add] " + "".join(parts) + "."
