"""Determinization (128, 107-109): a copy of the game as one player might believe it to be,
with every card hidden from that player re-dealt and the generator reseeded."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import riftbound
from riftbound.agents import RandomAgent
from riftbound.cards.info import CF_HIDDEN
from riftbound.determinize import determinize
from riftbound.errors import RiftboundError
from riftbound.game import Game
from riftbound.match import Match
from riftbound.state import HAND, MAIN_DECK, RUNE_DECK

MODES = [("duel", ["test-keywords-raider", "test-keywords-warden"]), ("ffa3", None), ("2v2", None),
         ("match", ["test-keywords-warden", "test-keywords-raider"])]


def _hidden_cards(g: Game, viewer: int) -> list[tuple[int, Counter[int]]]:
    """Per player, the multiset of cards in the zones hidden from ``viewer``."""
    s = g.s
    out = []
    for q in range(s.n_players):
        kinds = (MAIN_DECK, RUNE_DECK) if q == viewer else (MAIN_DECK, RUNE_DECK, HAND)
        cards = Counter(s.o_card[o] for k in kinds for o in s.zone_of(q, k))
        cards.update(s.o_card[o] for z in s.face_zones for o in s.zones[z] if s.o_owner[o] == q and q != viewer)
        out.append((q, cards))
    return out


@pytest.mark.parametrize(("mode", "decks"), MODES)
def test_redeal_keeps_what_the_viewer_sees_and_changes_what_it_does_not(mode: str, decks: list[str] | None) -> None:
    """128: the copy shows the viewer exactly what the game shows them; hidden cards keep
    their owner's pools (hand, deck and facedown cards of a player among themselves) and a
    facedown card stays a card with Hidden (811); the original is unchanged."""
    changed = 0
    for seed in range(3):
        g = riftbound.new_game(mode=mode, decks=decks, seed=seed)
        agents = [RandomAgent(seed * 7 + p) for p in range(g.s.n_players)]
        rng = random.Random(seed)
        steps = 0
        while not g.is_terminal() and steps < 250:
            viewer = rng.randrange(g.s.n_players)
            before = g.state_hash()
            d = determinize(g, viewer, rng.getrandbits(32))
            assert g.state_hash() == before
            assert d.observation(viewer) == g.observation(viewer)
            assert d.legal_actions(viewer) == g.legal_actions(viewer)
            assert _hidden_cards(d, viewer) == _hidden_cards(g, viewer)
            s = d.s
            for z in s.face_zones:
                for o in s.zones[z]:
                    if s.o_owner[o] != viewer:
                        assert s.cinfo[s.o_card[o]].flags & CF_HIDDEN
            assert s.rng != g.s.rng  # reseeded: no future draw of the real game is read
            changed += d.state_hash() != g.state_hash()
            g.apply_action(agents[g.current_player()].choose(g))
            steps += 1
    assert changed > 100


@pytest.mark.parametrize(("mode", "decks"), MODES)
def test_copy_depends_only_on_what_the_viewer_sees(mode: str, decks: list[str] | None) -> None:
    """Two games that differ only in cards hidden from the viewer give the same copy for
    the same seed; a different seed gives another deal."""
    g = riftbound.new_game(mode=mode, decks=decks, seed=4)
    agents = [RandomAgent(p) for p in range(g.s.n_players)]
    for step in range(120):
        if g.is_terminal():
            break
        viewer = step % g.s.n_players
        twin = determinize(g, viewer, 1000 + step)
        assert determinize(twin, viewer, 5).state_hash() == determinize(g, viewer, 5).state_hash()
        g.apply_action(agents[g.current_player()].choose(g))
    assert determinize(g, 0, 1).state_hash() != determinize(g, 0, 2).state_hash()


def test_a_match_copy_sets_up_its_later_games_from_a_new_seed() -> None:
    """481: a Match's later games are set up from its seed, which the copy replaces."""
    m = riftbound.new_game(mode="match", seed=3)
    assert isinstance(m, Match)
    d = determinize(m, 0, 9)
    assert isinstance(d, Match) and d.seed != m.seed and d.games == m.games


def test_bad_player_is_refused() -> None:
    g = riftbound.new_game(seed=1)
    with pytest.raises(RiftboundError, match="no player 5"):
        determinize(g, 5, 0)
