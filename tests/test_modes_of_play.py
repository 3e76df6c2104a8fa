"""Modes of Play 476-484: each sanctioned mode defines the variables of 478, and a game set up
in that mode has them. In-game rules of the modes are shown by tests/scenarios/modes/ and
tests/test_modes.py; this file checks each mode's definition rule by rule."""

from __future__ import annotations

import copy
from dataclasses import dataclass

import pytest

import riftbound
from riftbound.agents import HeuristicAgent, RandomAgent
from riftbound.cards.test_cards import TEST_DECKS
from riftbound.game import default_decks
from riftbound.match import GAMES_TO_WIN, Match
from riftbound.rules import deck as deck_rules
from riftbound.rules.modes import MODES, get_mode
from riftbound.rules.players import opponents, teammates
from riftbound.state import HAND, State


@dataclass(frozen=True)
class Facts:
    players: int
    opponents: int
    teammates: int
    victory_score: int
    battlefields: int


# Rule 479: the sanctioned modes, with the figures of rules 480-484.
SANCTIONED = {
    # Rules 480, 480.1, 480.2, 480.3 and 480.4: Duel.
    "duel": Facts(players=2, opponents=1, teammates=0, victory_score=8, battlefields=2),
    # Rules 481, 481.1, 481.2, 481.3 and 481.4: Match.
    "match": Facts(players=2, opponents=1, teammates=0, victory_score=8, battlefields=2),
    # Rules 482, 482.1, 482.2, 482.3 and 482.4: FFA3 (Skirmish).
    "ffa3": Facts(players=3, opponents=2, teammates=0, victory_score=8, battlefields=3),
    # Rules 483, 483.1, 483.2, 483.3 and 483.4: FFA4 (War).
    "ffa4": Facts(players=4, opponents=3, teammates=0, victory_score=8, battlefields=3),
    # Rules 484, 484.1, 484.2, 484.3 and 484.4: 2v2 (Magma Chamber).
    "2v2": Facts(players=4, opponents=2, teammates=1, victory_score=11, battlefields=3),
}


@pytest.mark.parametrize("mode", list(SANCTIONED))
def test_mode_defines_players_formation_score_and_battlefields(mode: str) -> None:
    """Rules 476, 477, 478, 478.1, 478.2, 478.2.a, 478.2.b, 478.3, 478.3.a, 478.4 and 479:
    there are several modes of play, and each defines its number of players, whether a
    player is alone or on a team and how many opponents each has, a positive Victory Score
    and the number of battlefields in play; a game set up in the mode has them."""
    facts = SANCTIONED[mode]
    m = get_mode(mode)
    assert (m.players, m.victory_score, m.battlefields) == (facts.players, facts.victory_score,
                                                            facts.battlefields)
    assert m.victory_score > 0
    assert m.has_teams == (facts.teammates > 0)
    g = riftbound.new_game(mode=mode, seed=3)
    s = g.s
    assert s.n_players == facts.players and s.victory_score == facts.victory_score
    assert len([b for b in s.bf_objs if b >= 0]) == facts.battlefields or mode == "match"
    for p in range(s.n_players):
        assert len(opponents(s, p)) == facts.opponents
        assert len(teammates(s, p)) == facts.teammates
    assert set(MODES) == set(SANCTIONED)


def test_fewer_battlefields_than_players() -> None:
    """Rules 478.4.b, 483.4 and 484.4: with four players only three battlefields are used."""
    for mode in ("ffa4", "2v2"):
        s = riftbound.new_game(mode=mode, seed=5).s
        assert len([b for b in s.bf_objs if b >= 0]) == 3 < s.n_players


@pytest.mark.parametrize("mode", list(SANCTIONED))
def test_each_deck_provides_three_battlefields(mode: str) -> None:
    """Rules 478.4.a, 480.4.a, 481.4.a, 482.4.a, 483.4.a and 484.4.a: in every mode each
    player provides three battlefields with their deck; two are refused."""
    m = get_mode(mode)
    d = deck_rules.builtin(default_decks(mode)[0])
    assert deck_rules.validate(d, m) == []
    short = copy.deepcopy(TEST_DECKS[default_decks(mode)[0]])
    short["battlefields"] = list(deck_rules.builtin(default_decks(mode)[0]).battlefields[:2])
    reasons = deck_rules.validate(deck_rules.Deck.from_dict(short), m)
    assert any(f"{m.rule}.4.a" in r for r in reasons), reasons


def team_score(s: State, p: int) -> int:
    """A player's points, with their teammates' in 2v2 (484.6)."""
    return sum(s.points[q] for q in (p, *teammates(s, p)))


