"""Tokens an instruction just played, remembered for the instructions after it: "Play a 2 [M]
Sand Soldier unit token. You may pay [O] to ready it." (a cost within instructions, 742.1),
"Play a 2 [M] Sand Soldier unit token for each Equipment you control. Then do this: Ready up
to two of them." (a reflexive trigger, 387-388).

``PlayTokensThem(token, count, ..., them=N)`` plays the tokens as :class:`CreateToken` does
(439, 182.1.a), then remembers those that were played in slot ``them``, the slot past the
item's targets and references: its later instructions act on that slot ("it", "them"), and a
reflexive trigger it creates refers to them (388.1; its ``TargetSpec(among_it=True)`` chooses
among them). "Them" are the tokens played in the event's place: a play replaced by playing
that token and another one names both, one replaced by something else or not allowed
(054.1) names nothing (375; docs/rulings.md "Tokens an instruction just played")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from riftbound.cards.model import TOKEN
from riftbound.cards.vocabulary import allow, free
from riftbound.effects.actions import BASE_WORDS, CreateToken
from riftbound.effects.primitives import Ctx, Effect
from riftbound.rules import zones

if TYPE_CHECKING:
    from riftbound.cards.model import TargetSpec
    from riftbound.state import State


MARK = -2  # State.did: the first object number the tokens may have (the object count as they are played)


@dataclass(frozen=True, slots=True)
class PlayTokensThem(CreateToken):
    """Play tokens as :class:`CreateToken` does and remember them in slot ``them`` (see the
    module docstring). Done as two steps of the resolving item's instructions (rules/chain.py):
    the plays, then — once replacement effects have applied to them, after a player's choice
    among them if there is one (372-373) — the remembering."""

    them: int = field(default=0, kw_only=True)

    def steps(self) -> tuple[Effect, ...]:
        return (_Play(self), _Remember(self.them))

    def run(self, g: State, ctx: Ctx) -> None:
        raise NotImplementedError("439, 375: tokens remembered for the instructions after them are played as steps "
                                  "of a spell's or ability's instructions on the chain, not nested in another "
                                  "instruction")


@dataclass(frozen=True, slots=True)
class _Play(Effect):
    """The plays (439, 182.1.a), noting in ``State.did`` where the new objects begin."""

    play: PlayTokensThem

    def run(self, g: State, ctx: Ctx) -> None:
        g.did[:] = [MARK, len(g.o_card)]
        CreateToken.run(self.play, g, ctx)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return self.play.text(targets)


@dataclass(frozen=True, slots=True)
class _Remember(Effect):
    """The tokens those plays put on the board, in their place too (375), remembered on the
    resolving item in slot ``them``, past its targets and references (388.1)."""

    them: int

    def run(self, g: State, ctx: Ctx) -> None:
        item = g.resolving
        if item is None or item.uid != ctx.uid or len(ctx.targets) != self.them or g.did[:1] != [MARK]:
            raise NotImplementedError(f"PlayTokensThem: the tokens are remembered on the resolving item, in "
                                      f"slot {self.them} past its {len(ctx.targets)} targets and references")
        first = g.did[1]
        g.did[:] = []
        played = [obj for obj in range(first, len(g.o_card)) if zones.on_board(g, obj)
                  and TOKEN in g.catalog[g.o_card[obj]].supertypes]
        item.refs = (*item.refs, tuple((obj, g.o_inc[obj]) for obj in played))
        ctx.targets.append(played)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return ""


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
free("PlayTokensThem.token", "a token card's id, looked up as the game is built")
allow("PlayTokensThem.base_word", BASE_WORDS)
