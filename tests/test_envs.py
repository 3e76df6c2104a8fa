"""The learning environments of the ``rl`` extra pass their ecosystems' own checks
(skipped when the extra is not installed)."""

from __future__ import annotations

import functools
import importlib.util
import re
import types
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, max_cycles_test, seed_test  # noqa: E402

from riftbound.encoding import ActionSpace  # noqa: E402
from riftbound.envs import pettingzoo as rpz  # noqa: E402
from riftbound.envs.gymnasium import RiftboundEnv  # noqa: E402

MODES = ["duel", "match", "ffa3", "ffa4", "2v2"]


@pytest.mark.parametrize("mode", MODES)
def test_pettingzoo_api_seed_and_max_cycles(mode: str) -> None:
    api_test(rpz.env(mode=mode), num_cycles=200)
    api_test(rpz.env(mode=mode, turn_order="cycle"), num_cycles=60)
    seed_test(functools.partial(rpz.env, mode=mode), num_cycles=60)
    # max_cycles_test steps every agent once a cycle without masks: the "cycle" order
    max_cycles_test(types.SimpleNamespace(env=functools.partial(rpz.env, mode=mode, turn_order="cycle"),
                                          parallel_env=functools.partial(rpz.parallel_env, mode=mode)))


@pytest.mark.parametrize("turn_order", ["decider", "cycle"])
def test_pettingzoo_plays_a_game_to_its_end(turn_order: str) -> None:
    """Masked random play ends the game; rewards are the returns; illegal actions do nothing."""
    env = rpz.env(mode="ffa3", turn_order=turn_order)
    env.reset(seed=3)
    rng = np.random.default_rng(0)
    total = dict.fromkeys(env.possible_agents, 0.0)
    illegal_tried = False
    for agent in env.agent_iter(100_000):
        obs, reward, term, trunc, _info = env.last()
        total[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        if not illegal_tried and env.game is not None and obs["action_mask"][0] == 0:
            before = env.game.state_hash()
            env.step(0)
            assert env.infos[agent]["illegal_action"] and env.game.state_hash() == before
            illegal_tried = True
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert illegal_tried and sorted(total.values()) in ([-1.0, -1.0, 1.0], [0.0, 0.0, 0.0])


def test_pettingzoo_observations_are_built_per_state_and_agent() -> None:
    """observe() gives every agent the tensor of its own observation(player) and the mask of
    the current state (cached per state and agent), as fresh arrays each call."""
    env = rpz.env(mode="ffa3", turn_order="cycle")
    env.reset(seed=5)
    rng = np.random.default_rng(1)
    steps = 0
    for _agent in env.agent_iter(300):
        g = env.game
        assert g is not None
        for p, other in enumerate(env.agents):
            obs = env.observe(other)
            assert np.array_equal(obs["observation"], env.encoder.encode(g.observation(p)))
            deciding = not g.is_terminal() and g.current_player() == p
            expected = np.append(env.space.mask(g) * deciding, 0 if deciding else 1)
            assert np.array_equal(obs["action_mask"], expected)
            obs["observation"][:] = 99.0  # the caller's copy: the next observe() is unaffected
            assert env.observe(other)["observation"].max() <= 10.0
        obs, _reward, term, trunc, _info = env.last()
        env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    assert steps > 200


@pytest.mark.parametrize("mode", ["duel", "ffa4"])
def test_gymnasium_env_checker_and_masks(mode: str) -> None:
    env = RiftboundEnv(mode=mode)
    check_env(env, skip_render_check=True)
    obs, info = env.reset(seed=5)
    assert env.observation_space.contains(obs)
    done = False
    reward = 0.0
    rng = np.random.default_rng(1)
    while not done:
        mask = env.action_masks()
        assert mask.dtype == bool and mask.shape == (ActionSpace(mode).num_distinct_actions,) and mask.any()
        assert np.array_equal(mask, info["action_mask"])
        obs, reward, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        done = term or trunc
    assert reward in (-1.0, 0.0, 1.0)


def test_openspiel_random_sim_with_serialization() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    import riftbound.envs.openspiel  # noqa: F401  (registers python_riftbound)

    game = pyspiel.load_game("python_riftbound")
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    for mode in ("ffa3", "2v2", "match"):
        pyspiel.random_sim_test(pyspiel.load_game("python_riftbound", {"mode": mode, "max_turns": 8}),
                                num_sims=1, serialize=True, verbose=False)
    state = game.new_initial_state()
    state.apply_action(7)
    tensor = np.asarray(state.observation_tensor(0))
    assert tensor.shape == (game.observation_tensor_size(),) and state.observation_string(1).startswith("P1 view")


def test_training_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """A smoke run of examples/train_masked_policy.py (docs/agents.md has a real run's figures):
    it trains, then reports both policies' win rates against random play with 95% intervals."""
    path = Path(__file__).resolve().parents[1] / "examples" / "train_masked_policy.py"
    spec = importlib.util.spec_from_file_location("train_masked_policy", path)
    assert spec is not None and spec.loader is not None
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    example.main(["--episodes", "2", "--eval-games", "2"])
    out = capsys.readouterr().out
    assert "trained on 2 games" in out
    assert re.search(r"trained policy vs random: \d wins, \d draws \(turn limit\), \d losses of 2 games: "
                     r"win rate [\d.]+% \(95% CI [\d.]+%-[\d.]+%\)", out)
    assert "uniform policy vs random" in out
