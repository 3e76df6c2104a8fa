""""Give another friendly unit my keywords and +[M] equal to my Might this turn." (Kato the
Arm; the Spiritforged FAQ: his current keywords and Might, "locked in as the ability
resolves").

As it executes, the source's keywords and Might are read once, as they are now (the layers,
468-475), then given to each chosen unit for the turn, with one timestamp (475.1):
- every keyword the layers give the source (printed, granted, an Equipment's passive Effect
  Text), each with its summed value, so a value adds to the unit's own (Assault 807.2, Shield
  814.2, Deflect 809.2, Hunt 823.2) and a keyword that stands for a triggered ability triggers
  as the unit's (801.3.a, keywords/granted.py);
- the keyword abilities an attached Equipment's Effect Text gives the source (718.3): a
  [Deathknell] stands for "When I die, [Effect]" with its own effect (808.1.b-c), and a
  [Level N] leads its own text (727.1), so the unit gets that whole ability — "me" in it is the
  unit (rules/given.py);
- +[M] equal to the source's Might (0 if below 0, 143.2.b).
A source no longer on the board as the same object gives nothing (359.3.e.12)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from riftbound.cards.model import TargetSpec
from riftbound.effects.amounts import SELF, unit_of
from riftbound.effects.primitives import Ctx, Effect, _target_text
from riftbound.keywords import keywords_of
from riftbound.log import log, name
from riftbound.rules import given
from riftbound.rules.might import effective_might

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class GiveMyKeywords(Effect):
    """Give the unit of slot ``target`` the source's keywords and +[M] equal to its Might this
    turn (see the module)."""

    target: int = 0
    grants_keywords: ClassVar[bool] = True
    # any keyword, whichever the source has as it resolves (cards/info.py keyword_changes: "*")
    keywords: ClassVar[tuple[str, ...]] = ("*",)

    def run(self, g: State, ctx: Ctx) -> None:
        me = unit_of(g, ctx, SELF)
        if me is None:
            return  # 359.3.e.12: no "me", nothing to give
        kws = sorted(keywords_of(g, me).items())
        abilities = _keyword_abilities(g, me)
        might = max(0, effective_might(g, me))  # 143.2.b
        ts = g.clock
        g.clock += 1
        for obj in ctx.slot(self.target):
            inc = g.o_inc[obj]
            for k, v in kws:
                g.cfx.append((ts, obj, inc, "keyword", f"{k}:{v}" if v != 1 else k, 1))
            for value in abilities:
                g.cfx.append((ts, obj, inc, given.KIND, value, 1))
            g.o_mod[obj] += might
            if g.log is not None:
                log(g, "472", f"{name(g, obj)} gets {name(g, me)}'s keywords "
                              f"({', '.join(k for k, _ in kws) or 'none'}; {len(abilities)} keyword abilities) "
                              f"and {might:+d} Might this turn")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return f"Give {_target_text(targets, self.target)} my keywords and +[M] equal to my Might this turn."


def _keyword_abilities(g: State, unit: int) -> list[str]:
    """The keyword abilities ``unit``'s attachments give it now (718.3, in the order of the
    cards at its location, as rules/effect_text.py ``appended``) and those given to it this
    turn, as :data:`riftbound.rules.given.KIND` values, each once."""
    out = [given.name(c, k) for c in g.zones[g.o_zone[unit]] if g.o_attached[c] == unit
           for k, ab in enumerate(g.catalog[g.o_card[c]].effect_text) if given.led_by_keyword(ab)]
    out.extend(v for _, c, k in given.given_to(g, unit) if (v := given.name(c, k)) not in out)
    return out
