"""The instruction of a replacement effect for playing a token (375): "play that token and an
additional copy instead" / "play that token and a 1 [M] Recruit token instead". It plays the
replaced event's token again, with the extra tokens, as new events that inherit where the
token would have entered and whether exhausted (rules/replacement.py, rules/token_play.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import PLAY_TOKEN, TargetSpec
from riftbound.cards.vocabulary import free
from riftbound.effects.actions import token_text
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import replacement

if TYPE_CHECKING:
    from riftbound.state import State

_COPIES = ("", "an additional copy", "two additional copies", "three additional copies")


@dataclass(frozen=True, slots=True)
class PlayThatToken(Effect):
    """"Play that token and ``copies`` additional copies [and <also>]" (375): ``also`` is the
    card id of another token played with it, or ""."""

    instead_of: ClassVar[str] = PLAY_TOKEN

    copies: int = 1
    also: str = ""

    def __post_init__(self) -> None:
        if not 0 <= self.copies < len(_COPIES) or (not self.copies and not self.also):
            raise ValueError(f"'play that token' adds 1-{len(_COPIES) - 1} copies or another token; "
                             f"got {self.copies} copies and {self.also!r}")

    def run(self, g: State, ctx: Ctx) -> None:
        also = next(i for i, c in enumerate(g.catalog) if c.id == self.also) if self.also else -1
        replacement.play_instead(g, self.copies, also)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        extra = [_COPIES[self.copies]] if self.copies else []
        if self.also:
            extra.append(token_text(self.also))
        return f"Play that token and {' and '.join(extra)}."


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
free("PlayThatToken.also", "a token card's id, looked up as the game is built")
