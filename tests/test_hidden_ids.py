"""Hidden information through the API (128, 107-109, 424): object ids name seats, not cards
(rules/identity.py), a private decision's options are the decider's alone, and an answer is
accepted only from the player deciding (conceding, 650, from anyone still in the game)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import riftbound
from riftbound import Action, Game, NotYourDecisionError
from riftbound.invariants import check_game, hidden_twin
from riftbound.rules import zones
from riftbound.rules.identity import mix_hands
from riftbound.rules.modes import get_mode
from riftbound.state import HAND, MAIN_DECK, TRASH, ChainItem


def test_deck_ids_say_positions_not_decklist_order() -> None:
    """115: a shuffled deck's ids are in seat order whatever the seed; which card sits in
    a seat changes with the shuffle, so an id seen in an action says nothing of the card."""
    first_seat_cards = set()
    for seed in range(30):
        g = riftbound.new_game(seed=seed)
        for p in range(2):
            deck = g.s.zone_of(p, MAIN_DECK)
            assert deck == sorted(deck)
        low = min(g.s.zone_of(0, MAIN_DECK) + g.s.zone_of(0, HAND))
        first_seat_cards.add(g.s.o_card[low])
    assert len(first_seat_cards) >= 5  # the decklist's first card is not always in seat one


def test_card_entering_a_hand_takes_a_random_seat() -> None:
    """A card every player has seen (here one in the trash) that goes back to a hand of four
    takes any of the five seats, about equally often, so a later Hide or mulligan naming
    that seat does not say it is this card."""
    seats: Counter[str] = Counter()
    for seed in range(400):
        g = riftbound.new_game(seed=seed)
        s = g.s
        p = s.order[0]
        obj = s.zone_of(p, MAIN_DECK)[0]
        zones.move(g.s, obj, zones.pzone(p, TRASH))  # now public: everyone knows seat obj is this card
        s.o_ts[obj] = -1  # a mark that moves with the card, so its seat can be found
        zones.move(s, obj, zones.pzone(p, HAND))
        mix_hands(s)
        assert s.unmixed == []
        hand = s.zone_of(p, HAND)
        seat = next(o for o in hand if s.o_ts[o] == -1)
        seats["own" if seat == obj else "other"] += 1
    assert 50 <= seats["own"] <= 115  # about 1 in 5 of 400
    assert seats["own"] + seats["other"] == 400


def test_revealed_card_keeps_its_seat_until_the_reveal_ends() -> None:
    """424.3: a card revealed into a hand stays where every player saw it until the next
    action; a card drawn meanwhile never swaps with it."""
    for seed in range(40):
        g = riftbound.new_game(seed=seed)
        s = g.s
        p = s.order[0]
        hand = zones.pzone(p, HAND)
        shown = s.zone_of(p, HAND)[0]
        s.revealed.extend((shown, hand))
        card = s.o_card[shown]
        s.unmixed.append(shown)
        zones.move(s, s.zone_of(p, MAIN_DECK)[-1], hand)  # a draw
        mix_hands(s)
        assert s.o_card[shown] == card and s.unmixed == [shown]


@pytest.mark.parametrize("mode", ["duel", "match", "ffa3", "ffa4", "2v2"])
def test_hidden_cards_never_change_what_others_see(mode: str) -> None:
    """Two games that differ only in one player's hidden cards — their deck order, a hand
    card swapped with a deck card, a deck card replaced by another card — show every other
    player the same observations, pending decisions, legal actions and action strings, as
    long as none of the cards that differ is shown to them (rules/identity.py; the twins
    are :func:`riftbound.invariants.hidden_twin`)."""
    twin_steps = 0
    for seed in range(2):
        checked = check_game(mode, seed, twin_every=5)
        twin_steps += checked.twin_steps
    assert twin_steps > 50


@pytest.mark.parametrize("mode", ["duel", "ffa3", "2v2"])
def test_whole_games_with_a_silent_player(mode: str) -> None:
    """Whole games: P0 never shows a card (it mulligans, passes and ends turns), so two
    games that differ only in P0's hidden cards from the first decision on — their deck
    order, hand and deck contents — look the same to every other player to the end:
    observations, pending decisions, legal actions, action strings and the log (128, 107-109)."""
    for seed in range(3):
        a = riftbound.new_game(mode=mode, seed=seed, log=True)
        t = hidden_twin(a.s, 0, random.Random(seed), runes=False)  # P0 channels runes for all to see
        assert t is not None
        b = Game(t)
        others = range(1, a.s.n_players)
        pick = random.Random(seed)
        steps = 0
        while not a.is_terminal():
            assert a.current_player() == b.current_player()
            assert a.game_log() == b.game_log()
            for v in others:
                assert a.observation(v) == b.observation(v)
                assert a.pending_decision(v) == b.pending_decision(v)
            if a.current_player() == 0:
                options = [x for x in a.legal_actions() if x.kind in ("mulligan_toggle", "mulligan_done",
                                                                      "pass", "end_turn", "done", "no")]
                options = [x for x in options if x in b.legal_actions()]
                action = options[pick.randrange(len(options))]
            else:
                assert a.legal_actions() == b.legal_actions()
                legal = a.legal_actions()
                action = legal[pick.randrange(len(legal))]
            for v in others:
                assert a.action_to_string(action, v) == b.action_to_string(action, v)
            a.apply_action(action)
            b.apply_action(action)
            steps += 1
        assert b.is_terminal() and a.winners == b.winners and 0 not in a.winners
        assert steps > 20


def test_action_strings_name_hidden_cards_only_to_who_sees_them() -> None:
    """A mulligan toggle (118) names the card to its owner and only its id to the others."""
    g = riftbound.new_game(seed=3)
    p = g.current_player()
    toggle = next(a for a in g.legal_actions() if a.kind == "mulligan_toggle")
    card = g.s.catalog[g.s.o_card[toggle[1]]].name
    assert card in g.action_to_string(toggle)
    assert card in g.action_to_string(toggle, p)
    other = g.action_to_string(toggle, 1 - p)
    assert card not in other and f"#{toggle[1]}" in other


def test_pending_decision_options_are_the_deciders() -> None:
    """A private decision's options (here the mulligan's hand cards) go to the decider only."""
    g = riftbound.new_game(seed=3)
    p = g.current_player()
    mine = g.pending_decision(p)
    assert mine is not None and mine["actions"] and mine == g.pending_decision()
    theirs = g.pending_decision(1 - p)
    assert theirs == {"kind": "mulligan", "player": p, "data": [], "actions": []}


@pytest.mark.parametrize("mode", ["duel", "match", "2v2"])
def test_apply_action_refuses_answers_from_anyone_but_the_decider(mode: str) -> None:
    """A server passes the sender: only the deciding player's answer is taken; any player
    still in the game may concede for themselves (650), never for another."""
    g = riftbound.new_game(mode=mode, seed=1)
    n = get_mode(mode).players
    p = g.current_player()
    action = g.legal_actions()[0]
    before = g.state_hash()
    for q in range(n):
        if q != p:
            with pytest.raises(NotYourDecisionError, match=f"P{q} can't answer: P{p} is deciding"):
                g.apply_action(action, q)
            with pytest.raises(NotYourDecisionError, match="only for themselves"):
                g.apply_action(Action("concede", p), q)
    assert g.state_hash() == before
    g.apply_action(action, p)
    other = next(q for q in range(n) if q != g.current_player())
    before = g.state_hash()
    g.apply_action(Action("concede", other), other)
    assert g.state_hash() != before


def test_a_decision_naming_hand_cards_follows_them_when_the_hand_is_mixed() -> None:
    """A card drawn just before a decision that offers hand cards (Play a unit from your
    hand, 419.3) is mixed into the hand first; the decision still names the same cards."""
    for seed in range(30):
        g = riftbound.new_game(seed=seed)
        s = g.s
        p = s.order[0]
        hand = s.zone_of(p, HAND)
        s.pending = ("play_card", p, *hand)
        marks = [s.o_ts[o] for o in hand]  # unique to each card, and it moves with it
        s.res_chosen[:] = hand[:1]
        zones.move(s, s.zone_of(p, MAIN_DECK)[-1], zones.pzone(p, HAND))  # a draw
        mix_hands(s)
        assert [s.o_ts[o] for o in s.pending[2:]] == marks
        assert s.o_ts[s.res_chosen[0]] == marks[0]


def test_an_ability_on_the_chain_keeps_its_source_when_the_source_is_mixed_into_a_hand() -> None:
    """An ability on the chain whose source goes back to a hand (a unit returned by a spell
    while its ability waits) is still that card's ability: the chain item follows its card
    through the mix, so it resolves with that card's text, never another card's (it used to
    name whichever card took the seat, and could crash). Other players see its card but not
    the seat the source now has in the hand (128)."""
    for seed in range(30):
        g = riftbound.new_game(seed=seed)
        s = g.s
        p = s.order[0]
        source = s.zone_of(p, MAIN_DECK)[0]
        card = s.o_card[source]
        mark = s.o_ts[source]
        s.chain.append(ChainItem(s.next_uid, "ability", source, p, 0))
        s.next_uid += 1
        zones.move(s, source, zones.pzone(p, TRASH))
        zones.move(s, source, zones.pzone(p, HAND))
        mix_hands(s)
        item = s.chain[-1]
        assert s.o_card[item.obj] == card and s.o_ts[item.obj] == mark
        other = next(q for q in s.order if q != p)
        shown = g.observation(other)["chain"][-1]
        assert shown["source"] is None and shown["card"] == s.catalog[card].id
        assert g.observation(p)["chain"][-1]["source"] == item.obj
