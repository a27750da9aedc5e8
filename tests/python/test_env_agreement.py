"""`gomoku.VectorEnv` (Rust) against the encoding over `gomoku.Game` (the AEC
environment's, `gomoku.env.Table`): step by step, the same observations, masks, agents,
rewards and ends, over seeded random games of every rule set, with and without openings
(docs/RL.md). The actions are drawn by `VectorEnv.sample`, so both follow one game."""

from __future__ import annotations

import os
import random

import numpy as np
import pytest

import gomoku
from gomoku.env import Table

SEED_TEXT = os.environ.get("GOMOKU_TEST_SEED", "26")
SEED = random.randrange(2**63) if SEED_TEXT.lower() == "random" else int(SEED_TEXT)

CASES = [
    ("freestyle", None, True),
    ("freestyle/9", None, True),
    ("standard", None, True),
    ("renju", None, True),
    ("renju", None, False),
    ("renju+policy=reject", None, True),
    ("caro", None, True),
    ("omok", None, True),
    ("pente", None, True),
    ("ninuki-renju", None, True),
    ("freestyle/7+pass=on", None, True),
    ("renju", "rif", True),
    ("renju", "yamaguchi", True),
    ("renju", "soosorv-3", True),
    ("renju", "taraguchi-2", True),
    ("freestyle", "swap", True),
    ("freestyle", "swap2", True),
    ("standard", "pro", True),
    ("pente", "swap2", True),
]


def step_pairs(rules: str, opening: str | None, mask_forbidden: bool, steps: int, n: int) -> int:
    seed = SEED ^ hash((rules, opening, mask_forbidden)) & 0xFFFF_FFFF
    env = gomoku.VectorEnv(n, rules, opening, seed=seed, mask_forbidden=mask_forbidden)
    tables = [Table(gomoku.Rules.parse(rules), opening, mask_forbidden) for _ in range(n)]
    ended = 0
    for step in range(steps):
        for i, t in enumerate(tables):
            actor, color = t.actor()
            where = f"{rules} {opening} game {i} step {step}: {t.game.to_moves()!r}"
            assert env.agent[i] == (0 if actor == gomoku.Player.FIRST else 1), where
            np.testing.assert_array_equal(env.obs[i], t.observe(color), err_msg=where)
            np.testing.assert_array_equal(env.mask[i], t.mask().astype(bool), err_msg=where)
        actions = env.sample().copy()
        env.step(actions)
        for i, t in enumerate(tables):
            actor, color = t.actor()
            t.play(int(actions[i]))
            over = t.game.is_game_over()
            assert env.terminated[i] == over
            assert not env.truncated[i]
            if over:
                first, second = t.rewards(actor)
                mine = first if actor == gomoku.Player.FIRST else second
                assert env.reward[i] == mine
                np.testing.assert_array_equal(env.final_obs[i], t.observe(color))
                t.reset()
                ended += 1
            else:
                assert env.reward[i] == 0
    return ended


@pytest.mark.parametrize(("rules", "opening", "mask_forbidden"), CASES)
def test_vector_env_agrees_with_the_game_api(
    rules: str, opening: str | None, mask_forbidden: bool
) -> None:
    ended = step_pairs(rules, opening, mask_forbidden, steps=260, n=4)
    # Random games end: the comparison covered ends, rewards and auto-resets.
    assert ended > 0


@pytest.mark.parametrize(
    ("rules", "opening"),
    [
        ("pente/9", None),
        ("ninuki-renju/9", None),
        ("freestyle/7+pass=on", None),
        ("caro/9", None),
        ("renju", "swap2"),
        ("pente", "swap2"),
        ("renju", "taraguchi-2"),
    ],
)
def test_incremental_writes_equal_whole_writes(rules: str, opening: str | None) -> None:
    """A step writes only the cells that changed (the new stone, captured stones, the
    last move, the forbidden points, the planes of a value that changed): over many short
    games (auto-resets, captures, passes, openings; two threads), the arrays equal those
    that an unpickled copy writes whole from its replayed games."""
    import pickle

    seed = SEED ^ hash((rules, opening)) & 0xFFFF_FFFF
    env = gomoku.VectorEnv(48, rules, opening, seed=seed, threads=2)
    ended = 0
    for step in range(1, 241):
        env.step(env.sample())
        ended += int(env.terminated.sum())
        if step % 12 == 0:
            whole = pickle.loads(pickle.dumps(env))
            where = f"{rules} {opening} step {step}"
            np.testing.assert_array_equal(env.obs, whole.obs, err_msg=where)
            np.testing.assert_array_equal(env.mask, whole.mask, err_msg=where)
            np.testing.assert_array_equal(env.agent, whole.agent, err_msg=where)
    assert ended > 48


