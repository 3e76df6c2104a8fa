"""Modes of play (476-484) through the public API: what ``riftbound.new_game(mode=...)``
sets up, the team deck restrictions of 2v2, and the Match's battlefield selection. The
in-game rules of each mode (first turn process, movement, scoring, invitations, Burn Out)
are shown by the scenarios in tests/scenarios/modes/.
"""

from __future__ import annotations

import copy

import pytest

import riftbound
from riftbound import Action, DeckError, RiftboundError
from riftbound.cards.test_cards import TEST_DECKS
from riftbound.state import HAND

SEEDS = range(8)

# mode: (players, victory score, battlefields in play)
EXPECTED = {
    "duel": (2, 8, 2),
    "ffa3": (3, 8, 3),
    "ffa4": (4, 8, 3),
    "2v2": (4, 11, 3),
}


def deck(base: str, /, **changes: object) -> dict[str, object]:
    """A copy of a built-in test deck with some fields replaced."""
    d = copy.deepcopy(TEST_DECKS[base])
    d.update(changes)
    return d


@pytest.mark.parametrize("mode", list(EXPECTED))
def test_players_victory_score_and_battlefields(mode: str) -> None:
    """Rules 480.1-480.4, 482.1-482.4, 483.1-483.4, 484.1-484.4 (478.1, 478.3, 478.4):
    each mode's number of players, Victory Score and number of battlefields in play;
    setup then deals 4 cards each (117) and the first player mulligans first (118)."""
    players, score, bfs = EXPECTED[mode]
    for seed in SEEDS:
        g = riftbound.new_game(mode=mode, seed=seed)
        s = g.s
        assert s.n_players == players
        assert len(s.order) == players and sorted(s.order) == list(range(players))
        assert s.victory_score == score
        assert len(s.bf_objs) == bfs
        assert all(b >= 0 for b in s.bf_objs)
        assert [len(s.zone_of(p, HAND)) for p in range(players)] == [4] * players
        assert g.current_player() == s.order[0]
        assert s.pending is not None and s.pending[0] == "mulligan"


@pytest.mark.parametrize("mode", ["duel", "ffa3"])
def test_every_player_contributes_a_battlefield(mode: str) -> None:
    """Rules 480.5 and 482.5: in a Duel and in FFA3 every player's randomly selected
    battlefield is in play, one each."""
    for seed in SEEDS:
        s = riftbound.new_game(mode=mode, seed=seed).s
        owners = sorted(s.o_owner[b] for b in s.bf_objs)
        assert owners == list(range(s.n_players))


@pytest.mark.parametrize("mode", ["ffa4", "2v2"])
def test_first_players_battlefields_not_in_play(mode: str) -> None:
    """Rules 483.4.b, 483.5, 484.5.a-b: the player taking the first turn removes their
    battlefields; each other player contributes one, so the three in play belong to the
    three players not going first."""
    firsts = set()
    for seed in SEEDS:
        s = riftbound.new_game(mode=mode, seed=seed).s
        first = s.order[0]
        firsts.add(first)
        owners = sorted(s.o_owner[b] for b in s.bf_objs)
        assert first not in owners
        assert owners == sorted(p for p in range(4) if p != first)
    assert len(firsts) > 1, "the first player should vary with the seed (116)"


@pytest.mark.parametrize("mode", ["ffa3", "ffa4", "2v2"])
def test_last_player_gets_the_extra_rune(mode: str) -> None:
    """Rules 482.7, 483.7, 484.7: the player going last channels an extra rune in their first
    Channel Phase; nobody else does."""
    s = riftbound.new_game(mode=mode, seed=3).s
    assert [s.extra_runes[p] for p in s.order] == [0] * (s.n_players - 1) + [1]


def test_2v2_turn_order_alternates_teams() -> None:
    """Rules 484.2 and 484.5.c-c.1: seats 0 and 2 form one team, 1 and 3 the other; turn
    order goes first player, an opponent, the first player's teammate, the other opponent."""
    for seed in SEEDS:
        s = riftbound.new_game(mode="2v2", seed=seed).s
        assert tuple(s.teams) == (0, 1, 0, 1)
        order = s.order
        for i in range(4):
            assert s.teams[order[i]] != s.teams[order[(i + 1) % 4]]
        assert s.teams[order[0]] == s.teams[order[2]]
        assert s.teams[order[1]] == s.teams[order[3]]


@pytest.mark.parametrize("mode", ["duel", "ffa3", "ffa4"])
def test_modes_without_teams(mode: str) -> None:
    """Rules 480.2, 482.2, 483.2: no teams; every other player is an opponent."""
    s = riftbound.new_game(mode=mode).s
    assert len(set(s.teams)) == s.n_players


