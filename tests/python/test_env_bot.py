"""The reference bot in the reinforcement-learning environments (issue 26): the Gymnasium
env's opponent `"bot"` (`gomoku.ReferenceBot`, thinking in Rust) and
`VectorEnv.bot_actions(nodes)`, the bot's actions for every game of a vector environment
computed in Rust."""

from __future__ import annotations

import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import gomoku
import gomoku.env as genv


def test_check_env_with_the_bot_as_opponent() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(gymnasium.make("gomoku/Renju-v0", opponent="bot", bot_nodes=200).unwrapped)
        check_env(
            gymnasium.make("gomoku/Renju-v0", opening="swap2", opponent="bot", player=1, bot_nodes=100).unwrapped
        )


def play_random_agent(env: gymnasium.Env, seed: int) -> tuple[float, list[int]]:
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    actions: list[int] = []
    while True:
        a = int(rng.choice(np.flatnonzero(info["action_mask"])))
        actions.append(a)
        obs, reward, terminated, truncated, info = env.step(a)
        if terminated or truncated:
            return float(reward), actions


def test_the_bot_beats_a_random_agent_where_random_does_not() -> None:
    bot = gymnasium.make("gomoku/Freestyle9-v0", opponent="bot", bot_nodes=300)
    rnd = gymnasium.make("gomoku/Freestyle9-v0", opponent="random")
    vs_bot = [play_random_agent(bot, s)[0] for s in range(8)]
    vs_random = [play_random_agent(rnd, s)[0] for s in range(8)]
    assert vs_bot.count(-1.0) >= 7, vs_bot
    assert vs_random.count(-1.0) <= 6, vs_random


def test_the_bot_opens_at_the_centre() -> None:
    # The second player's env: the opponent moves first, and the reference bot opens at
    # the centre whatever its seed (a random opponent would not).
    for seed in range(4):
        env = gymnasium.make("gomoku/Freestyle-v0", opponent="bot", player=1, bot_nodes=0)
        obs, _ = env.reset(seed=seed)
        assert np.flatnonzero(obs[1].ravel()).tolist() == [7 * 15 + 7]


def test_the_bot_opponent_follows_the_seed() -> None:
    def run(seed: int) -> list[int]:
        env = gymnasium.make("gomoku/Renju-v0", opponent="bot", player=1, bot_nodes=200)
        obs, info = env.reset(seed=seed)
        seen = [int(np.flatnonzero(obs[1].ravel())[0])]
        for _ in range(6):
            a = int(np.flatnonzero(info["action_mask"])[0])
            obs, reward, terminated, truncated, info = env.step(a)
            if terminated:
                break
            seen.append(int(np.flatnonzero(obs[1].ravel()).sum()))
        return seen

    assert run(5) == run(5)


def test_an_opening_episode_against_the_bot_runs_to_the_end() -> None:
    for opening in ["swap2", "soosorv-8", "taraguchi-10"]:
        env = gymnasium.make("gomoku/Renju-v0", opening=opening, opponent="bot", bot_nodes=50)
        reward, actions = play_random_agent(env, 1)
        assert reward in (-1.0, 0.0, 1.0) and actions


def test_bad_bot_nodes_are_refused() -> None:
    for bad in [-1, 1.5, "100", True]:
        with pytest.raises(ValueError, match="bot_nodes"):
            genv.GomokuEnv("renju", opponent="bot", bot_nodes=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="opponent"):
        genv.GomokuEnv("renju", opponent="bots")


@pytest.mark.parametrize("rules,opening", [("freestyle", None), ("renju", None), ("pente", None), ("renju", "swap2"), ("renju", "soosorv-8")])
def test_bot_actions_are_in_the_mask(rules: str, opening: str | None) -> None:
    env = gomoku.VectorEnv(16, rules, opening, seed=2)
    for _ in range(40):
        actions = env.bot_actions(100)
        assert actions.shape == (16,) and actions.dtype == np.int64
        assert env.mask[np.arange(16), actions].all()
        env.step(actions)


def index(point: str) -> int:
    p = gomoku.Point.parse(point)
    return p.y * 15 + p.x


def test_bot_actions_block_and_win_at_once() -> None:
    # Black's four h8-k8, closed at g8: l8 is its five. White must block there, and
    # Black, given another move, wins there.
    env = gomoku.VectorEnv(1, "freestyle", seed=0)
    for a in ["h8", "g8", "i8", "a1", "j8", "a3", "k8"]:
        env.step(np.array([index(a)]))
    assert int(env.bot_actions(0)[0]) == index("l8")
    env.step(np.array([index("a5")]))
    assert int(env.bot_actions(0)[0]) == index("l8")
    _, reward, terminated, _, _ = env.step(np.array([index("l8")]))
    assert terminated[0] and reward[0] == 1.0


def test_bot_actions_follow_the_seed_and_not_the_threads() -> None:
    def run(threads: int, seed: int) -> list[list[int]]:
        env = gomoku.VectorEnv(12, "renju", seed=seed, threads=threads)
        out = []
        for _ in range(25):
            a = env.bot_actions(300)
            out.append(a.tolist())
            env.step(a)
        return out

    one = run(1, 9)
    assert run(2, 9) == one
    assert run(1, 9) == one
    assert run(1, 10) != one


def test_the_bot_beats_random_sampling_in_a_vector_env() -> None:
    env = gomoku.VectorEnv(32, "freestyle", seed=1)
    wins = [0, 0]
    for _ in range(120):
        bot = env.bot_actions(100).copy()
        rnd = env.sample().copy()
        actions = np.where(env.agent == 0, bot, rnd)
        agent = env.agent.copy()
        _, reward, terminated, _, _ = env.step(actions)
        for i in np.flatnonzero(terminated):
            if reward[i] > 0:
                wins[agent[i]] += 1
            elif reward[i] < 0:
                wins[1 - agent[i]] += 1
    assert wins[0] >= 20 and wins[0] >= 10 * wins[1], wins


def test_bot_actions_refuse_bad_nodes() -> None:
    env = gomoku.VectorEnv(2, "renju")
    for bad in [-1, 2**64]:
        with pytest.raises(ValueError, match="nodes"):
            env.bot_actions(bad)
    with pytest.raises(TypeError):
        env.bot_actions(1.5)  # type: ignore[arg-type]


# Swap: Black's two stones side by side at the centre, White's one in a corner. The core's
# bot, as the second player, takes Black (gomoku-core/tests/bot.rs); every environment
# plays that policy, not a random choice from the mask.
SWAP_STONES = ["h8", "a1", "i8"]
CHOOSE_BLACK = 15 * 15 + 3


def test_the_gym_bot_makes_the_cores_opening_choice() -> None:
    for seed in range(8):
        env = gymnasium.make("gomoku/Freestyle-v0", opening="swap", opponent="bot", player=0, bot_nodes=50)
        env.reset(seed=seed)
        for p in SWAP_STONES:
            env.step(index(p))
        game = env.unwrapped.table.game
        assert game.opening_actions[:4] == [*SWAP_STONES, "choose black"], (seed, game.opening_actions)


def test_vector_bot_actions_make_the_cores_opening_choices() -> None:
    env = gomoku.VectorEnv(8, "freestyle", "swap", seed=3)
    for p in SWAP_STONES:
        env.step(np.full(8, index(p)))
    assert env.bot_actions(100).tolist() == [CHOOSE_BLACK] * 8
