"""Looking at the top cards of the Main Deck and taking one: "Look at the top 3 cards of
your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest.", or
"... You may banish a unit from among them and play it, ignoring its cost. ..." The
looked-at cards are shown only to their owner (128.4): the pending ``look`` decision carries
them and :func:`riftbound.observe.observation` shows them to that player alone."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound import rng
from riftbound.cards.model import TargetSpec
from riftbound.cards.vocabulary import allow, free
from riftbound.effects.amounts import MightOf
from riftbound.effects.choose_one import ChooseOne
from riftbound.effects.play import COSTS, cost_text, grant_of, playable
from riftbound.effects.primitives import Ctx, Effect
from riftbound.log import log, name
from riftbound.rules import action_triggers, revealing, zones
from riftbound.rules import game_actions as act
from riftbound.rules.playing import start_limited_play
from riftbound.state import HAND, MAIN_DECK

if TYPE_CHECKING:
    from riftbound.state import State

CARD_TYPES = ("card", "unit", "gear", "spell")
RESTS = ("recycle", "trash")
TAKES = ("draw", "play", "hand")  # hand: "put 1 into your hand", not a draw (413)


@dataclass(frozen=True, slots=True)
class LookAtTop(ChooseOne):
    """Look at the top ``n`` cards of your Main Deck — as many as there are, never a Burn
    Out (431.1.c) — and take a ``card_type`` card from among them into your hand: revealing
    it to every player first with ``reveal`` (424), only if you choose to with ``optional``
    (decision ``look``, answered ``card REF`` or ``no``; a choice with one option is made
    for you). With ``take="play"`` the card is banished and played instead (427, 419.3), its
    cost changed by ``cost`` and ``less`` as for :class:`~riftbound.effects.play.PlayCard`;
    only cards that could be played to the end are offered (419.2.a, 355.8). The rest are
    recycled, in a random order when there are several (416.5), or with ``rest="trash"`` put
    into the trash. With ``take="hand"`` the card is put into the hand unrevealed and is not
    drawn ("Put 1 into your hand", no "when you draw" event, 413). ``min_cost`` keeps only
    cards whose printed Energy cost is at least that (131.4: "a spell with Energy cost [4] or
    more")."""

    n: int
    card_type: str = "card"
    reveal: bool = True
    optional: bool = True
    rest: str = "recycle"
    take: str = "draw"
    cost: str = ""
    less: int = 0
    min_cost: int = 0
    # "Then if you revealed a Bird, Cat, Dog, or Poro, do this: ...": ``effects`` done after the
    # rest is put away when the card taken has one of ``if_tags`` (its printed tags, 133.8)
    if_tags: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()
    # "a unit from among them that has Might up to 1 more than the killed unit": only cards whose
    # printed Might (a unit off the board has its inherent Might, 711) is at most that many more
    # than the Might of the unit chosen in slot 0, as it last existed on the board after an earlier
    # instruction of this ability killed it (359.3.e.13; its Might now if a replacement effect kept it
    # there, 370); none if it has no Might to read (359.3.e.12)
    killed_might_plus: int | None = None

    def __post_init__(self) -> None:
        if self.n < 1 or self.card_type not in CARD_TYPES or self.rest not in RESTS or self.take not in TAKES:
            raise ValueError(f"look: n is 1 or more, card_type one of {', '.join(CARD_TYPES)}, rest one of "
                             f"{', '.join(RESTS)}, take one of {', '.join(TAKES)}; got {self.n!r}, "
                             f"{self.card_type!r}, {self.rest!r}, {self.take!r}")
        if self.take != "play" and (self.cost or self.less):
            raise ValueError("look: cost and less change the cost of a card played (take: play)")
        if self.take == "hand" and (self.reveal or self.optional or self.card_type != "card" or self.rest != "recycle"):
            raise ValueError("look: 'put 1 into your hand and recycle the rest' (take: hand) takes any card, "
                             "unrevealed and not optional (reveal: false, optional: false)")
        if bool(self.if_tags) != bool(self.effects) or (self.if_tags and not self.reveal):
            raise ValueError("look: 'then if you revealed a <tag>' needs both if_tags and effects, and a card revealed")
        if self.killed_might_plus is not None and (self.killed_might_plus < 0 or self.card_type != "unit"):
            raise ValueError("look: killed_might_plus is 0 or more and compares the Might of units (card_type: unit)")
        if self.min_cost < 0:
            raise ValueError(f"look: min_cost is a printed Energy cost of 0 or more, got {self.min_cost}")
        if self.take == "play" and (self.reveal or self.cost not in COSTS or self.less < 0):
            raise ValueError(f"look: a card banished and played is not revealed (reveal: false); cost is one of "
                             f"{', '.join(c or '(none)' for c in COSTS)} and less 0 or more")

    def _looked(self, g: State, ctx: Ctx) -> list[int]:
        """The cards looked at and not taken, top first: once one is taken (``res_kept``)
        the others are the top ``n - 1``."""

        return g.zone_of(ctx.controller, MAIN_DECK)[::-1][: self.n - g.res_kept]

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        cat = g.catalog
        top = 99
        if self.killed_might_plus is not None:
            killed = MightOf(0).value(g, ctx)
            if killed is None:
                return []
            top = killed + self.killed_might_plus
        return [c for c in self._looked(g, ctx) if self.card_type in ("card", cat[g.o_card[c]].type)
                and cat[g.o_card[c]].energy >= self.min_cost and (cat[g.o_card[c]].might or 0) <= top
                and (self.take != "play" or playable(g, ctx.controller, c, grant_of(self.cost, self.less)))]

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        return ("look", ctx.controller, *self._looked(g, ctx))

    def run(self, g: State, ctx: Ctx) -> None:
        self.choose_alone(g, ctx)  # the only choice (an "up to one" would have asked)
        self._put_away(g, ctx)
        if self.if_tags:
            taken = g.res_chosen[:1]
            g.res_chosen.clear()
            if taken and set(g.catalog[g.o_card[taken[0]]].tags) & set(self.if_tags):
                for e in self.effects:
                    e.run(g, ctx)

    def _put_away(self, g: State, ctx: Ctx) -> None:
        rest = self._looked(g, ctx)
        if self.rest == "trash":
            for c in rest:
                zones.to_trash(g, c)
        elif rest:
            rng.shuffle(g, rest)  # 416.5: several recycled at once go in a random order
            for c in rest:
                act.recycle(g, c, whole=False)
            action_triggers.recycled_objects(g, rest)
        if g.log is not None and rest:
            log(g, "416.5" if self.rest == "recycle" else "108.2.b",
                f"P{ctx.controller} puts {len(rest)} looked-at card(s) "
                f"{'on the bottom of their Main Deck' if self.rest == 'recycle' else 'into their trash'}")

    def chosen(self, g: State, ctx: Ctx, card: int) -> None:
        """Reveal the card (424) and draw it (413.1): it goes to its owner's hand, where it
        stays revealed to every player until the next action (424.3); or put it there
        unrevealed, known to its owner only (128.4). Or banish it (427) and play it (419.3)."""

        g.res_kept = 1
        if self.if_tags:
            g.res_chosen.append(card)  # what was revealed, for "if you revealed a ..."
        if self.take == "play":
            zones.to_banishment(g, card)
            if g.log is not None:
                log(g, "427.2", f"P{ctx.controller} banishes {name(g, card)} from among the looked-at cards")
            start_limited_play(g, ctx.controller, card, grant_of(self.cost, self.less))
            return
        hand = zones.pzone(ctx.controller, HAND)
        if self.reveal:
            revealing.from_deck(g, (card,))  # revealed from among the top cards (424)
        zones.move(g, card, hand)
        if self.reveal:
            g.revealed.extend((card, hand))
        if g.log is not None:
            what = f"reveals and draws {name(g, card)}" if self.reveal else (
                "draws a looked-at card" if self.take == "draw" else "puts a looked-at card into their hand")
            log(g, "424.1" if self.reveal else "413.1" if self.take == "draw" else "128.4", f"P{ctx.controller} {what}")

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        top = "the top card" if self.n == 1 else f"the top {self.n} cards"
        among = "it" if self.n == 1 else "them"

        if self.take == "hand":
            return f"Look at {top} of your Main Deck. Put 1 into your hand and recycle the rest."
        a = f"a {self.card_type}" + (f" with Energy cost [{self.min_cost}] or more" if self.min_cost else "")
        if self.killed_might_plus is not None:  # "... and play it, ... Then recycle the rest."
            take = (f"banish {a} from among {among} that has Might up to {self.killed_might_plus} more than the "
                    f"killed unit and play it{cost_text(self.cost, self.less)}")
        elif self.take == "play":
            take = f"banish {a} from among {among}, then play it{cost_text(self.cost, self.less)}"
        elif self.reveal:
            take = f"reveal {a} from among {among} and draw it"
        else:
            take = f"draw {a} from among {among}"
        take = f"You may {take}" if self.optional else take[0].upper() + take[1:]
        rest = "Recycle the rest." if self.rest == "recycle" else "Put the rest into your trash."
        if self.killed_might_plus is not None:
            rest = "Then " + rest[0].lower() + rest[1:]
        then = ""
        if self.if_tags:
            tags = self.if_tags
            named = tags[0] if len(tags) == 1 else f"{', '.join(tags[:-1])}, or {tags[-1]}"
            body = " ".join(e.text(targets) for e in self.effects)
            then = f" Then if you revealed a {named}, {body[0].lower()}{body[1:]}"
        return f"Look at {top} of your Main Deck. {take}. {rest}{then}"


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("LookAtTop.card_type", CARD_TYPES)
allow("LookAtTop.rest", RESTS)
allow("LookAtTop.take", TAKES)
allow("LookAtTop.cost", COSTS)
free("LookAtTop.if_tags", "tags (133.8)")
