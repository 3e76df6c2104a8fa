"""Revealing the top cards of the Main Deck and taking from them: "Reveal the top card of your
Main Deck. If it's a gear, draw it. Otherwise, recycle it.", "Reveal the top 2 cards of your
Main Deck. You may banish one, then play it, reducing its cost by [2]. Draw any you didn't
banish."

Unlike looking (effects/look.py, 128.4), revealing shows the cards to every player (424.1):
they stay in the Main Deck (424.1.a.2) and are listed in ``State.revealed`` from the moment
the instruction begins, so every observation shows them during its decision and until the
next action (424.3). A card drawn stays revealed in the hand until then; several cards
recycled together go to the bottom in an order nobody knows (416.5), so they stop being
shown as they are recycled (docs/rulings.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow
from riftbound.effects.choose_one import ChooseOne
from riftbound.effects.play import cost_text, grant_of, playable
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import action_triggers, identity, last_known, revealing, zones
from riftbound.rules import game_actions as act
from riftbound.rules.playing import start_limited_play
from riftbound.state import HAND, MAIN_DECK

if TYPE_CHECKING:
    from riftbound.state import State

CARD_TYPES = ("card", "unit", "gear", "spell")
TAKES = ("draw", "play")
RESTS = ("recycle", "draw", "stay")


@dataclass(frozen=True, slots=True)
class RevealTop(ChooseOne):
    """Reveal the top ``n`` cards of your Main Deck — as many as there are, never a Burn Out
    (431.1.c) — and take one ``card_type`` card from among them: draw it (413), or with
    ``take="play"`` banish it (427) and play it (419.3), its Energy cost reduced by ``less``
    (356.4), only a card that could be played to the end being offered (419.2.a, 355.8).
    With ``optional`` ("you may") the player chooses (decision ``look``, answered ``card
    REF`` or ``no``); without it a card of the type is taken ("If it's a gear, draw it").
    The others are recycled (``rest="recycle"``, in a random order when there are several,
    416.5), drawn (``"draw"``: "Draw any you didn't banish") or left on top (``"stay"``).
    With ``here`` a unit played may also go to the source's battlefield ("If it is a unit,
    you may play it here", 359.3.f.1; rules.playing.item_locations)."""

    n: int = 1
    card_type: str = "card"
    take: str = "draw"
    optional: bool = True
    rest: str = "recycle"
    less: int = 0
    here: bool = False

    def __post_init__(self) -> None:
        if self.n < 1 or self.card_type not in CARD_TYPES or self.take not in TAKES or self.rest not in RESTS:
            raise ValueError(f"reveal_top: n is 1 or more, card_type one of {', '.join(CARD_TYPES)}, take one of "
                             f"{', '.join(TAKES)}, rest one of {', '.join(RESTS)}; got {self.n!r}, "
                             f"{self.card_type!r}, {self.take!r}, {self.rest!r}")
        if self.less < 0 or (self.less and self.take != "play"):
            raise ValueError("reveal_top: less is a discount of 0 or more on a card played (take: play)")
        if self.here and self.take != "play":
            raise ValueError("reveal_top: 'you may play it here' is for a card played (take: play)")
        if self.take == "draw" and self.rest == "draw":
            raise ValueError("reveal_top: drawing one card and the rest is drawing them all (Draw)")

    def _revealed(self, g: State, ctx: Ctx) -> list[int]:
        """The revealed cards not taken, top first: once one is taken (``res_kept``) the
        others are the top ``n - 1``."""
        return g.zone_of(ctx.controller, MAIN_DECK)[::-1][: self.n - g.res_kept]

    def _reveal(self, g: State, ctx: Ctx) -> None:
        """424.1: the top cards are shown to every player as the instruction begins."""
        cards = self._revealed(g, ctx)
        deck = zones.pzone(ctx.controller, MAIN_DECK)
        shown = g.revealed[0::2]
        new = [c for c in cards if c not in shown]
        for c in new:
            g.revealed.extend((c, deck))
        revealing.from_deck(g, new)  # "As I'm revealed from your deck" (424)
        if g.log is not None and new:
            log(g, "424.1", f"P{ctx.controller} reveals {', '.join(name(g, c) for c in new)} "
                            "from the top of their Main Deck")

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        cat = g.catalog
        return [c for c in self._revealed(g, ctx) if self.card_type in ("card", cat[g.o_card[c]].type)
                and (self.take == "draw" or playable(g, ctx.controller, c, grant_of("", self.less)))]

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        return ("look", ctx.controller, *self._revealed(g, ctx))

    def ask(self, g: State, ctx: Ctx) -> tuple[Any, ...] | None:
        if not g.res_count:
            self._reveal(g, ctx)
        return ChooseOne.ask(self, g, ctx)

    def chosen(self, g: State, ctx: Ctx, card: int) -> None:
        """Draw the card (413.1), still revealed in the hand until the next action (424.3),
        or banish it (427) and play it (419.3)."""
        g.res_kept = 1
        if self.take == "play":
            zones.to_banishment(g, card)
            if g.log is not None:
                log(g, "427.2", f"P{ctx.controller} banishes {name(g, card)} from among the revealed cards")
            start_limited_play(g, ctx.controller, card, grant_of("", self.less, self._here(g, ctx)))
            return
        self._draw(g, ctx, [card])

    def _here(self, g: State, ctx: Ctx) -> int:
        """The battlefield the source is at, for ``here``; -1 when none (359.3.e.12)."""
        if not self.here:
            return -1
        zone = last_known.location(g, ctx.source, ctx.lki)
        return zone if zone is not None and g.zone_kind[zone] == zones.BF_LOCATION else -1

    def _draw(self, g: State, ctx: Ctx, cards: list[int]) -> None:
        hand = zones.pzone(ctx.controller, HAND)
        for c in cards:
            zones.move(g, c, hand)
            g.revealed.extend((c, hand))
        if g.log is not None:
            log(g, "413.1", f"P{ctx.controller} draws {', '.join(name(g, c) for c in cards)}")

    def run(self, g: State, ctx: Ctx) -> None:
        self.choose_alone(g, ctx)  # the only choice (a "you may" would have asked)
        rest = self._revealed(g, ctx)
        if not rest or self.rest == "stay":
            return
        if self.rest == "draw":
            self._draw(g, ctx, rest)
            return
        recycle_revealed(g, ctx.controller, rest)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        top = "the top card" if self.n == 1 else f"the top {self.n} cards"
        first = f"Reveal {top} of your Main Deck."
        if not self.optional:  # "If it's a gear, draw it. Otherwise, recycle it."
            verb = "draw it" if self.take == "draw" else f"banish it, then play it{cost_text('', self.less)}"
            out = f"{first} If it's a {self.card_type}, {verb}."
            if self.rest == "recycle":
                out += " Otherwise, recycle it." if self.n == 1 else " Recycle the rest."
            elif self.rest == "draw":
                out += " Otherwise, draw it." if self.n == 1 else " Draw the rest."
            return out
        one = "one" if self.card_type == "card" else f"a {self.card_type} from among them"
        take = (f"banish {one}, then play it{cost_text('', self.less)}" if self.take == "play"
                else f"draw {one}")
        here = " If it is a unit, you may play it here." if self.here else ""
        rest = {"recycle": " Recycle the rest.", "draw": " Draw any you didn't banish.", "stay": ""}[self.rest]
        return f"{first} You may {take}.{here}{rest}"


