"""`gomoku.VectorEnv` pickles and copies (issue 26, "Envs copy, pickle and reseed
correctly"): an unpickled or copied environment goes on exactly as the original, and a
state that does not fit is refused with nothing changed."""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest

import gomoku

ARRAYS = ["obs", "mask", "reward", "terminated", "truncated", "agent", "final_obs"]


def arrays(env: gomoku.VectorEnv) -> list[np.ndarray]:
    return [getattr(env, name).copy() for name in ARRAYS]


def same(a: gomoku.VectorEnv, b: gomoku.VectorEnv) -> None:
    for name, x, y in zip(ARRAYS, arrays(a), arrays(b)):
        np.testing.assert_array_equal(x, y, err_msg=name)


@pytest.mark.parametrize(
    "rules,opening,threads",
    [("freestyle", None, 1), ("renju", None, 2), ("pente", None, 1), ("renju", "swap2", 1), ("renju", "taraguchi-10", 2)],
)
def test_an_unpickled_env_goes_on_as_the_original(rules: str, opening: str | None, threads: int) -> None:
    env = gomoku.VectorEnv(24, rules, opening, seed=5, threads=threads)
    for k in range(37):
        env.step(env.bot_actions(50) if k % 3 == 0 else env.sample())
    for twin in (pickle.loads(pickle.dumps(env)), copy.copy(env), copy.deepcopy(env)):
        assert (twin.num_envs, twin.threads, twin.rules, twin.planes) == (env.num_envs, env.threads, env.rules, env.planes)
        same(env, twin)
        a, b = env, twin
        a2, b2 = copy.copy(a), copy.copy(b)  # keep the original untouched for the next twin
        for k in range(60):
            sa = (a2.bot_actions(50) if k % 5 == 0 else a2.sample()).copy()
            sb = (b2.bot_actions(50) if k % 5 == 0 else b2.sample()).copy()
            np.testing.assert_array_equal(sa, sb)
            a2.step(sa)
            b2.step(sb)
            same(a2, b2)


def test_a_fresh_env_pickles_and_reseeds() -> None:
    env = gomoku.VectorEnv(4, "renju", seed=1)
    twin = pickle.loads(pickle.dumps(env))
    same(env, twin)
    env.reset(seed=9)
    twin.reset(seed=9)
    np.testing.assert_array_equal(env.sample(), twin.sample())


def test_a_state_that_does_not_fit_is_refused_and_changes_nothing() -> None:
    env = gomoku.VectorEnv(3, "freestyle", seed=2)
    for _ in range(5):
        env.step(env.sample())
    rngs, history, reward, terminated, final_obs = env.__getstate__()
    before = arrays(env)
    occupied = list(history)
    occupied[0] = [history[0][0], history[0][0]]  # the same point twice
    bad_states = [
        (rngs[:2], history, reward, terminated, final_obs),
        (rngs, history[:2], reward, terminated, final_obs),
        (rngs, occupied, reward, terminated, final_obs),
        (rngs, [[10**4]] + list(history[1:]), reward, terminated, final_obs),
        (rngs, history, reward, terminated, final_obs[:, :2]),
        "not a state",
    ]
    for state in bad_states:
        with pytest.raises(ValueError, match="not a VectorEnv state"):
            env.__setstate__(state)
        for name, x, y in zip(ARRAYS, before, arrays(env)):
            np.testing.assert_array_equal(x, y, err_msg=name)
