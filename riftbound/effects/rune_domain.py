"""Revealing the top rune of the rune deck and acting on its domain (Twisted Fate, Gambler):
"Reveal the top rune of your rune deck, then recycle it. Do one of the following based on its
domain: [R] - ... [B] - ... [Y] - ...".

The rune is revealed to every player (424.1: it stays in the rune deck, 424.1.a.2, shown until
the next action like any revealed card), then recycled to the bottom of its owner's rune deck
(416.1.b) — a recycle, so "when you recycle" abilities see it. "Do one of the following" is a
reflexive trigger (387.1; the Unleashed Rules FAQ, "Twisted Fate too?"): the one whose domain
is the rune's is added to the chain as a Pending Item (388.1) and makes its own choices then;
a rune of another domain, or no rune at all (an empty rune deck reveals nothing), creates
none (387.2). Every rune of the card pool has exactly one domain; a rune of several would
take the first option listed that matches one of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftbound.cards.model import DOMAIN_SYMBOLS, DOMAINS, TargetSpec
from riftbound.cards.vocabulary import allow
from riftbound.effects.created import Reflexive
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import game_actions as act
from riftbound.state import RUNE_DECK

if TYPE_CHECKING:
    from riftbound.state import State


@dataclass(frozen=True, slots=True)
class RevealRuneByDomain(Effect):
    """The controller reveals the top rune of their rune deck and recycles it; then the
    reflexive trigger ``effects[i]`` of the first ``domains[i]`` that is the rune's domain is
    created. ``effects`` holds the options (each a ``DO_THIS`` reflexive trigger, so they are
    the card's nested abilities, cards/nested.py), in the printed order."""

    domains: tuple[str, ...]
    effects: tuple[Reflexive, ...]

    def __post_init__(self) -> None:
        if not self.domains or len(self.domains) != len(self.effects) or len(set(self.domains)) != len(self.domains):
            raise ValueError("RevealRuneByDomain: one reflexive trigger for each of distinct domains")
        if any(not isinstance(e, Reflexive) or e.do is not None or e.times != 1 or e.then for e in self.effects):
            raise ValueError("RevealRuneByDomain: each option is a plain 'do this' reflexive trigger (387.1)")

    def run(self, g: State, ctx: Ctx) -> None:
        deck = g.zone_of(ctx.controller, RUNE_DECK) if ctx.controller >= 0 else []
        if not deck:
            return  # nothing to reveal: nothing to recycle, no option (387.2)
        rune = deck[-1]  # the top of the deck is the end of its list
        g.revealed.extend((rune, g.o_zone[rune]))
        if g.log is not None:
            log(g, "424.1", f"P{ctx.controller} reveals {name(g, rune)} from the top of their rune deck")
        its = g.catalog[g.o_card[rune]].domains
        act.recycle(g, rune, rule="416.1.b")
        for domain, option in zip(self.domains, self.effects, strict=True):
            if domain in its:
                option.run(g, ctx)
                return

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        options = " ".join(f"[{DOMAIN_SYMBOLS[d]}] - " + " ".join(e.text(r.ability.targets) for e in r.ability.effects)
                           for d, r in zip(self.domains, self.effects, strict=True))
        return ("Reveal the top rune of your rune deck, then recycle it. "
                f"Do one of the following based on its domain: {options}")


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("RevealRuneByDomain.domains", DOMAINS)
