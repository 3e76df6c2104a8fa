"""Instructions that change characteristics for the rest of the turn through the layers
(468-475): "Give a unit [Tank] this turn", "Its Might becomes 4 this turn", "It loses all
keywords this turn". Each becomes an entry of ``g.cfx`` with the instruction's timestamp
(475.1); the layer system applies it while the object stays on the board (110), and it
expires with the turn's other "this turn" effects (317.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import TargetSpec, check_grantable, keyword_text
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.log import log, name
from riftbound.state import THIS_COMBAT

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class Give(Effect):
    """Layer 1: ``set_might`` (472.1.a.1) and ``tags``; layer 2: ``keywords`` gained and
    ``lose`` (``"*"``: every keyword, 472.2.a). ``this_turn``: until the turn ends (317.2);
    otherwise for as long as the object stays on the board ("Give it [Temporary]", 110);
    ``this_combat``: until the combat in progress ends ("It gains [Shield 2] this combat",
    461.7), nothing with no combat in progress."""

    target: int = 0
    keywords: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    set_might: int | None = None
    lose: tuple[str, ...] = ()
    this_turn: bool = True
    this_combat: bool = False
    grants_keywords: ClassVar[bool] = True

    def __post_init__(self) -> None:
        check_grantable(self.keywords)

    def changes(self) -> list[tuple[str, object]]:
        out: list[tuple[str, object]] = []
        if self.set_might is not None:
            out.append(("set_might", self.set_might))
        out.extend(("tag", t) for t in self.tags)
        out.extend(("lose", k) for k in self.lose)
        out.extend(("keyword", k) for k in self.keywords)
        return out

    def run(self, g: State, ctx: Ctx) -> None:
        if self.this_combat and g.combat < 0:
            return  # no combat for it to last (docs/rulings.md)
        ts = g.clock
        g.clock += 1
        duration = THIS_COMBAT if self.this_combat else int(self.this_turn)
        for obj in ctx.slot(self.target):
            for kind, value in self.changes():
                g.cfx.append((ts, obj, g.o_inc[obj], kind, value, duration))
            if g.log is not None:
                log(g, "472", f"{name(g, obj)} {self.body()}{self._duration()}")

    def body(self) -> str:
        parts: list[str] = []
        if self.keywords:
            parts.append("gets " + ", ".join(keyword_text(k) for k in self.keywords))
        parts.extend(f"gets the {t} tag" for t in self.tags)
        if self.set_might is not None:
            parts.append(f"has {self.set_might} [M] as its Might")
        if self.lose:
            parts.append("loses all keywords" if "*" in self.lose
                         else "loses " + ", ".join(keyword_text(k) for k in self.lose))
        return " and ".join(parts)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        who = _target_text(targets, self.target)
        if self.keywords and not (self.tags or self.lose or self.set_might is not None):
            return f"Give {who} {' and '.join(keyword_text(k) for k in self.keywords)}{self._duration()}."
        return f"{who[0].upper()}{who[1:]} {self.body()}{self._duration()}."

    def _duration(self) -> str:
        return " this combat" if self.this_combat else " this turn" if self.this_turn else ""