def test_2v2_teammates_may_not_share_a_legend() -> None:
    """Rule 484.8.g: teammates may not use the same Champion Legend. Seat 2 (seat 0's
    teammate) uses the Tinker legend too, with battlefields of its own."""
    decks = [deck("test-fury-calm"), deck("test-mind-order"),
             deck("test-fury-calm", name="tinker-2",
                  battlefields=["test-bf-canyon", "test-bf-marsh", "test-bf-peak"]),
             deck("test-order-fury")]
    with pytest.raises(DeckError) as e:
        riftbound.new_game(mode="2v2", decks=decks)
    assert any("484.8.g" in r for r in e.value.reasons)
    assert not any("484.8.h" in r for r in e.value.reasons)


def test_2v2_teammates_may_not_share_a_battlefield() -> None:
    """Rule 484.8.h: teammates may not use the same battlefields. Seat 2 brings the Plains,
    which its teammate (seat 0) also brings."""
    decks = [deck("test-fury-calm"), deck("test-mind-order"),
             deck("test-body-chaos", battlefields=["test-bf-plains", "test-bf-marsh", "test-bf-peak"]),
             deck("test-order-fury")]
    with pytest.raises(DeckError) as e:
        riftbound.new_game(mode="2v2", decks=decks)
    assert any("484.8.h" in r and "test-bf-plains" in r for r in e.value.reasons)
    assert not any("484.8.g" in r for r in e.value.reasons)


def test_2v2_opponents_may_share_a_legend_and_battlefield() -> None:
    """Rules 484.8.g-h restrict teammates only: seat 1 (an opponent of seat 0) may use the
    same legend as seat 0 and one of the same battlefields."""
    decks = [deck("test-fury-calm"),
             deck("test-fury-calm", name="tinker-2",
                  battlefields=["test-bf-plains", "test-bf-harbor", "test-bf-spire"]),
             deck("test-body-chaos"), deck("test-order-fury")]
    g = riftbound.new_game(mode="2v2", decks=decks)
    assert g.s.n_players == 4
    assert g.s.pending is not None and g.s.pending[0] == "mulligan"


def test_unknown_mode_is_refused() -> None:
    """Rule 479: only the sanctioned modes (480-484) can be played; another name is a clear
    error naming the mode."""
    with pytest.raises(RiftboundError, match="5v5"):
        riftbound.new_game(mode="5v5")


def test_wrong_number_of_decks_is_refused() -> None:
    """Rules 482.1 and 484.1: a mode needs one deck per player (3 for FFA3, 4 for 2v2)."""
    with pytest.raises(RiftboundError):
        riftbound.new_game(mode="ffa3", decks=["test-fury-calm", "test-mind-order"])
    with pytest.raises(RiftboundError):
        riftbound.new_game(mode="2v2", decks=["test-fury-calm", "test-mind-order", "test-body-chaos"])


def test_match_players_choose_battlefields_before_mulligans() -> None:
    """Rules 481.4 and 481.5: in a Match each player selects one of their three
    battlefields (not at random) before hands are dealt and mulligans begin (117-118)."""
    g = riftbound.new_game(mode="match", seed=1)
    s = g.s
    assert s.victory_score == 8 and s.n_players == 2
    chosen = {}
    for _ in range(2):
        pend = s.pending
        assert pend is not None and pend[0] == "choose_bf"
        p = pend[1]
        assert p not in chosen
        assert all(len(s.zone_of(q, HAND)) == 0 for q in range(2))  # no hands yet
        legal = g.legal_actions()
        options = [a for a in legal if a.kind == "battlefield"]
        assert len(options) == 3
        assert all(s.o_owner[a[1]] == p for a in options)
        pick = options[-1]
        chosen[p] = pick[1]
        g.apply_action(pick)
    assert sorted(chosen) == [0, 1]
    assert sorted(s.bf_objs) == sorted(chosen.values())
    assert s.pending is not None and s.pending[0] == "mulligan"
    assert g.current_player() == s.order[0]
    assert [len(s.zone_of(p, HAND)) for p in range(2)] == [4, 4]


def test_match_battlefield_choice_rejects_another_players_battlefield() -> None:
    """Rule 481.5: a player selects one of *their* battlefields; choosing the opponent's is
    an illegal action and changes nothing."""
    g = riftbound.new_game(mode="match", seed=1)
    s = g.s
    assert s.pending is not None
    p = s.pending[1]
    other = [b for b in range(len(s.o_owner)) if s.o_owner[b] != p
             and s.catalog[s.o_card[b]].type == "battlefield"]
    before = g.serialize()
    with pytest.raises(riftbound.IllegalActionError):
        g.apply_action(Action("battlefield", other[0]))
    assert g.serialize() == before
    assert s.pending is not None and s.pending[0] == "choose_bf" and s.pending[1] == p
