"""Linked abilities (393-397) and cards banished by the same object (427.3).

Two abilities printed on the same card are linked when one refers to what the other did
(394-395): "When you play me, banish an enemy unit." with "[Deathknell][>] Return the
banished card to its owner's hand.", or a gear's "[E]: Banish a friendly unit." with
"[1]: Return the card banished with this ...". The referring ability may interact only with
the objects the abilities it is linked with affected (397), and only those of the same
object: another copy of the card, or the same card after it left the board and came back,
is a separate instance (427.3.a, 359.3.e.4).

As plain data, ``State.links`` holds ``(source, source incarnation, card)`` for each card a
linked Banish put into banishment (only cards whose definition has a referring ability
record them). The incarnation is the source's last one on the board, so a unit's
Deathknell, resolving from the trash, still refers to what that unit banished. A banished
card that moves again is a new object (359.3.e.4): :func:`forget` drops it, called by
:func:`riftbound.rules.zones.move` while any link exists. The DSL cannot grant abilities
to another object yet, so the links of 395's granted abilities don't arise.
"""

from __future__ import annotations

from riftbound.cards.derived import per_card
from riftbound.cards.info import DERIVE
from riftbound.cards.model import LEGEND, PERMANENT_TYPES, CardDef
from riftbound.cards.nested import nested_effects
from riftbound.rules import zones
from riftbound.state import State


def incarnation(g: State, source: int) -> int:
    """The source's incarnation on the board: its current one while there, the one it had
    when it last left otherwise (leaving the board makes a new object, 359.3.e.4)."""
    return g.o_inc[source] if zones.on_board(g, source) else g.o_inc[source] - 1


@per_card
def refers_to_banished(card: CardDef) -> bool:
    """Does one of the card's abilities refer to what another of its abilities banished
    (394, 427.3)?"""
    return any(e.refers_to_banished for ab in card.abilities for e in getattr(ab, "effects", ()))


def banished(g: State, source: int, card: int) -> None:
    """``card`` was banished by an ability of ``source`` (427.3): remember it for the
    abilities linked with that one, if the source's card has any."""
    if refers_to_banished(g.catalog[g.o_card[source]]):
        g.links.append((source, incarnation(g, source), card))


def linked_cards(g: State, source: int) -> list[int]:
    """The cards still in banishment that this incarnation of ``source`` banished (397)."""
    inc = incarnation(g, source)
    return [card for src, s_inc, card in g.links if src == source and s_inc == inc]


def forget(g: State, obj: int) -> None:
    """``obj`` changes zones: as a new object, no linked ability refers to it any more
    (359.3.e.4, 397)."""
    g.links[:] = [link for link in g.links if link[2] != obj]


def check(card: CardDef) -> None:
    """The linked shapes the engine supports (393-397): a permanent's ability that returns
    "the banished card" must be linked with a Banish in another of the same card's abilities;
    anything else raises NotImplementedError naming the rules."""
    inline = [*card.effects, *card.legion, *(e for lv in card.level for e in lv.effects),
              *(e for ac in card.additional_costs for e in ac.effects), *nested_effects(card)]
    if any(e.refers_to_banished for e in inline):
        raise NotImplementedError(f"393-397: {card.id}: only an ability printed on a permanent may refer to the "
                                  "card banished by another of its abilities (not a spell's instructions or an "
                                  "ability created by an instruction)")
    owners = [i for i, ab in enumerate(card.abilities)
              if any(e.refers_to_banished for e in getattr(ab, "effects", ()))]
    if not owners:
        return
    if card.type not in (*PERMANENT_TYPES, LEGEND):
        raise NotImplementedError(f"393-397: {card.id}: linked abilities are supported on units, gear and legends "
                                  "only")
    banishers = [i for i, ab in enumerate(card.abilities)
                 if any(e.links_banished for e in getattr(ab, "effects", ()))]
    if any(_counts_own(card.abilities[i]) for i in owners):  # "Then, if there are four spells banished with me"
        return
    if not banishers or any(i in banishers for i in owners):
        raise NotImplementedError(f"393-397: {card.id}: 'the banished card' must refer to a Banish in another "
                                  "ability of the same card (395), and that ability must not banish itself")

def _counts_own(ab: object) -> bool:
    """An ability that banishes and then counts what it has banished so far ("you may banish
    it. Then, if there are four spells banished with me, ..."): every instruction referring
    to the banished cards counts them (``counts_banished``) and follows a Banish in the same
    ability (397: its resolutions so far); "Banish ... Return the banished card" in one ability
    is not linked (395)."""
    effects = getattr(ab, "effects", ())
    first = next((k for k, e in enumerate(effects) if e.links_banished), len(effects))
    return all(k > first and getattr(e, "counts_banished", False) for k, e in enumerate(effects)
               if e.refers_to_banished)

# cards/catalog.py runs this as a definition is registered
DERIVE.check_linked = check