def recycle_revealed(g: State, player: int, rest: list[int]) -> None:
    """``player`` recycles the revealed cards ``rest`` of their Main Deck, in a random order
    nobody knows when there are several (416.5); those stop being shown."""
    for c in rest:
        act.recycle(g, c, whole=False)
    if len(rest) > 1:
        identity.shuffle_cards(g, rest)
        for i in range(len(g.revealed) - 2, -1, -2):
            if g.revealed[i] in rest:
                del g.revealed[i:i + 2]
    if rest:
        action_triggers.recycled_objects(g, rest)
        if g.log is not None:
            log(g, "416.5", f"P{player} puts {len(rest)} revealed card(s) on the bottom of their Main Deck")


@dataclass(frozen=True, slots=True)
class RevealUntilPlay(Effect):
    """"Reveal cards from the top of your Main Deck until you reveal a unit and banish it.
    Play it, ignoring its cost, and recycle the rest.": the controller reveals from the top
    (424.1) down to the first card of ``card_type`` — the whole deck when there is none, never
    a Burn Out (431.1.c.1) — banishes that card (427) and plays it, ignoring its cost (419.3,
    356.1.b.1; a play that can't be finished leaves it in banishment, 358.4), and recycles the
    other revealed cards (416.5)."""

    card_type: str = "unit"

    def __post_init__(self) -> None:
        if self.card_type not in CARD_TYPES[1:]:
            raise ValueError(f"reveal_until_play: card_type is one of {', '.join(CARD_TYPES[1:])}; "
                             f"got {self.card_type!r}")

    def run(self, g: State, ctx: Ctx) -> None:
        me = ctx.controller
        deck = zones.pzone(me, MAIN_DECK)
        shown: list[int] = []
        found = -1
        for c in reversed(g.zones[deck]):
            shown.append(c)
            if g.catalog[g.o_card[c]].type == self.card_type:
                found = c
                break
        if not shown:
            return  # 431.1.c.1: an empty deck reveals nothing
        for c in shown:
            g.revealed.extend((c, deck))
        if g.log is not None:
            log(g, "424.1", f"P{me} reveals {', '.join(name(g, c) for c in shown)} from the top of their Main Deck")
        if found >= 0:
            shown.remove(found)
            zones.to_banishment(g, found)
            if g.log is not None:
                log(g, "427.2", f"P{me} banishes {name(g, found)}")
            action_triggers.banished(g, me, [found])
            start_limited_play(g, me, found, grant_of("ignore", 0))
        recycle_revealed(g, me, shown)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        return (f"Reveal cards from the top of your Main Deck until you reveal a {self.card_type} and banish it. "
                "Play it, ignoring its cost, and recycle the rest.")


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("RevealTop.card_type", CARD_TYPES)
allow("RevealTop.take", TAKES)
allow("RevealTop.rest", RESTS)
allow("RevealUntilPlay.card_type", CARD_TYPES[1:])
