"""A passive ability changing what the Gold tokens' Add ability adds (429, 184.5, 365.1):
"While your score is within 3 points of the Victory Score, your Gold [Add] an additional [1]."
(Renata Glasc, Chem-Baroness). While its source is on the board and its condition holds for
its controller, each Gold its controller controls adds ``energy`` more Energy when its Add
ability resolves, and is counted so while that player pays a cost (357.1.a;
rules/gold_adds_more.py, rules/payment.py)."""

from __future__ import annotations

from dataclasses import dataclass

from riftbound.cards.model import Condition, Static
from riftbound.cards.vocabulary import allow, free
from riftbound.errors import CardDefinitionError

GOLD = "Gold"  # the Gold gear token (184.5)


@dataclass(frozen=True, slots=True)
class GoldAddsMore(Static):
    """``energy``: the Energy each of its controller's Gold adds besides its own; ``while_``:
    when ("your score is within N points of the Victory Score", 478.3). Its own Static fields
    stay empty: it changes nothing of its source."""

    energy: int = 0
    while_: Condition | None = None

    def __post_init__(self) -> None:
        own = (self.who, self.here, self.tag, self.having, self.might, self.set_might, self.tags, self.keywords,
               self.lose, self.condition, self.keyword_count, self.states, self.named)
        if self.energy < 1 or own != ("me", False, None, None, 0, None, (), (), (), None, None, (), None):
            raise CardDefinitionError("GoldAddsMore: 'your Gold [Add] an additional [N]' names N >= 1 and a "
                                      "condition only")
        if self.while_ is not None and self.while_.kind != "score_near_victory":
            raise CardDefinitionError("GoldAddsMore: only 'While your score is within N points of the Victory "
                                      "Score' is supported (rules/gold_adds_more.py reads it)")

    def text(self) -> str:
        lead = f"{self.while_.text()}, your" if self.while_ is not None else "Your"
        return f"{lead} {GOLD} [Add] an additional [{self.energy}]."


allow("GoldAddsMore.who", ("me",))  # the Static fields stay at their defaults
for _field in ("tag", "having", "named"):
    free(f"GoldAddsMore.{_field}", "as Static's, and unused: it changes nothing of its source")
