"""Keywords every Equipment of a player gives (818, 724): "Your Equipment each give [Assault]."
A passive ability of the permanent or Legend that has it (365.1): while it is active, each
Equipment its controller controls that is attached to a unit gives that unit the keywords, as
the Equipment's own Effect Text would (724, 472.2.c): one instance per Equipment, so a unit with
two has [Assault 2] (807.2). Applied by the layers (rules/layers.py)."""

from __future__ import annotations

from dataclasses import dataclass

from riftbound.cards.model import Static, check_grantable, keyword_text
from riftbound.cards.vocabulary import allow, free
from riftbound.errors import CardDefinitionError


@dataclass(frozen=True, slots=True)
class EquipmentGives(Static):
    """``gives``: the keywords each of its controller's attached Equipment gives its unit. Its
    own Static fields stay empty: it changes nothing of its source."""

    gives: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        check_grantable(self.gives)
        own = (self.who, self.here, self.tag, self.having, self.might, self.set_might, self.tags, self.keywords,
               self.lose, self.condition, self.keyword_count, self.states, self.named)
        if not self.gives or own != ("me", False, None, None, 0, None, (), (), (), None, None, (), None):
            raise CardDefinitionError("EquipmentGives: 'Your Equipment each give ...' names the keywords only")

    def text(self) -> str:
        return f"Your Equipment each give {' and '.join(keyword_text(k) for k in self.gives)}."


allow("EquipmentGives.who", ("me",))  # the Static fields stay at their defaults
for _field in ("tag", "having", "named"):
    free(f"EquipmentGives.{_field}", "as Static's, and unused: it changes nothing of its source")
