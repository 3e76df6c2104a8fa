""""As you play this, name a tag." (The List): a choice made while the permanent is played, in
step 2 with the modes of a card (355.3; rules/card_modes.py), one mode per tag a player may name
(rules/named_tags.py NAMEABLE), asked in decision ``name_tag``; kept on its chain item, and
remembered by the permanent as it enters the board (359.2, rules/playing.py), for "a unit with
the named tag" (TargetSpec ``named_tag``)::

    card("unl-138", effects=(NameTagAsPlayed(),),
         abilities=(ActivatedAbility(Cost(exhaust_self=True), (MightThisTurn(-2),),
                                     targets=(TargetSpec("unit", named_tag=True),)),))
        # As you play this, name a tag. [E]: Give a unit with the named tag -2 [M] this turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from riftbound.cards.vocabulary import allow
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import named_tags

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class NameTag(Effect):
    """The permanent entering remembers the tag ``NAMEABLE[index]`` named as it was played."""

    index: int

    def run(self, g: State, ctx: Ctx) -> None:
        named_tags.remember(g, ctx.source, self.index)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Name {named_tags.NAMEABLE[self.index]}."


_MODES = tuple(Mode((NameTag(i),)) for i in range(len(named_tags.NAMEABLE)))


@dataclass(frozen=True)
class NameTagAsPlayed(ChooseMode):
    """A tag named as the permanent is played: one of the nameable tags, a mode each."""

    listed: tuple[Mode, ...] = field(default_factory=lambda: _MODES)

    def __post_init__(self) -> None:
        if self.listed != _MODES or self.count != 1 or self.unchosen or self.this_turn:
            raise ValueError("NameTagAsPlayed: one tag named, among all the tags that may be named (133.8)")
        ChooseMode.__post_init__(self)

    def names_tag(self) -> bool:
        return True

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return "As you play this, name a tag."


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("NameTagAsPlayed.this_turn", ("",))  # named as it is played, never "this turn"
