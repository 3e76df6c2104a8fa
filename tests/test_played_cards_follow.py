""""The cards you played this turn" (419.4, 812.1.c) are the cards as they were played, not
whatever card later sits in their seat: a played card that goes back to a hand and is mixed
into it (rules/identity.py) takes another seat, and the card that takes its old seat was not
played. Legion (812.1.b.1, 812.1.c) and "for each card you've played this turn" still read
the played card."""

from __future__ import annotations

from riftbound import Game
from riftbound.effects.amounts import Count
from riftbound.effects.primitives import Ctx
from riftbound.keywords import legion
from riftbound.rules import zones
from riftbound.rules.identity import mix_hands, shuffle_cards
from riftbound.state import BASE, HAND, MAIN_DECK
from tests.support import play_scenario


def _recruit_mixed_back(seed: int) -> tuple[Game, int, int, int]:
    """P0 played Test Recruit, the first card this turn (Lk Hopeful has "[Legion][>] I cost
    [2] less"); a spell-like move returns the Recruit to P0's hand, which mixes it with
    mixing on (a scenario turns it off). Returns the game, the Recruit's seat as it
    was played, and the seats of the Recruit and of the Hopeful after the mix."""
    game = play_scenario("keywords/lk_legion_cost_reduction.yaml", ["play test-recruit"])
    s = game.s
    (recruit,) = s.zone_of(0, BASE)
    card = s.o_card[recruit]
    assert len(s.played_cards) == 1
    s.mix_seats = 1
    s.rng = seed
    zones.move(s, recruit, zones.pzone(0, HAND))
    mix_hands(s)
    hand = s.zone_of(0, HAND)
    now = next(o for o in hand if s.o_card[o] == card)
    hopeful = next(o for o in hand if o != now)
    return game, recruit, now, hopeful


def test_played_card_mixed_into_a_hand_is_still_the_card_played() -> None:
    """419.4, 812.1.b.1, 812.1.c: after the Recruit is mixed into the hand, possibly into the
    Hopeful's seat, the Hopeful's Legion is active (another card was played: the Recruit), the
    Recruit's own Legion would not be (the same card played again is not another card),
    "for each card you've played this turn with my name" counts the Recruit for the Recruit
    only, and the Hopeful is playable for its last energy."""
    swapped = 0
    for seed in range(12):
        game, played, recruit, hopeful = _recruit_mixed_back(seed)
        s = game.s
        swapped += recruit != played
        assert legion.active(s, 0, hopeful)
        assert not legion.active(s, 0, recruit)
        named = Count(what="played", named=True)
        assert named.value(s, Ctx(0, recruit, -1, [])) == 1
        assert named.value(s, Ctx(0, hopeful, -1, [])) == 0
        assert Count(what="played").value(s, Ctx(0, hopeful, -1, [])) == 1
        assert any(a[:2] == ("play", hopeful) for a in game.legal_actions())
        back = Game.deserialize(game.serialize())
        assert back.s.played_cards == s.played_cards
        assert back.legal_actions() == game.legal_actions()
    assert swapped  # some seeds put the Recruit in the Hopeful's old seat


def test_played_card_shuffled_into_a_deck_keeps_its_identity() -> None:
    """812.1.c: a played card shuffled back into its deck (115) with another card is followed
    to its new seat, so the card shuffled into its old seat is not a card played this turn."""
    moved = 0
    for seed in range(12):
        game = play_scenario("keywords/lk_legion_cost_reduction.yaml", ["play test-recruit"])
        s = game.s
        (recruit,) = s.zone_of(0, BASE)
        card = s.o_card[recruit]
        deck = zones.pzone(0, MAIN_DECK)
        zones.move(s, s.zone_of(0, HAND)[0], deck)  # the Hopeful
        zones.move(s, recruit, deck)
        s.rng = seed
        shuffle_cards(s, s.zones[deck])
        ((_, played_card, seat),) = s.played_cards
        assert played_card == card and s.o_card[seat] == card and s.o_zone[seat] == deck
        assert [legion.active(s, 0, o) for o in s.zones[deck]] == [o != seat for o in s.zones[deck]]
        moved += seat != recruit
    assert moved  # some seeds put the Hopeful in the Recruit's old seat
