"""Registration checks of the card itself and places as references (359.3.f.1): "me" and
"here" are an ability's source and its location, "at its location" the location of an
object chosen for an earlier target slot. A card that uses them where they mean nothing
fails to register, naming what is wrong; rules/targeting.py and rules/chain.py say what they
are in play."""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from riftbound.cards.events import MOVE_EVENTS, YOU_CONQUER, YOU_HOLD
from riftbound.cards.info import DERIVE
from riftbound.cards.model import ActivatedAbility, CardDef, TargetSpec, TriggeredAbility
from riftbound.cards.nested import nested_abilities
from riftbound.effects.amounts import SELF

# "When you conquer or hold": the battlefield scored is "there" (359.3.f.3, rules/scoring.py)
SCORE_EVENTS = frozenset({YOU_CONQUER, YOU_HOLD})
# what has a location to be "its" (107; a battlefield's is its own, 107.2)
BOARD_KINDS = ("unit", "gear", "permanent", "battlefield")


def _refers_to_me(effect: object) -> bool:
    """Does the instruction act on "me" (a slot field holding :data:`SELF`), itself or
    through the instructions it holds?"""
    if not is_dataclass(effect):
        return False
    for f in fields(effect):
        value = getattr(effect, f.name)
        if f.name in ("target", "to", "of", "other") and value == SELF:
            return True
        if isinstance(value, tuple) and any(_refers_to_me(e) for e in value):
            return True
        if f.name == "do" and _refers_to_me(value):
            return True
    return False


def _check_specs(card: CardDef, specs: tuple[TargetSpec, ...], where: str) -> None:
    for i, spec in enumerate(specs):
        if spec.at is None:
            continue
        if spec.at >= i or specs[spec.at].kind not in BOARD_KINDS or specs[spec.at].location == "trash":
            raise ValueError(f"{card.id}: {where} target {i} is 'at its location' of slot {spec.at}, which must "
                             f"be an earlier slot choosing a {', '.join(BOARD_KINDS)} on the board (359.3.f.1)")


def check(card: CardDef) -> None:
    """A spell has no "me" and no "here": those are an ability's source and its location
    (359.3.f.1; a spell's own location is the chain). "At its location" names an earlier
    slot that chooses something on the board. Tokens played and targets chosen "there", where
    the source moved from or the battlefield conquered or held, need a "When I move" or "When
    you conquer or hold" ability of the card itself, which notes that location as it triggers
    (359.3.f.3)."""
    if any(spec.location in ("here", "elsewhere", "its_destination") for spec in card.targets):
        raise ValueError(f"{card.id}: a spell's target can't be 'here': 'here' is the location of an "
                             f"ability's source (359.3.f.1)")
    # a permanent's own instructions are its "as you play me" choices, done as it enters: "me" is itself
    spell_effects = (*(() if card.is_permanent else card.effects), *card.legion,
                     *(e for lv in card.level for e in lv.effects),
                     *(e for ac in card.additional_costs for e in ac.effects))
    if any(_refers_to_me(e) for e in spell_effects):
        raise ValueError(f"{card.id}: a spell's instruction can't act on 'me': 'me' is the source of an "
                         f"ability (359.3.f.1)")
    _check_specs(card, card.targets, "the spell's")
    abilities = (*card.abilities, *card.effect_text, *nested_abilities(card))
    for k, ab in enumerate(abilities):
        if isinstance(ab, TriggeredAbility | ActivatedAbility):
            _check_specs(card, ab.targets, f"ability {k}'s")
        notes = isinstance(ab, TriggeredAbility) and ab in card.abilities and (
            not MOVE_EVENTS.isdisjoint(ab.events) or SCORE_EVENTS.issuperset(ab.events))
        there = any(getattr(e, "there", False) for e in getattr(ab, "effects", ())) or any(
            spec.location == "there" for spec in getattr(ab, "targets", ()))
        if not notes and there:
            raise ValueError(f"{card.id}: ability {k} plays tokens or chooses 'there', the location its source moved "
                             f"from or the battlefield conquered or held: only a 'When I move' or a 'When you "
                             f"conquer or hold' ability of the card notes one (359.3.f.3)")
    if any(getattr(e, "there", False) for e in spell_effects) or any(
            spec.location == "there" for spec in card.targets):  # CreateToken(there=True)
        raise ValueError(f"{card.id}: a spell plays tokens 'there', the location its source moved from: only a "
                         f"'When I move' ability notes one (359.3.f.3)")


DERIVE.check_places = check
