"""Abilities that trigger an additional time (cards/model.py AdditionalTrigger): "Your
[Deathknell] effects trigger an additional time" (Karthus, Eternal), "Your conquer effects
for conquering here trigger an additional time" (Red Brambleback) and "Your hold effects for
holding here ..." (Blue Sentinel). Each such ability its
controller controls on the board as the event happens makes each of their abilities of that
kind trigger once more: the triggered entries are queued again, the same ability with the same
notes (383.1; docs/rulings.md). Units dying together are still on the board as their
Deathknells trigger (rules/game_actions.py die: the look-back of 383.2.c), so a Karthus dying
with them counts. A game whose catalog has none pays one flag test (cards/info.py
CF_RULE_CHANGE)."""

from __future__ import annotations

from typing import Any

from riftbound.cards.events import CONQUER, HOLD
from riftbound.cards.info import CF_RULE_CHANGE
from riftbound.cards.model import AdditionalTrigger, BothScoreEffects, TriggeredAbility
from riftbound.log import log
from riftbound.rules import effect_text, zones
from riftbound.rules.inactive import rules_text_inactive
from riftbound.state import State


def times(g: State, player: int, what: str, zone: int = -1) -> int:
    """How many "... trigger an additional time" abilities of kind ``what`` ``player``
    controls on the board (with ``zone``, of units at that location: "here")."""
    n = 0
    for z in (g.loc_zones if zone < 0 else (zone,)):
        for obj in g.zones[z]:
            if g.o_ctrl[obj] == player and not rules_text_inactive(g, obj):
                n += sum(1 for ab in g.catalog[g.o_card[obj]].abilities
                         if isinstance(ab, AdditionalTrigger) and ab.what == what)
    return n


def score_events(g: State, unit: int, how: str) -> frozenset[str]:
    """The other event a unit sees as it conquers or holds (``how``, CONQUER or HOLD) when its
    hold effects are also conquer effects and vice versa (its own ability or an attached
    card's Effect Text, 718.3): HOLD for a conquer, CONQUER for a hold."""
    if not g.features & CF_RULE_CHANGE or rules_text_inactive(g, unit):
        return frozenset()
    both = any(isinstance(ab, BothScoreEffects) for ab in g.catalog[g.o_card[unit]].abilities) or bool(
        g.equipped and any(True for _ in effect_text.appended(g, unit, BothScoreEffects)))
    return frozenset({HOLD if how == CONQUER else CONQUER}) if both else frozenset()


def deathknells(g: State, start: int) -> None:
    """The Deathknells queued from entry ``start`` on trigger again for each "Your
    [Deathknell] effects trigger an additional time" their controller controls (808)."""
    for entry in g.triggered[start:]:
        ab = effect_text.ability_of(g, entry[1], entry[2])
        if isinstance(ab, TriggeredAbility) and ab.keyword == "deathknell":
            _again(g, entry, times(g, entry[0], "deathknell"))


def scored_here(g: State, start: int, player: int, bf: int, what: str) -> None:
    """``player`` conquered or held ``bf`` (``what``: ``conquer_here`` or ``hold_here``): their
    conquer or hold effects queued from entry ``start`` on trigger again for each "Your conquer
    (hold) effects for conquering (holding) here trigger an additional time" of their units
    there (383.4.c-d)."""
    n = times(g, player, what, zones.bf_location(g, bf))
    if n:
        for entry in [e for e in g.triggered[start:] if e[0] == player]:
            _again(g, entry, n)


def _again(g: State, entry: tuple[Any, ...], n: int) -> None:
    if n:
        g.triggered.extend([entry] * n)
        if g.log is not None:
            log(g, "383.1", f"an ability of P{entry[0]}'s triggers {n} additional time{'s' if n > 1 else ''}")
