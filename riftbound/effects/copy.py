"""Copy instructions (472.1.b; rules/copies.py): "I become a copy of ...", "Play a
Reflection unit token. It becomes a copy of that unit."."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.info import CF_REPLACEMENT
from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow, free
from riftbound.effects.actions import BASE_WORDS, CreateToken
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.rules.copies import become_copy

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class BecomeCopy(Effect):
    """The permanent in slot ``target`` — or, with ``target`` None, the effect's source
    ("I") — becomes a copy of the object chosen in slot ``of`` (472.1.b.1), with that
    object's copyable traits (472.1.b.3)."""

    of: int = 0
    target: int | None = None

    def run(self, g: State, ctx: Ctx) -> None:
        sources = ctx.slot(self.of)
        if not sources:
            return  # 359.3.e.7: nothing left to copy
        objs = [ctx.source] if self.target is None else ctx.slot(self.target)
        for obj in objs:
            become_copy(g, obj, sources[0])

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        what = _target_text(targets, self.of)
        if self.target is None:
            return f"I become a copy of {what}."
        who = _target_text(targets, self.target)
        return f"{who[0].upper()}{who[1:]} becomes a copy of {what}."


@dataclass(frozen=True, slots=True)
class PlayCopy(CreateToken):
    """"Play a ready Reflection unit token. It becomes a copy of that unit." (439, 472.1.b):
    the tokens are played as :class:`CreateToken` plays them — their own "when you play me"
    abilities, not the copied ones, trigger — and then each becomes a copy of the object
    chosen in slot ``of`` (472.1.b.3: what that object copies, if it is a copy)."""

    of: int = 0

    def run(self, g: State, ctx: Ctx) -> None:
        if g.features & CF_REPLACEMENT:  # the tokens would be played later, once replaced
            raise NotImplementedError("472.1.b, 375: a played token that becomes a copy, in a game with "
                                      "replacement effects that may replace playing it, is not supported")
        sources = ctx.slot(self.of)
        first = len(g.o_card)
        CreateToken.run(self, g, ctx)
        index = next(i for i, c in enumerate(g.catalog) if c.id == self.token)
        if sources:
            for obj in range(first, len(g.o_card)):
                if g.o_card[obj] == index:
                    become_copy(g, obj, sources[0])

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        played = CreateToken.text(self, targets)
        it = "It becomes" if self.count == 1 else "They become"
        return f"{played} {it} {'a copy' if self.count == 1 else 'copies'} of {_target_text(targets, self.of)}."


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
free("PlayCopy.token", "a token card's id, looked up as the game is built")
allow("PlayCopy.base_word", BASE_WORDS)
