"""Every implemented real main-deck card plays in random games: decks built from them by
domain pair (a test legend and champion of those domains, the real basic runes, test
battlefields), played to the end by random agents, with zones consistent (105-110), clones
and serialized copies identical, and every game ending (302). Hands are private (128) too,
but for a known leak: a chain item's target that went to a hand stays visible (see
``test_a_chain_target_returned_to_hand_stays_private``)."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound import Game, new_game
from riftbound.agents.heuristic import HeuristicAgent
from riftbound.agents.random_agent import RandomAgent
from riftbound.cards import catalog
from riftbound.cards.facts.table import table
from riftbound.cards.model import BASIC, MAIN_DECK_TYPES, RUNE, SIGNATURE, TOKEN
from riftbound.cards.test_cards import TEST_DECKS
from tests.support import random_play_checked
from tests.test_fuzz import check_privacy, check_zones

PAIRS = {("fury", "calm"): "test-fury-calm", ("mind", "order"): "test-mind-order",
         ("body", "chaos"): "test-body-chaos"}
RUNES = {c.domains[0]: c.id for c in table().cards if c.type == RUNE and BASIC in c.supertypes}


def _pool(domains: tuple[str, str]) -> list[str]:
    """The implemented real cards a deck of these domains may hold (103.1.b; signature cards
    need a real legend's champion, 103.2.d)."""
    return [c.id for c in table().cards if catalog.registered(c.id) and c.type in MAIN_DECK_TYPES
            and TOKEN not in c.supertypes and SIGNATURE not in c.supertypes and set(c.domains) <= set(domains)]


def _deck(domains: tuple[str, str], rotate: int, pool: list[str] | None = None) -> dict[str, Any]:
    """The test deck of ``domains`` with its main deck made of real cards (``pool``, by default
    every implemented one), three copies each from the ``rotate``-th on (test cards fill what
    they leave)."""
    test = TEST_DECKS[PAIRS[domains]]
    pool = _pool(domains) if pool is None else pool
    if pool:
        rotate %= len(pool)
        pool = pool[rotate:] + pool[:rotate]
    main = [cid for cid in pool[:13] for _ in range(3)]
    main += list(test["main"])[: 39 - len(main)]  # type: ignore[call-overload]
    return {**test, "name": f"real-{'-'.join(domains)}", "main": main,
            "runes": [RUNES[domains[0]]] * 6 + [RUNES[domains[1]]] * 6}


def _games() -> list[tuple[int, int]]:
    """(pair, window): enough windows of 13 cards per domain pair that every implemented
    main-deck card is in some game."""
    return [(i, w) for i, pair in enumerate(PAIRS) for w in range(max(1, -(-len(_pool(pair)) // 13)))]


@pytest.mark.parametrize(("pair", "window"), _games())
def test_real_cards_in_random_games(pair: int, window: int) -> None:
    pairs = list(PAIRS)
    seed = pair * 100 + window
    decks = [_deck(pairs[pair], window * 13), _deck(pairs[(pair + 1) % 3], window * 13)]
    g: Game = new_game(decks=decks, seed=seed)

    def check(game: Game) -> None:
        check_zones(game)
        check_privacy(game)

    random_play_checked(g, seed, each=check, copy_every=25)
    assert g.winners or g.s.end_reason


def _signature_decks() -> list[tuple[str, dict[str, Any] | None]]:
    """(signature card, a legal deck playing three copies of it) for every implemented signature
    card: its champion tag's implemented legend and champion (103.2.a, 103.2.d), the real cards
    of the legend's domains, real runes and test battlefields; None while no legend of its
    tag is implemented (no legal deck can hold it yet)."""
    cards = table().cards
    legends = [c for c in cards if c.type == "legend" and catalog.registered(c.id)]
    champions = [c for c in cards if c.type == "unit" and "champion" in c.supertypes and catalog.registered(c.id)]
    out: list[tuple[str, dict[str, Any] | None]] = []
    for sig in cards:
        if SIGNATURE not in sig.supertypes or not catalog.registered(sig.id):
            continue
        legend = next((c for c in legends if c.champion_tag and c.champion_tag in sig.tags), None)
        champion = legend and next((c for c in champions if legend.champion_tag in c.tags), None)
        if legend is None or champion is None:
            out.append((sig.id, None))
            continue
        main = [sig.id] * _copies(sig.id, 3)
        for cid in _pool(legend.domains):
            if cid != champion.id and len(main) < 39:
                main += [cid] * _copies(cid, 39 - len(main))
        out.append((sig.id, {"name": f"signature-{sig.id}", "legend": legend.id, "champion": champion.id,
                             "main": main, "runes": [RUNES[d] for d in legend.domains for _ in range(6)],
                             "battlefields": list(TEST_DECKS["test-mind-order"]["battlefields"])}))
    return out


def _copies(card_id: str, most: int) -> int:
    """Copies of a card a deck may hold, up to ``most``: one of a [Unique] card (825.2.a), else 3."""
    return min(most, 1 if "unique" in catalog.get(card_id).keywords else 3)


SIGNATURE_DECKS = _signature_decks()
SIGNATURE_GAMES = 12


@pytest.mark.parametrize("card_id", [cid for cid, deck in SIGNATURE_DECKS if deck is not None])
def test_signature_cards_in_random_games(card_id: str) -> None:
    """Implemented signature cards play too, in a deck whose legend has their champion tag
    (103.2.d), against a test deck, until the card has been played (on the chain or the
    board) in one of at most ``SIGNATURE_GAMES`` games: zones consistent, hands private,
    clones and serialized copies identical, every game ends. Many are costly or need a
    moment, so every other game is played by heuristic agents, which save up for them, and
    the signature deck's player plays the card whenever it may (:class:`_Eager`)."""
    deck = dict(SIGNATURE_DECKS)[card_id]
    played = False

    def check(game: Game) -> None:
        nonlocal played
        check_zones(game)
        check_privacy(game)
        s = game.s
        played = played or any(s.catalog[s.o_card[it.obj]].id == card_id for it in s.chain) or any(
            s.catalog[s.o_card[o]].id == card_id for z in s.loc_zones for o in s.zones[z])

    for k in range(SIGNATURE_GAMES):
        seed = int(card_id.split("-")[1]) + 1000 * k
        g: Game = new_game(decks=[deck, TEST_DECKS["test-body-chaos"]], seed=seed)
        agents: list[Any] = [HeuristicAgent(seed), HeuristicAgent(seed + 1)] if k % 2 \
            else [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)]
        agents[0] = _Eager(card_id, agents[0])
        random_play_checked(g, seed, each=check, copy_every=25, agents=agents)
        assert g.winners or g.s.end_reason
        if played:
            return
    raise AssertionError(f"{card_id} was never played in {SIGNATURE_GAMES} random games")


class _Eager:
    """Plays ``card_id`` whenever that is legal; otherwise as ``agent`` does."""

    def __init__(self, card_id: str, agent: Any) -> None:
        self.card_id = card_id
        self.agent = agent

    def choose(self, game: Game) -> Any:
        s = game.s
        for a in game.legal_actions():
            if a[0] == "play" and s.catalog[s.o_card[a[1]]].id == self.card_id:
                return a
        return self.agent.choose(game)


def test_most_signature_cards_have_a_legal_deck() -> None:
    """Only signature cards whose legend is not implemented yet lack a deck to fuzz in."""
    waiting = [cid for cid, deck in SIGNATURE_DECKS if deck is None]
    assert len(SIGNATURE_DECKS) >= 38 and len(waiting) <= 1, waiting  # Ivern waits


def test_a_chain_target_returned_to_hand_stays_private() -> None:
    """128.3: a chain item's target that went back to an opponent's hand is shown as gone,
    never by the id it has in that hand."""
    pairs = list(PAIRS)
    mind_order = ["ogn-083", "ogn-085", "ogn-086", "ogn-087", "ogn-088", "ogn-090", "ogn-091", "ogn-092", "ogn-093",
                  "ogn-094", "ogn-095", "ogn-096", "ogn-097"]
    body_chaos = ["ogn-124", "ogn-125", "ogn-128", "ogn-129", "ogn-135", "ogn-137", "ogn-139", "ogn-142", "ogn-154",
                  "ogn-163", "ogn-164", "ogn-165", "ogn-169"]  # Gust (ogn-169) returns a chosen unit to a hand
    g: Game = new_game(decks=[_deck(pairs[1], 0, mind_order), _deck(pairs[2], 0, body_chaos)], seed=100)
    agent = RandomAgent(100)
    while not g.is_terminal():
        check_privacy(g)
        g.apply_action(agent.choose(g))