@pytest.mark.parametrize("n,threads", [(16, 2), (200, 2), (200, 5)])
def test_threads_give_the_same_games(n: int, threads: int) -> None:
    """Whichever thread steps a block of games (each thread has a home range and takes
    the others' blocks when its own are done), the games are those of one thread; 200
    games are several blocks, 5 threads more than this machine's cores."""
    one = gomoku.VectorEnv(n, "renju", seed=5)
    two = gomoku.VectorEnv(n, "renju", seed=5, threads=threads)
    for _ in range(150):
        a = one.sample().copy()
        np.testing.assert_array_equal(a, two.sample())
        one.step(a)
        two.step(a)
        np.testing.assert_array_equal(one.obs, two.obs)
        np.testing.assert_array_equal(one.mask, two.mask)
        np.testing.assert_array_equal(one.reward, two.reward)


def test_same_seed_same_trajectory_and_reset_reseeds() -> None:
    def run(env: gomoku.VectorEnv) -> list[np.ndarray]:
        out = []
        for _ in range(50):
            env.step(env.sample())
            out.append(env.obs.copy())
        return out

    a = gomoku.VectorEnv(8, "pente", seed=3)
    b = gomoku.VectorEnv(8, "pente", seed=3)
    first = run(a)
    for x, y in zip(first, run(b)):
        np.testing.assert_array_equal(x, y)
    a.reset(seed=3)
    for x, y in zip(first, run(a)):
        np.testing.assert_array_equal(x, y)


def test_bad_actions_raise_and_change_nothing() -> None:
    env = gomoku.VectorEnv(3, "renju", seed=1)
    env.step(np.array([112, 0, 1]))
    before = (env.obs.copy(), env.mask.copy(), env.agent.copy())
    occupied = np.array([112, 5, 6])  # h8 holds a stone in game 0
    bad = [
        np.array([1.0, 2.0, 3.0]),
        np.array([np.nan, 2, 3]),
        np.array([-1, 2, 3]),
        np.array([1, 2, 226]),
        np.array([1, 2]),
        np.array([[1, 2, 3]]),
        np.array(["a", "b", "c"]),
        occupied,
        np.array([225, 2, 3]),  # pass, which renju does not allow
        np.array([2**63 - 1, 2, 3]),
        np.array([2**64 - 1, 2, 3], dtype=np.uint64),
    ]
    for actions in bad:
        with pytest.raises(gomoku.InvalidActionError):
            env.step(actions)
        np.testing.assert_array_equal(env.obs, before[0])
        np.testing.assert_array_equal(env.mask, before[1])
        np.testing.assert_array_equal(env.agent, before[2])
    assert issubclass(gomoku.InvalidActionError, gomoku.GomokuError)
    # Other integer dtypes and lists are read.
    env.step(np.array([113, 2, 3], dtype=np.int32))
    env.step([114, 4, 5])


def test_arrays_are_read_only_views_kept_across_steps() -> None:
    env = gomoku.VectorEnv(2, "freestyle/9", seed=1)
    obs = env.obs
    with pytest.raises(ValueError):
        obs[0, 0, 0, 0] = 1
    env.step(env.sample())
    assert env.obs is not None and np.shares_memory(obs, env.obs)
    assert env.obs.shape == (2, 5, 9, 9)
    assert env.mask.shape == (2, 82)
    assert env.planes == gomoku.env.plane_names(gomoku.Rules.parse("freestyle/9"), False)
    assert gomoku.VectorEnv(1, "pente", "swap2").num_actions == 19 * 19 + 1 + 37


