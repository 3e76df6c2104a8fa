"""The fixed integer action space and the observation tensor (docs/agents.md)."""

from __future__ import annotations

import random

import pytest

import riftbound
from riftbound.agents import RandomAgent
from riftbound.determinize import determinize
from riftbound.encoding import TAG_SLOTS, ActionSpace, EncodingError, ObservationEncoder, observation_string
from riftbound.rules.named_tags import NAMEABLE

np = pytest.importorskip("numpy")

MODES = ["duel", "match", "ffa3", "ffa4", "2v2"]


def test_action_layout_is_pinned() -> None:
    """The layout is part of the API: a change here breaks trained agents (docs/agents.md)."""
    sizes = {m: ActionSpace(m).num_distinct_actions for m in MODES}
    assert sizes == {"duel": 7853, "match": 7853, "ffa3": 15046, "ffa4": 19931, "2v2": 19931}
    duel = ActionSpace("duel")
    starts = {k: s.start for k, s in duel.segments.items()}
    assert starts == {
        "pass": 0, "end_turn": 1, "done": 2, "yes": 3, "no": 4, "mulligan_done": 5, "play": 6,
        "activate": 262, "move": 1286, "move_to": 1542, "location": 1567, "target": 1592, "domain": 1864,
        "order": 1871, "mulligan_toggle": 1903, "battlefield": 2159, "assign": 2415, "player": 2671,
        "concede": 2673, "invite": 2675, "hide": 2677, "card": 6261, "replace": 6517,
        "mode": 6533, "hide_free": 6541, "tag": 7053, "amount": 7309, "hide_energy": 7341,
    }
    assert duel.describe(6 + 12) == "play(12)"
    assert duel.describe(262 + 4 * 12 + 1) == "activate(12, 1)"
    assert duel.describe(6541 + 2 * 12 + 1) == "hide_free(12, 1)"
    assert duel.describe(7053 + 5) == "tag(5)"
    assert duel.describe(7309 + 3) == "amount(3)"
    assert duel.describe(7341 + 2 * 12 + 1) == "hide_energy(12, 1)"
    with pytest.raises(EncodingError):
        duel.describe(7853)


def test_every_nameable_tag_has_an_integer() -> None:
    """"Name a tag" (133.8): the tags of the card pool fit the segment kept for them."""
    assert 100 < len(NAMEABLE) <= TAG_SLOTS


@pytest.mark.parametrize("mode", MODES)
def test_every_legal_action_has_its_own_integer_and_back(mode: str) -> None:
    space = ActionSpace(mode)
    for seed in range(3):
        g = riftbound.new_game(mode=mode, seed=seed,
                               decks=["test-keywords-raider", "test-keywords-warden"] if mode in ("duel", "match")
                               else None)
        assert space.max_objects > len(g.s.o_card)
        assert len(g.s.zones) <= space.segments["move_to"].size
        agent = random.Random(seed)
        while not g.is_terminal():
            legal = [a for a in g.legal_actions() if a[0] != "concede"]
            ids = space.legal_ids(g)
            assert len(ids) == len(legal) and set(ids.values()) == set(legal)
            assert all(0 <= i < space.num_distinct_actions for i in ids)
            mask = space.mask(g)
            assert mask.shape == (space.num_distinct_actions,) and int(mask.sum()) == len(legal)
            i = agent.choice(sorted(ids))
            assert space.decode(g, i) == ids[i] and space.encode(g, ids[i]) == i
            g.apply_action(space.decode(g, i))


def test_an_index_not_legal_now_is_refused() -> None:
    g = riftbound.new_game(seed=1)
    space = ActionSpace("duel")
    illegal = next(i for i in range(space.num_distinct_actions) if i not in space.legal_ids(g))
    with pytest.raises(EncodingError, match="not legal"):
        space.decode(g, illegal)
    with pytest.raises(EncodingError):
        space.encode(g, ("play", 10_000))


