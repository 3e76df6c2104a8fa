""""As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag." (Ivern, Friend to All): a
choice made while the unit is played, in step 2 with the modes of a spell (355.3; decision
``mode``, rules/card_modes.py), kept on its chain item; as the unit enters the board its chosen
mode is done (359.2, rules/playing.py): it gains that tag for as long as it stays on the board
(133.8, layer 1; a new object that leaves and comes back has no tag chosen, 359.3.e.4)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from riftbound.cards.instruction import SELF
from riftbound.cards.vocabulary import allow
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.give import Give
from riftbound.rules.tag_set import PETS

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec


def _modes(tags: tuple[str, ...]) -> tuple[Mode, ...]:
    return tuple(Mode((Give(SELF, tags=(t,), this_turn=False),)) for t in tags)


@dataclass(frozen=True)
class ChooseTagAsPlayed(ChooseMode):
    """One of ``tags`` chosen as the unit is played, which it gains as it enters (a mode each)."""

    listed: tuple[Mode, ...] = field(default_factory=lambda: _modes(PETS))
    tags: tuple[str, ...] = PETS

    def __post_init__(self) -> None:
        if self.listed != _modes(self.tags):
            raise ValueError("ChooseTagAsPlayed: its modes are its tags, one each")
        ChooseMode.__post_init__(self)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        listed = f"{', '.join(self.tags[:-1])}, or {self.tags[-1]}"
        return f"As you play me, choose {listed}. I gain that tag."


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("ChooseTagAsPlayed.this_turn", ("",))  # chosen as it is played, never "this turn"
