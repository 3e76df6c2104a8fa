"""Copy instructions (472.1.b; rules/copies.py): "I become a copy of ...", "Play a
Reflection unit token. It becomes a copy of that unit."."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.catalog import get
from riftbound.cards.instruction import named_before
from riftbound.cards.model import TargetSpec, check_grantable, keyword_text
from riftbound.cards.vocabulary import allow, free
from riftbound.effects.actions import BASE_WORDS, CreateToken
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.rules import zones
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
    chosen in slot ``of`` (472.1.b.3: what that object copies, if it is a copy). ``keywords``
    are then given to each ("Give it [Temporary]"), for as long as it stays on the board (110):
    layer 2, on top of the copied traits (472.1.b, 472.2).

    In a game with replacement effects the token plays are replaceable events (375,
    rules/token_play.py); those no replacement effect replaces are played at once, and so
    are those a replacement effect replaced automatically, and the tokens of that kind played
    by this instruction become copies (docs/rulings.md "Copy effects"). A token play that
    waits for a player to choose among replacement effects (372) would be played after this
    instruction finishes; that is refused (no real card has an "if you would play a token"
    replacement effect yet)."""

    of: int = 0
    keywords: tuple[str, ...] = field(default=(), kw_only=True)
    grants_keywords: ClassVar[bool] = True

    def __post_init__(self) -> None:
        CreateToken.__post_init__(self)
        check_grantable(self.keywords)

    def run(self, g: State, ctx: Ctx) -> None:
        sources = ctx.slot(self.of)
        first = len(g.o_card)
        CreateToken.run(self, g, ctx)
        if g.rp_batch:  # 372: a replacement choice is pending; the tokens are not played yet
            raise NotImplementedError("472.1.b, 372, 375: a token that becomes a copy, whose play waits for "
                                      "a choice among replacement effects, is not supported")
        index = next(i for i, c in enumerate(g.catalog) if c.id == self.token)
        played = [obj for obj in range(first, len(g.o_card)) if g.o_card[obj] == index and zones.on_board(g, obj)]
        if sources:
            for obj in played:
                become_copy(g, obj, sources[0])
        if self.keywords and played:
            ts = g.clock
            g.clock += 1
            for obj in played:
                for k in self.keywords:
                    g.cfx.append((ts, obj, g.o_inc[obj], "keyword", k, 0))  # while on the board (110)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        # a token that becomes a copy is worded without its Might, which the copy replaces (472.1.b.1)
        might = get(self.token).might
        played = CreateToken.text(self, targets).replace(f" {might} [M] ", " ", 1)
        it = "It becomes" if self.count == 1 else "They become"
        # "Choose a unit. ... a copy of that unit." (written together, effects/it.py)
        of = f"that {targets[self.of].kind}" if named_before(self.of) and self.of < len(targets) \
            else _target_text(targets, self.of)
        out = f"{played} {it} {'a copy' if self.count == 1 else 'copies'} of {of}."
        if self.keywords:
            given = " and ".join(keyword_text(k) for k in self.keywords)
            out += f" Give {'it' if self.count == 1 else 'them'} {given}."
        return out


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
free("PlayCopy.token", "a token card's id, looked up as the game is built")
allow("PlayCopy.base_word", BASE_WORDS)