@pytest.mark.parametrize("mode", ["duel", "ffa3", "ffa4", "2v2"])
def test_best_of_one_first_to_victory_score(mode: str) -> None:
    """Rules 478.6, 480.6, 482.6, 483.6 and 484.6: a single game decides; it ends as soon as
    a player (or team) is at the Victory Score with more points than any opponent, and those
    are the winners. Rules 484.6.a, 484.6.a.2 and 484.6.a.3: teammates win or lose together."""
    decided = 0
    for seed in range(3):
        g = riftbound.new_game(mode=mode, seed=seed, max_turns=400)
        agents = [HeuristicAgent(seed + p) for p in range(g.s.n_players)]
        while not g.is_terminal():
            g.apply_action(agents[g.current_player()].choose(g))
        s = g.s
        if g.end_reason != "victory_score":
            continue
        winners = g.winners
        assert winners
        for w in winners:
            members = (w, *teammates(s, w))
            decided += 1
            assert team_score(s, w) >= s.victory_score
            assert all(team_score(s, o) < team_score(s, w) for o in opponents(s, w))
            assert set(members) <= set(winners)  # 484.6.a.3: the whole team wins
        for loser in set(range(s.n_players)) - set(winners):  # 484.6.a.2: so does a team lose
            assert not set(teammates(s, loser)) & set(winners)
    assert decided > 0, "no game reached the Victory Score"


def test_match_is_best_of_three_without_reusing_battlefields() -> None:
    """Rules 481.5 and 481.6: a Match is won by the first player to two game wins; the
    battlefields used in a game are not selected again."""
    m = riftbound.new_game(mode="match", seed=2, max_turns=400)
    assert isinstance(m, Match)
    agents = [RandomAgent(11), RandomAgent(12)]
    used_per_game: list[set[str]] = []
    while not m.is_terminal():
        s = m.s
        bfs = {s.catalog[s.o_card[b]].id for b in s.bf_objs if b >= 0}
        if bfs and (not used_per_game or used_per_game[-1] != bfs) and s.turn_number >= 1:
            used_per_game.append(bfs)
        m.apply_action(agents[m.current_player()].choose(m))
    for i, a in enumerate(used_per_game):
        for b in used_per_game[i + 1:]:
            assert not a & b, "a battlefield was used in two games of the match"
    assert len(used_per_game) >= 2
    assert max(m.wins) <= GAMES_TO_WIN
    if GAMES_TO_WIN in m.wins:
        assert m.winners == [m.wins.index(GAMES_TO_WIN)]


def test_2v2_hands_stay_private_from_teammates() -> None:
    """Rules 484.8.e and 484.8.e.1: hands are Private Information, also between teammates;
    nothing reveals them without an instruction, so a teammate sees only the hand's size."""
    g = riftbound.new_game(mode="2v2", seed=4)
    s = g.s
    mate = teammates(s, 0)[0]
    obs = g.observation(0)
    mine = obs["players"][0]
    theirs = obs["players"][mate]
    assert len(mine["hand"]) == len(s.zone_of(0, HAND))
    assert "hand" not in theirs and theirs["hand_size"] == len(s.zone_of(mate, HAND))
    assert obs["revealed"] == []


def test_unique_rules_only_in_their_mode() -> None:
    """Rules 478.8, 478.8.a and 484.8.a: a mode's unique rules apply in that mode only: in
    2v2 the turn player may invite their teammate (and only them) at priority in their Main
    Phase; in FFA4, with the same number of players, nobody is ever invited."""
    for mode in ("2v2", "ffa4"):
        g = riftbound.new_game(mode=mode, seed=2)
        agents = [RandomAgent(40 + p) for p in range(4)]
        offered = 0
        for _ in range(1500):
            if g.is_terminal():
                break
            s = g.s
            invites = [a[1] for a in g.legal_actions() if a.kind == "invite"]
            if mode == "2v2" and invites:
                assert invites == teammates(s, g.current_player())
                offered += 1
            assert mode == "2v2" or not invites
            g.apply_action(agents[g.current_player()].choose(g))
        assert offered > 0 or mode == "ffa4"
    assert [n for n, m in MODES.items() if m.has_teams] == ["2v2"]


def test_two_player_first_turn_process() -> None:
    """Rules 478.7, 480.7 and 481.7: in a Duel and in each game of a Match the player going
    second channels an extra rune in their first Channel Phase; the first player doesn't."""
    duel = riftbound.new_game(mode="duel", seed=6).s
    assert [duel.extra_runes[p] for p in duel.order] == [0, 1]
    m = riftbound.new_game(mode="match", seed=6)
    while m.s.pending is not None and m.s.pending[0] == "choose_bf":
        m.apply_action(next(a for a in m.legal_actions() if a.kind == "battlefield"))
    s = m.s
    assert [s.extra_runes[p] for p in s.order] == [0, 1]


@pytest.mark.parametrize("mode", ["ffa4", "2v2"])
def test_four_player_setup_first_player_brings_no_battlefield(mode: str) -> None:
    """Rules 478.5, 484.5, 484.5.a and 484.5.b (483.5 for FFA4): the player taking the first
    turn removes their battlefields; every other player's is in play."""
    for seed in range(4):
        s = riftbound.new_game(mode=mode, seed=seed).s
        owners = sorted(s.o_owner[b] for b in s.bf_objs if b >= 0)
        assert owners == sorted(p for p in range(4) if p != s.order[0])
