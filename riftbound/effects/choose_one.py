"""Instructions whose player picks one object as they resolve (355.17): spend a buff from
one of your units, take one of the looked-at cards, play one card. The decision is asked only
when there is a real choice (docs/rulings.md): with one option and no "you may" the engine
picks it, with none nothing is chosen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from riftbound.effects.primitives import Ctx, Effect

if TYPE_CHECKING:
    from riftbound.state import State


class ChooseOne(Effect):
    """Subclasses are dataclasses with an ``optional`` field ("you may") and define
    :meth:`choices`, :meth:`decision` and :meth:`chosen`."""

    optional: bool

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        raise NotImplementedError

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        """The pending decision shown to the player."""
        raise NotImplementedError

    def chosen(self, g: State, ctx: Ctx, obj: int) -> None:
        """Do the instruction with ``obj``."""
        raise NotImplementedError

    def may_decline(self) -> bool:
        """May the player choose none: "you may", or a choice the player can't be compelled
        to make."""
        return self.optional

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if g.res_count:
            return None
        choices = self.choices(g, ctx)
        if not choices or (len(choices) == 1 and not self.may_decline()):
            return None
        return self.decision(g, ctx, choices)

    def options(self, g: State, ctx: Ctx) -> list[tuple[Any, ...]]:
        opts: list[tuple[Any, ...]] = [("card", c) for c in self.choices(g, ctx)]
        return [*opts, ("no",)] if self.may_decline() else opts

    def answer(self, g: State, ctx: Ctx, action: tuple[Any, ...]) -> None:
        if action[0] == "card":
            self.chosen(g, ctx, action[1])

    def choose_alone(self, g: State, ctx: Ctx) -> None:
        """In :meth:`run`: when nothing was asked, make the only mandatory choice."""
        if g.res_count or self.may_decline():
            return
        choices = self.choices(g, ctx)
        if choices:
            self.chosen(g, ctx, choices[0])
