"""Effect Text that applies only on the turn the Equipment was attached (724, 475.2): "If this
was attached to me this turn, I have an additional +2 [M]." Attaching gives the Equipment a new
timestamp (475.2, rules/attachment.py); it was attached this turn when that timestamp was given
after the turn began (``State.turn_clock``, rules/turn_history.py). Applied by the layers
(rules/layers.py) for the unit it is attached to."""

from __future__ import annotations

from dataclasses import dataclass

from riftbound.cards.model import Static
from riftbound.cards.vocabulary import allow, free
from riftbound.errors import CardDefinitionError


@dataclass(frozen=True, slots=True)
class IfAttachedThisTurn(Static):
    """An Equipment's Effect Text passive ability about the unit it is attached to ("me",
    472.2.c) that applies only if it was attached this turn; only a Might change."""

    def __post_init__(self) -> None:
        if self.who != "me" or not isinstance(self.might, int) or not self.might or self.keywords or self.lose \
                or self.tags or self.set_might is not None or self.condition is not None:
            raise CardDefinitionError("IfAttachedThisTurn: 'If this was attached to me this turn, I have an "
                                      "additional +N [M]' only")

    def text(self) -> str:
        assert isinstance(self.might, int)
        return f"If this was attached to me this turn, I have an additional {self.might:+d} [M]."


allow("IfAttachedThisTurn.who", ("me",))
for _field in ("tag", "having", "named"):
    free(f"IfAttachedThisTurn.{_field}", "as Static's, and unused: it affects me")
