"""Every implemented real main-deck card plays in random games: decks built from them by
domain pair (a test legend and champion of those domains, the real basic runes, test
battlefields), played to the end by random agents, with zones consistent (105-110), hands
private (128), clones and serialized copies identical, and every game ending (302)."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound import Game, new_game
from riftbound.agents.random_agent import RandomAgent
from riftbound.cards import catalog
from riftbound.cards.facts.table import table
from riftbound.cards.model import BASIC, MAIN_DECK_TYPES, RUNE, SIGNATURE, TOKEN
from riftbound.cards.test_cards import TEST_DECKS
from tests.test_fuzz import check_privacy, check_zones

PAIRS = {("fury", "calm"): "test-fury-calm", ("mind", "order"): "test-mind-order",
         ("body", "chaos"): "test-body-chaos"}
RUNES = {c.domains[0]: c.id for c in table().cards if c.type == RUNE and BASIC in c.supertypes}


def _pool(domains: tuple[str, str]) -> list[str]:
    """The implemented real cards a deck of these domains may hold (103.1.b; signature cards
    need a real legend's champion, 103.2.d)."""
    return [c.id for c in table().cards if catalog.registered(c.id) and c.type in MAIN_DECK_TYPES
            and TOKEN not in c.supertypes and SIGNATURE not in c.supertypes and set(c.domains) <= set(domains)]


def _deck(domains: tuple[str, str], rotate: int) -> dict[str, Any]:
    """The test deck of ``domains`` with its main deck made of real cards, three copies each
    from the ``rotate``-th on (test cards fill what they leave)."""
    test = TEST_DECKS[PAIRS[domains]]
    pool = _pool(domains)
    if pool:
        rotate %= len(pool)
        pool = pool[rotate:] + pool[:rotate]
    main = [cid for cid in pool[:13] for _ in range(3)]
    main += list(test["main"])[: 39 - len(main)]  # type: ignore[call-overload]
    return {**test, "name": f"real-{'-'.join(domains)}", "main": main,
            "runes": [RUNES[domains[0]]] * 6 + [RUNES[domains[1]]] * 6}


# Three games per 13 cards of the largest pool, so every implemented card is in some deck.
SEEDS = range(3 * max(2, -(-max(len(_pool(p)) for p in PAIRS) // 13)))


@pytest.mark.parametrize("seed", SEEDS)
def test_real_cards_in_random_games(seed: int) -> None:
    pairs = list(PAIRS)
    decks = [_deck(pairs[seed % 3], seed // 3 * 13), _deck(pairs[(seed + 1) % 3], seed // 3 * 13)]
    g: Game = new_game(decks=decks, seed=seed)
    twin = g.clone()
    agent = RandomAgent(seed)
    steps = 0
    while not g.is_terminal():
        check_zones(g)
        if steps % 25 == 0:
            check_privacy(g)
            assert Game.deserialize(g.serialize()).state_hash() == g.state_hash()
        action = agent.choose(g)
        g.apply_action(action)
        twin.apply_action(action)
        steps += 1
        assert twin.state_hash() == g.state_hash()
        assert steps < 20000, "no end (302)"
    assert g.winners or g.s.end_reason
