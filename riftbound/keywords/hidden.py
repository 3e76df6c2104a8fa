"""Hidden (811) and the Hide action (421): on their turn in an Open State, a player may pay
[A] to put a card with Hidden from their hand or champion zone facedown at a battlefield
they control whose facedown zone is empty (811.1.b, 107.3.b-c). From the next turn on it
has Reaction and may be played ignoring its base cost (811.1.b, 811.6); its choices are
made at that battlefield (811.1.d). It is removed in a cleanup if its controller loses the
battlefield (107.3.d, 323.7). Only its controller sees it (128.4)."""

from __future__ import annotations

from riftbound.cards.info import CF_HIDDEN, CF_HISTORY
from riftbound.cards.model import DOMAINS, HideForEnergy, HideMore
from riftbound.log import log, name
from riftbound.rules import action_triggers, lasting, turn_history, zones
from riftbound.rules.payment import pool_of, spend_energy, spend_power
from riftbound.rules.tasks import push_cleanup
from riftbound.state import CHAMPION_ZONE, HAND, LEGEND_ZONE, MAIN, State

KEYWORD = "hidden"
FREE = "free"  # the "domain" of a Hide that pays nothing: "You can hide cards ignoring costs this turn"
ENERGY = "energy"  # the "domain" of a Hide paying Energy instead of [A] (Teemo, Swift Scout)


def hide_options(g: State, player: int) -> list[tuple[int, int, str]]:
    """(card, battlefield, domain of the power paid) for each Hide the player may do now:
    their turn, an Open State (811.1.b), power in the pool to pay [A] — or, while "you can
    hide cards ignoring costs this turn" (rules/lasting.py ``hide_free``), paying nothing
    (domain :data:`FREE`); with "you may pay [1] to hide ... instead of [A]", Energy from the
    pool (domain :data:`ENERGY`)."""
    if g.turn_player != player or g.chain or (g.phase != MAIN and g.showdown < 0) \
            or not g.features & CF_HIDDEN:
        return []
    cards = [c for kind in (HAND, CHAMPION_ZONE) for c in g.zone_of(player, kind)
             if KEYWORD in g.cinfo[g.o_card[c]].kw]
    if not cards:
        return []
    if g.lasting and lasting.has(g, player, "hide_free"):
        domains = [FREE]
    else:
        pool = pool_of(g, player)
        domains = [d for i, d in enumerate(DOMAINS) if pool[i]] + (["any"] if pool[6] else [])
        instead = energy_instead(g, player)
        if instead and g.pool_energy[player] >= instead:
            domains.append(ENERGY)
    if not domains:
        return []
    bfs = [bf for bf, ctrl in enumerate(g.bf_ctrl)
           if ctrl == player and len(g.zones[zones.bf_facedown(g, bf)]) < room(g, bf)]
    return [(c, bf, d) for c in cards for bf in bfs for d in domains]


def energy_instead(g: State, player: int) -> int:
    """The Energy ``player`` may pay to hide a card instead of [A] ("You may pay [1] to hide a card
    with [Hidden] instead of [A]", a passive ability of their legend, 365.1), or 0."""
    for obj in g.zone_of(player, LEGEND_ZONE):
        for ab in g.catalog[g.o_card[obj]].abilities:
            if isinstance(ab, HideForEnergy):
                return ab.energy
    return 0


def room(g: State, bf: int) -> int:
    """How many cards battlefield ``bf``'s facedown zone may hold: one (107.3.b), and one more
    for each "You may hide an additional card here" of it (Bandle Tree)."""
    return 1 + sum(isinstance(ab, HideMore) for ab in g.catalog[g.o_card[g.bf_objs[bf]]].abilities)


def hide(g: State, player: int, card: int, bf: int, domain: str) -> None:
    """Pay [A] (nothing with ``domain`` :data:`FREE`, Energy with :data:`ENERGY`) and put the card facedown at the
    battlefield (421.1, 811.1.b); this is not playing it and opens no chain (811.1.c.1-2).
    "When you hide a card" triggers."""
    if domain == ENERGY:
        spend_energy(g, player, energy_instead(g, player))  # instead of [A]: no Power is spent
    elif domain != FREE:
        spend_power(g, player, domain)
        if g.features & CF_HISTORY:
            turn_history.spent_power(g, player, 1)  # "If you've spent at least [A][A] this turn"
    zones.move(g, card, zones.bf_facedown(g, bf))
    g.o_ctrl[card] = player
    g.o_hidden[card] = g.turn_number
    if g.log is not None:
        log(g, "421.1", f"P{player} hides a card at {name(g, g.bf_objs[bf])}")
    action_triggers.hid(g, player)
    push_cleanup(g)


def playable_from_hiding(g: State, player: int) -> list[int]:
    """Facedown cards the player controls that were hidden on an earlier turn (811.1.b)."""
    out: list[int] = []
    if not g.features & CF_HIDDEN:
        return out
    for bf in range(len(g.bf_objs)):
        for c in g.zones[zones.bf_facedown(g, bf)]:
            if g.o_ctrl[c] == player and 0 <= g.o_hidden[c] < g.turn_number:
                out.append(c)
    return out


def hidden_battlefield(g: State, origin_zone: int) -> int:
    """The battlefield a card was played from hiding at, or -1 (811.1.d)."""
    return g.zone_bf[origin_zone] if g.zone_kind[origin_zone] == zones.BF_FACEDOWN else -1