@pytest.mark.parametrize("mode", MODES)
def test_tensor_has_a_fixed_shape_and_ignores_hidden_cards(mode: str) -> None:
    """128, 107-109: the tensor is built from observation(player) alone, so two states that
    differ only in cards hidden from the player give the same tensor (and string)."""
    enc = ObservationEncoder(mode)
    g = riftbound.new_game(mode=mode, seed=2)
    agents = [RandomAgent(p) for p in range(g.s.n_players)]
    differ = 0
    step = 0
    while not g.is_terminal() and step < 300:
        viewer = step % g.s.n_players
        twin = determinize(g, viewer, step)
        t = enc.encode(g.observation(viewer))
        assert t.shape == enc.shape and t.dtype == np.float32 and np.isfinite(t).all()
        assert np.array_equal(t, enc.encode(twin.observation(viewer)))
        assert np.array_equal(t, enc.encode_game(twin, viewer))  # read from the state: the same
        assert observation_string(g.observation(viewer)) == observation_string(twin.observation(viewer))
        other = (viewer + 1) % g.s.n_players
        differ += not np.array_equal(enc.encode(g.observation(other)), enc.encode(twin.observation(other)))
        differ += not np.array_equal(enc.encode_game(g, other), enc.encode_game(twin, other))
        g.apply_action(agents[g.current_player()].choose(g))
        step += 1
    assert differ > 0  # what another player sees does change: the twin really differs
    assert sum(s.stop - s.start for s in enc.layout.values()) == enc.size


def test_observation_string_names_the_viewers_hand_only() -> None:
    g = riftbound.new_game(seed=3)
    text = observation_string(g.observation(0))
    hand = [o["card"] for o in g.observation(0)["players"][0]["hand"]]
    assert text.startswith("P0 view | duel") and all(c in text for c in hand)
    assert "hand:" not in observation_string(g.observation(1)).split("P1:")[0].split("P0:")[1]


@pytest.mark.parametrize("mode", MODES)
def test_tensor_read_from_the_state_equals_the_observations_tensor(mode: str) -> None:
    """encode_game reads the state directly under the visibility rules of observation()
    (128, 107-109, 424): over random games, for every state and every seat, its tensor is
    encode(observation(seat)) value for value -- hands, facedown cards (128.4), revealed and
    looked-at cards, the chain, a Match's battlefields before they are chosen (481.5)."""
    enc = ObservationEncoder(mode)
    decks = ["test-keywords-raider", "test-keywords-warden"] if mode in ("duel", "match") else None
    states = 0
    for seed in range(4):
        g = riftbound.new_game(mode=mode, seed=seed, decks=decks if seed % 2 else None)
        rng = random.Random(seed)
        while not g.is_terminal():
            for viewer in range(g.s.n_players):
                assert np.array_equal(enc.encode_game(g, viewer), enc.encode(g.observation(viewer))), (seed, viewer)
            states += 1
            g.apply_action(rng.choice(g.legal_actions()))
        assert np.array_equal(enc.encode_game(g, 0), enc.encode(g.observation(0)))  # the end too
    assert states > 300


def test_tensor_read_from_the_state_with_layers_and_bad_seats() -> None:
    """Real decks (passive abilities: Might from the layers, 468-475) give the same tensor both
    ways, also when the tensor reads the layers listing the legal actions computed (as the
    environments list them first); a seat that is not one of the game's is refused like
    observation() refuses it."""
    enc = ObservationEncoder("duel")
    g = riftbound.new_game(seed=5, decks=["real-rumble", "real-vi"])
    rng = random.Random(5)
    reused = 0
    for step in range(400):
        if g.is_terminal():
            break
        if step % 2:
            g.legal_actions()
        for viewer in (0, 1):
            assert np.array_equal(enc.encode_game(g, viewer), enc.encode(g.observation(viewer)))
            reused += g.s.legal_cache is not None and g.s.legal_board is not None
        g.apply_action(rng.choice(g.legal_actions()))
    assert reused > 10
    with pytest.raises(riftbound.RiftboundError, match="seat"):
        enc.encode_game(g, 2)
    with pytest.raises(riftbound.RiftboundError, match="seat"):
        enc.encode_game(g, -1)
