"""Playing a card as an instruction (419.3): "You may play a unit from your trash, ignoring
its cost", "Play the top card of your Main Deck", "... reducing its cost by [2]".
The card goes through the process of play like any other (349-359) once the instruction's
item has resolved (354.3), without timing restrictions (419.3.b); see
:func:`riftbound.rules.playing.start_limited_play`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftbound.cards.info import CF_RESTRICTION
from riftbound.cards.instruction import Amount, evaluate, sign
from riftbound.cards.model import KEYWORD_NAMES, TargetSpec, keyword_text
from riftbound.cards.vocabulary import allow
from riftbound.effects.choose_one import ChooseOne
from riftbound.effects.primitives import Ctx, _target_text
from riftbound.rules import costs, last_known, payment, restrictions, zones
from riftbound.rules.playing import (
    WHERE_BASE,
    WHERE_BATTLEFIELD,
    WHERE_CONTROLLED,
    play_locations,
    start_limited_play,
)
from riftbound.rules.targeting import has_enough
from riftbound.state import HAND, MAIN_DECK, TRASH

if TYPE_CHECKING:
    from riftbound.state import State

ZONES = ("hand", "trash", "main_deck")  # main_deck: its top card only
CARD_TYPES = ("card", "unit", "gear", "spell")
COSTS = ("", "ignore", "ignore_energy", "ignore_power")  # 356.1.b.1, 356.1.b.2
_COST_TEXT = {"": "", "ignore": ", ignoring its cost", "ignore_energy": ", ignoring its Energy cost",
              "ignore_power": ", ignoring its Power cost"}


# where a unit played goes: "to your base", "to any battlefield", "to a battlefield you control"
DESTS = ("", "base", "battlefield", "controlled")


def grant_of(cost: str, less: int, where: int = -1, recycle: bool = False) -> tuple[int, ...]:
    """What an instruction allows the card it plays (``ChainItem.grant``): ignore its Energy
    cost, ignore its Power cost (356.1.b), a discount of [N] (356.4), where a unit goes
    (``rules.playing.item_locations``), and whether the spell is recycled once it has been
    played rather than put into the trash (``rules.chain.finish_resolution``); ``cost``
    ``"all"`` ignores any and all of its costs, additional ones too (``rules.costs.ALL_COSTS``)."""
    if cost == "all":
        return (1, 1, less, where, int(recycle), 1)
    granted = (int(cost in ("ignore", "ignore_energy")), int(cost in ("ignore", "ignore_power")), less, where)
    return (*granted, 1) if recycle else granted


def where_of(dest: str) -> int:
    """The ``where`` of :func:`grant_of` for a ``dest`` of :data:`DESTS` (419.3.b)."""
    return {"": -1, "base": WHERE_BASE, "battlefield": WHERE_BATTLEFIELD, "controlled": WHERE_CONTROLLED}[dest]


def cost_text(cost: str, less: int) -> str:
    """", ignoring its cost" / ", reducing its cost by [2]" (its Energy cost, 356.4) after "play it"."""
    return _COST_TEXT[cost] + (f", reducing its cost by [{less}]" if less else "")


def playable(g: State, player: int, obj: int, granted: tuple[int, ...], at: int = -1) -> bool:
    """Could ``player`` play ``obj`` to the end by an instruction granting ``granted``: a
    main deck card (unit, gear or spell) with legal choices for its targets (355.8) and the
    resources to pay its cost so changed (419.2.a)? ``at``: the one location a unit must be
    played to ("play it here"), where no restriction may forbid it (054.1)."""

    card = g.catalog[g.o_card[obj]]
    if card.type not in ("unit", "gear", "spell") or not restrictions.may_play(g, player, card):
        return False  # 052; "can't play ... this turn" (054.1, rules/restrictions.py)
    energy, power = costs.total_cost(g, player, card, (), obj=obj, grant=granted)
    if card.type == "unit" and g.features & CF_RESTRICTION and not (
            restrictions.play_locations(g, player, card, [at]) if at >= 0 else play_locations(g, player, card)):
        return False  # nowhere it may be played (054.1, 355.2.a)
    return payment.can_afford(g, player, energy, power) and (
        not card.targets or has_enough(g, card.targets, player, -1))


@dataclass(frozen=True, slots=True)
class PlayCard(ChooseOne):
    """The controller plays a ``card_type`` card they own from ``zone`` (their hand, or the
    top card of their Main Deck), or the card chosen in target slot ``target`` from their
    trash, paying its cost changed by ``cost`` (ignore all of it, 356.1.b.1; only its Energy
    or Power cost, 356.1.b.2) and reduced by ``less`` (a discount, 356.4). Additional costs
    still apply (356.1.b.3). A card in the trash, a public zone, is a target chosen as the
    spell or ability is played (355.10.a, 355.12); one in hand is not (355.10.a) and is
    chosen as the instruction resolves (355.17). As it resolves: decision ``play_card``,
    answered ``card REF``, or ``no`` when ``optional`` ("you may"). Only cards that could be
    played to the end are offered — legal choices for their targets and the resources to
    pay (419.2.a, 355.8); with none, nothing happens (419.3.c). ``dest="base"`` plays a
    unit "to your base" (419.3.b). A player is never compelled to play a card of a type
    from their hand, which is private (Unleashed Rules FAQ, "Mandatory Actions and Private
    Information"): without ``optional`` they may still decline one of a ``card_type``, or one
    ``keyword`` restricts. ``keyword``: "a card with [Hidden] from your hand" (a printed keyword,
    133.3). ``here``: "If it's a unit, play it here." — a unit goes to the source's location as
    the instruction resolves (359.3.f.1-2), or to its controller's base when that battlefield has
    a combat they are not part of (457.2.a); with no such location — the source has left the
    board, "here" is null (359.3.e.12) — no unit can be played, other cards still can
    (docs/rulings.md, "Play it here")."""

    zone: str = "hand"
    card_type: str = "card"
    cost: str = ""
    # a discount of [N], or an amount computed as it resolves, written as its own sentence ("Reduce its
    # Energy cost by the Might of the unit you recycled.", 356.4)
    less: int | Amount = 0
    optional: bool = True
    target: int = 0  # the slot choosing the card in the trash
    dest: str = ""
    recycle: bool = False  # "Recycle that spell after you play it." (416, 419.4.a)
    keyword: str = ""  # "a card with [Hidden]" (a printed keyword, 133.3)
    here: bool = False  # "If it's a unit, play it here." (359.3.f.1)

    def __post_init__(self) -> None:
        if self.zone not in ZONES or self.card_type not in CARD_TYPES or self.cost not in COSTS:
            raise ValueError(f"play: zone is one of {', '.join(ZONES)}, card_type one of {', '.join(CARD_TYPES)}"
                             f" and cost one of {', '.join(c or '(none)' for c in COSTS)}; got {self.zone!r}, "
                             f"{self.card_type!r}, {self.cost!r}")
        if sign(self.less) < 0:
            raise ValueError(f"play: less is a discount of 0 or more, got {self.less}")
        if self.dest not in DESTS or (self.dest and self.card_type != "unit"):
            raise ValueError(f"play: dest is one of {', '.join(d or '(none)' for d in DESTS)}, for a unit; "
                             f"got {self.dest!r}")
        if self.recycle and (self.card_type in ("unit", "gear") or self.dest):
            raise ValueError("play: 'recycle that spell after you play it' is for a spell (recycle)")
        if self.zone == "trash" and self.card_type != "card":
            raise ValueError("play: a card from the trash is a target; its type is the target's kind (355.10.a)")
        if self.keyword and self.zone != "hand":
            raise ValueError("play: 'a card with [Keyword]' is from your hand (a trash card is a target's keyword)")
        if self.here and (self.zone != "hand" or self.card_type != "card" or self.dest):
            raise ValueError("play: 'If it's a unit, play it here' follows playing a card from your hand (no dest)")

    def grant(self, g: State, ctx: Ctx, at: int = -1) -> tuple[int, ...]:
        """What it allows the card, its discount computed now (a null amount is no discount,
        359.3.e.12); ``at``, a unit's one location ("play it here")."""
        where = at if at >= 0 else where_of(self.dest)
        return grant_of(self.cost, evaluate(self.less, g, ctx) or 0, where, self.recycle)

    def may_decline(self) -> bool:
        return self.optional or (self.zone == "hand" and (self.card_type != "card" or bool(self.keyword)))

    def _here(self, g: State, ctx: Ctx) -> int:
        """Where "play it here" plays a unit, checked as the instruction resolves (359.3.f.2):
        the source's location — a battlefield or its controller's own base —, else -1 (null: a
        unit no longer on the board has no location, 359.3.e.12); a battlefield with a combat
        its controller is not part of sends the unit to their base (457.2.a)."""
        p = ctx.controller
        zone = last_known.location(g, ctx.source, ctx.lki)
        if zone is None:
            return -1
        if zone == zones.base_of(g, p):
            return zone
        for bf in range(len(g.bf_objs)):
            if zones.bf_location(g, bf) == zone:
                return zones.base_of(g, p) if g.combat == bf and p not in (g.attacker, g.defender) else zone
        return -1  # another player's base: not a location this player's unit may be played to

    def choices(self, g: State, ctx: Ctx) -> list[int]:
        p = ctx.controller
        if self.zone == "trash":
            cards = [c for c in ctx.slot(self.target) if g.o_zone[c] == zones.pzone(p, TRASH)]
        else:
            zone = g.zone_of(p, HAND if self.zone == "hand" else MAIN_DECK)
            cards = zone[-1:] if self.zone == "main_deck" else zone
        if self.dest == "controlled" and p not in g.bf_ctrl:
            return []  # nowhere to play it (419.2.a, 419.3.c)
        cat = g.catalog
        if self.keyword:
            cards = [c for c in cards if self.keyword in cat[g.o_card[c]].keywords]
        grant = self.grant(g, ctx)
        here = self._here(g, ctx) if self.here else -1
        offered = []
        for c in cards:
            kind = cat[g.o_card[c]].type
            if self.card_type not in ("card", kind):
                continue
            if self.here and kind == "unit":  # only to "here", and not at all when it is null (359.3.e.12)
                if here >= 0 and playable(g, p, c, self.grant(g, ctx, here), here):
                    offered.append(c)
            elif playable(g, p, c, grant):
                offered.append(c)
        return offered

    def decision(self, g: State, ctx: Ctx, choices: list[int]) -> tuple[Any, ...]:
        return ("play_card", ctx.controller, *choices)  # shown to that player alone (128.4)

    def chosen(self, g: State, ctx: Ctx, card: int) -> None:
        if self.here and g.catalog[g.o_card[card]].type == "unit":
            here = self._here(g, ctx)  # 419.3.b: the one location it is played to
            start_limited_play(g, ctx.controller, card, self.grant(g, ctx, here), at=here)
            return
        start_limited_play(g, ctx.controller, card, self.grant(g, ctx))

    def run(self, g: State, ctx: Ctx) -> None:
        self.choose_alone(g, ctx)  # with nothing to play, nothing happens (419.3.c)

    def text(self, targets: tuple[TargetSpec, ...]) -> str:
        if self.zone == "main_deck":
            what = "the top card of your Main Deck"
            if self.card_type != "card":
                what += f" if it is a {self.card_type}"
        elif self.zone == "trash":
            what = _target_text(targets, self.target)
        else:
            kind = "card" if self.card_type == "card" else self.card_type
            with_kw = f" with {keyword_text(self.keyword)}" if self.keyword else ""
            what = f"a {kind}{with_kw} from your {self.zone}"
        to = {"": "", "base": " to your base", "battlefield": " to any battlefield",
              "controlled": " to a battlefield you control"}[self.dest]
        then = " Recycle that spell after you play it." if self.recycle else ""
        if self.here:
            then = " If it's a unit, play it here."
        if not isinstance(self.less, int):
            return (f"{'You may play' if self.optional else 'Play'} {what}{to}{cost_text(self.cost, 0)}.{then} "
                    f"Reduce its Energy cost by {self.less.tail(targets)}.")
        return f"{'You may play' if self.optional else 'Play'} {what}{to}{cost_text(self.cost, self.less)}.{then}"


def check(effect: PlayCard, targets: tuple[TargetSpec, ...]) -> str | None:
    """A card played from the trash is chosen by a target slot in the trash (355.10.a)."""
    if effect.zone == "trash" and (effect.target >= len(targets) or targets[effect.target].location != "trash"):
        return (f"play from the trash needs target slot {effect.target} to choose a card in your trash: "
                "{kind: unit, location: trash, controller: you}")
    if effect.recycle and effect.zone == "trash" and targets[effect.target].kind != "spell":
        return "'recycle that spell after you play it' needs a spell: the trash slot's kind is spell"
    return None


# The values of this module's string fields, checked as a card registers (cards/vocabulary.py).
allow("PlayCard.zone", ZONES)
allow("PlayCard.card_type", CARD_TYPES)
allow("PlayCard.cost", COSTS)
allow("PlayCard.dest", DESTS)
allow("PlayCard.keyword", ("", *KEYWORD_NAMES))