def test_a_copy_goes_on_as_the_original() -> None:
    import copy

    env = gomoku.VectorEnv(8, "renju", "swap2", seed=9)
    for _ in range(20):
        env.step(env.sample())
    for clone in (copy.copy(env), copy.deepcopy(env)):
        assert not np.shares_memory(clone.obs, env.obs)
        np.testing.assert_array_equal(clone.obs, env.obs)
        np.testing.assert_array_equal(clone.mask, env.mask)
    clone = copy.copy(env)
    for _ in range(60):
        a = env.sample().copy()
        np.testing.assert_array_equal(a, clone.sample())
        env.step(a)
        clone.step(a)
        np.testing.assert_array_equal(clone.obs, env.obs)
        np.testing.assert_array_equal(clone.reward, env.reward)


def test_any_action_array_steps_or_is_refused_with_nothing_changed() -> None:
    from hypothesis import given
    from hypothesis import strategies as st
    from hypothesis.extra import numpy as hnp

    env = gomoku.VectorEnv(3, "renju+pass=on", "swap2", seed=2)
    dtypes = st.sampled_from(
        [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint64, np.float32,
         np.float64, np.bool_, np.complex64]
    )
    arrays = hnp.arrays(dtypes, hnp.array_shapes(min_dims=0, max_dims=2, max_side=4))

    @given(arrays)
    def check(actions: np.ndarray) -> None:
        before = (env.obs.copy(), env.mask.copy(), env.agent.copy())
        valid = (
            actions.dtype.kind in "iu"
            and actions.shape == (3,)
            and all(0 <= int(a) < env.num_actions for a in actions)
            and all(env.mask[i, int(a)] for i, a in enumerate(actions))
        )
        try:
            env.step(actions)
        except gomoku.InvalidActionError:
            assert not valid
            np.testing.assert_array_equal(env.obs, before[0])
            np.testing.assert_array_equal(env.mask, before[1])
            np.testing.assert_array_equal(env.agent, before[2])
        else:
            assert valid

    check()


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="no /proc/self/task")
def test_the_workers_end_with_the_env_and_burn_no_cpu_when_idle() -> None:
    """`threads=k` starts `k - 1` workers, which spin a moment after a call and then
    park: an environment left idle costs no CPU, and one dropped ends its threads."""
    import gc
    import time

    def threads() -> int:
        return len(os.listdir("/proc/self/task"))

    before = threads()
    env = gomoku.VectorEnv(256, "renju", seed=1, threads=3)
    assert threads() == before + 2
    for _ in range(20):
        env.step(env.sample())
    time.sleep(0.05)
    cpu = time.process_time()
    time.sleep(0.3)
    assert time.process_time() - cpu < 0.05
    env.step(env.sample())
    del env
    gc.collect()
    assert threads() == before


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork on this platform")
def test_a_forked_process_steps_on_its_own_threads() -> None:
    """The thread pool of `threads=2` lives in the process that made it: a child made by
    `fork` (multiprocessing's default on Linux) steps on threads of its own instead of
    waiting for workers that it does not have."""
    import subprocess
    import sys

    code = (
        "import os, gomoku\n"
        "env = gomoku.VectorEnv(64, 'renju', seed=1, threads=2)\n"
        "env.step(env.sample())\n"
        "pid = os.fork()\n"
        "if pid == 0:\n"
        "    import signal\n"
        "    signal.alarm(30)  # a child that hangs ends itself\n"
        "    for _ in range(20):\n"
        "        env.step(env.sample())\n"
        "    os._exit(7)\n"
        "_, status = os.waitpid(pid, 0)\n"
        "assert os.waitstatus_to_exitcode(status) == 7, status\n"
        "env.step(env.sample())\n"
    )
    run = subprocess.run([sys.executable, "-c", code], timeout=60, capture_output=True)
    assert run.returncode == 0, run.stderr.decode()
