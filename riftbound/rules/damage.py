"""Bonus Damage (417.4-417.5, 712-715) and the sources of damage (417.6).

Bonus Damage is granted to a Deal action by the passive
:class:`~riftbound.cards.model.BonusDamage` abilities of objects on the board (365.1),
found through ``State.indexed`` (cards/info.py ``CF_BONUS_DAMAGE``), so a game whose
catalog has none pays nothing. Every instance that applies to the action is summed and
added once (714), never below 0 (714.1-714.2): to each target of a multi-target action
separately (715.1-715.2), or to the amount a split divides (715.3, effects/split.py). It is
added only when damage is actually dealt: :func:`riftbound.rules.game_actions.deal` carries
it with the damage, and damage replaced, prevented in full or of no valid amount deals
nothing and gets none (715.4, 417.1.e.1; rules/replacement.py).

The source of damage (417.6): a spell's damage is dealt by the spell and an ability's by the
object with it (417.6.a, 417.6.b.2.a), the ``source`` the instruction passes; combat damage
(``source`` -1) by the opposing units (417.6.c.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from riftbound.cards.info import CF_BONUS_DAMAGE, CF_UNIT
from riftbound.cards.model import BonusDamage, TargetSpec
from riftbound.rules import lasting, zones
from riftbound.rules.inactive import rules_text_inactive
from riftbound.state import ATTACKER, DEFENDER, State

if TYPE_CHECKING:
    from riftbound.cards.instruction import Effect

COMBAT = -1  # the source of combat damage as game actions see it: the opposing units (417.6.c)
# The rule a damage event carries when a spell or ability names a unit that deals it ("They deal
# damage equal to their Mights to each other"): dealt by that unit, not by the spell or ability
# (417.6.b.3; the Origins FAQ on Unyielding Spirit).
UNIT_DEALS = "417.6.b.3"


def bonus(g: State, targets: Sequence[int], controller: int, source: int) -> int:
    """The Bonus Damage of a Deal action ``controller`` performs from ``source`` (``COMBAT``
    for combat damage) to ``targets``: the sum of every instance that applies (714), or 0 if
    that sum is negative (714.2). An instance narrowed to units here applies when every
    target is at its location, so not before targets are known. Combat damage gets only the
    instances that say so. A spell played after "the next spell you play this turn deals 1 Bonus
    Damage" gets that too (rules/lasting.py)."""
    if not g.features & CF_BONUS_DAMAGE:
        return 0
    info = g.cinfo
    cards = g.o_card
    total = 0
    for src in g.indexed:
        if not info[cards[src]].flags & CF_BONUS_DAMAGE or g.zone_kind[g.o_zone[src]] == zones.BF_FACEDOWN:
            continue  # 365.1
        ctrl, loc = _controller_and_location(g, src)
        card = g.catalog[cards[src]]
        # an attached card's abilities don't apply (721.2); its Effect Text does, as the unit's (724, 718.5.e)
        abilities: tuple[object, ...]
        if rules_text_inactive(g, src):
            abilities, ctrl = card.effect_text, g.o_ctrl[g.o_attached[src]]
        else:
            abilities = card.abilities
        for ab in abilities:
            if not isinstance(ab, BonusDamage) or (source == COMBAT and not ab.combat):
                continue
            if ab.whose == "you" and (ctrl < 0 or ctrl != controller):
                continue
            if ab.here and (not targets or any(g.o_zone[t] != loc for t in targets)):
                continue
            total += ab.amount
    if g.lasting and source >= 0:  # "The next spell you play this turn deals 1 Bonus Damage" (rules/lasting.py)
        total += lasting.spell_bonus(g, source)
    return max(0, total)


def split_specs(g: State, controller: int, source: int, specs: tuple[TargetSpec, ...],
                effects: tuple[Effect, ...]) -> tuple[TargetSpec, ...]:
    """The target choices of a spell or ability, with room for more targets when Bonus
    Damage raises the amount a split divides (715.3): a slot of "any number" of units for
    ``amount`` split damage (355.14.c) may hold ``amount`` plus the Bonus Damage known before
    the targets are chosen (docs/rulings.md)."""
    if not g.features & CF_BONUS_DAMAGE:
        return specs
    out = list(specs)
    for e in effects:
        split = e.splits()
        if split is not None and split[0] < len(out) and out[split[0]].count == split[1]:
            extra = bonus(g, (), controller, source)
            if extra:
                out[split[0]] = replace(out[split[0]], count=split[1] + extra)
    return tuple(out)


def _controller_and_location(g: State, src: int) -> tuple[int, int]:
    """Who controls a Bonus Damage source and where "here" is: for a battlefield, the player
    controlling it (-1 for none) and its location (107.2)."""
    zone = g.o_zone[src]
    if g.zone_kind[zone] == zones.BATTLEFIELD_ROW:
        bf = g.bf_objs.index(src)
        return g.bf_ctrl[bf], zones.bf_location(g, bf)
    return g.o_ctrl[src], zone


def combat_dealer(g: State, unit: int) -> int:
    """The player whose units deal the combat damage ``unit`` is dealt: the attacker's units
    deal it to defenders and vice versa (417.6.c.1)."""
    return g.attacker if g.o_role[unit] == DEFENDER else g.defender


def sources(g: State, target: int, source: int) -> list[int]:
    """The objects dealing damage to ``target`` (417.6): ``source`` itself — a spell, or the
    object whose ability it is (417.6.a, 417.6.b.2.a) — or, for combat damage, the opposing
    units in the combat: the defenders for an attacker and vice versa (417.6.c.1)."""
    if source != COMBAT:
        return [source]
    if g.combat < 0:
        return []
    role = {ATTACKER: DEFENDER, DEFENDER: ATTACKER}.get(g.o_role[target], 0)
    loc = zones.bf_location(g, g.combat)
    return [u for u in g.zones[loc] if role and g.o_role[u] == role and g.cinfo[g.o_card[u]].flags & CF_UNIT]


def unit_sources(g: State, target: int, source: int) -> tuple[tuple[int, int], ...]:
    """The units among the sources of damage to ``target`` that are on the board, as
    references a triggered ability keeps (``(object, incarnation)``, 359.3.e.4)."""
    return tuple((o, g.o_inc[o]) for o in sources(g, target, source)
                 if o >= 0 and zones.on_board(g, o) and g.cinfo[g.o_card[o]].flags & CF_UNIT)
