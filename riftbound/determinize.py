"""Determinization: a copy of a game as one player might believe it to be (128, 107-109).

:func:`determinize` clones a game and re-deals, at random, every card hidden from the
viewer: each opponent's (and teammate's) hand, main deck and facedown cards among
themselves, the viewer's own main deck order, and every rune deck's order; then it reseeds
the game's generator (and a Match's seed for its later games), so a search run on the copy
never reads a future draw of the real game.

Cards are re-dealt among *seats* (object ids): every id stays in its zone with its status,
only the card it holds changes, so action ids and everything the viewer sees are the same
in the copy. The pools are sorted before the shuffle, so the copy depends only on what the
viewer can see and on ``seed``: two games that differ only in cards hidden from the viewer
give the same copy. What the viewer knows stays put: the cards revealed now (424) and those
the viewer is looking at (128.4). A facedown card (811) is re-dealt only among the cards of
its pool that have Hidden.

What it does not track: knowledge from the past that the observation no longer shows (a
card seen returned to a hand or put on the bottom of a deck is treated as unknown).
"""

from __future__ import annotations

import random
from typing import TypeVar

from riftbound import rng
from riftbound.cards.info import CF_HIDDEN, INDEXED
from riftbound.effects.reveal import revealed_now
from riftbound.errors import RiftboundError
from riftbound.game import Game
from riftbound.match import Match
from riftbound.observe import LOOKING
from riftbound.rules import zones
from riftbound.rules.lasting import sees_facedown
from riftbound.state import HAND, MAIN_DECK, RUNE_DECK, State

G = TypeVar("G", Game, Match)


def determinize(game: G, player: int, seed: int) -> G:
    """A clone of ``game`` (a Game or a Match) with every card hidden from ``player``
    re-dealt at random from ``seed`` and the generator reseeded; ``game`` is unchanged."""
    g0 = game.s
    if not 0 <= player < g0.n_players:
        raise RiftboundError(f"no player {player!r} in this {g0.n_players}-player game")
    r = random.Random(seed)
    c = game.clone()
    redeal(c.s, player, r)
    if isinstance(c, Match):  # a Match: its later games are set up from its seed (481)
        c.seed = r.getrandbits(62)
    return c


def redeal(g: State, player: int, r: random.Random) -> None:
    """Re-deal in place the cards of ``g`` hidden from ``player`` and reseed ``g``'s generator."""
    known = set(revealed_now(g))
    pend = g.pending
    if pend is not None and pend[0] in LOOKING and pend[1] == player:
        known.update(pend[2:])
    known.update(o for z in g.face_zones for o in g.zones[z] if sees_facedown(g, o, player))  # 128.4
    for q in range(g.n_players):
        runes = [o for o in g.zone_of(q, RUNE_DECK) if o not in known]
        _deal(g, runes, [], r)
        deck = [o for o in g.zone_of(q, MAIN_DECK) if o not in known]
        if q == player:
            _deal(g, deck, [], r)
            continue
        hand = [o for o in g.zone_of(q, HAND) if o not in known]
        facedown = [o for z in g.face_zones for o in g.zones[z] if g.o_owner[o] == q and o not in known]
        _deal(g, hand + deck, facedown, r)
    g.rng = rng.seed_value(r.getrandbits(62))
    g.legal_cache = None


def _deal(g: State, seats: list[int], facedown: list[int], r: random.Random) -> None:
    """Deal the cards of ``seats + facedown`` among those seats at random; a facedown seat
    gets a card with Hidden when one is left (811)."""
    cards = sorted(g.o_card[o] for o in seats + facedown)
    r.shuffle(cards)
    for o in facedown:
        pick = next((i for i, c in enumerate(cards) if g.cinfo[c].flags & CF_HIDDEN), 0)
        g.o_card[o] = cards.pop(pick)
        _reindex(g, o)
    for o, c in zip(seats, cards, strict=True):
        g.o_card[o] = c


def _reindex(g: State, obj: int) -> None:
    """Keep ``State.indexed`` right for a board object whose card changed (cards/info.py)."""
    want = bool(g.cinfo[g.o_card[obj]].flags & INDEXED) and g.zone_kind[g.o_zone[obj]] in zones.BOARD_KINDS
    if want and obj not in g.indexed:
        g.indexed.append(obj)
    elif not want and obj in g.indexed:
        g.indexed.remove(obj)
